import { hourlySchedulePrompt, type HourlyActivity } from "../../../prompts/persona/hourlySchedule.js";
import { ada } from "./fixtures.js";
import { corpusOf } from "./types.js";

const plan = [
  "wake up and complete the morning routine at 4:00 am",
  "bake bread at 5:00 am",
  "open Okafor Bakery at 7:00 am",
  "serve customers from 7:00 am to 3:00 pm",
  "go to bed at 9:00 pm",
];
/** Ada's day, hour by hour from 4:00: what each hour holds. */
const DAY: Record<number, string> = {
  4: "waking up and getting ready",
  5: "baking bread",
  6: "baking bread",
  7: "opening the bakery",
  8: "serving customers",
  9: "serving customers",
  10: "serving customers",
  11: "serving customers",
  12: "having lunch",
  13: "serving customers",
  14: "serving customers",
  15: "closing the shop",
  16: "walking in Willow Park",
  17: "cooking dinner",
  18: "reading",
  19: "reading",
  20: "getting ready for bed",
  21: "sleeping",
  22: "sleeping",
  23: "sleeping",
};
const day: HourlyActivity[] = Object.entries(DAY).map(([hour, activity]) => ({ hour: Number(hour), activity }));
const pad = (h: number) => String(h).padStart(2, "0");
const lines = (format: (hour: number, activity: string) => string) => day.map(({ hour, activity }) => format(hour, activity)).join("\n");
const twelve = (h: number) => `${h % 12 === 0 ? 12 : h % 12}:00 ${h < 12 ? "AM" : "PM"}`;

export default corpusOf<HourlyActivity[]>({
  prompt: hourlySchedulePrompt,
  inputs: { identity: ada, wakeUpHour: 4, dailyPlan: plan },
  text: [
    { style: "gpt-4o-mini", answer: lines((h, a) => `${pad(h)}:00 - ${a}`), expected: day },
    { style: "gpt-4o-mini", answer: `Here is Ada's schedule for today:\n\n${lines((h, a) => `${pad(h)}:00 - ${a}`)}\n\nThis keeps her bakery hours and leaves time for a walk.`, expected: day },
    { style: "gpt-3.5", answer: lines((h, a) => `${twelve(h)} - ${a.charAt(0).toUpperCase()}${a.slice(1)}`), expected: day },
    {
      style: "gpt-3.5",
      answer:
        "04:00 - waking up and getting ready\n05:00 - 07:00 - baking bread\n07:00 - opening the bakery\n08:00 - 12:00 - serving customers\n12:00 - having lunch\n13:00 - 15:00 - serving customers\n15:00 - closing the shop\n16:00 - walking in Willow Park\n17:00 - cooking dinner\n18:00 - 20:00 - reading\n20:00 - getting ready for bed\n21:00 - 00:00 - sleeping",
      expected: day,
    },
    {
      style: "llama-3-8b",
      answer: `**Ada's Schedule for Monday, May 6**\n\n${lines((h, a) => `- **${pad(h)}:00**: Ada is ${a}`)}\n- **00:00**: Ada is sleeping`,
      expected: day,
    },
    {
      style: "llama-3-8b",
      answer:
        "04:00 - waking up and getting ready\n05:00 - baking bread\n07:00 - opening the bakery\n08:00 - serving customers\n12:00 - having lunch\n13:00 - serving customers\n15:00 - closing the shop\n16:00 - walking in Willow Park\n17:00 - cooking dinner\n18:00 - reading\n20:00 - getting ready for bed\n21:00 - sleeping",
      expected: day,
    },
    {
      style: "qwen2.5-7b",
      answer: `\`\`\`json\n${JSON.stringify(Object.fromEntries(day.map(({ hour, activity }) => [`${pad(hour)}:00`, activity])), null, 2)}\n\`\`\``,
      expected: day,
    },
    { style: "qwen2.5-7b", answer: lines((h, a) => `${h - 3}) ${pad(h)}:00 - ${a}`), expected: day },
    // A markdown table, one row an hour or with start and end columns.
    { style: "gpt-4o-mini", answer: `Here is Ada's schedule:\n\n| Time | Activity |\n|------|----------|\n${lines((h, a) => `| ${pad(h)}:00 | ${a} |`)}`, expected: day },
    {
      style: "llama-3-8b",
      answer:
        "| Start | End | Activity |\n|:--|:--|:--|\n| 4:00 AM | 5:00 AM | waking up and getting ready |\n| 5:00 AM | 7:00 AM | baking bread |\n| 7:00 AM | 8:00 AM | opening the bakery |\n" +
        "| 8:00 AM | 12:00 PM | serving customers |\n| 12:00 PM | 1:00 PM | having lunch |\n| 1:00 PM | 3:00 PM | serving customers |\n| 3:00 PM | 4:00 PM | closing the shop |\n" +
        "| 4:00 PM | 5:00 PM | walking in Willow Park |\n| 5:00 PM | 6:00 PM | cooking dinner |\n| 6:00 PM | 8:00 PM | reading |\n| 8:00 PM | 9:00 PM | getting ready for bed |\n| 9:00 PM | 12:00 AM | sleeping |",
      expected: day,
    },
    { style: "1b", answer: "04:00 - waking up\n05:00 - baking bread\n06:00 - baking bread\n07:00 - baking bread\n08:00 - baking", expected: "fallback" },
    { style: "1b", answer: "Ada wakes up at 4am and bakes bread. Then she opens the bakery and serves customers all day until 3pm.", expected: "fallback" },
    { style: "1b", answer: "06:00 - baking bread\n07:00 - opening the bakery\n08:00 - serving customers", expected: "fallback" },
    {
      style: "reasoning",
      answer: `<think>\nShe wakes at 4, bakes 5-7, shop 7-3 with lunch at noon, walk after closing, bed at 9.\n</think>\n\n${lines((h, a) => `${pad(h)}:00 - ${a}`)}`,
      expected: day,
    },
    { style: "reasoning", answer: "<think>\nLet me lay out the hours. 04:00 - waking up, 05:00 - baking, 06:00 -", expected: "fallback" },
    { style: "refusal", answer: "I'm sorry, but I can't help with creating detailed schedules for individuals.", expected: "fallback" },
  ],
  structured: [
    { note: "valid", answer: { schedule: day }, expected: day },
    { note: "valid with a skipped hour", answer: { schedule: day.filter((e) => e.hour !== 6) }, expected: day },
    { note: "starts after waking", answer: { schedule: day.filter((e) => e.hour > 5) }, expected: "fallback" },
    { note: "the same hour twice", answer: { schedule: [...day, { hour: 9, activity: "napping" }] }, expected: "fallback" },
    { note: "JSON in an activity", answer: { schedule: day.map((e) => (e.hour === 10 ? { ...e, activity: '{"task": "serving"}' } : e)) }, expected: "fallback" },
  ],
});
