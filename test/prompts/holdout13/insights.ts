import { insightsPrompt, type Insight } from "../../../prompts/persona/insights.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { eos, grammarJson, tag, tgiStop, think, thinkOff } from "./forms.js";
import { INPUTS } from "./inputs.js";

const I: Insight[] = [
  { insight: "Elin Pryce is working herself very hard this week", evidence: [0, 5] },
  { insight: "Elin Pryce solves problems herself rather than wait for help", evidence: [2] },
  { insight: "Ingrid Halvorsen looks out for Elin Pryce", evidence: [3] },
];
const lines = "1. Elin Pryce is working herself very hard this week (because of 1, 6)\n2. Elin Pryce solves problems herself rather than wait for help (because of 3)\n3. Ingrid Halvorsen looks out for Elin Pryce (because of 4)";
const why = "Early mornings and a skipped dinner; the milk run; the open door.";

export default corpusOf<Insight[]>({
  prompt: insightsPrompt,
  inputs: INPUTS.insights,
  text: [
    text("good", "grok-3-mini", lines, I),
    text("good", "o4-mini", lines, I),
    text("good", "internlm-3", lines, I),
    text("good", "command-a", lines + "\n", I),
    text("good", "claude-sonnet-4", lines, I),
    text("good", "llamacpp-grammar", lines, I),
    text("good", "nemotron-nano", think(why, lines), I),
    text("format", "nemotron-nano", thinkOff(lines), I),
    text("format", "claude-sonnet-4", tag("answer", lines), I),
    text("format", "tgi-stop", tgiStop(lines), I),
    text("format", "internlm-3", eos(lines, "<|im_end|>"), I),
    text("format", "yi-1.5", lines.replace(/\(because of /g, "(because of statements "), I),
    text("format", "jamba-1.7", `## Insights\n\n${lines}\n\nThese suggest a tired but resourceful farmer.`, I),
    text("placeholder", "yi-1.5", "1. <insight> (because of 2, 7, 4)\n2. <insight> (because of 1)\n3. <insight> (because of 3)", "fallback"),
    text("refusal", "safety-tuned", "I can't make inferences about a real person's character.", "fallback"),
    text("loop", "internlm-3", "1. Elin Pryce works hard (because of 1)\n".repeat(12).trim(), "fallback"),
  ],
  structured: [
    object("good", "valid", { insights: I.map((x) => ({ insight: x.insight, evidence: x.evidence.map((n) => n + 1) })) }, I),
    object("extra-field", "confidence beside", { insights: I.map((x) => ({ insight: x.insight, evidence: x.evidence.map((n) => n + 1), confidence: 0.8 })) }, I),
    rawAnswer("format", "llama.cpp grammar JSON", grammarJson({ insights: I.map((x) => ({ insight: x.insight, evidence: x.evidence.map((n) => n + 1) })) }), I),
    rawAnswer("cut-off", "cut", '{"insights": [{"insight": "Elin Pryce is working herself very hard this week", "evid', "fallback", { finishReason: "length" }),
    object("placeholder", "slots", { insights: [{ insight: "<insight>", evidence: [2, 7, 4] }] }, "fallback"),
  ],
});
