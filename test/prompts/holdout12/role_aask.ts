import { roleAaskPrompt } from "../../../prompts/role/aask.js";
import { corpusOf } from "../corpus/types.js";
import { text } from "../holdout/cases.js";
import { freeTextCases, freeTextObjects, type FreeText } from "./freeText.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.role_aask;

const f: FreeText = {
  good: [
    "Moor up safely out of the way of the lock, check the stoppage notice for when the flight reopens, and plan an alternative route or wait it out.",
    "Check the canal authority's stoppage notice, moor somewhere sensible before the flight, and wait until it reopens or find another route.",
    "Moor well clear of the lock landing and wait until the repairs are finished, checking the stoppage notices for the reopening time.",
  ],
  echoed: "In one sentence, what should a boater do when a lock flight is closed for repairs?",
  translated: [
    ["glm-4.5", "Deve atracar em segurança longe da eclusa, consultar o aviso de encerramento e esperar pela reabertura ou escolher outra rota."],
    ["llama-4-maverick", "Należy bezpiecznie zacumować z dala od śluzy, sprawdzić komunikat o zamknięciu i poczekać na ponowne otwarcie albo wybrać inną trasę."],
  ],
  placeholder: "<one sentence>",
  refusal: "I'm sorry, I can't help with that.",
  loop: "Wait for the lock to open. Wait for the lock to open. Wait for the lock to open. Wait for the lock to open. Wait for the lock to open. Wait for the lock to open.",
  cut: "Moor up safely out of the way of the lock, check the stoppage notice for when the",
  wrappers: false,
};

export default corpusOf<string>({
  prompt: roleAaskPrompt,
  inputs,
  text: [
    ...freeTextCases(f),
    text("label", "phi-4-mini", `Answer: ${f.good[1]}`, f.good[1]),
    text("good", "mistral-medium-3", `**Stay put:** ${f.good[2]}`, `**Stay put:** ${f.good[2]}`),
  ],
  structured: freeTextObjects("text", "answer", f),
});
