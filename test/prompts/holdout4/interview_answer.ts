import { interviewAnswerPrompt, type InterviewAnswer } from "../../../prompts/persona/interviewAnswer.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { hana } from "./fixtures.js";

const inputs = {
  speaker: { ...hana, currTime: "2024-10-16T16:00:00" },
  interviewer: "a student writing about oasis festivals",
  doing: "holding the lantern workshop (gluing paper to frames)",
  place: "the classroom in Tamarisk Wells School",
  plan: ["15:00-17:00 holding the lantern workshop", "17:00-18:00 checking the wind forecast", "19:00-21:00 reading"],
  memories: [
    "the children have finished one hundred and sixty of the two hundred lanterns",
    "the forecast says strong wind on Friday evening",
    "Nadia Farouk promised six jars of date syrup for the Lantern Night stall",
    "Hana Salazar swam in the spring pool this morning",
  ],
  question: "Will Lantern Night go ahead on Friday?",
};
const IA = "We're planning on it! The children have made a hundred and sixty lanterns so far, but the forecast says strong wind on Friday evening, so I'm keeping a close eye on it.";
const A: InterviewAnswer = { answer: IA, drewOn: [0, 1] };
const IA2 = "I hope so. The wind forecast for Friday worries me, but we'll light them if we possibly can.";
const A2: InterviewAnswer = { answer: IA2, drewOn: [1] };
const j = (answer: string, memories: unknown) => JSON.stringify({ answer, memories });

export default corpusOf<InterviewAnswer>({
  prompt: interviewAnswerPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", j(IA, [1, 2]), A),
    text("good", "gpt-3.5", `Here is Hana's answer:\n\n${j(IA, [1, 2])}`, A),
    text("good", "llama-3-8b", "```json\n" + JSON.stringify({ answer: IA2, memories: [2] }, null, 2) + "\n```", A2),
    text("good", "qwen2.5-7b", j(IA2, [2]), A2),
    text("good", "1b", j("Yes, I hope so.", []), { answer: "Yes, I hope so.", drewOn: [] }),
    text("good", "reasoning", `<think>\nShe knows the lantern count and the wind forecast: memories 1 and 2.\n</think>\n${j(IA, [1, 2])}`, A),
    text("good", "gpt-4o-mini", `Sure! ${j(IA2, [2])}`, A2),
    text("format", "qwen2.5-7b", `{'answer': "${IA2}", 'memories': [2]}`, A2),
    text("format", "llama-3-8b", `Answer: ${IA}\nMemories: 1, 2`, A),
    text("format", "gpt-4o-mini", `{\n  "answer": "${IA2}",\n  "memories": [2], // the forecast\n}`, A2),
    text("string-value", "gpt-3.5", j(IA, ["1", "2"]), A),
    text("nested-json", "llama-3-8b", JSON.stringify({ answer: { text: IA2 }, memories: [2] }), A2),
    text("label", "qwen2.5-7b", j(`Hana: ${IA2}`, [2]), A2),
    text("number-in-text", "gpt-4o-mini", j("We have 160 of 200 lanterns done and 2 days left, so yes, if the wind allows!", [1, 2]), { answer: "We have 160 of 200 lanterns done and 2 days left, so yes, if the wind allows!", drewOn: [0, 1] }),
    text("empty-list", "gpt-3.5", j("Oh, I really couldn't say yet, ask me on Friday!", []), { answer: "Oh, I really couldn't say yet, ask me on Friday!", drewOn: [] }),
    text("refusal", "refusal", "I'm sorry, but I can't pretend to be a real person.", "fallback"),
    text("refusal", "gpt-3.5", j("As an AI language model, I don't have information about Lantern Night.", []), "fallback"),
    text("placeholder", "1b", j("<what Hana Salazar says>", []), "fallback"),
    capped("gpt-4o-mini", `{"answer": "We're planning on it! The children have made a hundred and sixty lanterns so far, but the forecast`, "fallback"),
    text("cut-off", "reasoning", "<think>\nShe would be hopeful but worried about the wind. Memories", "fallback"),
  ],
  structured: [
    object("good", "valid", { answer: IA, memories: [1, 2] }, A),
    object("good", "shorter", { answer: IA2, memories: [2] }, A2),
    object("renamed-field", "memory_numbers for memories", { answer: IA, memory_numbers: [1, 2] }, A),
    object("missing-field", "no memories", { answer: IA2 }, { answer: IA2, drewOn: [] }),
    object("string-value", "numbers as strings", { answer: IA2, memories: ["2"] }, A2),
    object("refusal", "a refusal", { answer: "I'm unable to answer as Hana.", memories: [] }, "fallback"),
    object("ellipsis", "only dots", { answer: "...", memories: [] }, "fallback"),
    rawAnswer("cut-off", "cut off", '{"answer": "I hope so. The wind forecast for Friday', "fallback", { finishReason: "length" }),
  ],
});
