import { dailyPlanPrompt, wakeUpItem } from "../../../prompts/persona/dailyPlan.js";
import { ada } from "./fixtures.js";
import { corpusOf } from "./types.js";

const wake = wakeUpItem(4);
const usual = [wake, "bake bread at 5:00 am", "open Okafor Bakery at 7:00 am", "have lunch at 12:00 pm", "close the shop at 3:00 pm", "go to bed at 9:00 pm"];

export default corpusOf<string[]>({
  prompt: dailyPlanPrompt,
  inputs: { identity: ada, wakeUpHour: 4 },
  text: [
    {
      style: "gpt-4o-mini",
      answer: "2) bake bread at 5:00 am\n3) open Okafor Bakery at 7:00 am\n4) have lunch at 12:00 pm\n5) close the shop at 3:00 pm\n6) go to bed at 9:00 pm",
      expected: usual,
    },
    {
      style: "gpt-4o-mini",
      answer:
        "Here's Ada's plan for today:\n\n1) wake up and complete the morning routine at 4:00 am\n2) bake bread at 5:00 am\n3) open Okafor Bakery at 7:00 am\n4) have lunch at 12:00 pm\n5) close the shop at 3:00 pm\n6) go to bed at 9:00 pm\n\nLet me know if you'd like any changes!",
      expected: usual,
    },
    {
      style: "gpt-3.5",
      answer: "1) wake up and complete the morning routine at 4:00 am, 2) bake bread at 5:00 am, 3) open Okafor Bakery at 7:00 am, 4) have lunch at 12:00 pm, 5) close the shop at 3:00 pm, 6) go to bed at 9:00 pm.",
      expected: usual,
    },
    {
      style: "llama-3-8b",
      answer:
        "Here is Ada's plan for Monday May 6:\n\n**1.** Wake up and complete the morning routine at 4:00 am\n**2.** Bake the first batch of bread at 5:00 am\n**3.** Open Okafor Bakery at 7:00 am\n**4.** Serve customers from 7:00 am to 3:00 pm\n**5.** Take a walk in Willow Park at 3:30 pm\n**6.** Go to bed at 9:00 pm",
      expected: [wake, "Bake the first batch of bread at 5:00 am", "Open Okafor Bakery at 7:00 am", "Serve customers from 7:00 am to 3:00 pm", "Take a walk in Willow Park at 3:30 pm", "Go to bed at 9:00 pm"],
    },
    {
      style: "llama-3-8b",
      answer: "- **5:00 AM** – Bake bread in the bakery kitchen\n- **7:00 AM** – Open Okafor Bakery\n- **12:00 PM** – Have lunch\n- **3:00 PM** – Close the shop\n- **9:00 PM** – Go to bed",
      expected: [wake, "bake bread in the bakery kitchen at 5:00 am", "open Okafor Bakery at 7:00 am", "have lunch at 12:00 pm", "close the shop at 3:00 pm", "go to bed at 9:00 pm"],
    },
    {
      style: "qwen2.5-7b",
      answer:
        '```json\n["wake up and complete the morning routine at 4:00 am", "bake bread at 5:00 am", "open Okafor Bakery at 7:00 am", "have lunch at 12:00 pm", "close the shop at 3:00 pm", "go to bed at 9:00 pm"]\n```',
      expected: usual,
    },
    {
      style: "qwen2.5-7b",
      answer: "2. 5-7am: bake bread and pastries\n3. 7am-3pm: serve customers at the counter\n4. 3:30 pm: walk in Willow Park\n5. 9 pm: go to bed",
      expected: [wake, "bake bread and pastries from 5:00 am to 7:00 am", "serve customers at the counter from 7:00 am to 3:00 pm", "walk in Willow Park at 3:30 pm", "go to bed at 9:00 pm"],
    },
    { style: "1b", answer: "Ada will bake bread and then she will open the bakery and then she will serve customers and go home.", expected: "fallback" },
    // Issue 24: a last item stopping on a bare word after items that end on a time was cut off (was expected kept).
    { style: "1b", answer: "2) bake bread at 5:00 am\n3) open the bakery at 7:00 am\n4) open the bakery at 7:00 am\n5) open the", expected: "fallback" },
    {
      style: "reasoning",
      answer:
        "<think>\nAda wakes at 4, bakes from 5, opens at 7, serves until 3, then a walk in the park. Bed around 9.\n</think>\n\n2) bake bread at 5:00 am\n3) open Okafor Bakery at 7:00 am\n4) serve customers from 7:00 am to 3:00 pm\n5) walk in Willow Park at 3:30 pm\n6) go to bed at 9:00 pm",
      expected: [wake, "bake bread at 5:00 am", "open Okafor Bakery at 7:00 am", "serve customers from 7:00 am to 3:00 pm", "walk in Willow Park at 3:30 pm", "go to bed at 9:00 pm"],
    },
    { style: "reasoning", answer: "<think>\nFirst, her routine: wake at 4am. Then 1) baking at 5, 2) opening at 7, 3)", expected: "fallback" },
    {
      style: "gpt-3.5",
      answer: "Option 1 (a regular day):\n1) bake bread at 5:00 am\n2) open Okafor Bakery at 7:00 am\n3) go to bed at 9:00 pm\n\nOption 2 (a quieter day):\n1) bake bread at 6:00 am\n2) open Okafor Bakery at 8:00 am\n3) go to bed at 9:00 pm",
      expected: "fallback",
    },
    { style: "refusal", answer: "I'm sorry, but I can't create a schedule for a real person without their consent.", expected: "fallback" },
  ],
  structured: [
    { note: "valid, without item 1", answer: { plan: usual.slice(1) }, expected: usual },
    { note: "valid, times first", answer: { plan: ["5:00 AM - bake bread", "7:00 AM - open Okafor Bakery", "3:00 PM - close the shop"] }, expected: [wake, "bake bread at 5:00 am", "open Okafor Bakery at 7:00 am", "close the shop at 3:00 pm"] },
    { note: "too short", answer: { plan: ["bake bread at 5:00 am"] }, expected: "fallback" },
    { note: "empty", answer: { plan: [] }, expected: "fallback" },
    { note: "JSON inside an item", answer: { plan: ['{"time": "5:00", "task": "bake"}', "open at 7", "close at 3"] }, expected: "fallback" },
  ],
});
