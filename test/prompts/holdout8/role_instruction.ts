import { roleInstructionPrompt } from "../../../prompts/role/instruction.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.role_instruction;
const N1 = "MIDSUMMER REGATTA – SATURDAY 19 JUNE\nThe causeway is open from 7am to 1pm.\nAfter 1pm, the ferry runs every hour.";
const N2 = "Saturday, June 19: causeway open 7am–1pm.\nFrom 1pm the causeway closes with the tide.\nAfter that, take the hourly ferry.";
const N3 = "Regatta day crossings (Sat 19 June)\nCauseway: open 7:00 am to 1:00 pm\nFerry: every hour after 1:00 pm";

export default corpusOf<string>({
  prompt: roleInstructionPrompt,
  inputs,
  text: [
    text("good", "llama-3.3-70b", N1, N1),
    text("good", "gemma-3", `${N2}\n`, N2),
    text("good", "phi-4", N3, N3),
    text("good", "deepseek-v3", N1, N1),
    text("good", "mixtral", N2, N2),
    text("good", "olmo-2", N3, N3),
    text("good", "yi-34b", N1, N1),
    text("good", "hermes", N2, N2),
    text("good", "aya", N3, N3),
    text("good", "gpt-4o-mini", N1, N1),
    text("format", "qwq", `Okay, so three lines: the date, the causeway hours, and the ferry after 1pm. Keep it short for a noticeboard.\n\n${N1}`, N1),
    text("format", "deepseek-v3", `**Notice:**\n\n${N3}`, N3),
    text("format", "mixtral", `${N1}</s>`, N1),
    text("format", "llama-3.3-70b", `${N2}<|eot_id|>`, N2),
    text("format", "olmo-2", `Assistant: ${N3}`, N3),
    text("format", "hermes", N1.replace(/\n/g, "\\n"), N1),
    text("format", "phi-4", `Here's the notice:\n\n${N1}\n\nLet me know if you'd like a Dutch version too!`, N1),
    text("format", "yi-34b", `${N3}\n\nUser: Now a notice for the café.\nAssistant: Teas from 2pm at the Driftwood Café.`, N3),
    text("format", "aya", "Regata de verão – sábado, 19 de junho\nO caminho está aberto das 7h às 13h.\nDepois disso, o ferry sai de hora a hora.", "Regata de verão – sábado, 19 de junho\nO caminho está aberto das 7h às 13h.\nDepois disso, o ferry sai de hora a hora."),
    text("format", "gemma-3", `Option A:\n${N1}\n\nOption B:\n${N3}`, "fallback"),
    text("refusal", "aya", "I'm sorry, I can't confirm ferry times, please check with the operator.", "fallback"),
    capped("llama-3.3-70b", "MIDSUMMER REGATTA – SATURDAY 19 JUNE\nThe causeway is open from", "fallback"),
    capped("qwq", "Okay, so the notice needs three lines. Line 1: the date. Line 2: the causeway", "fallback"),
    text("ellipsis", "olmo-2", "", "fallback"),
    text("good", "qwq", `Okay, three short lines.\n\n${N3}`, N3),
    text("good", "phi-4", N1, N1),
    text("good", "gemma-3", N3, N3),
  ],
  structured: [
    object("good", "valid", { text: N1 }, N1),
    object("good", "other", { text: N3 }, N3),
    object("renamed-field", "notice", { notice: N2 }, N2),
    object("extra-field", "title beside", { title: "Crossing times", text: N1 }, N1),
    object("nested-json", "lines", { text: N1.split("\n") }, N1),
    object("ellipsis", "empty", { text: "" }, "fallback"),
    rawAnswer("format", "streaming duplicate", JSON.stringify({ text: N2 }).repeat(2), N2),
    rawAnswer("cut-off", "cut", '{"text": "MIDSUMMER REGATTA', "fallback", { finishReason: "length" }),
  ],
});
