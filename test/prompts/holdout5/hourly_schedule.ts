import { hourlySchedulePrompt, type HourlyActivity } from "../../../prompts/persona/hourlySchedule.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { priya } from "./fixtures.js";

const inputs = {
  identity: { ...priya, currTime: "2024-11-05T00:00:00" },
  wakeUpHour: 6,
  dailyPlan: [
    "wake up and walk Biscuit along the river at 6:00 am",
    "run the post office from 8:30 am to 5:00 pm",
    "have lunch at 1:00 pm",
    "chair the Fleece Fair committee at St Brigid's Hall at 7:00 pm",
    "go to bed at 10:30 pm",
  ],
};

const ACTIVITIES = [
  "walking Biscuit along the river",
  "having breakfast and reading the fair's letters",
  "opening the post office",
  "sorting the morning post",
  "serving customers at the counter",
  "serving customers at the counter",
  "weighing parcels for the Dunmore van",
  "having lunch",
  "serving customers at the counter",
  "phoning the stallholders about the ford road",
  "serving customers at the counter",
  "closing the post office",
  "having dinner",
  "chairing the Fleece Fair committee",
  "chairing the Fleece Fair committee",
  "writing up the committee notes",
  "getting ready for bed",
  "sleeping",
];
const DAY: HourlyActivity[] = ACTIVITIES.map((activity, i) => ({ hour: 6 + i, activity }));
const pad = (h: number) => String(h).padStart(2, "0");
const lines = (d: HourlyActivity[], f = (a: HourlyActivity) => `${pad(a.hour)}:00 - ${a.activity}`) => d.map(f).join("\n");
const ampm = (h: number) => `${h % 12 === 0 ? 12 : h % 12}:00 ${h < 12 ? "am" : "pm"}`;
const DAY2 = DAY.map((a) => (a.hour === 17 ? { ...a, activity: "walking the ford road to see if the stall carts can pass" } : a));

export default corpusOf<HourlyActivity[]>({
  prompt: hourlySchedulePrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", lines(DAY), DAY),
    text("good", "gpt-3.5", `Here is Priya's schedule for today:\n\n${lines(DAY)}`, DAY),
    text("good", "llama-3-8b", lines(DAY, (a) => `**${pad(a.hour)}:00** - ${a.activity}`), DAY),
    text("good", "qwen2.5-7b", lines(DAY2), DAY2),
    text("good", "mistral-7b", ` ${lines(DAY)}\n\nThis schedule follows Priya's plan and leaves time for the committee.`, DAY),
    text("good", "1b", lines(DAY), DAY),
    text("good", "reasoning", `<think>\n18 hours from 06 to 23. Post office 8:30-5, lunch 1, committee 7pm for two hours.\n</think>\n${lines(DAY)}`, DAY),
    text("good", "gpt-4o-mini", "```\n" + lines(DAY2) + "\n```", DAY2),
    text("good", "gpt-3.5", lines(DAY2), DAY2),
    text("good", "llama-3-8b", lines(DAY2), DAY2),
    text("good", "qwen2.5-7b", lines(DAY), DAY),
    text("good", "mistral-7b", ` ${lines(DAY2)}`, DAY2),
    text("format", "llama-3-8b", `| Hour | Activity |\n|------|----------|\n${DAY.map((a) => `| ${pad(a.hour)}:00 | ${a.activity} |`).join("\n")}`, DAY),
    text("format", "gpt-3.5", lines(DAY, (a) => `${ampm(a.hour)} - ${a.activity}`), DAY),
    text("format", "qwen2.5-7b", lines(DAY, (a) => `${pad(a.hour)}:00 – ${a.activity}`), DAY),
    text("format", "mistral-7b", lines(DAY, (a) => `${a.hour}h: ${a.activity}`), DAY),
    text("format", "gpt-4o-mini", lines(DAY, (a) => `- ${pad(a.hour)}:00 - ${a.activity}`), DAY),
    text("format", "qwen2.5-7b", "```json\n" + JSON.stringify(DAY.map((a) => ({ hour: `${pad(a.hour)}:00`, activity: a.activity })), null, 1) + "\n```", DAY),
    text("sub-bullets", "llama-3-8b", lines(DAY).replace("13:00 - having lunch", "13:00 - having lunch\n  - soup at The Drover's Arms\n  - a quick look at the stall list"), DAY),
    text("label", "gpt-3.5", `${lines(DAY)}\n\nNote: the committee meeting may run late if the ford road is discussed.`, DAY),
    text("number-in-text", "gpt-4o-mini", lines(DAY).replace("phoning the stallholders about the ford road", "phoning the 40 stallholders about the ford road"), DAY.map((a) => (a.hour === 15 ? { ...a, activity: "phoning the 40 stallholders about the ford road" } : a))),
    text("refusal", "refusal", "I'm sorry, but I can't produce an hour-by-hour schedule for a real individual.", "fallback"),
    text("placeholder", "1b", "06:00 - [activity]\n07:00 - [activity]\n08:00 - [activity]", "fallback"),
    capped("gpt-4o-mini", `${lines(DAY.slice(0, 9))}\n15:00 - phoning the stall`, "fallback"),
    capped("mistral-7b", lines(DAY.slice(0, 12)), "fallback"),
    text("cut-off", "reasoning", "<think>\nPriya wakes at six. Walk Biscuit first. Post office opens 8:30, so 8:00 is opening up. The committee meets at seven; how long does it usually", "fallback"),
    text("loop", "1b", `${lines(DAY.slice(0, 3))}\n09:00 - serving customers at the counter\n09:00 - serving customers at the counter\n09:00 - serving customers at the counter\n09:00 - serving customers at the counter`, "fallback"),
  ],
  structured: [
    object("good", "valid", { schedule: DAY }, DAY),
    object("good", "the ford road walk", { schedule: DAY2 }, DAY2),
    object("missing-field", "no hours, one entry an hour in order", { schedule: DAY.map((a) => ({ activity: a.activity })) }, DAY),
    object("string-value", "hours as HH:00 strings", { schedule: DAY.map((a) => ({ hour: `${pad(a.hour)}:00`, activity: a.activity })) }, DAY),
    object("renamed-field", "time and task", { schedule: DAY.map((a) => ({ time: a.hour, task: a.activity })) }, DAY),
    object("extra-field", "a place on every hour", { schedule: DAY.map((a) => ({ ...a, place: a.hour >= 8 && a.hour < 17 ? "Vellmoor Post Office" : "home" })) }, DAY),
    object("nested-json", "an object keyed by hour", { schedule: Object.fromEntries(DAY.map((a) => [`${pad(a.hour)}:00`, a.activity])) }, DAY),
    object("refusal", "empty", { schedule: [] }, "fallback"),
    rawAnswer("malformed", "the text lines", lines(DAY), DAY),
    rawAnswer("malformed", "trailing comma", `{"schedule": [${DAY.map((a) => JSON.stringify(a)).join(",")},]}`, DAY),
    rawAnswer("cut-off", "cut in the tenth hour", `{"schedule": [${DAY.slice(0, 9).map((a) => JSON.stringify(a)).join(",")},{"hour": 15, "activ`, "fallback", { finishReason: "length" }),
  ],
});
