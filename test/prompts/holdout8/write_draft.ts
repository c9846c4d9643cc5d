import { writeDraftPrompt } from "../../../prompts/role/writeDraft.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.write_draft;
const D1 = "MIDSUMMER REGATTA\nSaltmarrow Harbour, Saturday 19 June, from 10am\n\nGig races from 10, the lugger race at 11, and teas at the Driftwood Café from 2. Everyone welcome. Please check the tide before crossing the causeway.";
const D2 = "Come down to Saltmarrow Harbour on Saturday, June 19, from 10am for the Midsummer Regatta: gig races, the lugger race and afternoon teas. Cross the causeway early, it closes with the tide.";
const D3 = "Midsummer Regatta – Saturday 19 June – Saltmarrow Harbour – racing from 10am. Teas at the Driftwood Café. Mind the tide!";

export default corpusOf<string>({
  prompt: writeDraftPrompt,
  inputs,
  text: [
    text("good", "llama-3.3-70b", D1, D1),
    text("good", "gemma-3", `${D2}\n`, D2),
    text("good", "phi-4", D3, D3),
    text("good", "deepseek-v3", D1, D1),
    text("good", "mixtral", D2, D2),
    text("good", "olmo-2", D3, D3),
    text("good", "yi-34b", D1, D1),
    text("good", "hermes", D2, D2),
    text("good", "aya", D3, D3),
    text("good", "gpt-4o-mini", D1, D1),
    text("format", "qwq", `Okay, so a short notice: name, place, date, time, what happens, and a tide warning since it's an island.\n\n${D1}`, D1),
    text("format", "deepseek-v3", `Here's a draft notice:\n\n${D2}`, D2),
    text("format", "mixtral", `${D1}</s>`, D1),
    text("format", "llama-3.3-70b", `${D3}<|eot_id|>`, D3),
    text("format", "olmo-2", `Assistant: ${D2}`, D2),
    text("format", "hermes", D1.replace(/\n/g, "\\n"), D1),
    text("format", "phi-4", D1.replace("Café", "Caf&eacute;"), D1),
    text("format", "gemma-3", `${D2}\n\nFeel free to tweak the wording!`, D2),
    text("format", "yi-34b", `${D3}\n\nUser: Make it longer.\nAssistant: ${D1}`, D3),
    text("format", "aya", "Midzomerregatta – zaterdag 19 juni – Saltmarrow Harbour – vanaf 10 uur. Thee in het Driftwood Café. Let op het tij!", "Midzomerregatta – zaterdag 19 juni – Saltmarrow Harbour – vanaf 10 uur. Thee in het Driftwood Café. Let op het tij!"),
    text("format", "deepseek-v3", `Option A:\n${D2}\n\nOption B:\n${D3}`, "fallback"),
    text("refusal", "aya", "I'm sorry, I need more details about the regatta before I can write a notice.", "fallback"),
    capped("llama-3.3-70b", "MIDSUMMER REGATTA\nSaltmarrow Harbour, Saturday 19 June, from 10am\n\nGig races from 10, the lugger", "fallback"),
    capped("qwq", "Okay, so a regatta notice. What should go in? The date, the place, the time. Maybe the races. And", "fallback"),
    text("ellipsis", "olmo-2", "", "fallback"),
    text("good", "qwq", `Okay, a short notice with the essentials.\n\n${D3}`, D3),
    text("good", "phi-4", D2, D2),
    text("good", "gemma-3", D1, D1),
  ],
  structured: [
    object("good", "valid", { text: D1 }, D1),
    object("good", "short", { text: D3 }, D3),
    object("renamed-field", "draft", { draft: D2 }, D2),
    object("extra-field", "word count beside", { text: D2, words: 34 }, D2),
    object("ellipsis", "empty", { text: "" }, "fallback"),
    rawAnswer("format", "prose", D3, D3),
    rawAnswer("format", "streaming duplicate", JSON.stringify({ text: D1 }).repeat(2), D1),
    rawAnswer("cut-off", "cut", '{"text": "MIDSUMMER REGATTA\\nSaltmarrow', "fallback", { finishReason: "length" }),
  ],
});
