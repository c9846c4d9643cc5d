import { replanSchedulePrompt } from "../../../prompts/persona/replanSchedule.js";
import type { ScheduleEntry } from "../../../state/persona.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";

const inputs = {
  name: "Tomasz Nowak",
  windowStart: "13:00",
  windowEnd: "15:00",
  originalEntries: [
    ["mending a boat (scraping the hull)", 60],
    ["mending a boat (patching the planks)", 60],
  ],
  fixedEntries: [
    ["mending a boat (scraping the hull)", 20],
    ["mending a boat (conversing about the leaking boat with Priya Raman)", 20],
  ],
  fallback: [
    ["mending a boat (scraping the hull)", 20],
    ["mending a boat (conversing about the leaking boat with Priya Raman)", 20],
    ["mending a boat (patching the planks)", 80],
  ],
};

const FIXED: ScheduleEntry[] = [
  ["mending a boat (scraping the hull)", 20],
  ["mending a boat (conversing about the leaking boat with Priya Raman)", 20],
];
const SCRAPE_THEN_PATCH: ScheduleEntry[] = [...FIXED, ["mending a boat (scraping the hull)", 20], ["mending a boat (patching the planks)", 60]];
const PATCH: ScheduleEntry[] = [...FIXED, ["mending a boat (patching the planks)", 80]];

export default corpusOf<ScheduleEntry[]>({
  prompt: replanSchedulePrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", "13:40 ~ 14:00 -- mending a boat (scraping the hull)\n14:00 ~ 15:00 -- mending a boat (patching the planks)", SCRAPE_THEN_PATCH),
    text("good", "gpt-3.5", "Here is the rest of Tomasz's schedule:\n\n13:40 ~ 15:00 -- mending a boat (patching the planks)\n\nTomasz finished scraping before Priya came by, so he moves straight on to patching.", PATCH),
    text("good", "llama-3-8b", "**13:40 ~ 14:00** -- mending a boat (scraping the hull)\n**14:00 ~ 15:00** -- mending a boat (patching the planks)", SCRAPE_THEN_PATCH),
    text("good", "qwen2.5-7b", "13:00 ~ 13:20 -- mending a boat (scraping the hull)\n13:20 ~ 13:40 -- mending a boat (conversing about the leaking boat with Priya Raman)\n13:40 ~ 14:00 -- mending a boat (scraping the hull)\n14:00 ~ 15:00 -- mending a boat (patching the planks)", SCRAPE_THEN_PATCH),
    text("good", "reasoning", "<think>\n80 minutes left. Scraping was cut short at 20 of 60 minutes; finish scraping 20, then patch 60.\n</think>\n13:40 ~ 14:00 -- mending a boat (scraping the hull)\n14:00 ~ 15:00 -- mending a boat (patching the planks)", SCRAPE_THEN_PATCH),
    text("good", "1b", "13:40 ~ 15:00 -- mending a boat (patching the planks)", PATCH),
    text("format", "gpt-3.5", "1:40 pm ~ 2:00 pm -- mending a boat (scraping the hull)\n2:00 pm ~ 3:00 pm -- mending a boat (patching the planks)", SCRAPE_THEN_PATCH),
    text("label", "gpt-4o-mini", "13:40 ~ 14:00 -- mending a boat (scraping the hull)\n14:00 ~ 15:00 -- mending a boat (patching the planks)\n\nNote: Tomasz might also look at Priya's boat later.", SCRAPE_THEN_PATCH),
    text("refusal", "refusal", "I'm sorry, but I can't rewrite Tomasz's schedule without more details.", "fallback"),
    capped("gpt-4o-mini", "13:40 ~ 14:00 -- mending a boat (scraping the hull)\n14:00 ~ 15:", "fallback"),
    text("good", "1b", "13:40 ~ 14:00 -- mending a boat (scraping the hull)\n14:00 ~ 14:30 -- mending a boat (patching the planks)", "fallback"),
    text("number-words", "gpt-3.5", "13:40 ~ 15:00 -- mending a boat (patching the two planks by the bow)", [...FIXED, ["mending a boat (patching the two planks by the bow)", 80]]),
  ],
  structured: [
    object("good", "valid", { entries: [{ start: "13:40", end: "14:00", activity: "mending a boat (scraping the hull)" }, { start: "14:00", end: "15:00", activity: "mending a boat (patching the planks)" }] }, SCRAPE_THEN_PATCH),
    object("renamed-field", "schedule for entries", { schedule: [{ start: "13:40", end: "15:00", activity: "mending a boat (patching the planks)" }] }, PATCH),
    object("extra-field", "minutes beside", { entries: [{ start: "13:40", end: "15:00", minutes: 80, activity: "mending a boat (patching the planks)" }] }, PATCH),
    object("refusal", "a refusal as the activity", { entries: [{ start: "13:40", end: "15:00", activity: "I'm sorry, I can't do that." }] }, "fallback"),
  ],
});
