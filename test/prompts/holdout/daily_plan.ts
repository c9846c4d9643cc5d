import { dailyPlanPrompt, wakeUpItem } from "../../../prompts/persona/dailyPlan.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "./cases.js";
import { owen } from "./fixtures.js";

const inputs = { identity: owen, wakeUpHour: 7 };
const wake = wakeUpItem(7);
const rest = [
  "work in the workshop from 8:00 am to 12:00 pm",
  "have lunch at 12:00 pm",
  "deliver the chairs to The Lantern Inn at 2:00 pm",
  "finish the stage on Brackenford Green from 3:00 pm to 6:00 pm",
  "have a pint at The Lantern Inn at 8:00 pm",
  "go to bed at 11:00 pm",
];
const plan = [wake, ...rest];
const numbered = (items: string[], from = 2, mark = ")") => items.map((item, i) => `${i + from}${mark} ${item}`).join("\n");

export default corpusOf<string[]>({
  prompt: dailyPlanPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", numbered(rest), plan),
    text("good", "gpt-4o-mini", `Here's Owen's plan for today:\n\n${numbered(plan, 1)}\n\nLet me know if you'd like any changes!`, plan),
    text("good", "gpt-3.5", `${plan.map((item, i) => `${i + 1}) ${item}`).join(", ")}.`, plan),
    text(
      "good",
      "llama-3-8b",
      "- **8:00 AM - 12:00 PM** – Work in the workshop\n- **12:00 PM** – Have lunch\n- **2:00 PM** – Deliver the chairs to The Lantern Inn\n- **3:00 PM - 6:00 PM** – Finish the stage on Brackenford Green\n- **8:00 PM** – Have a pint at The Lantern Inn\n- **11:00 PM** – Go to bed",
      plan,
    ),
    text("good", "qwen2.5-7b", "```json\n" + JSON.stringify(plan, null, 2) + "\n```", plan),
    text("good", "reasoning", `<think>\nWorkshop in the morning, chairs after lunch, then the stage until six, the pub, bed at eleven.\n</think>\n\n${numbered(rest)}`, plan),
    text("batch-ids", "1b", numbered(plan, 0), plan),
    text("format", "gpt-4o-mini", `| Time | Activity |\n|---|---|\n| 8:00 AM - 12:00 PM | Work in the workshop |\n| 12:00 PM | Have lunch |\n| 2:00 PM | Deliver the chairs to The Lantern Inn |\n| 3:00 PM - 6:00 PM | Finish the stage on Brackenford Green |\n| 8:00 PM | Have a pint at The Lantern Inn |\n| 11:00 PM | Go to bed |`, plan),
    text("sub-bullets", "llama-3-8b", `2) ${rest[0]}\n   - sand the stage planks\n   - glue the chair legs\n${numbered(rest.slice(1), 3)}`, plan),
    text("label", "gpt-3.5", `Owen's plan for Monday, June 10:\n\n${numbered(rest)}\n\n**Note:** Owen keeps his evenings free for the pub.`, plan),
    text("label", "gpt-4o-mini", numbered(rest).replace(rest[0]!, `${rest[0]} (This reflects his usual hours.)`), plan),
    text("placeholder", "1b", "2) [activity] at [time]\n3) [activity] at [time]\n4) [activity] at [time]", "fallback"),
    text("refusal", "refusal", "I'm sorry, but I can't create a schedule for a real person.", "fallback"),
    capped("gpt-4o-mini", `${numbered(rest.slice(0, 4))}\n6) have a pint at The Lan`, "fallback"),
    text("cut-off", "1b", `${numbered(rest.slice(0, 3))}\n5) finish the stage on Brackenf`, "fallback"),
    text("cut-off", "reasoning", "<think>\nOwen wakes at 7. He works in the workshop 8 to 12. Then", "fallback"),
  ],
  structured: [
    object("good", "valid, without item 1", { plan: rest }, plan),
    object("good", "valid, times first", { plan: ["8:00 AM - 12:00 PM: work in the workshop", "12:00 PM: have lunch", "2:00 PM: deliver the chairs to The Lantern Inn", "3:00 PM - 6:00 PM: finish the stage on Brackenford Green", "8:00 PM: have a pint at The Lantern Inn", "11:00 PM: go to bed"] }, plan),
    object("renamed-field", "items for plan", { items: rest }, plan),
    object("nested-json", "items as objects", { plan: [{ time: "8:00 am to 12:00 pm", activity: "work in the workshop" }, { time: "12:00 pm", activity: "have lunch" }, { time: "2:00 pm", activity: "deliver the chairs to The Lantern Inn" }, { time: "3:00 pm to 6:00 pm", activity: "finish the stage on Brackenford Green" }, { time: "8:00 pm", activity: "have a pint at The Lantern Inn" }, { time: "11:00 pm", activity: "go to bed" }] }, plan),
    object("refusal", "a refusal as the only item", { plan: ["I'm sorry, but I can't plan someone's day."] }, "fallback"),
    rawAnswer("cut-off", "cut off inside an item", `{"plan": ["work in the workshop from 8:00 am to 12:00 pm", "have lunch at 12:00 pm", "deliver the chairs to The`, "fallback", { finishReason: "length" }),
  ],
});
