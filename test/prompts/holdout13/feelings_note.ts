import { feelingsNotePrompt } from "../../../prompts/persona/feelingsNote.js";
import { corpusOf } from "../corpus/types.js";
import { text } from "../holdout/cases.js";
import { freeTextCases, freeTextObjects, type FreeText } from "./freeText.js";
import { INPUTS } from "./inputs.js";

const f: FreeText = {
  good: [
    "I've been stretched thin. Finding the cupboard short of splints annoyed me, Elin's flat no about the meadow stung a little, and twelve walkers for ten beds has me worried about tonight.",
    "I feel a bit harried. The missing splints and blankets, Elin shutting the race out of her meadow and the double booking at the hut all landed in two days.",
    "Honestly, I'm tired and a little on edge. I like sorting things out, but the first-aid gaps, the row over the race route and the overbooked hut have piled up.",
  ],
  echoed: 'Sum it up as Kofi would, in the first person ("I ..."), in a few sentences.',
  translated: [
    ["sea-lion", "Saya merasa agak kewalahan. Lemari P3K kekurangan bidai, Elin menolak jalur lomba lewat padangnya, dan dua belas pendaki dipesan untuk sepuluh tempat tidur."],
    ["meltemi", "Νιώθω λίγο πιεσμένος. Έλειπαν νάρθηκες από το ντουλάπι, η Έλιν αρνήθηκε τη διαδρομή του αγώνα και έχουμε δώδεκα πεζοπόρους για δέκα κρεβάτια."],
  ],
  placeholder: "I feel [feeling] because [reason].",
  refusal: "As an AI, I don't have feelings, so I can't describe how I've felt.",
  loop: "I feel stretched. I feel stretched thin. I feel stretched. I feel stretched thin. I feel stretched. I feel stretched thin. I feel stretched. I feel stretched thin. I feel stretched.",
  cut: "I've been stretched thin these last days. Finding the cupboard short of splints on Monday annoyed me, and then Elin",
};

export default corpusOf<string>({
  prompt: feelingsNotePrompt,
  inputs: INPUTS.feelings_note,
  text: [
    ...freeTextCases(f),
    text("second-person", "internlm-3", "Kofi Asante has felt stretched thin by the missing splints, Elin's refusal and the overbooked hut.", "fallback"),
  ],
  structured: freeTextObjects("note", "feelings", f),
});
