import { decideToReactPrompt, type ReactionDecision } from "../../../prompts/persona/decideToReact.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";

const inputs = {
  initiator: { name: "Matthias Keller", currTime: "2024-09-16T19:30:00", actAddress: "Edelhorn:The Gentian Inn:main room:corner table", actDescription: "playing cards (shuffling the deck)", plannedPath: [] },
  target: { name: "Lena Sommer", currTime: "2024-09-16T19:30:00", actAddress: "Edelhorn:The Gentian Inn:main room:corner table", actDescription: "having dinner (finishing her soup)", plannedPath: [] },
  retrieved: { events: [{ description: "Lena Sommer is finishing her soup at the corner table" }], thoughts: [] },
};

export default corpusOf<ReactionDecision>({
  prompt: decideToReactPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", "Answer: Option 2", "continue"),
    text("good", "qwen2.5-7b", "Answer: Option 1", "wait"),
    text("good", "llama-3-8b", "Answer: Option 1\n\nIt would be rude to crowd Lena while she eats.", "wait"),
    text("good", "gpt-4o-mini", "Answer: Option 1", "wait"),
    text("good", "gpt-3.5", "Answer: Option 1\n\nLena is nearly done with her soup; Matthias can wait a few minutes before dealing the cards.", "wait"),
    text("good", "llama-3-8b", "**Answer: Option 2**", "continue"),
    text("good", "qwen2.5-7b", "Option 1", "wait"),
    text("good", "1b", "1", "wait"),
    text("good", "reasoning", "<think>\nLet me think. Lena is finishing her soup at the corner table he wants for cards. It won't take long, and he is patient.\n</think>\nAnswer: Option 1", "wait"),
    text("label", "gpt-3.5", "Answer: Option 2 (he shuffles at the bar instead)", "continue"),
    text("format", "llama-3-8b", "Matthias would wait for Lena to finish. Answer: Option 1 - wait until Lena Sommer has finished.", "wait"),
    text("number-in-text", "gpt-4o-mini", "Lena will be done in 5 minutes, and the card game starts at 8pm. Answer: Option 1", "wait"),
    text("refusal", "refusal", "I'm not sure what you mean by \"the spot they need\". Could you explain the situation?", "fallback"),
    capped("gpt-4o-mini", "Answer: Opt", "fallback"),
  ],
  structured: [
    object("good", "do not wait", { option: 2 }, "continue"),
    object("good", "valid", { option: 1 }, "wait"),
    object("string-value", "the option as a string", { option: "2" }, "continue"),
    object("renamed-field", "choice for option", { choice: 1 }, "wait"),
    object("string-value", "the option's words", { option: "Option 1" }, "wait"),
    object("malformed", "an option that does not exist", { option: 0 }, "fallback"),
    rawAnswer("refusal", "prose instead of JSON", "I'm sorry, but I can't make that decision for Matthias.", "fallback"),
  ],
});
