import { actionSectorPrompt } from "../../../prompts/persona/actionSector.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { nadia } from "./fixtures.js";

const inputs = {
  identity: { ...nadia, currTime: "2024-10-17T15:00:00" },
  activity: "drinking mint tea (chatting with friends)",
  livingSector: "Nadia Farouk's house",
  livingArenas: ["bedroom", "courtyard"],
  currentSector: "Farouk Palm Grove",
  currentArenas: ["press shed", "palm rows", "roadside stall"],
  accessibleSectors: ["Nadia Farouk's house", "Farouk Palm Grove", "Tamarisk Wells School", "The Cistern Teahouse", "Spring Square"],
};
const pressing = { ...inputs, activity: "pressing date syrup (turning the press)" };
const sleeping = { ...inputs, currTime: "2024-10-17T22:00:00", activity: "sleeping" };

export default corpusOf<string>({
  prompt: actionSectorPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", "Answer: The Cistern Teahouse", "The Cistern Teahouse"),
    text("good", "gpt-3.5", "Answer: The Cistern Teahouse\n\nNadia has mint tea there every Thursday afternoon.", "The Cistern Teahouse"),
    text("good", "llama-3-8b", "**Answer:** The Cistern Teahouse", "The Cistern Teahouse"),
    text("good", "qwen2.5-7b", "Answer: Farouk Palm Grove", "Farouk Palm Grove", { inputs: pressing }),
    text("good", "1b", "Cistern Teahouse", "The Cistern Teahouse"),
    text("good", "reasoning", "<think>\nThursday afternoon, mint tea with friends: her habit is The Cistern Teahouse.\n</think>\nAnswer: The Cistern Teahouse", "The Cistern Teahouse"),
    text("good", "gpt-4o-mini", "Answer: Nadia Farouk's house", "Nadia Farouk's house", { inputs: sleeping }),
    text("good", "qwen2.5-7b", "Answer: \"The Cistern Teahouse\"", "The Cistern Teahouse"),
    text("good", "gpt-3.5", "Sure! Nadia would go to: The Cistern Teahouse", "The Cistern Teahouse"),
    text("good", "llama-3-8b", "Answer: the cistern teahouse.", "The Cistern Teahouse"),
    text("label", "gpt-4o-mini", "Answer: The Cistern Teahouse (her Thursday habit)", "The Cistern Teahouse"),
    text("general-value", "qwen2.5-7b", "People usually drink tea at home, but Nadia meets her friends at the teahouse. Answer: The Cistern Teahouse", "The Cistern Teahouse"),
    text("brace", "1b", "Answer: {The Cistern Teahouse}", "The Cistern Teahouse"),
    text("format", "qwen2.5-7b", "```json\n{\"area\": \"The Cistern Teahouse\"}\n```", "The Cistern Teahouse"),
    text("refusal", "refusal", "I'm sorry, I can't determine where Nadia would go from the information given.", "fallback"),
    text("placeholder", "1b", "Answer: {area}", "fallback"),
    text("good", "1b", "Answer: Tamarisk Wells Café", "fallback"),
    text("template-cut", "gpt-3.5", "It looks like the list of areas is incomplete. Could you provide the full list?", "fallback"),
    capped("gpt-4o-mini", "Answer: The Cistern Tea", "fallback"),
  ],
  structured: [
    object("good", "valid", { sector: "The Cistern Teahouse" }, "The Cistern Teahouse"),
    object("good", "where she is", { sector: "Farouk Palm Grove" }, "Farouk Palm Grove", { inputs: pressing }),
    object("good", "without the article", { sector: "Cistern Teahouse" }, "The Cistern Teahouse"),
    object("renamed-field", "area for sector", { area: "The Cistern Teahouse" }, "The Cistern Teahouse"),
    object("extra-field", "a reason beside", { sector: "The Cistern Teahouse", reason: "Thursday tea." }, "The Cistern Teahouse"),
    object("good", "a place she does not know", { sector: "Qaddar Market" }, "fallback"),
    object("refusal", "unknown", { sector: "unknown" }, "fallback"),
    object("brace", "a closing brace in the value", { sector: "The Cistern Teahouse}" }, "The Cistern Teahouse"),
    rawAnswer("malformed", "JSON in prose", 'I think she goes here: {"sector": "The Cistern Teahouse"}. Hope this helps!', "The Cistern Teahouse"),
    rawAnswer("cut-off", "cut off inside the place", '{"sector": "The Cis', "fallback", { finishReason: "length" }),
  ],
});
