import { roleInstructionPrompt } from "../../../prompts/role/instruction.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.role_instruction;
const N1 = "BAND TRAIN TO THE OSSENBY CONTEST\nLeaves Brackenfold Halt at 8:10 am, Saturday, March 13.\nSupporters welcome, come and cheer us on!";
const N2 = "The Brackenfold Mills Brass Band travels to Ossenby on Saturday, March 13.\nOur train leaves Brackenfold Halt at 8:10 am.\nSupporters are very welcome to join us.";
const N3 = "Saturday, March 13: band train at 8:10 am from Brackenfold Halt.\nBound for the spring contest at the Ossenby Corn Exchange.\nAll supporters welcome!";

export default corpusOf<string>({
  prompt: roleInstructionPrompt,
  inputs,
  text: [
    text("good", "gpt-4.1", N1, N1),
    text("good", "o3-mini", N3, N3),
    text("good", "mistral-7b", ` ${N2}`, N2),
    text("good", "mistral-nemo", N1, N1),
    text("good", "llama-3.2-3b", N2, N2),
    text("good", "qwen2.5-14b", N3, N3),
    text("good", "granite", N1, N1),
    text("good", "qwen3", `<think>\nThree lines: headline, time, supporters.\n</think>\n\n${N1}`, N1),
    text("good", "gemini", N3, N3),
    text("format", "llama-3.2-3b", `Here is the notice:\n\n${N2}`, N2),
    text("format", "gemini", `${N1}\n\nLet me know if you'd like a version for the Gazette too!`, N1),
    text("format", "granite", "```python\n" + N2 + "\n```", N2),
    text("format", "qwen2.5-14b", `Output:\n${N3}`, N3),
    text("format", "o3-mini", `{'text': 'Band train: 8:10 am, Brackenfold Halt, Sat March 13. Supporters welcome.'}`, "Band train: 8:10 am, Brackenfold Halt, Sat March 13. Supporters welcome."),
    text("format", "mistral-nemo", "ZUG DER BLASKAPELLE NACH OSSENBY\nAbfahrt Brackenfold Halt um 8:10 Uhr, Samstag, 13. März.\nUnterstützer willkommen!", "ZUG DER BLASKAPELLE NACH OSSENBY\nAbfahrt Brackenfold Halt um 8:10 Uhr, Samstag, 13. März.\nUnterstützer willkommen!"),
    text("format", "gemini", "**🎺 Band Train to Ossenby**\n\n• **When:** Saturday, March 13, 8:10 am\n• **Where:** Brackenfold Halt\n• **Who:** supporters welcome!", "**🎺 Band Train to Ossenby**\n\n• **When:** Saturday, March 13, 8:10 am\n• **Where:** Brackenfold Halt\n• **Who:** supporters welcome!"),
    text("refusal", "granite", "Should the notice mention the landslip, or leave it out? Let me know and I'll write it.", "fallback"),
    text("refusal", "refusal", "I'm sorry, but I can't help with that request.", "fallback"),
    text("placeholder", "tinyllama", "[Write notice result here]", "fallback"),
    text("loop", "smollm", "Band train 8:10. Band train 8:10. Band train 8:10. Band train 8:10. Band train 8:10. Band train 8:10. Band train 8:10. Band train 8:10.", "fallback"),
    text("ellipsis", "llama-3.2-1b", "", "fallback"),
    capped("mistral-7b", "BAND TRAIN TO THE OSSENBY CONTEST\nLeaves Brackenfold Halt at 8:10 am, Saturday, Ma", "fallback"),
    text("good", "gpt-4.1", N2, N2),
    text("good", "llama-3.2-1b", N3, N3),
    text("good", "o3-mini", N2, N2),
  ],
  structured: [
    object("good", "valid", { text: N1 }, N1),
    object("good", "another", { text: N3 }, N3),
    object("renamed-field", "notice", { notice: N2 }, N2),
    object("extra-field", "title beside", { title: "Band train", text: N1 }, N1),
    object("nested-json", "lines as a list", { text: N2.split("\n") }, N2),
    object("ellipsis", "empty", { text: "" }, "fallback"),
    rawAnswer("format", "plain text", N3, N3),
    rawAnswer("cut-off", "cut", '{"text": "BAND TRAIN TO THE OSS', "fallback", { finishReason: "length" }),
  ],
});
