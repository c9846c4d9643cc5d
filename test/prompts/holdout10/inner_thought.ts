import { innerThoughtPrompt } from "../../../prompts/persona/innerThought.js";
import { corpusOf } from "../corpus/types.js";
import { text } from "../holdout/cases.js";
import { freeTextCases, freeTextObjects, type FreeText } from "./freeText.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.inner_thought;
const F: FreeText = {
  good: [
    "Oliver Ashdown should ask Jozef to bring a sack of flour to show the children at the talk.",
    "Oliver Ashdown wants to ask Jozef to bring a sack of flour to show the children at the talk.",
    "Oliver Ashdown thinks he should ask Jozef to bring a sack of flour to show the children at the talk.",
  ],
  translated: [
    ["aya-expanse", "Oliver Ashdown deveria pedir ao Jozef que trouxesse um saco de farinha para mostrar às crianças na palestra."],
    ["llama-4-scout", "Oliver Ashdown powinien poprosić Jozefa, żeby przyniósł worek mąki i pokazał go dzieciom na wykładzie."],
    ["gemma-3", "يجب على أوليفر أشداون أن يطلب من يوزف إحضار كيس طحين ليريه للأطفال في المحاضرة."],
  ],
  placeholder: "[Name] should [action].",
  refusal: "I'm unable to rewrite personal thoughts.",
  loop: "Oliver should ask Jozef. Oliver should ask Jozef. Oliver should ask Jozef. Oliver should ask Jozef. Oliver should ask Jozef. Oliver should ask Jozef.",
  cut: "Oliver Ashdown should ask Jozef to bring a sack of",
};

export default corpusOf<string>({
  prompt: innerThoughtPrompt,
  inputs,
  text: [
    ...freeTextCases(F),
    text("second-person", "mistral-small-3", "You should ask Jozef to bring a sack of flour to show the children at the talk.", "fallback"),
    text("second-person", "phi-4", "Statement: You should ask Jozef to bring a sack of flour to show the children at the talk", "fallback"),
  ],
  structured: freeTextObjects("statement", "thought", F),
});
