import { currentlyPrompt } from "../../../prompts/persona/currently.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { anouk } from "./fixtures.js";

const inputs = {
  identity: { ...anouk, currTime: "2024-09-17T00:00:00" },
  planNote: "I must be at the dairy on Wednesday at 10am for the thermometer man, and have the cheese wrapped and stacked by the door by seven on Saturday for Matthias's mules.",
  feelingsNote: "I've been on edge about the cellar, but Matthias bringing the mules was a weight off my mind.",
};

const STATUS =
  "Anouk Brandt is making forty wheels of mountain cheese for the Edelhorn cattle festival on Saturday, September 21, and is worried about her cellar thermometer. She will be at the dairy on Wednesday at 10am for the thermometer man, and will have the cheese wrapped and stacked by the door by seven on Saturday for Matthias's mules.";

const STATUS2 =
  "Anouk Brandt is preparing forty wheels of cheese for the Edelhorn cattle festival on Saturday and keeping an eye on her warm cellar. She will meet the thermometer man at the dairy on Wednesday at 10am, and on Saturday she will have the cheese wrapped and stacked by the door by seven for Matthias's mules.";

export default corpusOf<string>({
  prompt: currentlyPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", `Status: ${STATUS2}`, STATUS2),
    text("good", "qwen2.5-7b", `Status: ${STATUS}`, STATUS),
    text("good", "llama-3-8b", `Status: ${STATUS2}`, STATUS2),
    text("good", "gpt-4o-mini", `Status: ${STATUS}`, STATUS),
    text("good", "gpt-3.5", `Status: ${STATUS}\n\nThis keeps Anouk's appointments for the week in view.`, STATUS),
    text("good", "llama-3-8b", `**Status:** ${STATUS}`, STATUS),
    text("good", "qwen2.5-7b", STATUS, STATUS),
    text("good", "reasoning", `<think>\nLet me think. Keep Wednesday 10am and Saturday by seven. Third person.\n</think>\nStatus: ${STATUS}`, STATUS),
    text("good", "1b", "Status: Anouk Brandt is making cheese for the festival.", "Anouk Brandt is making cheese for the festival."),
    text("prefix-repeat", "gpt-3.5", `Status: Status: ${STATUS}`, STATUS),
    text("label", "gpt-4o-mini", `Status: ${STATUS} (This reflects her notes from yesterday.)`, STATUS),
    text("second-person", "1b", "Status: You are making cheese for the festival and you are worried about the cellar.", "fallback"),
    text("refusal", "refusal", "I'm sorry, but I can't write a status update for a real person.", "fallback"),
    text("placeholder", "1b", "Status: <status>", "fallback"),
    text("ellipsis", "1b", "Status: ...", "fallback"),
    capped("gpt-4o-mini", "Status: Anouk Brandt is making forty wheels of mountain cheese for the Edelhorn cattle festival on Saturday, September 21, and is worried about her cellar thermometer. She will be at the dairy on", "fallback"),
  ],
  structured: [
    object("good", "another status", { status: STATUS2 }, STATUS2),
    object("good", "valid", { status: STATUS }, STATUS),
    object("renamed-field", "currently for status", { currently: STATUS }, STATUS),
    object("label", "the cue kept in the status", { status: `Status: ${STATUS}` }, STATUS),
    object("refusal", "a refusal in the status", { status: "I can't provide a status for Anouk." }, "fallback"),
    object("placeholder", "the placeholder echoed", { status: "<status>" }, "fallback"),
    rawAnswer("cut-off", "cut off inside the status", '{"status": "Anouk Brandt is making forty wheels of mountain cheese for the', "fallback", { finishReason: "length" }),
  ],
});
