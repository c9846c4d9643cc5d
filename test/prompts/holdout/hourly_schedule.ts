import { hourlySchedulePrompt, type HourlyActivity } from "../../../prompts/persona/hourlySchedule.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "./cases.js";
import { owen } from "./fixtures.js";

const plan = [
  "wake up and complete the morning routine at 7:00 am",
  "work in the workshop from 8:00 am to 12:00 pm",
  "have lunch at 12:00 pm",
  "finish the stage on Brackenford Green from 3:00 pm to 6:00 pm",
  "have a pint at The Lantern Inn at 8:00 pm",
  "go to bed at 11:00 pm",
];
const DAY: Record<number, string> = {
  7: "waking up and having coffee",
  8: "working in the workshop",
  9: "working in the workshop",
  10: "working in the workshop",
  11: "working in the workshop",
  12: "having lunch",
  13: "loading the van",
  14: "delivering chairs to The Lantern Inn",
  15: "building the stage on the Green",
  16: "building the stage on the Green",
  17: "building the stage on the Green",
  18: "cleaning up the workshop",
  19: "having dinner",
  20: "having a pint at The Lantern Inn",
  21: "having a pint at The Lantern Inn",
  22: "reading",
  23: "sleeping",
};
const day: HourlyActivity[] = Object.entries(DAY).map(([hour, activity]) => ({ hour: Number(hour), activity }));
const pad = (h: number) => String(h).padStart(2, "0");
const lines = (format: (hour: number, activity: string) => string) => day.map(({ hour, activity }) => format(hour, activity)).join("\n");
const twelve = (h: number) => `${h % 12 === 0 ? 12 : h % 12}:00 ${h < 12 ? "AM" : "PM"}`;
const inputs = { identity: owen, wakeUpHour: 7, dailyPlan: plan };

export default corpusOf<HourlyActivity[]>({
  prompt: hourlySchedulePrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", lines((h, a) => `${pad(h)}:00 - ${a}`), day),
    text("good", "gpt-4o-mini", `Here is Owen's schedule for today:\n\n${lines((h, a) => `${pad(h)}:00 - ${a}`)}\n\nThis leaves time for the stage and the pub.`, day),
    text("good", "gpt-3.5", lines((h, a) => `${twelve(h)} - ${a.charAt(0).toUpperCase()}${a.slice(1)}`), day),
    text(
      "good",
      "gpt-3.5",
      "07:00 - waking up and having coffee\n08:00 - 12:00 - working in the workshop\n12:00 - having lunch\n13:00 - loading the van\n14:00 - delivering chairs to The Lantern Inn\n15:00 - 18:00 - building the stage on the Green\n18:00 - cleaning up the workshop\n19:00 - having dinner\n20:00 - 22:00 - having a pint at The Lantern Inn\n22:00 - reading\n23:00 - sleeping",
      day,
    ),
    text("good", "llama-3-8b", `**Owen's Schedule for Monday, June 10**\n\n${lines((h, a) => `- **${pad(h)}:00**: Owen is ${a}`)}`, day),
    text("good", "qwen2.5-7b", `\`\`\`json\n${JSON.stringify(Object.fromEntries(day.map(({ hour, activity }) => [`${pad(hour)}:00`, activity])), null, 2)}\n\`\`\``, day),
    text("good", "reasoning", `<think>\nWorkshop in the morning, chairs after lunch, the stage from three, the pub at eight.\n</think>\n\n${lines((h, a) => `${pad(h)}:00 - ${a}`)}`, day),
    text("format", "gpt-4o-mini", `| Time | Activity |\n|------|----------|\n${lines((h, a) => `| ${pad(h)}:00 | ${a} |`)}`, day),
    text("format", "qwen2.5-7b", JSON.stringify({ schedule: day.map(({ hour, activity }) => ({ time: `${pad(hour)}:00`, activity })) }), day),
    text("sub-bullets", "llama-3-8b", lines((h, a) => `- ${pad(h)}:00 - ${a}${h === 8 ? "\n  - sanding the stage planks\n  - 10:30 tea break" : ""}`), day),
    text("label", "gpt-3.5", `${lines((h, a) => `${pad(h)}:00 - ${a}`)}\n\n(This reflects Owen's plan for the day.)`, day),
    text("refusal", "refusal", "I'm sorry, but I can't help with creating detailed schedules for individuals.", "fallback"),
    text("placeholder", "1b", "07:00 - <activity>\n08:00 - <activity>\n09:00 - <activity>", "fallback"),
    capped("gpt-4o-mini", `${day.filter((e) => e.hour < 19).map(({ hour, activity }) => `${pad(hour)}:00 - ${activity}`).join("\n")}\n19:00 - having din`, "fallback"),
    text("cut-off", "reasoning", "<think>\nLet me lay out the hours. 07:00 - waking up, 08:00 - workshop, 09:00 -", "fallback"),
  ],
  structured: [
    object("good", "valid", { schedule: day }, day),
    object("string-value", "hours as strings", { schedule: day.map(({ hour, activity }) => ({ hour: `${pad(hour)}:00`, activity })) }, day),
    object("renamed-field", "hours for schedule", { hours: day }, day),
    object("extra-field", "a place beside each", { schedule: day.map((e) => ({ ...e, place: "Brackenford" })) }, day),
    object("refusal", "a refusal as the activities", { schedule: day.map((e) => ({ ...e, activity: "I'm sorry, I can't plan this." })) }, "fallback"),
    rawAnswer("cut-off", "cut off after eleven hours", `{"schedule": [${day.slice(0, 11).map((e) => JSON.stringify(e)).join(", ")}, {"hour": 18, "activ`, "fallback", { finishReason: "length" }),
  ],
});
