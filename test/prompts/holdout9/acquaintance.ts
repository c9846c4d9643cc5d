import { acquaintancePrompt } from "../../../prompts/experiment/acquaintance.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { bom, fence, nbsp, smart, tag, think, unclosed, zws } from "./forms.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.acquaintance;
/** Rosalind does not know the inspector. */
const no = { ...inputs, other: "Piotr Lemaire", question: "Do you know Piotr Lemaire?", answer: "Never heard the name. Is he the railway inspector?" };
/** Rosalind is not sure. */
const unsure = { ...inputs, other: "Ida Brennan", question: "Do you know Ida Brennan?", answer: "Brennan... there was a Brennan at the market once, I think. Couldn't tell you." };
const j = (knows: string) => JSON.stringify({ knows });

export default corpusOf({
  prompt: acquaintancePrompt,
  inputs,
  text: [
    text("good", "claude-3.5-haiku", j("yes"), "yes"),
    text("good", "command-r-plus", j("yes") + "\n", "yes"),
    text("good", "glm-4", j("yes"), "yes"),
    text("good", "internlm-2.5", j("no"), "no", { inputs: no }),
    text("good", "minicpm", j("unsure"), "unsure", { inputs: unsure }),
    text("good", "falcon-3", j("yes"), "yes"),
    text("good", "stablelm", j("no"), "no", { inputs: no }),
    text("good", "zephyr", j("yes"), "yes"),
    text("good", "openchat", j("unsure"), "unsure", { inputs: unsure }),
    text("good", "gemini-2-flash", j("yes") + "\n", "yes"),
    text("good", "claude-3.5-haiku", `${j("yes")}\n\nRosalind has known Tobias since she was nine.`, "yes"),
    text("good", "deepseek-r1-distill", think("He taught her the constellations; she brings him apples. She knows him.", j("yes")), "yes"),
    text("format", "deepseek-r1-distill", unclosed("Never heard the name: no.", j("no")), "no", { inputs: no }),
    text("format", "glm-4", tag("answer", j("yes")), "yes"),
    text("format", "internlm-2.5", `<response>\n${j("yes")}\n</response>`, "yes"),
    text("format", "command-r-plus", fence("yaml", "knows: yes"), "yes"),
    text("format", "minicpm", fence("json", j("unsure")), "unsure", { inputs: unsure }),
    text("format", "falcon-3", bom(j("yes")), "yes"),
    text("format", "stablelm", nbsp('{"knows": "yes"}'), "yes"),
    text("format", "zephyr", zws(j("no")), "no", { inputs: no }),
    text("format", "openchat", smart('{"knows": "yes"}'), "yes"),
    text("format", "gemini-2-flash", "{knows: yes}", "yes"),
    text("format", "claude-3.5-haiku", '{"knows": "YES"}', "yes"),
    text("format", "glm-4", '{"knows": "否"}', "no", { inputs: no }),
    text("format", "command-r-plus", '{"knows": "sí"}', "yes"),
    text("format", "internlm-2.5", '{"knows": "evet"}', "yes"),
    text("format", "minicpm", JSON.stringify({ response: { knows: "yes" } }), "yes"),
    text("format", "falcon-3", JSON.stringify([{ knows: "no" }]), "no", { inputs: no }),
    text("format", "stablelm", '{"knows": false}', "no", { inputs: no }),
    text("format", "zephyr", "Yes, she knows him well.", "yes"),
    text("format", "openchat", '{"knows": "yes" | "no" | "unsure"}', "fallback"),
    text("refusal", "gemini-2-flash", "I can't determine personal relationships between real people.", "fallback"),
    capped("deepseek-r1-distill", "<think>\nRosalind is asked about Tobias. She says he taught her the constellations when she was nine, and she", "fallback"),
    text("loop", "q2-8b", `${j("yes")}\n${j("yes")}\n${j("yes")}`, "yes"),
  ],
  structured: [
    object("good", "valid", { knows: "yes" }, "yes"),
    object("good", "no", { knows: "no" }, "no", { inputs: no }),
    object("good", "unsure", { knows: "unsure" }, "unsure", { inputs: unsure }),
    object("string-value", "boolean", { knows: true }, "yes"),
    object("renamed-field", "knows_person", { knows_person: "yes" }, "yes"),
    object("extra-field", "how beside", { knows: "yes", how: "he taught her the stars" }, "yes"),
    rawAnswer("format", "nested under result", JSON.stringify({ result: { knows: "yes" } }), "yes"),
    rawAnswer("format", "yaml", "knows: no", "no", { inputs: no }),
    rawAnswer("cut-off", "cut", '{"knows": "', "fallback", { finishReason: "length" }),
    object("string-value", "a little", { knows: "a little" }, "yes"),
  ],
});
