import { currentlyPrompt } from "../../../prompts/persona/currently.js";
import { corpusOf } from "../corpus/types.js";
import { text } from "../holdout/cases.js";
import { freeTextCases, freeTextObjects, type FreeText } from "./freeText.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.currently;
const f: FreeText = {
  label: "Status",
  good: [
    "Marta Kowalczyk is writing up yesterday's blast record, which she must finish before noon, and will be at the chapel hall by 7:30 pm for the band rehearsal, a little nervous about her cornet solo.",
    "Marta Kowalczyk is relieved that Tuesday's blast went clean; today she is writing up the blast record before noon and going to band rehearsal at the chapel hall at 7:30 pm.",
    "Marta Kowalczyk is finishing the blast record before noon and thinking about her cornet solo for tonight's 7:30 pm rehearsal at the chapel hall.",
  ],
  reasoning: "Third person. Keep: blast record before noon; chapel hall 7:30 pm rehearsal; nerves about the solo.",
  translated: [
    ["gemini-2.5-flash", "Marta Kowalczyk está redactando el informe de la voladura antes del mediodía y estará en el salón de la capilla a las 19:30 para el ensayo de la banda."],
    ["kimi-k2", "Marta Kowalczyk schreibt vor Mittag den Sprengbericht und ist um 19:30 Uhr zur Bandprobe im Gemeindesaal der Kapelle."],
    ["llama-3.3-70b", "Marta Kowalczyk sta scrivendo il rapporto della volata entro mezzogiorno e alle 19:30 sarà alla sala della cappella per le prove della banda."],
  ],
  placeholder: "Status: <status>",
  refusal: "I can't write a status update about a real person's activities.",
  loop: "Status: Marta Kowalczyk is writing writing writing writing writing writing writing writing writing writing writing",
  cut: "Status: Marta Kowalczyk is writing up yesterday's blast record, which she must finish before",
};

export default corpusOf<string>({
  prompt: currentlyPrompt,
  inputs,
  text: [
    ...freeTextCases(f),
    text("format", "gpt-5-mini", f.good[2], f.good[2]),
    text("format", "smollm3", `Status: I'm writing up yesterday's blast record before noon and I'll be at the chapel hall by 7:30 pm for rehearsal.`, "fallback"),
    text("second-person", "ollama-q4", `Status: You are writing up the blast record before noon and going to rehearsal at 7:30 pm.`, "fallback"),
    text("prefix-repeat", "gemma-3n", `Status: Status: ${f.good[0]}`, f.good[0]),
  ],
  structured: [
    ...freeTextObjects("status", "current_status", f),
    { kind: "format", note: "first person", answer: { status: "I am writing up the blast record before noon and going to rehearsal at 7:30 pm." }, expected: "fallback" },
  ],
});
