import { planNotePrompt } from "../../../prompts/persona/planNote.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.plan_note;

const N1 = "I open the observatory at 8pm tonight, and the Leonid viewing starts at 10pm at Gull Hill. Tobias runs a late ferry at 11:30 pm for the watchers, so I should tell people when it leaves.";
const N2 = "Tonight is the Leonid viewing at Gull Hill Observatory from 10pm; the cloud should clear after 9pm. Tobias's late ferry leaves at 11:30 pm.";
const N3 = "I must remember the late ferry at 11:30 pm tonight, and that I promised folding chairs to the night market on Friday.";

export default corpusOf<string>({
  prompt: planNotePrompt,
  inputs,
  text: [
    text("good", "gpt-4o-mini", N1, N1),
    text("good", "gemma-2-9b", `${N2}\n`, N2),
    text("good", "phi-3-mini", N3, N3),
    text("good", "llama-3.1-70b", N1, N1),
    text("good", "claude", `Here's Agnes's note to herself:\n\n${N1}`, N1),
    text("good", "command-r", N2, N2),
    text("good", "0.5b", N3, N3),
    text("good", "deepseek-r1-distill", `<think>\nToday is the 17th: the viewing. Late ferry at 11:30. Clouds clear after 9.\n</think>\n\n${N2}`, N2),
    text("good", "qwen2.5-7b", N1, N1),
    text("format", "claude", `**Note to self:** ${N1}`, N1),
    text("format", "gemma-2-9b", `"${N2}"`, N2),
    text("format", "command-r", `Note: ${N3}`, N3),
    text("format", "llama-3.1-70b", `${N1}\r\n`, N1),
    text("format", "phi-3-mini", `<note>${N2}</note>`, N2),
    text("format", "qwen2.5-7b", "Esta noche abro el observatorio a las 20:00 y la observación de las Leónidas empieza a las 22:00. El ferry tardío sale a las 23:30.", "Esta noche abro el observatorio a las 20:00 y la observación de las Leónidas empieza a las 22:00. El ferry tardío sale a las 23:30."),
    text("format", "claude", `“${N2.replace("Tobias's", "Tobias’s")}”`, N2.replace("Tobias's", "Tobias’s")),
    text("second-person", "gemma-2-9b", "You open the observatory at 8pm tonight and the viewing starts at 10pm. Tobias's ferry leaves at 11:30 pm.", "fallback"),
    text("label", "command-r", `${N1}\n\n(This note reflects Agnes's worries about the weather.)`, N1),
    text("placeholder", "0.5b", "I ...", "fallback"),
    text("refusal", "refusal", "I'm not able to write personal notes on behalf of someone else.", "fallback"),
    text("ellipsis", "0.5b", "", "fallback"),
    text("loop", "0.5b", "I open the observatory at 8pm. I open the observatory at 8pm. I open the observatory at 8pm. I open the observatory at 8pm. I open the observatory at 8pm.", "fallback"),
    capped("claude", "I open the observatory at 8pm tonight, and the Leonid viewing starts at 10pm at Gull Hill. Tobias runs a late ferry at", "fallback"),
    capped("deepseek-r1-distill", "<think>\nAgnes's memories: the Leonids peak on the 17th, Tobias's late ferry at 11:30 pm on Tuesday, cloud clearing after 9pm, chairs for the market on Friday. Today is Tuesday the 17th. So the note should mention", "fallback"),
    text("good", "command-r", N1, N1),
    text("good", "llama-3.1-70b", N3, N3),
    text("good", "phi-3-mini", N2, N2),
    text("cut-off", "deepseek-r1-distill", "<think>\nToday is the 17th, the viewing. Late ferry at 11:30. Clouds clear after 9. Chairs on Friday", "fallback"),
    text("good", "claude", `${N1}\n\nI hope the skies clear for you tonight, Agnes!`, N1),
    text("good", "gemma-2-9b", N1, N1),
    text("good", "0.5b", N2, N2),
    text("good", "claude", N3, N3),
    text("good", "deepseek-r1-distill", `<think>\nChairs on Friday too.\n</think>\n${N3}`, N3),
  ],
  structured: [
    object("good", "valid", { note: N1 }, N1),
    object("good", "another", { note: N2 }, N2),
    object("renamed-field", "text", { text: N3 }, N3),
    object("extra-field", "date beside", { date: "2026-11-17", note: N2 }, N2),
    object("malformed", "a list of sentences", { note: [N1.split(". ")[0] + ".", N1.split(". ")[1]] }, "fallback"),
    object("refusal", "empty", { note: "" }, "fallback"),
    rawAnswer("format", "prose", N1, N1),
    rawAnswer("cut-off", "cut", `{"note": "I open the observatory at 8pm tonight, and`, "fallback", { finishReason: "length" }),
    object("good", "third", { note: N3 }, N3),
    rawAnswer("format", "JSON inside prose", `Here is the JSON you asked for:\n{"note": ${JSON.stringify(N2)}}\nHope this helps!`, N2),
    rawAnswer("format", "fenced, Windows line endings", "```json\r\n" + `{\r\n  "note": ${JSON.stringify(N2)}\r\n}` + "\r\n```", N2),
    rawAnswer("format", "in tags", `<answer>{"note": ${JSON.stringify(N2)}}</answer>`, N2),
  ],
});
