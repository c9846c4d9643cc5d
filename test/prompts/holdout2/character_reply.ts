import { characterReplyPrompt, type ReplySegment } from "../../../prompts/role/characterReply.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";

const inputs = {
  character: "托马斯",
  memory: [
    { role: "system", content: "你是托马斯，一个沉默寡言、说话风趣的摆渡人。" },
    { role: "user", content: "星期六你会等伊内丝的面包吗？" },
  ],
};

export default corpusOf<ReplySegment[] | null>({
  prompt: characterReplyPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", "【平静】当然会等。<当然会等。>（点了点头）【打趣】她的面包比我的船还重要。<她的面包比我的船还重要。>", [
      { emotion: "平静", content: "当然会等。", tts: "当然会等。", action: "点了点头" },
      { emotion: "打趣", content: "她的面包比我的船还重要。", tts: "她的面包比我的船还重要。", action: null },
    ]),
    text("good", "gpt-3.5", "【平静】会等的，七点四十五开船。", [{ emotion: "平静", content: "会等的，七点四十五开船。", tts: null, action: null }]),
    text("good", "llama-3-8b", "托马斯：【平静】会等的，七点四十五开船。", [{ emotion: "平静", content: "会等的，七点四十五开船。", tts: null, action: null }]),
    text("good", "qwen2.5-7b", "【微笑】等，当然等。（擦了擦船桨）", [{ emotion: "微笑", content: "等，当然等。", tts: null, action: "擦了擦船桨" }]),
    text("good", "reasoning", "<think>\n他话少但风趣，答应过伊内丝。\n</think>\n【平静】会等的，七点四十五开船。", [{ emotion: "平静", content: "会等的，七点四十五开船。", tts: null, action: null }]),
    text("format", "1b", "会等的，七点四十五开船。", [{ emotion: null, content: "会等的，七点四十五开船。", tts: null, action: null }]),
    text("refusal", "refusal", "I'm sorry, but I can't continue this role-play.", "fallback"),
    capped("gpt-4o-mini", "【平静】当然会等。<当然会", "fallback"),
    text("label", "gpt-3.5", "回复：【平静】会等的，七点四十五开船。", [{ emotion: "平静", content: "会等的，七点四十五开船。", tts: null, action: null }]),
    text("refusal", "refusal", "【抱歉】对不起，我无法继续这个角色扮演。", "fallback"),
    text("ellipsis", "1b", "【平静】……", "fallback"),
  ],
  structured: [
    object("good", "valid", { segments: [{ emotion: "平静", content: "会等的，七点四十五开船。", tts: "", action: "" }] }, [{ emotion: "平静", content: "会等的，七点四十五开船。", tts: null, action: null }]),
    object("missing-field", "no tts or action", { segments: [{ emotion: "平静", content: "会等的，七点四十五开船。" }] }, [{ emotion: "平静", content: "会等的，七点四十五开船。", tts: null, action: null }]),
    object("refusal", "a refusal as the content", { segments: [{ emotion: "", content: "I'm sorry, but I can't continue this role-play.", tts: "", action: "" }] }, "fallback"),
    object("ellipsis", "nothing said", { segments: [{ emotion: "平静", content: "...", tts: "", action: "" }] }, "fallback"),
  ],
});
