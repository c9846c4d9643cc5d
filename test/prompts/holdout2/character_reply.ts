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
  ],
  structured: [
  ],
});
