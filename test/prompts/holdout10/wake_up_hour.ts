import { wakeUpHourPrompt } from "../../../prompts/persona/wakeUpHour.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { boxed, fullWidth, heading, html, qthink, tag } from "./forms.js";
import { ines, oliver } from "./fixtures.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.wake_up_hour;
const ine = { identity: { ...ines, currTime: "2028-03-14T00:00:00" } };
const oli = { identity: { ...oliver, currTime: "2028-03-16T00:00:00" } };

export default corpusOf<number>({
  prompt: wakeUpHourPrompt,
  inputs,
  text: [
    text("good", "mistral-small-3", "5:00 am", 5),
    text("good", "llama-4-scout", "5:00 am\n", 5),
    text("good", "granite-3", "5:00 am", 5),
    text("good", "nemotron", "6:30 am", 6, { inputs: ine }),
    text("good", "hermes-3", "6:00 am", 6, { inputs: oli }),
    text("good", "aya-expanse", "5:00 am", 5),
    text("good", "phi-4", "5:00 am\n\nJozef keeps to his habit: the shipping forecast with his first coffee before checking the wind at six.", 5),
    text("good", "gemma-3", "**5:00 am**", 5),
    text("good", "olmo-2", "4:30 am", 4),
    text("good", "deepseek-v3", "5:00 am", 5),
    text("good", "qwen3-think", qthink("Jozef usually wakes at 5am. Monday, nothing special this morning; the millwright comes Wednesday.", "5:00 am"), 5),
    text("format", "mistral-small-3", "05:00h", 5),
    text("format", "llama-4-scout", "5h00", 5),
    text("format", "granite-3", "07:00h", 7, { inputs: ine }),
    text("format", "nemotron", "6.30am", 6, { inputs: ine }),
    text("format", "hermes-3", "quarter to six", 5),
    text("format", "aya-expanse", "Jozef acorda às 5h00 da manhã.", 5),
    text("format", "aya-expanse", "Jozef wstaje o 5:00 rano.", 5),
    text("format", "gemma-3", "ヨゼフは午前5時に起きます。", 5),
    text("format", "phi-4", "जोज़ेफ़ सुबह 5 बजे उठते हैं।", 5),
    text("format", "olmo-2", "Jozef dậy lúc 5 giờ sáng.", 5),
    text("format", "deepseek-v3", "Jozef bangun pukul 05.00 pagi.", 5),
    text("format", "granite-3", "Jozef staat om 5 uur 's ochtends op.", 5),
    text("format", "nemotron", boxed("5{:}00\\ \\text{am}"), 5),
    text("format", "hermes-3", html("5:00 am<br>"), 5),
    text("format", "mistral-small-3", fullWidth("5:00 am"), 5),
    text("format", "llama-4-scout", "5️⃣:00 am", 5),
    text("format", "qwen3-think", tag("answer", "6:00 am"), 6, { inputs: oli }),
    text("format", "gemma-3", heading("5:00 am", "Wake-up time"), 5),
    text("format", "phi-4", "Final answer: 5:00 am", 5),
    text("format", "olmo-2", "{'wake_up_time': '5:00 am'}", 5),
    text("format", "aya-expanse", "يستيقظ يوزف في الساعة الخامسة صباحًا.", 5),
    text("number-in-text", "deepseek-v3", "Jozef gets up at 5:00 am, two hours before grinding starts at 7.", 5),
    text("general-value", "nemotron", "Millers often rise at 4:00 am, but Jozef gets up at 5:00 am.", 5),
    text("format", "granite-3", "Either 5:00 am or 6:00 am.", "fallback"),
    text("placeholder", "hermes-3", "<time>", "fallback"),
    text("refusal", "safety-tuned", "I can't know the private habits of a specific person.", "fallback"),
    text("loop", "q3-3b", "5:00 am\n5:00 am\n5:00 am\n5:00 am", 5),
    text("loop", "q3-3b", "Jozef wakes up at at at at at at at at at at at", "fallback"),
    capped("qwen3-think", "<think>\nJozef Brink, miller, 63. Wakes around 5am. Today is Monday, March 13. The millwright is Wednesday, so nothing changes", "fallback"),
  ],
  structured: [
    object("good", "valid", { wake_up_hour: 5 }, 5),
    object("good", "Ines", { wake_up_hour: 6 }, 6, { inputs: ine }),
    object("string-value", "string", { wake_up_hour: "5" }, 5),
    object("string-value", "clock", { wake_up_hour: "05:00" }, 5),
    object("renamed-field", "hour", { hour: 5 }, 5),
    object("extra-field", "note beside", { wake_up_hour: 5, note: "shipping forecast first" }, 5),
    rawAnswer("format", "python dict", "{'wake_up_hour': 5}", 5),
    rawAnswer("format", "json in a sentence", 'Here you go: {"wake_up_hour": 5}', 5),
    rawAnswer("format", "trailing comma", '{"wake_up_hour": 6,}', 6, { inputs: oli }),
    rawAnswer("cut-off", "cut", '{"wake_up_', "fallback", { finishReason: "length" }),
    object("malformed", "25", { wake_up_hour: 25 }, "fallback"),
  ],
});
