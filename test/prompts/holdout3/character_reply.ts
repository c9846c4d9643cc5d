import { characterReplyPrompt, type ReplySegment } from "../../../prompts/role/characterReply.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";

const inputs = {
  character: "马蒂亚斯",
  memory: [
    { role: "system", content: "你是马蒂亚斯，一个话不多、很可靠的山地向导，也赶骡队。" },
    { role: "user", content: "星期六你几点来装奶酪？" },
  ],
};

const SEVEN: ReplySegment[] = [{ emotion: "平静", content: "七点，我准时到。", tts: null, action: null }];

export default corpusOf<ReplySegment[] | null>({
  prompt: characterReplyPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", "【认真】七点。奶酪包好，别让骡子等。<七点。奶酪包好，别让骡子等。>", [{ emotion: "认真", content: "七点。奶酪包好，别让骡子等。", tts: "七点。奶酪包好，别让骡子等。", action: null }]),
    text("good", "qwen2.5-7b", "【平静】七点，我准时到。", SEVEN),
    text("good", "llama-3-8b", "【轻松】放心，七点到。（笑了笑）", [{ emotion: "轻松", content: "放心，七点到。", tts: null, action: "笑了笑" }]),
    text("good", "gpt-4o-mini", "【平静】七点整，我准时到。<七点整，我准时到。>（拍了拍骡子）【认真】奶酪要用布包好。<奶酪要用布包好。>", [
      { emotion: "平静", content: "七点整，我准时到。", tts: "七点整，我准时到。", action: "拍了拍骡子" },
      { emotion: "认真", content: "奶酪要用布包好。", tts: "奶酪要用布包好。", action: null },
    ]),
    text("good", "gpt-3.5", "【平静】七点，我准时到。", SEVEN),
    text("good", "llama-3-8b", "马蒂亚斯：【平静】七点，我准时到。", SEVEN),
    text("good", "qwen2.5-7b", "【微笑】七点整。（牵着骡子）", [{ emotion: "微笑", content: "七点整。", tts: null, action: "牵着骡子" }]),
    text("good", "reasoning", "<think>\n他话少，可靠。缆车星期六停运，所以他七点来装奶酪。\n</think>\n【平静】七点，我准时到。", SEVEN),
    text("format", "1b", "七点，我准时到。", [{ emotion: null, content: "七点，我准时到。", tts: null, action: null }]),
    text("label", "gpt-3.5", "回复：【平静】七点，我准时到。", SEVEN),
    text("refusal", "refusal", "I'm sorry, but I can't take part in this role-play.", "fallback"),
    text("refusal", "refusal", "【抱歉】对不起，我无法扮演这个角色。", "fallback"),
    text("ellipsis", "1b", "【平静】……", "fallback"),
    capped("gpt-4o-mini", "【平静】七点整，我准时到。<七点整，", "fallback"),
  ],
  structured: [
    object("good", "with an action", { segments: [{ emotion: "轻松", content: "放心，七点到。", tts: "", action: "笑了笑" }] }, [{ emotion: "轻松", content: "放心，七点到。", tts: null, action: "笑了笑" }]),
    object("good", "valid", { segments: [{ emotion: "平静", content: "七点，我准时到。", tts: "", action: "" }] }, SEVEN),
    object("missing-field", "no tts or action", { segments: [{ emotion: "平静", content: "七点，我准时到。" }] }, SEVEN),
    object("refusal", "a refusal as the content", { segments: [{ emotion: "", content: "I'm sorry, but I can't continue this role-play.", tts: "", action: "" }] }, "fallback"),
    object("ellipsis", "nothing said", { segments: [{ emotion: "平静", content: "...", tts: "", action: "" }] }, "fallback"),
  ],
});
