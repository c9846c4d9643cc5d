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

export default corpusOf<ScheduleEntry[]>({
  prompt: replanSchedulePrompt,
  inputs,
  text: [
  ],
  structured: [
  ],
});
