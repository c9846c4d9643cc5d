import { dailyPlanPrompt } from "../../../prompts/persona/dailyPlan.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { eos, fence, grammarJson, grokReasoning, jamba, sonnetTags, tag, tgiStop, think, thinkOff, toolCall, whitespaceTail } from "./forms.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.daily_plan;
const first = "wake up and complete the morning routine at 6:00 am";
const rest = [
  "run up to the cairn at 6:30 am",
  "cook breakfast for the walkers at 7:30 am",
  "check the hut's water tank at 10:00 am",
  "work on the fell-race map from 11:00 am to 1:00 pm",
  "have lunch in the common room at 1:00 pm",
  "book new walkers in from 3:00 pm to 6:00 pm",
  "serve supper at 7:00 pm",
  "go to bed at 11:00 pm",
];
const plan = [first, ...rest];
const numbered = (items: string[], from = 2, sep = ") ") => items.map((t, i) => `${i + from}${sep}${t}`).join("\n");
const body = numbered(rest);
const why = "Tuesday is an ordinary hut day for Kofi: the cairn run, breakfast, the tank at ten, the map, walkers from three, supper at seven.";

export default corpusOf<string[]>({
  prompt: dailyPlanPrompt,
  inputs,
  text: [
    text("good", "grok-3-mini", body, plan),
    text("good", "o4-mini", body, plan),
    text("good", "internlm-3", body, plan),
    text("good", "yi-1.5", body + "\n", plan),
    text("good", "command-a", body, plan),
    text("good", "claude-sonnet-4", body, plan),
    text("good", "llamacpp-grammar", body, plan),
    text("good", "hermes-3", numbered(plan, 1), plan),
    text("good", "nemotron-nano", think(why, body), plan),
    text("format", "nemotron-nano", thinkOff(body), plan),
    text("format", "claude-sonnet-4", tag("plan", body), plan),
    text("format", "claude-sonnet-4", sonnetTags(why, body), plan),
    text("format", "tgi-stop", tgiStop(body), plan),
    text("format", "internlm-3", eos(body, "<|im_end|>"), plan),
    text("format", "grok-3-mini", grokReasoning(why, body), plan),
    text("format", "jamba-1.7", jamba(body, "Let me know if you'd like the afternoon split up differently.", "Kofi's Plan for Tuesday"), plan),
    text("format", "command-a", `**Kofi's plan for Tuesday, September 10:**\n\n${numbered(rest, 2, ". ")}`, plan),
    text("format", "o4-mini", rest.map((t) => `- ${t}`).join("\n"), plan),
    text("format", "yi-1.5", fence("", body), plan),
    text("nested-json", "hermes-3", toolCall("write_plan", { plan: rest }), plan),
    text("sub-bullets", "internlm-3", `${numbered(rest.slice(0, 3))}\n   - top it up from the beck if it is low\n${numbered(rest.slice(3), 5)}`, plan),
    text("placeholder", "yi-1.5", "2) [activity] at [time]\n3) [activity] at [time]\n4) [activity] at [time]", "fallback"),
    text("refusal", "safety-tuned", "I'm sorry, but I can't make up a daily schedule for a real, named person.", "fallback"),
    text("loop", "internlm-3", numbered(Array(12).fill("cook breakfast for the walkers at 7:30 am")), "fallback"),
    capped("nemotron-nano", `${numbered(rest.slice(0, 4))}\n6) have lunch in the comm`, "fallback"),
    text("ellipsis", "llamacpp-grammar", "2) ...", "fallback"),
  ],
  structured: [
    object("good", "valid", { plan }, plan),
    object("good", "without the first item", { plan: rest }, plan),
    object("renamed-field", "items", { items: plan }, plan),
    object("extra-field", "date beside", { date: "2030-09-10", plan }, plan),
    rawAnswer("format", "llama.cpp grammar JSON", grammarJson({ plan }), plan),
    rawAnswer("format", "whitespace to the cap", whitespaceTail(JSON.stringify({ plan })), plan),
    rawAnswer("format", "stop sequence left in", tgiStop(JSON.stringify({ plan })), plan),
    rawAnswer("cut-off", "cut", JSON.stringify({ plan }).slice(0, 180), "fallback", { finishReason: "length" }),
    object("placeholder", "slots", { plan: ["<activity> at <time>", "<activity> at <time>"] }, "fallback"),
    object("ellipsis", "empty", { plan: [] }, "fallback"),
  ],
});
