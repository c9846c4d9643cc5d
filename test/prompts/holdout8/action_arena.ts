import { actionArenaPrompt } from "../../../prompts/persona/actionArena.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.action_arena;
const B = "rowing club boathouse";
const tide = { ...inputs, activity: "updating the tide board (chalking the evening high water)" };

export default corpusOf<string>({
  prompt: actionArenaPrompt,
  inputs,
  text: [
    text("good", "llama-3.3-70b", `Answer: ${B}`, B),
    text("good", "gemma-3", `Answer: ${B}\n`, B),
    text("good", "phi-4", `Answer: ${B}\n\nThe gig is kept in the boathouse.`, B),
    text("good", "deepseek-v3", `Answer: ${B}`, B),
    text("good", "mixtral", ` Answer: ${B}`, B),
    text("good", "olmo-2", "Answer: harbour office", "harbour office", { inputs: tide }),
    text("good", "yi-34b", `Answer: ${B}`, B),
    text("good", "hermes", `Answer: ${B}`, B),
    text("good", "aya", "Answer: north quay", "north quay"),
    text("good", "gpt-4o-mini", `Answer: ${B}`, B),
    text("format", "qwq", `Okay, so she's coaching the rowing club, setting out the gig for the juniors. The gig would be stored in the boathouse. She could launch from the north quay, but setting it out happens in the boathouse.\n\nAnswer: ${B}`, B),
    text("format", "deepseek-v3", `Final answer: **${B}**`, B),
    text("format", "mixtral", `Answer: ${B}</s>`, B),
    text("format", "olmo-2", `Answer: ${B}<|im_end|>\n<|im_start|>user`, B),
    text("format", "llama-3.3-70b", "Answer: Rowing Club Boathouse", B),
    text("format", "hermes", `{"area": "${B}"}`, B),
    text("format", "gemma-3", "Answer: boathouse", B),
    text("format", "aya", `Resposta: ${B}`, B),
    text("format", "yi-34b", `Option A: ${B}\nOption B: north quay\nBoth could work.`, "fallback"),
    text("format", "phi-4", `Answer: north quay. Wait, actually, the gig is set out in the boathouse first.\n\nAnswer: ${B}`, B),
    text("format", "mixtral", "Answer: the slipway", "fallback"),
    text("placeholder", "olmo-2", "Answer: <area>", "fallback"),
    text("refusal", "aya", "Sorry, I can't determine that from the information given.", "fallback"),
    capped("qwq", "Okay, so Beatriz is at the harbour to coach the rowing club. The areas are the harbour office, the north quay and the rowing club boathouse. Setting out the gig: the gig lives in", "fallback"),
    text("loop", "olmo-2", `Answer: ${B}\nAnswer: ${B}\nAnswer: ${B}`, B),
    text("good", "phi-4", "Answer: harbour office", "harbour office", { inputs: tide }),
    text("good", "mixtral", `Answer: ${B}`, B),
    text("good", "qwq", `Okay, the gig is kept in the boathouse, so that is where she sets it out.\n\nAnswer: ${B}`, B),
  ],
  structured: [
    object("good", "valid", { arena: B }, B),
    object("good", "office", { arena: "harbour office" }, "harbour office", { inputs: tide }),
    object("renamed-field", "area", { area: B }, B),
    object("extra-field", "sector beside", { sector: "Saltmarrow Harbour", arena: B }, B),
    object("refusal", "unknown area", { arena: "slipway" }, "fallback"),
    rawAnswer("format", "streaming duplicate", `{"arena": "${B}"}\n{"arena": "${B}"}`, B),
    rawAnswer("format", "key=value", `arena=${B}`, B),
    rawAnswer("cut-off", "cut", '{"arena": "rowing cl', "fallback", { finishReason: "length" }),
  ],
});
