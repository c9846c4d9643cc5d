import { hourlySchedulePrompt, type HourlyActivity } from "../../../prompts/persona/hourlySchedule.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.hourly_schedule;
const DAY: string[] = [
  "rowing a single scull round the point",
  "opening the harbour office",
  "checking the overnight radio log",
  "answering calls about regatta moorings",
  "writing up the tide tables for the week",
  "posting causeway warnings for Wednesday",
  "checking the moorings on the north quay",
  "having lunch at the Driftwood Café",
  "inspecting the boat crane",
  "sorting regatta entries",
  "meeting the fuel delivery",
  "closing the harbour office",
  "having an early supper",
  "coaching the rowing club",
  "putting the gigs away in the boathouse",
  "updating the tide board",
  "reading at home",
  "going to bed",
  "sleeping",
];
const SCHED: HourlyActivity[] = DAY.map((activity, i) => ({ hour: i + 5, activity }));
const hh = (h: number) => String(h).padStart(2, "0");
const lines = (s: HourlyActivity[], f = (e: HourlyActivity) => `${hh(e.hour)}:00 - ${e.activity}`) => s.map(f).join("\n");
const twelve = (h: number) => `${h % 12 === 0 ? 12 : h % 12}:00 ${h < 12 ? "am" : "pm"}`;

export default corpusOf<HourlyActivity[]>({
  prompt: hourlySchedulePrompt,
  inputs,
  text: [
    text("good", "llama-3.3-70b", lines(SCHED), SCHED),
    text("good", "gemma-3", `${lines(SCHED)}\n`, SCHED),
    text("good", "phi-4", `${lines(SCHED)}\n\nThe afternoon is quiet, so Beatriz catches up on regatta paperwork.`, SCHED),
    text("good", "deepseek-v3", lines(SCHED), SCHED),
    text("good", "mixtral", lines(SCHED), SCHED),
    text("good", "olmo-2", lines(SCHED), SCHED),
    text("good", "yi-34b", `Here is Beatriz's schedule for Monday:\n\n${lines(SCHED)}`, SCHED),
    text("good", "hermes", lines(SCHED), SCHED),
    text("good", "aya", lines(SCHED), SCHED),
    text("format", "qwq", `Okay, so I need to fill 19 hours from 5 to 23 for Beatriz. She rows at 5, opens the office at 6, moorings at 11, lunch at 12, coaching at 6pm, tide board at 8pm, bed at 10pm. The gaps get harbour work. Let me write it out.\n\n${lines(SCHED)}`, SCHED),
    text("format", "llama-3.3-70b", lines(SCHED, (e) => `${hh(e.hour)}:00:00 - ${e.activity}`), SCHED),
    text("format", "gemma-3", lines(SCHED, (e) => `${twelve(e.hour)} - ${e.activity}`), SCHED),
    text("format", "deepseek-v3", `| Hour | Activity |\n|---|---|\n${lines(SCHED, (e) => `| ${hh(e.hour)}:00 | ${e.activity} |`)}`, SCHED),
    text("format", "mixtral", `${lines(SCHED)}</s>`, SCHED),
    text("format", "olmo-2", `${lines(SCHED)}<|im_end|>`, SCHED),
    text("format", "hermes", lines(SCHED).replace(/\n/g, "\\n"), SCHED),
    text("format", "phi-4", lines(SCHED).replace("Café", "Caf&eacute;"), SCHED),
    text("format", "aya", lines(SCHED, (e) => `- **${hh(e.hour)}:00** – ${e.activity}`), SCHED),
    text("format", "yi-34b", SCHED.map((e) => JSON.stringify(e)).join("\n"), SCHED),
    text("format", "deepseek-v3", `hour,activity\n${lines(SCHED, (e) => `${e.hour},${e.activity}`)}`, SCHED),
    text("format", "gemma-3", `${lines(SCHED)}\n\nUser: Now do Desmond's schedule.\nAssistant: 06:00 - waking up`, SCHED),
    text("format", "llama-3.3-70b", lines(SCHED).replace("12:00 - having lunch", "12:00 - having lunch").replace("17:00 - having an early supper", "17:00 - having an early supper\n17:00 - walking to the boathouse"), "fallback"),
    text("placeholder", "olmo-2", "05:00 - [activity]\n06:00 - [activity]\n07:00 - [activity]", "fallback"),
    text("refusal", "aya", "I'm sorry, I can't plan a real person's day hour by hour.", "fallback"),
    capped("llama-3.3-70b", lines(SCHED.slice(0, 12)) + "\n17:00 - having an ear", "fallback"),
    capped("qwq", "Okay, so Beatriz's day from 5 to 23. 5: rowing. 6: office opens. 7 and 8: paperwork? The regatta is Saturday so maybe moorings calls. 11: moorings. 12: lunch at the café. Then afternoon, hmm, there's", "fallback"),
    text("loop", "olmo-2", `${lines(SCHED.slice(0, 6))}\n11:00 - checking the moorings on the north quay\n11:00 - checking the moorings on the north quay\n11:00 - checking the moorings on the north quay\n11:00 - checking the moorings on the north quay`, "fallback"),
    text("good", "phi-4", lines(SCHED), SCHED),
    text("good", "gemma-3", lines(SCHED), SCHED),
    text("good", "llama-3.3-70b", `${lines(SCHED)}\n\nA full day with the regatta coming up.`, SCHED),
  ],
  structured: [
    object("good", "valid", { schedule: SCHED }, SCHED),
    object("format", "shuffled hours", { schedule: [...SCHED].reverse() }, SCHED),
    object("string-value", "hours as strings", { schedule: SCHED.map((e) => ({ hour: `${hh(e.hour)}:00`, activity: e.activity })) }, SCHED),
    object("renamed-field", "time and task", { schedule: SCHED.map((e) => ({ time: e.hour, task: e.activity })) }, SCHED),
    object("extra-field", "place beside", { schedule: SCHED.map((e) => ({ ...e, place: "Saltmarrow" })) }, SCHED),
    object("missing-field", "no schedule", { hours: 19 }, "fallback"),
    rawAnswer("format", "streaming duplicate", JSON.stringify({ schedule: SCHED }) + JSON.stringify({ schedule: SCHED }), SCHED),
    rawAnswer("format", "text lines", lines(SCHED), SCHED),
    rawAnswer("cut-off", "cut", JSON.stringify({ schedule: SCHED }).slice(0, 300), "fallback", { finishReason: "length" }),
    object("empty-list", "empty", { schedule: [] }, "fallback"),
  ],
});
