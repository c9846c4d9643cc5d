import { dailyRequirementPrompt } from "../../../prompts/persona/dailyRequirement.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { tomasz } from "./fixtures.js";

const inputs = { identity: { ...tomasz, currTime: "2024-09-09T00:00:00" }, wakeUpHour: 5 };

const REQ = [
  "wake up and complete the morning routine at 5:00 am",
  "run the ferry from 6:00 am to 12:00 pm",
  "have lunch at 12:00 pm",
  "run the ferry from 1:00 pm to 6:00 pm",
  "repaint the ferry from 6:30 pm to 8:00 pm",
];
const numbered = (items: string[], from = 1) => items.map((p, i) => `${i + from}) ${p}`).join("\n");

export default corpusOf<string[]>({
  prompt: dailyRequirementPrompt,
  inputs,
  text: [

    text("good", "gpt-4o-mini", numbered(REQ), REQ),
    text("good", "gpt-3.5", `Here is Tomasz's plan for today:\n\n${numbered(REQ)}\n\nThis leaves the evening for the ferry's paintwork.`, REQ),
    text("good", "llama-3-8b", `**Tomasz's plan for Monday:**\n\n${REQ.map((r, i) => `${i + 1}. ${r}`).join("\n")}`, REQ),
    text("good", "qwen2.5-7b", numbered(REQ.slice(1), 2), REQ),
    text("good", "reasoning", `<think>\nFour to six items. Wake at 5, ferry 6 to 6, lunch at noon, paint in the evening, bed at 10.\n</think>\n\n${numbered(REQ)}`, REQ),
    text("sub-bullets", "llama-3-8b", `1) ${REQ[0]}\n2) ${REQ[1]}\n   * first crossing at 6:00 am\n   * last crossing at 12:00 pm\n3) ${REQ[2]}\n4) ${REQ[3]}\n5) ${REQ[4]}\n   * the rail needs two coats`, REQ),
    text("label", "gpt-4o-mini", `1) ${REQ[0]}\n2) ${REQ[1]}\n3) ${REQ[2]}\n4) ${REQ[3]}\n5) ${REQ[4]}\n\nNote: Tomasz may stay out later if the paint needs a second coat.`, REQ),
    text("refusal", "refusal", "I'm not sure what you mean by \"broad strokes\". Could you give me more details about Tomasz's day?", "fallback"),
    capped("gpt-3.5", `1) ${REQ[0]}\n2) ${REQ[1]}\n3) have lunch at`, "fallback"),
    text("good", "1b", "1) wake up and complete the morning routine at 5:00 am\n2) run the ferry at 6:00 am\n3) have lunch at 12:00 pm\n4) go to bed at 10:00 pm", ["wake up and complete the morning routine at 5:00 am", "run the ferry at 6:00 am", "have lunch at 12:00 pm", "go to bed at 10:00 pm"]),
  ],
  structured: [

    object("good", "valid", { items: REQ }, REQ),
    object("renamed-field", "plan for items", { plan: REQ }, REQ),
    object("extra-field", "a day beside", { day: "Monday September 9", items: REQ }, REQ),
    object("refusal", "a refusal as the only item", { items: ["As an AI, I cannot know Tomasz's plans."] }, "fallback"),
    rawAnswer("cut-off", "cut off inside the list", `{"items": ["${REQ[0]}", "run the ferry`, "fallback", { finishReason: "length" }),
  ],
});
