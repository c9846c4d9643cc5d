import { dailyRequirementPrompt } from "../../../prompts/persona/dailyRequirement.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "./cases.js";
import { owen } from "./fixtures.js";

const inputs = { identity: { ...owen, currTime: "2024-06-11T00:00:00" }, wakeUpHour: 7 };
const items = [
  "wake up and complete the morning routine at 7:00 am",
  "work in the workshop from 8:00 am to 12:00 pm",
  "paint the stage on Brackenford Green from 1:00 pm to 5:00 pm",
  "have a pint at The Lantern Inn at 8:00 pm",
  "go to bed at 11:00 pm",
];
const numbered = (list = items, from = 1) => list.map((item, i) => `${i + from}) ${item}`).join("\n");

export default corpusOf<string[]>({
  prompt: dailyRequirementPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", numbered(), items),
    text("good", "gpt-4o-mini", `Here's Owen's plan for Tuesday:\n\n${items.map((item, i) => `${i + 1}. ${item}`).join("\n")}`, items),
    text(
      "good",
      "llama-3-8b",
      "**Owen's Plan for Tuesday, June 11**\n\n1. **7:00 AM** - Wake up and complete the morning routine\n2. **8:00 AM - 12:00 PM** - Work in the workshop\n3. **1:00 PM - 5:00 PM** - Paint the stage on Brackenford Green\n4. **8:00 PM** - Have a pint at The Lantern Inn\n5. **11:00 PM** - Go to bed",
      items,
    ),
    text("good", "qwen2.5-7b", JSON.stringify({ items }), items),
    text("good", "reasoning", `<think>\nA normal Tuesday: workshop, painting the stage, the pub.\n</think>\n${numbered()}`, items),
    text("batch-ids", "1b", numbered(items, 0), items),
    text("sub-bullets", "llama-3-8b", `${numbered(items.slice(0, 2))}\n   - sand and prime the planks\n   - check the bench for Nadia\n${numbered(items.slice(2), 3)}`, items),
    text("label", "gpt-3.5", `${numbered()}\n\n(This reflects Owen's usual routine plus the stage.)`, items),
    text("refusal", "refusal", "I apologize, but I cannot help with planning someone's day.", "fallback"),
    text("placeholder", "1b", "1) <item>\n2) <item>\n3) <item>\n4) <item>", "fallback"),
    capped("gpt-4o-mini", `${numbered(items.slice(0, 3))}\n4) have a pint at The`, "fallback"),
    text("cut-off", "reasoning", "<think>\nFive items: wake, workshop, stage, pub, bed. Let me write them as", "fallback"),
  ],
  structured: [
    object("good", "valid", { items }, items),
    object("renamed-field", "plan for items", { plan: items }, items),
    object("extra-field", "a note beside", { items, note: "a normal Tuesday" }, items),
    object("refusal", "a refusal as an item", { items: ["I'm sorry, I can't plan this.", "", "", ""] }, "fallback"),
    rawAnswer("cut-off", "cut off inside an item", `{"items": ["wake up and complete the morning routine at 7:00 am", "work in the workshop from`, "fallback", { finishReason: "length" }),
  ],
});
