import { dailyPlanPrompt } from "../../../prompts/persona/dailyPlan.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { fence, heading, html, qthink } from "./forms.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.daily_plan;
const FIRST = "wake up and complete the morning routine at 6:00 am";
const PLAN = [
  FIRST,
  "row on the Cut at 6:30 am",
  "open the ferry at 7:30 am",
  "read the river gauge at 12:00 pm",
  "paint the ferry's rails from 2:00 pm to 4:00 pm",
  "tie up the ferry at 7:00 pm",
  "go to bed at 12:00 am",
];
const numbered = (items: string[], from = 1, sep = ")") => items.map((s, i) => `${i + from}${sep} ${s}`).join("\n");
const rest = PLAN.slice(1);
/** Python's repr of a string: double quotes when it holds an apostrophe. */
const py = (s: string) => (s.includes("'") ? `"${s}"` : `'${s}'`);

export default corpusOf<string[]>({
  prompt: dailyPlanPrompt,
  inputs,
  text: [
    text("good", "mistral-small-3", numbered(PLAN), PLAN),
    text("good", "llama-4-scout", numbered(rest, 2), PLAN),
    text("good", "granite-3", numbered(PLAN, 1, "."), PLAN),
    text("good", "nemotron", numbered(PLAN) + "\n", PLAN),
    text("good", "hermes-3", "Here is Ines's plan for Tuesday:\n\n" + numbered(PLAN), PLAN),
    text("good", "aya-expanse", numbered(rest, 2), PLAN),
    text("good", "phi-4", numbered(PLAN) + "\n\nThe gauge reading at noon decides whether the ferry keeps running in the afternoon.", PLAN),
    text("good", "gemma-3", numbered(PLAN).replace(/^(\d\))/gm, "**$1**"), PLAN),
    text("good", "olmo-2", numbered(PLAN), PLAN),
    text("good", "deepseek-v3", numbered(PLAN), PLAN),
    text("good", "qwen3-think", qthink("Tuesday: high water may stop the ferry. Keep her routine: row, open ferry, gauge at noon, paint 2-4, tie up at 7, bed at midnight.", numbered(rest, 2)), PLAN),
    text("format", "mistral-small-3", rest.map((s) => `• ${s}`).join("\n"), PLAN),
    text("format", "llama-4-scout", rest.map((s, i) => `${String.fromCharCode(97 + i)}) ${s}`).join("\n"), PLAN),
    text("format", "granite-3", html("<ul>" + PLAN.map((s) => `<li>${s}</li>`).join("") + "</ul>"), PLAN),
    text("format", "nemotron", heading(numbered(PLAN), "Ines's plan for Tuesday"), PLAN),
    text("format", "hermes-3", fence("", numbered(PLAN)), PLAN),
    text("format", "phi-4", "[" + PLAN.map(py).join(", ") + "]", PLAN),
    text("format", "gemma-3", JSON.stringify({ plan: PLAN }, null, 2), PLAN),
    text("format", "deepseek-v3", numbered(PLAN, 0), PLAN),
    text("format", "granite-3", numbered(["wake up and complete the morning routine at 6:00 am", "row on the Cut at 6.30am", "open the ferry at 07:30h", "read the river gauge at noon", "paint the ferry's rails from 14h00 to 16h00", "tie up the ferry at 19h00", "go to bed at midnight"]),
      ["wake up and complete the morning routine at 6:00 am", "row on the Cut at 6.30am", "open the ferry at 07:30h", "read the river gauge at noon", "paint the ferry's rails from 14h00 to 16h00", "tie up the ferry at 19h00", "go to bed at midnight"]),
    text("sub-bullets", "llama-4-scout", numbered(PLAN.slice(0, 4)) + "\n   - note the level in the logbook\n   - phone the water board if above 2.2 m\n" + numbered(PLAN.slice(4), 5), PLAN),
    text("placeholder", "hermes-3", "1) wake up and complete the morning routine at 6:00 am\n2) [activity] at [time]\n3) [activity] at [time]", "fallback"),
    text("refusal", "safety-tuned", "I'm sorry, but I can't create a schedule for a real individual without their consent.", "fallback"),
    text("loop", "q3-3b", "1) wake up and complete the morning routine at 6:00 am\n2) open the ferry at 7:30 am\n3) open the ferry at 7:30 am\n4) open the ferry at 7:30 am\n5) open the ferry at 7:30 am\n6) open the ferry at 7:30 am\n7) open the ferry at 7:30 am", "fallback"),
    capped("nemotron", numbered(PLAN.slice(0, 4)) + "\n5) paint the ferry's rails from 2:00 pm", "fallback"),
    text("ellipsis", "q3-3b", "1) wake up and complete the morning routine at 6:00 am\n2) ...", "fallback"),
  ],
  structured: [
    object("good", "valid", { plan: PLAN }, PLAN),
    object("good", "without the first item", { plan: rest }, PLAN),
    object("renamed-field", "items", { items: PLAN }, PLAN),
    object("extra-field", "date beside", { date: "2028-03-14", plan: PLAN }, PLAN),
    rawAnswer("format", "python list in dict", "{'plan': [" + PLAN.map(py).join(", ") + "]}", PLAN),
    rawAnswer("format", "trailing comma", JSON.stringify({ plan: PLAN }).replace(/"\]\}$/, '",]}'), PLAN),
    rawAnswer("cut-off", "cut", '{"plan": ["wake up and complete the morning routine at 6:00 am", "row on the Cut at 6:30', "fallback", { finishReason: "length" }),
    object("empty-list", "empty", { plan: [] }, "fallback"),
    object("malformed", "string", { plan: "wake up at 6, ferry at 7:30, gauge at noon" }, "fallback"),
  ],
});
