import { relationshipSummaryPrompt } from "../../../prompts/persona/relationshipSummary.js";
import { corpusOf } from "../corpus/types.js";
import { freeTextCases, freeTextObjects, type FreeText } from "./freeText.js";
import { INPUTS } from "./inputs.js";

const f: FreeText = {
  good: [
    "Ingrid Halvorsen knows Kofi Asante well as a regular customer who buys a Dale Blue every Monday, and they walked up to the hut together with the rescue team; she likes him but thinks he keeps her cheese too warm.",
    "Ingrid sees Kofi as a friendly regular and fellow rescue-team walker, though she quietly disapproves of how warm he keeps the cheese at the hut.",
    "They know each other through the weekly Dale Blue and the rescue team's spring walk; Ingrid is fond of Kofi but a little exasperated with his cheese storage.",
  ],
  echoed: "Reply with the sentences only.",
  translated: [
    ["gpt-sw3", "Ingrid känner Kofi väl som stamkund som köper en Dale Blue varje måndag, men tycker att han förvarar osten för varmt."],
    ["jais", "تعرف إنغريد كوفي جيدًا كزبون دائم يشتري جبنة كل يوم اثنين، لكنها ترى أنه يحفظ الجبن في مكان دافئ أكثر من اللازم."],
  ],
  placeholder: "[Name] sees [other name] as [relationship].",
  refusal: "I can't speculate about the private relationships of real people.",
  loop: "Ingrid likes Kofi. Ingrid likes Kofi. Ingrid likes Kofi. Ingrid likes Kofi. Ingrid likes Kofi. Ingrid likes Kofi. Ingrid likes Kofi. Ingrid likes Kofi. Ingrid likes Kofi.",
  cut: "Ingrid Halvorsen knows Kofi Asante well as a regular customer who buys a Dale Blue every",
};

export default corpusOf<string>({
  prompt: relationshipSummaryPrompt,
  inputs: INPUTS.relationship_summary,
  text: freeTextCases(f),
  structured: freeTextObjects("summary", "relationship", f),
});
