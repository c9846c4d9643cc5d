/**
 * `npx simulacra studio` in a user's project: the langgraph.json it writes names every graph of the package's own, at
 * the entries the installed package ships (dist/studio/*.ts, where the LangGraph server reads their types), and a
 * project without the LangGraph CLI is told in one sentence what to install.
 */
import { mkdirSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { findLanggraphCli, LANGGRAPH_CLI_VERSION, projectConfig } from "../cli/commands/studio.js";

const repo = path.resolve(import.meta.dirname, "..");
const packageConfig = JSON.parse(readFileSync(path.join(repo, "langgraph.json"), "utf8")) as { graphs: Record<string, string> };
const devDependencies = (JSON.parse(readFileSync(path.join(repo, "package.json"), "utf8")) as { devDependencies: Record<string, string> }).devDependencies;

describe("simulacra studio", () => {
  it("writes a project's langgraph.json with every package graph at its entry under node_modules", () => {
    const project = "/home/me/my-village";
    const written = projectConfig(packageConfig, path.join(project, "node_modules", "simulacra", "dist"), project);
    expect(Object.keys(written.graphs)).toEqual(Object.keys(packageConfig.graphs));
    expect(written.graphs.town).toBe("./node_modules/simulacra/dist/studio/town.ts:townGraph");
    for (const [id, entry] of Object.entries(packageConfig.graphs)) {
      const [file, exportName] = entry.split(":");
      expect(written.graphs[id]).toBe(`./node_modules/simulacra/dist/${file!.replace(/^\.\//, "")}:${exportName}`);
    }
    expect(written.node_version).toBe("20");
  });

  it("names the package's graphs from a project above or beside the package too (a workspace)", () => {
    const written = projectConfig(packageConfig, "/work/node_modules/simulacra/dist", "/work/apps/web");
    expect(written.graphs.team).toBe("../../node_modules/simulacra/dist/studio/team.ts:teamGraph");
  });

  it("says in one sentence what to install when neither the project nor the package has the LangGraph CLI", () => {
    const project = mkdtempSync(path.join(tmpdir(), "studio-project-"));
    const lonePackage = path.join(mkdtempSync(path.join(tmpdir(), "studio-package-")), "simulacra");
    mkdirSync(lonePackage);
    expect(() => findLanggraphCli(project, lonePackage)).toThrow(
      `Studio's server is the LangGraph CLI, which ${project} does not have: npm install -D @langchain/langgraph-cli@${LANGGRAPH_CLI_VERSION}, then run this again.`,
    );
  });

  it("asks for the LangGraph CLI version the package is tested with", () => {
    expect(devDependencies["@langchain/langgraph-cli"]).toBe(LANGGRAPH_CLI_VERSION);
  });

  it("finds the project's own LangGraph CLI", () => {
    expect(findLanggraphCli(repo, "/nowhere")).toMatch(/@langchain[\\/]langgraph-cli[\\/]/);
  });
});
