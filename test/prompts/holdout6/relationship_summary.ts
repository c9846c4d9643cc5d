import { relationshipSummaryPrompt } from "../../../prompts/persona/relationshipSummary.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.relationship_summary;
const R1 = "Tobias Okafor knows Agnes Pruitt well, since she taught his daughter, and he is fond of her though he thinks she fusses too much about the weather. She has asked him to run a late ferry after the Leonid viewing.";
const R2 = "Tobias respects Agnes as his daughter's old teacher but finds her weather worries a bit much; he has agreed to run a late ferry for her viewing.";
const none = { speaker: "Tobias Okafor", listener: "Ines Marlow", statements: [] as string[] };
const N = "Tobias Okafor and Ines Marlow hardly know each other.";

export default corpusOf<string>({
  prompt: relationshipSummaryPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", R1, R1),
    text("good", "gemma-2-9b", `${R2}\n`, R2),
    text("good", "phi-3-mini", R2, R2),
    text("good", "llama-3.1-70b", R1, R1),
    text("good", "claude", `Here's how Tobias sees Agnes:\n\n${R1}`, R1),
    text("good", "command-r", R2, R2),
    text("good", "0.5b", R2, R2),
    text("good", "deepseek-r1-distill", `<think>\nTaught his daughter, asked about a late ferry, fusses about the weather. Warm but a bit teasing.\n</think>\n\n${R1}`, R1),
    text("good", "gpt-4o-mini", N, N, { inputs: none }),
    text("good", "claude", N, N, { inputs: none }),
    text("format", "claude", `**Relationship:** ${R2}`, R2),
    text("format", "gemma-2-9b", `"${R1}"`, R1),
    text("format", "command-r", `${R2}\r\n`, R2),
    text("format", "phi-3-mini", `<summary>${R2}</summary>`, R2),
    text("format", "qwen2.5-7b", "Tobias conoce bien a Agnes, que fue maestra de su hija; le tiene cariño aunque cree que se preocupa demasiado por el tiempo.", "Tobias conoce bien a Agnes, que fue maestra de su hija; le tiene cariño aunque cree que se preocupa demasiado por el tiempo."),
    text("format", "llama-3.1-70b", R2.replace("daughter's", "daughter’s"), R2.replace("daughter's", "daughter’s")),
    text("label", "command-r", `${R2}\n\n(Based on three memories.)`, R2),
    text("second-person", "gemma-2-9b", "You know Agnes well; she taught your daughter.", "fallback"),
    text("placeholder", "0.5b", "<sentences>", "fallback"),
    text("refusal", "refusal", "I can't describe personal relationships between real people.", "fallback"),
    text("ellipsis", "0.5b", "...", "fallback"),
    capped("claude", "Tobias Okafor knows Agnes Pruitt well, since she taught his daughter, and he is fond of her though", "fallback"),
    capped("deepseek-r1-distill", "<think>\nThree memories: she taught his daughter, she asked him for the late ferry, he thinks she fusses. So they know each other", "fallback"),
    text("good", "command-r", R1, R1),
    text("good", "llama-3.1-70b", R2, R2),
    text("good", "gemma-2-9b", N, N, { inputs: none }),
    text("good", "phi-3-mini", R1, R1),
    text("cut-off", "deepseek-r1-distill", "<think>\nShe taught his daughter; she asked for a late ferry; he thinks she fusses. So", "fallback"),
    text("format", "claude", `${R2}\n\nIs there anything else you'd like to know about them?`, R2),
    text("good", "qwen2.5-7b", R1, R1),
    text("good", "0.5b", R1, R1),
    text("good", "llama-3.1-70b", N, N, { inputs: none }),
  ],
  structured: [
    object("good", "valid", { summary: R1 }, R1),
    object("good", "strangers", { summary: N }, N, { inputs: none }),
    object("renamed-field", "relationship", { relationship: R2 }, R2),
    object("extra-field", "closeness beside", { closeness: "close", summary: R2 }, R2),
    object("refusal", "empty", { summary: "" }, "fallback"),
    rawAnswer("format", "prose", R1, R1),
    rawAnswer("cut-off", "cut", '{"summary": "Tobias Okafor knows', "fallback", { finishReason: "length" }),
    object("good", "another", { summary: R2 }, R2),
    rawAnswer("format", "JSON inside prose", `Here is the JSON you asked for:\n{"summary": ${JSON.stringify(R2)}}\nHope this helps!`, R2),
    rawAnswer("format", "fenced, Windows line endings", "```json\r\n" + `{\r\n  "summary": ${JSON.stringify(R2)}\r\n}` + "\r\n```", R2),
    rawAnswer("format", "in tags", `<answer>{"summary": ${JSON.stringify(R2)}}</answer>`, R2),
  ],
});
