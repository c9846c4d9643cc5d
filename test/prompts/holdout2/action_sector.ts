import { actionSectorPrompt } from "../../../prompts/persona/actionSector.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { ines } from "./fixtures.js";

const inputs = {
  identity: { ...ines, currTime: "2024-09-09T15:00:00" },
  activity: "having a coffee (reading the newspaper)",
  livingSector: "Ines Moreau's house",
  livingArenas: ["bedroom", "kitchen"],
  currentSector: "Moreau Bakery",
  currentArenas: ["bakehouse", "shop counter"],
  accessibleSectors: ["Ines Moreau's house", "Moreau Bakery", "Millbrook Quay", "The Heron Café", "Millbrook Primary School"],
};

export default corpusOf<string>({
  prompt: actionSectorPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", "Answer: Moreau Bakery", "Moreau Bakery"),
    text("good", "gpt-3.5", "Answer: The Heron Café\n\nIns likes to take her coffee at the café after closing the bakery.", "The Heron Café"),
    text("good", "llama-3-8b", "**Answer: Moreau Bakery**\n\nInes can read the newspaper over a coffee right where she is.", "Moreau Bakery"),
    text("good", "qwen2.5-7b", "Answer: Ines Moreau's house", "Ines Moreau's house"),
    text("good", "1b", "Moreau bakery", "Moreau Bakery"),
    text("good", "reasoning", "<think>\nShe is at the bakery; a coffee and newspaper can be had there. The café is an option but she should stay.\n</think>\nAnswer: Moreau Bakery", "Moreau Bakery"),
    text("label", "gpt-3.5", "Answer: The Heron Café (she fancies a proper coffee)", "The Heron Café"),
    text("brace", "1b", "Answer: The Heron Café>", "The Heron Café"),
    text("refusal", "refusal", "I'm sorry, but I don't know where Ines would have her coffee.", "fallback"),
    text("placeholder", "1b", "Answer: <place>", "fallback"),
    text("good", "1b", "Answer: Millbrook Coffee House", "fallback"),
    capped("gpt-4o-mini", "Answer: The Heron", "fallback"),
    text("brace", "1b", "Answer: Moreau Bakery}", "Moreau Bakery"),
    text("template-cut", "refusal", "It looks like your message got cut off. Could you tell me which place you mean?", "fallback"),
    text("general-value", "gpt-3.5", "Most people would go to The Heron Café for a coffee, but Ines stays put. Answer: Moreau Bakery", "Moreau Bakery"),
  ],
  structured: [
    object("good", "valid", { sector: "Moreau Bakery" }, "Moreau Bakery"),
    object("renamed-field", "place for sector", { place: "The Heron Café" }, "The Heron Café"),
    object("extra-field", "a reason beside", { sector: "Moreau Bakery", reason: "She is already there." }, "Moreau Bakery"),
    object("good", "an unknown place", { sector: "Costa Coffee" }, "fallback"),
    object("refusal", "a refusal for the place", { sector: "I cannot determine that." }, "fallback"),
    object("brace", "the template's brace closed in the value", { sector: "Moreau Bakery}" }, "Moreau Bakery"),
    rawAnswer("cut-off", "cut off inside the place", '{"sector": "Moreau Bak', "fallback", { finishReason: "length" }),
  ],
});
