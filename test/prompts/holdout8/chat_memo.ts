import { chatMemoPrompt } from "../../../prompts/persona/chatMemo.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.chat_memo;
const M1 = "Desmond found it worth remembering that Beatriz put the Kittiwake down for the lugger race at eleven on Saturday, so the boat has to float on Friday's morning tide.";
const M2 = "Desmond noted that Beatriz entered his lugger in Saturday's race and that he asked for a mooring near the crane.";
const M3 = "Desmond was pleased that Beatriz trusted the Kittiwake to be ready for the lugger race.";

export default corpusOf<string>({
  prompt: chatMemoPrompt,
  inputs,
  text: [
    text("good", "llama-3.3-70b", M1, M1),
    text("good", "gemma-3", `${M2}\n`, M2),
    text("good", "phi-4", M3, M3),
    text("good", "deepseek-v3", M1, M1),
    text("good", "mixtral", ` ${M2}`, M2),
    text("good", "olmo-2", M3, M3),
    text("good", "yi-34b", M1, M1),
    text("good", "hermes", M2, M2),
    text("good", "aya", M3, M3),
    text("good", "gpt-3.5", M1, M1),
    text("format", "qwq", `Okay, so what would Desmond find worth remembering? Beatriz entered the boat at eleven on Saturday; he has to have her afloat on Friday's tide. Starting with "Desmond".\n\n${M1}`, M1),
    text("format", "deepseek-v3", `**Memo:** ${M2}`, M2),
    text("format", "mixtral", `${M3}</s>`, M3),
    text("format", "llama-3.3-70b", `${M1}<|eot_id|>`, M1),
    text("format", "olmo-2", `Assistant: ${M3}`, M3),
    text("format", "hermes", `"${M2}"`, M2),
    text("format", "phi-4", M2.replace("Saturday's", "Saturday&#39;s"), M2),
    text("format", "yi-34b", `${M3}\n\nUser: And Beatriz?\nAssistant: Beatriz noted the mooring.`, M3),
    text("format", "aya", "Desmond achou importante que a Beatriz inscreveu o Kittiwake na regata de sábado às onze.", "Desmond achou importante que a Beatriz inscreveu o Kittiwake na regata de sábado às onze."),
    text("format", "gemma-3", `Option A: ${M1}\nOption B: ${M3}`, "fallback"),
    text("refusal", "aya", "I cannot know what Desmond found interesting.", "fallback"),
    capped("llama-3.3-70b", "Desmond found it worth remembering that Beatriz put the Kittiwake down for the", "fallback"),
    capped("qwq", "Okay, so Desmond's takeaway. The entry at eleven. Friday's", "fallback"),
    text("good", "qwq", `Okay, what he takes away is the race entry.\n\n${M2}`, M2),
    text("good", "phi-4", M1, M1),
    text("good", "gemma-3", M3, M3),
  ],
  structured: [
    object("good", "valid", { thought: M1 }, M1),
    object("good", "short", { thought: M3 }, M3),
    object("renamed-field", "memo", { memo: M2 }, M2),
    object("extra-field", "topic beside", { thought: M2, topic: "regatta" }, M2),
    object("ellipsis", "empty", { thought: "" }, "fallback"),
    rawAnswer("format", "streaming duplicate", JSON.stringify({ thought: M3 }).repeat(2), M3),
    rawAnswer("cut-off", "cut", '{"thought": "Desmond found', "fallback", { finishReason: "length" }),
  ],
});
