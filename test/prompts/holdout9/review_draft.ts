import { reviewDraftPrompt } from "../../../prompts/role/reviewDraft.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { bom, fence, nbsp, tag, think, unclosed } from "./forms.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.review_draft;
const R1 = "The notice is short and lists what's on, and the railway tip is useful. It should say the date, Saturday, September 25, not just Saturday.";
const R2 = "Good, lively opening and the practical note about the lower road works well. Add the date (September 25) so nobody turns up on the wrong Saturday.";
const R3 = "Clear and friendly. One change: give the full date, Saturday 25 September.";

export default corpusOf<string>({
  prompt: reviewDraftPrompt,
  inputs,
  text: [
    text("good", "claude-3.5-haiku", R1, R1),
    text("good", "command-r-plus", `${R2}\n`, R2),
    text("good", "glm-4", R3, R3),
    text("good", "internlm-2.5", R1, R1),
    text("good", "minicpm", R2, R2),
    text("good", "falcon-3", R3, R3),
    text("good", "stablelm", R1, R1),
    text("good", "zephyr", R2, R2),
    text("good", "openchat", R3, R3),
    text("good", "gemini-2-flash", `${R1}\n`, R1),
    text("good", "deepseek-r1-distill", think("Works: short, what's on, railway tip. Missing: the date.", R1), R1),
    text("format", "deepseek-r1-distill", unclosed("Three sentences at most.", R2), R2),
    text("format", "glm-4", tag("answer", R3), R3),
    text("format", "internlm-2.5", `<response>${R1}</response>`, R1),
    text("format", "command-r-plus", fence("text", R2), R2),
    text("format", "falcon-3", bom(R3), R3),
    text("format", "stablelm", nbsp(R1), R1),
    text("format", "zephyr", `Review: ${R2}`, R2),
    text("format", "openchat", `${R3}\n\nHappy to look at the next version!`, R3),
    text("format", "gemini-2-flash", `"${R1}"`, R1),
    text("format", "claude-3.5-haiku", `${R2}\n\n— Ambrose`, `${R2}\n\n— Ambrose`),
    text("format", "glm-4", JSON.stringify({ data: { text: R3 } }), R3),
    text("format", "minicpm", "Die Anzeige ist kurz und klar. Ergänzen Sie das Datum, 25. September.", "Die Anzeige ist kurz und klar. Ergänzen Sie das Datum, 25. September."),
    text("format", "command-r-plus", "Harvest Fair! New cider, hill cheese and the star club's bake sale. Kestrelridge Market Hall, Saturday, September 25, from 9am. Take the cliff railway: the lower road is closed.", "fallback"),
    text("refusal", "falcon-3", "I'm sorry, I can't review this without seeing the draft.", "fallback"),
    text("placeholder", "stablelm", "<review>", "fallback"),
    capped("deepseek-r1-distill", "<think>\nThe draft: Harvest Fair! New cider... Saturday from 9am. It lacks the date. Also 'Take the cliff railway' is good. What works", "fallback"),
    capped("openchat", "The notice is short and lists what's on, and the railway tip is useful. It should say the", "fallback"),
  ],
  structured: [
    object("good", "valid", { text: R1 }, R1),
    object("good", "second", { text: R2 }, R2),
    object("good", "short", { text: R3 }, R3),
    object("renamed-field", "review", { review: R1 }, R1),
    object("extra-field", "rating beside", { text: R2, rating: 7 }, R2),
    rawAnswer("format", "nested under result", JSON.stringify({ result: { text: R3 } }), R3),
    rawAnswer("format", "plain text", R1, R1),
    rawAnswer("cut-off", "cut", `{"text": "The notice is short`, "fallback", { finishReason: "length" }),
    object("ellipsis", "empty", { text: "" }, "fallback"),
  ],
});
