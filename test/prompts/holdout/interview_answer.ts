import { interviewAnswerPrompt, type InterviewAnswer } from "../../../prompts/persona/interviewAnswer.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "./cases.js";
import { nadia } from "./fixtures.js";

const inputs = {
  speaker: { ...nadia, currTime: "2024-06-10T11:20:00" },
  interviewer: "a reporter from the Brackenford Gazette",
  doing: "filling prescriptions (counting out tablets)",
  place: "the dispensing bench in Haddad Pharmacy",
  plan: ["11:00-13:00 filling prescriptions", "13:00-14:00 having lunch at The Lantern Inn", "14:00-18:00 serving customers"],
  memories: [
    "Nadia Haddad is organising the first-aid tent for the summer fair on Saturday",
    "Owen Pryce is building a bench for the first-aid tent",
    "Bea Lindqvist said the hay-fever tablets will arrive on Saturday",
    "Nadia Haddad swam at the lido on Sunday morning",
  ],
  question: "What are you doing for the summer fair?",
};
const said = "I'm running the first-aid tent on the Green on Saturday. Owen is even building me a bench for it, bless him.";
const answer: InterviewAnswer = { answer: said, drewOn: [0, 1] };
const timed = "The fair's on Saturday the 15th and I'm on first aid from 10am. Owen's building me a bench.";
const q = (s: string) => JSON.stringify(s);

