import { characterReplyPrompt, type ReplySegment } from "../../../prompts/role/characterReply.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";

const inputs = {
  character: "Rafa",
  memory: [
    { role: "system", content: "Eres Rafa, el mecánico del molino de lana de Vellmoor: tranquilo, mañoso y siempre un poco tarde." },
    { role: "user", content: "¿Cuándo llega la correa nueva para la cardadora?" },
  ],
};
const seg = (emotion: string | null, content: string, tts: string | null = null, action: string | null = null): ReplySegment => ({ emotion, content, tts, action });
const A = seg("tranquilo", "Llega el jueves desde Dunmore, no te preocupes.");
const B = seg("animado", "Y el viernes tendremos las cincuenta madejas listas.", null, "se limpia las manos en el delantal");
const C = seg("pícaro", "Si el camino del vado no se convierte en barro, claro.", "Si el camino del vado no se convierte en barro, claro");
const line = (s: ReplySegment) => `【${s.emotion}】${s.content}${s.tts ? `<${s.tts}>` : ""}${s.action ? `（${s.action}）` : ""}`;
const asJson = (ss: ReplySegment[]) => ({ segments: ss.map((s) => ({ emotion: s.emotion ?? "", content: s.content, tts: s.tts ?? "", action: s.action ?? "" })) });

export default corpusOf<ReplySegment[] | null>({
  prompt: characterReplyPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", line(A), [A]),
    text("good", "gpt-3.5", `${line(A)}${line(B)}`, [A, B]),
    text("good", "llama-3-8b", `${line(A)}\n${line(B)}`, [A, B]),
    text("good", "qwen2.5-7b", `${line(A)}${line(B)}${line(C)}`, [A, B, C]),
    text("good", "mistral-7b", ` ${line(A)}`, [A]),
    text("good", "1b", line(A), [A]),
    text("good", "reasoning", `<think>\nRafa is relaxed. The belt comes Thursday.\n</think>\n${line(A)}${line(B)}`, [A, B]),
    text("good", "gpt-4o-mini", line(B), [B]),
    text("good", "gpt-3.5", line(A), [A]),
    text("good", "llama-3-8b", `${line(A)}${line(C)}`, [A, C]),
    text("good", "qwen2.5-7b", line(A), [A]),
    text("good", "mistral-7b", ` ${line(A)}${line(B)}`, [A, B]),
    text("format", "gpt-3.5", `Rafa: ${line(A)}`, [A]),
    text("format", "llama-3-8b", `[${A.emotion}]${A.content}`, [A]),
    text("format", "qwen2.5-7b", `【${A.emotion}】${A.content}(${"se rasca la cabeza"})`, [seg(A.emotion, A.content, null, "se rasca la cabeza")]),
    text("format", "mistral-7b", `${line(A)} 😄`, [seg(A.emotion, `${A.content} 😄`)]),
    text("format", "gpt-4o-mini", `"${line(A)}"`, [A]),
    text("format", "llama-3-8b", A.content, [seg(null, A.content)]),
    text("format", "qwen2.5-7b", `【calm】${A.content}`, [seg("calm", A.content)]),
    text("format", "gpt-3.5", `${line(A)}\n\n(Rafa responde con calma porque confía en el envío.)`, [A]),
    text("format", "mistral-7b", `【tranquilo】Llega el jueves. Como dice mi abuela: «el que espera, desespera».`, [seg("tranquilo", "Llega el jueves. Como dice mi abuela: «el que espera, desespera».")]),
    text("refusal", "refusal", "I'm sorry, but I can't continue this role-play.", "fallback"),
    text("placeholder", "1b", "【emotion】what Rafa says<the same words as they are to be spoken aloud>（a short action）", "fallback"),
    text("loop", "1b", Array(8).fill(line(A)).join(""), "fallback"),
    capped("gpt-4o-mini", `${line(A)}【animado】Y el viernes tendremos las cincuenta`, "fallback"),
    text("cut-off", "reasoning", "<think>\nRafa would answer in Spanish. The belt is due Thursday. Maybe he adds", "fallback"),
  ],
  structured: [
    object("good", "valid", asJson([A]), [A]),
    object("good", "three segments", asJson([A, B, C]), [A, B, C]),
    object("missing-field", "no tts and action", { segments: [{ emotion: A.emotion, content: A.content }] }, [A]),
    object("renamed-field", "text for content", { segments: [{ emotion: A.emotion, text: A.content, tts: "", action: "" }] }, [A]),
    object("extra-field", "a language beside", { language: "es", ...asJson([A, B]) }, [A, B]),
    object("malformed", "nulls for the empty parts", { segments: [{ emotion: A.emotion, content: A.content, tts: null, action: null }] }, [A]),
    object("refusal", "empty", { segments: [] }, "fallback"),
    rawAnswer("malformed", "the text form", `${line(A)}${line(B)}`, [A, B]),
    rawAnswer("cut-off", "cut in the second", `{"segments": [${JSON.stringify(asJson([A]).segments[0])}, {"emotion": "animado", "content": "Y el viernes`, "fallback", { finishReason: "length" }),
  ],
});
