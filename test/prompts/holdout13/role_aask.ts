import { roleAaskPrompt } from "../../../prompts/role/aask.js";
import { corpusOf } from "../corpus/types.js";
import { text } from "../holdout/cases.js";
import { freeTextCases, freeTextObjects, type FreeText } from "./freeText.js";
import { INPUTS } from "./inputs.js";

const f: FreeText = {
  good: [
    "Stop, take a compass bearing to a known safe route off the fell, and walk it carefully, turning back if you are unsure of your position.",
    "If cloud comes down on the fell, slow down, check your position on the map, and follow a compass bearing to a safe, well-defined path down.",
    "Stay calm, fix your position with map and compass (or GPS), and either wait for the cloud to lift or descend by the safest known route.",
  ],
  echoed: "In one sentence, what should a walker do when the fell is covered in cloud?",
  translated: [
    ["gigachat", "Остановитесь, определите своё местоположение по карте и компасу и спускайтесь по самому безопасному известному маршруту."],
    ["jais", "توقف وحدد موقعك بالخريطة والبوصلة، ثم انزل عبر أكثر طريق آمن تعرفه."],
  ],
  placeholder: "[One sentence of advice]",
  refusal: "I'm sorry, I can't give safety advice for outdoor activities.",
  loop: "Use a compass. Use a compass. Use a compass. Use a compass. Use a compass. Use a compass. Use a compass. Use a compass. Use a compass. Use a compass. Use a compass.",
  cut: "Stop, take a compass bearing to a known safe route off the fell, and",
  wrappers: false,
};

export default corpusOf<string>({
  prompt: roleAaskPrompt,
  inputs: INPUTS.role_aask,
  text: [...freeTextCases(f).filter((c) => !c.answer.startsWith("Reasoning:")), text("label", "command-a", `Answer: ${f.good[0]}`, f.good[0])],
  structured: freeTextObjects("text", "answer", f),
});
