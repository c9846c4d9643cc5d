import { actionSectorPrompt } from "../../../prompts/persona/actionSector.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { anouk } from "./fixtures.js";

const inputs = {
  identity: { ...anouk, currTime: "2024-09-16T14:30:00" },
  activity: "posting a parcel (weighing a wheel of cheese for her cousin)",
  livingSector: "Anouk Brandt's chalet",
  livingArenas: ["bedroom", "parlour"],
  currentSector: "Brandt Dairy",
  currentArenas: ["cheese room", "cellar", "dairy shop"],
  accessibleSectors: ["Anouk Brandt's chalet", "Brandt Dairy", "Edelhorn Post Office", "The Gentian Inn", "Edelhorn Cable Car Station"],
};
/** Heating milk: done where she is. */
const cheeseMaking = { ...inputs, activity: "making cheese (heating the milk)" };

export default corpusOf<string>({
  prompt: actionSectorPrompt,
  inputs,
  text: [
    text("good", "qwen2.5-7b", "Answer: Edelhorn Post Office\n\nShe needs the scales at the post office to weigh the parcel.", "Edelhorn Post Office"),
    text("good", "llama-3-8b", "Answer: Edelhorn Post Office", "Edelhorn Post Office"),
    text("good", "gpt-3.5", "Answer: Brandt Dairy", "Brandt Dairy", { inputs: cheeseMaking }),
    text("good", "gpt-4o-mini", "Answer: Edelhorn Post Office", "Edelhorn Post Office"),
    text("good", "gpt-3.5", "Answer: Edelhorn Post Office\n\nA parcel can't be posted from the dairy, so Anouk walks down to the post office.", "Edelhorn Post Office"),
    text("good", "llama-3-8b", "**Answer:** Edelhorn Post Office", "Edelhorn Post Office"),
    text("good", "qwen2.5-7b", "Answer: edelhorn post office", "Edelhorn Post Office"),
    text("good", "1b", "Post Office", "Edelhorn Post Office"),
    text("good", "reasoning", "<think>\nLet me think. She is at the dairy. Posting a parcel needs the post office; the scales there weigh it. So she goes.\n</think>\nAnswer: Edelhorn Post Office", "Edelhorn Post Office"),
    text("good", "gpt-4o-mini", "Answer: Brandt Dairy", "Brandt Dairy", { inputs: cheeseMaking }),
    text("label", "gpt-3.5", "Answer: Edelhorn Post Office (to send the parcel)", "Edelhorn Post Office"),
    text("general-value", "llama-3-8b", "Usually Anouk stays at Brandt Dairy in the afternoon, but a parcel has to go from the post office. Answer: Edelhorn Post Office", "Edelhorn Post Office"),
    text("brace", "1b", "Answer: <Edelhorn Post Office>", "Edelhorn Post Office"),
    text("refusal", "refusal", "I'm sorry, I don't have enough context to know where Anouk would go.", "fallback"),
    text("placeholder", "1b", "Answer: <place>", "fallback"),
    text("good", "1b", "Answer: Edelhorn Village Shop", "fallback"),
    capped("gpt-4o-mini", "Answer: Edelhorn Po", "fallback"),
    text("template-cut", "refusal", "It seems the list of places may have been cut off. Could you share the full list so I can pick one?", "fallback"),
  ],
  structured: [
    object("good", "where she is", { sector: "Brandt Dairy" }, "Brandt Dairy", { inputs: cheeseMaking }),
    object("good", "valid", { sector: "Edelhorn Post Office" }, "Edelhorn Post Office"),
    object("good", "lower case", { sector: "edelhorn post office" }, "Edelhorn Post Office"),
    object("renamed-field", "place for sector", { place: "Edelhorn Post Office" }, "Edelhorn Post Office"),
    object("extra-field", "a reason beside", { reason: "Parcels are posted at the post office.", sector: "Edelhorn Post Office" }, "Edelhorn Post Office"),
    object("good", "a place she does not know", { sector: "Edelhorn Town Hall" }, "fallback"),
    object("refusal", "a refusal for the place", { sector: "I'm not able to determine that." }, "fallback"),
    object("brace", "the template's bracket closed in the value", { sector: "Edelhorn Post Office>" }, "Edelhorn Post Office"),
    rawAnswer("cut-off", "cut off inside the place", '{"sector": "Edelhorn Pos', "fallback", { finishReason: "length" }),
  ],
});
