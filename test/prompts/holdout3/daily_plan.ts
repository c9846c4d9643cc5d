import { dailyPlanPrompt } from "../../../prompts/persona/dailyPlan.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { matthias } from "./fixtures.js";

const inputs = { identity: { ...matthias, currTime: "2024-09-16T00:00:00" }, wakeUpHour: 5 };

const PLAN = [
  "wake up and complete the morning routine at 5:00 am",
  "feed the mules and have breakfast at 6:00 am",
  "guide a group of hikers up to the Edelhorn lake from 8:00 am to 3:00 pm",
  "take two mules to the farrier from 3:30 pm to 5:00 pm",
  "have dinner at The Gentian Inn at 6:30 pm",
  "mend the pack saddles in the stable from 7:30 pm to 9:00 pm",
  "go to bed at 10:00 pm",
];
const numbered = (items: string[], from = 1) => items.map((p, i) => `${i + from}) ${p}`).join("\n");

const PLAN2 = [
  "wake up and complete the morning routine at 5:00 am",
  "feed the mules at 5:30 am",
  "have breakfast at 6:30 am",
  "guide hikers along the ridge trail from 8:00 am to 3:00 pm",
  "feed the mules at 4:00 pm",
  "fix tack in the stable from 7:00 pm to 9:00 pm",
  "go to bed at 10:00 pm",
];

export default corpusOf<string[]>({
  prompt: dailyPlanPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", numbered(PLAN2.slice(1), 2), PLAN2),
    text("good", "llama-3-8b", `Here's Matthias's plan:\n\n${numbered(PLAN2)}`, PLAN2),
    text("good", "qwen2.5-7b", numbered(PLAN2.slice(1), 2), PLAN2),
    text("good", "gpt-4o-mini", numbered(PLAN.slice(1), 2), PLAN),
    text("good", "gpt-3.5", `Here's Matthias's plan for Monday:\n\n${numbered(PLAN)}\n\nA long day on the mountain, but the mules get ready for Saturday.`, PLAN),
    text("good", "llama-3-8b", `**Matthias's Day**\n\n${PLAN.slice(1).map((p, i) => `${i + 2}. ${p}`).join("\n")}`, PLAN),
    text("good", "qwen2.5-7b", `${numbered(PLAN)}\n\nLet me know if you'd like more detail!`, PLAN),
    text("good", "1b", "2) eat breakfast at 6:00 am\n3) guide hikers from 8:00 am to 3:00 pm\n4) go to bed at 10:00 pm", ["wake up and complete the morning routine at 5:00 am", "eat breakfast at 6:00 am", "guide hikers from 8:00 am to 3:00 pm", "go to bed at 10:00 pm"]),
    text("good", "reasoning", `<think>\nLet me think. He wakes at 5, guides from 8 to 3, the mules need shoeing before Saturday, so the farrier after the hike. Cards are on Friday, not today.\n</think>\n${numbered(PLAN.slice(1), 2)}`, PLAN),
    text("sub-bullets", "llama-3-8b", `2) ${PLAN[1]}\n3) ${PLAN[2]}\n   - pack the first-aid kit\n   - check the weather at the cable car station\n4) ${PLAN[3]}\n5) ${PLAN[4]}\n6) ${PLAN[5]}\n   - the grey mule's girth strap is worn\n7) ${PLAN[6]}`, PLAN),
    text("label", "gpt-3.5", `2) ${PLAN[1]}\n3) ${PLAN[2]}\n4) ${PLAN[3]} (This is so the mules are ready for the festival.)\n5) ${PLAN[4]}\n6) ${PLAN[5]}\n7) ${PLAN[6]}`, PLAN),
    text("format", "qwen2.5-7b", `| Step | What Matthias does |\n|---|---|\n${PLAN.map((p, i) => `| ${i + 1} | ${p} |`).join("\n")}`, PLAN),
    text("number-words", "gpt-3.5", "2) feed the mules and have breakfast at six\n3) guide hikers up to the lake from eight until three\n4) take the mules to the farrier at half past three\n5) go to bed at ten", ["wake up and complete the morning routine at 5:00 am", "feed the mules and have breakfast at six", "guide hikers up to the lake from eight until three", "take the mules to the farrier at half past three", "go to bed at ten"]),
    text("refusal", "refusal", "As an AI, I don't have information about Matthias Keller's personal plans.", "fallback"),
    capped("gpt-4o-mini", `${numbered(PLAN.slice(1, 4), 2)}\n5) have dinner at The Gentian`, "fallback"),
    text("cut-off", "1b", `2) ${PLAN[1]}\n3) ${PLAN[2]}\n4) take two mules to the far`, "fallback"),
    text("template-cut", "refusal", "It looks like your list was cut off after the first item. Would you like me to continue it from item 2?", "fallback"),
    text("loop", "1b", "2) feed the mules at 6:00 am\n3) feed the mules at 6:00 am\n4) feed the mules at 6:00 am\n5) feed the mules at 6:00 am\n6) feed the mules at 6:00 am", "fallback"),
  ],
  structured: [
    object("good", "another plan", { plan: PLAN2 }, PLAN2),
    object("good", "valid", { plan: PLAN }, PLAN),
    object("renamed-field", "daily_plan for plan", { daily_plan: PLAN }, PLAN),
    object("label", "numbers kept in the items", { plan: PLAN.map((p, i) => `${i + 1}) ${p}`) }, PLAN),
    object("missing-field", "from item 2, as the template says", { plan: PLAN.slice(1) }, PLAN),
    object("nested-json", "items as objects", { plan: PLAN.map((item) => ({ item })) }, PLAN),
    object("refusal", "an empty plan", { plan: [] }, "fallback"),
    rawAnswer("cut-off", "cut off inside the fourth item", `{"plan": ["${PLAN[0]}", "${PLAN[1]}", "${PLAN[2]}", "take two mules to the far`, "fallback", { finishReason: "length" }),
  ],
});
