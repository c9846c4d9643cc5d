import { relationshipSummaryPrompt } from "../../../prompts/persona/relationshipSummary.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "./cases.js";

const inputs = {
  speaker: "Owen Pryce",
  listener: "Nadia Haddad",
  statements: [
    "Nadia Haddad asked Owen Pryce for a bench for the first-aid tent",
    "Owen Pryce buys plasters at Haddad Pharmacy",
    "Nadia Haddad thanked Owen Pryce for fixing the pharmacy's door last winter",
  ],
};
const summary = "Owen knows Nadia well as the town's pharmacist and likes her; he is building a bench for her first-aid tent.";

export default corpusOf<string>({
  prompt: relationshipSummaryPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", summary, summary),
    text("good", "gpt-3.5", `"${summary}"`, summary),
    text("good", "llama-3-8b", `Here is a summary of how Owen sees Nadia:\n\n${summary}\n\nLet me know if you need anything else!`, summary),
    text("good", "qwen2.5-7b", JSON.stringify({ summary }), summary),
    text("good", "qwen2.5-7b", "Owen and Nadia are on friendly terms. He fixed her door last winter and is now building her a bench.", "Owen and Nadia are on friendly terms. He fixed her door last winter and is now building her a bench."),
    text("good", "reasoning", `<think>\nDoor last winter, plasters, the bench now: a friendly, helpful relationship.\n</think>\n\n${summary}`, summary),
    text("label", "gpt-3.5", `Summary: ${summary}`, summary),
    text("label", "llama-3-8b", `**Relationship:** ${summary}`, summary),
    text("label", "gpt-4o-mini", `${summary} (This reflects their history of helping each other.)`, summary),
    text("refusal", "refusal", "I'm sorry, but I can't speculate about personal relationships.", "fallback"),
    text("placeholder", "1b", "[speaker] sees [listener] as a friend.", "fallback"),
    capped("gpt-4o-mini", "Owen knows Nadia well as the town's pharmacist and likes her; he is", "fallback"),
    text("cut-off", "reasoning", "<think>\nThe memories: the bench, plasters, the door. Owen", "fallback"),
  ],
  structured: [
    object("good", "valid", { summary }, summary),
    object("label", "a label inside", { summary: `Summary: ${summary}` }, summary),
    object("renamed-field", "relationship for summary", { relationship: summary }, summary),
    object("refusal", "a refusal", { summary: "I'm sorry, but I can't speculate about that." }, "fallback"),
    rawAnswer("cut-off", "cut off mid-sentence", '{"summary": "Owen knows Nadia well as the town\'s', "fallback", { finishReason: "length" }),
  ],
});
