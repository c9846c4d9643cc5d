/**
 * character_reply: a role-play character's next reply, from the memory the memory builder made for it
 * (nodes/memory/buildMemory.ts), in the format the `line` table stores and the builder renders:
 *
 *   【emotion】content<tts_content>（action_content）
 *
 * one or more such segments in a row (the seed's assistant messages are several of them merged). The emotion, the
 * `<tts>` part and the `（action）` part are optional; the spoken content is not. Each segment becomes one `line` row
 * (drivers/characterStore.ts). There is no usable fail-safe reply (a made-up line would be written into the save), so
 * the fail-safe is `null` and the caller treats it as a failure. A real reply is read past a reasoning block and a
 * preamble line; a refusal (in English or Chinese) or a segment carrying JSON is not a reply.
 */
import { z } from "zod/v4";
import { asksBack, escapeRegExp, hasMarkup, isClosingRemark, isPreambleLine, isRefusal, saysNothing, withoutAnswerLabel, withoutReasoning, withoutWrappingFence } from "../answerText.js";
import type { PromptSpec } from "../types.js";

/** One part of a character's reply: its emotion, content, speech text and action. */
export interface ReplySegment {
  /** `original_emotion`; null when the segment has no 【】 part. */
  emotion: string | null;
  content: string;
  /** `tts_content`: the words as they are to be spoken (e.g. another language); null when absent. */
  tts: string | null;
  /** `action_content`; null when absent. */
  action: string | null;
}

export const CHARACTER_REPLY_MAX_SEGMENTS = 4;
const CONTENT_MAX_CHARS = 500;

const MemoryMessageSchema = z.object({ role: z.enum(["system", "user", "assistant"]), content: z.string() });

export const CharacterReplyInputSchema = z.object({
  /** The character's display name. */
  character: z.string().min(1),
  /** The character's memory: `buildMemory(history, self)`. */
  memory: z.array(MemoryMessageSchema).min(1, { error: "is empty: there is nothing to reply to" }),
  maxSegments: z.int().min(1).default(CHARACTER_REPLY_MAX_SEGMENTS),
});
export type CharacterReplyInput = z.input<typeof CharacterReplyInputSchema>;
type Inputs = z.output<typeof CharacterReplyInputSchema>;

const template = `You are {character} in an ongoing role-play chat. This is the conversation as {character} remembers it. "system" sets up the role; "user" is the player, and text inside { } is the scene around {character} (narration, other characters); "assistant" is what {character} said before.

{transcript}

Write {character}'s next reply to the latest user message, in the same format as {character}'s earlier lines:
【emotion】what {character} says<the same words as they are to be spoken aloud>（a short action）
The emotion is one or two words. The <spoken> and （action） parts may be left out. Up to {maxSegments} such segments may follow one another, each with its own emotion. Write only the reply: no name label, no explanation.`;

/** `【开心】你好<こんにちは>（挥手）【好奇】…` -> segments; throws (with the reason) on a malformed reply. */
const REFUSAL_ZH = /^(?:抱歉|对不起|很抱歉)[，,。!！]?\s*(?:我)?(?:无法|不能|不可以)/;

