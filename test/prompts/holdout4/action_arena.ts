import { actionArenaPrompt } from "../../../prompts/persona/actionArena.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { nadia } from "./fixtures.js";

const inputs = {
  identity: { ...nadia, currTime: "2024-10-14T16:30:00" },
  activity: "selling dates (weighing a bag for a customer)",
  sector: "Farouk Palm Grove",
  arenas: ["press shed", "palm rows", "roadside stall"],
};
const picking = { ...inputs, activity: "picking dates (climbing the ladder)" };
const pressing = { ...inputs, activity: "pressing date syrup (straining the syrup)" };

export default corpusOf<string>({
  prompt: actionArenaPrompt,
  inputs,
  text: [
    text("good", "gpt-3.5", "Nadia would weigh the bag at the roadside stall.", "roadside stall"),
    text("good", "gpt-4o-mini", "Answer: roadside stall", "roadside stall"),
    text("good", "gpt-3.5", "Answer: roadside stall\n\nCustomers buy dates at the stall, where the hanging scales are.", "roadside stall"),
    text("good", "llama-3-8b", "Answer: palm rows", "palm rows", { inputs: picking }),
    text("good", "qwen2.5-7b", "Answer: press shed", "press shed", { inputs: pressing }),
    text("good", "1b", "roadside stall", "roadside stall"),
    text("good", "reasoning", "<think>\nWeighing a bag for a customer: that is the stall with the hanging scales.\n</think>\nAnswer: roadside stall", "roadside stall"),
    text("good", "llama-3-8b", "**Answer:** Roadside Stall", "roadside stall"),
    text("good", "qwen2.5-7b", "Answer: the roadside stall.", "roadside stall"),
    text("good", "gpt-4o-mini", "Sure! Answer: roadside stall", "roadside stall"),
    text("good", "gpt-3.5", "Answer: 'roadside stall'", "roadside stall"),
    text("label", "gpt-4o-mini", "Answer: roadside stall (where the scales hang)", "roadside stall"),
    text("general-value", "llama-3-8b", "Dates are usually weighed in the press shed, but for a customer it is done at the stall. Answer: roadside stall", "roadside stall"),
    text("format", "qwen2.5-7b", "```yaml\narea: roadside stall\n```", "roadside stall"),
    text("brace", "1b", "Answer: roadside stall}", "roadside stall"),
    text("refusal", "refusal", "I'm sorry, I don't have enough information to answer.", "fallback"),
    text("good", "1b", "Answer: market", "fallback"),
    capped("gpt-3.5", "Answer: road", "fallback"),
  ],
  structured: [
    object("good", "valid", { arena: "roadside stall" }, "roadside stall"),
    object("good", "palm rows for picking", { arena: "palm rows" }, "palm rows", { inputs: picking }),
    object("good", "title case", { arena: "Press Shed" }, "press shed", { inputs: pressing }),
    object("renamed-field", "area for arena", { area: "roadside stall" }, "roadside stall"),
    object("good", "an area of another place", { arena: "tea room" }, "fallback"),
    object("refusal", "a refusal", { arena: "N/A" }, "fallback"),
    rawAnswer("malformed", "trailing comma", '{"arena": "roadside stall",}', "roadside stall"),
  ],
});
