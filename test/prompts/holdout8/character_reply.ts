import { characterReplyPrompt, type ReplySegment } from "../../../prompts/role/characterReply.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.character_reply;
const seg = (emotion: string | null, content: string, action: string | null = null, tts: string | null = null): ReplySegment => ({ emotion, content, tts, action });
const A = [seg("worried", "No. Moving her would keep her mother away.", "shakes her head"), seg("firm", "Keep that dog on a lead, please.", "looks down the beach")];
const B = [seg("gentle", "Leave her be. The dunes are her safe place.", "kneels by the rope")];
const C = [seg("calm", "We don't move pups. We move the dogs.")];
const line = (s: ReplySegment) => `${s.emotion ? `【${s.emotion}】` : ""}${s.content}${s.tts ? `<${s.tts}>` : ""}${s.action ? `（${s.action}）` : ""}`;
const reply = (ss: ReplySegment[]) => ss.map(line).join("");
const json = (ss: ReplySegment[]) => ({ segments: ss.map((s) => ({ emotion: s.emotion ?? "", content: s.content, tts: s.tts ?? "", action: s.action ?? "" })) });

export default corpusOf<ReplySegment[] | null>({
  prompt: characterReplyPrompt,
  inputs,
  text: [
    text("good", "llama-3.3-70b", reply(A), A),
    text("good", "gemma-3", `${reply(B)}\n`, B),
    text("good", "phi-4", reply(C), C),
    text("good", "deepseek-v3", reply(A), A),
    text("good", "mixtral", reply(B), B),
    text("good", "olmo-2", reply(C), C),
    text("good", "yi-34b", reply(A), A),
    text("good", "hermes", reply(B), B),
    text("good", "aya", reply(A), A),
    text("good", "gpt-4o-mini", reply(A), A),
    text("format", "qwq", `Okay, so Tamsin is the seal warden, short gentle sentences. A dog is barking and the user asks about moving the pup. Wardens don't move pups; the mother may not come back. She'd say no and deal with the dog.\n\n${reply(A)}`, A),
    text("format", "deepseek-v3", A.map(line).join("\n"), A),
    text("format", "mixtral", `${reply(B)}</s>`, B),
    text("format", "llama-3.3-70b", `${reply(A)}<|eot_id|>`, A),
    text("format", "olmo-2", `Tamsin: ${reply(C)}`, C),
    text("format", "hermes", reply(A).replace(/（/g, "(").replace(/）/g, ")"), A),
    text("format", "gemma-3", reply(A).replace(/【/g, "[").replace(/】/g, "]"), A),
    text("format", "phi-4", "【calm】We don&#39;t move pups. We move the dogs.", C),
    text("format", "yi-34b", `${reply(B)}\n\nUser: {the dog runs off} Thank you, Tamsin.\nAssistant: 【relieved】Good. Now she can rest.`, B),
    text("format", "aya", "【preocupada】Não. Se a mudarmos, a mãe não volta.（abana a cabeça）", [seg("preocupada", "Não. Se a mudarmos, a mãe não volta.", "abana a cabeça")]),
    text("format", "deepseek-v3", "【gentle】Leave her be.<Leave her be.>（kneels）", [seg("gentle", "Leave her be.", "kneels", "Leave her be.")]),
    text("format", "gemma-3", "We don't move pups. We move the dogs.", [seg(null, "We don't move pups. We move the dogs.")]),
    text("loop", "olmo-2", `${reply(C)}${reply(C)}${reply(C)}${reply(C)}${reply(C)}${reply(C)}`, "fallback"),
    text("placeholder", "olmo-2", "【emotion】what Tamsin says<the same words as they are to be spoken aloud>（a short action）", "fallback"),
    text("refusal", "aya", "I'm sorry, I can't continue this role-play.", "fallback"),
    capped("llama-3.3-70b", "【worried】No. Moving her would keep her mother away.（shakes her head）【firm】Keep that dog on a", "fallback"),
    capped("qwq", "Okay, so Tamsin, the seal warden. The user wants to move the pup. Best practice says", "fallback"),
    text("good", "qwq", `Okay, she would say no gently.\n\n${reply(B)}`, B),
    text("good", "phi-4", reply(A), A),
    text("good", "gemma-3", reply(C), C),
  ],
  structured: [
    object("good", "valid", json(A), A),
    object("good", "one", json(B), B),
    object("renamed-field", "original_emotion", { segments: A.map((s) => ({ original_emotion: s.emotion, content: s.content, tts_content: "", action_content: s.action })) }, A),
    object("extra-field", "speaker beside", { segments: json(B).segments.map((s) => ({ ...s, speaker: "Tamsin" })) }, B),
    object("missing-field", "no action", { segments: C.map((s) => ({ emotion: s.emotion, content: s.content, tts: "" })) }, C),
    object("empty-list", "empty", { segments: [] }, "fallback"),
    rawAnswer("format", "streaming duplicate", JSON.stringify(json(A)).repeat(2), A),
    rawAnswer("format", "reply text", reply(B), B),
    rawAnswer("cut-off", "cut", '{"segments": [{"emotion": "worried", "content": "No. Mov', "fallback", { finishReason: "length" }),
  ],
});
