import { dailyPlanPrompt } from "../../../prompts/persona/dailyPlan.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { tariq } from "./fixtures.js";

const inputs = { identity: { ...tariq, currTime: "2024-10-14T00:00:00" }, wakeUpHour: 5 };

const PLAN = [
  "wake up and complete the morning routine at 5:00 am",
  "check the pumps at 6:00 am",
  "drive the water cart to Farouk Palm Grove from 6:30 am to 8:00 am",
  "drive the water cart to the outlying gardens from 8:00 am to 12:00 pm",
  "have lunch at home at 12:30 pm",
  "repair the channel by the school from 2:00 pm to 5:00 pm",
  "write up the water log at 6:00 pm",
  "play backgammon at The Cistern Teahouse at 8:00 pm",
  "go to bed at 11:00 pm",
];
const PLAN2 = [
  "wake up and complete the morning routine at 5:00 am",
  "check the pumps at 6:00 am",
  "drive the water cart from 8:00 am to 12:00 pm",
  "repair channels from 1:30 pm to 5:00 pm",
  "write up the water log at 6:00 pm",
  "go to bed at 11:00 pm",
];
const numbered = (items: string[], from = 1, sep = ")") => items.map((p, i) => `${i + from}${sep} ${p}`).join("\n");
const SHORT = ["wake up and complete the morning routine at 5:00 am", "check the pumps at 6:00 am", "drive the water cart at 8:00 am", "go to bed at 11:00 pm"];

export default corpusOf<string[]>({
  prompt: dailyPlanPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", numbered(PLAN.slice(1), 2), PLAN),
    text("good", "gpt-3.5", `Sure! Here's Tariq's plan for today:\n\n${numbered(PLAN)}\n\nHope this helps!`, PLAN),
    text("good", "llama-3-8b", `**Tariq's Monday**\n\n${numbered(PLAN.slice(1), 2, ".")}`, PLAN),
    text("good", "qwen2.5-7b", numbered(PLAN2.slice(1), 2), PLAN2),
    text("good", "1b", numbered(SHORT.slice(1), 2), SHORT),
    text("good", "reasoning", `<think>\nHe wakes at 5:30. Pumps at 6. Nadia asked for water at dawn, so the grove first. Then the gardens until noon. Backgammon in the evening.\n</think>\n${numbered(PLAN.slice(1), 2)}`, PLAN),
    text("good", "gpt-4o-mini", numbered(PLAN2), PLAN2),
    text("format", "llama-3-8b", PLAN.slice(1).map((p) => `• ${p}`).join("\n"), PLAN),
    text("format", "qwen2.5-7b", PLAN2.slice(1).map((p, i) => `Step ${i + 2} - ${p}`).join("\n"), PLAN2),
    text("format", "gpt-3.5", PLAN2.slice(1).map((p) => `– ${p}`).join("\n"), PLAN2),
    text("format", "qwen2.5-7b", "```json\n" + JSON.stringify(PLAN2.slice(1), null, 2) + "\n```", PLAN2),
    text("sub-bullets", "llama-3-8b", `2) ${PLAN[1]}\n   - the north pump first, it's the one that failed\n3) ${PLAN[2]}\n   - third row of palms before the rest\n${numbered(PLAN.slice(3), 4)}`, PLAN),
    text("label", "gpt-4o-mini", `${numbered(PLAN2.slice(1), 2)}\n\n**Note:** the pump part from Qaddar arrives on Wednesday.`, PLAN2),
    text("number-words", "gpt-3.5", "2) check the pumps at six\n3) drive the water cart from eight until noon\n4) go to bed at eleven", ["wake up and complete the morning routine at 5:00 am", "check the pumps at six", "drive the water cart from eight until noon", "go to bed at eleven"]),
    text("format", "gpt-4o-mini", "2) check the pumps at 06:00\n3) drive the water cart from 08:00 to 12:00\n4) repair channels from 13:30 to 17:00\n5) write up the water log at 18:00\n6) go to bed at 23:00", ["wake up and complete the morning routine at 5:00 am", "check the pumps at 06:00", "drive the water cart from 08:00 to 12:00", "repair channels from 13:30 to 17:00", "write up the water log at 18:00", "go to bed at 23:00"]),
    text("refusal", "refusal", "I'm sorry, but I don't have access to Tariq Oduya's personal schedule.", "fallback"),
    text("template-cut", "gpt-3.5", "It seems your message ends with \"1) wake up and complete the morning routine at 5:00 am, 2)\". Could you clarify what you'd like me to do?", "fallback"),
    capped("gpt-4o-mini", `${numbered(PLAN.slice(1, 4), 2)}\n5) have lunch at ho`, "fallback"),
    text("cut-off", "qwen2.5-7b", `2) ${PLAN[1]}\n3) ${PLAN[2]}\n4) drive the water cart to the outlying`, "fallback"),
    text("loop", "1b", "2) check the pumps at 6:00 am\n3) check the pumps at 6:00 am\n4) check the pumps at 6:00 am\n5) check the pumps at 6:00 am", "fallback"),
  ],
  structured: [
    object("good", "valid", { plan: PLAN }, PLAN),
    object("good", "shorter", { plan: PLAN2 }, PLAN2),
    object("missing-field", "from item 2", { plan: PLAN2.slice(1) }, PLAN2),
    object("renamed-field", "activities for plan", { activities: PLAN }, PLAN),
    object("nested-json", "items with times apart", { plan: [{ time: "5:00 am", activity: "wake up and complete the morning routine" }, { time: "6:00 am", activity: "check the pumps" }] }, ["wake up and complete the morning routine at 5:00 am", "check the pumps at 6:00 am"]),
    object("refusal", "a refusal item", { plan: ["I'm sorry, I can't plan Tariq's day."] }, "fallback"),
    rawAnswer("malformed", "trailing comma", `{"plan": [${PLAN2.map((p) => `"${p}"`).join(", ")},]}`, PLAN2),
    rawAnswer("cut-off", "cut off in the third item", `{"plan": ["${PLAN[0]}", "${PLAN[1]}", "drive the water cart to Far`, "fallback", { finishReason: "length" }),
  ],
});
