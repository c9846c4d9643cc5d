import { characterReplyPrompt, type ReplySegment } from "../../../prompts/role/characterReply.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";

const inputs = {
  character: "塔里克",
  memory: [
    { role: "system", content: "你是塔里克，绿洲小镇的守井人，乐观、务实，有点健忘。" },
    { role: "user", content: "水泵的零件什么时候到？" },
  ],
};
const seg = (emotion: string | null, content: string, tts: string | null = null, action: string | null = null): ReplySegment => ({ emotion, content, tts, action });
const WED = [seg("乐观", "星期三就到，别担心。")];

export default corpusOf<ReplySegment[] | null>({
  prompt: characterReplyPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", "【乐观】星期三就到，别担心。", WED),
    text("good", "gpt-3.5", "【轻松】星期三。在那之前我用水车送水。（拍了拍水桶）", [seg("轻松", "星期三。在那之前我用水车送水。", null, "拍了拍水桶")]),
    text("good", "llama-3-8b", "【认真】星期三到。<星期三到。>", [seg("认真", "星期三到。", "星期三到。")]),
    text("good", "qwen2.5-7b", "【乐观】星期三就到，别担心。【认真】这两天我每天黎明送两车水。", [seg("乐观", "星期三就到，别担心。"), seg("认真", "这两天我每天黎明送两车水。")]),
    text("good", "1b", "【开心】星期三。", [seg("开心", "星期三。")]),
    text("good", "reasoning", "<think>\n零件星期三从卡达尔到。\n</think>\n【乐观】星期三就到，别担心。", WED),
    text("good", "gpt-4o-mini", "【抱歉】哎呀，我记得是星期三……应该是星期三。（挠了挠头）", [seg("抱歉", "哎呀，我记得是星期三……应该是星期三。", null, "挠了挠头")]),
    text("good", "llama-3-8b", "【乐观】星期三就到，别担心。<Wednesday, don't worry.>", [seg("乐观", "星期三就到，别担心。", "Wednesday, don't worry.")]),
    text("label", "gpt-3.5", "塔里克：【乐观】星期三就到，别担心。", WED),
    text("label", "qwen2.5-7b", "【乐观】星期三就到，别担心。\n\n（注：塔里克性格乐观。）", WED),
    text("format", "llama-3-8b", "[乐观] 星期三就到，别担心。", WED),
    text("format", "gpt-4o-mini", "```\n【乐观】星期三就到，别担心。\n```", WED),
    text("number-in-text", "gpt-3.5", "【认真】星期三，还有2天。", [seg("认真", "星期三，还有2天。")]),
    text("refusal", "refusal", "抱歉，我无法扮演这个角色。", "fallback"),
    text("refusal", "refusal", "I'm sorry, but I can't continue this role-play.", "fallback"),
    text("placeholder", "1b", "【emotion】what 塔里克 says", "fallback"),
    text("ellipsis", "1b", "【平静】……", "fallback"),
    capped("gpt-4o-mini", "【乐观】星期三就到，别担心。【认真】这两天我每天黎明", [seg("乐观", "星期三就到，别担心。")]),
  ],
  structured: [
    object("good", "valid", { segments: [{ emotion: "乐观", content: "星期三就到，别担心。", tts: "", action: "" }] }, WED),
    object("good", "with an action", { segments: [{ emotion: "轻松", content: "星期三。", tts: "", action: "笑了笑" }] }, [seg("轻松", "星期三。", null, "笑了笑")]),
    object("missing-field", "no tts or action", { segments: [{ emotion: "乐观", content: "星期三就到，别担心。" }] }, WED),
    object("renamed-field", "text for content", { segments: [{ emotion: "乐观", text: "星期三就到，别担心。" }] }, WED),
    object("refusal", "a refusal in the content", { segments: [{ emotion: "", content: "抱歉，我无法回答。" }] }, "fallback"),
    rawAnswer("cut-off", "cut off in the second segment", '{"segments": [{"emotion": "乐观", "content": "星期三就到，别担心。", "tts": "", "action": ""}, {"emotion": "认真", "content": "这两天', [seg("乐观", "星期三就到，别担心。")], { finishReason: "length" }),
  ],
});
