import { dailyPlanPrompt } from "../../../prompts/persona/dailyPlan.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { guidedTail } from "./forms.js";
import { INPUTS } from "./inputs.js";
import { styled } from "./styled.js";

const inputs = INPUTS.daily_plan;
const first = "wake up and complete the morning routine at 7:00 am";
const rest = [
  "open the yard at 8:00 am",
  "take the Kingfisher out of the dry dock from 9:00 am to 11:00 am",
  "have lunch at the Wharf Café at 1:00 pm",
  "serve diesel at 3:00 pm",
  "build the festival stall's roof from 4:00 pm to 7:00 pm",
  "go to bed at 11:30 pm",
];
const plan = [first, ...rest];
const numbered = (items: string[], from = 2) => items.map((t, i) => `${i + from}) ${t}`).join("\n");

export default corpusOf<string[]>({
  prompt: dailyPlanPrompt,
  inputs,
  text: [
    ...styled(numbered(rest), plan, "Tuesday: yard at eight, the Kingfisher, diesel at three, then the stall."),
    text("good", "lm-studio-q5", numbered(plan, 1), plan),
    text("format", "sarvam-m", rest.map((t, i) => `${i + 2}. ${t}`).join("\n"), plan),
    text("format", "deepseek-v3.1", rest.map((t) => `- ${t}`).join("\n"), plan),
    text("format", "qwen2.5-coder", "```python\nplan = [\n" + plan.map((t) => `    ${JSON.stringify(t)},`).join("\n") + "\n]\n```", plan),
    text("format", "ernie-4.5", `Here is Ravi's plan for Tuesday:\n\n${numbered(rest)}\n\nHe'll be busy!`, plan),
    text("sub-bullets", "mistral-medium-3", `${numbered(rest.slice(0, 2))}\n   - check the blacking is dry first\n${numbered(rest.slice(2), 4)}`, plan),
    text("format", "phi-4-mini", `${numbered(rest)}\n${numbered(rest)}`, plan),
    text("placeholder", "lm-studio-q5", "2) [activity] at [time]\n3) [activity] at [time]", "fallback"),
    text("refusal", "safety-tuned", "I can't plan a real person's day without their consent.", "fallback"),
    text("loop", "lm-studio-q5", numbered(["serve diesel at 3:00 pm", "serve diesel at 3:00 pm", "serve diesel at 3:00 pm", "serve diesel at 3:00 pm", "serve diesel at 3:00 pm", "serve diesel at 3:00 pm", "serve diesel at 3:00 pm", "serve diesel at 3:00 pm"]), "fallback"),
    capped("deepseek-r1-distill", `${numbered(rest.slice(0, 3))}\n5) serve diesel at`, "fallback"),
    text("ellipsis", "phi-4-mini", "2) ...", "fallback"),
  ],
  structured: [
    object("good", "valid", { plan }, plan),
    object("good", "without item 1", { plan: rest }, plan),
    object("renamed-field", "items", { items: plan }, plan),
    object("extra-field", "date beside", { plan, date: "2029-05-08" }, plan),
    object("nested-json", "objects", { plan: plan.map((t) => ({ activity: t })) }, plan),
    rawAnswer("format", "guided-JSON trailing whitespace", guidedTail(JSON.stringify({ plan })), plan),
    rawAnswer("cut-off", "cut", JSON.stringify({ plan }).slice(0, 120), "fallback", { finishReason: "length" }),
    object("placeholder", "slots", { plan: [first, "<activity> at <time>"] }, "fallback"),
  ],
});
