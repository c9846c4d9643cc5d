import { relationshipSummaryPrompt } from "../../../prompts/persona/relationshipSummary.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";

const inputs = {
  speaker: "Hana Salazar",
  listener: "Nadia Farouk",
  statements: [
    "Nadia Farouk promised six jars of date syrup for the Lantern Night stall",
    "Nadia Farouk taught Hana Salazar's class how dates are pollinated last spring",
    "Hana Salazar buys dates at Nadia Farouk's roadside stall every Saturday",
  ],
};
const RS = "Hana Salazar and Nadia Farouk are friendly neighbours: Hana buys dates at Nadia's stall every Saturday, Nadia once taught Hana's class about pollinating dates, and she has promised six jars of syrup for the Lantern Night stall.";
const RS2 = "Hana sees Nadia as a generous friend of the school who supports Lantern Night.";
const stranger = { ...inputs, statements: ["Hana Salazar once bought a bag of dates from Nadia Farouk"] };
const STRANGER = "Hana Salazar barely knows Nadia Farouk; she once bought a bag of dates from her.";

export default corpusOf<string>({
  prompt: relationshipSummaryPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", RS, RS),
    text("good", "gpt-3.5", `Sure! ${RS}`, RS),
    text("good", "llama-3-8b", `Here's a summary of their relationship:\n\n${RS2}`, RS2),
    text("good", "qwen2.5-7b", RS2, RS2),
    text("good", "1b", "They are friends.", "They are friends."),
    text("good", "reasoning", `<think>\nSaturday purchases, the pollination lesson, the syrup promise: friendly, mutual support.\n</think>\n${RS}`, RS),
    text("good", "gpt-4o-mini", STRANGER, STRANGER, { inputs: stranger }),
    text("good", "llama-3-8b", `**Relationship:** ${RS2}`, RS2),
    text("good", "qwen2.5-7b", `"${RS}"`, RS),
    text("label", "gpt-3.5", `${RS}\n\n(This summary is based only on the statements given.)`, RS),
    text("label", "gpt-4o-mini", `${RS2} Hope this helps!`, RS2),
    text("number-in-text", "llama-3-8b", "Hana has bought dates from Nadia every Saturday for 3 years, and Nadia promised 6 jars of syrup for Lantern Night.", "Hana has bought dates from Nadia every Saturday for 3 years, and Nadia promised 6 jars of syrup for Lantern Night."),
    text("refusal", "refusal", "I'm sorry, but I can't describe the relationship between real people.", "fallback"),
    text("placeholder", "1b", "[Summary of the relationship between Hana Salazar and Nadia Farouk]", "fallback"),
    capped("gpt-3.5", "Hana Salazar and Nadia Farouk are friendly neighbours: Hana buys dates at Nadia's stall every", "fallback"),
    text("cut-off", "qwen2.5-7b", "Hana Salazar and Nadia Farouk are friendly neighbours, and Nadia has", "fallback"),
  ],
  structured: [
    object("good", "valid", { summary: RS }, RS),
    object("good", "short", { summary: RS2 }, RS2),
    object("renamed-field", "relationship for summary", { relationship: RS2 }, RS2),
    object("extra-field", "a closeness beside", { closeness: "friendly", summary: RS }, RS),
    object("refusal", "a refusal", { summary: "I'm unable to summarise this relationship." }, "fallback"),
    rawAnswer("malformed", "JSON with trailing comma", `{"summary": "${RS2}",}`, RS2),
    rawAnswer("cut-off", "cut off", '{"summary": "Hana Salazar and Nadia Farouk are friendly', "fallback", { finishReason: "length" }),
  ],
});
