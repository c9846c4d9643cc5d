import { replanSchedulePrompt } from "../../../prompts/persona/replanSchedule.js";
import type { ScheduleEntry } from "../../../state/persona.js";
import { corpusOf } from "./types.js";

const fixed: ScheduleEntry[] = [
  ["serving customers (ringing up a sale)", 20],
  ["serving customers (conversing about the poetry night with Tomas Reyes)", 15],
];
const settled = fixed.map(([a, m]): ScheduleEntry => [a, m]);
const rest: ScheduleEntry[] = [
  ["serving customers (restocking the bread display)", 25],
  ["serving customers (wiping the counter)", 60],
];

export default corpusOf<ScheduleEntry[]>({
  prompt: replanSchedulePrompt,
  inputs: {
    name: "Ada Okafor",
    windowStart: "12:00",
    windowEnd: "14:00",
    originalEntries: [
      ["serving customers (ringing up a sale)", 60],
      ["serving customers (wiping the counter)", 60],
    ],
    fixedEntries: fixed,
    fallback: [
      ["serving customers (ringing up a sale)", 20],
      ["serving customers (conversing about the poetry night with Tomas Reyes)", 15],
      ["serving customers (wiping the counter)", 85],
    ],
  },
  text: [
    {
      style: "gpt-4o-mini",
      answer: "12:35 ~ 13:00 -- serving customers (restocking the bread display)\n13:00 ~ 14:00 -- serving customers (wiping the counter)",
      expected: [...settled, ...rest],
    },
    {
      style: "gpt-4o-mini",
      answer:
        "12:00 ~ 12:20 -- serving customers (ringing up a sale)\n12:20 ~ 12:35 -- serving customers (conversing about the poetry night with Tomas Reyes)\n12:35 ~ 13:00 -- serving customers (restocking the bread display)\n13:00 ~ 14:00 -- serving customers (wiping the counter)",
      expected: [...settled, ...rest],
    },
    {
      style: "gpt-3.5",
      answer: "Here is the rest of Ada's schedule:\n\n12:35 ~ 13:00 -- Ada is serving customers (restocking the bread display)\n13:00 ~ 14:00 -- Ada is serving customers (wiping the counter)",
      expected: [...settled, ...rest],
    },
    {
      style: "llama-3-8b",
      answer:
        "**Revised schedule:**\n\n- **12:35 PM - 1:00 PM** -- serving customers (restocking the bread display)\n- **1:00 PM - 2:00 PM** -- serving customers (wiping the counter)\n\nThis keeps Ada at the counter until 2 pm as planned.",
      expected: [...settled, ...rest],
    },
    {
      style: "qwen2.5-7b",
      answer:
        '```json\n[{"start": "12:35", "end": "13:00", "activity": "serving customers (restocking the bread display)"}, {"start": "13:00", "end": "14:00", "activity": "serving customers (wiping the counter)"}]\n```',
      expected: [...settled, ...rest],
    },
    {
      style: "qwen2.5-7b",
      answer: "1) 12:35 ~ 13:00 -- serving customers (restocking the bread display) (25 minutes)\n2) 13:00 ~ 14:00 -- serving customers (wiping the counter) (60 minutes)",
      expected: [...settled, ...rest],
    },
    { style: "1b", answer: "12:35 ~ 13:00 -- serving customers\n13:00 ~ 13:30 -- serving customers", expected: "fallback" },
    { style: "1b", answer: "Ada goes back to serving customers after talking to Tomas about the poetry night.", expected: "fallback" },
    {
      style: "reasoning",
      answer:
        "<think>\nResume at 12:35, end at 14:00: 85 minutes. Restock for 25, then wipe the counter for the last hour.\n</think>\n12:35 ~ 13:00 -- serving customers (restocking the bread display)\n13:00 ~ 14:00 -- serving customers (wiping the counter)",
      expected: [...settled, ...rest],
    },
    { style: "reasoning", answer: "<think>\nThe chat ends at 12:35. The remaining 85 minutes should go to", expected: "fallback" },
    { style: "refusal", answer: "I'm sorry, but I cannot modify this schedule.", expected: "fallback" },
  ],
  structured: [
    {
      note: "valid",
      answer: { entries: [{ start: "12:35", end: "13:00", activity: rest[0]![0] }, { start: "13:00", end: "14:00", activity: rest[1]![0] }] },
      expected: [...settled, ...rest],
    },
    { note: "short of the window's end", answer: { entries: [{ start: "12:35", end: "13:30", activity: "serving customers" }] }, expected: "fallback" },
    { note: "not a time", answer: { entries: [{ start: "after the chat", end: "14:00", activity: "serving customers" }] }, expected: "fallback" },
  ],
});
