/**
 * Integration: simulacra as a user gets it from npm. `npm pack` of the build (dist/, which `npm install` made through
 * `prepare`; built again first when a source is newer than it, as `prepare` would), the tarball
 * installed into an empty folder (from the npm cache where it can), then, from that folder only: plain Node imports
 * it, a strict TypeScript project type-checks against its .d.ts, the README's and the guides' TypeScript examples type-check and run
 * as written, and the `simulacra` bin runs a short town. No tsx anywhere (NODE_OPTIONS cleared).
 *
 * Slow by nature, hence the long hook timeout; nothing here is timed. better-sqlite3's install script runs as for a
 * user (`prebuild-install || node-gyp rebuild`), but its prebuilt binary, which a user's install downloads from
 * GitHub (out of reach here), is offered as a local prebuild packed from the repository's own better-sqlite3 of the
 * same version: without it every run compiled SQLite from source, over a minute of a 2-core machine (issue 26).
 */
import { execFile } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import semver from "semver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documentedBlocks, type DocumentedBlock } from "./support/readmeBlocks.js";

const run = promisify(execFile);
const root = fileURLToPath(new URL("..", import.meta.url));
const tsc = path.join(root, "node_modules", "typescript", "bin", "tsc");
const SETUP_TIMEOUT_MS = 45 * 60_000;
const STEP_TIMEOUT_MS = 15 * 60_000;

/** The environment of a user's shell: no loaders from the test runner, no model keys (the examples run offline). */
function userEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const key of ["NODE_OPTIONS", "OPENAI_API_KEY", "OPENAI_BASE_URL", "VITEST", "VITEST_WORKER_ID", "VITEST_POOL_ID"]) {
    delete env[key];
  }
  return env;
}

