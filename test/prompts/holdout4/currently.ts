import { currentlyPrompt } from "../../../prompts/persona/currently.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { nadia } from "./fixtures.js";

const inputs = {
  identity: { ...nadia, currTime: "2024-10-15T00:00:00" },
  planNote: "Tariq brings two loads of water at dawn today, and Hana needs six jars of syrup by Thursday evening for the Lantern Night stall.",
  feelingsNote: "I was frightened for the young palms, but Tariq's promise of water steadied me.",
};

const STATUS =
  "Nadia Farouk is pressing date syrup for Lantern Night on Friday, October 18, and is nursing the young palms in the third row through the water shortage. She will meet Tariq's water cart at dawn today and have six jars of syrup ready for Hana by Thursday evening.";
const STATUS2 =
  "Nadia Farouk is getting through the water shortage with Tariq's cart deliveries and is pressing six jars of date syrup for Hana's Lantern Night stall, due Thursday evening.";
const SHORT = "Nadia Farouk is making date syrup for Lantern Night.";

export default corpusOf<string>({
  prompt: currentlyPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", `Status: ${STATUS}`, STATUS),
    text("good", "gpt-3.5", `Status: ${STATUS}\n\nThis captures Nadia's priorities for the week.`, STATUS),
    text("good", "llama-3-8b", `**Status:** ${STATUS2}`, STATUS2),
    text("good", "qwen2.5-7b", `Status: ${STATUS2}`, STATUS2),
    text("good", "1b", `Status: ${SHORT}`, SHORT),
    text("good", "reasoning", `<think>\nThird person, keep the dawn cart and Thursday's jars.\n</think>\nStatus: ${STATUS}`, STATUS),
    text("good", "gpt-4o-mini", STATUS2, STATUS2),
    text("good", "qwen2.5-7b", `Sure! Here's the updated status:\n\nStatus: ${STATUS}`, STATUS),
    text("good", "llama-3-8b", `Status: "${STATUS2}"`, STATUS2),
    text("prefix-repeat", "gpt-3.5", `Status: Status: ${STATUS2}`, STATUS2),
    text("label", "gpt-4o-mini", `Status: ${STATUS} (Based on her notes from yesterday.)`, STATUS),
    text("second-person", "1b", "Status: You are making syrup and you are worried about your palms.", "fallback"),
    text("refusal", "refusal", "I'm sorry, but I can't provide a status for a real individual.", "fallback"),
    text("placeholder", "1b", "Status: [status]", "fallback"),
    text("ellipsis", "1b", "Status: ...", "fallback"),
    capped("gpt-4o-mini", "Status: Nadia Farouk is pressing date syrup for Lantern Night on Friday, October 18, and is nursing the young palms in the third row through the", "fallback"),
    text("cut-off", "llama-3-8b", "Status: Nadia Farouk is pressing date syrup for Lantern Night and will meet", "fallback"),
  ],
  structured: [
    object("good", "valid", { status: STATUS }, STATUS),
    object("good", "shorter", { status: STATUS2 }, STATUS2),
    object("renamed-field", "currently for status", { currently: STATUS2 }, STATUS2),
    object("label", "the cue kept", { status: `Status: ${STATUS}` }, STATUS),
    object("refusal", "a refusal", { status: "I cannot provide that." }, "fallback"),
    object("placeholder", "placeholder", { status: "[status]" }, "fallback"),
    rawAnswer("malformed", "single-quoted JSON", `{'status': '${SHORT}'}`, SHORT),
    rawAnswer("cut-off", "cut off", '{"status": "Nadia Farouk is pressing date syrup for Lantern Night on', "fallback", { finishReason: "length" }),
  ],
});
