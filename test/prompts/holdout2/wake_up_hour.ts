import { wakeUpHourPrompt } from "../../../prompts/persona/wakeUpHour.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { ines } from "./fixtures.js";

const inputs = { identity: { ...ines, currTime: "2024-09-09T00:00:00" } };

export default corpusOf<number>({
  prompt: wakeUpHourPrompt,
  inputs,
  text: [

    text("good", "gpt-4o-mini", "4:00 am", 4),
    text("good", "gpt-3.5", "Ines gets out of bed at 4:00 am today, ready to start baking at half past four.", 4),
    text("good", "llama-3-8b", "**4:00 am**\n\nWith three hundred buns to bake for the regatta and an oven that runs cold, Ines can't afford a lie-in.", 4),
    text("good", "qwen2.5-7b", "```\n04:00\n```", 4),
    text("good", "1b", "Ines wakes up at 4am and bakes bread from 4:30am. She opens at 7am.", 4),
    text("good", "reasoning", "<think>\nHer habit says around 4am. The oven runs cold and there are 300 buns, so she may rise earlier. I'll say 3:30.\n</think>\n\n3:30 am", 3),
    text("number-words", "gpt-3.5", "Ines gets up at four o'clock in the morning.", 4),
    text("number-words", "llama-3-8b", "At a quarter to four, so the first dough can prove while she has her coffee.", 3),
    text("number-in-text", "gpt-4o-mini", "3:00 am, an hour earlier than her usual 4am, because of the 300 buns.", 3),
    text("general-value", "gpt-3.5", "Most people in Millbrook sleep until 7, but Ines is up at 4:00 am.", 4),
    text("label", "qwen2.5-7b", "Time: 4:00 am\n\nNote: this fits her habit of waking around 4am.", 4),
    text("refusal", "refusal", "As an AI language model, I don't have information about Ines's personal schedule.", "fallback"),
    text("placeholder", "1b", "[time] am", "fallback"),
    capped("gpt-4o-mini", "Ines gets out of bed at", "fallback"),
    text("cut-off", "reasoning", "<think>\nShe usually wakes at 4. Today is Monday; the regatta is Saturday, so the buns are later in the week. Her oven is cold, so", "fallback"),
    text("number-in-text", "llama-3-8b", "4:00 am. Three hundred buns take about 2 hours of shaping before the 7am opening.", 4),
    text("brace", "1b", "4:00 am}", 4),
  ],
  structured: [

    object("good", "valid", { wake_up_hour: 4 }, 4),
    object("string-value", "the hour as a string", { wake_up_hour: "4" }, 4),
    object("string-value", "a clock time as a string", { wake_up_hour: "3:30 am" }, 3),
    object("renamed-field", "camelCase name", { wakeUpHour: 4 }, 4),
    object("extra-field", "a note beside", { wake_up_hour: 4, note: "She bakes from 4:30am." }, 4),
    object("number-words", "the hour in words", { wake_up_hour: "four" }, 4),
    object("refusal", "a refusal for the hour", { wake_up_hour: "I can't tell from the information given." }, "fallback"),
    rawAnswer("cut-off", "cut off after the key", '{"wake_up_hour": ', "fallback", { finishReason: "length" }),
    rawAnswer("malformed", "a trailing comma", '{"wake_up_hour": 4,}', 4),
    object("nested-json", "the hour inside an object", { wake_up_hour: { hour: 4, minute: 0 } }, 4),
  ],
});
