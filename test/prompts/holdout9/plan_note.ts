import { planNotePrompt } from "../../../prompts/persona/planNote.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { bom, fence, nbsp, smart, tag, think, unclosed, zws } from "./forms.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.plan_note;
const N1 = "I must get the dome shutter working before the equinox open night at the observatory at 8pm tonight. The cliff railway is shut all day, so visitors will have to walk up the ridge, and Rosalind is bringing her nephew.";
const N2 = "Tonight is the equinox open night at the observatory, starting at 8pm, and the sky should clear after 9pm. I need to free the jammed shutter this afternoon and remember that the railway is closed today.";
const N3 = "I should fix the dome shutter first thing. The open night is at 8pm in the observatory; Rosalind's nephew is coming, and the clear sky after 9pm is the best time for the telescope.";
const N4 = "Open night at 8pm at the observatory. Shutter still jams. Railway shut all day. Clear after 9pm.";

export default corpusOf<string>({
  prompt: planNotePrompt,
  inputs,
  text: [
    text("good", "claude-3.5-haiku", N1, N1),
    text("good", "command-r-plus", `${N2}\n`, N2),
    text("good", "glm-4", N3, N3),
    text("good", "internlm-2.5", N1, N1),
    text("good", "minicpm", N2, N2),
    text("good", "falcon-3", N3, N3),
    text("good", "stablelm", N4, N4),
    text("good", "zephyr", N1, N1),
    text("good", "openchat", N2, N2),
    text("good", "gemini-2-flash", `${N3}\n`, N3),
    text("good", "deepseek-r1-distill", think("Wednesday: open night at 8pm, railway closed, shutter jams, clear after 9. Rosalind's nephew.", N1), N1),
    text("format", "deepseek-r1-distill", unclosed("The note in first person.", N2), N2),
    text("format", "glm-4", tag("answer", N1), N1),
    text("format", "internlm-2.5", `<response>\n${N3}\n</response>`, N3),
    text("format", "command-r-plus", fence("yaml", `note: "${N1}"`), N1),
    text("format", "minicpm", fence("text", N2), N2),
    text("format", "falcon-3", bom(N1), N1),
    text("format", "stablelm", nbsp(N3), N3),
    text("format", "zephyr", zws(N2), N2),
    text("format", "openchat", smart(`"${N1}"`), N1),
    text("format", "gemini-2-flash", `**Note to self:** ${N2}`, N2),
    text("format", "claude-3.5-haiku", `${N1}\n\n— Tobias`, N1),
    text("format", "glm-4", `{"result": {"note": "${N3}"}}`, N3),
    text("format", "internlm-2.5", "Tobias must get the dome shutter working before the open night at 8pm tonight; the railway is shut all day.", "Tobias must get the dome shutter working before the open night at 8pm tonight; the railway is shut all day."),
    text("format", "minicpm", "Je dois réparer la trappe de la coupole avant la soirée d'observation à 20h ce soir.", "Je dois réparer la trappe de la coupole avant la soirée d'observation à 20h ce soir."),
    text("placeholder", "falcon-3", "I ...", "fallback"),
    text("refusal", "zephyr", "As an AI language model, I don't have personal plans, but here are some things to keep in mind: the open night is at 8pm.", "fallback"),
    text("loop", "q2-8b", "I must fix the shutter. I must fix the shutter. I must fix the shutter. I must fix the shutter. I must fix the shutter. I must fix the shutter.", "fallback"),
    capped("deepseek-r1-distill", "<think>\nTobias, Wednesday. Memories: railway closed Wednesday, shutter jams, Rosalind's nephew at 8pm, clear after 9. The note should mention the open night at 8pm and", "fallback"),
    capped("stablelm", "I must get the dome shutter working before the equinox open night at the observatory at 8pm tonight. The cliff railway is shut all day, so visitors will", "fallback"),
    text("ellipsis", "openchat", "...", "fallback"),
  ],
  structured: [
    object("good", "valid", { note: N1 }, N1),
    object("good", "second", { note: N2 }, N2),
    object("good", "short", { note: N4 }, N4),
    object("renamed-field", "plan", { plan: N3 }, N3),
    object("extra-field", "date beside", { date: "2027-09-22", note: N1 }, N1),
    object("nested-json", "list of sentences", { note: ["I must get the dome shutter working before the open night at 8pm.", "The railway is shut all day."] }, "I must get the dome shutter working before the open night at 8pm. The railway is shut all day."),
    rawAnswer("format", "nested under response", JSON.stringify({ response: { note: N2 } }), N2),
    rawAnswer("format", "yaml", `note: "${N1}"`, N1),
    rawAnswer("cut-off", "cut", `{"note": "${N1.slice(0, 60)}`, "fallback", { finishReason: "length" }),
    object("ellipsis", "empty", { note: "" }, "fallback"),
  ],
});
