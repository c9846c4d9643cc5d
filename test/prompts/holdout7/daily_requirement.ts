import { dailyRequirementPrompt } from "../../../prompts/persona/dailyRequirement.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.daily_requirement;
const FIRST = "wake up and complete the morning routine at 7:00 am";
const REST = ["open the post office from 8:00 am to 12:00 pm", "eat lunch at home at 12:30 pm", "check the hives in the Fell End orchard at 2:00 pm", "go to bed at 10:00 pm"];
const PLAN = [FIRST, ...REST];
const REST2 = ["run the post office from 8:00 am to 12:00 pm", "walk the Ravensgill letters up the fell road from 1:00 pm to 3:00 pm", "check the hives at 3:30 pm", "have dinner at 6:30 pm", "go to bed at 10:00 pm"];
const PLAN2 = [FIRST, ...REST2];
const numbered = (items: string[], from = 2, mark = (n: number) => `${n})`) => items.map((s, i) => `${mark(i + from)} ${s}`).join("\n");

export default corpusOf<string[]>({
  prompt: dailyRequirementPrompt,
  inputs,
  text: [
    text("good", "gpt-4.1", numbered(REST), PLAN),
    text("good", "o3-mini", numbered(PLAN, 1), PLAN),
    text("good", "mistral-7b", ` ${numbered(REST2)}`, PLAN2),
    text("good", "mistral-nemo", numbered(PLAN2, 1), PLAN2),
    text("good", "llama-3.2-3b", `Here is Noriko's plan for today:\n\n${numbered(PLAN, 1)}`, PLAN),
    text("good", "qwen2.5-14b", numbered(REST), PLAN),
    text("good", "granite", numbered(REST, 2, (n) => `${n}.`), PLAN),
    text("good", "qwen3", `<think>\nPost office mornings, hives at 2, lunch 12:30. Five items.\n</think>\n\n${numbered(REST)}`, PLAN),
    text("good", "gemini", `${numbered(REST2)}\n\nLet me know if you'd like more detail for the afternoon!`, PLAN2),
    text("format", "gemini", REST.map((s, i) => `${i + 2}) **${s}**`).join("\n"), PLAN),
    text("format", "mistral-nemo", REST.map((s, i) => `${"abcd"[i]}) ${s}`).join("\n"), PLAN),
    text("format", "granite", REST.map((s) => `• ${s}`).join("\n"), PLAN),
    text("format", "llama-3.2-3b", ["📮", "🍱", "🐝", "🛏️"].map((e, i) => `${e} ${REST[i]}`).join("\n"), PLAN),
    text("format", "o3-mini", `{'items': [${PLAN.map((s) => `'${s}'`).join(", ")}]}`, PLAN),
    text("format", "qwen2.5-14b", "```json\n{\n  \"items\": [\n" + PLAN.map((s) => `    ${JSON.stringify(s)},`).join("\n") + "\n  ]\n}\n```", PLAN),
    text("format", "mistral-7b", numbered(REST, 2, (n) => `${n})`).replace("8:00 am to 12:00 pm", "0800 to 1200").replace("12:30 pm", "12.30").replace("2:00 pm", "14h00"), [FIRST, "open the post office from 0800 to 1200", "eat lunch at home at 12.30", "check the hives in the Fell End orchard at 14h00", "go to bed at 10:00 pm"]),
    text("number-words", "granite", "2) open the post office at eight\n3) eat lunch at home at half past twelve\n4) check the hives at two in the afternoon\n5) go to bed at ten in the evening", [FIRST, "open the post office at eight", "eat lunch at home at half past twelve", "check the hives at two in the afternoon", "go to bed at ten in the evening"]),
    text("sub-bullets", "gemini", `2) open the post office from 8:00 am to 12:00 pm\n   – sort the Ravensgill letters\n   – sell stamps\n${numbered(REST.slice(1), 3)}`, PLAN),
    text("label", "llama-3.2-3b", `${numbered(REST)}\n\nNote: the mail train is not running.`, PLAN),
    text("placeholder", "tinyllama", "1) wake up and complete the morning routine at 7:00 am\n2) have lunch at 12:00 pm\n3) read from 7:00 pm to 8:00 pm", "fallback"),
    text("refusal", "granite", "Is the post office open today, given the landslip? Let me know and I'll write her plan.", "fallback"),
    text("loop", "smollm", "2) check the hives at 2:00 pm\n3) check the hives at 2:00 pm\n4) check the hives at 2:00 pm\n5) check the hives at 2:00 pm\n6) check the hives at 2:00 pm", "fallback"),
    text("ellipsis", "llama-3.2-1b", "2) ...\n3) ...", "fallback"),
    capped("mistral-7b", `${numbered(REST.slice(0, 2))}\n4) check the hiv`, "fallback"),
    text("good", "gpt-4.1", numbered(REST), PLAN),
    text("good", "llama-3.2-1b", numbered(REST), PLAN),
    text("good", "mistral-nemo", `${numbered(REST2)}\n`, PLAN2),
  ],
  structured: [
    object("good", "valid", { items: PLAN }, PLAN),
    object("good", "without item 1", { items: REST2 }, PLAN2),
    object("renamed-field", "plan", { plan: PLAN }, PLAN),
    object("extra-field", "count beside", { items: PLAN, count: 5 }, PLAN),
    object("empty-list", "empty", { items: [] }, "fallback"),
    object("malformed", "one string", { items: PLAN.join(", ") }, "fallback"),
    object("nested-json", "tool-call wrapper", { name: "daily_requirement", arguments: { items: PLAN } }, PLAN),
    rawAnswer("format", "Python dict", `{'items': [${PLAN.map((s) => `'${s}'`).join(", ")}]}`, PLAN),
    rawAnswer("cut-off", "cut", `{"items": ["${FIRST}", "open the post off`, "fallback", { finishReason: "length" }),
  ],
});
