import { focalPointsPrompt } from "../../../prompts/persona/focalPoints.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { eos, fence, grammarJson, tag, tgiStop, think, thinkOff } from "./forms.js";
import { INPUTS } from "./inputs.js";

const Q = [
  "How is Kofi Asante getting the hut ready for the rescue team's training?",
  "Why does Elin Pryce want the fell race kept off her meadow?",
  "How will Kofi Asante fit twelve walkers into a hut with ten beds?",
];
const json = JSON.stringify(Q);
const pretty = JSON.stringify(Q, null, 2);
const greek = [
  "Πώς προετοιμάζει ο Κόφι την καλύβα για την εκπαίδευση της ομάδας διάσωσης;",
  "Γιατί η Έλιν δεν θέλει τον αγώνα στο λιβάδι της;",
  "Πώς θα χωρέσουν δώδεκα πεζοπόροι σε δέκα κρεβάτια;",
];
const why = "Three threads: the training, the race route and the overbooking.";

export default corpusOf<string[]>({
  prompt: focalPointsPrompt,
  inputs: INPUTS.focal_points,
  text: [
    text("good", "grok-3-mini", json, Q),
    text("good", "o4-mini", json, Q),
    text("good", "internlm-3", pretty, Q),
    text("good", "command-a", fence("json", pretty), Q),
    text("good", "claude-sonnet-4", pretty, Q),
    text("good", "llamacpp-grammar", json + "\n", Q),
    text("good", "nemotron-nano", think(why, json), Q),
    text("format", "nemotron-nano", thinkOff(json), Q),
    text("format", "claude-sonnet-4", tag("answer", pretty), Q),
    text("format", "tgi-stop", tgiStop(json), Q),
    text("format", "internlm-3", eos(json, "<|im_end|>"), Q),
    text("format", "jamba-1.7", `${fence("json", pretty)}\n\n${why}`, Q),
    text("format", "yi-1.5", Q.map((q, i) => `${i + 1}. ${q}`).join("\n"), Q),
    text("format", "meltemi", JSON.stringify(greek), greek),
    text("placeholder", "yi-1.5", '["<question 1>", "<question 2>", "<question 3>"]', "fallback"),
    text("refusal", "safety-tuned", "I can't draw conclusions about real people's private lives.", "fallback"),
    text("loop", "internlm-3", `["${Q[0]}", "${Q[0]}", "${Q[0]}", "${Q[0]}", "${Q[0]}", "${Q[0]}", "${Q[0]}", "${Q[0]}"`, "fallback"),
    capped("nemotron-nano", `[\n  "${Q[0]}",\n  "Why does Elin Pryce want the fell`, "fallback"),
    text("ellipsis", "llamacpp-grammar", '["", "", ""]', "fallback"),
  ],
  structured: [
    object("good", "valid", { questions: Q }, Q),
    object("renamed-field", "focal_points", { focal_points: Q }, Q),
    object("extra-field", "count beside", { count: 3, questions: Q }, Q),
    rawAnswer("format", "llama.cpp grammar JSON", grammarJson({ questions: Q }), Q),
    rawAnswer("cut-off", "cut", JSON.stringify({ questions: Q }).slice(0, 100), "fallback", { finishReason: "length" }),
    object("placeholder", "slots", { questions: ["<question>", "<question>", "<question>"] }, "fallback"),
  ],
});
