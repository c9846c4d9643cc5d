import { eventPoignanciesPrompt, type EventPoignancies } from "../../../prompts/persona/eventPoignancies.js";
import { ada } from "./fixtures.js";
import { corpusOf } from "./types.js";

const inputs = {
  identity: ada,
  descriptions: [
    "Tomas Reyes is inviting Ada Okafor to read a poem at the poetry night",
    "oven is baking 12 loaves of honey-rye",
    "Mei Lin is buying bread",
  ],
};
const all: EventPoignancies = [6, 2, 3];

export default corpusOf<EventPoignancies>({
  prompt: eventPoignanciesPrompt,
  inputs,
  text: [
    { style: "gpt-4o-mini", answer: "1: 6\n2: 2\n3: 3", expected: all },
    { style: "gpt-4o-mini", answer: "Here are the scores:\n\n1. 6\n2. 2\n3. Rating: 3", expected: all },
    { style: "gpt-3.5", answer: "1. Tomas Reyes is inviting Ada Okafor to read a poem at the poetry night - 6\n2. oven is baking 12 loaves of honey-rye - 2\n3. Mei Lin is buying bread - 3", expected: all },
    { style: "gpt-3.5", answer: "Event 1: 6/10\nEvent 2: 2/10\nEvent 3: 3/10", expected: all },
    {
      style: "llama-3-8b",
      answer: "Sure! Here's how much each event matters to Ada:\n\n- **1:** 6 (an invitation from a friend)\n- **2:** 2 (routine baking)\n- **3:** 3 (a regular customer)\n\nLet me know if you need anything else!",
      expected: all,
    },
    // The events repeated without their numbers: each line matched to its event.
    { style: "llama-3-8b", answer: "Mei Lin is buying bread: 3\nTomas Reyes is inviting Ada Okafor to read a poem at the poetry night: 6\noven is baking 12 loaves of honey-rye: 2", expected: all },
    { style: "qwen2.5-7b", answer: '```json\n{"scores": [6, 2, 3]}\n```', expected: all },
    { style: "qwen2.5-7b", answer: '[{"event": 1, "score": 6}, {"event": 2, "score": 2}, {"event": 3, "score": 3}]', expected: all },
    { style: "qwen2.5-7b", answer: '{"1": 6, "2": 2, "3": 3}', expected: all },
    // Scores only, one a line, in the events' order.
    { style: "1b", answer: "6\n2\n3", expected: all },
    { style: "gpt-3.5", answer: "Scores: 6, 2, 3", expected: all },
    // As many numbers as events but not a list of scores: no careful reader takes them in order.
    { style: "1b", answer: "Ada baked 12 loaves, saw 2 friends and 3 customers.", expected: "fallback" },
    // A partial answer: the missing event is asked alone.
    { style: "1b", answer: "1: 6\n2: 2", expected: [6, 2, null] },
    // A score off the scale, and two scores weighed: those events asked alone.
    { style: "1b", answer: "1: 6\n2: 15\n3: 3 or 4", expected: [6, null, null] },
    { style: "1b", answer: "The events are all fairly ordinary for a baker.", expected: "fallback" },
    { style: "reasoning", answer: "<think>\nThe invitation matters most, maybe 6. Baking is routine: 2. A customer: 3.\n</think>\n\n1: 6\n2: 2\n3: 3", expected: all },
    { style: "reasoning", answer: "<think>\nLet me weigh each event. The invitation is notable, 1:", expected: "fallback" },
    { style: "refusal", answer: "I'm sorry, but I can't judge how meaningful events are to a person.", expected: "fallback" },
  ],
  structured: [
    { note: "valid", answer: { scores: [{ event: 1, score: 6 }, { event: 2, score: 2 }, { event: 3, score: 3 }] }, expected: all },
    { note: "one event left out: asked alone", answer: { scores: [{ event: 1, score: 6 }, { event: 3, score: 3 }] }, expected: [6, null, 3] },
    { note: "a score off the scale: asked alone", answer: { scores: [{ event: 1, score: 0 }, { event: 2, score: 2 }, { event: 3, score: 3 }] }, expected: [null, 2, 3] },
    { note: "no scores", answer: { scores: [] }, expected: "fallback" },
  ],
});
