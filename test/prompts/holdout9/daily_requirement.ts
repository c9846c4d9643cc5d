import { dailyRequirementPrompt } from "../../../prompts/persona/dailyRequirement.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { bom, fence, nbsp, tag, think, unclosed } from "./forms.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.daily_requirement;
const FIRST = "wake up and complete the morning routine at 10:00 am";
const P1 = [FIRST, "read his post at 10:30 am", "have lunch at 1:00 pm", "work on the jammed dome shutter from 2:00 pm to 6:00 pm", "open the dome to visitors at 9:00 pm"];
const P2 = [FIRST, "read the post at 10:30 am", "nap after lunch from 1:30 pm to 2:00 pm", "work in the observatory from 2:00 pm to 6:00 pm", "have supper at 7:00 pm", "open the dome to visitors at 9:00 pm"];
const P3 = [FIRST, "read his post at 10:30 am", "fix the dome shutter from 2:00 pm to 6:00 pm", "go to bed at 2:00 am"];
const numbered = (items: string[], sep = ") ") => items.map((s, i) => `${i + 1}${sep}${s}`).join("\n");
const rest = (items: string[]) => numbered(items).split("\n").slice(1).join("\n");

export default corpusOf<string[]>({
  prompt: dailyRequirementPrompt,
  inputs,
  text: [
    text("good", "claude-3.5-haiku", numbered(P1), P1),
    text("good", "command-r-plus", rest(P2) + "\n", P2),
    text("good", "glm-4", numbered(P3), P3),
    text("good", "internlm-2.5", numbered(P1), P1),
    text("good", "minicpm", rest(P1), P1),
    text("good", "falcon-3", numbered(P2), P2),
    text("good", "stablelm", numbered(P3), P3),
    text("good", "zephyr", numbered(P1, ". "), P1),
    text("good", "openchat", numbered(P2), P2),
    text("good", "gemini-2-flash", numbered(P1) + "\n", P1),
    text("good", "deepseek-r1-distill", think("Monday. Post at 10:30, observatory 2 to 6, dome at 9 if clear. 5 items.", numbered(P1)), P1),
    text("format", "deepseek-r1-distill", unclosed("Six items at most.", rest(P2)), P2),
    text("format", "glm-4", tag("answer", "\n" + numbered(P1) + "\n"), P1),
    text("format", "internlm-2.5", `<response>\n${numbered(P3)}\n</response>`, P3),
    text("format", "command-r-plus", fence("yaml", "items:\n" + P1.map((s) => `  - ${s}`).join("\n")), P1),
    text("format", "minicpm", fence("text", numbered(P2)), P2),
    text("format", "falcon-3", bom(numbered(P1)), P1),
    text("format", "stablelm", nbsp(numbered(P3)), P3),
    text("format", "zephyr", P1.map((s) => `- ${s}`).join("\n"), P1),
    text("format", "openchat", `Tobias's Monday:\n\n${numbered(P2)}\n\nHave a lovely day of stargazing!`, P2),
    text("format", "gemini-2-flash", JSON.stringify({ response: { items: P1 } }), P1),
    text("format", "claude-3.5-haiku", numbered(P1).replace("9:00 pm", "2100 hours"), P1.map((s) => s.replace("9:00 pm", "2100 hours"))),
    text("format", "command-r-plus", numbered([...P2, "go to bed at 2:00 am", "dream of Saturn"]), "fallback"),
    text("format", "glm-4", numbered(["wake up and complete the morning routine at 6:00 am", "fill the railway's water tanks at 6:30 am", "run the first car at 7:00 am", "lock the top station at 8:00 pm"]), "fallback"),
    text("placeholder", "falcon-3", `1) ${FIRST}\n2) <activity> at <time>\n3) <activity> at <time>\n4) <activity> at <time>`, "fallback"),
    text("refusal", "zephyr", "As an AI developed to assist, I can't know Tobias's day, but here is a general idea: rest, work, sleep.", "fallback"),
    text("loop", "q2-8b", `1) ${FIRST}\n2) read his post at 10:30 am\n3) read his post at 10:30 am\n4) read his post at 10:30 am\n5) read his post at 10:30 am\n6) read his post at 10:30 am`, "fallback"),
    capped("deepseek-r1-distill", "<think>\nTobias wakes at 10. He reads his post at 10:30. He works in the observatory 2 to 6. Opens the dome at 9 on clear nights — Monday, is it clear? Unknown, so", "fallback"),
    capped("openchat", numbered(P2).split("\n").slice(0, 3).join("\n") + "\n4) work in the obs", "fallback"),
  ],
  structured: [
    object("good", "valid", { items: P1 }, P1),
    object("good", "six", { items: P2 }, P2),
    object("good", "four", { items: P3 }, P3),
    object("good", "without item 1", { items: P1.slice(1) }, P1),
    object("renamed-field", "plan", { plan: P1 }, P1),
    object("extra-field", "day beside", { day: "Monday", items: P2 }, P2),
    rawAnswer("format", "nested under data", JSON.stringify({ data: { items: P3 } }), P3),
    rawAnswer("format", "yaml", "items:\n" + P1.map((s) => `  - ${s}`).join("\n"), P1),
    rawAnswer("cut-off", "cut", JSON.stringify({ items: P1 }).slice(0, 110), "fallback", { finishReason: "length" }),
    object("empty-list", "empty", { items: [] }, "fallback"),
  ],
});
