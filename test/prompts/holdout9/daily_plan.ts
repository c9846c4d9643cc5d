import { dailyPlanPrompt } from "../../../prompts/persona/dailyPlan.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { bom, fence, nbsp, tag, think, unclosed } from "./forms.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.daily_plan;
const FIRST = "wake up and complete the morning routine at 6:00 am";
/** Rosalind's Tuesday: the market stall in the morning (her usual Tuesday), pressing in the afternoon. */
const PLAN = [
  FIRST,
  "load the cider crates onto the cart at 7:00 am",
  "sell cider at the market hall stall from 8:00 am to 12:00 pm",
  "have lunch at 12:30 pm",
  "press cider from 1:00 pm to 5:00 pm",
  "take the broken press screw to the blacksmith at 5:30 pm",
  "swim in the river pool at 7:00 pm",
  "go to bed at 11:00 pm",
];
const PLAN2 = [FIRST, "pick russet apples from 7:00 am to 9:00 am", "sell at the market hall stall from 9:30 am to 12:00 pm", "have lunch at 12:00 pm", "press cider from 1:00 pm to 5:00 pm", "have dinner at 7:00 pm", "go to bed at 11:00 pm"];
const numbered = (items: string[], sep = ") ") => items.map((s, i) => `${i + 1}${sep}${s}`).join("\n");
const rest = (items: string[]) => numbered(items).split("\n").slice(1).join("\n");

export default corpusOf<string[]>({
  prompt: dailyPlanPrompt,
  inputs,
  text: [
    text("good", "claude-3.5-haiku", numbered(PLAN), PLAN),
    text("good", "command-r-plus", rest(PLAN), PLAN),
    text("good", "glm-4", numbered(PLAN2), PLAN2),
    text("good", "internlm-2.5", rest(PLAN2), PLAN2),
    text("good", "minicpm", numbered(PLAN, ". "), PLAN),
    text("good", "falcon-3", numbered(PLAN) + "\n", PLAN),
    text("good", "stablelm", numbered(PLAN2), PLAN2),
    text("good", "zephyr", rest(PLAN), PLAN),
    text("good", "openchat", numbered(PLAN), PLAN),
    text("good", "gemini-2-flash", numbered(PLAN2) + "\n", PLAN2),
    text("good", "claude-3.5-haiku", `Here is Rosalind's plan for Tuesday:\n\n${numbered(PLAN)}`, PLAN),
    text("good", "deepseek-r1-distill", think("Tuesday: she sells at the market hall stall in the morning. Presses from 1 to 5. The press screw is cracked, so she should take it to the blacksmith.", numbered(PLAN)), PLAN),
    text("format", "deepseek-r1-distill", unclosed("Tuesday is a market morning. Then pressing.", rest(PLAN2)), PLAN2),
    text("format", "glm-4", tag("answer", "\n" + numbered(PLAN) + "\n"), PLAN),
    text("format", "internlm-2.5", `<response>\n${rest(PLAN)}\n</response>`, PLAN),
    text("format", "command-r-plus", fence("yaml", "plan:\n" + PLAN.map((s) => `  - "${s}"`).join("\n")), PLAN),
    text("format", "minicpm", fence("text", numbered(PLAN2)), PLAN2),
    text("format", "falcon-3", bom(numbered(PLAN)), PLAN),
    text("format", "stablelm", nbsp(numbered(PLAN2)), PLAN2),
    text("format", "gemini-2-flash", PLAN.map((s) => `* ${s}`).join("\n"), PLAN),
    text("format", "openchat", numbered(PLAN).replace("12:30 pm", "half past twelve"), PLAN.map((s) => s.replace("12:30 pm", "half past twelve"))),
    text("format", "zephyr", `**Rosalind's Tuesday**\n\n${numbered(PLAN2)}\n\nI hope this helps!`, PLAN2),
    text("format", "glm-4", '{"data": {"plan": ' + JSON.stringify(PLAN) + "}}", PLAN),
    text("format", "command-r-plus", rest(PLAN) + "\n\nRosalind will want an early night: Friday's first car leaves at seven.", PLAN),
    text("sub-bullets", "internlm-2.5", numbered(PLAN2).replace("have lunch at 12:00 pm", "have lunch at 12:00 pm\n   - bread and cheese from the stall next door"), PLAN2),
    text("label", "claude-3.5-haiku", numbered(PLAN) + "\n\n(This plan reflects Rosalind's Tuesday market routine.)", PLAN),
    text("format", "gemini-2-flash", numbered(PLAN).replace("sell cider at the market hall stall from 8:00 am to 12:00 pm", "vendre du cidre au marché de 8h00 à 12h00"), PLAN.map((s) => s.replace("sell cider at the market hall stall from 8:00 am to 12:00 pm", "vendre du cidre au marché de 8h00 à 12h00"))),
    text("placeholder", "falcon-3", `1) ${FIRST}\n2) [activity] at [time]\n3) [activity] at [time]`, "fallback"),
    text("refusal", "stablelm", "As an AI language model, I don't have access to Rosalind's real schedule, so I cannot write her plan.", "fallback"),
    text("loop", "q2-8b", `${numbered(PLAN.slice(0, 3))}\n4) sell cider at the market hall stall from 8:00 am to 12:00 pm\n5) sell cider at the market hall stall from 8:00 am to 12:00 pm\n6) sell cider at the market hall stall from 8:00 am to 12:00 pm\n7) sell cider at the market hall stall from 8:00 am to 12:00 pm\n8) sell cider at the market hall stall from 8:00 am to 12:00 pm`, "fallback"),
    capped("deepseek-r1-distill", "<think>\nRosalind, Tuesday. She sells at the market on Tuesday mornings. The press has a cracked screw, so pressing may not work today. Let me think about whether she presses at all, or", "fallback"),
    capped("command-r-plus", numbered(PLAN).split("\n").slice(0, 4).join("\n") + "\n5) press cider from 1:00", "fallback"),
    text("ellipsis", "minicpm", `1) ${FIRST}\n2) ...`, "fallback"),
  ],
  structured: [
    object("good", "valid", { plan: PLAN }, PLAN),
    object("good", "second", { plan: PLAN2 }, PLAN2),
    object("good", "without item 1", { plan: PLAN.slice(1) }, PLAN),
    object("format", "numbered strings", { plan: PLAN.map((s, i) => `${i + 1}) ${s}`) }, PLAN),
    object("renamed-field", "items", { items: PLAN }, PLAN),
    object("extra-field", "date beside", { date: "2027-09-21", plan: PLAN }, PLAN),
    rawAnswer("format", "nested under result", JSON.stringify({ result: { plan: PLAN2 } }), PLAN2),
    rawAnswer("format", "yaml", "plan:\n" + PLAN.map((s) => `  - ${s}`).join("\n"), PLAN),
    rawAnswer("cut-off", "cut", JSON.stringify({ plan: PLAN }).slice(0, 120), "fallback", { finishReason: "length" }),
    object("empty-list", "empty", { plan: [] }, "fallback"),
    object("malformed", "a string", { plan: numbered(PLAN) }, PLAN),
  ],
});
