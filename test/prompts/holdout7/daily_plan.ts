import { dailyPlanPrompt } from "../../../prompts/persona/dailyPlan.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.daily_plan;
const FIRST = "wake up and complete the morning routine at 6:00 am";
const REST = [
  "walk to the mill at 7:00 am",
  "work in the carding room from 7:30 am to 12:30 pm",
  "have lunch at 12:30 pm",
  "work in the carding room from 1:00 pm to 4:00 pm",
  "have dinner at 6:00 pm",
  "rehearse the band at the Drover's Arms from 7:30 pm to 9:30 pm",
  "go to bed at 11:00 pm",
];
const PLAN = [FIRST, ...REST];
const numbered = (items: string[], from = 2, mark = (n: number) => `${n})`) => items.map((s, i) => `${mark(i + from)} ${s}`).join("\n");
const SHORT = [FIRST, "work in the carding room from 7:30 am to 4:00 pm", "rehearse the band from 7:30 pm to 9:30 pm", "go to bed at 11:00 pm"];

export default corpusOf<string[]>({
  prompt: dailyPlanPrompt,
  inputs,
  text: [
    text("good", "gpt-4.1", numbered(REST), PLAN),
    text("good", "o3-mini", numbered(PLAN, 1), PLAN),
    text("good", "mistral-7b", numbered(REST), PLAN),
    text("good", "mistral-nemo", numbered(PLAN, 1), PLAN),
    text("good", "llama-3.2-3b", `Here is Kwame's plan for today:\n\n${numbered(PLAN, 1)}`, PLAN),
    text("good", "qwen2.5-14b", numbered(REST), PLAN),
    text("good", "granite", numbered(REST, 2, (n) => `${n}.`), PLAN),
    text("good", "qwen3", `<think>\nTuesday: rehearsal night at the Drover's Arms. Work 7:30 to 4, lunch 12:30.\n</think>\n\n${numbered(REST)}`, PLAN),
    text("good", "gemini", numbered(SHORT.slice(1)), SHORT),
    text("good", "llama-3.2-1b", numbered(SHORT, 1), SHORT),
    text("format", "gemini", `## 📅 Kwame's Tuesday\n\n${REST.map((s, i) => `${i + 2}) **${s}**`).join("\n")}\n\nLet me know if you'd like an hour-by-hour version!`, PLAN),
    text("format", "mistral-nemo", REST.map((s, i) => `${"abcdefgh"[i]}) ${s}`).join("\n"), PLAN),
    text("format", "granite", REST.map((s, i) => `${"ABCDEFGH"[i]}. ${s}`).join("\n"), PLAN),
    text("format", "llama-3.2-3b", REST.map((s) => `• ${s}`).join("\n"), PLAN),
    text("format", "qwen2.5-14b", REST.map((s) => `– ${s}`).join("\n"), PLAN),
    text("format", "gemini", ["🌅", "🚶", "🧶", "🥪", "🧶", "🍲", "🎺", "🛏️"].slice(1).map((e, i) => `${e} ${REST[i]}`).join("\n"), PLAN),
    text("format", "o3-mini", `{'plan': [${PLAN.map((s) => (s.includes("'") ? `"${s}"` : `'${s}'`)).join(", ")}]}`, PLAN),
    text("format", "gpt-4.1", "```json\n" + JSON.stringify({ plan: PLAN }, null, 2).replace(/\n\s*\]/, ",\n  ]") + "\n```", PLAN),
    text("format", "mistral-7b", numbered(REST).replace(/\n/g, "\r\n"), PLAN),
    text("format", "qwen2.5-14b", `Output:\n${numbered(REST)}`, PLAN),
    text("format", "mistral-nemo", numbered(["sveglia e routine mattutina alle 6:00", "lavorare nella sala di cardatura dalle 7:30 alle 16:00", "prove della banda dalle 19:30 alle 21:30", "andare a letto alle 23:00"], 1), ["sveglia e routine mattutina alle 6:00", "lavorare nella sala di cardatura dalle 7:30 alle 16:00", "prove della banda dalle 19:30 alle 21:30", "andare a letto alle 23:00"]),
    text("sub-bullets", "gemini", `2) walk to the mill at 7:00 am\n3) work in the carding room from 7:30 am to 12:30 pm\n   - set up the carding engine\n   - card the Fell End fleeces\n${numbered(REST.slice(3), 4)}`, PLAN),
    text("label", "granite", `${numbered(REST)}\n\n(This plan reflects Kwame's Tuesday rehearsal.)`, PLAN),
    text("number-words", "llama-3.2-3b", "2) work in the carding room from half past seven to four\n3) have lunch at half past twelve\n4) rehearse the band from half past seven in the evening\n5) go to bed at eleven", [FIRST, "work in the carding room from half past seven to four", "have lunch at half past twelve", "rehearse the band from half past seven in the evening", "go to bed at eleven"]),
    text("placeholder", "tinyllama", "1) wake up and complete the morning routine at 6:00 am\n2) have lunch at 12:00 pm\n3) paint from 2:00 pm to 5:00 pm", "fallback"),
    text("refusal", "granite", "Should the plan include the band rehearsal, or is Tuesday's rehearsal cancelled this week because of the contest? Let me know and I'll write it.", "fallback"),
    text("refusal", "refusal", "I'm sorry, I can't create schedules for real people.", "fallback"),
    text("loop", "smollm", `${numbered(REST.slice(0, 3))}\n${numbered(REST.slice(0, 3), 5)}\n${numbered(REST.slice(0, 3), 8)}\n${numbered(REST.slice(0, 3), 11)}`, "fallback"),
    text("ellipsis", "llama-3.2-1b", "2) ...", "fallback"),
    capped("qwen3", "<think>\nKwame, Tuesday. Habits: rehearsal Tuesday and Thursday evenings at the Drover's Arms. Work 7:30-4. Contest on Saturday so the rehearsal matters. Lunch 12:30. Cornet practice after dinner — but on a rehearsal night maybe he skips it? Let me", "fallback"),
    capped("mistral-7b", `${numbered(REST.slice(0, 4))}\n6) have din`, "fallback"),
    text("good", "gpt-4.1", numbered(REST), PLAN),
    text("good", "o3-mini", numbered(REST), PLAN),
    text("good", "mistral-nemo", `${numbered(REST)}\n`, PLAN),
    text("good", "granite", numbered(SHORT.slice(1)), SHORT),
    text("good", "qwen2.5-14b", numbered(SHORT, 1), SHORT),
  ],
  structured: [
    object("good", "valid", { plan: PLAN }, PLAN),
    object("good", "without item 1", { plan: REST }, PLAN),
    object("good", "short", { plan: SHORT }, SHORT),
    object("format", "numbered strings", { plan: PLAN.map((s, i) => `${i + 1}) ${s}`) }, PLAN),
    object("renamed-field", "daily_plan", { daily_plan: PLAN }, PLAN),
    object("extra-field", "date beside", { date: "2027-03-09", plan: PLAN }, PLAN),
    object("nested-json", "items as objects", { plan: PLAN.map((s) => ({ activity: s })) }, PLAN),
    object("empty-list", "empty plan", { plan: [] }, "fallback"),
    object("malformed", "plan as one string", { plan: PLAN.join("; ") }, "fallback"),
    rawAnswer("format", "Python dict", `{'plan': [${SHORT.map((s) => `'${s}'`).join(", ")}]}`, SHORT),
    rawAnswer("format", "trailing comma", `{"plan": [${SHORT.map((s) => JSON.stringify(s)).join(", ")},]}`, SHORT),
    rawAnswer("format", "tool-call wrapper", JSON.stringify({ name: "daily_plan", arguments: { plan: PLAN } }), PLAN),
    rawAnswer("cut-off", "cut", `{"plan": ["${FIRST}", "walk to the mill at 7:00 am", "work in the card`, "fallback", { finishReason: "length" }),
  ],
});
