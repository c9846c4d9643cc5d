import { actionSectorPrompt } from "../../../prompts/persona/actionSector.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { tobias } from "./fixtures.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.action_sector;
const L = "Corran Ferry landing";
const HOME = "Tobias Okafor's house";
const domino = { ...inputs, identity: { ...tobias, currTime: "2026-11-19T20:00:00" }, activity: "playing dominoes with friends" };
const breakfast = { ...inputs, identity: { ...tobias, currTime: "2026-11-16T05:30:00" }, activity: "having breakfast" };

export default corpusOf<string>({
  prompt: actionSectorPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", `Answer: ${L}`, L),
    text("good", "gemma-2-9b", `Answer: ${L}\n`, L),
    text("good", "phi-3-mini", `Answer: ${L}\n\nThe chain winch is at the landing stage, so Tobias has to go there.`, L),
    text("good", "llama-3.1-70b", `Answer: ${L}`, L),
    text("good", "claude", `Since the chain winch is at the landing, Tobias needs to leave the house.\n\nAnswer: ${L}`, L),
    text("good", "command-r", `Answer: ${L}`, L),
    text("good", "0.5b", L, L),
    text("good", "deepseek-r1-distill", `<think>\nHe's at home. The chain winch is on the landing stage, which belongs to Corran Ferry landing. So he goes there.\n</think>\n\nAnswer: ${L}`, L),
    text("good", "gpt-4o-mini", "Answer: The Tillerman", "The Tillerman", { inputs: domino }),
    text("good", "command-r", "Answer: The Tillerman", "The Tillerman", { inputs: domino }),
    text("good", "gemma-2-9b", `Answer: ${HOME}`, HOME, { inputs: breakfast }),
    text("good", "llama-3.1-70b", `Answer: ${HOME}`, HOME, { inputs: breakfast }),
    text("format", "claude", `**Answer:** ${L}`, L),
    text("format", "phi-3-mini", `<answer>${L}</answer>`, L),
    text("format", "command-r", `ANSWER: ${L.toUpperCase()}`, L),
    text("format", "gemma-2-9b", `Answer: “${L}”`, L),
    text("format", "llama-3.1-70b", `Answer: ${L}\r\n`, L),
    text("format", "qwen2.5-7b", `答案：${L}`, L),
    text("format", "gpt-3.5", "Answer: corran ferry landing", L),
    text("format", "phi-3-mini", `Answer: ${HOME}. Wait, actually, the winch is at the landing stage, so Answer: ${L}`, L),
    text("format", "gemma-2-9b", `Probably ${L}.`, L),
    text("format", "claude", `Answer: ${L} (the landing stage)`, L),
    text("format", "command-r", "Answer: the landing stage", "fallback"),
    text("format", "llama-3.1-70b", `Answer: ${L} or The Quay`, "fallback"),
    text("format", "gpt-4o-mini", "Answer: Corran Ferry", "fallback"),
    text("number-in-text", "phi-3-mini", `It is 12:00 pm, the hour of his chain check. Answer: ${L}`, L),
    text("placeholder", "0.5b", "Answer: <place>", "fallback"),
    text("refusal", "refusal", "I'm not sure which place you mean. Could you clarify the options?", "fallback"),
    text("ellipsis", "0.5b", "Answer:", "fallback"),
    text("loop", "0.5b", `Answer: ${L}\nAnswer: ${L}\nAnswer: ${L}\nAnswer: ${L}`, L),
    text("format", "llama-3-8b", "Answer: Madder Lane Dye Works", "Madder Lane Dye Works"),
    capped("deepseek-r1-distill", "<think>\nTobias is at home. He needs to check the chain winch. The winch is at the landing stage. Which place has the landing stage? Looking at the list", "fallback"),
    capped("claude", "Let me think about where the chain winch would be. Tobias is currently at home, and", "fallback"),
    text("good", "gemma-2-9b", `Answer: ${L}`, L),
    text("good", "phi-3-mini", `Answer: ${L}`, L),
    text("format", "command-r", `Answer: ${L}\n\nSo Tobias goes to The Quay.`, "fallback"),
    text("cut-off", "deepseek-r1-distill", "<think>\nHe is at home; the winch is at the landing. So the place is", "fallback"),
    text("good", "claude", `Answer: ${L}\n\nLet me know if you need the area as well!`, L),
    text("brace", "0.5b", "Answer: Corran Ferry landing}", L),
    text("general-value", "command-r", "Most people would go to the dye works for that, but Tobias goes to the landing. Answer: Corran Ferry landing", L),
    text("good", "0.5b", `Answer: ${L}`, L),
    text("good", "phi-3-mini", "Answer: The Tillerman", "The Tillerman", { inputs: domino }),
    text("good", "deepseek-r1-distill", `<think>\nBreakfast at home; he stays.\n</think>\nAnswer: ${HOME}`, HOME, { inputs: breakfast }),
    text("good", "gemma-2-9b", "Answer: The Tillerman", "The Tillerman", { inputs: domino }),
  ],
  structured: [
    object("good", "valid", { sector: L }, L),
    object("good", "The Tillerman", { sector: "The Tillerman" }, "The Tillerman", { inputs: domino }),
    object("good", "stays home", { sector: HOME }, HOME, { inputs: breakfast }),
    object("format", "lower case", { sector: "corran ferry landing" }, L),
    object("renamed-field", "place", { place: L }, L),
    object("extra-field", "area beside", { sector: L, arena: "landing stage" }, L),
    object("nested-json", "path", { sector: `${L}:landing stage` }, "fallback"),
    object("refusal", "unknown place", { sector: "the bridge" }, "fallback"),
    rawAnswer("format", "prose", `Answer: ${L}`, L),
    rawAnswer("format", "YAML", `sector: ${L}`, L),
    rawAnswer("cut-off", "cut", '{"sector": "Corran Fe', "fallback", { finishReason: "length" }),
    rawAnswer("format", "JSON inside prose", `Here is the JSON you asked for:\n{"sector": "Corran Ferry landing"}\nHope this helps!`, L),
    rawAnswer("format", "fenced, Windows line endings", "```json\r\n" + `{\r\n  "sector": "Corran Ferry landing"\r\n}` + "\r\n```", L),
    rawAnswer("format", "smart quotes", `{“sector”: “Corran Ferry landing”}`, L),
    rawAnswer("format", "in tags", `<answer>{"sector": "Corran Ferry landing"}</answer>`, L),
  ],
});
