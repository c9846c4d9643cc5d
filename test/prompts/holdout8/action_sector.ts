import { actionSectorPrompt } from "../../../prompts/persona/actionSector.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.action_sector;
const H = "Saltmarrow Harbour";
const walk = { ...inputs, activity: "walking to the north beach to see the seal pup" };
const home = { ...inputs, activity: "making porridge for breakfast" };

export default corpusOf<string>({
  prompt: actionSectorPrompt,
  inputs,
  text: [
    text("good", "llama-3.3-70b", `Answer: ${H}`, H),
    text("good", "gemma-3", `Answer: ${H}\n`, H),
    text("good", "phi-4", `Answer: ${H}\n\nThe moorings are on the north quay, which is part of the harbour.`, H),
    text("good", "deepseek-v3", `Answer: ${H}`, H),
    text("good", "mixtral", ` Answer: ${H}`, H),
    text("good", "olmo-2", "Answer: North Beach", "North Beach", { inputs: walk }),
    text("good", "yi-34b", "Answer: Beatriz Lindqvist's cottage", "Beatriz Lindqvist's cottage", { inputs: home }),
    text("good", "hermes", `Answer: ${H}`, H),
    text("good", "aya", `Answer: ${H}`, H),
    text("good", "gpt-3.5", `Answer: ${H}`, H),
    text("format", "qwq", `Okay, so Beatriz is at her cottage and needs to check the moorings on the north quay. The north quay is at the harbour, not at the cottage, so she has to go. The place in the list is "Saltmarrow Harbour".\n\nAnswer: ${H}`, H),
    text("format", "deepseek-v3", `Final answer: \\boxed{\\text{${H}}}`, H),
    text("format", "mixtral", `Answer: ${H}</s>`, H),
    text("format", "llama-3.3-70b", `Answer: ${H}<|eot_id|>`, H),
    text("format", "olmo-2", `Assistant: Answer: ${H}`, H),
    text("format", "hermes", '<tool_call>\n{"name": "choose_place", "arguments": {"place": "Saltmarrow Harbour"}}\n</tool_call>', H),
    text("format", "phi-4", "Answer: Beatriz Lindqvist&#39;s cottage", "Beatriz Lindqvist's cottage", { inputs: home }),
    text("format", "aya", `Antwoord: ${H}`, H),
    text("format", "gemma-3", `place=${H}`, H),
    text("format", "yi-34b", `Answer: ${H}\n\nUser: And where does she eat lunch?\nAssistant: Answer: The Driftwood Café`, H),
    text("format", "mixtral", `Option A: ${H} (the moorings are there)\nOption B: The Causeway\n\nOption A is the right one.`, H),
    text("format", "deepseek-v3", `Option A: ${H}\nOption B: Beatriz Lindqvist's cottage`, "fallback"),
    text("format", "llama-3.3-70b", "Answer: saltmarrow harbour", H),
    text("format", "gemma-3", "Answer: the north quay", "fallback"),
    text("format", "phi-4", `Answer: Beatriz Lindqvist's cottage. Wait, actually, the moorings are at the harbour.\nAnswer: ${H}`, H),
    text("brace", "olmo-2", `Answer: ${H}>`, H),
    text("placeholder", "olmo-2", "Answer: <place>", "fallback"),
    text("refusal", "aya", "I don't know where the moorings are on this island.", "fallback"),
    text("loop", "olmo-2", `Answer: ${H}\nAnswer: ${H}\nAnswer: ${H}\nAnswer: ${H}`, H),
    capped("qwq", "Okay, so Beatriz needs to check the moorings. She's in her cottage. The moorings are on the north quay. Which place has the north quay? Looking at the list: the cottage, the harbour, the boat shed, the café,", "fallback"),
    text("cut-off", "hermes", "Answer: Saltmarrow Har", "fallback"),
    text("good", "phi-4", "Answer: North Beach", "North Beach", { inputs: walk }),
    text("good", "gemma-3", "Answer: Beatriz Lindqvist's cottage", "Beatriz Lindqvist's cottage", { inputs: home }),
    text("good", "qwq", `Okay, so the moorings are on the north quay at the harbour; she has to leave the cottage.\n\nAnswer: ${H}`, H),
  ],
  structured: [
    object("good", "valid", { sector: H }, H),
    object("good", "beach", { sector: "North Beach" }, "North Beach", { inputs: walk }),
    object("renamed-field", "place", { place: H }, H),
    object("extra-field", "reason beside", { sector: H, reason: "the moorings are on the north quay" }, H),
    object("refusal", "unknown place", { sector: "Saltmarrow Marina" }, "fallback"),
    object("format", "lowercase", { sector: "saltmarrow harbour" }, H),
    rawAnswer("format", "streaming duplicate", `{"sector": "${H}"}{"sector": "${H}"}`, H),
    rawAnswer("format", "HTML entity", '{"sector": "Beatriz Lindqvist&#39;s cottage"}', "Beatriz Lindqvist's cottage", { inputs: home }),
    rawAnswer("cut-off", "cut", '{"sector": "Saltmar', "fallback", { finishReason: "length" }),
    object("ellipsis", "empty", { sector: "" }, "fallback"),
  ],
});
