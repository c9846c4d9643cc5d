/**
 * Serves a run's replay page on 127.0.0.1 (the page also opens from the file system; a server helps a browser
 * on another machine's forwarded port, or one that refuses file pages). Only the page's files are served (a run
 * folder's replay.html, replay/*.js, experiment.md and experiment/*.svg) and only of the runs the page shows: the
 * run, the runs it was forked from, and their forks (so a fork's page can show its parent, and a parent's page open
 * its forks). A file is served only when its real path, links resolved, lies in one of those run folders.
 * The pages it serves carry a token for their actions under /api/ (pageActions.ts: the branch tree, comparisons,
 * fork and interview), which answer only requests with it.
 */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { runLineage } from "../town/runLineage.js";
import { REPLAY_DIR, REPLAY_PAGE } from "./replayFormat.js";
import { forksOf } from "./replayWriter.js";
import { replayPageFor } from "./replayPage.js";
import { PageActions, type PageActionsOptions } from "./pageActions.js";

export interface ReplayServer {
  url: string;
  port: number;
  /** The token the served pages carry for their actions (pageActions.ts). */
  token: string;
  close(): Promise<void>;
}

/** The deepest folder holding all of `folders`. */
function commonFolder(folders: string[]): string {
  let base = path.resolve(folders[0]!);
  for (const f of folders.slice(1)) {
    const target = path.resolve(f);
    while (!(target === base || target.startsWith(base + path.sep))) base = path.dirname(base);
  }
  return base;
}

/** The run folders a run's page shows: the run, its ancestors, and every fork of any of them (forks of forks too). */
export function servedRunFolders(folder: string): string[] {
  const found = new Set<string>();
  const visit = (f: string) => {
    const real = fs.realpathSync(f);
    if (found.has(real)) return;
    found.add(real);
    for (const fork of forksOf(real)) visit(fork.folder);
  };
  for (const { folder: f } of runLineage(folder)) visit(f);
  return [...found];
}

/** Whether a path inside a run folder is one of the page's files. */
function isPageFile(relative: string): boolean {
  const parts = relative.split(path.sep);
  if (parts.length === 1) return parts[0] === REPLAY_PAGE || parts[0] === "experiment.md";
  if (parts.length !== 2) return false;
  const [dir, name] = parts as [string, string];
  return (dir === REPLAY_DIR && /^[\w.-]+\.js$/.test(name)) || (dir === "experiment" && /^[\w.-]+\.svg$/.test(name));
}

/**
 * The file a request path names (relative to `base`), when it is a page file of one of `runs` (real paths) once
 * every link is resolved; else null.
 */
export function replayFileFor(base: string, runs: readonly string[], urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath.split("?")[0]!);
  } catch {
    return null;
  }
  const file = path.resolve(base, `.${path.posix.normalize(`/${decoded}`)}`);
  let real: string;
  try {
    real = fs.realpathSync(file);
    if (!fs.statSync(real).isFile()) return null;
  } catch {
    return null;
  }
  for (const run of runs) {
    const relative = path.relative(run, real);
    if (relative && !relative.startsWith("..") && !path.isAbsolute(relative) && isPageFile(relative)) return real;
  }
  return null;
}

export async function serveReplay(folder: string, options: { port?: number } & PageActionsOptions = {}): Promise<ReplayServer> {
  const run = path.resolve(folder);
  const base = commonFolder(runLineage(run).map((r) => r.folder).map((f) => path.dirname(f)));
  // Read per request: a fork made while the page is open is served too.
  const runs = () => servedRunFolders(run);
  const pageOf = (f: string) => `/${path.relative(base, path.join(f, REPLAY_PAGE)).split(path.sep).map(encodeURIComponent).join("/")}`;
  const pagePath = pageOf(run);
  // The page's actions (fork, interview, compare) under /api/, for the pages this server hands out.
  const actions = new PageActions(runs, pageOf, { cli: options.cli });
  let port = 0;
  const server = http.createServer((req, res) => {
    if ((req.url ?? "").startsWith("/api/")) {
      void actions.handle(req, res, port);
      return;
    }
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { allow: "GET, HEAD" }).end();
      return;
    }
    const urlPath = (req.url ?? "/").split("?")[0]!;
    if (urlPath === "/") {
      res.writeHead(302, { location: pagePath }).end();
      return;
    }
    const file = replayFileFor(base, runs(), urlPath);
    if (!file) {
      res.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("Not a replay file of a run folder here.\n");
      return;
    }
    const type = file.endsWith(".html")
      ? "text/html; charset=utf-8"
      : file.endsWith(".svg")
        ? "image/svg+xml"
        : file.endsWith(".md")
          ? "text/markdown; charset=utf-8"
          : "text/javascript; charset=utf-8";
    res.writeHead(200, { "content-type": type, "cache-control": "no-store" });
    if (req.method === "HEAD") res.end();
    // A run's page as this version writes it (a folder's copy may be older), with the token for its actions.
    else if (path.basename(file) === REPLAY_PAGE) res.end(actions.pageWithToken(replayPageFor(path.dirname(file))));
    else fs.createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  port = (server.address() as { port: number }).port;
  return {
    url: `http://127.0.0.1:${port}${pagePath}`,
    port,
    token: actions.token,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
