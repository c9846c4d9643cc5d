/**
 * `--help`: alone, every command's options; after a command, that command's own page, listing every option the
 * command takes (read from its parseArgs table) and no other command's.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { helpFor, overview } from "../cli/help.js";
import { invokedAs } from "../servers/invocation.js";

const HELP = overview();

const COMMANDS = ["run", "resume", "history", "fork", "interview", "experiment", "replay", "compare", "thresholds", "examples", "worker"];

/** The options a command's parseArgs takes, read from its file. */
function optionsOf(command: string): string[] {
  const source = readFileSync(new URL(`../cli/commands/${command}.ts`, import.meta.url), "utf8");
  const table = source.slice(source.indexOf("parseArgs({"));
  return [...table.matchAll(/"?([a-z][a-z-]*)"?: \{ type: "(?:string|boolean)"/g)].map((m) => `--${m[1]}`);
}

describe("--help", () => {
  it.each(COMMANDS)("after %s shows that command's page with every option it takes", (command) => {
    const page = helpFor(command);
    expect(page.startsWith(`simulacra ${command}: `)).toBe(true);
    expect(page).toContain(`Usage: ${invokedAs()} ${command}`);
    const options = optionsOf(command);
    expect(options.length).toBeGreaterThan(0);
    for (const option of options) expect(page, `${command} ${option}`).toMatch(new RegExp(`${option}\\b`));
    // No other command's options block.
    for (const other of COMMANDS.filter((c) => c !== command)) expect(page).not.toContain(`\n${other} options:`);
  });

  it("alone is the overview: every command and every command's options", () => {
    expect(helpFor(undefined)).toBe(HELP);
    for (const command of COMMANDS) {
      expect(HELP).toMatch(new RegExp(`\\n  ${command}\\b`));
      expect(HELP).toContain(`${command} options:`);
      for (const option of optionsOf(command)) expect(HELP, `${command} ${option}`).toMatch(new RegExp(`${option}\\b`));
    }
  });
});
