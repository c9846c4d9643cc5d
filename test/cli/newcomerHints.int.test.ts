/**
 * Integration: what a newcomer meets when they mistype or ask from an installed package (issue 28). A mistyped command
 * or option gets a did-you-mean as persona and threshold names do; `--at` is read the same way by interview as by
 * fork (a word that is neither a time nor a checkpoint id is refused, not compared as text); the example village and
 * the help pages print commands as the user invoked the CLI (`npx simulacra` in a project, never `npm start`); a
 * --history row naming someone the village lacks is refused by its row before a run folder is made.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLI, asBin } from "../support/cli.js";
import { DEFAULT_VILLAGE } from "../../villages/index.js";

const tmp = mkdtempSync(path.join(os.tmpdir(), "simulacra-newcomer-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const said = (result: ReturnType<typeof spawnSync>) => ({ code: result.status, stdout: String(result.stdout), stderr: String(result.stderr) });
const offline = { OPENAI_API_KEY: "", OPENAI_BASE_URL: "" };
const cli = (args: string[]) => said(spawnSync(process.execPath, [...CLI, ...args], { encoding: "utf8", timeout: 300_000, env: { ...process.env, ...offline } }));
/** The bin as npx runs it in a user's project (the test build of cli/main.ts stands in for dist/cli/main.js). */
const asNpx = (args: string[]) => said(spawnSync(process.execPath, [
  ...asBin("/p/node_modules/.bin/simulacra"), ...args,
], { encoding: "utf8", timeout: 300_000, cwd: tmp, env: { ...process.env, ...offline, npm_lifecycle_event: "npx", npm_command: "exec" } }));

const RUN = path.join(tmp, "town");

beforeAll(() => {
  const made = cli(["run", "--out", RUN, "--start", "2024-05-06T09:00:00", "--hours", "0.2"]);
  expect(made.code, made.stderr).toBe(0);
}, 600_000);

describe("a mistyped word gets a did-you-mean", () => {
  it("a command a letter or two off is named", { timeout: 120_000 }, () => {
    const typo = cli(["histroy", "--run", RUN]);
    expect(typo.code).not.toBe(0);
    expect(typo.stderr).toContain(`Unknown command "histroy" (did you mean history?)`);
    expect(typo.stderr).not.toMatch(/\n\s+at /);
  });

  it("an option a letter off is named, from the command's own options", { timeout: 120_000 }, () => {
    const typo = cli(["run", "--hors", "1"]);
    expect(typo.code).not.toBe(0);
    expect(typo.stderr).toContain("Unknown option '--hors' (did you mean --hours?) for run");
    const far = cli(["history", "--frobnicate"]);
    expect(far.stderr).not.toContain("did you mean");
  });
});

describe("the interactive session reads a person's typos as the command line does", () => {
  it("a mistyped session command gets a did-you-mean, and a clock time that is no time runs nothing", { timeout: 300_000 }, () => {
    const folder = path.join(tmp, "session");
    const script = ["untl 10:00", "until 25:00", "quit"].join("\n");
    const result = spawnSync(process.execPath, [...CLI, "run", "--start", "2024-05-06T09:00:00", "--hours", "2", "--out", folder, "--interactive"], {
      encoding: "utf8", input: `${script}\n`, timeout: 300_000, env: { ...process.env, ...offline },
    });
    const out = String(result.stdout) + String(result.stderr);
    expect(out).toContain(`Unknown command "untl" (did you mean until?)`);
    expect(out).toContain(`"25:00" is not a time`);
    expect(out).not.toContain("Paused at the run's end");
  });
});

describe("leaving at once", () => {
  it("a session quit before any run says no time passed, not 'from 09:00 to 09:00 (0 ticks)'", { timeout: 300_000 }, () => {
    const folder = path.join(tmp, "quitAtOnce");
    const result = spawnSync(process.execPath, [...CLI, "run", "--start", "2024-05-06T09:00:00", "--hours", "1", "--out", folder, "--interactive"], {
      encoding: "utf8", input: "quit\n", timeout: 300_000, env: { ...process.env, ...offline },
    });
    expect(result.status, String(result.stderr)).toBe(0);
    expect(String(result.stdout)).toContain("No simulated time passed: 3 personas are still at 2024-05-06T09:00:00.");
    expect(String(result.stdout)).not.toContain("(0 ticks)");
  });
});

