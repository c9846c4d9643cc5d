/**
 * `npm run village:schema`: writes villages/village.schema.json, the JSON Schema of a village spec (from
 * state/villageSpec.ts), so an editor completes and checks village.yaml files. test/villageSpec.test.ts checks that
 * the committed file matches.
 */
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { villageJsonSchema } from "../state/villageSpec.js";

const file = fileURLToPath(new URL("../villages/village.schema.json", import.meta.url));
writeFileSync(file, `${JSON.stringify(villageJsonSchema(), null, 2)}\n`);
console.log(`Wrote ${file}.`);
