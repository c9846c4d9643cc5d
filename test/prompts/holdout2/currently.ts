import { currentlyPrompt } from "../../../prompts/persona/currently.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { ines } from "./fixtures.js";

const inputs = {
  identity: { ...ines, currTime: "2024-09-10T00:00:00" },
  planNote: "I need to have the buns in crates at the jetty by a quarter to eight on Saturday, and be at the bakery on Thursday at 3pm for the oven repairman.",
  feelingsNote: "I've been anxious about the oven, but Tomasz waiting for me with the ferry was a kindness.",
};

const STATUS = "Ines Moreau is baking three hundred buns for the Millbrook regatta on Saturday, September 14, and is worried about her old oven. She will be at the bakery on Thursday at 3pm for the oven repairman, and will have the buns in crates at the jetty by a quarter to eight on Saturday.";

export default corpusOf<string>({
  prompt: currentlyPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", `Status: ${STATUS}`, STATUS),
    text("good", "gpt-3.5", `Status: ${STATUS}\n\nThis keeps Ines's plans for the week in view.`, STATUS),
    text("good", "llama-3-8b", `**Status:** ${STATUS}`, STATUS),
    text("good", "qwen2.5-7b", STATUS, STATUS),
    text("good", "reasoning", `<think>\nKeep the Thursday 3pm repairman and Saturday quarter to eight at the jetty.\n</think>\nStatus: ${STATUS}`, STATUS),
    text("second-person", "1b", "Status: I am baking buns for the regatta and I am worried about my oven.", "fallback"),
    text("prefix-repeat", "gpt-3.5", `Status: Status: ${STATUS}`, STATUS),
    text("refusal", "refusal", "I'm sorry, but I cannot provide a status update for this person.", "fallback"),
    capped("gpt-4o-mini", "Status: Ines Moreau is baking three hundred buns for the Millbrook regatta on Saturday, September 14, and is worried about her old oven. She will be at the bakery on Thursday at", "fallback"),
    text("placeholder", "1b", "Status: <status>", "fallback"),
    text("label", "gpt-4o-mini", `Status: ${STATUS} (This reflects her notes from yesterday.)`, STATUS),
    text("ellipsis", "1b", "Status: ...", "fallback"),
  ],
  structured: [
    object("good", "valid", { status: STATUS }, STATUS),
    object("renamed-field", "currently for status", { currently: STATUS }, STATUS),
    object("refusal", "a refusal in the status", { status: "I can't write a status for Ines." }, "fallback"),
    object("label", "the cue kept in the status", { status: `Status: ${STATUS}` }, STATUS),
    object("placeholder", "the placeholder echoed", { status: "<status>" }, "fallback"),
  ],
});