describe("--at is read one way", () => {
  it("interview refuses an --at that is neither a time nor a checkpoint, as fork does", { timeout: 300_000 }, () => {
    const interview = cli(["interview", "--run", RUN, "--at", "banana", "--persona", "Ada", "--question", "What are you doing?"]);
    expect(interview.code).not.toBe(0);
    expect(interview.stderr).toContain(`has no checkpoint "banana" (npm start -- history --run ${RUN} lists its checkpoints and times)`);
    expect(interview.stdout).not.toContain("Ada Okafor (");
    const fork = cli(["fork", "--run", RUN, "--at", "banana", "--out", path.join(tmp, "never")]);
    expect(fork.stderr).toContain(`has no checkpoint "banana"`);
  });
});

describe("a --history row for someone the village does not have", () => {
  it("is named by its row before anything runs, and no run folder is left", { timeout: 300_000 }, () => {
    const csv = path.join(tmp, "history.csv");
    writeFileSync(csv, "Name,Whisper\nAda Okafor,bakes the bread\nKlaus Mueller,studies gentrification\n");
    const out = path.join(tmp, "with-history");
    const village = ["--scenario", DEFAULT_VILLAGE.baseDir, "--map", DEFAULT_VILLAGE.mapDir, "--history", csv, "--hours", "0.1"];
    const given = cli(["run", ...village, "--out", out]);
    expect(given.code).toBe(1);
    expect(given.stderr.trim()).toBe(`simulacra: ${csv}: row 3: no persona "Klaus Mueller" in this village; its people: Ada Okafor, Tomas Reyes, Mei Lin`);
    expect(existsSync(out), "no folder at --out").toBe(false);
    // Nor a default folder (runs/<date-time>) where the command ran.
    const where = mkdtempSync(path.join(tmp, "cwd-"));
    const inPlace = said(spawnSync(process.execPath, [...CLI, "run", ...village], { encoding: "utf8", cwd: where, timeout: 300_000, env: { ...process.env, ...offline } }));
    expect(inPlace.code).toBe(1);
    expect(readdirSync(where)).toEqual([]);
  });
});

describe("a folder of another kind", () => {
  it("a run.json another tool wrote is named as not a run folder, for every command that reads one", { timeout: 300_000 }, () => {
    const other = path.join(tmp, "other");
    mkdirSync(other, { recursive: true });
    for (const json of ["{}", '{ "name": "my-app", "version": "1.0.0" }', "[]"]) {
      writeFileSync(path.join(other, "run.json"), json);
      for (const command of [["history", "--run", other], ["resume", "--run", other]]) {
        const said = cli(command);
        expect(said.code, json).not.toBe(0);
        expect(said.stderr.trim(), json).toBe(`simulacra: ${other} is not a simulacra run folder: its run.json has no endTime (a run folder is what run, fork or experiment writes).`);
      }
    }
  });
});

describe("from an installed package", () => {
  it("the example village's first comment and the run help print npx commands", { timeout: 120_000 }, () => {
    const made = asNpx(["new", "village", "mine"]);
    expect(made.code, made.stderr).toBe(0);
    const yaml = readFileSync(path.join(tmp, "mine", "village.yaml"), "utf8");
    expect(yaml.split("\n").slice(0, 3).join("\n")).toContain("Run it with:   npx simulacra run --village mine --hours 2");
    const help = asNpx(["run", "--help"]);
    expect(help.stdout).toContain("npx simulacra new village <dir>");
    // (The worker's page may tell what happens under npm start; no command to type may start with it.)
    for (const text of [made.stdout, yaml, help.stdout, asNpx(["--help"]).stdout]) expect(text).not.toContain("npm start --");
  });

  it("every guide the help pages, new village and its example name is a file from where they are read", { timeout: 120_000 }, () => {
    const made = asNpx(["new", "village", "guided"]);
    expect(made.code, made.stderr).toBe(0);
    const texts = [made.stdout, readFileSync(path.join(tmp, "guided", "village.yaml"), "utf8"), asNpx(["--help"]).stdout,
      asNpx(["experiment", "--help"]).stdout, asNpx(["run", "--help"]).stdout];
    const guides = texts.flatMap((text) => text.match(/\S*docs\/[\w-]+\.md/g) ?? []).map((guide) => guide.replace(/^\(/, ""));
    expect(guides.length).toBeGreaterThanOrEqual(6);
    for (const guide of guides) expect(existsSync(path.resolve(tmp, guide)), guide).toBe(true);
  });
});
