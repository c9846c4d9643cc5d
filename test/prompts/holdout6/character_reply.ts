import { characterReplyPrompt, type ReplySegment } from "../../../prompts/role/characterReply.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.character_reply;
const seg = (emotion: string | null, content: string, tts: string | null = null, action: string | null = null): ReplySegment => ({ emotion, content, tts, action });
const S1 = [seg("worried", "This wind is a menace! I'll double the knots tonight.", null, "tugs at a lantern cord")];
const S2 = [seg("worried", "Some might blow out."), seg("determined", "But I've spare candles in my basket!", null, "pats the basket")];
const S3 = [seg("calm", "They'll hold, dear.", "They will hold, dear.", "looks up at the lanterns")];
const w = (s: ReplySegment[]) => s.map((x) => `${x.emotion ? `【${x.emotion}】` : ""}${x.content}${x.tts ? `<${x.tts}>` : ""}${x.action ? `（${x.action}）` : ""}`).join("");
const obj = (s: ReplySegment[]) => ({ segments: s.map((x) => ({ emotion: x.emotion ?? "", content: x.content, tts: x.tts ?? "", action: x.action ?? "" })) });

export default corpusOf<ReplySegment[] | null>({
  prompt: characterReplyPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", w(S1), S1),
    text("good", "gemma-2-9b", `${w(S2)}\n`, S2),
    text("good", "phi-3-mini", w(S3), S3),
    text("good", "llama-3.1-70b", w(S2), S2),
    text("good", "claude", w(S1), S1),
    text("good", "command-r", w(S1), S1),
    text("good", "0.5b", w(S3), S3),
    text("good", "deepseek-r1-distill", `<think>\nWind on the quay; Marguerite is warm and practical. Worried, then determined.\n</think>\n\n${w(S2)}`, S2),
    text("good", "qwen2.5-7b", w(S1), S1),
    text("format", "claude", `Marguerite: ${w(S1)}`, S1),
    text("format", "gemma-2-9b", `${w(S2.slice(0, 1))}\n${w(S2.slice(1))}`, S2),
    text("format", "command-r", "[worried]This wind is a menace! I'll double the knots tonight.(tugs at a lantern cord)", S1),
    text("format", "llama-3.1-70b", "【worried】This wind is a menace! I'll double the knots tonight. (tugs at a lantern cord)", S1),
    text("format", "phi-3-mini", `"${w(S1)}"`, S1),
    text("format", "qwen2.5-7b", "【担心】这风太大了！今晚我要把结系两遍。（拉了拉灯笼的绳子）", [seg("担心", "这风太大了！今晚我要把结系两遍。", null, "拉了拉灯笼的绳子")]),
    text("format", "gpt-4o-mini", "This wind is a menace! I'll double the knots tonight.", [seg(null, "This wind is a menace! I'll double the knots tonight.")]),
    text("format", "command-r", `${w(S1)}\r\n`, S1),
    text("label", "claude", `${w(S1)}\n\n(Marguerite stays cheerful despite the wind.)`, S1),
    text("placeholder", "0.5b", "【emotion】what Marguerite says<the same words as they are to be spoken aloud>（a short action）", "fallback"),
    text("refusal", "refusal", "I'm sorry, but I can't continue this role-play.", "fallback"),
    text("ellipsis", "0.5b", "【worried】...", "fallback"),
    text("loop", "0.5b", "【worried】Oh no!【worried】Oh no!【worried】Oh no!【worried】Oh no!【worried】Oh no!【worried】Oh no!【worried】Oh no!", "fallback"),
    capped("gemma-2-9b", "【worried】Some might blow out.【determined】But I've spare can", "fallback"),
    capped("deepseek-r1-distill", "<think>\nThe user asks if the lanterns will survive the wind. Marguerite speaks in short warm sentences. Earlier she was cheerful. Now the wind", "fallback"),
    text("good", "llama-3-8b", w(S3), S3),
    text("good", "phi-3-mini", w(S2), S2),
    text("good", "command-r", w(S2), S2),
    text("cut-off", "deepseek-r1-distill", "<think>\nThe wind picks up; Marguerite worries for the lanterns, then reassures", "fallback"),
    text("format", "gemma-2-9b", `${w(S1)}\n\nWould you like me to continue the scene?`, S1),
    text("good", "claude", w(S2), S2),
    text("good", "gemma-2-9b", w(S3), S3),
    text("good", "llama-3.1-70b", w(S1), S1),
  ],
  structured: [
    object("good", "valid", obj(S1), S1),
    object("good", "two segments", obj(S2), S2),
    object("good", "with tts", obj(S3), S3),
    object("missing-field", "no tts or action", { segments: [{ emotion: "worried", content: "This wind is a menace! I'll double the knots tonight." }] }, [seg("worried", "This wind is a menace! I'll double the knots tonight.")]),
    object("renamed-field", "text for content", { segments: [{ emotion: "calm", text: "They'll hold, dear.", tts: "", action: "" }] }, [seg("calm", "They'll hold, dear.")]),
    object("extra-field", "speaker beside", { speaker: "Marguerite", ...obj(S1) }, S1),
    object("malformed", "null action", { segments: [{ emotion: "worried", content: "Some might blow out.", tts: null, action: null }] }, [seg("worried", "Some might blow out.")]),
    object("empty-list", "no segments", { segments: [] }, "fallback"),
    rawAnswer("format", "text format", w(S2), S2),
    rawAnswer("cut-off", "cut", '{"segments": [{"emotion": "worried", "content": "This wind', "fallback", { finishReason: "length" }),
    rawAnswer("format", "JSON inside prose", `Sure! Here it is:\n${JSON.stringify(obj(S2))}\nLet me know if you need any changes.`, S2),
    rawAnswer("format", "fenced, Windows line endings", "```json\r\n" + JSON.stringify(obj(S2), null, 2).replace(/\n/g, "\r\n") + "\r\n```", S2),
  ],
});
