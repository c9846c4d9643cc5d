/**
 * Generated villages on the replay page, in a real browser (Debian's chromium), from real runs of the CLI with the
 * simulated model (issue 22): Saltmere (villages/harbour) and the example `new village` writes. At the whole-town
 * view and zoomed in, every shown place name is inside the map's view, none overlaps another, a bubble, a marker or
 * the zoom buttons; the buildings are named; doors, walls, hedges, streets and floors are drawn in their own colours;
 * and every object has a sign of its kind.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect } from "vitest";
import { colorDistance, decodePng, describeBrowser, launchBrowser, openPage } from "../support/browser.js";
import { CLI } from "../support/cli.js";
import { readVillageSpec } from "../../tools/world/villageSpecFile.js";

const REPO = fileURLToPath(new URL("../..", import.meta.url));
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "simulacra-village-page-"));
// The original village with its 25 people sits beside the project's folder (../shared/smallville; see its README).
const SMALLVILLE = path.resolve(REPO, "..", "shared", "smallville");
const THE_VILLE_MAP = path.join(SMALLVILLE, "the_ville");
const THE_VILLE_25 = fs.existsSync(path.join(SMALLVILLE, "base_the_ville_n25", "reverie", "meta.json")) && fs.existsSync(THE_VILLE_MAP) ? path.join(SMALLVILLE, "base_the_ville_n25") : null;
const theVilleRun = path.join(tmp, "the-ville");

interface Box { x: number; y: number; width: number; height: number }
const intersect = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const inside = (a: Box, b: Box) => a.x >= b.x - 0.5 && a.y >= b.y - 0.5 && a.x + a.width <= b.x + b.width + 0.5 && a.y + a.height <= b.y + b.height + 0.5;
const call = <T>(page: Page, method: string, ...args: unknown[]) =>
  page.evaluate(({ method, args }) => (globalThis as any).simReplay[method](...args), { method, args }) as Promise<T>;

/** Waits for the page to draw two frames (a view moved by a hook is drawn on the next one). */
const nextFrames = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => (globalThis as any).requestAnimationFrame(() => (globalThis as any).requestAnimationFrame(resolve))));

