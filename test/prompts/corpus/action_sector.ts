import { actionSectorPrompt } from "../../../prompts/persona/actionSector.js";
import { ada, LARKSPUR } from "./fixtures.js";
import { corpusOf } from "./types.js";

export default corpusOf<string>({
  prompt: actionSectorPrompt,
  inputs: {
    identity: { ...ada, currTime: "2024-05-06T16:00:00" },
    activity: "walking in the park (strolling under the willows)",
    livingSector: "Ada Okafor's house",
    livingArenas: Object.keys(LARKSPUR["Ada Okafor's house"]),
    currentSector: "Okafor Bakery",
    currentArenas: Object.keys(LARKSPUR["Okafor Bakery"]),
    accessibleSectors: Object.keys(LARKSPUR),
  },
  text: [
    { style: "gpt-4o-mini", answer: "Answer: Willow Park", expected: "Willow Park" },
    { style: "gpt-4o-mini", answer: "Willow Park", expected: "Willow Park" },
    { style: "gpt-3.5", answer: "Ada should go to Willow Park.", expected: "Willow Park" },
    { style: "gpt-3.5", answer: "Answer: the park", expected: "Willow Park" },
    { style: "llama-3-8b", answer: "**Answer:** Willow Park\n\nAda wants to stroll under the willows, which she can only do in the park.", expected: "Willow Park" },
    { style: "llama-3-8b", answer: "Based on the activity, Ada cannot walk under willows at the bakery.\nSo she goes to Willow Park.", expected: "Willow Park" },
    { style: "qwen2.5-7b", answer: '{"sector": "Willow Park"}', expected: "Willow Park" },
    { style: "qwen2.5-7b", answer: "Answer: willow park (she takes her walk there after closing)", expected: "Willow Park" },
    { style: "1b", answer: "Answer: Larkspur:Willow Park:lawn", expected: "Willow Park" },
    { style: "1b", answer: "Ada Okafor is walking in the park. She likes the park and the bakery and the library.", expected: "fallback" },
    { style: "1b", answer: "Answer: the town square", expected: "fallback" },
    { style: "gpt-3.5", answer: "Answer: Okafor Bakery or Willow Park", expected: "fallback" },
    {
      style: "reasoning",
      answer: "<think>\nShe is at the bakery. A walk under the willows needs the park; the bakery has no lawn.\n</think>\n\nAnswer: Willow Park",
      expected: "Willow Park",
    },
    { style: "reasoning", answer: "<think>\nThe current place is Okafor Bakery, which has a kitchen and a shop floor. Walking under the willows", expected: "fallback" },
    // A place ruled out is no choice; a fragment of a name (the town's own name) is none either.
    { style: "gpt-3.5", answer: "Not Okafor Bakery — Willow Park.", expected: "Willow Park" },
    { style: "llama-3-8b", answer: "Ada would go to Willow Park, not the library.", expected: "Willow Park" },
    { style: "qwen2.5-7b", answer: "Rather than Okafor Bakery, Willow Park.", expected: "Willow Park" },
    { style: "1b", answer: "Answer: Larkspur", expected: "fallback" },
    { style: "1b", answer: "Answer: Okafor", expected: "fallback" },
    { style: "1b", answer: "Answer: not Willow Park", expected: "fallback" },
    { style: "refusal", answer: "I'm sorry, but I can't determine where Ada should go from the given information.", expected: "fallback" },
    {
      style: "gpt-4o-mini",
      answer: "Answer: home",
      inputs: {
        identity: ada,
        activity: "sleeping",
        livingSector: "Ada Okafor's house",
        currentSector: "Okafor Bakery",
        accessibleSectors: Object.keys(LARKSPUR),
      },
      expected: "Ada Okafor's house",
    },
  ],
  structured: [
    { note: "valid", answer: { sector: "Willow Park" }, expected: "Willow Park" },
    { note: "valid, another case", answer: { sector: "willow park" }, expected: "Willow Park" },
    { note: "a place the persona does not know", answer: { sector: "Town Hall" }, expected: "fallback" },
    { note: "empty", answer: { sector: "" }, expected: "fallback" },
    { note: "the town's name, part of one sector's", answer: { sector: "Larkspur" }, expected: "fallback" },
  ],
});
