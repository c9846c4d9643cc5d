import { writeDraftPrompt } from "../../../prompts/role/writeDraft.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.write_draft;
const D1 = "Lantern Night Market\nFriday, November 20, from 5pm on the quay\n\nForty stalls under a thousand lanterns: indigo scarves from the dye works, hot chestnuts, cider and a fiddler. Late ferries run every half hour until midnight, so the whole town can come.";
const D2 = "Come down to the quay on Friday, November 20, from 5pm for the Lantern Night Market: forty stalls, music, hot food and late ferries until midnight.";

export default corpusOf<string>({
  prompt: writeDraftPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", D1, D1),
    text("good", "gemma-2-9b", `${D2}\n`, D2),
    text("good", "phi-3-mini", D2, D2),
    text("good", "llama-3.1-70b", D1, D1),
    text("good", "command-r", D2, D2),
    text("good", "0.5b", D2, D2),
    text("good", "deepseek-r1-distill", `<think>\nShort, warm, the date, the place, ferries.\n</think>\n\n${D1}`, D1),
    text("good", "qwen2.5-7b", D1, D1),
    text("label", "claude", `Here's a draft leaflet:\n\n${D1}`, D1),
    text("label", "command-r", `${D2}\n\n(Word count: 32)`, D2),
    text("format", "claude", `# Lantern Night Market\n\n${D2}`, `# Lantern Night Market\n\n${D2}`),
    text("format", "gemma-2-9b", "```\n" + D1 + "\n```", D1),
    text("format", "llama-3.1-70b", D1.replace(/\n/g, "\r\n"), D1),
    text("format", "qwen2.5-7b", "Mercado Nocturno de los Faroles: viernes 20 de noviembre, desde las 17:00 en el muelle. Cuarenta puestos, música y ferris hasta medianoche.", "Mercado Nocturno de los Faroles: viernes 20 de noviembre, desde las 17:00 en el muelle. Cuarenta puestos, música y ferris hasta medianoche."),
    text("format", "phi-3-mini", D2.replace("Come", "Come\u00a0"), D2.replace("Come", "Come\u00a0")),
    text("refusal", "refusal", "I'm sorry, I can't write promotional material.", "fallback"),
    text("ellipsis", "0.5b", "...", "fallback"),
    text("placeholder", "0.5b", "Write a short draft (at most about 150 words) that does what the latest request asks.", "fallback"),
    text("loop", "0.5b", "Come to the market! Come to the market! Come to the market! Come to the market! Come to the market! Come to the market!", "fallback"),
    capped("claude", "Lantern Night Market\nFriday, November 20, from 5pm on the quay\n\nForty stalls under a thousand lanterns: indigo scarves from the dye works, hot", "fallback"),
    capped("deepseek-r1-distill", "<think>\nA leaflet for the night market. Under 150 words. Key facts: Friday, November 20, from 5pm, the quay. Add what's there: stalls, lanterns, food. The ferry: late crossings. Tone: inviting. Title first? Let me", "fallback"),
    text("good", "claude", D2, D2),
    text("good", "gemma-2-9b", D1, D1),
    text("good", "command-r", D1, D1),
    text("cut-off", "deepseek-r1-distill", "<think>\nLeaflet, under 150 words. Date, place, time, ferries. Title first", "fallback"),
    text("label", "llama-3.1-70b", `${D2}\n\nLet me know if you'd like a longer version or a different tone!`, D2),
    text("good", "phi-3-mini", D1, D1),
    text("good", "llama-3.1-70b", D2, D2),
    text("good", "0.5b", D1, D1),
  ],
  structured: [
    object("good", "valid", { text: D1 }, D1),
    object("good", "another", { text: D2 }, D2),
    object("renamed-field", "draft", { draft: D2 }, D2),
    object("extra-field", "word count beside", { text: D2, word_count: 32 }, D2),
    object("refusal", "empty", { text: "" }, "fallback"),
    rawAnswer("format", "plain text", D2, D2),
    rawAnswer("cut-off", "cut", '{"text": "Lantern Night Market\\nFriday', "fallback", { finishReason: "length" }),
    rawAnswer("format", "JSON inside prose", `Here is the JSON you asked for:\n{"text": ${JSON.stringify(D2)}}\nHope this helps!`, D2),
    rawAnswer("format", "fenced, Windows line endings", "```json\r\n" + `{\r\n  "text": ${JSON.stringify(D2)}\r\n}` + "\r\n```", D2),
    rawAnswer("format", "in tags", `<answer>{"text": ${JSON.stringify(D2)}}</answer>`, D2),
  ],
});
