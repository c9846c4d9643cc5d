import { describe, expect, it } from "vitest";
import { invokedAs } from "../../servers/invocation.js";

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
