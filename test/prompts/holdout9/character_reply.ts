import { characterReplyPrompt, type ReplySegment } from "../../../prompts/role/characterReply.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { bom, fence, nbsp, tag, think, unclosed } from "./forms.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.character_reply;
const seg = (emotion: string | null, content: string, action: string | null = null, tts: string | null = null): ReplySegment => ({ emotion, content, tts, action });
const write = (s: ReplySegment[]) => s.map((x) => `${x.emotion !== null ? `【${x.emotion}】` : ""}${x.content}${x.tts !== null ? `<${x.tts}>` : ""}${x.action !== null ? `（${x.action}）` : ""}`).join("");
const R1 = [seg("steady", "Aye. Before the storm breaks.", "whistles for the dog")];
const R2 = [seg("wary", "Thunder means rain on that slope."), seg("firm", "They come down at dusk.", "picks up her crook")];
const R3 = [seg("calm", "Not yet. The wind's still west.")];
const R4 = [seg("worried", "I will. The wall won't hold if the rain comes.", "looks up at the clouds"), seg("resolved", "Help me with the gate?")];
const json = (s: ReplySegment[]) => ({ segments: s.map((x) => ({ emotion: x.emotion ?? "", content: x.content, tts: x.tts ?? "", action: x.action ?? "" })) });

export default corpusOf<ReplySegment[] | null>({
  prompt: characterReplyPrompt,
  inputs,
  text: [
    text("good", "claude-3.5-haiku", write(R1), R1),
    text("good", "command-r-plus", write(R2) + "\n", R2),
    text("good", "glm-4", write(R3), R3),
    text("good", "internlm-2.5", write(R4), R4),
    text("good", "minicpm", write(R1), R1),
    text("good", "falcon-3", write(R2), R2),
    text("good", "stablelm", write(R3), R3),
    text("good", "zephyr", write(R4), R4),
    text("good", "openchat", write(R1), R1),
    text("good", "gemini-2-flash", write(R2) + "\n", R2),
    text("good", "deepseek-r1-distill", think("Nell speaks plainly. Thunder: she brings them down. Short, with an action.", write(R1)), R1),
    text("format", "deepseek-r1-distill", unclosed("Two segments.", write(R2)), R2),
    text("format", "glm-4", tag("answer", write(R3)), R3),
    text("format", "internlm-2.5", `<response>${write(R4)}</response>`, R4),
    text("format", "command-r-plus", fence("text", write(R1)), R1),
    text("format", "falcon-3", bom(write(R2)), R2),
    text("format", "stablelm", nbsp(write(R3)), R3),
    text("format", "zephyr", write(R2).replace("】They", "】 They"), R2),
    text("format", "openchat", `Nell: ${write(R1)}`, R1),
    text("format", "gemini-2-flash", write(R2).split("【firm】").join("\n【firm】"), R2),
    text("format", "claude-3.5-haiku", "[steady] Aye. Before the storm breaks. (whistles for the dog)", R1),
    text("format", "glm-4", "【平静】还没有。风还是西风。（望着山坡）", [seg("平静", "还没有。风还是西风。", "望着山坡")]),
    text("format", "command-r-plus", "【steady】Aye. Before the storm breaks.<Aye. Before the storm breaks.>（whistles for the dog）", [seg("steady", "Aye. Before the storm breaks.", "whistles for the dog", "Aye. Before the storm breaks.")]),
    text("format", "internlm-2.5", "Aye. Before the storm breaks.", [seg(null, "Aye. Before the storm breaks.")]),
    text("placeholder", "falcon-3", "【emotion】what Nell says<the same words as they are to be spoken aloud>（a short action）", "fallback"),
    text("refusal", "zephyr", "I'm sorry, but I can't continue this role-play.", "fallback"),
    capped("deepseek-r1-distill", "<think>\nNell is a shepherd. Thunder far off. The user asks if she'll bring the sheep down tonight. She speaks plainly. Probably yes, because", "fallback"),
    capped("stablelm", "【steady】Aye. Before the sto", "fallback"),
    text("loop", "q2-8b", "【steady】Aye.【steady】Aye.【steady】Aye.【steady】Aye.【steady】Aye.【steady】Aye.【steady】Aye.", "fallback"),
    text("format", "openchat", `${write(R1)}\n\nUser: {rain starts} Need a hand?\nNell: 【grateful】Aye.`, R1),
  ],
  structured: [
    object("good", "valid", json(R1), R1),
    object("good", "two segments", json(R2), R2),
    object("good", "no action", json(R3), R3),
    object("renamed-field", "text for content", { segments: R1.map((x) => ({ emotion: x.emotion, text: x.content, tts: "", action: x.action })) }, R1),
    object("extra-field", "speaker beside", { segments: json(R2).segments.map((s) => ({ ...s, speaker: "Nell" })) }, R2),
    object("missing-field", "no tts", { segments: R1.map((x) => ({ emotion: x.emotion, content: x.content, action: x.action })) }, R1),
    rawAnswer("format", "nested under data", JSON.stringify({ data: json(R3) }), R3),
    rawAnswer("format", "segment text", write(R1), R1),
    rawAnswer("cut-off", "cut", JSON.stringify(json(R2)).slice(0, 60), "fallback", { finishReason: "length" }),
    object("empty-list", "empty", { segments: [] }, "fallback"),
  ],
});
