import { characterReplyPrompt, type ReplySegment } from "../../../prompts/role/characterReply.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { fence, html, qthink, tag } from "./forms.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.character_reply;
const seg = (emotion: string | null, content: string, action: string | null = null, tts: string | null = null): ReplySegment => ({ emotion, content, tts, action });
const ONE = [seg("slow", "When the water drops. Not before.", "watches the swan")];
const TWO = [seg("slow", "When the water drops.", "knocks out his pipe"), seg("wry", "Eels don't like a flood any more than I do.")];
const w = (s: ReplySegment[]) => s.map((x) => `${x.emotion ? `【${x.emotion}】` : ""}${x.content}${x.tts ? `<${x.tts}>` : ""}${x.action ? `（${x.action}）` : ""}`).join("");
const o = (s: ReplySegment[]) => ({ segments: s.map((x) => ({ emotion: x.emotion ?? "", content: x.content, tts: x.tts ?? "", action: x.action ?? "" })) });

export default corpusOf<ReplySegment[] | null>({
  prompt: characterReplyPrompt,
  inputs,
  text: [
    text("good", "mistral-small-3", w(ONE), ONE),
    text("good", "llama-4-scout", w(ONE) + "\n", ONE),
    text("good", "granite-3", w(TWO), TWO),
    text("good", "nemotron", w(ONE), ONE),
    text("good", "hermes-3", w(TWO), TWO),
    text("good", "aya-expanse", w(ONE), ONE),
    text("good", "phi-4", w(TWO), TWO),
    text("good", "deepseek-v3", w(ONE), ONE),
    text("good", "olmo-2", w(TWO), TWO),
    text("good", "gemma-3", w([seg("quiet", "Thursday, maybe.")]), [seg("quiet", "Thursday, maybe.")]),
    text("good", "qwen3-think", qthink("Wilf is slow and terse. One segment with an action.", w(ONE)), ONE),
    text("format", "gemma-3", w(TWO).replace("【wry】", "\n【wry】"), TWO),
    text("format", "olmo-2", "[slow] When the water drops. Not before. (watches the swan)", ONE),
    text("format", "mistral-small-3", "【slow】When the water drops. Not before.(watches the swan)", ONE),
    text("format", "llama-4-scout", `Wilf: ${w(ONE)}`, ONE),
    text("format", "granite-3", html(w(ONE)), ONE),
    text("format", "nemotron", fence("", w(TWO)), TWO),
    text("format", "hermes-3", tag("reply", w(ONE)), ONE),
    text("format", "phi-4", JSON.stringify(o(ONE)), ONE),
    text("format", "deepseek-v3", w([seg("slow", "Quando a água baixar. Antes não.", "olha para o cisne")]), [seg("slow", "Quando a água baixar. Antes não.", "olha para o cisne")]),
    text("format", "aya-expanse", w([seg("slow", "Als het water zakt.", "kijkt naar de zwaan", "Als het water zakt")]), [seg("slow", "Als het water zakt.", "kijkt naar de zwaan", "Als het water zakt")]),
    text("format", "olmo-2", "When the water drops. Not before.", [seg(null, "When the water drops. Not before.")]),
    text("placeholder", "llama-4-scout", "【emotion】what Wilf says<spoken>（action）", "fallback"),
    text("refusal", "safety-tuned", "I'm not able to continue this role-play.", "fallback"),
    text("loop", "q3-3b", "【slow】When the water drops. When the water drops. When the water drops. When the water drops. When the water drops. When the water drops.", "fallback"),
    capped("nemotron", "【slow】When the water drops.（knocks out his pipe）【wr", "fallback"),
    text("ellipsis", "q3-3b", "【slow】...", "fallback"),
  ],
  structured: [
    object("good", "valid", o(ONE), ONE),
    object("good", "two", o(TWO), TWO),
    object("renamed-field", "text for content", { segments: ONE.map((x) => ({ emotion: x.emotion, text: x.content, tts: "", action: x.action })) }, ONE),
    object("extra-field", "speaker beside", { speaker: "Wilf", ...o(ONE) }, ONE),
    rawAnswer("format", "bare array", JSON.stringify(o(TWO).segments), TWO),
    rawAnswer("cut-off", "cut", JSON.stringify(o(TWO)).slice(0, 90), "fallback", { finishReason: "length" }),
    object("empty-list", "empty", { segments: [] }, "fallback"),
  ],
});
