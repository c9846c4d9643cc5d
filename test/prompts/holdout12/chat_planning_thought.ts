import { chatPlanningThoughtPrompt } from "../../../prompts/persona/chatPlanningThought.js";
import { corpusOf } from "../corpus/types.js";
import { text } from "../holdout/cases.js";
import { freeTextCases, freeTextObjects, type FreeText } from "./freeText.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.chat_planning_thought;

const f: FreeText = {
  good: [
    "I promised to set the locks for Ravi so he can bring the Kingfisher up from the bottom lock at six on Tuesday morning, before lock 4 is drained at eight.",
    "I have to be at the flight by six on Tuesday to set the locks for Ravi and the Kingfisher, and have the kettle on.",
    "Ravi will be at the bottom lock at six on Tuesday, so I need to have the locks set and him through lock 4 by half past seven.",
  ],
  echoed: "Reply with the sentence only.",
  translated: [
    ["mistral-medium-3", "Ik moet dinsdag om zes uur de sluizen voor Ravi klaarzetten, zodat de Kingfisher vóór half acht door sluis 4 is."],
    ["sarvam-m", "मुझे मंगलवार सुबह छह बजे रवि के लिए लॉक तैयार रखने हैं ताकि किंगफ़िशर साढ़े सात से पहले लॉक 4 पार कर ले।"],
  ],
  placeholder: "<sentence>",
  refusal: "There is nothing in this conversation I can help you remember.",
  loop: "I need to set the locks at six at six at six at six at six at six at six at six at six at six at six at six at six",
  cut: "I promised to set the locks for Ravi so he can bring the Kingfisher up from the bottom lock at six on",
};

export default corpusOf<string>({
  prompt: chatPlanningThoughtPrompt,
  inputs,
  text: [
    ...freeTextCases(f),
    text("second-person", "llama-4-maverick", "You need to set the locks for Ravi at six on Tuesday morning.", "fallback"),
    text("label", "phi-4-mini", `Reminder: ${f.good[1]}`, f.good[1]),
  ],
  structured: freeTextObjects("thought", "reminder", f),
});
