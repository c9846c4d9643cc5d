import { actionGroundingPrompt, type ActionGrounding } from "../../../prompts/persona/actionGrounding.js";
import { corpusOf } from "../corpus/types.js";
import { object, rawAnswer, text } from "../holdout/cases.js";
import { fence, heading, html, qthink, tag } from "./forms.js";
import { asJson, asYaml, LABELS, labelled, written } from "./grounding.js";
import { INPUTS } from "./inputs.js";

const inputs = INPUTS.action_grounding;
const G: ActionGrounding = {
  sector: "Reedholm Windmill",
  arena: "stone floor",
  object: "grain hopper",
  emoji: "🌾",
  event: ["pour", "wheat"],
  objectState: "being filled with wheat",
  objectEmoji: "🌾",
  objectEvent: ["is filled", "with wheat"],
};
const K: ActionGrounding = {
  sector: "Jozef Brink's cottage",
  arena: "kitchen",
  object: "kettle",
  emoji: "☕",
  event: ["make", "coffee"],
  objectState: "boiling water for coffee",
  objectEmoji: "♨",
  objectEvent: ["boil", "water"],
};
const coffee = { ...inputs, activity: "having his first coffee (boiling the kettle)" };
/** The grounding object with "sector" and "arena" for "place" and "area". */
const renamed = ({ place, area, ...rest }: Record<string, string>) => ({ sector: place, arena: area, ...rest });
const py = (s: string) => (s.includes("'") ? `"${s}"` : `'${s}'`);

export default corpusOf<ActionGrounding>({
  prompt: actionGroundingPrompt,
  inputs,
  text: [
    text("good", "mistral-small-3", labelled(G), G),
    text("good", "llama-4-scout", labelled(G) + "\n", G),
    text("good", "granite-3", labelled(G), G),
    text("good", "nemotron", labelled(K), K, { inputs: coffee }),
    text("good", "hermes-3", labelled(G), G),
    text("good", "aya-expanse", labelled(G), G),
    text("good", "phi-4", labelled(G) + "\n\nHe has to walk over to the mill: the millstones are not in the cottage.", G),
    text("good", "deepseek-v3", labelled(G), G),
    text("good", "olmo-2", labelled(G), G),
    text("good", "qwen3-think", qthink("Grinding needs the millstones, so Reedholm Windmill, stone floor, grain hopper for pouring wheat.", labelled(G)), G),
    text("format", "gemma-3", labelled(G, (l) => `**${l}:**`), G),
    text("format", "olmo-2", labelled(G, (l) => `- ${l}:`), G),
    text("format", "mistral-small-3", labelled(G, (l) => `${l.toLowerCase().replace(/ /g, "_")} =`), G),
    text("format", "llama-4-scout", "| Field | Value |\n|---|---|\n" + LABELS.map((l, i) => `| ${l} | ${written(G)[i]} |`).join("\n"), G),
    text("format", "granite-3", html(labelled(G).replace(/\n/g, "<br>")), G),
    text("format", "nemotron", heading(labelled(G), "Grounding"), G),
    text("format", "hermes-3", fence("yaml", asYaml(G)), G),
    text("format", "phi-4", JSON.stringify(asJson(G), null, 2), G),
    text("format", "deepseek-v3", "{" + Object.entries(asJson(G)).map(([k, v]) => `'${k}': ${py(v)}`).join(", ") + "}", G),
    text("format", "aya-expanse", tag("grounding", "\n" + labelled(G) + "\n"), G),
    text("format", "gemma-3", labelled({ ...G, arena: "Stone Floor", sector: "reedholm windmill" }), G),
    text("format", "olmo-2", fence("json", JSON.stringify(asJson(G), null, 2).replace('"place"', '// where he goes\n  "place"')), G),
    text("label", "granite-3", labelled(G).replace("Area: stone floor", "Area: stone floor (ground floor, where the stones are)"), G),
    text("format", "llama-4-scout", labelled({ ...G, object: "bread oven" }), { ...G, object: null }),
    text("format", "nemotron", labelled({ ...G, arena: "sack floor" }), { ...G, arena: null }),
    text("refusal", "safety-tuned", "I'm not able to plan the movements of a real individual.", "fallback"),
    text("placeholder", "hermes-3", LABELS.map((l) => `${l}: <${l.toLowerCase()}>`).join("\n"), "fallback"),
    text("ellipsis", "q3-3b", LABELS.map((l) => `${l}: ...`).join("\n"), "fallback"),
  ],
  structured: [
    object("good", "valid", asJson(G), G),
    object("good", "kettle", asJson(K), K, { inputs: coffee }),
    object("renamed-field", "sector and arena", renamed(asJson(G)), G),
    object("extra-field", "step beside", { ...asJson(G), step: 1 }, G),
    rawAnswer("format", "python dict", "{" + Object.entries(asJson(G)).map(([k, v]) => `'${k}': ${py(v)}`).join(", ") + "}", G),
    rawAnswer("format", "trailing comma", JSON.stringify(asJson(G)).replace(/"}$/, '",}'), G),
    object("malformed", "unknown thing", { ...asJson(G), thing: "bread oven" }, { ...G, object: null }),
  ],
});
