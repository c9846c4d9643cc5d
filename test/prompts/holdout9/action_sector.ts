import { actionSectorPrompt } from "../../../prompts/persona/actionSector.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { bom, fence, nbsp, smart, tag, think, unclosed, zws } from "./forms.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.action_sector;
const R = "Kestrelridge Cliff Railway";
/** Halvard going to the open night: the observatory. */
const star = { ...inputs, activity: "watching the equinox sky at the open night" };
const O = "Kestrelridge Observatory";
/** Halvard making his breakfast: he stays home. */
const home = { ...inputs, activity: "making porridge on the wood stove" };
const H = "Halvard Quist's house";

export default corpusOf<string>({
  prompt: actionSectorPrompt,
  inputs,
  text: [
    text("good", "claude-3.5-haiku", `Answer: ${R}`, R),
    text("good", "command-r-plus", `Answer: ${R}\n`, R),
    text("good", "glm-4", `Answer: ${R}`, R),
    text("good", "internlm-2.5", `Answer: ${R}`, R),
    text("good", "minicpm", `Answer: ${O}`, O, { inputs: star }),
    text("good", "falcon-3", `Answer: ${H}`, H, { inputs: home }),
    text("good", "stablelm", `Answer: ${R}`, R),
    text("good", "zephyr", `Answer: ${O}`, O, { inputs: star }),
    text("good", "openchat", `Answer: ${H}`, H, { inputs: home }),
    text("good", "gemini-2-flash", `Answer: ${R}\n`, R),
    text("good", "claude-3.5-haiku", `Answer: ${R}\n\nThe winding wheel is at the railway's top station, so Halvard has to leave the house.`, R),
    text("good", "deepseek-r1-distill", think("The winding wheel is part of the cliff railway. He is at home. He must go to the railway.", `Answer: ${R}`), R),
    text("format", "deepseek-r1-distill", unclosed("Porridge on the wood stove — the kitchen is in his house. He stays.", `Answer: ${H}`), H, { inputs: home }),
    text("format", "glm-4", tag("answer", R), R),
    text("format", "internlm-2.5", `<response>Answer: ${R}</response>`, R),
    text("format", "command-r-plus", fence("yaml", `place: ${R}`), R),
    text("format", "minicpm", fence("text", `Answer: ${R}`), R),
    text("format", "falcon-3", bom(`Answer: ${R}`), R),
    text("format", "stablelm", nbsp(`Answer: ${R}`), R),
    text("format", "zephyr", zws(`Answer: ${R}`), R),
    text("format", "openchat", smart(`Answer: "Kestrelridge Cliff Railway"`), R),
    text("format", "gemini-2-flash", `Answer: kestrelridge cliff railway`, R),
    text("format", "glm-4", `Answer: ${R}（克斯特里奇缆车）`, R),
    text("format", "claude-3.5-haiku", `**Answer:** ${R}`, R),
    text("format", "internlm-2.5", `{"result": {"sector": "${R}"}}`, R),
    text("format", "command-r-plus", `Answer: ${R}, top station`, R),
    text("format", "minicpm", `Answer: the cliff railway`, R),
    text("format", "falcon-3", `Answer: Kestrelridge Funicular`, "fallback"),
    text("format", "openchat", `Answer: ${H}\n\nWait — the winding wheel is at the top station, not at home. Answer: ${R}`, R),
    text("format", "q2-8b", `Answer: ${R} or ${H}`, "fallback"),
    text("placeholder", "stablelm", "Answer: <place>", "fallback"),
    text("refusal", "zephyr", "As an AI, I can't know where Halvard wants to go. Could you tell me more about his day?", "fallback"),
    text("loop", "q2-8b", `Answer: ${R}\nAnswer: ${R}\nAnswer: ${R}\nAnswer: ${R}\nAnswer: ${R}`, R),
    capped("deepseek-r1-distill", "<think>\nHalvard is at home, the kitchen and bedroom. Greasing the winding wheel — the winding wheel must be at the railway's top station. But could he grease it at", "fallback"),
    text("cut-off", "stablelm", "Answer: Kestrelridge Cl", "fallback"),
    text("format", "gemini-2-flash", `Answer: ${O}`, O, { inputs: star }),
  ],
  structured: [
    object("good", "valid", { sector: R }, R),
    object("good", "home", { sector: H }, H, { inputs: home }),
    object("good", "observatory", { sector: O }, O, { inputs: star }),
    object("renamed-field", "place", { place: R }, R),
    object("extra-field", "reason beside", { sector: R, reason: "the winding wheel is at the top station" }, R),
    object("format", "lower case", { sector: "kestrelridge cliff railway" }, R),
    rawAnswer("format", "nested under data", JSON.stringify({ data: { sector: R } }), R),
    rawAnswer("format", "array of one", JSON.stringify([{ sector: R }]), R),
    rawAnswer("format", "yaml", `sector: ${R}`, R),
    rawAnswer("cut-off", "cut", '{"sector": "Kestrelridge Cl', "fallback", { finishReason: "length" }),
    object("refusal", "unknown place", { sector: "the railway workshop" }, "fallback"),
    object("malformed", "list", { sector: [R] }, R),
  ],
});
