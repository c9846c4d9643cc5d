import { actionArenaPrompt } from "../../../prompts/persona/actionArena.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "./cases.js";
import { BRACKENFORD, nadia } from "./fixtures.js";

const inputs = {
  identity: { ...nadia, currTime: "2024-06-10T13:00:00" },
  activity: "having lunch (eating a sandwich in the sun)",
  sector: "The Lantern Inn",
  arenas: Object.keys(BRACKENFORD["The Lantern Inn"]),
};
const garden = "beer garden";

export default corpusOf<string>({
  prompt: actionArenaPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", "Answer: beer garden", garden),
    text("good", "gpt-4o-mini", "beer garden", garden),
    text("good", "gpt-3.5", "Nadia would eat her sandwich in the beer garden.", garden),
    text("good", "gpt-3.5", "Answer: Beer Garden", garden),
    text("good", "llama-3-8b", "**Beer garden**\n\nShe wants to sit in the sun, and the bar is indoors.", garden),
    text("good", "llama-3-8b", "Answer: the garden", garden),
    text("good", "qwen2.5-7b", '```json\n{"arena": "beer garden"}\n```', garden),
    text("good", "qwen2.5-7b", "Answer: bar", "bar", { inputs: { ...inputs, activity: "having lunch (eating at the counter)" } }),
    text("good", "reasoning", "<think>\nIn the sun means outdoors: the beer garden.\n</think>\nbeer garden", garden),
    text("label", "gpt-3.5", "Answer: beer garden (This reflects her wish to sit in the sun.)", garden),
    text("brace", "1b", "Answer: beer garden}", garden),
    text("nested-json", "qwen2.5-7b", '{"answer": {"arena": "beer garden"}}', garden),
    text("general-value", "llama-3-8b", "Most people eat in the bar, but on a sunny day Nadia would pick the beer garden.", garden),
    text("placeholder", "1b", "Answer: <area>", "fallback"),
    text("refusal", "refusal", "I'm sorry, but I don't have enough information about The Lantern Inn's layout.", "fallback"),
    text("good", "1b", "Answer: the bar and the beer garden", "fallback"),
    capped("gpt-4o-mini", "Answer: beer", "fallback"),
    text("cut-off", "reasoning", "<think>\nThe inn has a bar and a beer garden. Eating in the sun suggests", "fallback"),
  ],
  structured: [
    object("good", "valid", { arena: garden }, garden),
    object("renamed-field", "area for arena", { area: garden }, garden),
    object("extra-field", "a reason beside", { arena: garden, reason: "It is sunny." }, garden),
    object("label", "a note inside", { arena: "beer garden (sunny)" }, garden),
    object("refusal", "a refusal", { arena: "I can't tell which area she would use." }, "fallback"),
    rawAnswer("cut-off", "cut off inside the name", '{"arena": "beer ga', "fallback", { finishReason: "length" }),
  ],
});
