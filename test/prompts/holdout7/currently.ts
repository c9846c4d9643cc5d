import { currentlyPrompt } from "../../../prompts/persona/currently.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.currently;
const S1 = "Ilse Varga is getting the engineers' inspection train up to the slip at 9:00 am and running the lower line to timetable, tired of the phone ringing but glad nobody was hurt.";
const S2 = "Ilse Varga is running trains between Ossenby and Brackenfold while the upper line is closed, and is sending the engineers' inspection train up to the slip at 9:00 am today.";
const S3 = "Ilse Varga is seeing the engineers' inspection train up to the landslip at 9:00 am, keeping the lower line on timetable, and still hoping to fit the Curlew's firebox before Easter.";

export default corpusOf<string>({
  prompt: currentlyPrompt,
  inputs,
  text: [
    text("good", "gpt-4.1", `Status: ${S1}`, S1),
    text("good", "o3-mini", `Status: ${S2}`, S2),
    text("good", "mistral-7b", ` Status: ${S3}`, S3),
    text("good", "mistral-nemo", `Status: ${S1}`, S1),
    text("good", "llama-3.2-3b", `Status: ${S2}`, S2),
    text("good", "qwen2.5-14b", `Status: ${S3}`, S3),
    text("good", "granite", `Status: ${S1}`, S1),
    text("good", "qwen3", `<think>\nKeep the 9:00 inspection train.\n</think>\n\nStatus: ${S2}`, S2),
    text("good", "gemini", `**Status:** ${S3}`, S3),
    text("format", "gemini", `## 🚂 Status\n\n${S1}`, S1),
    text("format", "granite", S2, S2),
    text("format", "llama-3.2-3b", `"Status: ${S1}".`, S1),
    text("format", "o3-mini", `{'status': "${S3}"}`, S3),
    text("format", "mistral-nemo", "Status: Ilse Varga schickt heute um 9:00 Uhr den Inspektionszug zur Rutschung und hält die untere Strecke im Fahrplan.", "Ilse Varga schickt heute um 9:00 Uhr den Inspektionszug zur Rutschung und hält die untere Strecke im Fahrplan."),
    text("format", "qwen2.5-14b", `Status: ${S2}\n\nStatus: ${S2}`, S2),
    text("format", "gpt-4.1", `Status: ${S1}\n\nLet me know if you'd like it shorter.`, S1),
    text("second-person", "llama-3.2-1b", "Status: I must get the engineers' inspection train up to the slip at 9:00 am.", "fallback"),
    text("placeholder", "tinyllama", "Status: <status>", "fallback"),
    text("refusal", "granite", "Should the status mention the Curlew, or only the railway work? Let me know.", "fallback"),
    text("loop", "smollm", "Status: Ilse Varga is busy. Status: Ilse Varga is busy. Status: Ilse Varga is busy. Status: Ilse Varga is busy. Status: Ilse Varga is busy.", "fallback"),
    text("ellipsis", "llama-3.2-1b", "Status: ...", "fallback"),
    capped("mistral-7b", "Status: Ilse Varga is getting the engineers' inspection train up to the", "fallback"),
    capped("qwen3", "<think>\nYesterday's notes: inspection train at 9:00 am, lower line to timetable, worn out by the phone. Status in third person, keep the time. So: Ilse Varga is", "fallback"),
    text("good", "gpt-4.1", `Status: ${S2}`, S2),
    text("good", "llama-3.2-1b", `Status: ${S2}`, S2),
    text("good", "o3-mini", `Status: ${S3}`, S3),
  ],
  structured: [
    object("good", "valid", { status: S1 }, S1),
    object("good", "another", { status: S2 }, S2),
    object("format", "status with its label", { status: `Status: ${S3}` }, S3),
    object("renamed-field", "currently", { currently: S1 }, S1),
    object("extra-field", "mood beside", { status: S2, mood: "tired" }, S2),
    object("nested-json", "tool-call wrapper", { name: "currently", arguments: { status: S3 } }, S3),
    rawAnswer("format", "Python dict", `{'status': "${S1}"}`, S1),
    rawAnswer("cut-off", "cut", '{"status": "Ilse Varga is getting the', "fallback", { finishReason: "length" }),
  ],
});
