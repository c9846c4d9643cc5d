import { characterReplyPrompt, type ReplySegment } from "../../../prompts/role/characterReply.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "./cases.js";

const inputs = {
  character: "莉娜",
  memory: [
    { role: "system", content: "你是莉娜，一个爱做梦、有点紧张的小提琴手。" },
    { role: "user", content: "周六的集市上你要独奏吗？" },
  ],
};
const one: ReplySegment[] = [{ emotion: "紧张", content: "嗯……我有点紧张。", tts: null, action: "握紧了琴弓" }];
const two: ReplySegment[] = [
  { emotion: "紧张", content: "嗯……我有点紧张。", tts: null, action: null },
  { emotion: "期待", content: "不过我练了好久，想让大家听听！", tts: null, action: "笑了笑" },
];

export default corpusOf<ReplySegment[] | null>({
  prompt: characterReplyPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", "【紧张】嗯……我有点紧张。（握紧了琴弓）", one),
    text("good", "gpt-4o-mini", "【紧张】嗯……我有点紧张。【期待】不过我练了好久，想让大家听听！（笑了笑）", two),
    text("good", "gpt-3.5", "【紧张】嗯……我有点紧张。<嗯……我有点紧张。>（握紧了琴弓）", [{ ...one[0]!, tts: "嗯……我有点紧张。" }]),
    text("good", "qwen2.5-7b", "“【紧张】嗯……我有点紧张。（握紧了琴弓）”", one),
    text("good", "qwen2.5-7b", "嗯……我有点紧张。", [{ emotion: null, content: "嗯……我有点紧张。", tts: null, action: null }]),
    text("good", "reasoning", "<think>\n她很紧张，但也期待。\n</think>\n【紧张】嗯……我有点紧张。【期待】不过我练了好久，想让大家听听！（笑了笑）", two),
    text("label", "gpt-3.5", "莉娜：【紧张】嗯……我有点紧张。（握紧了琴弓）", one),
    text("label", "llama-3-8b", "Here is 莉娜's reply:\n【紧张】嗯……我有点紧张。（握紧了琴弓）", one),
    text("refusal", "refusal", "抱歉，我无法继续这个角色扮演。", "fallback"),
    text("refusal", "refusal", "I'm sorry, but I can't continue this role-play.", "fallback"),
    text("placeholder", "1b", "【emotion】what 莉娜 says<spoken>（action）", "fallback"),
    capped("gpt-4o-mini", "【紧张】嗯……我有点", "fallback"),
    text("cut-off", "1b", "【紧张】嗯……我有点紧张。（握紧了", "fallback"),
    text("cut-off", "reasoning", "<think>\n她会先说自己紧张，然后", "fallback"),
  ],
  structured: [
    object("good", "valid", { segments: [{ emotion: "紧张", content: "嗯……我有点紧张。", tts: "", action: "握紧了琴弓" }] }, one),
    object("missing-field", "tts and action left out", { segments: [{ emotion: "紧张", content: "嗯……我有点紧张。" }] }, [{ ...one[0]!, action: null }]),
    object("extra-field", "a speaker beside", { segments: [{ speaker: "莉娜", emotion: "紧张", content: "嗯……我有点紧张。", tts: "", action: "握紧了琴弓" }] }, one),
    object("refusal", "a refusal as content", { segments: [{ emotion: "", content: "抱歉，我无法继续这个角色扮演。", tts: "", action: "" }] }, "fallback"),
    object("ellipsis", "no spoken content", { segments: [{ emotion: "紧张", content: "", tts: "", action: "低下了头" }] }, "fallback"),
    rawAnswer("cut-off", "cut off inside the content", '{"segments": [{"emotion": "紧张", "content": "嗯……我有', "fallback", { finishReason: "length" }),
  ],
});
