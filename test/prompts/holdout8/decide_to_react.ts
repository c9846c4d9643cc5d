import { decideToReactPrompt, type ReactionDecision } from "../../../prompts/persona/decideToReact.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.decide_to_react;

export default corpusOf<ReactionDecision>({
  prompt: decideToReactPrompt,
  inputs,
  text: [
    text("good", "llama-3.3-70b", "Answer: Option 1", "wait"),
    text("good", "gemma-3", "Answer: Option 1\n", "wait"),
    text("good", "phi-4", "Answer: Option 1\n\nDesmond only needs a moment to drop his book in the box.", "wait"),
    text("good", "deepseek-v3", "Answer: Option 2", "continue"),
    text("good", "mixtral", " Answer: Option 1", "wait"),
    text("good", "olmo-2", "Answer: Option 2", "continue"),
    text("good", "yi-34b", "Answer: Option 1", "wait"),
    text("good", "hermes", "Answer: Option 1", "wait"),
    text("good", "aya", "Answer: Option 1", "wait"),
    text("good", "gpt-4o-mini", "Answer: Option 1", "wait"),
    text("format", "qwq", "Okay, so Priya wants the returns box and Desmond is returning a book there. Returning a book takes seconds. She's cheerful and talkative, she'd probably wait and chat. So option 1.\n\nAnswer: Option 1", "wait"),
    text("format", "deepseek-v3", "Final answer: \\boxed{1}", "wait"),
    text("format", "mixtral", "Answer: Option 1</s>", "wait"),
    text("format", "llama-3.3-70b", "Answer: Option 1<|eot_id|>", "wait"),
    text("format", "olmo-2", "Assistant: Answer: Option 2", "continue"),
    text("format", "hermes", "<tool_call>\n{\"name\": \"react\", \"arguments\": {\"option\": 1}}\n</tool_call>", "wait"),
    text("format", "gemma-3", "Answer: the first option", "wait"),
    text("format", "aya", "Resposta: Opção 1", "wait"),
    text("format", "yi-34b", "Answer: Option 1\n\nUser: And what does Desmond do?\nAssistant: Answer: Option 2", "wait"),
    text("format", "phi-4", "option=1", "wait"),
    text("format", "deepseek-v3", "Answer: Option 2. Wait, actually, he'll be done in a second, so she waits.\nAnswer: Option 1", "wait"),
    text("format", "mixtral", "Option 1 or Option 2, both are reasonable.", "fallback"),
    text("format", "gemma-3", "Answer: wait until Desmond Achterberg has finished returning a book on clinker boatbuilding, then start sorting the returned books.", "wait"),
    text("placeholder", "olmo-2", "Answer: Option 1\" or \"Answer: Option 2", "fallback"),
    text("refusal", "aya", "I cannot decide for Priya.", "fallback"),
    capped("qwq", "Okay, so Priya is at the returns box, and Desmond is returning a book. Should she wait? Returning one book is quick, but she could also", "fallback"),
    text("loop", "olmo-2", "Answer: Option 1\nAnswer: Option 1\nAnswer: Option 1", "wait"),
    text("good", "qwq", "Okay, returning one book takes a moment; she waits.\n\nAnswer: Option 1", "wait"),
    text("good", "phi-4", "Answer: Option 2\n\nShe can sort the other pile on the desk meanwhile.", "continue"),
    text("good", "gemma-3", "Answer: Option 1", "wait"),
  ],
  structured: [
    object("good", "wait", { option: 1 }, "wait"),
    object("good", "continue", { option: 2 }, "continue"),
    object("string-value", "string", { option: "1" }, "wait"),
    object("string-value", "Option 2", { option: "Option 2" }, "continue"),
    object("renamed-field", "choice", { choice: 1 }, "wait"),
    object("extra-field", "reason beside", { option: 1, reason: "it takes a moment" }, "wait"),
    object("malformed", "three", { option: 3 }, "fallback"),
    rawAnswer("format", "streaming duplicate", '{"option": 1}{"option": 1}', "wait"),
    rawAnswer("cut-off", "cut", '{"opt', "fallback", { finishReason: "length" }),
  ],
});
