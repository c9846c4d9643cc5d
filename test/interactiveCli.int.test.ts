/**
 * The command line as a person drives it, through standard input: `run --interactive` with a scripted session (run
 * some ticks, who is where, interview, keep an answer, whisper, errors, run until a time, quit), `history` showing
 * where the person changed the run, `resume --interactive` going on from the pause, and `interview --run --at` writing
 * the bundled interview to the run folder without touching the run. Each command is the real CLI in a child process.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { CLI } from "./support/cli.js";

const work = mkdtempSync(path.join(tmpdir(), "simulacra-interactive-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function cli(args: string[], input = "") {
  const result = spawnSync(process.execPath, [...CLI, ...args], {
    encoding: "utf8",
    input,
    env: { ...process.env, OPENAI_API_KEY: "", OPENAI_BASE_URL: "" },
    timeout: 300_000,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

const span = ["--start", "2024-05-06T09:00:00", "--hours", "2"];
const session = (folder: string) => path.join(work, folder);

describe("run --interactive, driven through standard input", () => {
  const folder = session("steered");

  it("runs, interviews, keeps, whispers and quits; every error is one line and the session goes on", { timeout: 400_000 }, () => {
    const script = [
      "help",
      "run 30",
      "who",
      "interview ada: What are you doing right now, and what comes next?",
      "schedule Tomas",
      "frobnicate",
      "run soon",
      "whisper Klaus: hello",
      "until 09:10",
      "interview tomas",
      "What is your plan for the rest of today?",
      "keep",
      "end",
      "whisper Mei: Tomas hopes I will read a poem on Friday",
      "log",
      "quit",
    ].join("\n");
    const { code, stdout, stderr } = cli(["run", ...span, "--out", folder, "--interactive"], `${script}\n`);
    expect(code, stderr).toBe(0);
    expect(stdout).toContain('Paused at 2024-05-06 09:00:00, step 3240. Type "help" for the commands.');
    expect(stdout).toContain("[2024-05-06 09:00:00, step 3240] > run 30\nPaused at 2024-05-06 09:05:00, step 3270.");
    // Where everyone is, in words: an object named by where it is ("behind the bakery counter") takes no "at the".
    expect(stdout).toMatch(/> who\n2024-05-06 09:05:00, step 3270\n {2}Ada Okafor: .+ behind the bakery counter.* on the shop floor\n {2}Tomas Reyes: .+ at the librarian's desk in the reading room\n/);
    // The place the action already names is not said again ("... behind the bakery counter ... behind the bakery counter").
    expect(stdout.match(/\n {2}Ada Okafor: [^\n]*/)![0].split("behind the bakery counter").length, "the counter named once").toBe(2);
    expect(stdout).not.toContain("at the behind");
    expect(stdout).toMatch(/> interview ada: What are you doing right now, and what comes next\?\n {2}Ada Okafor: Right now I'm \S.*\n {4}drew on /);
    expect(stdout).toMatch(/Tomas Reyes's plan for 2024-05-06:\n(?: [ >] \d\d:\d\d-\d\d:\d\d {2}.+\n)+/);
    expect(stdout).toContain('error: Unknown command "frobnicate": type "help" for the list.');
    expect(stdout).toContain('error: "soon" is not a number of ticks: try "run 30", "run 5m" or "run 1h".');
    expect(stdout).toContain('error: No persona "Klaus" in this town: Ada Okafor, Tomas Reyes, Mei Lin.');
    expect(stdout).toContain("> until 09:10\nPaused at 2024-05-06 09:10:00, step 3300.");
    expect(stdout).toMatch(/ {2}Tomas Reyes > What is your plan for the rest of today\?\n {2}Tomas Reyes: .+\n/);
    expect(stdout).toMatch(/ {2}Tomas Reyes > keep\n {2}kept as Tomas Reyes's memory node_\d+\n/);
    expect(stdout).toMatch(/> whisper Mei: Tomas hopes I will read a poem on Friday\nWhispered to Mei Lin at 2024-05-06 09:10:00, step 3300 \(memory node_\d+\)\./);
    expect(stdout).toMatch(/kept answer Tomas Reyes node_\d+: Q: What is your plan for the rest of today\? A: /);
    expect(stdout).toContain(`Go on later with: npm start -- resume --run ${folder} --interactive`);
    // Errors are lines of the session, never a stack on stderr.
    expect(stderr).not.toMatch(/\n\s+at /);
    // The outputs of a plain run, written up to the pause.
    expect(existsSync(path.join(folder, "timeline"))).toBe(true);
    const steps = readFileSync(path.join(folder, "movement.jsonl"), "utf8").trim().split("\n").map((l) => JSON.parse(l).step);
    expect(steps[0]).toBe(3240); // 09:00 is step 3240 from midnight
    expect(steps.at(-1)).toBe(3299);
  });

  it("moves exactly as a run that was never paused", { timeout: 300_000 }, () => {
    const plain = session("plain");
    const { code, stderr } = cli(["run", "--start", "2024-05-06T09:00:00", "--end", "2024-05-06T09:10:00", "--out", plain]);
    expect(code, stderr).toBe(0);
    expect(readFileSync(path.join(folder, "movement.jsonl"), "utf8")).toBe(readFileSync(path.join(plain, "movement.jsonl"), "utf8"));
  });

  it("opens a finished run paused at its end: whispers go in, running says to fork or extend it", { timeout: 300_000 }, () => {
    const plain = session("plain");
    const { code, stdout, stderr } = cli(["resume", "--run", plain, "--interactive"], "whisper ada: Tomas asked me for lemon tarts\nrun 5\nquit\n");
    expect(code, stderr).toBe(0);
    expect(stdout).toContain("Paused at 2024-05-06 09:10:00, step 3300.");
    expect(stdout).toMatch(/Whispered to Ada Okafor at 2024-05-06 09:10:00, step 3300 \(memory node_\d+\)\./);
    const extend = `npm start -- resume --run ${plain} --hours <n> --interactive (or --end <time>).`;
    expect(stdout).toContain(`error: The run is at its end (2024-05-06 09:10:00, step 3300): "fork" goes on in a new run folder; or quit and extend it with: ${extend}`);
    // Left at its end, the hint gives it more time: "go on later" would open a session with nothing to run.
    expect(stdout).toContain(`Left the run at its end, 2024-05-06 09:10:00, step 3300. Extend it with: ${extend}`);
    expect(stdout).not.toContain("Go on later");
  });

  it("an extended run's session runs on past the old end, as the hint at its end says", { timeout: 300_000 }, () => {
    const plain = session("plain");
    const { code, stdout, stderr } = cli(["resume", "--run", plain, "--hours", "0.1", "--interactive"], "run 1m\nquit\n");
    expect(code, stderr).toBe(0);
    expect(stdout).toContain("> run 1m\nPaused at 2024-05-06 09:11:00, step 3306.");
  });

  it("shows in the history where the person changed the run", { timeout: 120_000 }, () => {
    const { code, stdout } = cli(["history", "--run", folder]);
    expect(code).toBe(0);
    expect(stdout).toMatch(/2024-05-06T09:10:00 {2}step {3}3300 {2}\S+ {2}paused \(time\)\n {4}answer kept by Tomas Reyes \(node_\d+\): Q: What is your plan/);
    expect(stdout).toMatch(/ {4}whisper to Mei Lin \(node_\d+\): Tomas hopes I will read a poem on Friday/);
  });

  it("goes on from the pause with resume --interactive", { timeout: 300_000 }, () => {
    const { code, stdout, stderr } = cli(["resume", "--run", folder, "--interactive"], "run 1m\nquit\n");
    expect(code, stderr).toBe(0);
    expect(stdout).toContain("Paused at 2024-05-06 09:10:00, step 3300.");
    expect(stdout).toContain("> run 1m\nPaused at 2024-05-06 09:11:00, step 3306.");
  });

  it("interviews every persona with the bundled questions at a checkpoint, leaving the run as it was", { timeout: 300_000 }, () => {
    const before = cli(["history", "--run", folder]).stdout;
    const { code, stdout, stderr } = cli(["interview", "--run", folder, "--at", "2024-05-06T09:05"]);
    expect(code, stderr).toBe(0);
    expect(stdout).toContain("Interviewing Ada Okafor, Tomas Reyes, Mei Lin at 2024-05-06 09:05:00 (step 3270)");
    const answers = JSON.parse(readFileSync(path.join(folder, "interviews", "2024-05-06T09-05-00", "answers.json"), "utf8"));
    expect(answers).toMatchObject({ time: "2024-05-06T09:05:00", step: 3270, model: "simulated" });
    expect(answers.answers).toHaveLength(75);
    expect(new Set(answers.answers.map((a: { category: string }) => a.category))).toEqual(
      new Set(["self-knowledge", "memory", "plans", "reactions", "reflections"]),
    );
    for (const a of answers.answers) expect(a.answer.length).toBeGreaterThan(10);
    const page = readFileSync(path.join(folder, "interviews", "2024-05-06T09-05-00", "answers.md"), "utf8");
    expect(page).toContain("## Mei Lin");
    expect(page).toContain("**Who is Ada Okafor?**");
    expect(cli(["history", "--run", folder]).stdout).toBe(before);

    const one = cli(["interview", "--run", folder, "--persona", "mei", "--question", "What has been on your mind lately?"]);
    expect(one.code, one.stderr).toBe(0);
    expect(one.stdout).toMatch(/^Mei Lin \(2024-05-06 09:11:00\): Lately, I'm /m);
  });
});
