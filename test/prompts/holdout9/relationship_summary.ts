import { relationshipSummaryPrompt } from "../../../prompts/persona/relationshipSummary.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { bom, fence, nbsp, smart, tag, think, unclosed, zws } from "./forms.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.relationship_summary;
const S1 = "Halvard Quist knows Tobias Wendt well as a daily passenger of thirty years and a fellow at the star club, and is fond of him, though a little exasperated that Tobias keeps forgetting his return ticket.";
const S2 = "Halvard sees Tobias as a familiar, slightly scatterbrained regular: they meet on the railway every day and at the star club each month.";
const S3 = "They know each other well; Halvard likes Tobias but grumbles about his forgotten tickets.";

export default corpusOf<string>({
  prompt: relationshipSummaryPrompt,
  inputs,
  text: [
    text("good", "claude-3.5-haiku", S1, S1),
    text("good", "command-r-plus", `${S2}\n`, S2),
    text("good", "glm-4", S3, S3),
    text("good", "internlm-2.5", S1, S1),
    text("good", "minicpm", S2, S2),
    text("good", "falcon-3", S3, S3),
    text("good", "stablelm", S1, S1),
    text("good", "zephyr", S2, S2),
    text("good", "openchat", S3, S3),
    text("good", "gemini-2-flash", `${S1}\n`, S1),
    text("good", "deepseek-r1-distill", think("Thirty years of daily rides, star club, forgotten tickets. Familiar, fond, a bit exasperated.", S1), S1),
    text("format", "deepseek-r1-distill", unclosed("One or two sentences.", S2), S2),
    text("format", "glm-4", tag("answer", S3), S3),
    text("format", "internlm-2.5", `<response>\n${S1}\n</response>`, S1),
    text("format", "command-r-plus", fence("yaml", `summary: "${S2}"`), S2),
    text("format", "minicpm", fence("text", S3), S3),
    text("format", "falcon-3", bom(S1), S1),
    text("format", "stablelm", nbsp(S2), S2),
    text("format", "zephyr", zws(S3), S3),
    text("format", "openchat", smart(`"${S1}"`), S1),
    text("format", "gemini-2-flash", `**Summary:** ${S2}`, S2),
    text("format", "claude-3.5-haiku", `${S3}\n\nI hope this captures their relationship!`, S3),
    text("format", "glm-4", JSON.stringify({ data: { summary: S1 } }), S1),
    text("format", "command-r-plus", "Halvard Quist connaît bien Tobias Wendt, un passager fidèle depuis trente ans, même s'il oublie souvent son billet de retour.", "Halvard Quist connaît bien Tobias Wendt, un passager fidèle depuis trente ans, même s'il oublie souvent son billet de retour."),
    text("format", "internlm-2.5", "Rosalind Okafor and Halvard Quist are old friends who trust each other.", "fallback"),
    text("refusal", "falcon-3", "As an AI, I can't know how real people feel about each other.", "fallback"),
    text("loop", "q2-8b", "Halvard knows Tobias. Halvard knows Tobias. Halvard knows Tobias. Halvard knows Tobias. Halvard knows Tobias. Halvard knows Tobias.", "fallback"),
    capped("deepseek-r1-distill", "<think>\nThe memories: Tobias rides daily for thirty years, so Halvard sees him every day. The star club monthly. The ticket thing", "fallback"),
    capped("openchat", "Halvard Quist knows Tobias Wendt well as a daily passenger of thirty years and a fellow at the", "fallback"),
    text("ellipsis", "stablelm", "...", "fallback"),
  ],
  structured: [
    object("good", "valid", { summary: S1 }, S1),
    object("good", "second", { summary: S2 }, S2),
    object("good", "short", { summary: S3 }, S3),
    object("renamed-field", "relationship", { relationship: S1 }, S1),
    object("extra-field", "closeness beside", { summary: S2, closeness: 7 }, S2),
    rawAnswer("format", "nested under result", JSON.stringify({ result: { summary: S3 } }), S3),
    rawAnswer("format", "yaml", `summary: "${S1}"`, S1),
    rawAnswer("cut-off", "cut", `{"summary": "${S1.slice(0, 40)}`, "fallback", { finishReason: "length" }),
    object("refusal", "someone else", { summary: "Halvard Quist hardly knows Rosalind Okafor." }, "fallback"),
    object("ellipsis", "empty", { summary: "" }, "fallback"),
  ],
});