/** Runs a command of the CLI; resolves once it exited 0 (the runs are made side by side). */
function cli(args: string[]): Promise<void> {
  const child = spawn(process.execPath, [...CLI, ...args], { cwd: REPO, stdio: ["ignore", "ignore", "pipe"], timeout: 300_000, env: { ...process.env, OPENAI_API_KEY: "", OPENAI_BASE_URL: "" } });
  let stderr = "";
  child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(" ")} exited with ${code}: ${stderr}`))));
  });
}

/** The first step at which someone speaks, from a run's movement log. */
function firstTalk(run: string): number | null {
  for (const line of fs.readFileSync(path.join(run, "movement.jsonl"), "utf8").split("\n")) {
    if (!line.trim()) continue;
    const entry = JSON.parse(line) as { step: number; persona: Record<string, { chat: unknown[] | null }> };
    if (Object.values(entry.persona).some((p) => p.chat?.length)) return entry.step;
  }
  return null;
}

/**
 * How far a person's name is drawn from the marker's box, in pixels (0 when touching): a name further off, above a
 * neighbour's emoji in a crowd, reads as someone else's (Kit's at Saltmere's inn at 17:30 was 37 px up).
 */
function awayFromMarker(name: Box, at: { x: number; y: number; r: number }): number {
  const dx = Math.max(at.x - at.r - (name.x + name.width), 0, name.x - (at.x + at.r));
  const dy = Math.max(at.y - at.r - (name.y + name.height), 0, name.y - (at.y + at.r));
  return Math.hypot(dx, dy);
}

/**
 * What must hold wherever the view is: every name shown is inside the map's view and overlaps no other name, no
 * bubble, no persona's marker, no door and not the zoom buttons. Returns the names shown.
 */
async function checkNames(page: Page, where: string, people: string[]): Promise<Array<{ kind: string; text: string; box: Box }>> {
  const labels = await call<Array<{ kind: string; text: string; box: Box }>>(page, "labels");
  const stage = (await page.locator("#stage").boundingBox())!;
  const zoom = (await page.locator("#zoom-controls").boundingBox())!;
  const bubbles = await call<Array<{ box: Box }>>(page, "bubbles");
  const markers: Box[] = [];
  const wrong: string[] = [];
  for (const name of people) {
    const at = await call<{ screen: { x: number; y: number; r: number } | null; name: Box | null } | null>(page, "personaAt", name);
    if (at?.screen) markers.push({ x: at.screen.x - at.screen.r, y: at.screen.y - at.screen.r, width: 2 * at.screen.r, height: 2 * at.screen.r });
    // A person's name is drawn touching its marker, or not at all.
    if (at?.screen && at.name && awayFromMarker(at.name, at.screen) > 4) wrong.push(`${name}'s name ${Math.round(awayFromMarker(at.name, at.screen))} px from the marker`);
  }
  expect(markers.length, where).toBeGreaterThan(0);
  // The doors (each a tile of the wall; the_ville's may be wider).
  const doors: Box[] = [];
  const [a, b] = [await call<{ x: number }>(page, "tileToScreen", 0, 0), await call<{ x: number }>(page, "tileToScreen", 1, 0)];
  const tile = b.x - a.x;
  for (const d of await call<Array<{ x: number; y: number; length: number; side: string }>>(page, "doors")) {
    const c = await call<{ x: number; y: number }>(page, "tileToScreen", d.x, d.y);
    const across = d.side === "n" || d.side === "s";
    doors.push({ x: c.x - tile / 2, y: c.y - tile / 2, width: (across ? d.length : 1) * tile, height: (across ? 1 : d.length) * tile });
  }
  labels.forEach((a, i) => {
    if (!inside(a.box, stage)) wrong.push(`${a.text} outside the map's view`);
    if (intersect(a.box, zoom)) wrong.push(`${a.text} under the zoom buttons`);
    for (const b of labels.slice(i + 1)) if (intersect(a.box, b.box)) wrong.push(`${a.text} overlaps ${b.text}`);
    for (const b of bubbles) if (intersect(a.box, b.box)) wrong.push(`${a.text} under a bubble`);
    for (const m of markers) if (intersect(a.box, m)) wrong.push(`${a.text} over a person`);
    for (const d of doors) if (intersect(a.box, d)) wrong.push(`${a.text} over a door`);
  });
  expect(wrong, where).toEqual([]);
  return labels;
}

