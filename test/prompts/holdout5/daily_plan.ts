import { dailyPlanPrompt } from "../../../prompts/persona/dailyPlan.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { priya } from "./fixtures.js";

const inputs = { identity: { ...priya, currTime: "2024-11-05T00:00:00" }, wakeUpHour: 6 };

const FIRST = "wake up and complete the morning routine at 6:00 am";
const PLAN = [
  FIRST,
  "walk Biscuit along the river at 6:30 am",
  "open the post office from 8:30 am to 1:00 pm",
  "have lunch at 1:00 pm",
  "run the post office from 2:00 pm to 5:00 pm",
  "walk the ford road to check it for the stall carts at 5:30 pm",
  "chair the Fleece Fair committee at St Brigid's Hall at 7:00 pm",
  "go to bed at 10:30 pm",
];
const PLAN2 = [FIRST, "walk Biscuit at 6:30 am", "work at the post office from 8:30 am to 5:00 pm", "meet the Fleece Fair committee at 7:00 pm", "go to bed at 10:30 pm"];
const numbered = (items: string[], from = 1, sep = ")") => items.map((p, i) => `${i + from}${sep} ${p}`).join("\n");

export default corpusOf<string[]>({
  prompt: dailyPlanPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", numbered(PLAN), PLAN),
    text("good", "gpt-3.5", numbered(PLAN.slice(1), 2), PLAN),
    text("good", "llama-3-8b", `Here is Priya's plan for Tuesday, November 5:\n\n${numbered(PLAN, 1, ".")}`, PLAN),
    text("good", "qwen2.5-7b", numbered(PLAN2), PLAN2),
    text("good", "mistral-7b", ` ${numbered(PLAN2.slice(1), 2)}\n\nThis plan keeps Priya's Tuesday committee meeting and her morning walk.`, PLAN2),
    text("good", "1b", numbered(PLAN2), PLAN2),
    text("good", "reasoning", `<think>\nTuesday: committee at 7pm at St Brigid's Hall. Post office 8:30-5. She is worried about the ford road, so maybe a look at it after work.\n</think>\n\n${numbered(PLAN)}`, PLAN),
    text("good", "gpt-4o-mini", `${numbered(PLAN2.slice(1), 2)}`, PLAN2),
    text("good", "llama-3-8b", numbered(PLAN2.slice(1), 2), PLAN2),
    text("good", "qwen2.5-7b", numbered(PLAN.slice(1), 2), PLAN),
    text("good", "mistral-7b", ` ${numbered(PLAN)}`, PLAN),
    text("good", "gpt-3.5", `Here is Priya's plan for today:\n\n${numbered(PLAN2)}`, PLAN2),
    text("format", "llama-3-8b", `| # | Activity |\n|---|---|\n${PLAN.map((p, i) => `| ${i + 1} | ${p} |`).join("\n")}`, PLAN),
    text("format", "gpt-4o-mini", `### Priya's Tuesday\n\n${PLAN.map((p, i) => `${i + 1}. **${p}**`).join("\n")}`, PLAN),
    text("format", "qwen2.5-7b", `Final answer:\n${numbered(PLAN2)}`, PLAN2),
    text("format", "mistral-7b", `${numbered(PLAN2.slice(0, 3))}\n4) meet the Fleece Fair committee at 7:00 pm 🐑\n5) go to bed at 10:30 pm`, PLAN2),
    text("sub-bullets", "llama-3-8b", `1. ${PLAN[0]}\n2. ${PLAN[1]}\n   - Biscuit likes the path by the weir\n3. ${PLAN[2]}\n   - sort the morning post\n   - sell stamps\n${PLAN.slice(3).map((p, i) => `${i + 4}. ${p}`).join("\n")}`, PLAN),
    text("sub-bullets", "gpt-3.5", `${numbered(PLAN2.slice(0, 4))}\n   * agenda: the ford road, the sheepdog trials, the raffle\n5) ${PLAN2[4]}`, PLAN2),
    text("label", "gpt-4o-mini", `${numbered(PLAN)}\n\nNote: the bridge is still closed, so every stall comes in by the ford road.`, PLAN),
    text("number-words", "gpt-3.5", "2) walk Biscuit at half past six\n3) open the post office at half past eight\n4) go to bed at half past ten", [FIRST, "walk Biscuit at half past six", "open the post office at half past eight", "go to bed at half past ten"]),
    text("format", "qwen2.5-7b", "2) walk Biscuit at 06:30\n3) work at the post office from 08:30 to 17:00\n4) meet the Fleece Fair committee at 19:00\n5) go to bed at 22:30", [FIRST, "walk Biscuit at 06:30", "work at the post office from 08:30 to 17:00", "meet the Fleece Fair committee at 19:00", "go to bed at 22:30"]),
    text("refusal", "refusal", "I'm sorry, but I can't create a schedule for a real person without their consent.", "fallback"),
    text("template-cut", "gpt-3.5", "It looks like your message was cut off after \"1) wake up and complete the morning routine at 6:00 am\". What would you like me to add?", "fallback"),
    text("placeholder", "1b", "1) wake up and complete the morning routine at 6:00 am\n2) [activity] at [time]\n3) [activity] at [time]", "fallback"),
    capped("gpt-4o-mini", `${numbered(PLAN.slice(0, 5))}\n6) walk the ford road to check it for the st`, "fallback"),
    capped("reasoning", "<think>\nPriya, Tuesday. She wakes at 6. Walks Biscuit. Post office 8:30 to 5, lunch at 1. Committee Tuesday 7pm. The bridge is closed, so the ford road is the question for the stalls. Should she", "fallback"),
    text("cut-off", "mistral-7b", `${numbered(PLAN.slice(0, 3))}\n4) have lunch at`, "fallback"),
    text("loop", "1b", `${numbered([FIRST, "walk Biscuit at 6:30 am", "walk Biscuit at 6:30 am", "walk Biscuit at 6:30 am", "walk Biscuit at 6:30 am", "walk Biscuit at 6:30 am"])}`, "fallback"),
  ],
  structured: [
    object("good", "valid", { plan: PLAN }, PLAN),
    object("good", "shorter", { plan: PLAN2 }, PLAN2),
    object("good", "from item 2", { plan: PLAN.slice(1) }, PLAN),
    object("renamed-field", "daily_plan for plan", { daily_plan: PLAN2 }, PLAN2),
    object("extra-field", "a date beside", { date: "2024-11-05", plan: PLAN2 }, PLAN2),
    object("nested-json", "items with a time field", { plan: [{ activity: "wake up and complete the morning routine", time: "6:00 am" }, { activity: "walk Biscuit", time: "6:30 am" }, { activity: "go to bed", time: "10:30 pm" }] }, [FIRST, "walk Biscuit at 6:30 am", "go to bed at 10:30 pm"]),
    object("malformed", "a string for the list", { plan: PLAN2.map((p, i) => `${i + 1}) ${p}`).join("\n") }, PLAN2),
    object("refusal", "an empty list", { plan: [] }, "fallback"),
    rawAnswer("malformed", "a bare JSON array", JSON.stringify(PLAN2), PLAN2),
    rawAnswer("malformed", "the text list", numbered(PLAN2), PLAN2),
    rawAnswer("cut-off", "cut in the fourth item", `{"plan": ["${PLAN[0]}", "${PLAN[1]}", "${PLAN[2]}", "have lun`, "fallback", { finishReason: "length" }),
  ],
});
