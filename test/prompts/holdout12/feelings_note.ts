import { feelingsNotePrompt } from "../../../prompts/persona/feelingsNote.js";
import { corpusOf } from "../corpus/types.js";
import { text } from "../holdout/cases.js";
import { freeTextCases, freeTextObjects, type FreeText } from "./freeText.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.feelings_note;

const f: FreeText = {
  good: [
    "I was relieved to get the Kingfisher through lock 4 with half an hour to spare, and Anneke's tea at the top lock felt like a small celebration. But the stall roof nags at me; it's only half built and Saturday is close.",
    "I feel pleased with myself about the Kingfisher getting through before the pumping, and grateful to Anneke for the tea. The half-built stall roof is making me a bit anxious.",
    "Mostly I'm proud and tired. Beating the stoppage was a close call that went my way, Anneke was kind, and now the stall is the thing keeping me up.",
  ],
  echoed: 'Sum it up as Ravi would, in the first person ("I ..."), in a few sentences.',
  translated: [
    ["sarvam-m", "मुझे राहत मिली कि किंगफ़िशर पंपिंग से पहले लॉक 4 से निकल गई, और ऐनेके की चाय अच्छी लगी। लेकिन स्टॉल की छत अभी आधी बनी है, इसलिए थोड़ी चिंता है।"],
    ["llama-4-maverick", "Czuję ulgę, że Kingfisher przeszedł przez śluzę 4 przed wypompowaniem wody, a herbata od Anneke była miła. Martwi mnie tylko w połowie zbudowany dach stoiska."],
  ],
  placeholder: "I feel [emotion] because [reason].",
  refusal: "As an AI, I don't have feelings, so I can't describe how I felt over the past few days.",
  loop: "I feel relieved and tired and relieved and tired and relieved and tired and relieved and tired and relieved and tired and relieved and tired",
  cut: "I was relieved to get the Kingfisher through lock 4 with half an hour to spare, and Anneke's tea at the",
};

export default corpusOf<string>({
  prompt: feelingsNotePrompt,
  inputs,
  text: [
    ...freeTextCases(f),
    text("label", "granite-4", `Ravi's feelings: ${f.good[1]}`, f.good[1]),
    text("format", "deepseek-v3.1", `${f.good[2]}\n\n(Written in Ravi's voice, as requested.)`, f.good[2]),
  ],
  structured: freeTextObjects("note", "feelings", f),
});
