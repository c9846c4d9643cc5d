// Part of `npm run build`: tsc compiles the TypeScript; the files the compiled code reads at run time are copied
// beside it. Which files: scripts/runtimeAssets.json, the one list the test build (test/support/cliBuild.ts) reads too:
// - villages/larkspur: the bundled village, its spec and the JSON and map files built from it (villages/index.ts);
// - villages/harbour, villages/village.schema.json: the shipped spec and a spec's JSON Schema (run --village, new village);
// - drivers/replay/page: the replay page, served and inlined as-is by drivers/replay/replayPage.ts.
import { cpSync, readFileSync } from "node:fs";

const assets = JSON.parse(readFileSync(new URL("./runtimeAssets.json", import.meta.url), "utf8"));

for (const folder of assets) {
  cpSync(folder, `dist/${folder}`, { recursive: true, filter: (file) => !file.endsWith(".ts") });
}
