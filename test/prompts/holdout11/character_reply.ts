import { characterReplyPrompt, type ReplySegment } from "../../../prompts/role/characterReply.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { eot, fence, harmony, magThink, ollamaThinking, tag, think } from "./forms.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.character_reply;
const seg = (emotion: string | null, content: string, tts: string | null = null, action: string | null = null): ReplySegment => ({ emotion, content, tts, action });
const R1 = "【amused】Bigger? We used to rattle the chapel windows.（grins）";
const V1 = [seg("amused", "Bigger? We used to rattle the chapel windows.", null, "grins")];
const R2 = "【proud】Twice the powder, lad.【wistful】Quieter now. Safer too, I suppose.（pats the dog）";
const V2 = [seg("proud", "Twice the powder, lad."), seg("wistful", "Quieter now. Safer too, I suppose.", null, "pats the dog")];
const R3 = "【amused】Aye, much bigger!<Aye, much bigger!>（laughs）";
const V3 = [seg("amused", "Aye, much bigger!", "Aye, much bigger!", "laughs")];
const why = "Alf: short sentences, likes a joke. The dog barks; he can ignore it or pat it.";
const asObjects = (v: ReplySegment[]) => v.map((s) => ({ emotion: s.emotion ?? "", content: s.content, tts: s.tts ?? "", action: s.action ?? "" }));

export default corpusOf<ReplySegment[] | null>({
  prompt: characterReplyPrompt,
  inputs,
  text: [
    text("good", "gpt-5-mini", R1, V1),
    text("good", "claude-haiku-4.5", R2, V2),
    text("good", "gemini-2.5-flash", R1 + "\n", V1),
    text("good", "qwen3-nothink", R3, V3),
    text("good", "kimi-k2", R2, V2),
    text("good", "llama-3.3-70b", R1, V1),
    text("good", "command-r", R1, V1),
    text("good", "gemma-3n", R3, V3),
    text("good", "smollm3", R1, V1),
    text("good", "magistral", magThink(why, R2), V2),
    text("good", "deepseek-r1-distill", think(why, R1), V1),
    text("good", "gpt-oss-20b", harmony(why, R1), V1),
    text("good", "claude-haiku-4.5", "【quietly proud】We took half the hill down in '68.", [seg("quietly proud", "We took half the hill down in '68.")]),
    text("format", "ollama-q4", eot(R1), V1),
    text("format", "qwen3-nothink", ollamaThinking(why, R1), V1),
    text("format", "gpt-oss-20b", tag("final", R1), V1),
    text("format", "kimi-k2", "【proud】Twice the powder, lad.\n【wistful】Quieter now. Safer too, I suppose.（pats the dog）", V2),
    text("format", "claude-haiku-4.5", "[amused] Bigger? We used to rattle the chapel windows. (grins)", V1),
    text("format", "gemini-2.5-flash", "Bigger? We used to rattle the chapel windows.", [seg(null, "Bigger? We used to rattle the chapel windows.")]),
    text("format", "llama-3.3-70b", `Alf: ${R1}`, V1),
    text("format", "gemma-3n", `**Alf:** ${R1}`, V1),
    text("format", "smollm3", "【amused】 Bigger? We used to rattle the chapel windows. （grins）", V1),
    text("format", "kimi-k2", "【divertido】¿Más grandes? Hacíamos temblar las ventanas de la capilla.（sonríe）", [seg("divertido", "¿Más grandes? Hacíamos temblar las ventanas de la capilla.", null, "sonríe")]),
    text("format", "command-r", "【amused】Bigger? We used to rattle the chapel windows.（grins）【fond】Good dog.【tired】Anyway.【sleepy】Night.", "fallback"),
    text("placeholder", "smollm3", "【emotion】what Alf says<the same words as they are to be spoken aloud>（a short action）", "fallback"),
    text("refusal", "safety-tuned", "I'm an AI and can't pretend to remember quarry blasts, but I'm happy to talk about quarrying history!", "fallback"),
    text("loop", "ollama-q4", "【amused】Bigger? Bigger? Bigger? Bigger? Bigger? Bigger? Bigger? Bigger? Bigger? Bigger? Bigger? Bigger? Bigger?", "fallback"),
    capped("gemini-2.5-flash", "【amused】Bigger? We used to rattle the cha", "fallback"),
    capped("deepseek-r1-distill", `<think>\n${why} He might talk about the old days of`, "fallback"),
    text("ellipsis", "gemma-3n", "【amused】...", "fallback"),
  ],
  structured: [
    object("good", "valid", { segments: asObjects(V1) }, V1),
    object("good", "two segments", { segments: asObjects(V2) }, V2),
    object("good", "tts", { segments: asObjects(V3) }, V3),
    object("missing-field", "no tts or action", { segments: [{ emotion: "amused", content: "Bigger? We used to rattle the chapel windows." }] }, [seg("amused", "Bigger? We used to rattle the chapel windows.")]),
    object("renamed-field", "reply", { reply: asObjects(V1) }, V1),
    object("extra-field", "speaker beside", { speaker: "Alf", segments: asObjects(V1) }, V1),
    object("nested-json", "under response", { response: { segments: asObjects(V2) } }, V2),
    rawAnswer("format", "fenced", fence("json", JSON.stringify({ segments: asObjects(V1) })), V1),
    rawAnswer("format", "reply as raw text", R1, V1),
    rawAnswer("cut-off", "cut", '{"segments": [{"emotion": "amused", "content": "Bigger? We used', "fallback", { finishReason: "length" }),
    object("placeholder", "placeholder", { segments: [{ emotion: "<emotion>", content: "<what Alf says>", tts: "", action: "" }] }, "fallback"),
    object("ellipsis", "empty content", { segments: [{ emotion: "amused", content: "", tts: "", action: "" }] }, "fallback"),
  ],
});
