import { relationshipSummaryPrompt } from "../../../prompts/persona/relationshipSummary.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";

const inputs = {
  speaker: "Lena Sommer",
  listener: "Matthias Keller",
  statements: [
    "Matthias Keller said the choir may stand on the inn's balcony on Saturday",
    "Matthias Keller carried Lena Sommer's mother down from the chapel when she broke her ankle",
    "Matthias Keller posts a parcel of rope at the post office every month",
  ],
};

const RS =
  "Lena Sommer knows Matthias Keller well: he posts his parcels at her counter every month and once carried her mother down from the chapel when she broke her ankle. She is grateful to him and glad he has let the choir use the inn's balcony on Saturday.";
const stranger = { ...inputs, statements: ["Matthias Keller once bought a stamp from Lena Sommer"] };
const STRANGER = "Lena Sommer hardly knows Matthias Keller; he once bought a stamp from her at the post office.";

const RS2 =
  "Lena Sommer sees Matthias Keller as a kind and reliable neighbour: he carried her mother down from the chapel, posts his parcels with her every month, and has let the choir use the inn's balcony.";

export default corpusOf<string>({
  prompt: relationshipSummaryPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", RS2, RS2),
    text("good", "qwen2.5-7b", RS, RS),
    text("good", "llama-3-8b", RS2, RS2),
    text("good", "gpt-4o-mini", RS, RS),
    text("good", "gpt-3.5", `Sure! ${RS}`, RS),
    text("good", "llama-3-8b", `Here is how Lena sees Matthias:\n\n${RS}`, RS),
    text("good", "qwen2.5-7b", `**Summary:** ${RS}`, RS),
    text("good", "1b", "Lena likes Matthias because he helped her mother.", "Lena likes Matthias because he helped her mother."),
    text("good", "reasoning", `<think>\nLet me think. Monthly parcels, the mother's ankle, the balcony. Grateful, friendly.\n</think>\n${RS}`, RS),
    text("good", "gpt-4o-mini", STRANGER, STRANGER, { inputs: stranger }),
    text("label", "gpt-3.5", `${RS} (This reflects the three memories above.)`, RS),
    text("number-in-text", "llama-3-8b", "Lena has known Matthias for 20 years; he posts 1 parcel a month with her and once carried her mother down from the chapel, and she is grateful to him.", "Lena has known Matthias for 20 years; he posts 1 parcel a month with her and once carried her mother down from the chapel, and she is grateful to him."),
    text("refusal", "refusal", "I'm sorry, but there isn't enough information to describe their relationship.", "fallback"),
    capped("gpt-4o-mini", "Lena Sommer knows Matthias Keller well: he posts his parcels at her counter every month and once carried her", "fallback"),
  ],
  structured: [
    object("good", "another summary", { summary: RS2 }, RS2),
    object("good", "valid", { summary: RS }, RS),
    object("renamed-field", "relationship for summary", { relationship: RS }, RS),
    object("extra-field", "a closeness score beside", { summary: RS, closeness: 7 }, RS),
    object("refusal", "a refusal in the summary", { summary: "I cannot determine their relationship from this." }, "fallback"),
    rawAnswer("cut-off", "cut off inside the summary", '{"summary": "Lena Sommer knows Matthias Keller well: he posts his parcels at her', "fallback", { finishReason: "length" }),
  ],
});
