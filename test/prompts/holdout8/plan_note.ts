import { planNotePrompt } from "../../../prompts/persona/planNote.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.plan_note;
const N1 = "The causeway floods from 6pm to 10pm tonight, and the flour delivery is due at 7pm, right in the middle of it, so I should ring the mainland and ask them to come over before 5pm. I also need to start on the two hundred scones for Saturday's regatta teas.";
const N2 = "I must get the flour delivery across before the causeway closes at 6pm tonight, or move it to Thursday morning. Then the scones for Beatriz, and a reminder to the juniors about the three overdue books.";
const N3 = "Tonight the spring tide covers the causeway from 6pm to 10pm, so the 7pm flour van can't get across; I'll ask for it by 5pm.";

export default corpusOf<string>({
  prompt: planNotePrompt,
  inputs,
  text: [
    text("good", "llama-3.3-70b", N1, N1),
    text("good", "gemma-3", `${N2}\n`, N2),
    text("good", "phi-4", N3, N3),
    text("good", "deepseek-v3", N1, N1),
    text("good", "mixtral", ` ${N2}`, N2),
    text("good", "olmo-2", N3, N3),
    text("good", "yi-34b", N1, N1),
    text("good", "hermes", N2, N2),
    text("good", "aya", N3, N3),
    text("good", "gpt-4o-mini", N1, N1),
    text("format", "qwq", `Okay, so I need to write Priya's note for Wednesday. The causeway is covered 6 to 10pm tonight. The flour delivery is due at 7pm, so that clashes. The scones are for Saturday. The overdue books are minor.\n\n${N1}`, N1),
    text("format", "deepseek-v3", `**Note to self:** ${N3}`, N3),
    text("format", "mixtral", `${N2}</s>`, N2),
    text("format", "llama-3.3-70b", `${N1}<|eot_id|>`, N1),
    text("format", "olmo-2", `Assistant: ${N3}`, N3),
    text("format", "phi-4", N3.replace("can't", "can&#39;t"), N3),
    text("format", "hermes", `"${N2}"`, N2),
    text("format", "yi-34b", `${N3}\n\nUser: And what about Thursday?\nAssistant: On Thursday I'll bake the first hundred scones.`, N3),
    text("format", "aya", "Hoje a maré viva cobre o caminho das 18h às 22h, por isso a farinha das 19h não passa; vou pedir que chegue antes das 17h.", "Hoje a maré viva cobre o caminho das 18h às 22h, por isso a farinha das 19h não passa; vou pedir que chegue antes das 17h."),
    text("format", "gemma-3", `Option A: ${N3}\nOption B: ${N2}`, "fallback"),
    text("second-person", "mixtral", "You should ring the mainland and get the flour over before the causeway floods at 6pm.", "fallback"),
    text("refusal", "aya", "I'm sorry, I can't write personal notes for real people.", "fallback"),
    capped("llama-3.3-70b", "The causeway floods from 6pm to 10pm tonight, and the flour delivery is due at 7pm, right in the middle of it, so I should", "fallback"),
    capped("qwq", "Okay, so Priya. Wednesday. The spring tide covers the causeway 6 to 10pm. The flour delivery at 7pm. That means", "fallback"),
    text("ellipsis", "olmo-2", "...", "fallback"),
    text("good", "qwq", `Okay, the flour van and the flood clash tonight; that is what matters.\n\n${N3}`, N3),
    text("good", "phi-4", N2, N2),
    text("good", "gemma-3", N1, N1),
  ],
  structured: [
    object("good", "valid", { note: N1 }, N1),
    object("good", "short", { note: N3 }, N3),
    object("renamed-field", "plan", { plan: N2 }, N2),
    object("extra-field", "date beside", { date: "2027-06-16", note: N3 }, N3),
    object("ellipsis", "empty", { note: "" }, "fallback"),
    rawAnswer("format", "streaming duplicate", JSON.stringify({ note: N3 }).repeat(2), N3),
    rawAnswer("format", "prose", N2, N2),
    rawAnswer("cut-off", "cut", '{"note": "The causeway floods from 6pm', "fallback", { finishReason: "length" }),
  ],
});
