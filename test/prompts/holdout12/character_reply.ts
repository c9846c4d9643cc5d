import { characterReplyPrompt, type ReplySegment } from "../../../prompts/role/characterReply.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { crlf, emptyThink, eot, fence, granitEnd, guidedTail, tag, think } from "./forms.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.character_reply;
const seg = (emotion: string | null, content: string, tts: string | null = null, action: string | null = null): ReplySegment => ({ emotion, content, tts, action });
const R1 = "【thoughtful】Might do. If the knees allow.（watches the heron）";
const V1 = [seg("thoughtful", "Might do. If the knees allow.", null, "watches the heron")];
const R2 = "【wry】Sixty years I've not missed one.【quiet】Won't start now.（nods at the heron）";
const V2 = [seg("wry", "Sixty years I've not missed one."), seg("quiet", "Won't start now.", null, "nods at the heron")];
const R3 = "【pleased】Aye, I'll be there.<Aye, I'll be there.>（tips his cap）";
const V3 = [seg("pleased", "Aye, I'll be there.", "Aye, I'll be there.", "tips his cap")];
const why = "Jem: slow, few words. The heron is scenery; he can look at it. A short yes-ish answer fits.";
const asObjects = (v: ReplySegment[]) => v.map((s) => ({ emotion: s.emotion ?? "", content: s.content, tts: s.tts ?? "", action: s.action ?? "" }));
const JA = "【穏やか】行くかもしれんな。膝しだいだ。（サギを眺める）";
const VJA = [seg("穏やか", "行くかもしれんな。膝しだいだ。", null, "サギを眺める")];

export default corpusOf<ReplySegment[] | null>({
  prompt: characterReplyPrompt,
  inputs,
  text: [
    text("good", "mistral-medium-3", R1, V1),
    text("good", "phi-4-mini", R2, V2),
    text("good", "granite-4", R3, V3),
    text("good", "glm-4.5", R1, V1),
    text("good", "llama-4-maverick", R1 + "\n", V1),
    text("good", "deepseek-v3.1", R2, V2),
    text("good", "gpt-4.1-nano", R1, V1),
    text("good", "sarvam-m", R3, V3),
    text("format", "ernie-4.5", JA, VJA),
    text("good", "deepseek-r1-distill", think(why, R1), V1),
    text("format", "glm-4.5", emptyThink(R2), V2),
    text("format", "lm-studio-q5", eot(R1 + "\n\n"), V1),
    text("format", "phi-4-mini", eot(R3, "<|end|>"), V3),
    text("format", "granite-4", granitEnd(R1), V1),
    text("format", "llama-4-maverick", tag("reply", R2), V2),
    text("format", "gpt-4.1-nano", crlf(`${R1}\n`), V1),
    text("format", "mistral-medium-3", fence("", R1), V1),
    text("format", "deepseek-v3.1", "[thoughtful] Might do. If the knees allow. (watches the heron)", V1),
    text("format", "phi-4-mini", "【wry】 Sixty years I've not missed one. 【quiet】 Won't start now. （nods at the heron）", V2),
    text("label", "llama-4-maverick", `Jem: ${R1}`, V1),
    text("label", "mistral-medium-3", `${R1}\n\nNote: I kept Jem's reply short, the way he speaks.`, V1),
    text("format", "granite-4", "Might do. If the knees allow.", [seg(null, "Might do. If the knees allow.")]),
    text("format", "glm-4.5", "Might do. If the knees allow.（watches the heron）", [seg(null, "Might do. If the knees allow.", null, "watches the heron")]),
    text("format", "sarvam-m", "【thoughtful】Might do.【wry】Knees permitting.【quiet】Sixty years now.【fond】Wouldn't miss it.", "fallback"),
    text("loop", "lm-studio-q5", `${R1}\n${R1}\n${R1}`, V1),
    text("loop", "lm-studio-q5", "【thoughtful】Might do. Might do. Might do. Might do. Might do. Might do. Might do. Might do. Might do. Might do. Might do.", "fallback"),
    capped("deepseek-r1-distill", `<think>\n${why} Maybe he mentions the old festivals, when the working boats`, "fallback"),
    text("refusal", "safety-tuned", "I'm sorry, but I can't continue this role-play.", "fallback"),
    text("placeholder", "lm-studio-q5", "【emotion】what Jem says<the same words as they are to be spoken aloud>（a short action）", "fallback"),
    text("ellipsis", "phi-4-mini", "...", "fallback"),
  ],
  structured: [
    object("good", "valid", { segments: asObjects(V1) }, V1),
    object("good", "two segments", { segments: asObjects(V2) }, V2),
    object("good", "with tts", { segments: asObjects(V3) }, V3),
    object("renamed-field", "text", { segments: V1.map((s) => ({ emotion: s.emotion, text: s.content, tts: "", action: s.action })) }, V1),
    object("extra-field", "speaker beside", { segments: asObjects(V1).map((s) => ({ speaker: "Jem", ...s })) }, V1),
    object("format", "null for absent parts", { segments: V2.map((s) => ({ emotion: s.emotion, content: s.content, tts: null, action: s.action })) }, V2),
    object("format", "four segments", { segments: asObjects([...V2, seg("fond", "Wouldn't miss it."), seg("dry", "Bring tarts.")]) }, "fallback"),
    rawAnswer("format", "guided-JSON trailing whitespace", guidedTail(JSON.stringify({ segments: asObjects(V2) })), V2),
    rawAnswer("format", "end token after", `${JSON.stringify({ segments: asObjects(V1) })}<|end|>`, V1),
    rawAnswer("cut-off", "cut", `{"segments": [{"emotion": "wry", "content": "Sixty years I've not`, "fallback", { finishReason: "length" }),
    object("placeholder", "slots echoed", { segments: [{ emotion: "emotion", content: "what Jem says", tts: "", action: "a short action" }] }, "fallback"),
  ],
});
