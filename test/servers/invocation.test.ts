import { describe, expect, it } from "vitest";
import { existsSync } from "node:fs";
import path from "node:path";
import { commandLine, guidePath, invokedAs, shellWord } from "../../servers/invocation.js";

describe("invokedAs: the command a person types next, as they typed the first", () => {
  const node = "/usr/bin/node";
  it.each([
    ["npm start in the repository", [node, "/repo/node_modules/.bin/tsx", "cli/main.ts"], { npm_lifecycle_event: "start" }, "npm start --"],
    ["npx simulacra in a user's project", [node, "/p/node_modules/.bin/simulacra"], { npm_lifecycle_event: "npx", npm_command: "exec" }, "npx simulacra"],
    ["the bin on PATH (a global install)", [node, "/usr/local/bin/simulacra"], { PATH: "/usr/bin:/usr/local/bin" }, "simulacra"],
    ["the project's bin by its path (./node_modules/.bin/simulacra)", [node, "/p/node_modules/.bin/simulacra"], { PATH: "/usr/bin:/usr/local/bin" }, "npx simulacra"],
    ["the bin's file run by node", [node, "/p/node_modules/simulacra/dist/cli/main.js"], {}, "npx simulacra"],
    ["the repository's entry under tsx (the tests)", [node, "/work/runs/cli/main.ts"], {}, "npm start --"],
    ["npx tsx cli/main.ts in the repository", [node, "/work/runs/cli/main.ts"], { npm_lifecycle_event: "npx", npm_command: "exec" }, "npm start --"],
    ["the package used from a program", [node, "/p/simulate.mjs"], {}, "npx simulacra"],
  ] as const)("%s", (_what, argv, env, expected) => {
    expect(invokedAs(argv, env)).toBe(expected);
  });
});

describe("shellWord and commandLine: a value in a printed command is one word where it is pasted", () => {
  it.each([
    ["a plain folder", "runs/morning", "linux", "runs/morning"],
    ["a folder with a space", "/tmp/my runs/morning", "linux", '"/tmp/my runs/morning"'],
    ["a folder with a dollar or a quote", "/tmp/$HOME's", "linux", `'/tmp/$HOME'\\''s'`],
    ["a POSIX name with a backslash", "a\\b", "linux", "'a\\b'"],
    ["a Windows path", "C:\\Users\\ada\\runs\\morning", "win32", "C:\\Users\\ada\\runs\\morning"],
    ["a Windows path with a space", "C:\\My Runs\\morning", "win32", '"C:\\My Runs\\morning"'],
    ["nothing", "", "linux", '""'],
  ] as const)("%s", (_what, word, platform, expected) => {
    expect(shellWord(word, platform)).toBe(expected);
  });

  it("quotes each value put into the tag, not the words around it", () => {
    const folder = "/tmp/my runs/morning";
    expect(commandLine`resume --run ${folder} --hours <n>`).toMatch(/ resume --run "\/tmp\/my runs\/morning" --hours <n>$/);
    expect(commandLine("thresholds")).toMatch(/ thresholds$/);
  });
});

describe("guidePath: a guide the CLI names is a file where the person reads the message", () => {
  it.each([
    ["in the repository", "/repo", "/repo", "docs/villages.md"],
    ["in a project that installed the package", "/p", "/p/node_modules/simulacra", "node_modules/simulacra/docs/villages.md"],
    ["in a folder of that project", "/p/villages", "/p/node_modules/simulacra", "/p/node_modules/simulacra/docs/villages.md"],
  ] as const)("%s", (_what, cwd, root, expected) => {
    expect(guidePath("villages.md", cwd, root)).toBe(expected);
  });

  it("finds this package's own guides", () => {
    const repo = path.resolve(import.meta.dirname, "../..");
    expect(guidePath("villages.md", repo)).toBe("docs/villages.md");
    expect(existsSync(path.resolve(repo, guidePath("experiments.md", repo)))).toBe(true);
  });
});
