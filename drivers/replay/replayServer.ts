/**
 * Serves a run's replay page on 127.0.0.1 (the page also opens from the file system; a server helps a browser
 * on another machine's forwarded port, or one that refuses file pages). Only replay files are served: a run
 * folder's replay.html and replay/*.js, for the run folders under the nearest folder that holds the run and the
 * runs it was forked from (so a fork's page can show its parent, and a parent's page open its sibling forks).
 */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { runLineage } from "../town/runLineage.js";
import { REPLAY_DIR, REPLAY_PAGE } from "./replayFormat.js";

export interface ReplayServer {
  url: string;
  port: number;
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

/** The file a request path names, when it is a replay file of a run folder under `base` (else null). */
export function replayFileFor(base: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath.split("?")[0]!);
  } catch {
    return null;
  }
  const file = path.resolve(base, `.${path.posix.normalize(`/${decoded}`)}`);
  if (!file.startsWith(base + path.sep)) return null;
  const name = path.basename(file);
  const parent = path.dirname(file);
  const runFolder = name === REPLAY_PAGE ? parent : path.basename(parent) === REPLAY_DIR && /^[\w.-]+\.js$/.test(name) ? path.dirname(parent) : null;
  if (!runFolder || !fs.existsSync(path.join(runFolder, "run.json")) || !fs.existsSync(file)) return null;
  return file;
}

export async function serveReplay(folder: string, options: { port?: number } = {}): Promise<ReplayServer> {
  const run = path.resolve(folder);
  const base = commonFolder(runLineage(run).map((r) => r.folder).map((f) => path.dirname(f)));
  const pagePath = `/${path.relative(base, path.join(run, REPLAY_PAGE)).split(path.sep).map(encodeURIComponent).join("/")}`;
  const server = http.createServer((req, res) => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { allow: "GET, HEAD" }).end();
      return;
    }
    const urlPath = (req.url ?? "/").split("?")[0]!;
    if (urlPath === "/") {
      res.writeHead(302, { location: pagePath }).end();
      return;
    }
    const file = replayFileFor(base, urlPath);
    if (!file) {
      res.writeHead(404, { "content-type": "text/plain; charset=utf-8" }).end("Not a replay file of a run folder here.\n");
      return;
    }
    const type = file.endsWith(".html") ? "text/html; charset=utf-8" : "text/javascript; charset=utf-8";
    res.writeHead(200, { "content-type": type, "cache-control": "no-store" });
    if (req.method === "HEAD") res.end();
    else fs.createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}${pagePath}`,
    port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
