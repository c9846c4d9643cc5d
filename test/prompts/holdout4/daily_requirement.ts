import { dailyRequirementPrompt } from "../../../prompts/persona/dailyRequirement.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { hana } from "./fixtures.js";

const inputs = { identity: { ...hana, currTime: "2024-10-14T00:00:00" }, wakeUpHour: 6 };

const REQ = [
  "wake up and complete the morning routine at 6:00 am",
  "teach at Tamarisk Wells School from 8:00 am to 2:00 pm",
  "hold the lantern workshop with the children from 3:00 pm to 5:00 pm",
  "meet the Lantern Night committee at 7:00 pm",
  "go to bed at 11:30 pm",
];
const REQ2 = [
  "wake up and complete the morning routine at 6:00 am",
  "teach from 8:00 am to 2:00 pm",
  "run the lantern workshop from 3:00 pm to 5:00 pm",
  "check the wind forecast for Friday at 5:30 pm",
  "chair the committee meeting at 7:00 pm",
];
const numbered = (items: string[], from = 1, sep = ")") => items.map((p, i) => `${i + from}${sep} ${p}`).join("\n");

export default corpusOf<string[]>({
  prompt: dailyRequirementPrompt,
  inputs,
  text: [
    text("format", "qwen2.5-7b", "1) wake up and complete the morning routine at 6:00 am\n2) teach 8am-2pm\n3) lantern workshop 3-5pm\n4) committee meeting 7-9pm", ["wake up and complete the morning routine at 6:00 am", "teach 8am-2pm", "lantern workshop 3-5pm", "committee meeting 7-9pm"]),
    text("good", "gpt-4o-mini", numbered(REQ), REQ),
    text("good", "gpt-3.5", `Here is Hana's plan for today:\n\n${numbered(REQ)}`, REQ),
    text("good", "llama-3-8b", `**Hana's Monday:**\n\n${numbered(REQ2, 1, ".")}`, REQ2),
    text("good", "qwen2.5-7b", numbered(REQ2), REQ2),
    text("good", "1b", "1) wake up at 6:30 am\n2) teach school\n3) go to bed", ["wake up at 6:30 am", "teach school", "go to bed"]),
    text("good", "reasoning", `<think>\nMonday: school 8-2, workshop 3-5, the committee meets on Mondays at 7. She swims first thing.\n</think>\n${numbered(REQ)}`, REQ),
    text("good", "gpt-4o-mini", `Sure! Here's the plan:\n\n${numbered(REQ2)}\n\nLet me know if you'd like any changes.`, REQ2),
    text("format", "llama-3-8b", REQ.map((r) => `• ${r}`).join("\n"), REQ),
    text("format", "qwen2.5-7b", `| # | Plan |\n|---|---|\n${REQ.map((r, i) => `| ${i + 1} | ${r} |`).join("\n")}`, REQ),
    text("format", "gpt-3.5", "1) wake up and swim in the spring pool at 06:30\n2) teach from 08:00 to 14:00\n3) hold the lantern workshop 15:00-17:00\n4) meet the committee at 19:00", ["wake up and swim in the spring pool at 06:30", "teach from 08:00 to 14:00", "hold the lantern workshop 15:00-17:00", "meet the committee at 19:00"]),
    text("sub-bullets", "llama-3-8b", `1) ${REQ[0]}\n2) ${REQ[1]}\n   * maths in the morning\n   * geography after lunch\n3) ${REQ[2]}\n4) ${REQ[3]}\n   * bring the wind forecast\n5) ${REQ[4]}`, REQ),
    text("label", "gpt-4o-mini", `${numbered(REQ)}\n\n(This plan reflects Hana's busy week before Lantern Night.)`, REQ),
    text("number-in-text", "gpt-3.5", "1) wake up and complete the morning routine at 6:00 am\n2) teach at Tamarisk Wells School from 8:00 am to 2:00 pm\n3) help the children finish 40 lanterns from 3:00 pm to 5:00 pm\n4) meet the Lantern Night committee at 7:00 pm\n5) go to bed at 11:30 pm", [REQ[0]!, REQ[1]!, "help the children finish 40 lanterns from 3:00 pm to 5:00 pm", REQ[3]!, REQ[4]!]),
    text("refusal", "refusal", "As an AI language model, I cannot create a plan for a real individual.", "fallback"),
    capped("gpt-3.5", `1) ${REQ[0]}\n2) ${REQ[1]}\n3) hold the lantern workshop with the chil`, "fallback"),
    text("cut-off", "reasoning", "<think>\nShe wakes at 6:30 and swims. School from 8. The committee is on Mondays, so tonight", "fallback"),
  ],
  structured: [
    object("good", "valid", { items: REQ }, REQ),
    object("good", "another plan", { items: REQ2 }, REQ2),
    object("renamed-field", "daily_plan for items", { daily_plan: REQ }, REQ),
    object("extra-field", "a name beside", { name: "Hana Salazar", items: REQ }, REQ),
    object("label", "numbers kept", { items: REQ.map((r, i) => `${i + 1}. ${r}`) }, REQ),
    object("refusal", "empty", { items: [] }, "fallback"),
    rawAnswer("malformed", "in a json fence", "```json\n" + JSON.stringify({ items: REQ2 }, null, 2) + "\n```", REQ2),
    rawAnswer("cut-off", "cut off in the second item", `{"items": ["${REQ[0]}", "teach at Tamarisk`, "fallback", { finishReason: "length" }),
  ],
});
