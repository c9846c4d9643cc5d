// Part of `npm run build`: tsc compiles the TypeScript; the files the compiled code reads at run time are copied
// beside it. Which files: scripts/runtimeAssets.json, the one list the test build (test/support/cliBuild.ts) reads too:
// - villages/larkspur: the bundled village, its spec and the JSON and map files built from it (villages/index.ts);
// - villages/harbour, villages/village.schema.json: the shipped spec and a spec's JSON Schema (run --village, new village);
// - drivers/replay/page: the replay page, served and inlined as-is by drivers/replay/replayPage.ts.
import { cpSync, readFileSync, writeFileSync } from "node:fs";

const assets = JSON.parse(readFileSync(new URL("./runtimeAssets.json", import.meta.url), "utf8"));

for (const folder of assets) {
  cpSync(folder, `dist/${folder}`, { recursive: true, filter: (file) => !file.endsWith(".ts") });
}

// Studio from a user's project (`simulacra studio`, cli/commands/studio.ts): the LangGraph server reads a graph's
// types from its entry's TypeScript source (a compiled .js gives it none), so the studio/ entries ship as they are,
// with the package's langgraph.json one folder up (its "./studio/town.ts" paths then hold from dist/) and a tsconfig
// of their own (the repository's extends a file the package does not carry). Their imports (../state/*.js types,
// ../graphs/*.js at run time) are dist/'s.
cpSync("langgraph.json", "dist/langgraph.json");
cpSync("studio", "dist/studio", { recursive: true, filter: (file) => !/(README\.md|tsconfig\.json)$/.test(file) });
const { compilerOptions } = JSON.parse(readFileSync("tsconfig.json", "utf8"));
const studioOptions = { ...compilerOptions, noCheck: true, types: [] };
writeFileSync("dist/studio/tsconfig.json", `${JSON.stringify({ compilerOptions: studioOptions }, null, 2)}\n`);
