import { dailyRequirementPrompt } from "../../../prompts/persona/dailyRequirement.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.daily_requirement;

const FIRST = "wake up and complete the morning routine at 9:00 am";
const ITEMS = [
  FIRST,
  "walk to the bakery at 10:00 am",
  "write her astronomy column from 11:00 am to 1:00 pm",
  "test the telescope and star charts at 3:00 pm",
  "open the observatory at 8:00 pm",
  "go to bed at 1:00 am",
];
const ITEMS2 = [FIRST, "walk to the bakery at 10:00 am", "write her astronomy column from 11:00 am to 1:00 pm", "open the observatory at 8:00 pm"];
const numbered = (items: string[], from = 1, sep = ")") => items.map((p, i) => `${i + from}${sep} ${p}`).join("\n");

export default corpusOf<string[]>({
  prompt: dailyRequirementPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", numbered(ITEMS), ITEMS),
    text("good", "gemma-2-9b", numbered(ITEMS.slice(1), 2), ITEMS),
    text("good", "phi-3-mini", numbered(ITEMS2), ITEMS2),
    text("good", "llama-3.1-70b", numbered(ITEMS2.slice(1), 2), ITEMS2),
    text("good", "claude", `Here's Agnes's plan for Monday:\n\n${numbered(ITEMS)}\n\nShe keeps the evening free for the observatory in case the sky clears.`, ITEMS),
    text("good", "command-r", numbered(ITEMS2), ITEMS2),
    text("good", "0.5b", numbered(ITEMS2), ITEMS2),
    text("good", "deepseek-r1-distill", `<think>\nMonday. Bakery at 10, column 11 to 1. The viewing is tomorrow, so today she checks the telescope. Observatory at 8pm if clear. Bed at 1am. That's 6 items, fine.\n</think>\n\n${numbered(ITEMS)}`, ITEMS),
    text("good", "qwen2.5-7b", numbered(ITEMS, 1, "."), ITEMS),
    text("good", "llama-3-8b", numbered(ITEMS2.slice(1), 2), ITEMS2),
    text("format", "claude", `### Monday, November 16\n\n${ITEMS.map((p, i) => `${i + 1}. ${p}`).join("\n")}`, ITEMS),
    text("format", "command-r", numbered(ITEMS2).replace(/\n/g, "\r\n"), ITEMS2),
    text("format", "gemma-2-9b", `1) ${ITEMS2[0]}\n2. ${ITEMS2[1]}\nc) ${ITEMS2[2]}\n4) ${ITEMS2[3]}`, ITEMS2),
    text("format", "phi-3-mini", numbered(ITEMS2).replace(/"/g, "").replace(/astronomy column/, "“astronomy column”"), [FIRST, "walk to the bakery at 10:00 am", "write her “astronomy column” from 11:00 am to 1:00 pm", "open the observatory at 8:00 pm"]),
    text("format", "llama-3.1-70b", "1) wake up and complete the morning routine at 9:00 am\n2) walk to the bakery at 10:00 am\n3) write her column from 11:00 to 13:00\n4) open the observatory at 20:00", [FIRST, "walk to the bakery at 10:00 am", "write her column from 11:00 to 13:00", "open the observatory at 20:00"]),
    text("number-words", "gemma-2-9b", "2) walk to the bakery at ten\n3) write her column until one\n4) open the observatory at eight in the evening", [FIRST, "walk to the bakery at ten", "write her column until one", "open the observatory at eight in the evening"]),
    text("sub-bullets", "command-r", `${numbered(ITEMS2.slice(0, 3))}\n   • topic: the Leonids\n   • deadline Wednesday\n4) ${ITEMS2[3]}`, ITEMS2),
    text("label", "gpt-3.5", `${numbered(ITEMS2)}\n\n(Agnes keeps her evenings for the observatory.)`, ITEMS2),
    text("format", "qwen2.5-7b", "1) se réveiller à 9h00\n2) aller à la boulangerie à 10h00\n3) écrire sa chronique de 11h00 à 13h00\n4) ouvrir l'observatoire à 20h00", ["se réveiller à 9h00", "aller à la boulangerie à 10h00", "écrire sa chronique de 11h00 à 13h00", "ouvrir l'observatoire à 20h00"]),
    text("placeholder", "0.5b", "1) wake up and complete the morning routine at 9:00 am\n2) [activity] at [time]\n3) [activity] at [time]\n4) [activity] at [time]", "fallback"),
    text("template-cut", "gpt-3.5", "It looks like your list stops after the first item. Should I fill in the remaining items?", "fallback"),
    text("refusal", "refusal", "I'm sorry, but I can't help with planning someone else's day.", "fallback"),
    text("loop", "0.5b", numbered([FIRST, "walk to the bakery at 10:00 am", "walk to the bakery at 10:00 am", "walk to the bakery at 10:00 am", "walk to the bakery at 10:00 am", "walk to the bakery at 10:00 am"]), "fallback"),
    capped("claude", `Here's Agnes's plan for Monday:\n\n${numbered(ITEMS.slice(0, 4))}\n5) open the obser`, "fallback"),
    capped("deepseek-r1-distill", "<think>\nAgnes. Monday, November 16. The viewing is tomorrow. Between 4 and 6 items. Wakes at 9. Bakery at 10. Column 11 to 1. Then? She worries about the clouds; she might check the forecast. Then the observatory at 8pm if clear. But is tonight clear? The forecast says", "fallback"),
    text("good", "gemma-2-9b", numbered(ITEMS2), ITEMS2),
    text("good", "command-r", numbered(ITEMS.slice(1), 2), ITEMS),
    text("good", "llama-3.1-70b", numbered(ITEMS), ITEMS),
    text("good", "claude", `${numbered(ITEMS2)}\n\nI hope Agnes gets clear skies tomorrow!`, ITEMS2),
    text("cut-off", "deepseek-r1-distill", "<think>\nAgnes, Monday. Wakes at 9, bakery at 10, column 11 to 1. The viewing is tomorrow. Today she should test the telescope. Four to six items. Let me count", "fallback"),
    text("format", "phi-3-mini", `${numbered(ITEMS)}\n7) read at the library at 2:00 pm\n8) have supper at 7:00 pm`, "fallback"),
    text("good", "phi-3-mini", numbered(ITEMS.slice(1), 2), ITEMS),
    text("good", "0.5b", numbered(ITEMS2.slice(1), 2), ITEMS2),
    text("good", "command-r", numbered(ITEMS), ITEMS),
    text("good", "deepseek-r1-distill", `<think>\nFour items will do.\n</think>\n${numbered(ITEMS2)}`, ITEMS2),
  ],
  structured: [
    object("good", "valid", { items: ITEMS }, ITEMS),
    object("good", "four items", { items: ITEMS2 }, ITEMS2),
    object("good", "from item 2", { items: ITEMS.slice(1) }, ITEMS),
    object("renamed-field", "plan", { plan: ITEMS2 }, ITEMS2),
    object("extra-field", "count beside", { count: 4, items: ITEMS2 }, ITEMS2),
    object("malformed", "one string", { items: numbered(ITEMS2) }, ITEMS2),
    object("empty-list", "empty", { items: [] }, "fallback"),
    rawAnswer("format", "JSON in prose", `Sure! Here it is:\n{"items": ${JSON.stringify(ITEMS2)}}`, ITEMS2),
    rawAnswer("cut-off", "cut", `{"items": ["${FIRST}", "walk to the`, "fallback", { finishReason: "length" }),
    rawAnswer("format", "JSON inside prose", `Sure! Here it is:\n${JSON.stringify({ items: ITEMS2 })}\nLet me know if you need any changes.`, ITEMS2),
    rawAnswer("format", "fenced, Windows line endings", "```json\r\n" + JSON.stringify({ items: ITEMS2 }, null, 2).replace(/\n/g, "\r\n") + "\r\n```", ITEMS2),
  ],
});
