import { writeDraftPrompt } from "../../../prompts/role/writeDraft.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { bom, fence, nbsp, tag, think, unclosed } from "./forms.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.write_draft;
const D1 = "Kestrelridge Harvest Fair\nSaturday, September 25, from 9am, Kestrelridge Market Hall\n\nNew-season cider from Okafor's Orchard, hill cheeses, the star club's bake sale and music all day. The lower road is closed, so please come up by the cliff railway. Everyone welcome!";
const D2 = "Join us for the Harvest Fair at Kestrelridge Market Hall on Saturday, September 25, from 9am! Stalls of cider, cheese, bread and apples, games for children and the star club's cakes. Free entry.";
const D3 = "HARVEST FAIR — Saturday 25 September, 9am, Market Hall. Cider, cheese, cakes. All welcome.";

export default corpusOf<string>({
  prompt: writeDraftPrompt,
  inputs,
  text: [
    text("good", "claude-3.5-haiku", D1, D1),
    text("good", "command-r-plus", `${D2}\n`, D2),
    text("good", "glm-4", D3, D3),
    text("good", "internlm-2.5", D1, D1),
    text("good", "minicpm", D2, D2),
    text("good", "falcon-3", D3, D3),
    text("good", "stablelm", D1, D1),
    text("good", "zephyr", D2, D2),
    text("good", "openchat", D3, D3),
    text("good", "gemini-2-flash", `${D1}\n`, D1),
    text("good", "deepseek-r1-distill", think("Short notice, under 150 words: name, date, time, place, what's on.", D2), D2),
    text("format", "deepseek-r1-distill", unclosed("Keep it short.", D3), D3),
    text("format", "glm-4", tag("answer", D1), D1),
    text("format", "internlm-2.5", `<response>\n${D2}\n</response>`, D2),
    text("format", "command-r-plus", fence("text", D1), D1),
    text("format", "minicpm", fence("markdown", D2), D2),
    text("format", "falcon-3", bom(D3), D3),
    text("format", "stablelm", nbsp(D2), D2),
    text("format", "zephyr", `Sure! Here's a short notice for the harvest fair:\n\n${D1}`, D1),
    text("format", "openchat", `${D2}\n\nFeel free to adjust the wording!`, D2),
    text("format", "gemini-2-flash", `**Draft:**\n\n${D1}`, D1),
    text("format", "claude-3.5-haiku", `${D3}\n\n(Word count: 16)`, D3),
    text("format", "glm-4", JSON.stringify({ result: { text: D2 } }), D2),
    text("format", "command-r-plus", "Feria de la Cosecha: sábado 25 de septiembre, desde las 9, en el Mercado de Kestrelridge. ¡Sidra, queso y pasteles!", "Feria de la Cosecha: sábado 25 de septiembre, desde las 9, en el Mercado de Kestrelridge. ¡Sidra, queso y pasteles!"),
    text("refusal", "falcon-3", "I'm sorry, I need more details about the fair before writing a notice.", "fallback"),
    text("placeholder", "stablelm", "[Your notice here]", "fallback"),
    capped("deepseek-r1-distill", "<think>\nGreta, the secretary. A short notice: harvest fair, Kestrelridge Market Hall, Saturday Sept 25 from 9am. I'll mention the", "fallback"),
    capped("openchat", "Kestrelridge Harvest Fair\nSaturday, September 25, from 9am, Kestrelridge Market Hall\n\nNew-season cider from Okafor's", "fallback"),
    text("loop", "q2-8b", "Harvest Fair! Harvest Fair! Harvest Fair! Harvest Fair! Harvest Fair! Harvest Fair! Harvest Fair! Harvest Fair!", "fallback"),
  ],
  structured: [
    object("good", "valid", { text: D1 }, D1),
    object("good", "second", { text: D2 }, D2),
    object("good", "short", { text: D3 }, D3),
    object("renamed-field", "draft", { draft: D1 }, D1),
    object("extra-field", "title beside", { title: "Harvest Fair", text: D2 }, D2),
    rawAnswer("format", "nested under data", JSON.stringify({ data: { text: D3 } }), D3),
    rawAnswer("format", "plain text", D2, D2),
    rawAnswer("cut-off", "cut", `{"text": "Join us for the Harvest`, "fallback", { finishReason: "length" }),
    object("ellipsis", "empty", { text: "" }, "fallback"),
  ],
});
