import { dailyRequirementPrompt } from "../../../prompts/persona/dailyRequirement.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { rafael } from "./fixtures.js";

const inputs = { identity: { ...rafael, currTime: "2024-11-04T00:00:00" }, wakeUpHour: 6 };

const FIRST = "wake up and complete the morning routine at 6:00 am";
const ITEMS = [FIRST, "open the mill at 7:30 am", "run the carding machine from 8:00 am to 1:00 pm", "mend the looms from 2:00 pm to 5:00 pm", "lock up the mill at 5:30 pm", "spin yarn for the fair from 7:00 pm to 9:00 pm"];
const SHORT = [FIRST, "open the mill at 7:30 am", "mend the looms in the afternoon", "lock up at 5:30 pm"];
const numbered = (items: string[], from = 1, sep = ")") => items.map((p, i) => `${i + from}${sep} ${p}`).join("\n");

export default corpusOf<string[]>({
  prompt: dailyRequirementPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", numbered(ITEMS), ITEMS),
    text("good", "gpt-3.5", numbered(ITEMS.slice(1), 2), ITEMS),
    text("good", "llama-3-8b", `Here is Rafael's plan for Monday:\n\n${numbered(ITEMS, 1, ".")}`, ITEMS),
    text("good", "qwen2.5-7b", numbered(SHORT), SHORT),
    text("good", "mistral-7b", ` ${numbered(ITEMS)}`, ITEMS),
    text("good", "1b", numbered(SHORT), SHORT),
    text("good", "reasoning", `<think>\nThe carding belt is broken until Thursday, but the usual plan says carding 8-1. He may still card by hand? Keep the usual, plus spinning for the fifty skeins.\n</think>\n${numbered(ITEMS)}`, ITEMS),
    text("good", "gpt-4o-mini", numbered(SHORT.slice(1), 2), SHORT),
    text("good", "qwen2.5-7b", numbered(ITEMS.slice(1), 2), ITEMS),
    text("good", "mistral-7b", ` ${numbered(SHORT)}\n\nRafael keeps it simple while the carding machine is down.`, SHORT),
    text("good", "gpt-3.5", numbered(SHORT), SHORT),
    text("format", "llama-3-8b", ITEMS.map((p) => `- ${p}`).join("\n"), ITEMS),
    text("format", "gpt-4o-mini", `| Time | Activity |\n|------|----------|\n| 6:00 am | wake up and complete the morning routine |\n| 7:30 am | open the mill |\n| 5:30 pm | lock up |`, [FIRST, "open the mill at 7:30 am", "lock up at 5:30 pm"]),
    text("format", "qwen2.5-7b", `Final answer:\n${numbered(SHORT)}`, SHORT),
    text("format", "mistral-7b", `1) ${FIRST}\n2) abrir el molino — open the mill at 7:30 am\n3) mend the looms in the afternoon\n4) lock up at 5:30 pm`, [FIRST, "abrir el molino — open the mill at 7:30 am", "mend the looms in the afternoon", "lock up at 5:30 pm"]),
    text("sub-bullets", "llama-3-8b", `1. ${ITEMS[0]}\n2. ${ITEMS[1]}\n3. ${ITEMS[2]}\n   - the belt is still broken, so only the small carder\n4. ${ITEMS[3]}\n   - loom 3 first\n5. ${ITEMS[4]}\n6. ${ITEMS[5]}`, ITEMS),
    text("label", "gpt-3.5", `${numbered(ITEMS)}\n\n(This keeps his promise of fifty skeins by Friday.)`, ITEMS),
    text("number-words", "gpt-3.5", "1) wake up and complete the morning routine at 6:00 am\n2) open the mill at half past seven\n3) lock up at half past five", [FIRST, "open the mill at half past seven", "lock up at half past five"]),
    text("refusal", "refusal", "I'm unable to help with planning someone else's day.", "fallback"),
    text("template-cut", "qwen2.5-7b", "It seems the list was cut off after the first item. Could you share the rest of the plan?", "fallback"),
    text("placeholder", "1b", "1) wake up and complete the morning routine at 6:00 am\n2) <item>\n3) <item>\n4) <item>", "fallback"),
    capped("gpt-4o-mini", `${numbered(ITEMS.slice(0, 3))}\n4) mend the looms from 2:00`, "fallback"),
    capped("mistral-7b", numbered(ITEMS), "fallback"),
    text("cut-off", "llama-3-8b", `${numbered(ITEMS.slice(0, 2))}\n3) run the carding`, "fallback"),
    text("loop", "1b", numbered([FIRST, "open the mill at 7:30 am", "open the mill at 7:30 am", "open the mill at 7:30 am", "open the mill at 7:30 am", "open the mill at 7:30 am"]), "fallback"),
  ],
  structured: [
    object("good", "valid", { items: ITEMS }, ITEMS),
    object("good", "short", { items: SHORT }, SHORT),
    object("renamed-field", "plan for items", { plan: ITEMS }, ITEMS),
    object("extra-field", "a count beside", { count: 4, items: SHORT }, SHORT),
    object("nested-json", "items with time and task", { items: [{ time: "6:00 am", task: "wake up and complete the morning routine" }, { time: "7:30 am", task: "open the mill" }, { time: "5:30 pm", task: "lock up" }] }, [FIRST, "open the mill at 7:30 am", "lock up at 5:30 pm"]),
    object("refusal", "empty", { items: [] }, "fallback"),
    rawAnswer("malformed", "numbered text", numbered(SHORT), SHORT),
    rawAnswer("malformed", "a comment inside", `{"items": [\n  "${FIRST}",\n  "open the mill at 7:30 am", // as usual\n  "mend the looms in the afternoon",\n  "lock up at 5:30 pm"\n]}`, SHORT),
    rawAnswer("cut-off", "cut in the third item", `{"items": ["${FIRST}", "open the mill at 7:30 am", "run the carding ma`, "fallback", { finishReason: "length" }),
  ],
});
