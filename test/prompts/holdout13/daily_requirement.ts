import { dailyRequirementPrompt } from "../../../prompts/persona/dailyRequirement.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { eos, grammarJson, tag, tgiStop, think, thinkOff } from "./forms.js";
import { INPUTS } from "./inputs.js";

const D = [
  "wake up and complete the morning routine at 4:00 am",
  "milk the cows at 5:00 am",
  "take the churns to the stand at 7:00 am",
  "mend walls from 10:00 am to 12:00 pm",
  "wash the heifers for the show at 2:00 pm",
  "milk again at 4:00 pm",
];
const numbered = (items: string[], from = 1, sep = ")") => items.map((v, i) => `${i + from}${sep} ${v}`).join("\n");
const rest = numbered(D.slice(1), 2);
const why = "Her usual day, with the heifers' washing added for Saturday's show.";

export default corpusOf<string[]>({
  prompt: dailyRequirementPrompt,
  inputs: INPUTS.daily_requirement,
  text: [
    text("good", "grok-3-mini", numbered(D), D),
    text("good", "o4-mini", rest, D),
    text("good", "internlm-3", numbered(D), D),
    text("good", "command-a", numbered(D) + "\n", D),
    text("good", "claude-sonnet-4", rest, D),
    text("good", "llamacpp-grammar", numbered(D), D),
    text("good", "nemotron-nano", think(why, numbered(D)), D),
    text("format", "nemotron-nano", thinkOff(rest), D),
    text("format", "claude-sonnet-4", tag("answer", numbered(D)), D),
    text("format", "tgi-stop", tgiStop(numbered(D)), D),
    text("format", "internlm-3", eos(numbered(D), "<|im_end|>"), D),
    text("format", "yi-1.5", numbered(D, 1, "."), D),
    text("format", "jamba-1.7", `## Elin's plan for Monday\n\n${numbered(D)}\n\nA long day, but a normal one for a dairy farm.`, D),
    text("format", "hermes-3", D.map((v) => `- ${v}`).join("\n"), D),
    text("format", "grok-3-mini", numbered([...D, "go to bed at 10:00 pm"]), "fallback"),
    text("placeholder", "yi-1.5", "1) wake up and complete the morning routine at 4:00 am\n2) <activity> at <time>\n3) <activity> at <time>\n4) <activity> at <time>", "fallback"),
    text("refusal", "safety-tuned", "I can't plan a real person's day for them.", "fallback"),
    text("loop", "internlm-3", numbered(["milk the cows at 5:00 am", "milk the cows at 5:00 am", "milk the cows at 5:00 am", "milk the cows at 5:00 am", "milk the cows at 5:00 am", "milk the cows at 5:00 am"], 2), "fallback"),
    capped("nemotron-nano", numbered(D).slice(0, 120), "fallback"),
    text("ellipsis", "llamacpp-grammar", "1) ...", "fallback"),
  ],
  structured: [
    object("good", "valid", { items: D }, D),
    object("good", "without the first item", { items: D.slice(1) }, D),
    object("renamed-field", "plan", { plan: D }, D),
    object("extra-field", "date beside", { date: "Monday September 9", items: D }, D),
    rawAnswer("format", "llama.cpp grammar JSON", grammarJson({ items: D }), D),
    rawAnswer("cut-off", "cut", JSON.stringify({ items: D }).slice(0, 90), "fallback", { finishReason: "length" }),
    object("malformed", "eight items", { items: [...D, "eat supper at 6:00 pm", "go to bed at 10:00 pm"] }, "fallback"),
  ],
});
