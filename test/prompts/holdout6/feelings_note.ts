import { feelingsNotePrompt } from "../../../prompts/persona/feelingsNote.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.feelings_note;

const F1 = "I've been frustrated with the water wheel, but I'm glad I got twenty scarves done. It's a relief that Tobias will carry my stall across on Friday.";
const F2 = "I feel stretched thin. Half the scarves are done, the wheel is still clogged, and Friday is coming fast, but Tobias saying yes cheered me up.";
const F3 = "I'm tired but hopeful: the scarves are coming along and the market is close.";

export default corpusOf<string>({
  prompt: feelingsNotePrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", F1, F1),
    text("good", "gemma-2-9b", `${F2}\n`, F2),
    text("good", "phi-3-mini", F3, F3),
    text("good", "llama-3.1-70b", F1, F1),
    text("good", "claude", `Here's how Wen might put it:\n\n${F2}`, F2),
    text("good", "command-r", F1, F1),
    text("good", "0.5b", F3, F3),
    text("good", "deepseek-r1-distill", `<think>\nThe wheel clogged, twenty scarves done, Tobias agreed. Mixed: stressed but relieved.\n</think>\n\n${F1}`, F1),
    text("good", "qwen2.5-7b", F2, F2),
    text("format", "claude", `## Wen's reflection\n\n${F1}`, F1),
    text("format", "gemma-2-9b", `"${F3}"`, F3),
    text("format", "command-r", `Wen: ${F1}`, F1),
    text("format", "phi-3-mini", F2.replace(/ /g, "\u00a0"), F2),
    text("format", "llama-3.1-70b", `${F1}\r\n`, F1),
    text("format", "qwen2.5-7b", "我这几天很累，但二十条围巾已经染好了，托比亚斯也答应周五帮我运摊位。", "我这几天很累，但二十条围巾已经染好了，托比亚斯也答应周五帮我运摊位。"),
    text("label", "command-r", `${F3}\n\n(Wen is quick and restless, so the delay bothers her.)`, F3),
    text("second-person", "gemma-2-9b", "Wen has felt frustrated with the water wheel but relieved that Tobias agreed to help.", "fallback"),
    text("placeholder", "0.5b", "I ...", "fallback"),
    text("refusal", "refusal", "As an AI, I don't have feelings, so I can't describe how Wen feels.", "fallback"),
    text("ellipsis", "0.5b", "...", "fallback"),
    text("loop", "0.5b", "I feel tired. I feel tired. I feel tired. I feel tired. I feel tired. I feel tired.", "fallback"),
    capped("llama-3.1-70b", "I've been frustrated with the water wheel, but I'm glad I got twenty scarves done. It's a relief that", "fallback"),
    capped("deepseek-r1-distill", "<think>\nWen's memories: wheel clogged on the 15th, twenty scarves done, Tobias agreed to carry the stall. She's quick and restless, so the wheel", "fallback"),
    text("good", "command-r", F2, F2),
    text("good", "llama-3.1-70b", F3, F3),
    text("good", "phi-3-mini", F1, F1),
    text("cut-off", "deepseek-r1-distill", "<think>\nWen: the wheel clogged, twenty scarves done, Tobias helps on Friday. Her mood: restless", "fallback"),
    text("format", "claude", `${F1}\n\nI hope the rest of the week goes smoothly for you, Wen!`, F1),
    text("good", "gemma-2-9b", F1, F1),
    text("good", "0.5b", F2, F2),
    text("good", "claude", F3, F3),
    text("good", "deepseek-r1-distill", `<think>\nTired, hopeful.\n</think>\n${F3}`, F3),
  ],
  structured: [
    object("good", "valid", { note: F1 }, F1),
    object("good", "another", { note: F2 }, F2),
    object("renamed-field", "feelings", { feelings: F3 }, F3),
    object("extra-field", "mood beside", { mood: "tired but hopeful", note: F3 }, F3),
    object("refusal", "empty", { note: "" }, "fallback"),
    rawAnswer("format", "prose", F1, F1),
    rawAnswer("format", "YAML", `note: "${F2}"`, F2),
    rawAnswer("cut-off", "cut", `{"note": "I've been frustrated`, "fallback", { finishReason: "length" }),
    object("good", "third", { note: F3 }, F3),
    rawAnswer("format", "JSON inside prose", `Here is the JSON you asked for:\n{"note": ${JSON.stringify(F3)}}\nHope this helps!`, F3),
    rawAnswer("format", "fenced, Windows line endings", "```json\r\n" + `{\r\n  "note": ${JSON.stringify(F3)}\r\n}` + "\r\n```", F3),
    rawAnswer("format", "in tags", `<answer>{"note": ${JSON.stringify(F3)}}</answer>`, F3),
  ],
});
