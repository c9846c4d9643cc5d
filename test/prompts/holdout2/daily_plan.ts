import { dailyPlanPrompt } from "../../../prompts/persona/dailyPlan.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { tomasz } from "./fixtures.js";

const inputs = { identity: { ...tomasz, currTime: "2024-09-09T00:00:00" }, wakeUpHour: 5 };

const PLAN = [
  "wake up and complete the morning routine at 5:00 am",
  "have breakfast at 5:30 am",
  "run the ferry from 6:00 am to 12:00 pm",
  "have lunch at 12:00 pm",
  "run the ferry from 1:00 pm to 6:00 pm",
  "repaint the ferry's rail from 6:00 pm to 7:30 pm",
  "have dinner at 8:00 pm",
  "go to bed at 10:00 pm",
];
const numbered = (items: string[], from = 1) => items.map((p, i) => `${i + from}) ${p}`).join("\n");

export default corpusOf<string[]>({
  prompt: dailyPlanPrompt,
  inputs,
  text: [

    text("good", "gpt-4o-mini", numbered(PLAN.slice(1), 2), PLAN),
    text("good", "gpt-3.5", `Sure! Here's Tomasz's plan for today:\n\n${numbered(PLAN)}\n\nTomasz keeps a steady routine, with the ferry at the heart of his day.`, PLAN),
    text("good", "llama-3-8b", `Here is Tomasz's plan for Monday:\n\n${PLAN.map((p, i) => `${i + 1}. **${p}**`).join("\n")}`, PLAN),
    text("good", "qwen2.5-7b", PLAN.slice(1).map((p) => `- ${p}`).join("\n"), PLAN),
    text("good", "reasoning", `<think>\nHe wakes at 5, the ferry runs 6 to 6 with lunch at noon. The ferry needs repainting before Saturday, so an evening slot for that.\n</think>\n${numbered(PLAN.slice(1), 2)}`, PLAN),
    text("sub-bullets", "llama-3-8b", "2) have breakfast at 5:30 am\n3) run the ferry from 6:00 am to 12:00 pm\n   - check the engine before the first crossing\n   - chat with the regulars\n4) have lunch at 12:00 pm\n5) run the ferry from 1:00 pm to 6:00 pm\n6) repaint the ferry's rail from 6:00 pm to 7:30 pm\n   - only if it doesn't rain\n7) have dinner at 8:00 pm\n8) go to bed at 10:00 pm", PLAN),
    text("label", "gpt-3.5", "2) have breakfast at 5:30 am\n3) run the ferry from 6:00 am to 12:00 pm\n4) have lunch at 12:00 pm (This reflects his usual break at noon.)\n5) run the ferry from 1:00 pm to 6:00 pm\n6) repaint the ferry's rail from 6:00 pm to 7:30 pm\n7) have dinner at 8:00 pm\n8) go to bed at 10:00 pm", PLAN),
    text("format", "qwen2.5-7b", `| # | Plan |\n|---|---|\n${PLAN.map((p, i) => `| ${i + 1} | ${p} |`).join("\n")}`, PLAN),
    text("refusal", "refusal", "I'm sorry, but I can't create a personal schedule for a real person.", "fallback"),
    capped("gpt-4o-mini", "2) have breakfast at 5:30 am\n3) run the ferry from 6:00 am to 12:00 pm\n4) have lunch at 12:00 pm\n5) run the ferry from 1:00 pm to 6:00 pm\n6) repaint the ferry's rail from 6:00", "fallback"),
    text("cut-off", "reasoning", "<think>\nTomasz wakes at 5. Ferry from 6am to 6pm. Lunch at noon. The repainting has to happen before Saturday, maybe after the last", "fallback"),
    text("number-words", "gpt-3.5", "2) have breakfast at half past five\n3) run the ferry from six in the morning until noon\n4) have lunch at noon\n5) run the ferry from one until six in the evening\n6) go to bed at ten", ["wake up and complete the morning routine at 5:00 am", "have breakfast at half past five", "run the ferry from six in the morning until noon", "have lunch at noon", "run the ferry from one until six in the evening", "go to bed at ten"]),
    text("template-cut", "refusal", "It seems like your message was cut off after \"1) wake up and complete the morning routine at 5:00 am\". Could you let me know what you'd like me to do?", "fallback"),
  ],
  structured: [

    object("good", "valid", { plan: PLAN }, PLAN),
    object("renamed-field", "items for plan", { items: PLAN }, PLAN),
    object("label", "numbers kept in the items", { plan: PLAN.map((p, i) => `${i + 1}) ${p}`) }, PLAN),
    object("extra-field", "a summary beside", { plan: PLAN, summary: "A ferry day with some painting in the evening." }, PLAN),
    object("refusal", "a refusal as the only item", { plan: ["I'm sorry, but I can't plan a day for Tomasz."] }, "fallback"),
    rawAnswer("cut-off", "cut off inside the list", `{"plan": ["${PLAN[0]}", "${PLAN[1]}", "run the ferry from 6:00`, "fallback", { finishReason: "length" }),
  ],
});
