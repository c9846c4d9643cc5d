import { utterancePrompt, type UtteranceResult } from "../../../prompts/persona/utterance.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { bom, fence, nbsp, tag, think, unclosed } from "./forms.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.utterance;
const U1 = "Seven sharp, Halvard, I'll be there before you've finished your tea.";
const U2 = "You and your timetables! Seven it is, and I'll save you a bottle of the russet.";
const U3 = "Thank you, that's a weight off. Do you think the inspector will let you run on Thursday?";
const j = (utterance: string, end: boolean) => JSON.stringify({ utterance, end });
const v = (utterance: string, end: boolean): UtteranceResult => ({ utterance, end });

export default corpusOf<UtteranceResult>({
  prompt: utterancePrompt,
  inputs,
  text: [
    text("good", "claude-3.5-haiku", j(U1, false), v(U1, false)),
    text("good", "command-r-plus", j(U2, true) + "\n", v(U2, true)),
    text("good", "glm-4", j(U3, false), v(U3, false)),
    text("good", "internlm-2.5", j(U1, false), v(U1, false)),
    text("good", "minicpm", j(U2, true), v(U2, true)),
    text("good", "falcon-3", j(U3, false), v(U3, false)),
    text("good", "stablelm", j(U1, true), v(U1, true)),
    text("good", "zephyr", j(U2, false), v(U2, false)),
    text("good", "openchat", `{"utterance": "${U3}", "end": false}`, v(U3, false)),
    text("good", "gemini-2-flash", `${j(U2, true)}\n`, v(U2, true)),
    text("good", "deepseek-r1-distill", think("Rosalind teases him about timetables. She agrees to seven and offers the bottle. Not over yet? She might wrap it up. End true.", j(U2, true)), v(U2, true)),
    text("format", "deepseek-r1-distill", unclosed("She asks about the inspection; the talk goes on.", j(U3, false)), v(U3, false)),
    text("format", "glm-4", tag("answer", j(U1, false)), v(U1, false)),
    text("format", "internlm-2.5", `<response>\n${j(U2, true)}\n</response>`, v(U2, true)),
    text("format", "command-r-plus", fence("yaml", `utterance: "${U1}"\nend: false`), v(U1, false)),
    text("format", "minicpm", fence("json", JSON.stringify({ utterance: U3, end: false }, null, 2)), v(U3, false)),
    text("format", "falcon-3", bom(j(U1, false)), v(U1, false)),
    text("format", "stablelm", `{utterance: "${U2}", end: true}`, v(U2, true)),
    text("format", "zephyr", `{"utterance": "${U2.replace(/'/g, "\u2019")}", "end": "true"}`, v(U2.replace(/'/g, "\u2019"), true)),
    text("format", "openchat", JSON.stringify({ response: { utterance: U1, end: false } }), v(U1, false)),
    text("format", "gemini-2-flash", JSON.stringify([{ utterance: U3, end: false }]), v(U3, false)),
    text("format", "claude-3.5-haiku", `${j(U1, false)}\n\nRosalind keeps it light, since Halvard has done her a favour.`, v(U1, false)),
    text("format", "glm-4", `{"utterance": "Rosalind Okafor: ${U2}", "end": true}`, v(U2, true)),
    text("format", "command-r-plus", `{"utterance": "${U1} *grins*", "end": false}`, v(U1, false)),
    text("format", "internlm-2.5", j("Siete en punto, Halvard. Te guardo una botella.", false), v("Siete en punto, Halvard. Te guardo una botella.", false)),
    text("format", "minicpm", `Utterance: ${U1}\nEnd: false`, v(U1, false)),
    text("format", "falcon-3", j("Then I'll keep the first car on Friday for your crates. Seven sharp, mind.", false), "fallback"),
    text("placeholder", "stablelm", '{"utterance": "<what Rosalind Okafor says>", "end": <true or false>}', "fallback"),
    text("refusal", "zephyr", "I'm sorry, but I can't role-play as a real person.", "fallback"),
    text("loop", "q2-8b", `${j(U1, false)}\n${j(U1, false)}\n${j(U1, false)}`, v(U1, false)),
    capped("deepseek-r1-distill", "<think>\nRosalind has known Halvard since she was a girl. She teases him. He just said seven sharp. She could reply with a joke about his", "fallback"),
    capped("stablelm", `{"utterance": "Seven sharp, Halvard, I'll be there before`, "fallback"),
    text("ellipsis", "openchat", j("...", true), "fallback"),
  ],
  structured: [
    object("good", "valid", { utterance: U1, end: false }, v(U1, false)),
    object("good", "ends", { utterance: U2, end: true }, v(U2, true)),
    object("good", "question", { utterance: U3, end: false }, v(U3, false)),
    object("string-value", "end as string", { utterance: U1, end: "false" }, v(U1, false)),
    object("renamed-field", "line and done", { line: U2, done: true }, v(U2, true)),
    object("extra-field", "emotion beside", { utterance: U1, end: false, emotion: "teasing" }, v(U1, false)),
    rawAnswer("format", "nested under data", JSON.stringify({ data: { utterance: U2, end: true } }), v(U2, true)),
    rawAnswer("format", "yaml", `utterance: "${U1}"\nend: false`, v(U1, false)),
    rawAnswer("cut-off", "cut", `{"utterance": "${U1.slice(0, 30)}`, "fallback", { finishReason: "length" }),
  ],
});
