import { characterReplyPrompt, type ReplySegment } from "../../../prompts/role/characterReply.js";
import { corpusOf } from "./types.js";

const one: ReplySegment[] = [{ emotion: "开心", content: "好呀，我们一起去图书馆吧！", tts: null, action: "拍了拍手" }];
const two: ReplySegment[] = [
  { emotion: "惊讶", content: "诗歌之夜？", tts: null, action: null },
  { emotion: "害羞", content: "我……我也想读一首。", tts: null, action: "低下了头" },
];

export default corpusOf<ReplySegment[] | null>({
  prompt: characterReplyPrompt,
  inputs: {
    character: "小梅",
    memory: [
      { role: "system", content: "你是小梅，一个害羞的画家。" },
      { role: "user", content: "周五图书馆有诗歌之夜，一起去吗？" },
    ],
  },
  text: [
    { style: "gpt-4o-mini", answer: "【开心】好呀，我们一起去图书馆吧！（拍了拍手）", expected: one },
    { style: "gpt-4o-mini", answer: "【惊讶】诗歌之夜？【害羞】我……我也想读一首。（低下了头）", expected: two },
    { style: "gpt-3.5", answer: "小梅：【开心】好呀，我们一起去图书馆吧！（拍了拍手）", expected: one },
    { style: "llama-3-8b", answer: "Here is 小梅's reply:\n【开心】好呀，我们一起去图书馆吧！（拍了拍手）", expected: one },
    { style: "qwen2.5-7b", answer: "“【开心】好呀，我们一起去图书馆吧！（拍了拍手）”", expected: one },
    { style: "qwen2.5-7b", answer: "好呀，我们一起去图书馆吧！", expected: [{ emotion: null, content: "好呀，我们一起去图书馆吧！", tts: null, action: null }] },
    { style: "1b", answer: "【开心】", expected: "fallback" },
    { style: "1b", answer: "【开心】好呀<一起去", expected: "fallback" },
    { style: "reasoning", answer: "<think>\n小梅很害羞，但喜欢诗歌之夜。\n</think>\n【惊讶】诗歌之夜？【害羞】我……我也想读一首。（低下了头）", expected: two },
    { style: "reasoning", answer: "<think>\n她会先惊讶，然后", expected: "fallback" },
    { style: "refusal", answer: "抱歉，我无法继续这个角色扮演。", expected: "fallback" },
    { style: "refusal", answer: "I'm sorry, but I can't continue this role-play.", expected: "fallback" },
  ],
  structured: [
    { note: "valid", answer: { segments: [{ emotion: "开心", content: "好呀，我们一起去图书馆吧！", tts: "", action: "拍了拍手" }] }, expected: one },
    { note: "no spoken content", answer: { segments: [{ emotion: "开心", content: "", tts: "", action: "" }] }, expected: "fallback" },
    { note: "no segments", answer: { segments: [] }, expected: "fallback" },
    { note: "too many segments", answer: { segments: Array.from({ length: 5 }, () => ({ emotion: "", content: "嗯", tts: "", action: "" })) }, expected: "fallback" },
  ],
});