describeBrowser("a generated village on the replay page", (test) => {
  let browser: Browser;
  const runs: Record<string, { folder: string; spec: string }> = {};
  const pages: Array<{ page: Page; errors: string[] }> = [];
  const open = async (url: string) => {
    const opened = await openPage(browser, url);
    pages.push(opened);
    return opened.page;
  };

  beforeAll(async () => {
    const example = path.join(tmp, "fernhollow");
    runs.Saltmere = { folder: path.join(tmp, "saltmere"), spec: path.join(REPO, "villages", "harbour") };
    runs.Fernhollow = { folder: path.join(tmp, "fernhollow-run"), spec: example };
    // Each village's run in a process of its own, at once; the browser starts meanwhile.
    const launching = launchBrowser();
    const made = await Promise.allSettled([
      cli(["run", "--village", runs.Saltmere.spec, "--start", "2025-06-02T07:00:00", "--hours", "0.5", "--out", runs.Saltmere.folder]),
      cli(["new", "village", example]).then(() => cli(["run", "--village", example, "--hours", "1.5", "--out", runs.Fernhollow!.folder])),
      // the_ville's 25 from 10:00 for 18 minutes (up to four talk at once in crowded streets, families at home), loaded
      // from ../shared.
      ...(THE_VILLE_25 ? [cli(["run", "--scenario", THE_VILLE_25, "--map", THE_VILLE_MAP, "--start", "2023-02-13T10:00:00", "--hours", "0.3", "--out", theVilleRun])] : []),
    ]);
    browser = await launching;
    for (const m of made) if (m.status === "rejected") throw m.reason;
  }, 600_000);
  afterEach(async () => {
    for (const { page, errors } of pages.splice(0)) {
      await page.close();
      expect(errors, "console errors").toEqual([]);
    }
  });
  afterAll(async () => {
    await browser?.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  for (const village of ["Saltmere", "Fernhollow"]) {
    test(`${village}: names its buildings, rooms and objects, none over another, a bubble, a person, a door or the zoom buttons`, async () => {
      const { folder, spec } = runs[village]!;
      const { places, people } = readVillageSpec(spec).spec;
      const names = people.map((p) => p.name);
      const talk = firstTalk(folder);
      expect(talk, "a conversation in the run").not.toBeNull();
      const page = await open(pathToFileURL(path.join(folder, "replay.html")).href + `#step=${talk! + 2}`);
      expect((await call<unknown[]>(page, "bubbles")).length).toBeGreaterThan(0);

      // The whole town: the buildings' names (all but at most one in ten, where people crowd).
      const whole = await checkNames(page, "the whole town", names);
      const buildings = whole.filter((l) => l.kind === "building").map((l) => l.text);
      for (const name of buildings) expect(places.map((p) => p.sector)).toContain(name);
      expect(buildings.length, `shown: ${buildings.join(", ")}`).toBeGreaterThanOrEqual(Math.ceil(places.length * 0.9));

      // Closer: rooms are named, and closer still objects too, still apart, wherever the view goes.
      const shownRooms = new Set<string>();
      const shownObjects = new Set<string>();
      for (const zoom of [24, 44]) {
        await call(page, "zoom", zoom);
        for (const sector of places) {
          await call(page, "centerOn", sector.sector);
          await nextFrames(page);
          const close = await checkNames(page, `zoomed in on ${sector.sector} (${zoom} px a tile)`, names);
          for (const l of close) (l.kind === "room" ? shownRooms : l.kind === "object" ? shownObjects : new Set()).add(l.text);
        }
      }
      const rooms = places.flatMap((p) => p.arenas.map((a) => a.name));
      const objects = places.flatMap((p) => p.arenas.flatMap((a) => a.objects));
      expect([...shownRooms].filter((r) => !rooms.includes(r))).toEqual([]);
      expect(shownRooms.size).toBeGreaterThanOrEqual(new Set(rooms).size * 0.8);
      expect(shownObjects.size).toBeGreaterThanOrEqual(new Set(objects).size * 0.8);
    });
  }

  test(`the_ville's 25 in the whole town, on every frame where people talk: no bubble over anyone's name, each beside its speaker, no marker or emoji over another${THE_VILLE_25 ? "" : " (skipped: no Smallville data at ../shared/smallville)"}`, async ({ skip }) => {
    if (!THE_VILLE_25) return skip();
    const talk = firstTalk(theVilleRun);
    expect(talk, "a conversation in the run").not.toBeNull();
    const page = await open(pathToFileURL(path.join(theVilleRun, "replay.html")).href + `#step=${talk!}`);
    const names = (JSON.parse(fs.readFileSync(path.join(THE_VILLE_25, "reverie", "meta.json"), "utf8")) as { persona_names: string[] }).persona_names;
    const { last } = await call<{ first: number; last: number }>(page, "range");
    const wrong: string[] = [];
    let frames = 0, mostBubbles = 0, namesShown = 0;
    for (let step = talk!; step <= last; step++) {
      await call(page, "seek", step);
      await nextFrames(page);
      const bubbles = await call<Array<{ speaker: string; box: Box }>>(page, "bubbles");
      if (!bubbles.length) continue;
      frames += 1;
      mostBubbles = Math.max(mostBubbles, bubbles.length);
      const people = (
        await page.evaluate((names) => names.map((name) => ({ name, at: (globalThis as any).simReplay.personaAt(name) })), names)
      ).filter((p): p is { name: string; at: { screen: { x: number; y: number; r: number }; pill: Box | null; name: Box | null } } => Boolean(p.at?.screen));
      expect(people.length, `step ${step}`).toBe(names.length);
      for (const [i, { name: a, at: pa }] of people.entries()) {
        for (const { name: b, at: pb } of people.slice(i + 1)) {
          // Markers apart (a family in one room fans out), and their emoji too.
          if (Math.hypot(pa.screen.x - pb.screen.x, pa.screen.y - pb.screen.y) < pa.screen.r + pb.screen.r - 1) wrong.push(`step ${step}: ${a}'s marker over ${b}'s`);
          if (pa.pill && pb.pill && intersect(pa.pill, pb.pill)) wrong.push(`step ${step}: ${a}'s emoji over ${b}'s`);
        }
        // No name under any bubble, its speaker's or another's (in the crowded streets a bubble once hid a neighbour's
        // name whenever no spot beside its speaker was clear of them all: 33 names on 101 frames).
        for (const { speaker, box } of bubbles) if (pa.name && intersect(pa.name, box)) wrong.push(`step ${step}: ${speaker}'s bubble over ${a}'s name`);
        if (pa.name) {
          namesShown += 1;
          const off = awayFromMarker(pa.name, pa.screen);
          if (off > 4) wrong.push(`step ${step}: ${a}'s name ${Math.round(off)} px from the marker`);
        }
      }
      // A bubble sits beside its speaker: its box within a bubble's height of the marker (it once flew 300 px up, a
      // line drawn across the town to it); a bubble on the name's side sits beyond the name and the activity's emoji
      // (in a crowd, beyond a neighbour's emoji too: Klaus's, 79 px up), so their heights are part of "beside".
      for (const { speaker, box } of bubbles) {
        const { screen: at, name: label, pill } = people.find((p) => p.name === speaker)!.at;
        const gap = Math.hypot(Math.max(box.x - at.x, 0, at.x - box.x - box.width), Math.max(box.y - at.y, 0, at.y - box.y - box.height));
        if (gap > at.r + box.height * 0.5 + 24 + (label?.height ?? 0) + (pill?.height ?? 0)) wrong.push(`step ${step}: ${speaker}'s bubble ${Math.round(gap)} px from its speaker`);
      }
    }
    // The run reaches the crowded frames: four conversations at once.
    expect(mostBubbles, `${frames} frames with bubbles`).toBeGreaterThanOrEqual(4);
    expect(namesShown, `names drawn on ${frames} frames`).toBeGreaterThan(frames * 5);
    expect(wrong).toEqual([]);
  });

  test("Saltmere: doors, walls, hedges, streets and floors each in their own colour, every object signed by kind", async () => {
    const page = await open(pathToFileURL(path.join(runs.Saltmere!.folder, "replay.html")).href);
    const spec = readVillageSpec(runs.Saltmere!.spec).spec;
    const kinds = await call<Array<{ name: string; kind: string; sign: string }>>(page, "objectKinds");
    expect(kinds.length).toBeGreaterThanOrEqual(spec.places.flatMap((p) => p.arenas.flatMap((a) => a.objects)).length);
    expect(kinds.filter((k) => !k.sign).map((k) => k.name)).toEqual([]);
    const doors = await call<Array<{ x: number; y: number; side: string }>>(page, "doors");
    expect(doors).toHaveLength(spec.places.reduce((n, p) => n + p.arenas.length, 0));

    // Close up on a door: the wooden threshold at its bottom edge; the wall beside it; the street below; the floor
    // above; all different.
    await call(page, "zoom", 32);
    const door = doors[0]!;
    await call(page, "center", door.x, door.y);
    await nextFrames(page);
    const png = decodePng(await page.screenshot());
    const at = async (x: number, y: number, dy = 0) => {
      const p = await call<{ x: number; y: number }>(page, "tileToScreen", x, y);
      return png.rgb(p.x, p.y + dy);
    };
    // The threshold: the bottom quarter of the tile (a lighter line across its middle).
    const threshold = await at(door.x, door.y, 16 - 6);
    expect(colorDistance(threshold, [0xb5, 0x79, 0x3e]), `door at ${door.x},${door.y}`).toBeLessThan(40);
    const [wall, street, floor] = [await at(door.x - 1, door.y, -6), await at(door.x, door.y + 1, -10), await at(door.x, door.y - 1, 10)];
    for (const [a, b, what] of [[wall, street, "wall and street"], [street, floor, "street and floor"], [wall, floor, "wall and floor"], [threshold, wall, "door and wall"]] as const) {
      expect(colorDistance(a, b), what).toBeGreaterThan(30);
    }
  });
});
