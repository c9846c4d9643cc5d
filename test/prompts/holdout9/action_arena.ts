import { actionArenaPrompt } from "../../../prompts/persona/actionArena.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { bom, fence, nbsp, smart, tag, think, unclosed, zws } from "./forms.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.action_arena;
const T = "top station";
/** Halvard checking the brake lever: the bottom station. */
const brake = { ...inputs, activity: "checking the brake lever (testing it before the inspection)" };
const B = "bottom station";
/** Halvard driving the car down: the railway car. */
const drive = { ...inputs, activity: "driving a car down to the lower town (ringing the signal bell on the way)" };
const C = "railway car";

export default corpusOf<string>({
  prompt: actionArenaPrompt,
  inputs,
  text: [
    text("good", "claude-3.5-haiku", `Answer: ${T}`, T),
    text("good", "command-r-plus", `Answer: ${T}\n`, T),
    text("good", "glm-4", `Answer: ${T}`, T),
    text("good", "internlm-2.5", `Answer: ${B}`, B, { inputs: brake }),
    text("good", "minicpm", `Answer: ${C}`, C, { inputs: drive }),
    text("good", "falcon-3", `Answer: ${T}`, T),
    text("good", "stablelm", `Answer: ${B}`, B, { inputs: brake }),
    text("good", "zephyr", `Answer: ${C}`, C, { inputs: drive }),
    text("good", "openchat", `Answer: ${T}`, T),
    text("good", "gemini-2-flash", `Answer: ${T}\n`, T),
    text("good", "claude-3.5-haiku", `Answer: ${T}\n\nThe first car leaves from the top station, where Halvard rings the bell before it goes.`, T),
    text("good", "deepseek-r1-distill", think("The signal bell is in the railway car. He rings it before it leaves... but the activity is running the first car, from the top. Actually the bell is in the car.", `Answer: ${C}`), C),
    text("format", "deepseek-r1-distill", unclosed("Brake lever is at the bottom station.", `Answer: ${B}`), B, { inputs: brake }),
    text("format", "glm-4", tag("answer", T), T),
    text("format", "internlm-2.5", `<response>\nAnswer: ${B}\n</response>`, B, { inputs: brake }),
    text("format", "command-r-plus", fence("yaml", `arena: ${T}`), T),
    text("format", "minicpm", fence("text", `Answer: ${C}`), C, { inputs: drive }),
    text("format", "falcon-3", bom(`Answer: ${T}`), T),
    text("format", "stablelm", nbsp(`Answer: ${T}`), T),
    text("format", "zephyr", zws(`Answer: ${B}`), B, { inputs: brake }),
    text("format", "openchat", smart(`Answer: "top station"`), T),
    text("format", "gemini-2-flash", "Answer: Top Station", T),
    text("format", "glm-4", "Answer: 顶站 (top station)", T),
    text("format", "claude-3.5-haiku", `Answer: **${C}**`, C, { inputs: drive }),
    text("format", "command-r-plus", `Answer: the ${T}.`, T),
    text("format", "internlm-2.5", `Answer: Kestrelridge Cliff Railway: ${T}`, T),
    text("format", "minicpm", `Answer: ${T} or ${C}`, "fallback"),
    text("format", "falcon-3", "Answer: engine house", "fallback"),
    text("format", "openchat", "Answer: la estación superior", T),
    text("placeholder", "stablelm", "Answer: <area>", "fallback"),
    text("refusal", "zephyr", "I'm not sure which area is meant. Could you clarify whether the bell is in the car or at the station?", "fallback"),
    text("loop", "q2-8b", `Answer: ${T}\nAnswer: ${T}\nAnswer: ${T}\nAnswer: ${T}`, T),
    capped("deepseek-r1-distill", "<think>\nRunning the first car, ringing the signal bell. The signal bell is listed under the railway car, but the car starts from the top station, so which", "fallback"),
    text("cut-off", "falcon-3", "Answer: bott", "fallback"),
  ],
  structured: [
    object("good", "valid", { arena: T }, T),
    object("good", "brake", { arena: B }, B, { inputs: brake }),
    object("good", "car", { arena: C }, C, { inputs: drive }),
    object("renamed-field", "area", { area: T }, T),
    object("extra-field", "place beside", { sector: "Kestrelridge Cliff Railway", arena: T }, T),
    object("format", "title case", { arena: "Top Station" }, T),
    rawAnswer("format", "nested under response", JSON.stringify({ response: { arena: B } }), B, { inputs: brake }),
    rawAnswer("format", "yaml", `arena: ${T}`, T),
    rawAnswer("format", "unquoted key", `{arena: "${C}"}`, C, { inputs: drive }),
    rawAnswer("cut-off", "cut", '{"arena": "to', "fallback", { finishReason: "length" }),
    object("refusal", "unknown area", { arena: "ticket office" }, "fallback"),
    object("refusal", "empty", { arena: "" }, "fallback"),
  ],
});
