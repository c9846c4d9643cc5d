import { conversationSummaryPrompt } from "../../../prompts/persona/conversationSummary.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { bom, fence, nbsp, smart, tag, think, unclosed, zws } from "./forms.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.conversation_summary;
const C = "conversing about";
const T1 = "getting Rosalind's cider crates down on Friday's first car";
const T2 = "the railway closure and Rosalind's cider crates";
const T3 = "the inspection and the first car on Friday";
const v = (t: string) => `${C} ${t}`;

export default corpusOf<string>({
  prompt: conversationSummaryPrompt,
  inputs,
  text: [
    text("good", "claude-3.5-haiku", v(T1), v(T1)),
    text("good", "command-r-plus", `${v(T2)}\n`, v(T2)),
    text("good", "glm-4", v(T3), v(T3)),
    text("good", "internlm-2.5", v(T1), v(T1)),
    text("good", "minicpm", v(T2), v(T2)),
    text("good", "falcon-3", v(T3), v(T3)),
    text("good", "stablelm", v(T1), v(T1)),
    text("good", "zephyr", `Conversing about ${T2}.`, v(T2)),
    text("good", "openchat", v(T1), v(T1)),
    text("good", "gemini-2-flash", `${v(T3)}\n`, v(T3)),
    text("good", "deepseek-r1-distill", think("They talk about the railway being shut and how her crates will go down Friday.", v(T1)), v(T1)),
    text("format", "deepseek-r1-distill", unclosed("Short phrase.", v(T2)), v(T2)),
    text("format", "glm-4", tag("answer", v(T1)), v(T1)),
    text("format", "internlm-2.5", `<response>${v(T3)}</response>`, v(T3)),
    text("format", "command-r-plus", fence("yaml", `topic: ${T2}`), v(T2)),
    text("format", "minicpm", fence("text", v(T1)), v(T1)),
    text("format", "falcon-3", bom(v(T1)), v(T1)),
    text("format", "stablelm", nbsp(v(T2)), v(T2)),
    text("format", "zephyr", zws(v(T3)), v(T3)),
    text("format", "openchat", smart(`"${v(T1)}"`), v(T1)),
    text("format", "gemini-2-flash", `**${v(T2)}**`, v(T2)),
    text("format", "claude-3.5-haiku", `${v(T1)} 🍎🚠`, v(T1)),
    text("format", "glm-4", JSON.stringify({ result: { topic: T3 } }), v(T3)),
    text("prefix-repeat", "command-r-plus", `${C} ${C} ${T2}`, v(T2)),
    text("format", "internlm-2.5", T1, v(T1)),
    text("format", "minicpm", "conversando sobre las cajas de sidra de Rosalind", "conversando sobre las cajas de sidra de Rosalind"),
    text("placeholder", "falcon-3", v("the bake sale next week"), "fallback"),
    text("refusal", "zephyr", "I'm not able to summarise conversations between real people.", "fallback"),
    text("loop", "q2-8b", `${v(T1)}\n${v(T1)}\n${v(T1)}\n${v(T1)}`, v(T1)),
    capped("deepseek-r1-distill", "<think>\nHalvard asks how the crates get down. Rosalind's press is cracked. They agree on the first car Friday at seven. So the topic", "fallback"),
    text("cut-off", "stablelm", `${C}`, "fallback"),
    text("format", "openchat", `${v(T1)}, or ${v("the cracked press")}`, "fallback"),
  ],
  structured: [
    object("good", "valid", { topic: T1 }, v(T1)),
    object("good", "second", { topic: T2 }, v(T2)),
    object("good", "third", { topic: T3 }, v(T3)),
    object("format", "prefix kept", { topic: v(T1) }, v(T1)),
    object("renamed-field", "summary", { summary: T2 }, v(T2)),
    object("extra-field", "participants beside", { topic: T1, participants: ["Halvard Quist", "Rosalind Okafor"] }, v(T1)),
    rawAnswer("format", "nested under data", JSON.stringify({ data: { topic: T3 } }), v(T3)),
    rawAnswer("format", "yaml", `topic: ${T1}`, v(T1)),
    rawAnswer("cut-off", "cut", '{"topic": "getting Rosal', "fallback", { finishReason: "length" }),
    object("placeholder", "example", { topic: "the bake sale next week" }, "fallback"),
    object("ellipsis", "empty", { topic: "" }, "fallback"),
  ],
});
