import { currentlyPrompt } from "../../../prompts/persona/currently.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { ingrid } from "./fixtures.js";

const inputs = {
  identity: { ...ingrid, currTime: "2024-11-05T05:00:00" },
  planNote: "I must have the candles at Market Cross by 4pm on Friday, by the ford road since the bridge is shut. Choir is at 6:30pm tomorrow, not 7.",
  feelingsNote: "I'm tired of the flood and the mud, but proud of how the candles are coming out.",
};

const STATUS =
  "Ingrid Halvorsen is dipping the last batches of three hundred beeswax candles for the Fleece Fair on Saturday, November 9, and will bring them to Market Cross by the ford road at 4pm on Friday while the stone bridge is closed. Choir practice at St Brigid's Hall is at 6:30pm on Wednesday.";
const STATUS2 = "Ingrid Halvorsen is finishing her beeswax candles for the Fleece Fair and plans to take them to Market Cross at 4pm on Friday by the ford road.";

export default corpusOf<string>({
  prompt: currentlyPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", `Status: ${STATUS}`, STATUS),
    text("good", "gpt-3.5", `Status: ${STATUS2}`, STATUS2),
    text("good", "llama-3-8b", `**Status:** ${STATUS}`, STATUS),
    text("good", "qwen2.5-7b", `Status: ${STATUS2}`, STATUS2),
    text("good", "mistral-7b", ` Status: ${STATUS}`, STATUS),
    text("good", "1b", STATUS2, STATUS2),
    text("good", "reasoning", `<think>\nKeep the Friday 4pm delivery and the choir time.\n</think>\n\nStatus: ${STATUS}`, STATUS),
    text("good", "gpt-4o-mini", `Status: "${STATUS2}"`, STATUS2),
    text("good", "gpt-3.5", `Status: ${STATUS}`, STATUS),
    text("good", "llama-3-8b", `Status: ${STATUS2}`, STATUS2),
    text("good", "qwen2.5-7b", `Status: ${STATUS}`, STATUS),
    text("good", "1b", `Status: ${STATUS2}`, STATUS2),
    text("prefix-repeat", "1b", `Status: Status: ${STATUS2}`, STATUS2),
    text("format", "gpt-3.5", `Sure! Here's Ingrid's status for today:\n\nStatus: ${STATUS2}`, STATUS2),
    text("format", "llama-3-8b", `Status:\n${STATUS}`, STATUS),
    text("format", "qwen2.5-7b", `Final answer: Status: ${STATUS2}`, STATUS2),
    text("format", "mistral-7b", `Status: ${STATUS2} 🕯️`, `${STATUS2} 🕯️`),
    text("format", "gpt-4o-mini", `| Field | Value |\n|---|---|\n| Status | ${STATUS2} |`, STATUS2),
    text("label", "gpt-3.5", `Status: ${STATUS2}\n\n(This keeps the specific plan from her notes.)`, STATUS2),
    text("label", "llama-3-8b", `Status: ${STATUS2}\nMood: tired but proud`, STATUS2),
    text("number-in-text", "gpt-4o-mini", "Status: Ingrid Halvorsen has 4 days left before the Fleece Fair and about 80 of the 300 candles still to dip; she will deliver them to Market Cross at 4pm on Friday.", "Ingrid Halvorsen has 4 days left before the Fleece Fair and about 80 of the 300 candles still to dip; she will deliver them to Market Cross at 4pm on Friday."),
    text("format", "qwen2.5-7b", `状态 (Status): ${STATUS2}`, STATUS2),
    text("refusal", "refusal", "I'm sorry, but I can't provide real-time status updates about individuals.", "fallback"),
    text("placeholder", "1b", "Status: <status>", "fallback"),
    capped("gpt-4o-mini", "Status: Ingrid Halvorsen is dipping the last batches of three hundred beeswax candles for the Fleece Fair on Saturday, November 9, and will bring them to", "fallback"),
    text("cut-off", "reasoning", "<think>\nYesterday's status mentions the candles and the bridge. Today is Tuesday. The notes add Friday 4pm and the choir", "fallback"),
    text("ellipsis", "1b", "Status: ...", "fallback"),
  ],
  structured: [
    object("good", "valid", { status: STATUS }, STATUS),
    object("good", "short", { status: STATUS2 }, STATUS2),
    object("label", "the label inside", { status: `Status: ${STATUS2}` }, STATUS2),
    object("renamed-field", "currently for status", { currently: STATUS2 }, STATUS2),
    object("extra-field", "a mood beside", { status: STATUS2, mood: "tired but proud" }, STATUS2),
    object("refusal", "empty", { status: "" }, "fallback"),
    rawAnswer("malformed", "the text line", `Status: ${STATUS}`, STATUS),
    rawAnswer("cut-off", "cut open", `{"status": "Ingrid Halvorsen is dipping the last`, "fallback", { finishReason: "length" }),
  ],
});
