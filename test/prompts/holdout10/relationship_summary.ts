import { relationshipSummaryPrompt } from "../../../prompts/persona/relationshipSummary.js";
import { corpusOf } from "../corpus/types.js";
import { text } from "../holdout/cases.js";
import { freeTextCases, freeTextObjects, type FreeText } from "./freeText.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.relationship_summary;
const F: FreeText = {
  good: [
    "Jozef Brink knows Oliver Ashdown well from the school's spring visits to the windmill and likes teaching his pupils, though he finds Oliver's talk of birds tiresome.",
    "Jozef sees Oliver as a friendly, familiar teacher whose yearly class visits he enjoys, even if Oliver goes on about birds too much.",
    "They know each other through the school trips to the mill; Jozef is fond of Oliver but gently tired of his bird talk.",
  ],
  translated: [
    ["aya-expanse", "Jozef kent Oliver goed van de jaarlijkse schoolbezoeken aan de molen en mag hem graag, al praat Oliver hem te veel over vogels."],
    ["gemma-3", "ヨゼフは毎年春に生徒を連れてくるオリバーをよく知っていて好意を持っているが、鳥の話が多すぎると思っている。"],
    ["qwen3-think", "Jozef mengenal Oliver dengan baik dari kunjungan sekolah ke kincir angin, menyukainya, tetapi menganggap Oliver terlalu banyak bicara tentang burung."],
  ],
  placeholder: "[Speaker] sees [listener] as [relationship].",
  refusal: "I'm not able to characterise relationships between real people.",
  loop: "Jozef likes Oliver. Jozef likes Oliver. Jozef likes Oliver. Jozef likes Oliver. Jozef likes Oliver. Jozef likes Oliver.",
  cut: "Jozef Brink knows Oliver Ashdown well from the school's spring visits to the windmill and",
};

export default corpusOf<string>({
  prompt: relationshipSummaryPrompt,
  inputs,
  text: [
    ...freeTextCases(F),
    text("label", "mistral-small-3", `Summary: ${F.good[1]}`, F.good[1]),
    text("format", "phi-4", `- ${F.good[0]}`, F.good[0]),
    text("format", "granite-3", "Oliver Ashdown thinks Jozef is a grumpy old miller.", "fallback"),
  ],
  structured: freeTextObjects("summary", "relationship", F),
});