async function sh(file: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): Promise<{ stdout: string; stderr: string }> {
  try {
    return await run(file, args, { cwd, env: { ...userEnv(), ...env }, maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    throw new Error(`${path.basename(file)} ${args.join(" ")} (in ${cwd}) failed with ${e.code}:\n${e.stdout ?? ""}\n${e.stderr ?? ""}`);
  }
}

/** Newest (or oldest) modification time of the files under `entries`, in ms. */
function mtimes(entries: string[], pick: (a: number, b: number) => number, start: number): number {
  let found = start;
  for (const entry of entries) {
    const full = path.join(root, entry);
    if (!existsSync(full)) continue;
    const files = statSync(full).isDirectory()
      ? readdirSync(full, { recursive: true, withFileTypes: true }).filter((d) => d.isFile()).map((d) => path.join(d.parentPath, d.name))
      : [full];
    for (const file of files) found = pick(found, statSync(file).mtimeMs);
  }
  return found;
}

/**
 * Whether dist/ is the build of the sources as they are: every file of it written after the last change to what
 * `npm run build` reads. `npm install` has just built it on a fresh clone (CI, a new user), so the pack skips a
 * second full build (23 s of a 2-core machine); after an edit it is built again, so the test never packs stale code.
 */
function buildIsCurrent(): boolean {
  if (!existsSync(path.join(root, "dist", "index.js"))) return false;
  const sources = ["index.ts", "cli", "drivers", "graphs", "nodes", "prompts", "state", "tools", "servers", "studio", "examples", "villages", "scripts", "package.json", "tsconfig.json", "tsconfig.build.json", "langgraph.json"];
  return mtimes(["dist"], Math.min, Infinity) > mtimes(sources, Math.max, 0);
}

/**
 * A folder holding better-sqlite3's prebuilt binary as prebuild-install looks for it
 * (`<name>-v<version>-node-v<abi>-<platform>-<arch>.tar.gz`), packed from the repository's installed copy. The version
 * is the repository's; if the consumer's install resolved another, prebuild-install finds no file and compiles.
 */
async function betterSqlitePrebuild(): Promise<string> {
  const source = path.join(root, "node_modules", "better-sqlite3");
  const { version } = JSON.parse(readFileSync(path.join(source, "package.json"), "utf8")) as { version: string };
  const folder = path.join(tmp, "prebuilds");
  mkdirSync(folder);
  const file = `better-sqlite3-v${version}-node-v${process.versions.modules}-${process.platform}-${process.arch}.tar.gz`;
  await sh("tar", ["-czf", path.join(folder, file), "-C", source, "build/Release/better_sqlite3.node"], root);
  return folder;
}

let tmp = "";
let consumer = "";
let tarball = "";
let installed = "";
const manifest = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
  engines: { node: string };
  exports: Record<string, unknown>;
};
/** The README's and the guides' (docs/*.md) examples: a user copies them from either. */
const readmeBlocks: DocumentedBlock[] = documentedBlocks(root);
const blockFile = (block: DocumentedBlock) => `${block.file.replace(/\W+/g, "-")}-line-${block.line}.ts`;

/** Diagnostics of one strict `tsc` run over the consumer's files and the README's and guides' examples (emitted to out/). */
interface TypeCheck {
  diagnostics: string[];
  exitCode: number;
}
/** Started at the end of beforeAll and awaited by the tests that need it: the others run while it checks. */
let typeCheck: Promise<TypeCheck> | undefined;

async function typeCheckConsumer(): Promise<TypeCheck> {
  try {
    await run(process.execPath, [tsc, "-p", ".", "--pretty", "false"], { cwd: consumer, env: userEnv(), maxBuffer: 64 * 1024 * 1024 });
    return { diagnostics: [], exitCode: 0 };
  } catch (error) {
    // tsc exits non-zero on any error, ours or a dependency's (it still emits, so the examples can run).
    const failed = error as { code?: number; stdout?: string };
    return { exitCode: failed.code ?? 1, diagnostics: String(failed.stdout ?? error).split("\n").filter((l) => /error TS\d+/.test(l)) };
  }
}
function typeChecked(): Promise<TypeCheck> {
  if (!typeCheck) throw new Error("The consumer project was never type-checked (see the beforeAll error).");
  return typeCheck;
}

beforeAll(async () => {
  tmp = mkdtempSync(path.join(os.tmpdir(), "simulacra-package-"));
  if (!buildIsCurrent()) await sh("npm", ["run", "build"], root);
  const packed = await sh("npm", ["pack", "--ignore-scripts", "--json", "--pack-destination", tmp], root);
  const name = (JSON.parse(packed.stdout.slice(packed.stdout.indexOf("["))) as Array<{ filename: string }>)[0]!.filename;
  tarball = path.join(tmp, name);

  consumer = path.join(tmp, "consumer");
  mkdirSync(consumer);
  writeFileSync(path.join(consumer, "package.json"), JSON.stringify({ name: "consumer", private: true, type: "module" }));
  await sh("npm", ["install", "--prefer-offline", "--no-audit", "--no-fund", tarball], consumer, { npm_config_better_sqlite3_local_prebuilds: await betterSqlitePrebuild() });
  installed = path.join(consumer, "node_modules", "simulacra");

  // A consumer's strict project: its own file and every README and guide example, each a module of its own.
  writeFileSync(
    path.join(consumer, "consumer.ts"),
    `import { buildMemory, townBuilder, CharacterStore, SqliteStore, DEFAULT_THRESHOLDS, type Line } from "simulacra";
const rows: Line[] = [{ id: 1, attribute: "user", content: "Hello", display_name: "Lime", save_id: 1, parent_line_id: null }];
export const messages: Array<{ role: string; content: string }> = buildMemory(rows, { display_name: "Qin Ling" });
export const cooldown: number = DEFAULT_THRESHOLDS.chatCooldownTicks;
export const graph = townBuilder.compile();
export const stores = [CharacterStore, SqliteStore];
`,
  );
  for (const block of readmeBlocks) writeFileSync(path.join(consumer, blockFile(block)), `${block.code}\nexport {};\n`);
  // A CommonJS file of the same project, loading simulacra and LangGraph as docs/library.md says a CommonJS project must.
  writeFileSync(
    path.join(consumer, "commonjs.cts"),
    `async function main() {
  const { townBuilder } = await import("simulacra");
  const { InMemoryStore, MemorySaver } = await import("@langchain/langgraph");
  return townBuilder.compile({ checkpointer: new MemorySaver(), store: new InMemoryStore() });
}
export = main;
`,
  );
  writeFileSync(
    path.join(consumer, "tsconfig.json"),
    JSON.stringify({
      compilerOptions: {
        target: "ES2022",
        module: "NodeNext",
        moduleResolution: "NodeNext",
        strict: true,
        skipLibCheck: false,
        outDir: "out",
        rootDir: ".",
      },
      files: ["consumer.ts", "commonjs.cts", ...readmeBlocks.map(blockFile)],
    }),
  );
  typeCheck = typeCheckConsumer();
}, SETUP_TIMEOUT_MS);

afterAll(async () => {
  await typeCheck; // never leave tsc writing into the folder being removed
  if (tmp) rmSync(tmp, { recursive: true, force: true });
}, STEP_TIMEOUT_MS);

/** Every package.json of an installed package under `dir`/node_modules, nested ones included. */
function installedManifests(dir: string): string[] {
  const found: string[] = [];
  const modules = path.join(dir, "node_modules");
  if (!existsSync(modules)) return found;
  for (const entry of readdirSync(modules)) {
    if (entry.startsWith(".")) continue;
    const packages = entry.startsWith("@") ? readdirSync(path.join(modules, entry)).map((n) => path.join(entry, n)) : [entry];
    for (const name of packages) {
      const packageDir = path.join(modules, name);
      if (existsSync(path.join(packageDir, "package.json"))) found.push(path.join(packageDir, "package.json"));
      found.push(...installedManifests(packageDir));
    }
  }
  return found;
}

describe("the packed package", () => {
  it("carries the build, the bundled village, the README and the guides the CLI's messages name; no sources, tests, benchmarks or CI", async () => {
    const { stdout } = await sh("tar", ["-tzf", tarball], tmp);
    const files = stdout.split("\n").filter(Boolean).map((f) => f.replace(/^package\//, ""));
    expect(files).toEqual(expect.arrayContaining([
      "package.json", "README.md", "dist/index.js", "dist/index.d.ts", "dist/cli/main.js",
      "dist/villages/larkspur/base/reverie/meta.json", "dist/villages/larkspur/map/matrix/maze/collision_maze.csv",
      "dist/villages/larkspur/history.csv", "dist/villages/larkspur/village.yaml",
      // `new village` and `--help` point to these.
      "docs/villages.md", "docs/experiments.md", "docs/cognition.md", "docs/README.md",
    ]));
    // Studio's entries are the one TypeScript source shipped: the LangGraph server reads a graph's types from it.
    const studioEntry = (f: string) => /^dist\/studio\/\w+\.ts$/.test(f);
    const stray = files.filter(
      (f) => /^(test|bench|\.ci|docs\/images|examples|graphs|nodes|state|tools|prompts)\//.test(f) || (f.endsWith(".ts") && !f.endsWith(".d.ts") && !studioEntry(f)),
    );
    expect(stray).toEqual([]);
  });

  it("carries what `simulacra studio` serves from a user's project: every graph's Studio entry beside the package's langgraph.json", async () => {
    const { stdout } = await sh("tar", ["-tzf", tarball], tmp);
    const files = stdout.split("\n").filter(Boolean).map((f) => f.replace(/^package\//, ""));
    const { graphs } = JSON.parse(readFileSync(path.join(root, "langgraph.json"), "utf8")) as { graphs: Record<string, string> };
    const entries = Object.values(graphs).map((entry) => `dist/${entry.split(":")[0]!.replace(/^\.\//, "")}`);
    expect(files).toEqual(expect.arrayContaining(["dist/langgraph.json", "dist/studio/tsconfig.json", "dist/studio/studioGraph.ts", ...entries]));
  });

  it("points main, types, exports and bin at files of the build", () => {
    const pkg = JSON.parse(readFileSync(path.join(installed, "package.json"), "utf8")) as {
      main: string; types: string; exports: { ".": { types: string; default: string } }; bin: Record<string, string>;
    };
    for (const target of [pkg.main, pkg.types, pkg.exports["."].types, pkg.exports["."].default, pkg.bin.simulacra!]) {
      expect(target, target).toMatch(/^\.\/dist\//);
      expect(existsSync(path.join(installed, target)), target).toBe(true);
    }
    expect(readFileSync(path.join(installed, pkg.bin.simulacra!), "utf8")).toMatch(/^#!\/usr\/bin\/env node\n/);
  });

  it("needs no newer Node than its engines field says, in anything it installs", () => {
    const oldest = semver.minVersion(manifest.engines.node)!.version;
    const tooNew = installedManifests(consumer).flatMap((file) => {
      const pkg = JSON.parse(readFileSync(file, "utf8")) as { name?: string; version?: string; engines?: { node?: string } };
      const wants = pkg.engines?.node;
      return wants && !semver.satisfies(oldest, wants) ? [`${pkg.name}@${pkg.version} wants node ${wants}`] : [];
    });
    expect(tooNew, `simulacra says node ${manifest.engines.node}`).toEqual([]);
  });
});

/**
 * What runs from the installed package, each a process of its own started at once (vitest's maxConcurrency at a time,
 * 5 by default): the plain-Node import and the bin while tsc checks, then the examples tsc emitted. Each writes under
 * its own run folder.
 */
describe.concurrent("the installed package at work", () => {
  it("imports from plain Node and finds its bundled village inside the installed package", async ({ expect }) => {
    const script = `
      import { DEFAULT_VILLAGE, loadSmallville, memoryBuilderGraph, townGraph } from "simulacra";
      const village = loadSmallville(DEFAULT_VILLAGE.baseDir, DEFAULT_VILLAGE.mapDir);
      const { messages } = await memoryBuilderGraph.invoke({});
      console.log(JSON.stringify({ baseDir: DEFAULT_VILLAGE.baseDir, personas: village.meta.personaNames,
        messages: messages.length, town: typeof townGraph.invoke }));`;
    const { stdout } = await sh(process.execPath, ["--input-type=module", "-e", script], consumer);
    const out = JSON.parse(stdout.trim().split("\n").pop()!) as { baseDir: string; personas: string[]; messages: number; town: string };
    expect(out.baseDir.startsWith(path.join(installed, "dist", "villages"))).toBe(true);
    expect(out.personas).toEqual(["Ada Okafor", "Tomas Reyes", "Mei Lin"]);
    expect(out.messages).toBeGreaterThan(0);
    expect(out.town).toBe("function");
  }, STEP_TIMEOUT_MS);

  it("runs its bin (no tsx) for a short town: a run folder with checkpoints and a timeline per persona", async ({ expect }) => {
    const out = path.join(consumer, "runs", "short");
    const bin = path.join(consumer, "node_modules", ".bin", "simulacra");
    const { stdout } = await sh(bin, ["run", "--start", "2024-05-06T09:00:00", "--hours", "0.25", "--out", out], consumer);
    expect(stdout).toContain("Simulated 3 personas");
    for (const file of ["run.json", "checkpoints.sqlite", "memories.sqlite", "usage.md"]) {
      expect(existsSync(path.join(out, file)), file).toBe(true);
    }
    expect(readdirSync(path.join(out, "timeline")).sort()).toEqual(["Ada Okafor.md", "Mei Lin.md", "Tomas Reyes.md"]);
  }, STEP_TIMEOUT_MS);

  it("type-checks in a consumer's strict TypeScript project that checks every .d.ts (skipLibCheck false): tsc exits 0", async ({ expect }) => {
    const { diagnostics, exitCode } = await typeChecked();
    expect(diagnostics).toEqual([]);
    expect(exitCode).toBe(0);
  }, STEP_TIMEOUT_MS);

  it.for(readmeBlocks.filter((b) => b.run).map((b) => [b.file, b.line, b] as const))(
    "runs the example of %s at line %i as written",
    { timeout: STEP_TIMEOUT_MS },
    async ([, , block], { expect }) => {
      await typeChecked(); // tsc emits the examples
      const compiled = path.join(consumer, "out", blockFile(block).replace(/\.ts$/, ".js"));
      expect(existsSync(compiled), "the example was emitted (see the type-check test for its errors)").toBe(true);
      await sh(process.execPath, [compiled], consumer);
    },
  );
});
