import { currentlyPrompt } from "../../../prompts/persona/currently.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "./cases.js";
import { nadia } from "./fixtures.js";

const inputs = {
  identity: { ...nadia, currTime: "2024-06-11T00:00:00" },
  planNote: "I need to be at the back door of the pharmacy on Friday at 6pm, when Owen brings the bench for the first-aid tent.",
  feelingsNote: "I've felt stretched thin, but Owen's help has cheered me up.",
};
const status =
  "Nadia Haddad is running Haddad Pharmacy and preparing the first-aid tent for the summer fair on Saturday, June 15; Owen Pryce is bringing her a bench on Friday at 6pm.";

export default corpusOf<string>({
  prompt: currentlyPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", `Status: ${status}`, status),
    text("good", "gpt-4o-mini", status, status),
    text("good", "gpt-3.5", `Status: "${status}"`, status),
    text("good", "llama-3-8b", `Here is Nadia's updated status:\n\nStatus: ${status}\n\nThis keeps Friday's plan in view.`, status),
    text("good", "qwen2.5-7b", JSON.stringify({ status }), status),
    text("good", "reasoning", `<think>\nKeep Friday 6pm and the fair date.\n</think>\nStatus: ${status}`, status),
    text("label", "gpt-3.5", `**Status:** ${status}`, status),
    text("label", "llama-3-8b", `Nadia's status for Tuesday, June 11: ${status}`, status),
    text("label", "gpt-4o-mini", `Status: ${status} (This reflects her notes from yesterday.)`, status),
    text("second-person", "gpt-3.5", "Status: I'm running the pharmacy and getting the first-aid tent ready for Saturday; Owen brings my bench on Friday at 6pm.", "fallback"),
    text("placeholder", "1b", "Status: <status>", "fallback"),
    text("refusal", "refusal", "I'm sorry, but I can't help with that request.", "fallback"),
    capped("gpt-4o-mini", "Status: Nadia Haddad is running Haddad Pharmacy and preparing the first-aid tent for the summer fair on", "fallback"),
    text("cut-off", "1b", "Status: Nadia Haddad is running Haddad Pharmacy and prepar", "fallback"),
    text("cut-off", "reasoning", "<think>\nYesterday's status mentions the tent and the delivery. Today", "fallback"),
  ],
  structured: [
    object("good", "valid", { status }, status),
    object("label", "a label inside", { status: `Status: ${status}` }, status),
    object("renamed-field", "currently for status", { currently: status }, status),
    object("second-person", "in the first person", { status: "I'm preparing the first-aid tent for Saturday." }, "fallback"),
    object("refusal", "a refusal", { status: "I'm sorry, I can't write a status for a real person." }, "fallback"),
    rawAnswer("cut-off", "cut off mid-sentence", '{"status": "Nadia Haddad is running Haddad Pharmacy and', "fallback", { finishReason: "length" }),
  ],
});
