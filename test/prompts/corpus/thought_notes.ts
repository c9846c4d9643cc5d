import { thoughtNotesPrompt, type ThoughtNote } from "../../../prompts/persona/thoughtNotes.js";
import { ada } from "./fixtures.js";
import { corpusOf } from "./types.js";

const inputs = {
  identity: ada,
  statements: [
    "Ada Okafor wants to bake honey-rye pastries for the poetry night",
    "For Ada Okafor's planning: Ada Okafor should open the bakery at 7 am tomorrow",
  ],
};
const all: ThoughtNote[] = [
  { triple: ["Ada Okafor", "bake", "honey-rye pastries"], poignancy: 6 },
  { triple: ["Ada Okafor", "open", "the bakery"], poignancy: 3 },
];
const lines = "1. (Ada Okafor, bake, honey-rye pastries) | 6\n2. (Ada Okafor, open, the bakery) | 3";

export default corpusOf<ThoughtNote[]>({
  prompt: thoughtNotesPrompt,
  inputs,
  text: [
    { style: "gpt-4o-mini", answer: lines, expected: all },
    {
      style: "gpt-4o-mini",
      answer: "Here are the notes:\n\n1. **Triple:** (Ada Okafor, bake, honey-rye pastries); **Score:** 6\n2. **Triple:** (Ada Okafor, open, the bakery); **Score:** 3",
      expected: all,
    },
    // Blocks of labelled lines, the thought repeated (its "7 am" is not the score).
    {
      style: "gpt-3.5",
      answer: "1. Ada Okafor wants to bake honey-rye pastries for the poetry night\nTriple: (Ada Okafor, bake, honey-rye pastries)\nScore: 6\n\n2. Ada Okafor should open the bakery at 7 am tomorrow\nTriple: (Ada Okafor, open, the bakery)\nScore: 3",
      expected: all,
    },
    { style: "gpt-3.5", answer: "1. (Ada, bake, honey-rye pastries) - Score: 6/10\n2. (She, open, the bakery) - Score: 3/10", expected: all },
    {
      style: "llama-3-8b",
      answer: `Sure! Here are the triples and scores for Ada's thoughts:\n\n${lines}\n\nThe poetry night matters more to Ada than her daily routine.`,
      expected: all,
    },
    {
      style: "qwen2.5-7b",
      answer: '```json\n[{"subject": "Ada Okafor", "predicate": "bake", "object": "honey-rye pastries", "score": 6}, {"subject": "Ada Okafor", "predicate": "open", "object": "the bakery", "score": 3}]\n```',
      expected: all,
    },
    {
      style: "qwen2.5-7b",
      answer: '{"thoughts": [{"thought": 1, "triple": ["Ada Okafor", "bake", "honey-rye pastries"], "score": 6}, {"thought": 2, "triple": ["Ada Okafor", "open", "the bakery"], "score": "3"}]}',
      expected: all,
    },
    // The predicate and object only, with bars: read as event_triple reads them.
    { style: "1b", answer: "1. bake | honey-rye pastries | 6\n2. open | the bakery | 3", expected: all },
    // A partial answer: what is missing is asked alone (thought 2 entirely, thought 1's score).
    { style: "1b", answer: "1. (Ada Okafor, bake, honey-rye pastries)", expected: [{ triple: all[0]!.triple, poignancy: null }, { triple: null, poignancy: null }] },
    // A triple about someone else: that triple asked alone, the score kept.
    { style: "1b", answer: "1. (Mei Lin, read, novel) | 6\n2. (Ada Okafor, open, the bakery) | 3", expected: [{ triple: null, poignancy: 6 }, all[1]!] },
    { style: "1b", answer: "Ada thinks about the poetry night a lot.", expected: "fallback" },
    { style: "reasoning", answer: `<think>\nThe poetry night is notable: 6. Opening the bakery is routine: 3.\n</think>\n\n${lines}`, expected: all },
    { style: "reasoning", answer: "<think>\nFirst thought: Ada bakes pastries, a notable plan. Score", expected: "fallback" },
    { style: "refusal", answer: "As an AI language model, I cannot judge a person's thoughts.", expected: "fallback" },
  ],
  structured: [
    {
      note: "valid",
      answer: { thoughts: [{ thought: 1, subject: "Ada Okafor", predicate: "bake", object: "honey-rye pastries", score: 6 }, { thought: 2, subject: "Ada Okafor", predicate: "open", object: "the bakery", score: 3 }] },
      expected: all,
    },
    {
      note: "subject left empty, a score of 0: the triple kept, the score asked alone",
      answer: { thoughts: [{ thought: 1, subject: "", predicate: "bake", object: "honey-rye pastries", score: 0 }, { thought: 2, subject: "Ada Okafor", predicate: "open", object: "the bakery", score: 3 }] },
      expected: [{ triple: all[0]!.triple, poignancy: null }, all[1]!],
    },
    { note: "nothing given", answer: { thoughts: [] }, expected: "fallback" },
  ],
});
