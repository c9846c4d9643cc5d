import { characterReplyPrompt, type ReplySegment } from "../../../prompts/role/characterReply.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.character_reply;
const seg = (emotion: string | null, content: string, tts: string | null = null, action: string | null = null): ReplySegment => ({ emotion, content, tts, action });
const A = [seg("gruff", "Easter? Not a chance.", null, "knocks his pipe out")];
const B = [seg("doubtful", "Depends on the rain."), seg("gruff", "This lot won't help.", null, "squints up at the roof")];
const C = [seg("wry", "Ask the hill, not me.")];
const line = (s: ReplySegment) => `${s.emotion !== null ? `【${s.emotion}】` : ""}${s.content}${s.tts !== null ? `<${s.tts}>` : ""}${s.action !== null ? `（${s.action}）` : ""}`;
const lines = (ss: ReplySegment[]) => ss.map(line).join("");
const json = (ss: ReplySegment[]) => ({ segments: ss.map((s) => ({ emotion: s.emotion ?? "", content: s.content, tts: s.tts ?? "", action: s.action ?? "" })) });

export default corpusOf<ReplySegment[] | null>({
  prompt: characterReplyPrompt,
  inputs,
  text: [
    text("good", "gpt-4.1", lines(A), A),
    text("good", "o3-mini", lines(C), C),
    text("good", "mistral-7b", ` ${lines(A)}`, A),
    text("good", "mistral-nemo", lines(B), B),
    text("good", "llama-3.2-3b", lines(A), A),
    text("good", "qwen2.5-14b", lines(B), B),
    text("good", "granite", lines(C), C),
    text("good", "qwen3", `<think>\nGruff, short. He doubts it.\n</think>\n\n${lines(A)}`, A),
    text("good", "gemini", lines(B), B),
    text("format", "mistral-nemo", B.map(line).join("\n"), B),
    text("format", "gemini", `**Old Seth:** ${lines(A)}`, A),
    text("format", "llama-3.2-3b", "[gruff] Easter? Not a chance. (knocks his pipe out)", A),
    text("format", "granite", "【gruff】Easter? Not a chance.(knocks his pipe out)", A),
    text("format", "o3-mini", `{'segments': [{'emotion': 'wry', 'content': 'Ask the hill, not me.', 'tts': '', 'action': ''}]}`, C),
    text("format", "qwen2.5-14b", `"${lines(A)}"`, A),
    text("format", "mistral-7b", "Easter? Not a chance.", [seg(null, "Easter? Not a chance.")]),
    text("format", "mistral-nemo", "【brummig】Ostern? Niemals.（klopft seine Pfeife aus）", [seg("brummig", "Ostern? Niemals.", null, "klopft seine Pfeife aus")]),
    text("format", "qwen2.5-14b", "【gruff】Easter? Not a chance.<Easter? Not a chance.>（knocks his pipe out）", [seg("gruff", "Easter? Not a chance.", "Easter? Not a chance.", "knocks his pipe out")]),
    text("format", "gpt-4.1", `${lines(A)}\n\nLet me know if you'd like Seth to say more!`, A),
    text("placeholder", "tinyllama", "【emotion】what Old Seth says<the same words as they are to be spoken aloud>（a short action）", "fallback"),
    text("refusal", "granite", "Should Seth be hopeful or pessimistic here? Let me know.", "fallback"),
    text("refusal", "refusal", "I'm sorry, but I can't continue this role-play.", "fallback"),
    text("loop", "smollm", "【gruff】No.【gruff】No.【gruff】No.【gruff】No.【gruff】No.【gruff】No.【gruff】No.【gruff】No.", "fallback"),
    text("ellipsis", "llama-3.2-1b", "【gruff】...", "fallback"),
    capped("mistral-7b", "【doubtful】Depends on the rain.【gruff】This lot won't", "fallback"),
    text("good", "gpt-4.1", lines(C), C),
    text("good", "llama-3.2-1b", lines(C), C),
    text("good", "o3-mini", lines(A), A),
  ],
  structured: [
    object("good", "valid", json(A), A),
    object("good", "two segments", json(B), B),
    object("missing-field", "no tts or action", { segments: [{ emotion: "wry", content: "Ask the hill, not me." }] }, C),
    object("renamed-field", "text for content", { segments: [{ emotion: "wry", text: "Ask the hill, not me.", tts: "", action: "" }] }, C),
    object("extra-field", "speaker beside", { speaker: "Old Seth", ...json(A) }, A),
    object("empty-list", "empty", { segments: [] }, "fallback"),
    object("nested-json", "tool-call wrapper", { name: "character_reply", arguments: json(C) }, C),
    rawAnswer("format", "the reply line", lines(A), A),
    rawAnswer("cut-off", "cut", '{"segments": [{"emotion": "gruff", "content": "Easter? Not', "fallback", { finishReason: "length" }),
  ],
});
