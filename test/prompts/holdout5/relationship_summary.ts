import { relationshipSummaryPrompt } from "../../../prompts/persona/relationshipSummary.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";

const inputs = {
  speaker: "Rafael Mbeki",
  listener: "Ingrid Halvorsen",
  statements: [
    "Ingrid Halvorsen lent Rafael Mbeki her van when the mill's truck broke down in the spring",
    "Ingrid Halvorsen told Rafael Mbeki his fiddle playing is too loud for a Friday",
    "Rafael Mbeki fixed the honey extractor at Halvorsen Apiary last August",
  ],
};
const strangers = { speaker: "Rafael Mbeki", listener: "Biscuit's vet", statements: ["Rafael Mbeki saw the vet's car on the ford road"] };

const S = "Rafael Mbeki and Ingrid Halvorsen are good neighbours who help each other out: she lent him her van in the spring and he fixed her honey extractor in August. He likes her, even if she teases him that his fiddle is too loud on Fridays.";
const S2 = "Rafael sees Ingrid as a blunt but generous friend; they trade favours, like her van and his repair of her honey extractor.";
const S3 = "Rafael Mbeki hardly knows the vet; he has only seen the vet's car on the ford road.";

export default corpusOf<string>({
  prompt: relationshipSummaryPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", S, S),
    text("good", "gpt-3.5", S2, S2),
    text("good", "llama-3-8b", S, S),
    text("good", "qwen2.5-7b", S2, S2),
    text("good", "mistral-7b", ` ${S}`, S),
    text("good", "1b", S2, S2),
    text("good", "reasoning", `<think>\nFavours both ways, some teasing. Friendly neighbours.\n</think>\n${S}`, S),
    text("good", "gpt-4o-mini", S3, S3, { inputs: strangers }),
    text("good", "mistral-7b", ` ${S3}`, S3, { inputs: strangers }),
    text("good", "gpt-3.5", S, S),
    text("good", "llama-3-8b", S3, S3, { inputs: strangers }),
    text("good", "qwen2.5-7b", S, S),
    text("good", "1b", S3, S3, { inputs: strangers }),
    text("format", "gpt-3.5", `Sure! Here's how Rafael sees Ingrid:\n\n${S2}`, S2),
    text("format", "llama-3-8b", `**Summary:** ${S2}`, S2),
    text("format", "qwen2.5-7b", `"${S}"`, S),
    text("format", "gpt-4o-mini", `- ${S2}`, S2),
    text("format", "mistral-7b", `${S2} 🤝`, `${S2} 🤝`),
    text("label", "gpt-3.5", `${S}\n\n(This summary is based only on the three memories given.)`, S),
    text("label", "llama-3-8b", `Relationship: ${S2}`, S2),
    text("second-person", "gpt-4o-mini", "You and Ingrid are good neighbours who help each other: she lent you her van and you fixed her honey extractor.", "fallback"),
    text("refusal", "refusal", "I'm sorry, I don't have enough information about these people.", "fallback"),
    text("placeholder", "1b", "[Speaker] sees [Listener] as [relationship].", "fallback"),
    capped("gpt-4o-mini", "Rafael Mbeki and Ingrid Halvorsen are good neighbours who help each other out: she lent him her van in the spring and he", "fallback"),
    text("cut-off", "reasoning", "<think>\nThree memories: the van, the fiddle, the extractor. So they", "fallback"),
  ],
  structured: [
    object("good", "valid", { summary: S }, S),
    object("good", "strangers", { summary: S3 }, S3, { inputs: strangers }),
    object("renamed-field", "relationship for summary", { relationship: S2 }, S2),
    object("extra-field", "a closeness beside", { summary: S2, closeness: 7 }, S2),
    object("label", "a label inside", { summary: `Summary: ${S2}` }, S2),
    object("refusal", "empty", { summary: "" }, "fallback"),
    rawAnswer("malformed", "plain text", S, S),
    rawAnswer("cut-off", "cut open", `{"summary": "Rafael Mbeki and Ingrid`, "fallback", { finishReason: "length" }),
  ],
});
