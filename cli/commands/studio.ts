/**
 * `npx simulacra studio`: LangGraph Studio's server for the package's graphs, from a user's own project. Where the
 * project has no langgraph.json, it writes one naming the package's graphs (their Studio entries, shipped in
 * dist/studio/), so a user can add graphs of their own beside them; then it serves that file's graphs on 127.0.0.1 with
 * the LangGraph CLI the project installed (`npm install -D @langchain/langgraph-cli`), as `npm run dev` does here.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { langgraphCliPath, PROJECT_ROOT, serveStudio } from "../../servers/devServer.js";
import { guidePath, shownPath } from "../../servers/invocation.js";
import { UsageError } from "../options.js";

/** The LangGraph CLI this package is tested with (package.json's devDependency). */
export const LANGGRAPH_CLI_VERSION = "2.0.0";

/** The package's langgraph.json: `langgraph.json` here, `dist/langgraph.json` beside dist/studio/ when installed. */
const PACKAGE_GRAPHS = fileURLToPath(new URL("../../langgraph.json", import.meta.url));

interface LanggraphConfig {
  node_version?: string;
  graphs: Record<string, string>;
}

/**
 * The langgraph.json a project gets: the package's graphs under their own ids, each path made relative to the project
 * (`./node_modules/simulacra/dist/studio/town.ts:townGraph`), as the LangGraph CLI reads them.
 */
export function projectConfig(packageConfig: LanggraphConfig, packageDir: string, projectDir: string): LanggraphConfig {
  const graphs = Object.fromEntries(
    Object.entries(packageConfig.graphs).map(([id, entry]) => {
      const [file, exportName] = entry.split(":");
      const relative = path.relative(projectDir, path.resolve(packageDir, file!)).split(path.sep).join("/");
      return [id, `${relative.startsWith(".") ? "" : "./"}${relative}:${exportName}`];
    }),
  );
  return { node_version: packageConfig.node_version ?? "20", graphs };
}

/** The LangGraph CLI's entry: the project's own, else one beside the package (this repository's devDependency). */
export function findLanggraphCli(projectDir: string, packageRoot: string = PROJECT_ROOT): string {
  for (const from of [projectDir, packageRoot]) {
    try {
      return langgraphCliPath(from);
    } catch {
      // not installed there
    }
  }
  throw new UsageError(
    `Studio's server is the LangGraph CLI, which ${shownPath(projectDir)} does not have: ` +
      `npm install -D @langchain/langgraph-cli@${LANGGRAPH_CLI_VERSION}, then run this again.`,
  );
}

export async function commandStudio(argv: string[]): Promise<void> {
  const projectDir = process.cwd();
  const cli = findLanggraphCli(projectDir);
  const config = path.join(projectDir, "langgraph.json");
  if (existsSync(config)) {
    console.log(`Serving the graphs of ${shownPath(config)}.`);
  } else {
    const packageConfig = JSON.parse(readFileSync(PACKAGE_GRAPHS, "utf8")) as LanggraphConfig;
    const written = projectConfig(packageConfig, path.dirname(PACKAGE_GRAPHS), projectDir);
    writeFileSync(config, `${JSON.stringify(written, null, 2)}\n`);
    console.log(
      `Wrote ${shownPath(config)} with the package's ${Object.keys(written.graphs).length} graphs ` +
        `(${Object.keys(written.graphs).join(", ")}); add your own beside them (${guidePath("studio.md")}).`,
    );
  }
  await serveStudio({ cwd: projectDir, argv, cli });
  // The server's process group runs until Ctrl-C (or a kill); serveStudio ends this process with it.
  await new Promise<never>(() => {});
}
