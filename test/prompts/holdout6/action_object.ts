import { actionObjectPrompt } from "../../../prompts/persona/actionObject.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.action_object;
const W = "workbench";
const tide = { ...inputs, activity: "checking the river level before the evening crossing" };
const wen = { name: "Wen Castellano", activity: "rinsing the day's scarves", arena: "dye house", objects: ["indigo vat", "drying racks", "rinsing trough"] };

export default corpusOf<string>({
  prompt: actionObjectPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", `Answer: ${W}`, W),
    text("good", "gemma-2-9b", `Answer: ${W}\n`, W),
    text("good", "phi-3-mini", `Answer: ${W}\n\nHe needs a flat surface to splice the line.`, W),
    text("good", "llama-3.1-70b", `Answer: ${W}`, W),
    text("good", "claude", `Splicing needs a steady surface, so: \n\nAnswer: ${W}`, W),
    text("good", "command-r", `Answer: ${W}`, W),
    text("good", "0.5b", W, W),
    text("good", "deepseek-r1-distill", `<think>\nRopes could come from the rope locker, but the splicing happens at the bench.\n</think>\n\nAnswer: ${W}`, W),
    text("good", "gpt-4o-mini", "Answer: tide board", "tide board", { inputs: tide }),
    text("good", "claude", "Answer: tide board", "tide board", { inputs: tide }),
    text("good", "gemma-2-9b", "Answer: rinsing trough", "rinsing trough", { inputs: wen }),
    text("good", "llama-3.1-70b", "Answer: rinsing trough", "rinsing trough", { inputs: wen }),
    text("good", "command-r", "Answer: rope locker", "rope locker"),
    text("format", "claude", `**Answer:** ${W}`, W),
    text("format", "phi-3-mini", `<answer>${W}</answer>`, W),
    text("format", "command-r", "ANSWER: WORKBENCH", W),
    text("format", "gemma-2-9b", "Answer: Workbench.", W),
    text("format", "qwen2.5-7b", `Réponse : ${W}`, W),
    text("format", "llama-3.1-70b", `Answer: the ${W}`, W),
    text("format", "gpt-3.5", `Answer: ${W}\r\n`, W),
    text("format", "phi-3-mini", `Answer: rope locker\nWait, actually he works at the bench. Answer: ${W}`, W),
    text("format", "gemma-2-9b", `Probably the ${W}.`, W),
    text("format", "command-r", "Answer: workbench and rope locker", "fallback"),
    text("format", "claude", "Answer: a splicing fid", "fallback"),
    text("format", "llama-3.1-70b", `Answer: ${W} 🪢`, W),
    text("placeholder", "0.5b", "Answer: <thing>", "fallback"),
    text("brace", "0.5b", `Answer: ${W}"}`, W),
    text("refusal", "refusal", "None of these objects seems right for splicing a mooring line.", "fallback"),
    text("loop", "0.5b", `Answer: ${W}\nAnswer: ${W}\nAnswer: ${W}\nAnswer: ${W}`, W),
    capped("deepseek-r1-distill", "<think>\nThings: workbench, rope locker, tide board. Splicing — where? The rope comes out of the locker", "fallback"),
    capped("claude", "Answer: rope", "fallback"),
    text("good", "gemma-2-9b", `Answer: ${W}`, W),
    text("good", "phi-3-mini", `Answer: ${W}`, W),
    text("format", "llama-3.1-70b", `Answer: ${W}\n\nHe keeps the rope locker open and splices at it.`, "fallback"),
    text("cut-off", "deepseek-r1-distill", "<think>\nWorkbench, rope locker, tide board. The splice needs", "fallback"),
    text("good", "0.5b", `Answer: ${W}`, W),
    text("good", "phi-3-mini", "Answer: tide board", "tide board", { inputs: tide }),
    text("good", "command-r", "Answer: rinsing trough", "rinsing trough", { inputs: wen }),
    text("good", "deepseek-r1-distill", "<think>\nThe river level is on the tide board.\n</think>\nAnswer: tide board", "tide board", { inputs: tide }),
  ],
  structured: [
    object("good", "valid", { object: W }, W),
    object("good", "tide board", { object: "tide board" }, "tide board", { inputs: tide }),
    object("good", "trough", { object: "rinsing trough" }, "rinsing trough", { inputs: wen }),
    object("format", "capitalised", { object: "Workbench" }, W),
    object("renamed-field", "thing", { thing: W }, W),
    object("extra-field", "arena beside", { object: W, arena: "ferry shed" }, W),
    object("refusal", "not in the list", { object: "hammer" }, "fallback"),
    rawAnswer("format", "prose", `Answer: ${W}`, W),
    rawAnswer("format", "YAML", `object: ${W}`, W),
    rawAnswer("cut-off", "cut", '{"object": "work', "fallback", { finishReason: "length" }),
    object("good", "valid again", { object: W }, W),
    rawAnswer("format", "JSON inside prose", `Here is the JSON you asked for:\n{"object": "workbench"}\nHope this helps!`, W),
    rawAnswer("format", "fenced, Windows line endings", "```json\r\n" + `{\r\n  "object": "workbench"\r\n}` + "\r\n```", W),
    rawAnswer("format", "smart quotes", `{“object”: “workbench”}`, W),
    rawAnswer("format", "in tags", `<answer>{"object": "workbench"}</answer>`, W),
  ],
});
