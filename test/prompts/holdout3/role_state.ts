import { roleStatePrompt } from "../../../prompts/role/stateChoice.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";

const inputs = {
  prefix: "You act as a festival steward, and your name is Odile. Your goal: draw up the order of the cattle procession for the Edelhorn festival.",
  history: [
    { role: "user", content: "Draw up the order of the cattle procession: the Brandt goats, the Keller mules, then the village herd." },
    { role: "assistant", content: "Entrants listed: the Brandt goats, the Keller mules, 34 cows of the village herd." },
  ],
  states: ["0. ListEntrants", "1. OrderProcession", "2. CheckOrder", "3. PublishOrder"],
  previousState: 0,
};
/** The order drawn up: the next stage is the check. */
const ordered = {
  ...inputs,
  history: [...inputs.history, { role: "assistant", content: "Order drawn up: the goats first, then the mules, then the herd with the lead cow wearing the big bell." }],
  previousState: 1,
};
/** Everything done: no stage is needed any more. */
const done = {
  ...inputs,
  history: [...ordered.history, { role: "assistant", content: "Order checked: no herd walks twice. Published on the board outside the post office." }],
  previousState: 3,
};

export default corpusOf<number>({
  prompt: roleStatePrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", "1", 1),
    text("good", "qwen2.5-7b", "1", 1),
    text("good", "llama-3-8b", "2", 2, { inputs: ordered }),
    text("good", "gpt-4o-mini", "1", 1),
    text("good", "gpt-3.5", "1\n\nThe entrants are listed, so the next step is to put them in order.", 1),
    text("good", "llama-3-8b", "**1**", 1),
    text("good", "qwen2.5-7b", "1. OrderProcession", 1),
    text("good", "1b", "OrderProcession", 1),
    text("good", "reasoning", "<think>\nLet me think. Stage 0 (listing) is done: the entrants are listed. Next is ordering them: 1.\n</think>\n1", 1),
    text("good", "gpt-4o-mini", "2", 2, { inputs: ordered }),
    text("good", "gpt-3.5", "-1", -1, { inputs: done }),
    text("stage-reasoning", "gpt-3.5", "We are in stage 0, so the next stage is 1.", 1),
    text("stage-reasoning", "llama-3-8b", "The last stage was 0 (ListEntrants) and it is complete. Next stage: 1", 1),
    text("number-in-text", "gpt-4o-mini", "34 cows, the goats and the mules are listed, so: 1", 1),
    text("number-words", "gpt-3.5", "Stage one.", 1),
    text("label", "qwen2.5-7b", "Next stage: 1", 1),
    text("refusal", "refusal", "I'm not sure which stage you are referring to. Could you clarify?", "fallback"),
    text("good", "1b", "7", "fallback"),
    capped("gpt-3.5", "The next stage to work on is stage", "fallback"),
  ],
  structured: [
    object("good", "the check next", { stage: 2 }, 2, { inputs: ordered }),
    object("good", "valid", { stage: 1 }, 1),
    object("string-value", "the stage as a string", { stage: "1" }, 1),
    object("string-value", "the stage's name", { stage: "OrderProcession" }, 1),
    object("renamed-field", "next_stage for stage", { next_stage: 1 }, 1),
    object("malformed", "a stage that does not exist", { stage: 4 }, "fallback"),
    object("good", "all done", { stage: -1 }, -1, { inputs: done }),
  ],
});
