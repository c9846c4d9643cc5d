import { dailyPlanPrompt } from "../../../prompts/persona/dailyPlan.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { crlf, eot, fence, harmony, magThink, ollamaThinking, preamble, tag, think } from "./forms.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.daily_plan;
const FIRST = "wake up and complete the morning routine at 6:00 am";
const REST = [
  "sort the newspapers at 6:30 am",
  "open the shop at 7:00 am",
  "drive the school minibus round by Low Moor at 8:00 am",
  "serve at the post office counter from 9:30 am to 12:30 pm",
  "have lunch at 12:30 pm",
  "take sheepdog trial entries from 1:00 pm to 3:00 pm",
  "drive the school minibus at 3:15 pm",
  "close the post office at 5:30 pm",
  "have dinner at 6:30 pm",
  "go to bed at 11:30 pm",
];
const PLAN = [FIRST, ...REST];
/** The rest of the plan numbered from 2, as the template asks. */
const from2 = (sep = ") ", items = REST) => items.map((it, i) => `${i + 2}${sep}${it}`).join("\n");
const from1 = (sep = ") ") => PLAN.map((it, i) => `${i + 1}${sep}${it}`).join("\n");
const why = "Tuesday: Scar Lane is closed 11 to noon for the blast, so the minibus goes round by Low Moor. Trial entries at the counter.";

const SHORT = ["sort the newspapers at 6:30 am", "open the shop at 7:00 am", "drive the school minibus at 8:00 am", "close the post office at 5:30 pm", "go to bed at 11:30 pm"];

export default corpusOf<string[]>({
  prompt: dailyPlanPrompt,
  inputs,
  text: [
    text("good", "gpt-5-mini", from2(), PLAN),
    text("good", "claude-haiku-4.5", from2(), PLAN),
    text("good", "gemini-2.5-flash", from1(), PLAN),
    text("good", "qwen3-nothink", from2(), PLAN),
    text("good", "kimi-k2", from1(), PLAN),
    text("good", "llama-3.3-70b", from2() + "\n", PLAN),
    text("good", "command-r", from2(), PLAN),
    text("good", "gemma-3n", from2(") ", SHORT), [FIRST, ...SHORT]),
    text("good", "smollm3", from2(") ", SHORT), [FIRST, ...SHORT]),
    text("good", "magistral", magThink(why, from2()), PLAN),
    text("good", "deepseek-r1-distill", think(why, from2()), PLAN),
    text("good", "gpt-oss-20b", harmony(why, from1()), PLAN),
    text("format", "ollama-q4", eot(from2()), PLAN),
    text("format", "command-r", crlf(from2() + "\n"), PLAN),
    text("format", "qwen3-nothink", ollamaThinking(why, from2()), PLAN),
    text("format", "gpt-oss-20b", tag("final", from1()), PLAN),
    text("format", "claude-haiku-4.5", preamble("Here's Declan's plan for Tuesday, October 17:", from2()), PLAN),
    text("format", "gemini-2.5-flash", `${from2()}\n\nLet me know if you'd like the afternoon filled in more!`, PLAN),
    text("format", "llama-3.3-70b", from2(". "), PLAN),
    text("format", "gpt-5-mini", REST.map((it) => `- ${it}`).join("\n"), PLAN),
    text("format", "kimi-k2", `### Tuesday, October 17\n\n${from1(". ")}`, PLAN),
    text("format", "gemma-3n", JSON.stringify(PLAN), PLAN),
    text("format", "smollm3", from2(" - "), PLAN),
    text("format", "claude-haiku-4.5", from2(") ").replace(/\n/g, "\n\n"), PLAN),
    text("sub-bullets", "gemini-2.5-flash", from2().replace("open the shop at 7:00 am", "open the shop at 7:00 am\n   - put the closure notice in the window\n   - check the float in the till"), PLAN),
    text("sub-bullets", "kimi-k2", from2().replace("take sheepdog trial entries from 1:00 pm to 3:00 pm", "take sheepdog trial entries from 1:00 pm to 3:00 pm\n    * novice class\n    * open class"), PLAN),
    text("format", "llama-3.3-70b", from2(") ", SHORT.map((s) => s.replace("6:30 am", "06:30").replace("7:00 am", "07:00"))), [FIRST, "sort the newspapers at 06:30", "open the shop at 07:00", ...SHORT.slice(2)]),
    text("placeholder", "smollm3", "2) [activity] at [time]\n3) [activity] at [time]\n4) [activity] at [time]", "fallback"),
    text("refusal", "safety-tuned", "I can't create a schedule for a real person without their consent.", "fallback"),
    text("loop", "ollama-q4", "2) sort the newspapers at 6:30 am\n3) open the shop at 7:00 am and open the shop and open the shop and open the shop and open the shop and open the shop and open the shop", "fallback"),
    capped("gemini-2.5-flash", "2) sort the newspapers at 6:30 am\n3) open the shop at 7:00 am\n4) drive the school minibus round by Low", "fallback"),
    capped("deepseek-r1-distill", `<think>\n${why} So the morning goes: newspapers, shop, minibus. Then the counter until lunch, then`, "fallback"),
    text("ellipsis", "gemma-3n", "2) ...\n3) ...\n4) ...", "fallback"),
  ],
  structured: [
    object("good", "valid", { plan: PLAN }, PLAN),
    object("good", "short", { plan: [FIRST, ...SHORT] }, [FIRST, ...SHORT]),
    object("good", "without item 1", { plan: REST }, PLAN),
    object("renamed-field", "daily_plan", { daily_plan: PLAN }, PLAN),
    object("extra-field", "date beside", { date: "2028-10-17", plan: PLAN }, PLAN),
    object("nested-json", "under schedule", { schedule: { plan: PLAN } }, PLAN),
    rawAnswer("format", "fenced", fence("json", JSON.stringify({ plan: PLAN }, null, 2)), PLAN),
    rawAnswer("cut-off", "cut", JSON.stringify({ plan: PLAN }).slice(0, 120), "fallback", { finishReason: "length" }),
    object("placeholder", "placeholders", { plan: ["[activity] at [time]", "[activity] at [time]"] }, "fallback"),
  ],
});