/** A note after the reply, on a line of its own: "（注：塔里克性格乐观。）", "(Note: he is cheerful.)", "注：……". */
const NOTE_AFTER = /\n\s*[（(]?\s*(?:注|备注|说明|note|explanation)\s*[:：][^\n]*$/i;
const IS_NOTE = /^(?:注|备注|说明|note|explanation)\s*[:：]/i;

/** Reads a character's reply (`【emotion】content<tts>（action）` segments) from a model's answer. */
export function parseCharacterReply(raw: string, character?: string): ReplySegment[] {
  let text = withoutReasoning(raw).trim();
  // A preamble line ("Sure! Here is the reply:") before the reply.
  const lines = text.split("\n");
  if (lines.length > 1 && isPreambleLine(lines[0]!)) text = lines.slice(1).join("\n").trim();
  // The whole reply in a code fence.
  text = withoutWrappingFence(text);
  // A note about the reply after it ("（注：……）", "(Note: ...)") is no part of it, nor an action.
  text = text.replace(NOTE_AFTER, "").trim();
  // "...\n\nWould you like me to continue the scene?": the assistant speaking to the user after the reply.
  const paragraphs = text.split(/\n[ \t]*\n/);
  if (paragraphs.length > 1 && isClosingRemark(paragraphs.at(-1)!)) text = paragraphs.slice(0, -1).join("\n\n").trim();
  // "...\n\n(Rafa answers calmly.)": a remark in brackets in a paragraph of its own after the reply narrates it.
  text = text.replace(/\n[ \t]*\n[ \t]*[(（][^()（）]*[)）]\s*$/, "").trim();
  // "...no te preocupes.(se rasca la cabeza)": an action in ASCII brackets right after a segment's sentence.
  text = text.replace(/([.!?。！？…])[ \t]*\(([^()\n]{1,60})\)(?=[ \t]*(?:【|\n|$))/g, "$1（$2）");
  // "[乐观] 星期三就到": the emotion in square brackets, where the reply has no 【】 at all.
  if (!text.includes("【") && /^\[[^[\]\n]{1,16}\]/.test(text)) text = text.replace(/\[([^[\]\n]{1,16})\]\s*/g, "【$1】");
  // "Okay, she would say no gently.\n\n【gentle】Leave her be.": paragraphs with no 【emotion】 before a reply written in
  // marked segments are the model thinking aloud about the reply, not its first line.
  const markedFrom = text.search(/\n[ \t]*\n[ \t]*【/);
  if (markedFrom > 0 && !text.slice(0, markedFrom).includes("【")) text = text.slice(markedFrom).trim();
  if (isRefusal(text) || REFUSAL_ZH.test(text)) throw new Error("the reply is a refusal");
  // "Should Seth be hopeful or pessimistic here? Let me know.": the model asking whoever asked about the character it
  // plays, not the character speaking.
  if (character && asksBack(text) && new RegExp(`\\b${escapeRegExp(character)}\\b`).test(text)) throw new Error("the answer asks back about the character instead of replying as them");
  text = text.replace(/^["'“”「」]+|["'“”「」]+$/g, "").trim();
  if (character) {
    const label = `${character}：`;
    const asciiLabel = `${character}:`;
    if (text.startsWith(label)) text = text.slice(label.length).trim();
    else if (text.startsWith(asciiLabel)) text = text.slice(asciiLabel.length).trim();
  }
  text = withoutAnswerLabel(text).trim(); // "回复：【平静】..."
  const segments: ReplySegment[] = [];
  let i = 0;
  const closing = (open: string, close: string): number => {
    const end = text.indexOf(close, i + 1);
    if (end < 0) throw new Error(`unclosed "${open}" in the reply`);
    return end;
  };
  while (i < text.length) {
    let emotion: string | null = null;
    let tts: string | null = null;
    let action: string | null = null;
    if (text[i] === "【") {
      const end = closing("【", "】");
      emotion = text.slice(i + 1, end).trim() || null;
      i = end + 1;
    }
    let stop = i;
    while (stop < text.length && !"【<（".includes(text[stop]!)) stop += 1;
    const content = text.slice(i, stop).replace(/\s+/g, " ").trim();
    i = stop;
    if (text[i] === "<") {
      const end = closing("<", ">");
      tts = text.slice(i + 1, end).trim() || null;
      i = end + 1;
    }
    if (text[i] === "（") {
      const end = closing("（", "）");
      action = text.slice(i + 1, end).trim() || null;
      i = end + 1;
      // "（注：……）": a note about the reply, not what the character does.
      if (action && IS_NOTE.test(action)) {
        action = null;
        if (content === "" && emotion === null && tts === null) continue;
      }
    }
    while (i < text.length && /\s/.test(text[i]!)) i += 1;
    if (content === "") {
      const previous = segments.at(-1);
      // a bare （action） after a segment belongs to that segment
      if (emotion === null && tts === null && action !== null && previous) {
        previous.action = previous.action === null ? action : `${previous.action}，${action}`;
        continue;
      }
      throw new Error("a segment of the reply has no spoken content");
    }
    segments.push({ emotion, content, tts, action });
  }
  if (segments.length === 0) throw new Error("the reply is empty");
  return checkedSegments(segments);
}

/** Segments that say something, and no refusal in any of them ("【抱歉】对不起，我无法继续这个角色扮演。", "【平静】……"). */
function checkedSegments(segments: ReplySegment[]): ReplySegment[] {
  if (segments.length === 0 || segments.some((s) => !s.content)) throw new Error("a segment of the reply has no spoken content");
  if (segments.every((s) => saysNothing(s.content))) throw new Error("the reply says nothing (only dots)");
  if (segments.some((s) => isRefusal(s.content) || REFUSAL_ZH.test(s.content))) throw new Error("the reply is a refusal");
  return segments;
}

/** Segments back to text (what the memory builder renders for the character's own lines). */
export function formatCharacterReply(segments: readonly ReplySegment[]): string {
  return segments
    .map(
      (s) =>
        `${s.emotion ? `【${s.emotion}】` : ""}${s.content}${s.tts ? `<${s.tts}>` : ""}${s.action ? `（${s.action}）` : ""}`,
    )
    .join("");
}

export function validateCharacterReply(segments: ReplySegment[], inputs: Inputs): string | null {
  if (segments.some((s) => hasMarkup(s.content))) return "a segment carries JSON or template punctuation";
  if (segments.length > inputs.maxSegments) return `the reply has ${segments.length} segments, more than ${inputs.maxSegments}`;
  if (segments.some((s) => s.content.length > CONTENT_MAX_CHARS)) return `a segment is longer than ${CONTENT_MAX_CHARS} characters`;
  return null;
}

function formatTranscript(memory: Inputs["memory"]): string {
  return memory.map((m) => `[${m.role}] ${m.content}`).join("\n");
}

const EMOTIONS = ["开心", "好奇", "害羞", "惊讶", "认真", "调皮", "温柔"];
const ACTIONS = ["轻轻点了点头", "歪了歪头", "眨了眨眼睛", "笑着摆了摆手", "抱紧了怀里的抱枕"];

/** The player's latest words: the last user message, after any {scene} block. */
function latestWords(memory: Inputs["memory"]): string {
  const last = [...memory].reverse().find((m) => m.role === "user")?.content ?? "";
  const afterBlock = last.includes("}") ? last.slice(last.lastIndexOf("}") + 1) : last;
  const words = afterBlock.replace(/\s+/g, "").replace(/[【】<>（）{}]/g, "");
  return words.length > 14 ? `${words.slice(0, 14)}…` : words;
}

const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

/** The structured answer: {"segments": [{"emotion", "content", "tts", "action"}]}, "" for a part left out. */
const ReplySchema = z.object({
  segments: z.array(
    z.object({
      emotion: z.string().describe("one or two words, or empty"),
      content: z.string().describe("what the character says"),
      tts: z.string().describe("the same words as they are to be spoken aloud, or empty"),
      action: z.string().describe("a short action, or empty"),
    }),
  ),
});

/** The prompt that asks a character for its next reply, from the messages the memory builder made. */
export const characterReplyPrompt: PromptSpec<Inputs, ReplySegment[] | null, CharacterReplyInput> = {
  id: "character_reply",
  version: 1,
  template,
  inputSchema: CharacterReplyInputSchema,
  variables: ({ character, memory, maxSegments }) => ({
    character,
    transcript: formatTranscript(memory),
    maxSegments: String(maxSegments),
  }),
  structured: {
    schema: ReplySchema,
    toValue: (answer: z.output<typeof ReplySchema>, inputs) => {
      const orNull = (part: string) => part.trim() || null;
      const segments = answer.segments.map((s) => ({ emotion: orNull(s.emotion), content: s.content.replace(/\s+/g, " ").trim(), tts: orNull(s.tts), action: orNull(s.action) }));
      checkedSegments(segments);
      const problem = validateCharacterReply(segments, inputs);
      if (problem) throw new Error(problem);
      return segments;
    },
    fromValue: (segments) => ({
      segments: (segments ?? []).map((s) => ({ emotion: s.emotion ?? "", content: s.content, tts: s.tts ?? "", action: s.action ?? "" })),
    }),
  },
  parse: (raw, { character }) => parseCharacterReply(raw, character),
  validate: validateCharacterReply,
  speaksInCharacter: true,
  failSafe: () => null,
  failSafeValue: z.array(z.strictObject({ emotion: z.string().nullable(), content: z.string().min(1), tts: z.string().nullable(), action: z.string().nullable() })).nullable().describe('null, or a list of objects with "content" (a text) and "emotion", "tts" and "action" (each a text or null)'),
  generation: { temperature: 0.8, maxTokens: 400 },
  simulate: ({ memory, maxSegments }, random) => {
    const heard = latestWords(memory);
    const asked = /[？?]$/.test(heard) || /吗|呢|什么|怎么/.test(heard);
    const first = !heard
      ? pick(random, ["你来啦！", "嗯？怎么啦？", "我在这儿呢。"])
      : asked
        ? pick(random, ["嗯……让我想想哦。", `“${heard}”？当然啦！`, "这个嘛，你猜猜看？"])
        : pick(random, ["好呀，就这么说定啦！", "嘿嘿，我就知道你会这么说。", `嗯嗯，你说“${heard}”，我听到啦！`]);
    const segments: ReplySegment[] = [
      { emotion: pick(random, EMOTIONS), content: first, tts: random() < 0.5 ? first : null, action: random() < 0.6 ? pick(random, ACTIONS) : null },
    ];
    if (maxSegments > 1 && random() < 0.5) {
      const second = pick(random, ["那我们接下来做什么呢？", "今天也要开开心心的哦。", "你可不许笑我！"]);
      segments.push({ emotion: pick(random, EMOTIONS), content: second, tts: second, action: null });
    }
    return formatCharacterReply(segments);
  },
};
