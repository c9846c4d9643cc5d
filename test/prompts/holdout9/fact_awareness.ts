import { factAwarenessPrompt } from "../../../prompts/experiment/factAwareness.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { bom, fence, nbsp, smart, tag, think, unclosed, zws } from "./forms.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.fact_awareness;
/** Tobias had not heard. */
const no = { ...inputs, answer: "Roads? I've been up at the observatory with the shutter all week. Has something happened?" };
/** Tobias half remembers. */
const unsure = { ...inputs, answer: "Someone said something about the lower road, or was that last year? I really couldn't say." };
const j = (knew: string) => JSON.stringify({ knew });

export default corpusOf({
  prompt: factAwarenessPrompt,
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
    text("good", "claude-3.5-haiku", `${j("yes")}\n\nTobias names the landslip on the lower road himself before being told.`, "yes"),
    text("good", "deepseek-r1-distill", think("He mentions the lower road gone under a landslip. He knew.", j("yes")), "yes"),
    text("format", "deepseek-r1-distill", unclosed("He asks 'has something happened?' — he did not know.", j("no")), "no", { inputs: no }),
    text("format", "glm-4", tag("answer", j("yes")), "yes"),
    text("format", "internlm-2.5", `<response>${j("yes")}</response>`, "yes"),
    text("format", "command-r-plus", fence("yaml", "knew: yes"), "yes"),
    text("format", "minicpm", fence("json", j("no")), "no", { inputs: no }),
    text("format", "falcon-3", bom(j("yes")), "yes"),
    text("format", "stablelm", nbsp('{"knew": "yes"}'), "yes"),
    text("format", "zephyr", zws(j("yes")), "yes"),
    text("format", "openchat", smart('{"knew": "yes"}'), "yes"),
    text("format", "gemini-2-flash", "{knew: yes}", "yes"),
    text("format", "claude-3.5-haiku", '{"knew": "Yes"}', "yes"),
    text("format", "glm-4", '{"knew": "是"}', "yes"),
    text("format", "command-r-plus", '{"knew": "oui"}', "yes"),
    text("format", "internlm-2.5", '{"knew": "да"}', "yes"),
    text("format", "minicpm", JSON.stringify({ result: { knew: "yes" } }), "yes"),
    text("format", "falcon-3", JSON.stringify([{ knew: "yes" }]), "yes"),
    text("format", "stablelm", '{"knew": true}', "yes"),
    text("format", "zephyr", "yes", "yes"),
    text("format", "openchat", '{"knew": "yes" | "no" | "unsure"}', "fallback"),
    text("format", "q2-8b", '{"knew": "yes"}\n{"knew": "no"}', "fallback"),
    text("refusal", "gemini-2-flash", "As an AI, I can't know what Tobias knew.", "fallback"),
    capped("deepseek-r1-distill", "<think>\nTobias says the lower road's gone under a landslip, hasn't it? That's a tag question, he", "fallback"),
    text("format", "claude-3.5-haiku", '{"knew": "yes"}\n\nActually, the tag question "hasn\'t it?" suggests he is checking, so: {"knew": "unsure"}', "unsure"),
  ],
  structured: [
    object("good", "valid", { knew: "yes" }, "yes"),
    object("good", "no", { knew: "no" }, "no", { inputs: no }),
    object("good", "unsure", { knew: "unsure" }, "unsure", { inputs: unsure }),
    object("string-value", "boolean", { knew: true }, "yes"),
    object("renamed-field", "heard", { heard: "yes" }, "yes"),
    object("extra-field", "evidence beside", { knew: "yes", evidence: "names the landslip" }, "yes"),
    rawAnswer("format", "nested under data", JSON.stringify({ data: { knew: "yes" } }), "yes"),
    rawAnswer("format", "yaml", "knew: yes", "yes"),
    rawAnswer("cut-off", "cut", '{"kne', "fallback", { finishReason: "length" }),
    object("refusal", "maybe", { knew: "maybe" }, "fallback"),
  ],
});
