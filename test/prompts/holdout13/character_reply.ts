import { characterReplyPrompt, type ReplySegment } from "../../../prompts/role/characterReply.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { eos, fence, grammarJson, grokReasoning, jamba, sonnetTags, tag, tgiStop, think, thinkOff, toolCall, whitespaceTail } from "./forms.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.character_reply;
const seg = (emotion: string | null, content: string, tts: string | null = null, action: string | null = null): ReplySegment => ({ emotion, content, tts, action });
const R1 = "【content】Aye. Same as every year.（leans on his crook）";
const V1 = [seg("content", "Aye. Same as every year.", null, "leans on his crook")];
const R2 = "【dry】Sixty-one shows.【quiet】Not missing this one.（listens to the curlew）";
const V2 = [seg("dry", "Sixty-one shows."), seg("quiet", "Not missing this one.", null, "listens to the curlew")];
const R3 = "【warm】Aye, I'll come.<Aye, I'll come.>（nods slowly）";
const V3 = [seg("warm", "Aye, I'll come.", "Aye, I'll come.", "nods slowly")];
const why = "Wilf says little and speaks slowly. The curlew is scenery; he can listen to it. A short yes fits him.";
const asObjects = (v: ReplySegment[]) => v.map((s) => ({ emotion: s.emotion ?? "", content: s.content, tts: s.tts ?? "", action: s.action ?? "" }));
const SV = "【nöjd】Ja. Som varje år.（lutar sig mot staven）";
const VSV = [seg("nöjd", "Ja. Som varje år.", null, "lutar sig mot staven")];
const EL = "【ήρεμος】Ναι. Όπως κάθε χρόνο.（ακουμπά στη γκλίτσα του）";
const VEL = [seg("ήρεμος", "Ναι. Όπως κάθε χρόνο.", null, "ακουμπά στη γκλίτσα του")];

export default corpusOf<ReplySegment[] | null>({
  prompt: characterReplyPrompt,
  inputs,
  text: [
    text("good", "grok-3-mini", R1, V1),
    text("good", "o4-mini", R1, V1),
    text("good", "internlm-3", R2, V2),
    text("good", "yi-1.5", R1 + "\n", V1),
    text("good", "command-a", R3, V3),
    text("good", "claude-sonnet-4", R2, V2),
    text("good", "llamacpp-grammar", R1, V1),
    text("good", "hermes-3", R3, V3),
    text("good", "nemotron-nano", think(why, R1), V1),
    text("format", "nemotron-nano", thinkOff(R2), V2),
    text("format", "claude-sonnet-4", tag("reply", R1), V1),
    text("format", "claude-sonnet-4", sonnetTags(why, R2), V2),
    text("format", "tgi-stop", tgiStop(R1), V1),
    text("format", "internlm-3", eos(R3, "<|im_end|>"), V3),
    text("format", "grok-3-mini", grokReasoning(why, R1), V1),
    text("format", "jamba-1.7", jamba(R2, "Let me know if you'd like Wilf to say more.", "Wilf"), V2),
    text("format", "yi-1.5", fence("", R1), V1),
    text("label", "command-a", `**Wilf:** ${R1}`, V1),
    text("label", "o4-mini", `Wilf: ${R3}`, V3),
    text("format", "gpt-sw3", SV, VSV),
    text("format", "meltemi", EL, VEL),
    text("format", "internlm-3", "Aye. Same as every year.", [seg(null, "Aye. Same as every year.")]),
    text("nested-json", "hermes-3", toolCall("reply", { segments: asObjects(V1) }), V1),
    text("placeholder", "yi-1.5", "【emotion】what Wilf says<the same words as they are to be spoken aloud>（a short action）", "fallback"),
    text("refusal", "safety-tuned", "I'd prefer not to continue this role-play.", "fallback"),
    text("loop", "internlm-3", "【content】Aye.".repeat(30), "fallback"),
    capped("nemotron-nano", `<think>\n${why} Maybe he mentions the sheepdog trials too, since`, "fallback"),
    text("ellipsis", "llamacpp-grammar", "", "fallback"),
  ],
  structured: [
    object("good", "valid", { segments: asObjects(V1) }, V1),
    object("good", "two segments", { segments: asObjects(V2) }, V2),
    object("good", "with spoken words", { segments: asObjects(V3) }, V3),
    object("renamed-field", "reply", { reply: asObjects(V1) }, V1),
    object("extra-field", "character beside", { character: "Wilf", segments: asObjects(V2) }, V2),
    object("missing-field", "no tts or action", { segments: [{ emotion: "content", content: "Aye. Same as every year." }] }, [seg("content", "Aye. Same as every year.")]),
    rawAnswer("format", "llama.cpp grammar JSON", grammarJson({ segments: asObjects(V1) }), V1),
    rawAnswer("format", "whitespace to the cap", whitespaceTail(JSON.stringify({ segments: asObjects(V3) })), V3),
    rawAnswer("format", "stop sequence left in", tgiStop(JSON.stringify({ segments: asObjects(V2) })), V2),
    rawAnswer("cut-off", "cut", '{"segments": [{"emotion": "content", "content": "Aye. Same as ev', "fallback", { finishReason: "length" }),
    object("placeholder", "slots", { segments: [{ emotion: "<emotion>", content: "<what Wilf says>", tts: "", action: "" }] }, "fallback"),
    object("ellipsis", "empty", { segments: [] }, "fallback"),
  ],
});
