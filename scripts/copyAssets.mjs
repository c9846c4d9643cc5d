// Part of `npm run build`: tsc compiles the TypeScript; the files the compiled code reads at run time
// (the bundled village's data, the replay page's HTML, CSS and browser scripts) are copied beside it.
import { cpSync } from "node:fs";

const assets = [
  // The bundled village: its spec and the JSON and map files built from it, read by villages/index.ts.
  "villages/larkspur",
  // The shipped village specs and the JSON Schema of a spec (run with --village, written by `new village`).
  "villages/harbour",
  "villages/village.schema.json",
  // The replay page: served and inlined as-is by drivers/replay/replayPage.ts.
  "drivers/replay/page",
];

for (const folder of assets) {
  cpSync(folder, `dist/${folder}`, { recursive: true, filter: (file) => !file.endsWith(".ts") });
}
