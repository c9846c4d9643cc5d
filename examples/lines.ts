/**
 * The two worked examples of the memory builder's design document (记忆构建器设计, "示范"), as typed data.
 *
 * Texts are copied character for character from the document; `save_id: 1` and a `parent_line_id` chain (each line's
 * parent is the line before, line 1 is the root) are added so the same rows also work with `chatHistory`.
 * The document's expected output for example 1 has a typo, 【开兴】, for the line's emotion 开心; it is read as 开心.
 * Example 2 keeps the document's numeric `script_role_id: 1` (the table column is a string; both compare as "1").
 */
import type { Line, LineSelf, MemoryMessage } from "../state/line.js";

export type MemoryExample = { lines: Line[]; self: LineSelf; expected: MemoryMessage[] };

/** 1. 基础场景: one character (钦灵) and the player (莱姆) in a one-on-one chat; self is known by display name only. */
export const oneOnOneExample: MemoryExample = {
  lines: [
    { id: 1, attribute: "system", content: "你叫钦灵，进行角色扮演", save_id: 1, parent_line_id: null },
    { id: 2, attribute: "user", content: "你好呀钦灵", display_name: "莱姆", save_id: 1, parent_line_id: 1 },
    { id: 3, attribute: "assistant", original_emotion: "开心", content: "你好呀莱姆，怎么今天来找我玩啦", tts_content: "こんにちは、ライム、今日はどうして遊びに来たの", action_content: "轻轻地摇了摇尾巴", display_name: "钦灵", save_id: 1, parent_line_id: 2 },
    { id: 4, attribute: "assistant", original_emotion: "好奇", content: "怎么样，今天的作业写完了吗？", tts_content: "どうだ、今日の宿題は終わった？", action_content: null, display_name: "钦灵", save_id: 1, parent_line_id: 3 },
    { id: 5, attribute: "assistant", original_emotion: "担心", content: "新的老师可严格了听说...", tts_content: "新しい先生は聞いた通り、厳しいです...", action_content: null, display_name: "钦灵", save_id: 1, parent_line_id: 4 },
    { id: 6, attribute: "user", content: "没事啦，昨天已经搞定了", display_name: "莱姆", save_id: 1, parent_line_id: 5 },
    { id: 7, attribute: "assistant", original_emotion: "无奈", content: "呜呜，我还没写完呢...", tts_content: "うう、まだ書き終わってないの...", action_content: "轻轻地叹了口气", display_name: "钦灵", save_id: 1, parent_line_id: 6 },
    { id: 8, attribute: "assistant", original_emotion: "调皮", content: "那个，你的作业给我看看怎么样呀？", tts_content: "あの、あなたの宿題を見てどうですか？", action_content: null, display_name: "钦灵", save_id: 1, parent_line_id: 7 },
  ],
  self: { display_name: "钦灵" },
  expected: [
    { role: "system", content: "你叫钦灵，进行角色扮演" },
    { role: "user", content: "你好呀钦灵" },
    { role: "assistant", content: "【开心】你好呀莱姆，怎么今天来找我玩啦<こんにちは、ライム、今日はどうして遊びに来たの>（轻轻地摇了摇尾巴）【好奇】怎么样，今天的作业写完了吗？<どうだ、今日の宿題は終わった？>【担心】新的老师可严格了听说...<新しい先生は聞いた通り、厳しいです...>" },
    { role: "user", content: "没事啦，昨天已经搞定了" },
    { role: "assistant", content: "【无奈】呜呜，我还没写完呢...<うう、まだ書き終わってないの...>（轻轻地叹了口气）【调皮】那个，你的作业给我看看怎么样呀？<あの、あなたの宿題を見てどうですか？>" },
  ],
};

/**
 * 2. 多角色对话场景: 钦灵 (role_id 1) with a narrator (旁白) and a script NPC (白小喵, script_role_id 1). Only 钦灵's
 * system prompt is kept; the narrator, 白小喵 and the player lines that answer them become `{ }` context.
 */
