import { dailyPlanPrompt } from "../../../prompts/persona/dailyPlan.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.daily_plan;

const FIRST = "wake up and complete the morning routine at 7:00 am";
const PLAN = [
  FIRST,
  "walk to the dye works at 7:45 am",
  "dye indigo scarves from 8:00 am to 12:30 pm",
  "have lunch at 12:30 pm",
  "clear branches from the water wheel from 1:30 pm to 3:00 pm",
  "rinse the day's cloth in the river at 4:00 pm",
  "go to the Leonid viewing at Gull Hill Observatory at 10:00 pm",
  "go to bed at 12:00 am",
];
const PLAN2 = [FIRST, "work at the dye works from 8:00 am to 4:00 pm", "have lunch at 12:30 pm", "rinse the scarves in the river at 4:00 pm", "go to bed at 12:00 am"];
const numbered = (items: string[], from = 1, sep = ")") => items.map((p, i) => `${i + from}${sep} ${p}`).join("\n");
const crlf = (s: string) => s.replace(/\n/g, "\r\n");

export default corpusOf<string[]>({
  prompt: dailyPlanPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", numbered(PLAN.slice(1), 2), PLAN),
    text("good", "gemma-2-9b", numbered(PLAN), PLAN),
    text("good", "phi-3-mini", `${numbered(PLAN2.slice(1), 2)}\n\nThis plan keeps Wen at the vats most of the day so the scarves are ready by Friday.`, PLAN2),
    text("good", "llama-3.1-70b", numbered(PLAN2.slice(1), 2), PLAN2),
    text("good", "claude", `Here's Wen's plan for Tuesday, November 17:\n\n${numbered(PLAN.slice(1), 2)}`, PLAN),
    text("good", "command-r", numbered(PLAN2), PLAN2),
    text("good", "0.5b", numbered(PLAN2), PLAN2),
    text("good", "deepseek-r1-distill", `<think>\nTuesday. Dye works 8 to 4, lunch 12:30, rinse at 4. The water wheel is clogged, so she should clear it. The Leonid viewing is tonight at 10pm; she might go if she finishes.\n</think>\n\n${numbered(PLAN.slice(1), 2)}`, PLAN),
    text("good", "llama-3-8b", `Here is Wen's plan for today:\n\n${numbered(PLAN, 1, ".")}`, PLAN),
    text("good", "qwen2.5-7b", numbered(PLAN2.slice(1), 2), PLAN2),
    text("format", "command-r", crlf(numbered(PLAN.slice(1), 2)), PLAN),
    text("format", "gemma-2-9b", `## Wen's Tuesday\n\n${PLAN.slice(1).map((p, i) => `${i + 2}. **${p}**`).join("\n")}`, PLAN),
    text("format", "claude", `${PLAN.slice(1).map((p) => `- ${p}`).join("\n")}`, PLAN),
    text("format", "phi-3-mini", `2. ${PLAN2[1]}\n3) ${PLAN2[2]}\niv. ${PLAN2[3]}\n5 - ${PLAN2[4]}`, PLAN2),
    text("format", "llama-3.1-70b", numbered(PLAN2.slice(1), 2).replace(/ /g, "\u00a0"), PLAN2),
    text("format", "gpt-4o-mini", `plan:\n${PLAN2.slice(1).map((p) => `  - "${p}"`).join("\n")}`, PLAN2),
    text("format", "qwen2.5-7b", "2) 8:00 至 16:00 在染坊工作 (work at the dye works from 8:00 am to 4:00 pm)\n3) have lunch at 12:30 pm", "fallback"),
    text("format", "command-r", "2) WORK AT THE DYE WORKS FROM 8:00 AM TO 4:00 PM\n3) HAVE LUNCH AT 12:30 PM\n4) RINSE THE SCARVES IN THE RIVER AT 4:00 PM\n5) GO TO BED AT 12:00 AM", [FIRST, "WORK AT THE DYE WORKS FROM 8:00 AM TO 4:00 PM", "HAVE LUNCH AT 12:30 PM", "RINSE THE SCARVES IN THE RIVER AT 4:00 PM", "GO TO BED AT 12:00 AM"]),
    text("number-words", "gemma-2-9b", "2) work at the dye works from eight until four\n3) have lunch at half past twelve\n4) go to bed at midnight", [FIRST, "work at the dye works from eight until four", "have lunch at half past twelve", "go to bed at midnight"]),
    text("format", "llama-3.1-70b", "2) work at the dye works from 08:00 to 16:00\n3) have lunch at noon\n4) rinse the scarves at 16:00\n5) go to bed at 00:00", [FIRST, "work at the dye works from 08:00 to 16:00", "have lunch at noon", "rinse the scarves at 16:00", "go to bed at 00:00"]),
    text("sub-bullets", "claude", `${numbered(PLAN2.slice(0, 2))}\n   - start with the darkest dip\n   - check the wheel at 10\n${numbered(PLAN2.slice(2), 3)}`, PLAN2),
    text("label", "command-r", `${numbered(PLAN2.slice(1), 2)}\n\nNote: the water wheel is still clogged, so the rinsing may take longer.`, PLAN2),
    text("label", "phi-3-mini", `${numbered(PLAN2.slice(1), 2)}\n\n(This plan reflects Wen's usual routine.)`, PLAN2),
    text("placeholder", "0.5b", `1) ${FIRST}\n2) <activity> at <time>\n3) <activity> at <time>`, "fallback"),
    text("placeholder", "0.5b", "1) wake up and complete the morning routine at 7:00 am\n2) have lunch at 12:00 pm\n3) paint from 2:00 pm to 5:00 pm", "fallback"),
    text("template-cut", "gpt-3.5", "It seems like your message ends right after the first item. Would you like me to continue the list from item 2?", "fallback"),
    text("refusal", "refusal", "I can't plan a real person's day. If you're Wen, I'd be glad to help you plan your own schedule!", "fallback"),
    text("loop", "0.5b", numbered([FIRST, "dye scarves at 8:00 am", "dye scarves at 8:00 am", "dye scarves at 8:00 am", "dye scarves at 8:00 am", "dye scarves at 8:00 am", "dye scarves at 8:00 am"]), "fallback"),
    capped("gemma-2-9b", `${numbered(PLAN.slice(1, 5), 2)}\n6) rinse the day's cloth in the riv`, "fallback"),
    capped("deepseek-r1-distill", "<think>\nOkay, Wen on Tuesday. She wakes at 7. The dye works are from 8 to 4. She has forty scarves to dye for Friday, twenty done. The water wheel is clogged. Who clears it? Maybe the miller's boys. Then the Leonids tonight, from 10pm at Gull Hill. Would she go? She's restless and warm, she might", "fallback"),
    text("cut-off", "llama-3.1-70b", `${numbered(PLAN.slice(1, 4), 2)}\n5) clear branches from the water wheel from`, "fallback"),
    text("good", "gemma-2-9b", numbered(PLAN2.slice(1), 2), PLAN2),
    text("good", "command-r", numbered(PLAN.slice(1), 2), PLAN),
    text("good", "claude", `${numbered(PLAN2.slice(1), 2)}\n\nLet me know if you'd like me to adjust anything for the Leonid viewing tonight!`, PLAN2),
    text("cut-off", "deepseek-r1-distill", "<think>\nWen, Tuesday November 17. Wakes at 7. Dye works 8 to 4. Lunch at 12:30. Rinse at 4. The water wheel is clogged. The Leonids tonight; does she go? Let me", "fallback"),
    text("format", "phi-3-mini", "2) work at the dye works from 8:00 am to 4:00 pm\n3) have lunch at noon\n4) go to bed at 12:00 am", [FIRST, "work at the dye works from 8:00 am to 4:00 pm", "have lunch at noon", "go to bed at 12:00 am"]),
    text("good", "phi-3-mini", numbered(PLAN.slice(1), 2), PLAN),
    text("good", "0.5b", numbered(PLAN2.slice(1), 2), PLAN2),
    text("good", "llama-3.1-70b", numbered(PLAN), PLAN),
    text("good", "deepseek-r1-distill", `<think>\nKeep it simple.\n</think>\n${numbered(PLAN2.slice(1), 2)}`, PLAN2),
  ],
  structured: [
    object("good", "valid", { plan: PLAN }, PLAN),
    object("good", "shorter", { plan: PLAN2 }, PLAN2),
    object("good", "from item 2", { plan: PLAN2.slice(1) }, PLAN2),
    object("format", "numbered strings", { plan: PLAN2.map((p, i) => `${i + 1}) ${p}`) }, PLAN2),
    object("renamed-field", "items", { items: PLAN2 }, PLAN2),
    object("extra-field", "a day beside", { day: "Tuesday", plan: PLAN }, PLAN),
    object("nested-json", "objects with time and activity", { plan: [{ time: "7:00 am", activity: "wake up" }, { time: "8:00 am", activity: "dye scarves" }] }, "fallback"),
    object("empty-list", "empty", { plan: [] }, "fallback"),
    rawAnswer("format", "YAML list", `plan:\n${PLAN2.map((p) => `  - ${p}`).join("\n")}`, PLAN2),
    rawAnswer("format", "text list", numbered(PLAN2.slice(1), 2), PLAN2),
    rawAnswer("cut-off", "cut", `{"plan": ["${FIRST}", "work at the dye`, "fallback", { finishReason: "length" }),
    object("good", "valid again", { plan: PLAN }, PLAN),
    rawAnswer("format", "JSON inside prose", `Sure! Here it is:\n${JSON.stringify({ plan: PLAN2 })}\nLet me know if you need any changes.`, PLAN2),
    rawAnswer("format", "fenced, Windows line endings", "```json\r\n" + JSON.stringify({ plan: PLAN2 }, null, 2).replace(/\n/g, "\r\n") + "\r\n```", PLAN2),
  ],
});
