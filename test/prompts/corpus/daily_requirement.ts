import { dailyRequirementPrompt } from "../../../prompts/persona/dailyRequirement.js";
import { ada } from "./fixtures.js";
import { corpusOf } from "./types.js";

const items = [
  "wake up and complete the morning routine at 4:00 am",
  "bake the honey-rye loaves at 5:00 am",
  "open Okafor Bakery at 7:00 am",
  "serve customers from 7:00 am to 3:00 pm",
  "go to bed at 9:00 pm",
];

export default corpusOf<string[]>({
  prompt: dailyRequirementPrompt,
  inputs: { identity: { ...ada, currTime: "2024-05-07T00:00:00" }, wakeUpHour: 4 },
  text: [
    { style: "gpt-4o-mini", answer: items.map((item, i) => `${i + 1}) ${item}`).join("\n"), expected: items },
    { style: "gpt-4o-mini", answer: `Here's Ada's plan for Tuesday:\n\n${items.map((item, i) => `${i + 1}. ${item}`).join("\n")}`, expected: items },
    { style: "gpt-3.5", answer: `${items.map((item, i) => `${i + 1}. ${item}`).join(", ")}.`, expected: items },
    {
      style: "llama-3-8b",
      answer:
        "**Ada's Plan for Tuesday, May 7**\n\n1. **4:00 AM** - Wake up and complete the morning routine\n2. **5:00 AM** - Bake the honey-rye loaves\n3. **7:00 AM** - Open Okafor Bakery\n4. **7:00 AM - 3:00 PM** - Serve customers\n5. **9:00 PM** - Go to bed",
      expected: ["wake up and complete the morning routine at 4:00 am", "bake the honey-rye loaves at 5:00 am", "open Okafor Bakery at 7:00 am", "serve customers from 7:00 am to 3:00 pm", "go to bed at 9:00 pm"],
    },
    {
      style: "qwen2.5-7b",
      answer: '{"items": ["wake up and complete the morning routine at 4:00 am", "bake the honey-rye loaves at 5:00 am", "open Okafor Bakery at 7:00 am", "serve customers from 7:00 am to 3:00 pm", "go to bed at 9:00 pm"]}',
      expected: items,
    },
    {
      style: "qwen2.5-7b",
      answer: "1) wake up and complete the morning routine at 4:00 am\n2) bake at 5:00 am\n3) open the bakery at 7:00 am\n4) serve customers until 3:00 pm\n5) walk in Willow Park at 3:30 pm\n6) read at 7:00 pm\n7) go to bed at 9:00 pm",
      expected: "fallback",
    },
    { style: "1b", answer: "1) wake up and complete the morning routine at 4:00 am\n2) bake bread\n3) bake bread\n4) bake bread", expected: ["wake up and complete the morning routine at 4:00 am", "bake bread", "bake bread", "bake bread"] },
    { style: "1b", answer: "Ada is a baker. She bakes bread every day at the bakery and she loves it.", expected: "fallback" },
    { style: "reasoning", answer: `<think>\nShe keeps her usual day; the poetry night is on Friday, not today.\n</think>\n${items.map((item, i) => `${i + 1}) ${item}`).join("\n")}`, expected: items },
    { style: "reasoning", answer: "<think>\nFive items: wake, bake, open, serve, sleep. Let me format them as", expected: "fallback" },
    { style: "refusal", answer: "I apologize, but I cannot help with planning someone's day.", expected: "fallback" },
  ],
  structured: [
    { note: "valid", answer: { items }, expected: items },
    { note: "too many items", answer: { items: [...items, "read at 7:00 pm", "call a friend at 8:00 pm"] }, expected: "fallback" },
    { note: "too few items", answer: { items: items.slice(0, 2) }, expected: "fallback" },
    { note: "blank items", answer: { items: ["", " ", "", ""] }, expected: "fallback" },
  ],
});
