import { chatPlanningThoughtPrompt } from "../../../prompts/persona/chatPlanningThought.js";
import { corpusOf } from "../corpus/types.js";
import { freeTextCases, freeTextObjects, type FreeText } from "./freeText.js";
import { INPUTS } from "./inputs.js";

const f: FreeText = {
  good: [
    "I need to leave the milk bay door open and the hose out on Tuesday, because Elin is bringing her churns down by half seven.",
    "On Tuesday Elin brings her own milk down by 7:30, so I must have the bay door open and the hose ready before then.",
    "I promised Elin I'd leave the bay door open and the hose out for her churns at half seven on Tuesday, before I set the curd at nine.",
  ],
  echoed: "Reply with the sentence only.",
  translated: [
    ["meltemi", "Την Τρίτη πρέπει να αφήσω ανοιχτή την πόρτα του χώρου γάλακτος και το λάστιχο έξω, γιατί η Έλιν φέρνει το γάλα της ως τις επτάμισι."],
    ["sea-lion", "Thứ Ba tôi phải để cửa khu nhận sữa mở và để sẵn vòi nước, vì Elin sẽ mang sữa xuống trước bảy giờ rưỡi."],
  ],
  placeholder: "I need to remember <what> at <when>.",
  refusal: "I'm unable to help with that request.",
  loop: "I need to leave the door open. I need to leave the door open. I need to leave the door open. I need to leave the door open. I need to leave the door open. I need to leave the door open.",
  cut: "I need to leave the milk bay door open and the hose out on Tuesday, because Elin is",
};

export default corpusOf<string>({
  prompt: chatPlanningThoughtPrompt,
  inputs: INPUTS.chat_planning_thought,
  text: freeTextCases(f),
  structured: freeTextObjects("thought", "sentence", f),
});
