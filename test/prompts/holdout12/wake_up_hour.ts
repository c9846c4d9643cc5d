import { wakeUpHourPrompt } from "../../../prompts/persona/wakeUpHour.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { footnote, guidedTail, python } from "./forms.js";
import { beatriz, ravi } from "./fixtures.js";
import { INPUTS } from "./inputs.js";
import { styled } from "./styled.js";

const inputs = INPUTS.wake_up_hour;
const rav = { identity: { ...ravi, currTime: "2029-05-08T00:00:00" } };
const bea = { identity: { ...beatriz, currTime: "2029-05-09T00:00:00" } };

export default corpusOf<number>({
  prompt: wakeUpHourPrompt,
  inputs,
  text: [
    ...styled("5:30 am", 5, "Anneke wakes around 5:30am and walks Pip; Monday is a normal day before the stoppage."),
    text("good", "lm-studio-q5", "7:00 am", 7, { inputs: rav }),
    text("good", "sarvam-m", "6:00 am", 6, { inputs: bea }),
    text("format", "qwen2.5-coder", python("wake_up_time", '"5:30 am"'), 5),
    text("format", "ernie-4.5", footnote("5:30 am", "Habits: wakes up around 5:30am."), 5),
    text("format", "mistral-medium-3", "Anneke staat om half zes op.", 5),
    text("format", "ernie-4.5", "アンネケは午前5時半に起きます。", 5),
    text("format", "sarvam-m", "रवि सुबह 7 बजे उठते हैं।", 7, { inputs: rav }),
    text("format", "glm-4.5", "A Beatriz acorda às 6h00.", 6, { inputs: bea }),
    text("format", "llama-4-maverick", "Anneke wstaje o 5:30 rano.", 5),
    text("format", "deepseek-v3.1", "05:30", 5),
    text("number-words", "phi-4-mini", "half past five in the morning", 5),
    text("number-in-text", "granite-4", "5:30 am, two and a half hours before she opens the flight at 8.", 5),
    text("general-value", "deepseek-v3.1", "Lock-keepers are often up by 5:00 am; Anneke gets up at 5:30 am.", 5),
    text("format", "mistral-medium-3", "5:30 am or 6:00 am", "fallback"),
    text("placeholder", "lm-studio-q5", "H:MM am", "fallback"),
    text("refusal", "safety-tuned", "I can't know the personal routine of a specific individual.", "fallback"),
    text("loop", "lm-studio-q5", "5:30 5:30 5:30 5:30 5:30 5:30 5:30 5:30 5:30 5:30 5:30 5:30 5:30 5:30 5:30 5:30", "fallback"),
    capped("deepseek-r1-distill", "<think>\nAnneke de Vries, 54, lock-keeper. Goes to bed around 10pm, wakes around 5:30am. Today is Monday May 7. The stoppage is tomorrow, so maybe she", "fallback"),
    text("ellipsis", "phi-4-mini", "...", "fallback"),
  ],
  structured: [
    object("good", "valid", { wake_up_hour: 5 }, 5),
    object("good", "Ravi", { wake_up_hour: 7 }, 7, { inputs: rav }),
    object("string-value", "clock string", { wake_up_hour: "5:30" }, 5),
    object("string-value", "number string", { wake_up_hour: "6" }, 6, { inputs: bea }),
    object("renamed-field", "wake_up_time", { wake_up_time: 5 }, 5),
    object("extra-field", "minutes beside", { wake_up_hour: 5, minutes: 30 }, 5),
    object("nested-json", "nested", { wake_up_hour: { hour: 5, minute: 30 } }, 5),
    rawAnswer("format", "guided-JSON trailing whitespace", guidedTail('{"wake_up_hour": 5}'), 5),
    rawAnswer("format", "end token", '{"wake_up_hour": 7}<|eot_id|>', 7, { inputs: rav }),
    rawAnswer("cut-off", "cut", '{"wake_up_hour": ', "fallback", { finishReason: "length" }),
    object("malformed", "24", { wake_up_hour: 24 }, "fallback"),
  ],
});
