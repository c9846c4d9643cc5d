/**
 * Vitest global setup: the package's TypeScript, transpiled once per test run (esbuild, a fraction of a second) to
 * plain JavaScript beside the repository's node_modules, so the tests that start the CLI as a process start
 * `node <build>/cli/main.ts` instead of `node --import tsx cli/main.ts`. The tsx loader costs every such process
 * about 2 s of CPU before the command runs (its resolve and load hooks see each of the thousands of modules the CLI
 * imports); over the suite's ~150 CLI processes that was minutes of a 2-core machine (issue 26).
 *
 * Kept the same as under tsx: the code is the working tree's as it is now (rebuilt for every run, never a stale
 * dist/), one process per command, and `process.argv[1]` still ends in `cli/main.ts`, so the CLI prints the
 * commands to type next as it does under `npm start` (servers/invocation.ts). That last part is a small CommonJS
 * file named `cli/main.ts` in a folder of its own (Node runs a file of an unknown extension as CommonJS there),
 * test/support/cliEntry.cjs, that runs the bundle below. Each run builds into a folder of its own (runs in parallel
 * do not share one), removed at the end; folders of runs that died are removed by the next.
 *
 * The entry runs one bundle of the CLI and the pure-JavaScript packages it imports (cli/main.bundle.cjs) rather than
 * the thousands of separate modules: Node 20 links an ES module graph that size in about 2 s of CPU, the bundle in
 * about 0.5 s (0.3 s from V8's code cache, cliEntry.cjs), and the suite starts the CLI some 150 times. The code is
 * the same; each source file still sees its own place (import.meta.url is the transpiled file's beside it), and the
 * packages that read files of their own or load native code (BUNDLE_EXTERNAL) are required from node_modules as
 * before.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build, type Plugin } from "esbuild";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** The CLI's entry for `node <cliMain> <command> ...` (test/support/cli.ts). */
    cliMain: string;
  }
}

const REPO = path.resolve(import.meta.dirname, "../..");
const BUILDS = path.join(REPO, "node_modules", ".cache", "simulacra-test-cli");
/** What the published build compiles (tsconfig.build.json) and the files it copies beside it (scripts/copyAssets.mjs). */
const SOURCES = ["index.ts", "villages", "graphs", "nodes", "state", "prompts", "tools", "drivers", "cli", "servers", "examples"];
/** The files the compiled code reads at run time, the list scripts/copyAssets.mjs copies into dist/. */
const ASSETS = JSON.parse(readFileSync(path.join(REPO, "scripts", "runtimeAssets.json"), "utf8")) as string[];

function typeScriptFiles(entry: string): string[] {
  const full = path.join(REPO, entry);
  if (!existsSync(full)) return [];
  if (!entry.endsWith("/") && full.endsWith(".ts")) return [full];
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((file) => file.isFile() && file.name.endsWith(".ts") && !file.name.endsWith(".d.ts"))
    .map((file) => path.join(file.parentPath, file.name));
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
};

/** Packages imported from node_modules by the bundle: native code, or files read beside their own modules. */
const BUNDLE_EXTERNAL = ["better-sqlite3", "bullmq", "ioredis", "pg", "pg-native", "chromadb", "esbuild", "playwright", "playwright-core"];

/** Each source file's import.meta.url (and dirname, filename) as the transpiled file's beside the bundle would have it. */
function ownPlace(out: string): Plugin {
  return {
    name: "own-place",
    setup(plugin) {
      plugin.onLoad({ filter: /\.ts$/ }, (args) => {
        if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        const transpiled = path.join(out, path.relative(REPO, args.path)).replace(/\.ts$/, ".js");
        const contents = readFileSync(args.path, "utf8")
          .replaceAll("import.meta.url", JSON.stringify(pathToFileURL(transpiled).href))
          .replaceAll("import.meta.dirname", JSON.stringify(path.dirname(transpiled)))
          .replaceAll("import.meta.filename", JSON.stringify(transpiled));
        return { contents, loader: "ts" };
      });
    },
  };
}

let out = "";
let warmUp: ChildProcess | undefined;

export default async function setup(project: TestProject): Promise<() => void> {
  for (const name of existsSync(BUILDS) ? readdirSync(BUILDS) : []) {
    const pid = Number(name.replace(/^run-/, ""));
    if (!alive(pid)) rmSync(path.join(BUILDS, name), { recursive: true, force: true });
  }
  out = path.join(BUILDS, `run-${process.pid}`);
  rmSync(out, { recursive: true, force: true });
  await build({
    entryPoints: SOURCES.flatMap(typeScriptFiles),
    outbase: REPO,
    outdir: out,
    bundle: false,
    format: "esm",
    platform: "node",
    target: "node20",
    sourcemap: "inline",
    logLevel: "error",
  });
  await build({
    entryPoints: [path.join(REPO, "cli", "main.ts")],
    outfile: path.join(out, "cli", "main.bundle.cjs"),
    bundle: true,
    // CommonJS, so that V8 can cache its compiled code (test/support/cliEntry.cjs; Node 20 caches no ES module's) and
    // the packages left in node_modules load when the module importing them first runs, not all at start (--help and
    // input errors load none). Strict mode throughout, as the ES modules it is made of.
    format: "cjs",
    banner: { js: '"use strict";' },
    // import() of a package left in node_modules as require(), as for the bundled ones (the code cache's script has no
    // ES module loader of its own).
    supported: { "dynamic-import": false },
    platform: "node",
    target: "node20",
    external: BUNDLE_EXTERNAL,
    plugins: [ownPlace(out)],
    logLevel: "error",
  });
  // ESM for the transpiled files (the nearest package.json under node_modules would be none).
  writeFileSync(path.join(out, "package.json"), '{ "type": "module" }\n');
  for (const folder of ASSETS) {
    cpSync(path.join(REPO, folder), path.join(out, folder), { recursive: true, filter: (file) => !file.endsWith(".ts") });
  }
  const entry = path.join(out, "entry", "cli", "main.ts");
  mkdirSync(path.dirname(entry), { recursive: true });
  writeFileSync(path.join(out, "entry", "package.json"), '{ "type": "commonjs" }\n');
  cpSync(path.join(REPO, "test", "support", "cliEntry.cjs"), entry);
  // One short run writes the bundle's code cache for the CLI processes of the tests (cliEntry.cjs); the tests do not
  // wait for it: those that start first compile the bundle as without a cache.
  warmUp = spawn(process.execPath, [entry, "run", "--hours", "1", "--out", path.join(out, "warm-up-run")], {
    env: { ...process.env, SIMULACRA_WRITE_CODE_CACHE: "1", OPENAI_API_KEY: "", OPENAI_BASE_URL: "" },
    stdio: "ignore",
  });
  warmUp.unref();
  project.provide("cliMain", entry);
  return () => {
    if (warmUp?.exitCode === null && warmUp.signalCode === null) warmUp.kill("SIGKILL");
    rmSync(out, { recursive: true, force: true });
  };
}
