/**
 * The replay server over real HTTP on 127.0.0.1: it serves the page's files of the runs the page shows (the run, its
 * parent, their forks) and nothing else: not another run folder beside them, not a file outside, and not a link
 * that resolves outside a run folder (issue 25: a replay/x.js linked to a secret file was served).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serveReplay, type ReplayServer } from "../../drivers/replay/replayServer.js";
import { writeSyntheticRuns, type SyntheticRuns } from "../support/replayFixture.js";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "simulacra-replay-server-"));
const SECRET = "the secret outside every run folder";
let runs: SyntheticRuns;
let server: ReplayServer;

const get = async (urlPath: string) => {
  const res = await fetch(`http://127.0.0.1:${server.port}${urlPath}`, { redirect: "manual" });
  return { status: res.status, text: await res.text(), type: res.headers.get("content-type") };
};

beforeAll(async () => {
  runs = await writeSyntheticRuns(tmp);
  fs.writeFileSync(path.join(tmp, "secret.txt"), SECRET);
  // A folder beside the runs that looks like a run but is not one of this page's runs.
  const other = path.join(tmp, "someone-else");
  fs.mkdirSync(path.join(other, "replay"), { recursive: true });
  fs.copyFileSync(path.join(runs.parent, "run.json"), path.join(other, "run.json"));
  fs.writeFileSync(path.join(other, "replay", "index.js"), "// another run's data\n");
  // Links planted inside a served run folder, pointing out of it.
  fs.symlinkSync(path.join(tmp, "secret.txt"), path.join(runs.parent, "replay", "evil.js"));
  fs.symlinkSync("/etc/passwd", path.join(runs.fork, "replay", "passwd.js"));
  fs.symlinkSync(path.join(tmp, "secret.txt"), path.join(runs.parent, "experiment.md"));
  server = await serveReplay(runs.fork);
});

afterAll(async () => {
  await server?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe("the replay server", () => {
  it("serves the run's page and data, and its parent's", async () => {
    expect(server.url.startsWith("http://127.0.0.1:")).toBe(true);
    const page = await get(new URL(server.url).pathname);
    expect(page.status).toBe(200);
    expect(page.type).toMatch(/text\/html/);
    for (const run of ["morning-fork", "morning"]) {
      const index = await get(`/${run}/replay/index.js`);
      expect(index.status, run).toBe(200);
      expect(index.text).toContain("SimReplay.index");
    }
  });

  it("refuses links that resolve outside a run folder, other folders, and files that are not the page's", async () => {
    for (const urlPath of [
      "/morning/replay/evil.js",
      "/morning-fork/replay/passwd.js",
      "/morning/experiment.md",
      "/secret.txt",
      "/someone-else/replay/index.js",
      "/morning/run.json",
      "/morning/movement.jsonl",
      "/morning/../secret.txt",
      "/%2e%2e/%2e%2e/etc/passwd",
    ]) {
      const res = await get(urlPath);
      expect(res.status, urlPath).toBe(404);
      expect(res.text, urlPath).not.toContain(SECRET);
      expect(res.text, urlPath).not.toContain("root:");
    }
  });

  it("serves the experiment's report and charts beside the replay", async () => {
    const charts = path.join(runs.fork, "experiment");
    fs.mkdirSync(charts, { recursive: true });
    fs.writeFileSync(path.join(charts, "diffusion.svg"), '<svg xmlns="http://www.w3.org/2000/svg"></svg>');
    const chart = await get("/morning-fork/experiment/diffusion.svg");
    expect(chart.status).toBe(200);
    expect(chart.type).toBe("image/svg+xml");
  });
});