export const multiCharacterExample: MemoryExample = {
  lines: [
    { id: 1, attribute: "system", content: "你叫钦灵，进行角色扮演", role_id: 1, save_id: 1, parent_line_id: null },
    { id: 2, attribute: "system", content: "你叫白小喵，进行角色扮演", script_role_id: 1, save_id: 1, parent_line_id: 1 },
    { id: 3, attribute: "assistant", content: "圣诞节到了，莱姆来到了钦灵的家里", display_name: "旁白", save_id: 1, parent_line_id: 2 },
    { id: 4, attribute: "assistant", original_emotion: "惊讶", content: "哇，莱姆，你怎么来了？", tts_content: "ワア、ライム、どうして来たの？", action_content: null, display_name: "钦灵", role_id: 1, save_id: 1, parent_line_id: 3 },
    { id: 5, attribute: "assistant", original_emotion: "尴尬", content: "我衣服还没换好呢，不要看啦！", tts_content: "まだ服を着替えてないから、見ないでね！", action_content: null, display_name: "钦灵", role_id: 1, save_id: 1, parent_line_id: 4 },
    { id: 6, attribute: "assistant", content: "只见钦灵连忙躲到了一只白色猫娘的背后，瑟瑟发抖着", display_name: "旁白", save_id: 1, parent_line_id: 5 },
    { id: 7, attribute: "user", content: "啊啊，你怎么只穿内衣啊！", display_name: "莱姆", save_id: 1, parent_line_id: 6 },
    { id: 8, attribute: "user", content: "赶紧穿上啦，我回避一下！", display_name: "莱姆", save_id: 1, parent_line_id: 7 },
    { id: 9, attribute: "assistant", original_emotion: "难为情", content: "谁知道你提前一个小时就来了！", tts_content: "なんだか早く来たなって、知らなかったよ！", action_content: null, display_name: "钦灵", role_id: 1, save_id: 1, parent_line_id: 8 },
    { id: 10, attribute: "assistant", original_emotion: "开心", content: "你好呀莱姆，我在帮钦灵挑衣服呢~", tts_content: "こんにちは、ライム、きんりょうの服を選んでるんです~", action_content: null, display_name: "白小喵", script_role_id: 1, save_id: 1, parent_line_id: 9 },
    { id: 11, attribute: "user", content: "你是帮她挑衣服还是脱衣服啊...", display_name: "莱姆", save_id: 1, parent_line_id: 10 },
    { id: 12, attribute: "assistant", original_emotion: "开心", content: "不是啦，谁让你来这么巧刚准备换呢。", tts_content: "そういうわけじゃないですよ、きんりょうが服を変えるのを待ってたんです", action_content: null, display_name: "白小喵", script_role_id: 1, save_id: 1, parent_line_id: 11 },
    { id: 13, attribute: "user", content: "真是的...", display_name: "莱姆", save_id: 1, parent_line_id: 12 },
    { id: 14, attribute: "user", content: "钦灵酱，换好了吗？", display_name: "莱姆", save_id: 1, parent_line_id: 13 },
    { id: 15, attribute: "assistant", original_emotion: "难为情", content: "好啦..", tts_content: "はい、はい..", action_content: null, display_name: "钦灵", role_id: 1, save_id: 1, parent_line_id: 14 },
  ],
  self: { role_id: 1 },
  expected: [
    { role: "system", content: "你叫钦灵，进行角色扮演" },
    { role: "user", content: "{旁白：圣诞节到了，莱姆来到了钦灵的家里}" },
    { role: "assistant", content: "【惊讶】哇，莱姆，你怎么来了？<ワア、ライム、どうして来たの？>【尴尬】我衣服还没换好呢，不要看啦！<まだ服を着替えてないから、見ないでね！>" },
    { role: "user", content: "{旁白：只见钦灵连忙躲到了一只白色猫娘的背后，瑟瑟发抖着}\n啊啊，你怎么只穿内衣啊！赶紧穿上啦，我回避一下！" },
    { role: "assistant", content: "【难为情】谁知道你提前一个小时就来了！<なんだか早く来たなって、知らなかったよ！>" },
    { role: "user", content: "{白小喵：你好呀莱姆，我在帮钦灵挑衣服呢~\n莱姆：你是帮她挑衣服还是脱衣服啊...\n白小喵：不是啦，谁让你来这么巧刚准备换呢。}\n真是的...钦灵酱，换好了吗？" },
    { role: "assistant", content: "【难为情】好啦..<はい、はい..>" },
  ],
};
