import { actionArenaPrompt } from "../../../prompts/persona/actionArena.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { anouk } from "./fixtures.js";

const inputs = {
  identity: { ...anouk, currTime: "2024-09-16T15:00:00" },
  activity: "selling cheese (cutting a wedge for a customer)",
  sector: "Brandt Dairy",
  arenas: ["cheese room", "cellar", "dairy shop"],
};

const stirring = { ...inputs, activity: "making cheese (stirring the curd)" };
const turning = { ...inputs, activity: "turning the cheese wheels (brushing the rinds)" };

export default corpusOf<string>({
  prompt: actionArenaPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", "Answer: cheese room", "cheese room", { inputs: stirring }),
    text("good", "qwen2.5-7b", "Answer: dairy shop", "dairy shop"),
    text("good", "llama-3-8b", "Answer: cellar", "cellar", { inputs: turning }),
    text("good", "gpt-4o-mini", "Answer: dairy shop", "dairy shop"),
    text("good", "gpt-3.5", "Answer: dairy shop\n\nCustomers are served in the shop, at the counter.", "dairy shop"),
    text("good", "llama-3-8b", "Answer: **Dairy Shop**", "dairy shop"),
    text("good", "qwen2.5-7b", "Answer: the dairy shop.", "dairy shop"),
    text("good", "1b", "dairy shop", "dairy shop"),
    text("good", "reasoning", "<think>\nLet me think. Cutting a wedge for a customer happens where customers are: the dairy shop, not the cellar.\n</think>\n\nAnswer: dairy shop", "dairy shop"),
    text("label", "gpt-4o-mini", "Answer: dairy shop (where the customers are)", "dairy shop"),
    text("general-value", "llama-3-8b", "Cheese is usually cut in the cheese room, but for a customer Anouk does it in front of them. Answer: dairy shop", "dairy shop"),
    text("format", "qwen2.5-7b", '{"area": "dairy shop"}', "dairy shop"),
    text("brace", "1b", "Answer: dairy shop}", "dairy shop"),
    text("refusal", "refusal", "I'm sorry, but I can't help with that request.", "fallback"),
    text("good", "1b", "Answer: kitchen", "fallback"),
    capped("gpt-3.5", "Answer: dairy", "fallback"),
  ],
  structured: [
    object("good", "the cellar for turning", { arena: "cellar" }, "cellar", { inputs: turning }),
    object("good", "valid", { arena: "dairy shop" }, "dairy shop"),
    object("good", "capitalised", { arena: "Dairy Shop" }, "dairy shop"),
    object("renamed-field", "area for arena", { area: "dairy shop" }, "dairy shop"),
    object("good", "an area of another place", { arena: "parlour" }, "fallback"),
    object("refusal", "a refusal in the field", { arena: "I don't know." }, "fallback"),
  ],
});
