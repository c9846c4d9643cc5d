import { dailyRequirementPrompt } from "../../../prompts/persona/dailyRequirement.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { lena } from "./fixtures.js";

const inputs = { identity: { ...lena, currTime: "2024-09-16T00:00:00" }, wakeUpHour: 6 };

const REQ = [
  "wake up and complete the morning routine at 6:00 am",
  "sort the mail at 7:30 am",
  "open the post office from 8:00 am to 12:00 pm",
  "open the post office from 2:00 pm to 5:00 pm",
  "choose the festival songs for the choir from 7:00 pm to 9:00 pm",
];
const numbered = (items: string[], from = 1) => items.map((p, i) => `${i + from}) ${p}`).join("\n");

const REQ2 = [
  "wake up and complete the morning routine at 6:00 am",
  "walk the dog up to the chapel at 6:30 am",
  "open the post office from 8:00 am to 12:00 pm",
  "open the post office from 2:00 pm to 5:00 pm",
  "go to bed at 11:00 pm",
];

export default corpusOf<string[]>({
  prompt: dailyRequirementPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", numbered(REQ2), REQ2),
    text("good", "llama-3-8b", `Here is Lena's plan for today:\n\n${numbered(REQ2)}`, REQ2),
    text("good", "qwen2.5-7b", numbered(REQ2.slice(1), 2), REQ2),
    text("good", "gpt-4o-mini", numbered(REQ), REQ),
    text("good", "gpt-3.5", `Sure! Here is Lena's plan for today:\n\n${numbered(REQ)}\n\nThe evening is kept free for the festival songs.`, REQ),
    text("good", "llama-3-8b", `**Lena's Monday:**\n\n${REQ.map((r, i) => `${i + 1}. ${r}`).join("\n")}`, REQ),
    text("good", "qwen2.5-7b", numbered(REQ.slice(1), 2), REQ),
    text("good", "reasoning", `<think>\nLet me think. Four to six items. Wake at 6, mail at 7:30, post office 8-12 and 2-5, choir songs in the evening (practice itself is Tuesday).\n</think>\n\n${numbered(REQ)}`, REQ),
    text("good", "1b", "1) wake up and complete the morning routine at 6:00 am\n2) sort the mail at 7:30 am\n3) open the post office at 8:00 am\n4) go to bed at 11:00 pm", ["wake up and complete the morning routine at 6:00 am", "sort the mail at 7:30 am", "open the post office at 8:00 am", "go to bed at 11:00 pm"]),
    text("format", "qwen2.5-7b", REQ.map((r) => `- ${r}`).join("\n"), REQ),
    text("sub-bullets", "llama-3-8b", `1) ${REQ[0]}\n2) ${REQ[1]}\n   * the festival posters arrive today\n3) ${REQ[2]}\n4) ${REQ[3]}\n5) ${REQ[4]}\n   * something Ferdi can sing even with a hoarse voice`, REQ),
    text("label", "gpt-4o-mini", `${numbered(REQ)}\n\n**Note:** Lena may call Ferdi at lunchtime to ask about his voice.`, REQ),
    text("number-in-text", "gpt-3.5", "1) wake up and complete the morning routine at 6:00 am\n2) sort the mail at 7:30 am\n3) open the post office from 8:00 am to 12:00 pm\n4) open the post office from 2:00 pm to 5:00 pm\n5) choose 4 songs for the choir from 7:00 pm to 9:00 pm", [...REQ.slice(0, 4), "choose 4 songs for the choir from 7:00 pm to 9:00 pm"]),
    text("refusal", "refusal", "I'm sorry, but I can't help with planning a real person's day.", "fallback"),
    capped("gpt-3.5", `1) ${REQ[0]}\n2) ${REQ[1]}\n3) open the post office from 8:00`, "fallback"),
    text("cut-off", "reasoning", "<think>\nLet me think. She wakes at 6, sorts mail at 7:30, the post office has two sessions. Choir practice is Tuesday, so today", "fallback"),
  ],
  structured: [
    object("good", "another plan", { items: REQ2 }, REQ2),
    object("good", "valid", { items: REQ }, REQ),
    object("renamed-field", "plan for items", { plan: REQ }, REQ),
    object("extra-field", "a date beside", { date: "2024-09-16", items: REQ }, REQ),
    object("malformed", "the list as one string", { items: numbered(REQ) }, REQ),
    object("refusal", "a refusal as the only item", { items: ["I'm sorry, I cannot plan Lena's day."] }, "fallback"),
    rawAnswer("cut-off", "cut off inside the third item", `{"items": ["${REQ[0]}", "${REQ[1]}", "open the post off`, "fallback", { finishReason: "length" }),
  ],
});
