import { replanSchedulePrompt } from "../../../prompts/persona/replanSchedule.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { bom, fence, nbsp, tag, think, unclosed } from "./forms.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.replan_schedule;
type Entries = Array<[string, number]>;
/** What is settled (13:00 to 13:50): the value starts with it. */
const SETTLED: Entries = [["pressing the russet apples into cider", 30], ["talking with Halvard Quist about the railway closure", 20]];
const PRESS = "pressing the russet apples into cider";
const BOTTLE = "bottling last week's cider";
const STACK = "stacking the empty crates";
/** The rest, 13:50 to 17:00 (190 minutes). */
const REST: Entries = [[PRESS, 60], [BOTTLE, 110], [STACK, 20]];
const REST2: Entries = [[PRESS, 70], [BOTTLE, 120]];
const REST3: Entries = [[PRESS, 40], [BOTTLE, 120], [STACK, 30]];
const clock = (m: number) => `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
/** The rest's lines, from 13:50, in the template's form or another. */
function lines(rest: Entries, fmt = (a: string, b: string, act: string) => `${a} ~ ${b} -- ${act}`): string {
  let t = 13 * 60 + 50;
  return rest.map(([act, m]) => fmt(clock(t), clock((t += m)), act)).join("\n");
}
const json = (rest: Entries) => {
  let t = 13 * 60 + 50;
  return { entries: rest.map(([activity, m]) => ({ start: clock(t), end: clock((t += m)), activity })) };
};
const all = (rest: Entries): Entries => [...SETTLED, ...rest];
const ampm = (hhmm: string) => {
  const [h, m] = hhmm.split(":").map(Number) as [number, number];
  return `${h > 12 ? h - 12 : h}:${String(m).padStart(2, "0")} ${h >= 12 ? "pm" : "am"}`;
};

export default corpusOf<Entries>({
  prompt: replanSchedulePrompt,
  inputs,
  text: [
    text("good", "claude-3.5-haiku", lines(REST), all(REST)),
    text("good", "command-r-plus", lines(REST2) + "\n", all(REST2)),
    text("good", "glm-4", lines(REST), all(REST)),
    text("good", "internlm-2.5", lines(REST3), all(REST3)),
    text("good", "minicpm", lines(REST), all(REST)),
    text("good", "falcon-3", lines(REST2), all(REST2)),
    text("good", "stablelm", lines(REST), all(REST)),
    text("good", "zephyr", lines(REST3), all(REST3)),
    text("good", "openchat", lines(REST), all(REST)),
    text("good", "gemini-2-flash", lines(REST) + "\n", all(REST)),
    text("good", "claude-3.5-haiku", `Here's the rest of Rosalind's afternoon:\n\n${lines(REST)}`, all(REST)),
    text("good", "deepseek-r1-distill", think("From 13:50 to 17:00 is 190 minutes. Pressing 60 more, bottling 110, stacking 20. 60 + 110 + 20 = 190.", lines(REST)), all(REST)),
    text("format", "deepseek-r1-distill", unclosed("70 + 120 = 190.", lines(REST2)), all(REST2)),
    text("format", "glm-4", tag("answer", "\n" + lines(REST) + "\n"), all(REST)),
    text("format", "internlm-2.5", `<response>\n${lines(REST3)}\n</response>`, all(REST3)),
    text("format", "command-r-plus", fence("yaml", json(REST).entries.map((e) => `- start: "${e.start}"\n  end: "${e.end}"\n  activity: ${e.activity}`).join("\n")), all(REST)),
    text("format", "minicpm", fence("text", lines(REST)), all(REST)),
    text("format", "falcon-3", bom(lines(REST2)), all(REST2)),
    text("format", "stablelm", nbsp(lines(REST)), all(REST)),
    text("format", "openchat", lines(REST, (a, b, act) => `${ampm(a)} - ${ampm(b)}: ${act}`), all(REST)),
    text("format", "zephyr", lines(REST, (a, b, act) => `- **${a}–${b}**: ${act}`), all(REST)),
    text("format", "gemini-2-flash", "| Start | End | Activity |\n|---|---|---|\n" + lines(REST, (a, b, act) => `| ${a} | ${b} | ${act} |`), all(REST)),
    text("format", "claude-3.5-haiku", `13:00 ~ 13:30 -- ${PRESS}\n13:30 ~ 13:50 -- talking with Halvard Quist about the railway closure\n${lines(REST)}`, all(REST)),
    text("format", "glm-4", lines(REST) + "\n\n总计：190分钟。", all(REST)),
    text("format", "command-r-plus", lines(REST, (a, b, act) => `${a.replace(":", "")} ~ ${b.replace(":", "")} hours -- ${act}`), all(REST)),
    text("format", "internlm-2.5", lines([[PRESS, 60], [BOTTLE, 130], [STACK, 20]]), "fallback"),
    text("format", "minicpm", lines(REST).replace("13:50", "14:00"), "fallback"),
    text("placeholder", "falcon-3", "HH:MM ~ HH:MM -- activity", "fallback"),
    text("refusal", "zephyr", "I'm sorry, I can't rearrange someone's real schedule without knowing their priorities.", "fallback"),
    text("loop", "q2-8b", lines(REST) + "\n" + lines(REST), "fallback"),
    capped("deepseek-r1-distill", "<think>\nWe have 190 minutes from 13:50. Original: pressing 90, of which 30 done, so 60 left. Bottling 120, stacking 30. That's 210, 20 too many. Cut stacking to 10? Or bottling to", "fallback"),
    capped("falcon-3", lines(REST).split("\n").slice(0, 2).join("\n") + "\n16:40 ~ 17:", "fallback"),
  ],
  structured: [
    object("good", "valid", json(REST), all(REST)),
    object("good", "two entries", json(REST2), all(REST2)),
    object("good", "three", json(REST3), all(REST3)),
    object("renamed-field", "from, to and task", { entries: json(REST).entries.map((e) => ({ from: e.start, to: e.end, task: e.activity })) }, all(REST)),
    object("extra-field", "minutes beside", { entries: json(REST).entries.map((e, i) => ({ ...e, minutes: REST[i]![1] })) }, all(REST)),
    object("format", "settled entries first", { entries: [{ start: "13:00", end: "13:30", activity: PRESS }, { start: "13:30", end: "13:50", activity: "talking with Halvard Quist about the railway closure" }, ...json(REST).entries] }, all(REST)),
    rawAnswer("format", "nested under data", JSON.stringify({ data: json(REST) }), all(REST)),
    rawAnswer("format", "bare array", JSON.stringify(json(REST2).entries), all(REST2)),
    rawAnswer("cut-off", "cut", JSON.stringify(json(REST)).slice(0, 100), "fallback", { finishReason: "length" }),
    object("malformed", "overlapping", { entries: [{ start: "13:50", end: "15:00", activity: PRESS }, { start: "14:30", end: "17:00", activity: BOTTLE }] }, "fallback"),
  ],
});
