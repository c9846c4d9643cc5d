import { actionSectorPrompt } from "../../../prompts/persona/actionSector.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { ingrid } from "./fixtures.js";

const inputs = {
  identity: { ...ingrid, currTime: "2024-11-06T19:00:00" },
  activity: "singing with the choir (warming up her voice)",
  livingSector: "Ingrid Halvorsen's cottage",
  livingArenas: ["kitchen", "bedroom"],
  currentSector: "Halvorsen Apiary",
  currentArenas: ["hive yard", "honey house", "farm shop"],
  accessibleSectors: ["Ingrid Halvorsen's cottage", "Halvorsen Apiary", "Vellmoor Wool Mill", "The Drover's Arms", "Market Cross", "St Brigid's Hall"],
};
const dipping = { ...inputs, identity: { ...ingrid, currTime: "2024-11-04T09:00:00" }, activity: "dipping beeswax candles (melting the wax)" };
const HALL = "St Brigid's Hall";

export default corpusOf<string>({
  prompt: actionSectorPrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", "Answer: St Brigid's Hall", HALL),
    text("good", "gpt-3.5", "Answer: St Brigid's Hall\n\nThe choir sings at St Brigid's Hall on Wednesday evenings.", HALL),
    text("good", "llama-3-8b", "**Answer: St Brigid's Hall**", HALL),
    text("good", "qwen2.5-7b", "Answer: St Brigid's Hall", HALL),
    text("good", "mistral-7b", " Answer: St Brigid's Hall", HALL),
    text("good", "1b", "St Brigid's Hall", HALL),
    text("good", "reasoning", "<think>\nChoir is at St Brigid's Hall on Wednesdays. She has to go there.\n</think>\n\nAnswer: St Brigid's Hall", HALL),
    text("good", "gpt-4o-mini", "Answer: Halvorsen Apiary", "Halvorsen Apiary", { inputs: dipping }),
    text("good", "mistral-7b", " Answer: Halvorsen Apiary\n\nThe wax pot is in the honey house, where Ingrid already is.", "Halvorsen Apiary", { inputs: dipping }),
    text("good", "llama-3-8b", "Ingrid does this at St Brigid's Hall.", HALL),
    text("good", "gpt-3.5", "Answer: Halvorsen Apiary", "Halvorsen Apiary", { inputs: dipping }),
    text("good", "llama-3-8b", "Answer: Halvorsen Apiary", "Halvorsen Apiary", { inputs: dipping }),
    text("good", "qwen2.5-7b", "Answer: Halvorsen Apiary\n\nShe can dip candles in the honey house where she is.", "Halvorsen Apiary", { inputs: dipping }),
    text("good", "1b", "Answer: St Brigid's Hall", HALL),
    text("good", "gpt-3.5", "Answer: St Brigid's Hall.", HALL),
    text("format", "gpt-3.5", "Answer: St. Brigid's Hall", HALL),
    text("format", "qwen2.5-7b", "Answer: st brigid's hall", HALL),
    text("format", "mistral-7b", "Answer: St Brigid’s Hall", HALL),
    text("format", "llama-3-8b", "Final answer: St Brigid's Hall", HALL),
    text("format", "gpt-4o-mini", "| Activity | Place |\n|---|---|\n| singing with the choir | St Brigid's Hall |", HALL),
    text("format", "qwen2.5-7b", "Answer: St Brigid's Hall 🎶", HALL),
    text("format", "gpt-3.5", 'Answer: "St Brigid\'s Hall"', HALL),
    text("label", "gpt-4o-mini", "Answer: St Brigid's Hall (main hall, where the choir meets)", HALL),
    text("label", "llama-3-8b", "Place: St Brigid's Hall\nReason: the choir practises there on Wednesdays.", HALL),
    text("number-in-text", "gpt-3.5", "It's 7 pm on a Wednesday, so: Answer: St Brigid's Hall", HALL),
    text("brace", "1b", "Answer: St Brigid's Hall}", HALL),
    text("format", "qwen2.5-7b", "回答：St Brigid's Hall", HALL),
    text("refusal", "refusal", "I'm sorry, I can't determine where a real person goes.", "fallback"),
    text("refusal", "llama-3-8b", "Answer: the church hall in town", "fallback"),
    text("placeholder", "1b", "Answer: <place>", "fallback"),
    text("format", "gpt-3.5", "Answer: St Brigid's Hall or Ingrid Halvorsen's cottage", "fallback"),
    capped("gpt-3.5", "Answer: St Brig", "fallback"),
    capped("reasoning", "<think>\nIt's Wednesday evening, so choir. Where does the choir sing? Her habits say St Brigid's", "fallback"),
  ],
  structured: [
    object("good", "valid", { sector: HALL }, HALL),
    object("good", "stays at the apiary", { sector: "Halvorsen Apiary" }, "Halvorsen Apiary", { inputs: dipping }),
    object("format", "another case", { sector: "st brigid's hall" }, HALL),
    object("renamed-field", "place for sector", { place: HALL }, HALL),
    object("extra-field", "a reason beside", { sector: HALL, reason: "Choir practice is on Wednesdays." }, HALL),
    object("nested-json", "the sector with its area", { sector: { name: HALL, area: "main hall" } }, HALL),
    object("refusal", "an unknown place", { sector: "Vellmoor Church" }, "fallback"),
    rawAnswer("malformed", "plain text", "Answer: St Brigid's Hall", HALL),
    rawAnswer("cut-off", "cut in the name", '{"sector": "St Bri', "fallback", { finishReason: "length" }),
  ],
});
