import { roleAaskPrompt } from "../../../prompts/role/aask.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.role_aask;
const A1 = "Beekeepers check their hives in early spring to see whether the colony survived the winter, has a laying queen and enough stores to last until the first flowers.";
const A2 = "An early-spring check tells the beekeeper if the colony made it through winter and whether it needs feeding before the nectar flow begins.";
const A3 = "To make sure the colony is alive, queenright and not starving after the winter.";

export default corpusOf<string>({
  prompt: roleAaskPrompt,
  inputs,
  text: [
    text("good", "gpt-4.1", A1, A1),
    text("good", "o3-mini", A3, A3),
    text("good", "mistral-7b", ` ${A2}`, A2),
    text("good", "mistral-nemo", A1, A1),
    text("good", "llama-3.2-3b", A2, A2),
    text("good", "qwen2.5-14b", A1, A1),
    text("good", "granite", A2, A2),
    text("good", "qwen3", `<think>\nSurvival, queen, stores.\n</think>\n\n${A1}`, A1),
    text("good", "gemini", `**${A1}** 🐝`, A1),
    text("format", "gemini", `## Why check hives in spring?\n\n${A2}`, A2),
    text("format", "granite", `Answer: ${A3}`, A3),
    text("format", "llama-3.2-3b", `"${A1}"`, A1),
    text("format", "gpt-4o-mini", `Why do beekeepers check their hives in early spring? ${A2}`, A2),
    text("format", "gpt-4.1", `${A1}\n\nLet me know if you'd like a spring checklist!`, A1),
    text("format", "mistral-nemo", "Gli apicoltori controllano le arnie all'inizio della primavera per verificare che la colonia sia sopravvissuta all'inverno e abbia abbastanza scorte.", "Gli apicoltori controllano le arnie all'inizio della primavera per verificare che la colonia sia sopravvissuta all'inverno e abbia abbastanza scorte."),
    text("format", "qwen2.5-14b", `${A3}\n\n${A3}`, A3),
    text("refusal", "granite", "Do you mean in a cold climate or a mild one? The reasons differ a little.", "fallback"),
    text("placeholder", "tinyllama", "<one sentence>", "fallback"),
    text("loop", "smollm", "Beekeepers check their hives. Beekeepers check their hives. Beekeepers check their hives. Beekeepers check their hives. Beekeepers check their hives.", "fallback"),
    text("ellipsis", "llama-3.2-1b", "...", "fallback"),
    capped("mistral-7b", "Beekeepers check their hives in early spring to see whether the colony survived the winter, has a laying", "fallback"),
    text("good", "gpt-4.1", A2, A2),
    text("good", "llama-3.2-1b", A3, A3),
    text("good", "o3-mini", A1, A1),
  ],
  structured: [
    object("good", "valid", { text: A1 }, A1),
    object("good", "another", { text: A3 }, A3),
    object("renamed-field", "answer", { answer: A2 }, A2),
    object("extra-field", "source beside", { text: A1, source: "general beekeeping knowledge" }, A1),
    rawAnswer("format", "plain text", A2, A2),
    rawAnswer("cut-off", "cut", '{"text": "Beekeepers check', "fallback", { finishReason: "length" }),
  ],
});
