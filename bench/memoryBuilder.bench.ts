/**
 * Memory builder benchmark: `npx tsx bench/memoryBuilder.bench.ts [rows] [repetitions]`.
 *
 * Generates one save of 1,000,000 `line` rows as the database returns them (every column present, NULLs included,
 * each row chained to the one before by parent_line_id): a multi-character scene of the player, self (role_id 1), a
 * narrator, a script NPC and now and then a system prompt of either character. Then times `chatHistory` (root to last
 * message) and `buildMemory` (validation included) separately and prints the figures against the target: 1,000,000
 * lines built in under 2 seconds. It only prints; nothing fails on a slow machine.
 */
import { buildMemory } from "../nodes/memory/buildMemory.js";
import { chatHistory } from "../nodes/memory/chatHistory.js";
import type { Line } from "../state/line.js";

const ROWS = Number(process.argv[2] ?? 1_000_000);
const REPETITIONS = Number(process.argv[3] ?? 5);
const TARGET_ROWS = 1_000_000;
const TARGET_MS = 2_000;

/** Deterministic pseudo-random numbers (mulberry32) so every run builds the same save. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SAYINGS = ["你好呀莱姆，怎么今天来找我玩啦", "怎么样，今天的作业写完了吗？", "新的老师可严格了听说...", "谁知道你提前一个小时就来了！"];
const TTS = ["こんにちは、ライム、今日はどうして遊びに来たの", "どうだ、今日の宿題は終わった？", "はい、はい.."];
const EMOTIONS = ["开心", "好奇", "担心", "难为情", "惊讶"];
const NARRATION = ["圣诞节到了，莱姆来到了钦灵的家里", "只见钦灵连忙躲到了一只白色猫娘的背后，瑟瑟发抖着"];
const AUDIO = ["audio/qinling_001.wav", "audio/qinling_002.wav", "audio/qinling_003.wav"];
const PLAYER = ["啊啊，你怎么只穿内衣啊！", "赶紧穿上啦，我回避一下！", "真是的...", "钦灵酱，换好了吗？"];

/** A row with every column of the table, in table order, as a database driver returns it (one shape for all rows). */
function lineRow(id: number, attribute: Line["attribute"], content: string, fields: Partial<Line>): Line {
  return {
    id,
    original_emotion: fields.original_emotion ?? null,
    predicted_emotion: fields.predicted_emotion ?? null,
    content,
    tts_content: fields.tts_content ?? null,
    action_content: fields.action_content ?? null,
    audio_file: fields.audio_file ?? null,
    attribute,
    role_id: fields.role_id ?? null,
    script_role_id: fields.script_role_id ?? null,
    display_name: fields.display_name ?? null,
    save_id: 1,
    parent_line_id: id === 1 ? null : id - 1,
  };
}

function generateSave(count: number): Line[] {
  const next = random(42);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const rows: Line[] = [];
  for (let id = 1; id <= count; id++) {
    const dice = id === 1 ? 0 : next();
    if (dice < 0.01) rows.push(lineRow(id, "system", "你叫钦灵，进行角色扮演", { role_id: 1 }));
    else if (dice < 0.02) rows.push(lineRow(id, "system", "你叫白小喵，进行角色扮演", { script_role_id: "1" }));
    else if (dice < 0.37) rows.push(lineRow(id, "user", pick(PLAYER), { display_name: "莱姆" }));
    else if (dice < 0.72) {
      rows.push(
        lineRow(id, "assistant", pick(SAYINGS), {
          role_id: 1,
          display_name: "钦灵",
          original_emotion: pick(EMOTIONS),
          predicted_emotion: pick(EMOTIONS),
          tts_content: pick(TTS),
          action_content: next() < 0.3 ? "轻轻地摇了摇尾巴" : null,
          audio_file: pick(AUDIO),
        }),
      );
    } else if (dice < 0.85) rows.push(lineRow(id, "assistant", pick(NARRATION), { display_name: "旁白" }));
    else {
      rows.push(
        lineRow(id, "assistant", pick(SAYINGS), {
          script_role_id: "1",
          display_name: "白小喵",
          original_emotion: pick(EMOTIONS),
          tts_content: pick(TTS),
        }),
      );
    }
  }
  return rows;
}

function time<T>(run: () => T): { ms: number; result: T } {
  const start = performance.now();
  const result = run();
  return { ms: performance.now() - start, result };
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const count = (n: number): string => n.toLocaleString("en-US");
const format = (ms: number, rows: number): string =>
  `${ms.toFixed(1).padStart(8)} ms  ${count(Math.round((rows / ms) * 1000)).padStart(12)} rows/s`;

const generated = time(() => generateSave(ROWS));
console.log(
  `memory builder benchmark: ${count(ROWS)} rows (generated in ${generated.ms.toFixed(0)} ms), ` +
    `${REPETITIONS} repetitions, node ${process.version}`,
);
const rows = generated.result;

const historyTimes: number[] = [];
const buildTimes: number[] = [];
let history: Line[] = [];
let messages = 0;
let characters = 0;
for (let rep = 1; rep <= REPETITIONS; rep++) {
  const walked = time(() => chatHistory(rows, ROWS));
  const built = time(() => buildMemory(walked.result, { role_id: 1 }));
  history = walked.result;
  messages = built.result.length;
  characters = built.result.reduce((sum, message) => sum + message.content.length, 0);
  historyTimes.push(walked.ms);
  buildTimes.push(built.ms);
  console.log(`  #${rep}  chatHistory ${format(walked.ms, ROWS)}   buildMemory ${format(built.ms, ROWS)}`);
}

const medianBuild = median(buildTimes);
const bestHistory = Math.min(...historyTimes);
console.log(`chatHistory  best ${format(bestHistory, ROWS)}   median ${format(median(historyTimes), ROWS)}`);
console.log(`buildMemory  best ${format(Math.min(...buildTimes), ROWS)}   median ${format(medianBuild, ROWS)}`);
console.log(`history ${count(history.length)} lines -> ${count(messages)} messages, ${count(characters)} characters`);
const medianTotal = median(historyTimes.map((ms, i) => ms + buildTimes[i]!));
console.log(`chatHistory + buildMemory median ${format(medianTotal, ROWS)}`);
const scaled = (medianBuild * TARGET_ROWS) / ROWS;
console.log(
  `target: ${count(TARGET_ROWS)} lines built in under ${TARGET_MS} ms -> ` +
    `${scaled <= TARGET_MS ? "MET" : "NOT MET"} (median ${scaled.toFixed(0)} ms per ${count(TARGET_ROWS)} lines)`,
);
