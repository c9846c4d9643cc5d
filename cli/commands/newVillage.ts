/**
 * `npm start -- new village <folder>`: writes a commented example spec (villages/exampleVillage.ts: Fernhollow, five
 * people, six places) and the JSON Schema of a spec beside it, so an editor completes and checks the file. It runs as
 * it is: `npm start -- run --village <folder>`. An existing village.yaml is never overwritten.
 */
import { copyFileSync, existsSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { makeFolder } from "../../drivers/town/runSpec.js";
import { commandLine, guidePath } from "../../servers/invocation.js";
import { EXAMPLE_VILLAGE_YAML } from "../../villages/exampleVillage.js";
import { UsageError } from "../options.js";

const SCHEMA = fileURLToPath(new URL("../../villages/village.schema.json", import.meta.url));

export async function commandNew(argv: string[]): Promise<void> {
  const [what, folder, ...rest] = argv;
  if (what !== "village") throw new UsageError(`new makes a village: ${commandLine("new village <folder>")}${what ? `, not "${what}"` : ""}.`);
  if (!folder || folder.startsWith("-") || rest.length) throw new UsageError(`new village takes one folder: ${commandLine("new village <folder>")}.`);
  const spec = path.join(folder, "village.yaml");
  if (existsSync(spec)) throw new UsageError(`${spec} exists already: choose another folder (nothing was written).`);
  makeFolder(folder);
  // Its first comments say how to run it as this user runs the CLI (npx simulacra in a project, npm start -- here)
  // and where its guide is from here (node_modules/simulacra/docs/ in a project).
  const yaml = EXAMPLE_VILLAGE_YAML.replace(/(Run it with: +).*$/m, `$1${commandLine`run --village ${folder} --hours 2`}`)
    .replace(/(Every field is described in )docs\/villages\.md/, `$1${guidePath("villages.md")}`);
  writeFileSync(spec, yaml);
  copyFileSync(SCHEMA, path.join(folder, "village.schema.json"));
  console.log(`Wrote ${spec} (five people, six places; ${guidePath("villages.md")} describes every field) and village.schema.json beside it.`);
  console.log(`Run it: ${commandLine`run --village ${folder} --hours 2`}`);
}
