import { roleStatePrompt } from "../../../prompts/role/stateChoice.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { bom, fence, nbsp, tag, think, unclosed, zws } from "./forms.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.role_state;
/** Nothing drafted yet: the bookings come first. */
const start = { ...inputs, history: [{ role: "user", content: "We need a stall plan for the harvest fair on Saturday." }], previousState: -1 };
/** The warden has approved the plan: done. */
const done = {
  ...inputs,
  history: [...inputs.history, { role: "user", content: "The market warden has checked the stall plan and approved it. Thank you, Greta." }],
  previousState: 2,
};

export default corpusOf<number>({
  prompt: roleStatePrompt,
  inputs,
  text: [
    text("good", "claude-3.5-haiku", "2", 2),
    text("good", "command-r-plus", "2\n", 2),
    text("good", "glm-4", "2", 2),
    text("good", "internlm-2.5", "0", 0, { inputs: start }),
    text("good", "minicpm", "-1", -1, { inputs: done }),
    text("good", "falcon-3", "2", 2),
    text("good", "stablelm", "0", 0, { inputs: start }),
    text("good", "zephyr", "-1", -1, { inputs: done }),
    text("good", "openchat", "2", 2),
    text("good", "gemini-2-flash", "2\n", 2),
    text("good", "deepseek-r1-distill", think("The draft plan exists. Next is checking it with the market warden: stage 2.", "2"), 2),
    text("format", "deepseek-r1-distill", unclosed("Warden approved. Goal reached.", "-1"), -1, { inputs: done }),
    text("format", "glm-4", tag("answer", "2"), 2),
    text("format", "internlm-2.5", "<response>2</response>", 2),
    text("format", "command-r-plus", fence("yaml", "stage: 2"), 2),
    text("format", "minicpm", fence("text", "2"), 2),
    text("format", "falcon-3", bom("2"), 2),
    text("format", "stablelm", nbsp("Stage: 2"), 2),
    text("format", "zephyr", zws("2"), 2),
    text("format", "openchat", "2 (check the stall plan with the market warden)", 2),
    text("format", "gemini-2-flash", "**2**", 2),
    text("format", "claude-3.5-haiku", "−1", -1, { inputs: done }),
    text("format", "glm-4", "二", 2),
    text("format", "command-r-plus", '{"result": {"stage": 2}}', 2),
    text("stage-reasoning", "internlm-2.5", "We were in stage 1, drawing the stall plan, and the draft is done, so the next stage is 2.", 2),
    text("stage-reasoning", "minicpm", "The last stage was 1. Next: 2", 2),
    text("format", "falcon-3", "check the stall plan with the market warden", 2),
    text("format", "stablelm", "1 or 2", "fallback"),
    text("format", "zephyr", "3", "fallback"),
    text("placeholder", "openchat", "<number>", "fallback"),
    text("refusal", "gemini-2-flash", "I'm not sure which stage you mean. Could you clarify the goal?", "fallback"),
    text("loop", "q2-8b", "2\n2\n2\n2\n2", 2),
    capped("deepseek-r1-distill", "<think>\nThe stages: 0 bookings, 1 draw the plan, 2 check with the warden. Last stage 1. The assistant posted a draft. Have the bookings been collected? Not mentioned. Hmm, so maybe", "fallback"),
    text("format", "claude-3.5-haiku", "2\n\nActually, the bookings were never collected, so: 0", 0),
  ],
  structured: [
    object("good", "valid", { stage: 2 }, 2),
    object("good", "start", { stage: 0 }, 0, { inputs: start }),
    object("good", "done", { stage: -1 }, -1, { inputs: done }),
    object("string-value", "string", { stage: "2" }, 2),
    object("renamed-field", "next_stage", { next_stage: 2 }, 2),
    object("extra-field", "reason beside", { stage: 2, reason: "the draft needs the warden's check" }, 2),
    rawAnswer("format", "nested under data", '{"data": {"stage": 2}}', 2),
    rawAnswer("format", "yaml", "stage: 2", 2),
    rawAnswer("format", "unquoted key", "{stage: -1}", -1, { inputs: done }),
    rawAnswer("cut-off", "cut", '{"stag', "fallback", { finishReason: "length" }),
    object("malformed", "5", { stage: 5 }, "fallback"),
  ],
});
