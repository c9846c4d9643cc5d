// The CLI as the tests start it: copied by test/support/cliBuild.ts to <build>/entry/cli/main.ts, so process.argv[1]
// ends in cli/main.ts as under tsx. It runs the bundle of the transpiled CLI (<build>/cli/main.bundle.cjs) from V8's
// code cache of it: Node 20 parses and compiles the 6 MB bundle anew in every process otherwise (about a sixth of a
// short command's CPU; the suite starts the CLI some 150 times). The cache is written once per test run, by the
// warm-up command cliBuild.ts starts (SIMULACRA_WRITE_CODE_CACHE=1), after it ran, so it holds the functions a run
// compiled; a process that starts before it exists, or finds it rejected (another V8), compiles as without it.
"use strict";
const fs = require("node:fs");
const Module = require("node:module");
const path = require("node:path");
const vm = require("node:vm");

const file = path.join(__dirname, "../../cli/main.bundle.cjs");
const cacheFile = `${file}.v8cache`;
let cachedData;
try {
  cachedData = fs.readFileSync(cacheFile);
} catch {
  cachedData = undefined;
}
// As require() would run it: the module wrapper, without the bundle's #! line.
const source = Module.wrap(fs.readFileSync(file, "utf8").replace(/^#!.*/, ""));
const script = new vm.Script(source, { filename: file, cachedData, importModuleDynamically: vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER });
if (process.env.SIMULACRA_WRITE_CODE_CACHE === "1") {
  delete process.env.SIMULACRA_WRITE_CODE_CACHE;
  process.once("exit", () => {
    const partial = `${cacheFile}.${process.pid}`;
    fs.writeFileSync(partial, script.createCachedData());
    fs.renameSync(partial, cacheFile);
  });
}
const bundle = new Module(file, module);
bundle.filename = file;
bundle.paths = Module._nodeModulePaths(path.dirname(file));
script.runInThisContext().call(bundle.exports, bundle.exports, Module.createRequire(file), bundle, file, path.dirname(file));
