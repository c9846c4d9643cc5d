import { holdout10 } from "../test/prompts/holdout10/index.js";
const corpus = holdout10.find((c) => c.prompt.id === process.argv[2])!;
const inputs = corpus.prompt.inputSchema.parse(corpus.inputs);
const v = Object.values(corpus.prompt.variables(inputs as never)).join(" ").toLowerCase();
for (const w of process.argv.slice(3)) console.log(w, v.includes(w), v.slice(Math.max(0, v.indexOf(w) - 60), v.indexOf(w) + 40));
console.log(corpus.prompt.template.match(/for example[^\n]{0,200}/i)?.[0]);
