import { currentlyPrompt } from "../../../prompts/persona/currently.js";
import { corpusOf } from "../corpus/types.js";
import { text } from "../holdout/cases.js";
import { freeTextCases, freeTextObjects, type FreeText } from "./freeText.js";
import { INPUTS } from "./inputs.js";

const f: FreeText = {
  label: "Status",
  good: [
    "Ingrid Halvorsen is bringing the Dale Blue wheels out of the cave by 9:30 for the guild grader's tasting at the creamery at 10am, and afterwards will pick her three cheeses for Saturday's show.",
    "Ingrid Halvorsen is nervous about the guild grader's visit this morning and is getting the Dale Blue out of the cave store by 9:30; she also has to choose three cheeses for the Hollin Dale Show.",
    "Ingrid Halvorsen is preparing for the grader at the creamery, with the Dale Blue wheels due out of the cave by 9:30, and is glad Elin got her milk down on Tuesday.",
  ],
  echoed: 'Reply with one line: "Status: <status>".',
  translated: [
    ["gigachat", "Ингрид Халворсен к 9:30 выносит круги Dale Blue из погреба к приезду дегустатора гильдии и потом выберет три сыра для выставки."],
    ["sea-lion", "Ingrid Halvorsen sedang mengeluarkan roda keju Dale Blue dari gudang sebelum pukul 9.30 untuk penilai dari serikat keju."],
  ],
  placeholder: "Status: <status>",
  refusal: "I'm not comfortable writing a status update that speaks for a real person.",
  loop: "Status: Ingrid Halvorsen is getting the Dale Blue ready. Ingrid Halvorsen is getting the Dale Blue ready. Ingrid Halvorsen is getting the Dale Blue ready. Ingrid Halvorsen is getting the Dale Blue ready.",
  cut: "Status: Ingrid Halvorsen is bringing the Dale Blue wheels out of the cave by 9:30 for the guild",
};

export default corpusOf<string>({
  prompt: currentlyPrompt,
  inputs: INPUTS.currently,
  text: [
    ...freeTextCases(f),
    text("second-person", "yi-1.5", "Status: I am getting the Dale Blue out of the cave by 9:30 for the grader.", "fallback"),
    text("prefix-repeat", "internlm-3", `Status: Status: ${f.good[0]}`, f.good[0]),
  ],
  structured: freeTextObjects("status", "currently", f),
});
