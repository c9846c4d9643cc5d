import { dailyRequirementPrompt } from "../../../prompts/persona/dailyRequirement.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { guidedTail } from "./forms.js";
import { INPUTS } from "./inputs.js";
import { styled } from "./styled.js";

const inputs = INPUTS.daily_requirement;
const first = "wake up and complete the morning routine at 6:00 am";
const rest = ["bake custard tarts from 6:30 am to 8:30 am", "open the café at 9:00 am", "take the flour delivery at 2:00 pm", "close the café at 5:00 pm"];
const items = [first, ...rest];
const numbered = (xs: string[], from = 2) => xs.map((t, i) => `${i + from}) ${t}`).join("\n");

export default corpusOf<string[]>({
  prompt: dailyRequirementPrompt,
  inputs,
  text: [
    ...styled(numbered(rest), items, "Four to six items; Monday is an ordinary café day with the delivery at two."),
    text("good", "lm-studio-q5", numbered(items, 1), items),
    text("format", "sarvam-m", rest.map((t) => `• ${t}`).join("\n"), items),
    text("format", "deepseek-v3.1", `${numbered(rest)}\n\nLet me know if Beatriz's Monday needs anything else!`, items),
    text("format", "ernie-4.5", numbered(rest).replace(/\)/g, "."), items),
    text("sub-bullets", "mistral-medium-3", `${numbered(rest.slice(0, 1))}\n   - two trays for the festival\n${numbered(rest.slice(1), 3)}`, items),
    text("malformed", "phi-4-mini", numbered([...rest, "clean the coffee machine at 5:30 pm", "do the accounts at 7:00 pm", "go to bed at 11:00 pm"]), "fallback"),
    text("placeholder", "lm-studio-q5", "2) <item>\n3) <item>\n4) <item>", "fallback"),
    text("refusal", "safety-tuned", "I'm not able to create schedules for real individuals.", "fallback"),
    capped("deepseek-r1-distill", `${numbered(rest.slice(0, 2))}\n4) take the flour deliv`, "fallback"),
    text("ellipsis", "phi-4-mini", "2) ...\n3) ...", "fallback"),
  ],
  structured: [
    object("good", "valid", { items }, items),
    object("good", "without item 1", { items: rest }, items),
    object("renamed-field", "plan", { plan: items }, items),
    object("extra-field", "count beside", { items, count: 5 }, items),
    rawAnswer("format", "guided-JSON trailing whitespace", guidedTail(JSON.stringify({ items })), items),
    rawAnswer("cut-off", "cut", JSON.stringify({ items }).slice(0, 90), "fallback", { finishReason: "length" }),
  ],
});
