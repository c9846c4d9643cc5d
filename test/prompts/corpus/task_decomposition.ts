import { taskDecompositionPrompt } from "../../../prompts/persona/taskDecomposition.js";
import type { ScheduleEntry } from "../../../state/persona.js";
import { ada } from "./fixtures.js";
import { corpusOf } from "./types.js";

const steps: ScheduleEntry[] = [
  ["lighting the ovens", 10],
  ["mixing the dough", 20],
  ["kneading the dough", 15],
  ["shaping the loaves", 15],
];

export default corpusOf<ScheduleEntry[]>({
  prompt: taskDecompositionPrompt,
  inputs: {
    identity: ada,
    task: "baking bread",
    durationMinutes: 60,
    startTime: "05:00",
    context: [
      { start: "05:00", end: "07:00", activity: "baking bread" },
      { start: "07:00", end: "08:00", activity: "opening the bakery" },
    ],
  },
  text: [
    {
      style: "gpt-4o-mini",
      answer: "1) lighting the ovens (minutes: 10)\n2) mixing the dough (minutes: 20)\n3) kneading the dough (minutes: 15)\n4) shaping the loaves (minutes: 15)",
      expected: steps,
    },
    {
      style: "gpt-4o-mini",
      answer:
        "Here's how Ada breaks down her baking:\n\n1) lighting the ovens (minutes: 10)\n2) mixing the dough (minutes: 20)\n3) kneading the dough (minutes: 15)\n4) shaping the loaves (minutes: 15)\n\nTotal: 60 minutes",
      expected: steps,
    },
    {
      style: "gpt-3.5",
      answer:
        "1) Ada is lighting the ovens (duration in minutes: 10, minutes left: 50)\n2) Ada is mixing the dough (duration in minutes: 20, minutes left: 30)\n3) Ada is kneading the dough (duration in minutes: 15, minutes left: 15)\n4) Ada is shaping the loaves (duration in minutes: 15, minutes left: 0)",
      expected: steps,
    },
    {
      style: "llama-3-8b",
      answer:
        "Here are the steps Ada goes through:\n\n1. **Lighting the ovens** (10 minutes)\n2. **Mixing the dough** (20 minutes)\n3. **Kneading the dough** (15 minutes)\n4. **Shaping the loaves** (15 minutes)\n\nTotal: 60 minutes",
      expected: steps,
    },
    {
      style: "llama-3-8b",
      answer: "- lighting the ovens - 10 min\n- mixing the dough - 20 min\n- kneading the dough - 15 min\n- shaping the loaves - 15 min",
      expected: steps,
    },
    {
      style: "qwen2.5-7b",
      answer:
        '```json\n[\n  {"subtask": "lighting the ovens", "minutes": 10},\n  {"subtask": "mixing the dough", "minutes": 20},\n  {"subtask": "kneading the dough", "minutes": 15},\n  {"subtask": "shaping the loaves", "minutes": 15}\n]\n```',
      expected: steps,
    },
    {
      style: "qwen2.5-7b",
      answer: "05:00 - 05:10: lighting the ovens\n05:10 - 05:30: mixing the dough\n05:30 - 05:45: kneading the dough\n05:45 - 06:00: shaping the loaves",
      expected: steps,
    },
    // Round nineteen: the steps read (30 minutes) do not fill the hour, so it is asked again (held-out corpora 7, 8, 12).
    { style: "1b", answer: "1) lighting the ovens (minutes: 10)\n2) mixing the dough (minutes: 20)\n3) kneading the dough (minutes:", expected: "fallback" },
    { style: "1b", answer: "Ada bakes bread in the kitchen. First she mixes the dough, then she kneads it, then she bakes it in the oven.", expected: "fallback" },
    { style: "gpt-3.5", answer: "1. Light the ovens for 10 minutes\n2. Mix the dough for 20 minutes\n3. Knead the dough for 15 minutes\n4. Shape the loaves for 15 minutes", expected: [
      ["light the ovens", 10], ["mix the dough", 20], ["knead the dough", 15], ["shape the loaves", 15],
    ] },
    {
      style: "reasoning",
      answer:
        "<think>\n60 minutes, 5-minute increments. Ovens first, then dough.\n</think>\n\n1) lighting the ovens (minutes: 10)\n2) mixing the dough (minutes: 20)\n3) kneading the dough (minutes: 15)\n4) shaping the loaves (minutes: 15)",
      expected: steps,
    },
    { style: "reasoning", answer: "<think>\nSteps: ovens (10), mixing (20), kneading (15), shaping (15). That adds to 60. Now the format:", expected: "fallback" },
    // Two plans, or a step of two lengths: either way the day would be made of half an answer.
    {
      style: "gpt-3.5",
      answer: "Option A:\n1) lighting the ovens (minutes: 10)\n2) mixing and kneading the dough (minutes: 50)\n\nOption B:\n1) lighting the ovens (minutes: 10)\n2) mixing the dough (minutes: 20)\n3) kneading the dough (minutes: 30)",
      expected: "fallback",
    },
    { style: "1b", answer: "1) lighting the ovens (minutes: 10)\n2) mixing the dough (minutes: 20 or 30)\n3) kneading the dough (minutes: 15)\n4) shaping the loaves (minutes: 15)", expected: "fallback" },
    { style: "llama-3-8b", answer: "1. lighting the ovens (minutes: 10)\n1. mixing the dough (minutes: 20)\n1. kneading the dough (minutes: 15)\n1. shaping the loaves (minutes: 15)", expected: steps },
    { style: "refusal", answer: "I'm sorry, I can't break this task down without more details about Ada's bakery.", expected: "fallback" },
  ],
  structured: [
    { note: "valid", answer: { subtasks: steps.map(([subtask, minutes]) => ({ subtask, minutes })) }, expected: steps },
    { note: "a step of no length", answer: { subtasks: [{ subtask: "mixing", minutes: 0 }] }, expected: "fallback" },
    { note: "no steps", answer: { subtasks: [] }, expected: "fallback" },
    { note: "JSON in a step", answer: { subtasks: [{ subtask: '{"step": "mix"}', minutes: 10 }] }, expected: "fallback" },
  ],
});