export default corpusOf<InterviewAnswer>({
  prompt: interviewAnswerPrompt,
  inputs,
  text: [
    // --- ordinary answers --------------------------------------------------------------------------------------
    text("good", "gpt-4o-mini", JSON.stringify({ answer: said, memories: [1, 2] }), answer),
    text("good", "gpt-4o-mini", `\`\`\`json\n{\n  "answer": ${q(said)},\n  "memories": [1, 2]\n}\n\`\`\``, answer),
    text("good", "gpt-3.5", `Here is Nadia's answer:\n\n{"answer": ${q(said)}, "memories": [1, 2]}`, answer),
    text("good", "gpt-3.5", `{"answer": ${q(said)}, "memories": [2, 1]}`, { answer: said, drewOn: [1, 0] }),
    text("good", "llama-3-8b", `**Answer:** ${said}\n**Memories:** 1, 2`, answer),
    text("good", "llama-3-8b", "\"I'm running the first-aid tent on the Green on Saturday [1]. Owen is even building me a bench for it, bless him [2].\"", {
      answer: "I'm running the first-aid tent on the Green on Saturday. Owen is even building me a bench for it, bless him.",
      drewOn: [0, 1],
    }),
    text("good", "qwen2.5-7b", `{'answer': ${q(said)}, 'memories': [1, 2]}`, answer),
    text("good", "qwen2.5-7b", `{"response": ${q(said)}, "sources": "1, 2"}`, answer),
    text("good", "qwen2.5-7b", `{"answer": ${q("I haven't heard anything about that, to be honest. Is there a new stall?")}, "memories": []}`, {
      answer: "I haven't heard anything about that, to be honest. Is there a new stall?",
      drewOn: [],
    }, { inputs: { ...inputs, question: "What do you think of the new cider stall?" } }),
    text("good", "1b", said, { answer: said, drewOn: [] }),
    text("good", "1b", `${said}\nMemories: none`, { answer: said, drewOn: [] }),
    text("good", "reasoning", `<think>\nShe runs first aid (memory 1) and Owen builds the bench (memory 2). The lido is irrelevant.\n</think>\n{"answer": ${q(said)}, "memories": [1, 2]}`, answer),
    text("good", "gpt-4o-mini", JSON.stringify({ answer: "I'm counting out tablets for this morning's prescriptions. Busy Monday!", memories: [] }), {
      answer: "I'm counting out tablets for this morning's prescriptions. Busy Monday!",
      drewOn: [],
    }, { inputs: { ...inputs, question: "What are you doing right now?" } }),
    text("good", "gpt-3.5", JSON.stringify({ answer: "Owen's the carpenter down by the river. He's building me a bench for the first-aid tent.", memories: [2] }), {
      answer: "Owen's the carpenter down by the river. He's building me a bench for the first-aid tent.",
      drewOn: [1],
    }, { inputs: { ...inputs, question: "Who is Owen Pryce?" } }),
    text("good", "llama-3-8b", `{"answer": "Saturday morning, Bea says, which is cutting it fine with the fair the same day.", "memories": [3]}`, {
      answer: "Saturday morning, Bea says, which is cutting it fine with the fair the same day.",
      drewOn: [2],
    }, { inputs: { ...inputs, question: "When does your hay-fever delivery arrive?" } }),

    // --- strings for numbers, numbers in the answer, numbering from 0 -------------------------------------------------
    text("string-value", "gpt-3.5", `{"answer": ${q(said)}, "memories": ["1", "2"]}`, answer),
    text("string-value", "llama-3-8b", `{"answer": ${q(said)}, "memories": "1 and 2"}`, answer),
    text("string-value", "qwen2.5-7b", `{"answer": ${q(said)}, "memories": "[1, 2]"}`, answer),
    text("number-in-text", "gpt-4o-mini", JSON.stringify({ answer: timed, memories: [1, 2] }), { answer: timed, drewOn: [0, 1] }),
    text("number-in-text", "llama-3-8b", `**Answer:** ${timed}\n**Memories:** 1, 2`, { answer: timed, drewOn: [0, 1] }),
    text("number-in-text", "1b", "I'll be on first aid at the fair from 10am, and the trio plays at 2pm [1].", { answer: "I'll be on first aid at the fair from 10am, and the trio plays at 2pm.", drewOn: [0] }),
    text("number-in-text", "gpt-3.5", "I'm on first aid from 10am till 4pm on Saturday.", { answer: "I'm on first aid from 10am till 4pm on Saturday.", drewOn: [] }),
    text("batch-ids", "1b", `{"answer": ${q(said)}, "memories": [0, 1]}`, answer),

    // --- labels, stage directions, notes -----------------------------------------------------------------------
    text("label", "gpt-3.5", `{"answer": ${q(`Nadia Haddad: ${said}`)}, "memories": [1, 2]}`, answer),
    text("label", "llama-3-8b", `{"answer": ${q(`*smiles* ${said}`)}, "memories": [1, 2]}`, answer),
    text("label", "llama-3-8b", `Nadia: "${said}"\nMemories used: 1, 2`, answer),
    text("label", "gpt-4o-mini", `${JSON.stringify({ answer: said, memories: [1, 2] })}\n\n(This reflects Nadia's role at the fair and Owen's help.)`, answer),
    text("nested-json", "qwen2.5-7b", JSON.stringify({ answer: { text: said }, memories: [1, 2] }), answer),
    text("nested-json", "qwen2.5-7b", JSON.stringify({ response: { answer: said, memories: [1, 2] } }), answer),
    text("nested-json", "qwen2.5-7b", JSON.stringify({ answer: said, memories: [{ id: 1 }, { id: 2 }] }), answer),

    // --- cut off by the token cap -------------------------------------------------------------------------------
    capped("gpt-4o-mini", '{"answer": "I\'m running the first-aid tent on the Green on Saturday. Owen is even building', "fallback"),
    capped("gpt-3.5", `{"answer": ${q(said)}, "memories": [1,`, "fallback"),
    capped("llama-3-8b", "I'm running the first-aid tent on the Green on Saturday, and Owen", "fallback"),
    text("cut-off", "1b", "I'm running the first-aid tent on the Green on Saturday. Owen is even buil", "fallback"),
    text("cut-off", "reasoning", "<think>\nThe reporter asks about the fair. Memory 1 says she organises the first-aid tent. I should mention", "fallback"),

    // --- refusals, confusion, narration, nothing ---------------------------------------------------------------------
    text("refusal", "refusal", '{"answer": "I\'m sorry, but I can\'t pretend to be a real person.", "memories": []}', "fallback"),
    text("refusal", "refusal", "I'm sorry, I can't help with that.", "fallback"),
    text("template-cut", "gpt-3.5", "It seems like the question may have been cut off. Could you provide the full question you'd like Nadia to answer?", "fallback"),
    text("second-person", "llama-3-8b", '{"answer": "Nadia smiles and says that she is running the first-aid tent on Saturday.", "memories": [1]}', "fallback"),
    text("placeholder", "1b", '{"answer": "<what Nadia Haddad says>", "memories": [<numbers>]}', "fallback"),
    text("ellipsis", "1b", '{"answer": "...", "memories": []}', "fallback"),
    text("good", "1b", `{"answer": ${q(inputs.question)}, "memories": []}`, "fallback"),
  ],
  structured: [
    object("good", "valid", { answer: said, memories: [1, 2] }, answer),
    object("string-value", "memory numbers as strings", { answer: said, memories: ["1", "2"] }, answer),
    object("string-value", "memory numbers in one string", { answer: said, memories: "1, 2" }, answer),
    object("renamed-field", "response / sources", { response: said, sources: [1, 2] }, answer),
    object("extra-field", "an emotion beside", { answer: said, memories: [1, 2], emotion: "cheerful" }, answer),
    object("missing-field", "no memories field", { answer: said }, { answer: said, drewOn: [] }),
    object("good", "a number that names no memory", { answer: said, memories: [1, 2, 9] }, answer),
    object("batch-ids", "memories counted from 0", { answer: said, memories: [0, 1] }, answer),
    object("refusal", "out of character", { answer: "As an AI language model, I don't have plans for a summer fair.", memories: [] }, "fallback"),
    object("second-person", "narration instead of speech", { answer: "Nadia explains that she is running the first-aid tent.", memories: [1] }, "fallback"),
    object("ellipsis", "\"...\"", { answer: "...", memories: [] }, "fallback"),
    rawAnswer("cut-off", "cut off inside the answer", '{"answer": "I\'m running the first-aid tent on the Green on Saturday. Owen is', "fallback", { finishReason: "length" }),
  ],
});
