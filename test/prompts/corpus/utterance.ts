import { utterancePrompt, type UtteranceResult } from "../../../prompts/persona/utterance.js";
import { ada, bakeryChat } from "./fixtures.js";
import { corpusOf } from "./types.js";

const line = "Of course! I'll have the lemon tarts ready by 6:30.";
const said: UtteranceResult = { utterance: line, end: false };

export default corpusOf<UtteranceResult>({
  prompt: utterancePrompt,
  inputs: {
    speaker: { ...ada, currTime: "2024-05-06T12:15:00" },
    listener: "Tomas Reyes",
    relationship: "Ada sees Tomas as a friendly regular.",
    memories: ["Ada Okafor offered to bake pastries for the poetry night"],
    place: "shop floor in Okafor Bakery",
    speakerActivity: "serving customers",
    listenerActivity: "having lunch",
    transcript: bakeryChat.slice(0, 3),
  },
  text: [
    { style: "gpt-4o-mini", answer: `{"utterance": "${line}", "end": false}`, expected: said },
    { style: "gpt-4o-mini", answer: `\`\`\`json\n{\n  "utterance": "${line}",\n  "end": false\n}\n\`\`\``, expected: said },
    { style: "gpt-3.5", answer: `{"utterance": "Ada Okafor: ${line}", "end": "false"}`, expected: said },
    { style: "gpt-3.5", answer: `Here is Ada's reply:\n\n{"utterance": "${line}", "end": false}\n\nAda agrees and the chat can go on.`, expected: said },
    { style: "llama-3-8b", answer: `{"utterance": "*smiles* ${line}", "end": false}`, expected: said },
    { style: "llama-3-8b", answer: `**Utterance:** ${line}\n**End:** false`, expected: said },
    { style: "qwen2.5-7b", answer: `{'utterance': "${line}", 'end': False}`, expected: said },
    { style: "qwen2.5-7b", answer: `{"utterance": "See you Friday, Tomas!", "end": true}`, expected: { utterance: "See you Friday, Tomas!", end: true } },
    { style: "1b", answer: line, expected: "fallback" },
    { style: "1b", answer: `{"utterance": "${line}"}`, expected: "fallback" },
    { style: "1b", answer: '{"utterance": "Perfect. The reading starts at 7pm, so could you bring them by 6:30?", "end": false}', expected: "fallback" },
    {
      style: "reasoning",
      answer: `<think>\nAda already said she'd close early. She'd confirm the time warmly; the chat isn't over.\n</think>\n{"utterance": "${line}", "end": false}`,
      expected: said,
    },
    { style: "reasoning", answer: '<think>\nAda should confirm. Something like {"utterance": "Of course', expected: "fallback" },
    // The other side's line: the model wrote the listener's turn.
    { style: "1b", answer: '{"utterance": "Tomas: Perfect, 6:30 it is.", "end": false}', expected: "fallback" },
    { style: "llama-3-8b", answer: '{"speaker": "Tomas Reyes", "utterance": "Great, see you then!", "end": true}', expected: "fallback" },
    { style: "gpt-3.5", answer: `{"speaker": "Ada Okafor", "utterance": "${line}", "end": false}`, expected: said },
    { style: "refusal", answer: '{"utterance": "As an AI language model, I cannot role-play as a real person.", "end": true}', expected: "fallback" },
  ],
  structured: [
    { note: "valid", answer: { utterance: line, end: false }, expected: said },
    { note: "with a speaker label", answer: { utterance: `Ada: ${line}`, end: true }, expected: { utterance: line, end: true } },
    { note: "empty line", answer: { utterance: "", end: false }, expected: "fallback" },
    { note: "the listener's line", answer: { utterance: "Tomas Reyes: Perfect, 6:30 it is.", end: false }, expected: "fallback" },
    { note: "end as the word no (read as false)", answer: { utterance: line, end: "no" }, expected: { utterance: line, end: false } },
  ],
});
