import { dailyRequirementPrompt } from "../../../prompts/persona/dailyRequirement.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { eot, fence, harmony, magThink, ollamaThinking, preamble, tag, think } from "./forms.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.daily_requirement;
const FIRST = "wake up and complete the morning routine at 5:00 am";
const REST = [
  "check the flock at 6:00 am",
  "train Fly on the top field from 9:00 am to 10:30 am",
  "mend the intake wall from 11:00 am to 1:00 pm",
  "feed the dogs at 5:00 pm",
  "go to bed at 9:30 pm",
];
const PLAN = [FIRST, ...REST];
const FOUR = [FIRST, "check the flock at 6:00 am", "train Fly on the top field from 9:00 am to 10:30 am", "feed the dogs at 5:00 pm"];
const num = (items: string[], start = 1, sep = ") ") => items.map((it, i) => `${i + start}${sep}${it}`).join("\n");
const why = "Priya's usual day: flock at 6, Fly's training 9 to 10:30, dogs fed at 5. Five or six items.";

export default corpusOf<string[]>({
  prompt: dailyRequirementPrompt,
  inputs,
  text: [
    text("good", "gpt-5-mini", num(PLAN), PLAN),
    text("good", "claude-haiku-4.5", num(PLAN), PLAN),
    text("good", "gemini-2.5-flash", num(PLAN) + "\n", PLAN),
    text("good", "qwen3-nothink", num(REST, 2), PLAN),
    text("good", "kimi-k2", num(PLAN), PLAN),
    text("good", "llama-3.3-70b", num(PLAN), PLAN),
    text("good", "command-r", num(FOUR), FOUR),
    text("good", "gemma-3n", num(FOUR), FOUR),
    text("good", "smollm3", num(REST, 2), PLAN),
    text("good", "magistral", magThink(why, num(PLAN)), PLAN),
    text("good", "deepseek-r1-distill", think(why, num(PLAN)), PLAN),
    text("good", "gpt-oss-20b", harmony(why, num(FOUR)), FOUR),
    text("format", "ollama-q4", eot(num(PLAN)), PLAN),
    text("format", "qwen3-nothink", ollamaThinking(why, num(PLAN)), PLAN),
    text("format", "gpt-oss-20b", tag("final", num(PLAN)), PLAN),
    text("format", "claude-haiku-4.5", preamble("Here's Priya's plan for Monday:", num(PLAN)), PLAN),
    text("format", "gemini-2.5-flash", `${num(PLAN)}\n\nHope this helps with the simulation!`, PLAN),
    text("format", "llama-3.3-70b", num(PLAN, 1, ". "), PLAN),
    text("format", "gpt-5-mini", PLAN.map((it) => `• ${it}`).join("\n"), PLAN),
    text("format", "gemma-3n", JSON.stringify(PLAN), PLAN),
    text("format", "smollm3", num(PLAN, 1, "️⃣ "), PLAN),
    text("sub-bullets", "gemini-2.5-flash", num(PLAN).replace("check the flock at 6:00 am", "check the flock at 6:00 am\n   - count the ewes in the in-bye field\n   - look at the water troughs"), PLAN),
    text("sub-bullets", "kimi-k2", num(PLAN).replace("train Fly", "train Fly").replace("10:30 am", "10:30 am\n    • outruns\n    • the drive gate"), PLAN),
    text("format", "llama-3.3-70b", `${num(PLAN)}\n7) watch the weather forecast at 9:00 pm`, "fallback"),
    text("placeholder", "smollm3", `1) ${FIRST}\n2) <activity> at <time>\n3) <activity> at <time>\n4) <activity> at <time>`, "fallback"),
    text("refusal", "safety-tuned", "I'm sorry, but I can't help plan someone's day based on personal details.", "fallback"),
    text("loop", "ollama-q4", `1) ${FIRST}\n2) check the flock at 6:00 am and the flock and the flock and the flock and the flock and the flock and the flock and the flock`, "fallback"),
    capped("gemini-2.5-flash", `1) ${FIRST}\n2) check the flock at 6:00 am\n3) train Fly on the top field from 9:00`, "fallback"),
    text("ellipsis", "gemma-3n", `1) ${FIRST}\n2) ...\n3) ...\n4) ...`, "fallback"),
  ],
  structured: [
    object("good", "valid", { items: PLAN }, PLAN),
    object("good", "four", { items: FOUR }, FOUR),
    object("good", "without item 1", { items: REST }, PLAN),
    object("renamed-field", "plan", { plan: PLAN }, PLAN),
    object("extra-field", "count beside", { count: 6, items: PLAN }, PLAN),
    object("nested-json", "under answer", { answer: { items: PLAN } }, PLAN),
    rawAnswer("format", "fenced", fence("json", JSON.stringify({ items: PLAN })), PLAN),
    rawAnswer("cut-off", "cut", JSON.stringify({ items: PLAN }).slice(0, 100), "fallback", { finishReason: "length" }),
    object("format", "seven items", { items: [...PLAN, "watch the weather forecast at 9:00 pm"] }, "fallback"),
    object("placeholder", "placeholders", { items: [FIRST, "<activity> at <time>", "<activity> at <time>", "<activity> at <time>"] }, "fallback"),
  ],
});
