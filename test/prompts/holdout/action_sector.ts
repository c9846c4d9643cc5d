import { actionSectorPrompt } from "../../../prompts/persona/actionSector.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "./cases.js";
import { BRACKENFORD, nadia } from "./fixtures.js";

const inputs = {
  identity: { ...nadia, currTime: "2024-06-10T13:00:00" },
  activity: "having lunch (eating a sandwich)",
  livingSector: "Nadia Haddad's flat",
  livingArenas: Object.keys(BRACKENFORD["Nadia Haddad's flat"]),
  currentSector: "Haddad Pharmacy",
  currentArenas: Object.keys(BRACKENFORD["Haddad Pharmacy"]),
  accessibleSectors: Object.keys(BRACKENFORD),
};
const inn = "The Lantern Inn";
const sleeping = { ...inputs, identity: { ...nadia, currTime: "2024-06-10T22:00:00" }, activity: "sleeping" };

export default corpusOf<string>({
  prompt: actionSectorPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", "Answer: The Lantern Inn", inn),
    text("good", "gpt-4o-mini", "The Lantern Inn", inn),
    text("good", "gpt-3.5", "Nadia would go to The Lantern Inn for her lunch.", inn),
    text("good", "gpt-3.5", "Answer: the inn", inn),
    text("good", "llama-3-8b", "**Answer:** The Lantern Inn\n\nHer usual plan says she has lunch there every day.", inn),
    text("good", "llama-3-8b", "Answer: Lantern Inn", inn),
    text("good", "qwen2.5-7b", '{"sector": "The Lantern Inn"}', inn),
    text("good", "qwen2.5-7b", "Answer: Brackenford:The Lantern Inn:bar", inn),
    text("good", "1b", "Answer: home", "Nadia Haddad's flat", { inputs: sleeping }),
    text("good", "reasoning", "<think>\nHer daily plan: lunch at The Lantern Inn. The pharmacy has no kitchen, so she goes out.\n</think>\n\nAnswer: The Lantern Inn", inn),
    text("general-value", "gpt-3.5", "Most people would eat at home, but Nadia has lunch at The Lantern Inn.", inn),
    text("label", "gpt-4o-mini", "Answer: The Lantern Inn (This reflects her daily lunch habit.)", inn),
    text("brace", "1b", "Answer: The Lantern Inn}", inn),
    text("brace", "1b", "Answer: <The Lantern Inn>", inn),
    text("nested-json", "qwen2.5-7b", '{"answer": {"place": "The Lantern Inn", "area": "bar"}}', inn),
    text("placeholder", "1b", "Answer: <place>", "fallback"),
    text("placeholder", "1b", "Answer: [place]", "fallback"),
    text("refusal", "refusal", "I'm sorry, but I can't determine where Nadia should go.", "fallback"),
    text("refusal", "gpt-3.5", "I'm not sure what you mean by \"place\". Do you mean a building or a room?", "fallback"),
    capped("gpt-4o-mini", "Answer: The Lantern", "fallback"),
    text("cut-off", "reasoning", "<think>\nNadia is at the pharmacy. For lunch her plan names The Lantern Inn, but she could also eat in the", "fallback"),
  ],
  structured: [
    object("good", "valid", { sector: inn }, inn),
    object("good", "another case", { sector: "the lantern inn" }, inn),
    object("renamed-field", "place for sector", { place: inn }, inn),
    object("extra-field", "a reason beside", { sector: inn, reason: "She has lunch there every day." }, inn),
    object("label", "a note inside", { sector: "The Lantern Inn (for lunch)" }, inn),
    object("placeholder", "a placeholder", { sector: "<place>" }, "fallback"),
    object("refusal", "a refusal", { sector: "I cannot determine this from the information given." }, "fallback"),
    rawAnswer("cut-off", "cut off inside the name", '{"sector": "The Lan', "fallback", { finishReason: "length" }),
  ],
});
