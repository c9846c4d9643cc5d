import { relationshipSummaryPrompt } from "../../../prompts/persona/relationshipSummary.js";
import { corpusOf } from "../corpus/types.js";
import { text } from "../holdout/cases.js";
import { freeTextCases, freeTextObjects, type FreeText } from "./freeText.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.relationship_summary;

const f: FreeText = {
  good: [
    "Anneke de Vries knows Beatriz Costa well and is fond of her Friday custard tarts, though she finds Beatriz too chatty when boats are waiting at the lock.",
    "Anneke and Beatriz are friendly neighbours on the canal: Beatriz brings her a tart every Friday and hosts Anneke's yearly talk, but Anneke wishes she talked less while boats wait.",
    "Anneke de Vries sees Beatriz Costa as a warm, generous friend who can be a distraction at the lock.",
  ],
  echoed: "Reply with the sentences only.",
  translated: [
    ["mistral-medium-3", "Anneke de Vries kent Beatriz Costa goed en waardeert haar vrijdagse taartjes, al vindt ze dat Beatriz te veel praat als er boten wachten."],
    ["ernie-4.5", "アンネケはベアトリスをよく知っていて、金曜日のエッグタルトを楽しみにしているが、ボートが待っている時のおしゃべりには閉口している。"],
  ],
  placeholder: "[Speaker] sees [listener] as ...",
  refusal: "I don't have enough information to describe a relationship between two real people.",
  loop: "They know each other. They know each other. They know each other. They know each other. They know each other. They know each other. They know each other.",
  cut: "Anneke de Vries knows Beatriz Costa well and is fond of her Friday custard tarts, though she",
};

export default corpusOf<string>({
  prompt: relationshipSummaryPrompt,
  inputs,
  text: [
    ...freeTextCases(f),
    text("label", "gpt-4.1-nano", `Summary: ${f.good[2]}`, f.good[2]),
  ],
  structured: freeTextObjects("summary", "relationship", f),
});
