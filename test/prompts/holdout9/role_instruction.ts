import { roleInstructionPrompt } from "../../../prompts/role/instruction.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { bom, fence, nbsp, tag, think, unclosed } from "./forms.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.role_instruction;
const N1 = "HARVEST FAIR: Kestrelridge Market Hall, Saturday, September 25, from 9am.\nThe cliff railway runs every ten minutes.\nThe lower road is still closed: please come by railway or on foot.";
const N2 = "Harvest Fair in the Market Hall, Saturday 25 September, from 9am.\nCliff railway: a car every ten minutes all day.\nLower road still closed after the landslip.";
const N3 = "Come to the Harvest Fair! Market Hall, Sat 25 Sept, 9am onwards.\nRailway cars every 10 minutes.\nThe lower road remains closed.";

export default corpusOf<string>({
  prompt: roleInstructionPrompt,
  inputs,
  text: [
    text("good", "claude-3.5-haiku", N1, N1),
    text("good", "command-r-plus", `${N2}\n`, N2),
    text("good", "glm-4", N3, N3),
    text("good", "internlm-2.5", N1, N1),
    text("good", "minicpm", N2, N2),
    text("good", "falcon-3", N3, N3),
    text("good", "stablelm", N1, N1),
    text("good", "zephyr", N2, N2),
    text("good", "openchat", N3, N3),
    text("good", "gemini-2-flash", `${N1}\n`, N1),
    text("good", "deepseek-r1-distill", think("Three lines: the fair, the railway frequency, the road.", N1), N1),
    text("format", "deepseek-r1-distill", unclosed("Three lines, plain text.", N2), N2),
    text("format", "glm-4", tag("answer", N3), N3),
    text("format", "internlm-2.5", `<response>\n${N1}\n</response>`, N1),
    text("format", "command-r-plus", fence("text", N2), N2),
    text("format", "minicpm", fence("", N3), N3),
    text("format", "falcon-3", bom(N1), N1),
    text("format", "stablelm", nbsp(N2), N2),
    text("format", "zephyr", `Here is the notice:\n\n${N1}`, N1),
    text("format", "openchat", `${N2}\n\nLet me know if you'd like any changes!`, N2),
    text("format", "gemini-2-flash", `"${N3}"`, N3),
    text("format", "claude-3.5-haiku", `${N1}\n\n— Greta, Harvest Fair Secretary`, `${N1}\n\n— Greta, Harvest Fair Secretary`),
    text("format", "glm-4", JSON.stringify({ data: { text: N2 } }), N2),
    text("format", "command-r-plus", "FÊTE DES MOISSONS : Halle du marché, samedi 25 septembre, dès 9h.\nLe funiculaire passe toutes les dix minutes.\nLa route basse reste fermée.", "FÊTE DES MOISSONS : Halle du marché, samedi 25 septembre, dès 9h.\nLe funiculaire passe toutes les dix minutes.\nLa route basse reste fermée."),
    text("refusal", "falcon-3", "I'm sorry, but I can't post notices. However, you could write something like a three-line notice.", "fallback"),
    text("placeholder", "stablelm", "[Line 1]\n[Line 2]\n[Line 3]", "fallback"),
    capped("deepseek-r1-distill", "<think>\nThree lines. Line 1 the fair, date and time. Line 2 the railway every ten minutes. Line 3 the road. Should I add", "fallback"),
    capped("openchat", "HARVEST FAIR: Kestrelridge Market Hall, Saturday, September 25, from 9am.\nThe cliff railway runs every", "fallback"),
    text("ellipsis", "minicpm", "...", "fallback"),
  ],
  structured: [
    object("good", "valid", { text: N1 }, N1),
    object("good", "second", { text: N2 }, N2),
    object("good", "third", { text: N3 }, N3),
    object("renamed-field", "notice", { notice: N1 }, N1),
    object("extra-field", "title beside", { title: "Harvest Fair", text: N2 }, N2),
    object("nested-json", "lines as a list", { text: N3.split("\n") }, N3),
    rawAnswer("format", "nested under result", JSON.stringify({ result: { text: N1 } }), N1),
    rawAnswer("format", "plain text", N2, N2),
    rawAnswer("cut-off", "cut", `{"text": "HARVEST FAIR: Kestrelridge Market`, "fallback", { finishReason: "length" }),
    object("ellipsis", "empty", { text: "" }, "fallback"),
  ],
});
