import { feelingsNotePrompt } from "../../../prompts/persona/feelingsNote.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { bom, fence, nbsp, smart, tag, think, unclosed, zws } from "./forms.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.feelings_note;
const N1 = "I've been frustrated since the press screw cracked on Sunday, and the landslip has me worried about getting anything down the hill. Halvard keeping the first car on Friday for my crates was a real relief.";
const N2 = "It's been a rough few days. First the press, then the road. But Halvard came through, and I still think I can have the cider ready for Saturday.";
const N3 = "I'm stressed and a bit stubborn about it: the cracked screw and the landslip won't stop me getting forty bottles to the fair.";
const N4 = "Worried, tired, but grateful to Halvard.";

export default corpusOf<string>({
  prompt: feelingsNotePrompt,
  inputs,
  text: [
    text("good", "claude-3.5-haiku", N1, N1),
    text("good", "command-r-plus", `${N2}\n`, N2),
    text("good", "glm-4", N3, N3),
    text("good", "internlm-2.5", N1, N1),
    text("good", "minicpm", N2, N2),
    text("good", "falcon-3", N3, N3),
    text("good", "stablelm", N1, N1),
    text("good", "zephyr", N2, N2),
    text("good", "openchat", N3, N3),
    text("good", "gemini-2-flash", `${N1}\n`, N1),
    text("good", "deepseek-r1-distill", think("Cracked screw: frustration. Halvard's promise: relief. Landslip: worry.", N1), N1),
    text("format", "deepseek-r1-distill", unclosed("First person, a few sentences.", N2), N2),
    text("format", "glm-4", tag("answer", N3), N3),
    text("format", "internlm-2.5", `<response>${N1}</response>`, N1),
    text("format", "command-r-plus", fence("yaml", `note: "${N2}"`), N2),
    text("format", "minicpm", fence("text", N1), N1),
    text("format", "falcon-3", bom(N3), N3),
    text("format", "stablelm", nbsp(N2), N2),
    text("format", "zephyr", zws(N1), N1),
    text("format", "openchat", smart(`"${N2}"`), N2),
    text("format", "gemini-2-flash", `Rosalind's note:\n\n${N1}`, N1),
    text("format", "claude-3.5-haiku", `${N2} 🍎`, N2),
    text("format", "glm-4", JSON.stringify({ data: { note: N3 } }), N3),
    text("format", "command-r-plus", "Nimekuwa na wasiwasi tangu skrubu ya mashine ya kukamua ilipovunjika, lakini Halvard amenisaidia.", "Nimekuwa na wasiwasi tangu skrubu ya mashine ya kukamua ilipovunjika, lakini Halvard amenisaidia."),
    text("format", "internlm-2.5", "Rosalind has felt frustrated about the press and worried about the landslip, but relieved by Halvard's promise.", "Rosalind has felt frustrated about the press and worried about the landslip, but relieved by Halvard's promise."),
    text("format", "minicpm", "I've been so worried about the observatory shutter and the open night, and glad the railway inspection is close.", "fallback"),
    text("placeholder", "falcon-3", '"I ..."', "fallback"),
    text("refusal", "zephyr", "As an AI, I don't have feelings, but Rosalind might feel stressed.", "fallback"),
    text("loop", "q2-8b", "I feel worried. I feel worried. I feel worried. I feel worried. I feel worried. I feel worried. I feel worried.", "fallback"),
    capped("deepseek-r1-distill", "<think>\nRosalind's last days. Sunday the screw cracked, she would be frustrated, the fair is Saturday. Monday Halvard promised the car", "fallback"),
    capped("openchat", "I've been frustrated since the press screw cracked on Sunday, and the landslip has me", "fallback"),
    text("ellipsis", "stablelm", "", "fallback"),
  ],
  structured: [
    object("good", "valid", { note: N1 }, N1),
    object("good", "second", { note: N2 }, N2),
    object("good", "short", { note: N4 }, N4),
    object("renamed-field", "feelings", { feelings: N3 }, N3),
    object("extra-field", "mood beside", { mood: "anxious", note: N1 }, N1),
    rawAnswer("format", "nested under result", JSON.stringify({ result: { note: N2 } }), N2),
    rawAnswer("format", "yaml", `note: "${N3}"`, N3),
    rawAnswer("format", "array of one", JSON.stringify([{ note: N1 }]), N1),
    rawAnswer("cut-off", "cut", `{"note": "${N2.slice(0, 50)}`, "fallback", { finishReason: "length" }),
    object("format", "third person", { note: "Rosalind has felt frustrated and worried." }, "Rosalind has felt frustrated and worried."),
  ],
});
