/**
 * The replay page in a real browser (Debian's chromium), opened from the file system as a user double-clicks it:
 * personas drawn on the tiles the movement log gives, the clock, speech during a conversation, the scrubber and
 * its marks, playback, the persona panel, the conversations list, a fork's branch switch, following a run in
 * progress, and no console errors anywhere. Pixels are read from screenshots.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect } from "vitest";
import { stepsOfRun } from "../../drivers/town/runOutputs.js";
import { replayInfo } from "../../drivers/replay/runReplay.js";
import { ReplayWriter } from "../../drivers/replay/replayWriter.js";
import { writeReplayPage } from "../../drivers/replay/replayPage.js";
import { RunSpecSchema } from "../../drivers/town/townRun.js";
import { browserMissing, colorDistance, decodePng, describeBrowser, hslToRgb, launchBrowser, openPage, untilLooked, type Png } from "../support/browser.js";
import {
  ADA, CHAT, FIRST, FORK_STEP, LAST, MEI, movementsAt, PERSONAS, REFLECTION, START, timeOf, TOMAS, TRANSCRIPT, WHISPER,
  writeSyntheticRuns, type SyntheticRuns,
} from "../support/replayFixture.js";

/** Calls one of the page's hooks (window.simReplay). */
const call = <T>(page: Page, method: string, ...args: unknown[]) =>
  page.evaluate(({ method, args }) => (globalThis as any).simReplay[method](...args), { method, args }) as Promise<T>;

/** The page's read-only hooks, called from the test. */
function control(page: Page) {
  const call = <T>(method: string, ...args: unknown[]) =>
    page.evaluate(({ method, args }) => (globalThis as any).simReplay[method](...args), { method, args }) as Promise<T>;
  return {
    seek: (step: number) => call<number>("seek", step),
    step: () => call<number>("step"),
    range: () => call<{ first: number; last: number }>("range"),
    branch: () => call<number>("branch"),
    tileToScreen: (tile: readonly number[]) => call<{ x: number; y: number }>("tileToScreen", tile[0], tile[1]),
    personaColor: (name: string) => call<string>("personaColor", name),
    scrubberX: (step: number) => call<{ x: number; y: number }>("scrubberX", step),
    marks: () => call<Array<{ kind: string; step: number }>>("marks"),
    drawnMarks: () => call<Array<{ kind: string; step: number; x: number; y: number; joined: number }>>("drawnMarks"),
    personaAt: (name: string) => call<{ tile: [number, number]; screen: { x: number; y: number; r: number }; name: Box | null }>("personaAt", name),
    bubbles: () => call<Array<{ speaker: string; dim: boolean; box: Box; anchor: { x: number; y: number } }>>("bubbles"),
  };
}

interface Box { x: number; y: number; width: number; height: number }
const intersect = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const inside = (a: Box, b: Box) => a.x >= b.x && a.y >= b.y && a.x + a.width <= b.x + b.width && a.y + a.height <= b.y + b.height;

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "simulacra-replay-page-"));
/** How often a page of a run in progress looks for new steps (drivers/replay/page/start.js). */
const LOOK_EVERY_MS = 2000;
const pageUrl = (folder: string, hash = "") => pathToFileURL(path.join(folder, "replay.html")).href + hash;

/** Every persona's tile at each step, read from a run folder's movement log. */
function tilesOf(folder: string): Map<number, Record<string, [number, number]>> {
  const out = new Map<number, Record<string, [number, number]>>();
  for (const s of stepsOfRun(folder)) out.set(s.step, Object.fromEntries(Object.entries(s.persona).map(([n, m]) => [n, m.movement])));
  return out;
}

/** Whether the persona's marker colour is drawn at the centre of a tile (just above and below its initials). */
async function markerAt(page: Page, png: Png, name: string, tile: [number, number]): Promise<boolean> {
  const expected = hslToRgb(await control(page).personaColor(name));
  const { x, y } = await control(page).tileToScreen(tile);
  return [png.rgb(x, y - 6), png.rgb(x, y + 6)].every((c) => colorDistance(c, expected) < 40);
}

const screenshot = async (page: Page) => decodePng(await page.screenshot());

describeBrowser("the replay page", (test) => {
  let browser: Browser;
  let runs: SyntheticRuns;
  let parentTiles: Map<number, Record<string, [number, number]>>;
  let forkTiles: Map<number, Record<string, [number, number]>>;
  const pages: Array<{ page: Page; errors: string[] }> = [];
  const open = async (url: string, options?: { clock: boolean }) => {
    const opened = await openPage(browser, url, options);
    pages.push(opened);
    return opened.page;
  };

  beforeAll(async () => {
    if (browserMissing) return;
    runs = await writeSyntheticRuns(tmp);
    parentTiles = tilesOf(runs.parent);
    forkTiles = tilesOf(runs.fork);
    browser = await launchBrowser();
  });
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

  test("draws every persona on the tile the movement log gives, with the clock of the step", async () => {
    const page = await open(pageUrl(runs.parent));
    for (const step of [FIRST, CHAT.start + 3, FORK_STEP + 20, LAST]) {
      expect(await control(page).seek(step)).toBe(step);
      const png = await screenshot(page);
      for (const name of PERSONAS) {
        const tile = parentTiles.get(step)![name]!;
        expect(await markerAt(page, png, name, tile), `${name} at step ${step} on (${tile})`).toBe(true);
      }
      expect(await page.textContent("#clock-time")).toBe(timeOf(step).slice(11));
      expect(await page.textContent("#clock-day")).toBe("Monday, May 6, 2024");
    }
    // Ada walked away from where she started: her colour is no longer drawn there.
    const png = await screenshot(page);
    const [start, end] = [parentTiles.get(FIRST)![ADA]!, parentTiles.get(LAST)![ADA]!];
    expect(start).not.toEqual(end);
    expect(await markerAt(page, png, ADA, start)).toBe(false);
  });

  test("shows each line of a conversation in turn, in a bubble over its speaker", async () => {
    const page = await open(pageUrl(runs.parent));
    const length = CHAT.end - CHAT.start;
    for (let line = 0; line < TRANSCRIPT.length; line++) {
      const step = CHAT.start + Math.floor(((line + 0.5) * length) / TRANSCRIPT.length);
      await control(page).seek(step);
      const bubbles = page.locator(".bubble");
      await expect.poll(() => bubbles.count()).toBe(1);
      const [speaker, text] = TRANSCRIPT[line]!;
      expect(await bubbles.first().textContent()).toBe(`${speaker}${text}`);
      // Over the speaker's marker (under it, pointing up, where the map's top edge leaves no room), inside the
      // window, and drawn (white behind the text).
      const box = (await bubbles.first().boundingBox())!;
      const marker = await control(page).tileToScreen(parentTiles.get(step)![speaker]!);
      // Centred on the speaker, or nudged sideways off another marker, its tail then still pointing at the speaker.
      const anchorX = Number(await bubbles.first().getAttribute("data-anchor-x"));
      expect(Math.abs(anchorX - marker.x)).toBeLessThan(2);
      expect(Math.abs(box.x + box.width / 2 - marker.x)).toBeLessThan(0.6 * box.width);
      const below = await bubbles.first().evaluate((el) => el.classList.contains("below"));
      if (below) expect(box.y).toBeGreaterThan(marker.y);
      else expect(box.y + box.height).toBeLessThan(marker.y);
      expect(box.y).toBeGreaterThanOrEqual(0);
      const png = await screenshot(page);
      expect(colorDistance(png.rgb(box.x + 4, box.y + box.height / 2), [255, 255, 255])).toBeLessThan(10);
    }
    await control(page).seek(CHAT.end + 1);
    await expect.poll(() => page.locator(".bubble").count()).toBe(0);
  });

  test("moves in time with the scrubber, which marks the conversation, the reflection and the fork", async () => {
    const page = await open(pageUrl(runs.parent));
    const marks = await control(page).marks();
    const reflectionStep = FIRST + 30; // 08:05:00
    expect(marks).toEqual(expect.arrayContaining([
      { kind: "talk", step: CHAT.start },
      { kind: "reflect", step: reflectionStep },
      { kind: "fork", step: FORK_STEP },
    ]));
    // Each mark is drawn where the page says, in its own colour, at its step.
    const png = await screenshot(page);
    const drawnMarks = await control(page).drawnMarks();
    for (const [kind, step, color] of [
      ["talk", CHAT.start, [0x4a, 0xa3, 0xf0]],
      ["reflect", reflectionStep, [0xb4, 0x7a, 0xe8]],
      ["fork", FORK_STEP, [0xf0, 0xa0, 0x40]],
    ] as const) {
      const mark = drawnMarks.find((m) => m.kind === kind && m.step === step)!;
      expect(mark, `${kind} mark drawn`).toBeDefined();
      expect(Math.abs(mark.x - (await control(page).scrubberX(step)).x)).toBeLessThan(0.5);
      expect(colorDistance(png.rgb(mark.x, mark.y), color), `${kind} mark`).toBeLessThan(60);
    }

    // Hovering a mark says what it is, in a tip that stays above the controls.
    const talk = await control(page).scrubberX(CHAT.start);
    await page.mouse.move(talk.x, talk.y);
    await expect.poll(() => page.isVisible("#tooltip")).toBe(true);
    expect(await page.textContent("#tooltip")).toContain(`${TOMAS} & ${MEI}`);
    expect(inside((await page.locator("#tooltip").boundingBox())!, (await page.locator("#stage").boundingBox())!)).toBe(true);
    expect(await page.textContent("#legend")).toBe("talkreflectionfork");

    const to = await control(page).scrubberX(FIRST + 100);
    await page.mouse.click(to.x, to.y);
    const step = await control(page).step();
    expect(Math.abs(step - FIRST - 100)).toBeLessThanOrEqual(1);
    // The clock is drawn with the next frame: on a busy machine that comes after the step is read.
    await expect.poll(() => page.textContent("#clock-time")).toBe(timeOf(step).slice(11));

    const [a, b] = [await control(page).scrubberX(FIRST + 10), await control(page).scrubberX(FIRST + 130)];
    await page.mouse.move(a.x, a.y);
    await page.mouse.down();
    await page.mouse.move((a.x + b.x) / 2, a.y, { steps: 4 });
    await page.mouse.move(b.x, b.y, { steps: 4 });
    await page.mouse.up();
    expect(Math.abs((await control(page).step()) - FIRST - 130)).toBeLessThanOrEqual(1);
    // A jump anywhere is drawn at once: the clock and the markers follow.
    const png2 = await screenshot(page);
    const now = await control(page).step();
    expect(await markerAt(page, png2, ADA, parentTiles.get(now)![ADA]!)).toBe(true);
  });

  test("plays, pauses and steps", async () => {
    const page = await open(pageUrl(runs.parent, `#step=${FIRST + 10}`));
    expect(await control(page).step()).toBe(FIRST + 10);
    await page.click("#step-forward");
    expect(await control(page).step()).toBe(FIRST + 11);
    await page.keyboard.press("ArrowLeft");
    expect(await control(page).step()).toBe(FIRST + 10);
    await page.selectOption("#speed", "600");
    await page.click("#play");
    await page.waitForFunction((step) => (globalThis as any).simReplay.step() > step, FIRST + 12, { timeout: 30_000 });
    await page.click("#play");
    const paused = await control(page).step();
    await page.waitForTimeout(400);
    expect(await control(page).step()).toBe(paused);
    expect(page.url()).toContain(`#step=${paused}`);
  });

  test("opens a persona's panel from its marker: action, place, schedule, memories and reflections", async () => {
    const page = await open(pageUrl(runs.parent, `#step=${FIRST + 80}`));
    const tile = parentTiles.get(FIRST + 80)![ADA]!;
    const at = await control(page).tileToScreen(tile);
    await page.mouse.click(at.x, at.y);
    const panel = page.locator("#persona-panel");
    await expect.poll(() => panel.isVisible()).toBe(true);
    expect(await panel.locator("h2").textContent()).toBe(ADA);
    expect(await panel.locator(".now .act").textContent()).toContain("opening the bakery");
    // At the bakery already: where it is, not "heading for" it.
    expect(await panel.locator(".now .place").textContent()).toBe("at Okafor Bakery › shop floor › counter");
    expect(await panel.locator(".schedule li.current").textContent()).toContain("opening the bakery (setting out the bread)");
    expect(await panel.locator(".schedule li.current .t").textContent()).toBe("08:10");
    const memories = await panel.locator(".memories:not(.reflections) li").allTextContents();
    expect(memories.some((m) => m.includes("Ada Okafor is opening the bakery"))).toBe(true);
    expect(memories.some((m) => m.includes("Ada Okafor is baking bread for the day"))).toBe(true);
    // Objects seen in passing come after what she did and saw people do, on one line.
    expect(memories.some((m) => m.includes("oven is idle"))).toBe(false);
    expect(await panel.locator(".things").textContent()).toContain("oven is idle");
    expect(await panel.locator(".reflections li").allTextContents()).toEqual([expect.stringContaining(REFLECTION)]);

    // Earlier: another entry is current, and the reflection and later memories are not there yet.
    await control(page).seek(FIRST + 20);
    await expect.poll(() => panel.locator(".schedule li.current").textContent()).toContain("opening the bakery (unlocking the door)");

    expect(await panel.locator(".reflections li").count()).toBe(0);
    expect((await panel.locator(".memories li").allTextContents()).some((m) => m.includes("opening the bakery"))).toBe(false);
    const png = await screenshot(page);
    expect(png.width).toBe(1400);
    // Still at home, on her way.
    await control(page).seek(FIRST);
    await expect.poll(() => panel.locator(".now .place").textContent()).toMatch(/^at Ada Okafor's house › kitchen · heading for Okafor Bakery › shop floor › counter$/);

    // Chosen from the list, a persona out of view is brought to the middle of the map.
    await panel.locator("button.back").click();
    await call(page, "zoom", 60);
    const stageBox = (await page.locator("#stage").boundingBox())!;
    await expect.poll(async () => {
      const { screen } = await control(page).personaAt(MEI);
      return inside({ x: screen.x, y: screen.y, width: 1, height: 1 }, stageBox);
    }).toBe(false);
    await page.click(`#people-list .person[data-persona="${MEI}"]`);
    const stage = (await page.locator("#stage").boundingBox())!;
    await expect.poll(async () => {
      const { screen } = await control(page).personaAt(MEI);
      return Math.hypot(screen.x - (stage.x + stage.width / 2), screen.y - (stage.y + stage.height / 2));
    }).toBeLessThan(20);
    expect(await page.locator("#persona-panel h2").textContent()).toBe(MEI);

    // The side panel folds away and back; the map takes the room.
    const before = stage.width;
    await page.click("#side-toggle");
    expect(await page.isVisible("#side")).toBe(false);
    expect((await page.locator("#stage").boundingBox())!.width).toBeGreaterThan(before + 300);
    await page.keyboard.press("p");
    expect(await page.isVisible("#side")).toBe(true);
  });

  test("lists the conversations and jumps to the moment one began", async () => {
    const page = await open(pageUrl(runs.parent, `#step=${FIRST + 140}`));
    await page.click("[data-tab=talk]");
    const rows = page.locator("#talk-list .talk");
    expect(await rows.count()).toBe(1);
    expect(await rows.first().textContent()).toContain(`${TOMAS} & ${MEI}`);
    expect(await rows.first().textContent()).toContain(TRANSCRIPT[0]![1]);
    await rows.first().click();
    expect(await control(page).step()).toBe(CHAT.start);
    expect(page.url()).toContain(`#step=${CHAT.start}`);
    expect(await page.locator(".bubble").textContent()).toBe(TRANSCRIPT[0]!.join(""));
    await page.click("[data-tab=people]");
    expect(await page.locator("#persona-panel h2").textContent()).toBe(TOMAS);
    expect(await page.locator("#persona-panel .chatting").textContent()).toContain(`talking with ${MEI}`);
  });

  test("switches a fork between its own steps and its parent's at the same moment", async () => {
    const page = await open(pageUrl(runs.fork));
    expect(await control(page).step()).toBe(FORK_STEP);
    await page.click("[data-tab=branches]");
    const info = await page.textContent("#branch-info");
    expect(info).toContain("Forked from");
    expect(info).toContain(`08:15:00 (step ${FORK_STEP})`);
    expect(info).toContain(`Whispered to ${WHISPER.persona}: “${WHISPER.text}”`);
    // Its parent's only fork is itself: no list of other forks.
    expect(await page.locator("#branch-info h3").count()).toBe(0);

    const step = FORK_STEP + 40;
    await control(page).seek(step);
    const [own, theirs] = [forkTiles.get(step)![ADA]!, parentTiles.get(step)![ADA]!];
    expect(own).not.toEqual(theirs);
    let png = await screenshot(page);
    expect(await markerAt(page, png, ADA, own)).toBe(true);
    expect(await markerAt(page, png, ADA, theirs)).toBe(false);
    const clock = await page.textContent("#clock-time");

    await page.click("#branch-switch button[data-branch='1']");
    expect(await control(page).branch()).toBe(1);
    expect(await control(page).step()).toBe(step);
    expect(await page.textContent("#clock-time")).toBe(clock);
    png = await screenshot(page);
    expect(await markerAt(page, png, ADA, theirs)).toBe(true);
    expect(await markerAt(page, png, ADA, own)).toBe(false);

    await page.click("#branch-switch button[data-branch='0']");
    png = await screenshot(page);
    expect(await markerAt(page, png, ADA, own)).toBe(true);

    // Before it left, the fork shows its parent's steps: the conversation is there too.
    await control(page).seek(CHAT.start);
    png = await screenshot(page);
    for (const name of PERSONAS) expect(await markerAt(page, png, name, parentTiles.get(CHAT.start)![name]!)).toBe(true);
    expect(await page.locator(".bubble").count()).toBe(1);
  });

  test("links a parent to its fork at the same moment", async () => {
    const step = FIRST + 120;
    const page = await open(pageUrl(runs.parent, `#step=${step}`));
    await page.click("[data-tab=branches]");
    expect(await page.textContent("#branch-info")).toContain(WHISPER.text);
    await Promise.all([page.waitForURL(new RegExp(`morning-fork/replay\\.html#step=${step}$`)), page.click("#branch-info a.fork-link")]);
    await page.waitForFunction(() => (globalThis as any).simReplay?.ready === true);
    expect(await control(page).step()).toBe(step);
    expect(await page.textContent("#run-title")).toBe("morning-fork");
    const png = await screenshot(page);
    expect(await markerAt(page, png, ADA, forkTiles.get(step)![ADA]!)).toBe(true);
  });

  test("fans out personas sharing a tile and keeps each bubble on its own speaker, apart from the others, inside the map", async () => {
    // Everyone on one tile of the park: Tomas and Mei talk, Ada says something of her own (a second conversation).
    const folder = path.join(tmp, "crowd");
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(path.join(folder, "run.json"), JSON.stringify(RunSpecSchema.parse({ startTime: START, endTime: timeOf(LAST + 1), threadId: "crowd", checkpointer: "memory" })));
    const writer = new ReplayWriter(folder, replayInfo(folder), { flushEveryMs: 0 });
    const tile = parentTiles.get(CHAT.start)![TOMAS]!;
    const aside: [string, string][] = [[ADA, "The rye needs another hour in the oven."], [ADA, "I will bring a loaf to the poetry night."]];
    const entry = (emoji: string, chat: [string, string][]) => ({ movement: tile, pronunciatio: emoji, description: "chatting in the park @ the village:Willow Park:lawn:park bench", chat });
    for (let step = FIRST; step < FIRST + 20; step++) {
      writer.step({ step, time: timeOf(step), persona: { [ADA]: entry("🥐", aside), [TOMAS]: entry("💬", TRANSCRIPT), [MEI]: entry("🎨", TRANSCRIPT) } });
    }
    writer.finish();
    const page = await open(pageUrl(folder, `#step=${FIRST + 5}`));
    const at = await control(page).tileToScreen(tile);
    const png = await screenshot(page);
    const screens: Record<string, { x: number; y: number; r: number }> = {};
    for (const name of PERSONAS) {
      const { screen } = await control(page).personaAt(name);
      screens[name] = screen;
      // Around the tile, each in its own colour (no one hidden under another).
      expect(Math.hypot(screen.x - at.x, screen.y - at.y), name).toBeLessThan(screen.r * 3);
      const color = hslToRgb(await control(page).personaColor(name));
      for (const dy of [-6, 6]) expect(colorDistance(png.rgb(screen.x, screen.y + dy), color), name).toBeLessThan(40);
    }
    for (const [a, b] of [[ADA, TOMAS], [ADA, MEI], [TOMAS, MEI]] as const) {
      expect(Math.hypot(screens[a]!.x - screens[b]!.x, screens[a]!.y - screens[b]!.y)).toBeGreaterThanOrEqual(screens[a]!.r * 1.9);
    }
    // Two bubbles (Mei speaks the second line of four, Ada the first of hers), apart, inside the map, each joined to
    // its own speaker's marker: above it, or below where above would hide a neighbour's name. No name is under a
    // bubble (one above Mei once half hid "Tomas").
    const bubbles = await control(page).bubbles();
    expect(bubbles.map((b) => b.speaker).sort()).toEqual([ADA, MEI]);
    expect(intersect(bubbles[0]!.box, bubbles[1]!.box)).toBe(false);
    const stage = (await page.locator("#stage").boundingBox())!;
    const labels = await Promise.all(PERSONAS.map(async (name) => [name, (await control(page).personaAt(name)).name] as const));
    expect(labels.filter(([, label]) => label).length).toBe(PERSONAS.length);
    for (const b of bubbles) {
      const speaker = screens[b.speaker]!;
      expect(inside(b.box, stage)).toBe(true);
      expect(Math.abs(b.anchor.x - speaker.x)).toBeLessThan(1);
      expect(Math.abs(Math.abs(b.anchor.y - speaker.y) - speaker.r), "the tail's end on the marker's rim").toBeLessThan(1);
      expect(b.box.y + b.box.height < speaker.y || b.box.y > speaker.y, "wholly above or below its speaker").toBe(true);
      for (const [name, label] of labels) expect(label && intersect(label, b.box), `${b.speaker}'s bubble over ${name}'s name`).toBeFalsy();
      expect(b.dim).toBe(false);
    }
    // With Ada selected, the others' conversation steps back.
    await page.mouse.click(screens[ADA]!.x, screens[ADA]!.y);
    await expect.poll(async () => (await control(page).bubbles()).map((b) => [b.speaker, b.dim]).sort()).toEqual([[ADA, false], [MEI, true]]);
  });

  test("follows a run in progress: new steps appear until the run finishes", async () => {
    const folder = path.join(tmp, "live");
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(path.join(folder, "run.json"), JSON.stringify(RunSpecSchema.parse({ startTime: START, endTime: timeOf(LAST + 1), threadId: "live", checkpointer: "memory" })));
    const writer = new ReplayWriter(folder, replayInfo(folder), { flushEveryMs: 0 });
    const add = (from: number, to: number) => {
      for (let step = from; step < to; step++) {
        const movements = movementsAt(step, "parent");
        writer.step({
          step,
          time: timeOf(step),
          persona: Object.fromEntries(PERSONAS.map((p) => [p, { movement: movements[p]!.tile, pronunciatio: movements[p]!.pronunciatio, description: movements[p]!.description, chat: movements[p]!.chat }])),
        });
      }
      writer.flush();
    };
    add(FIRST, FIRST + 40);
    // The page looks for new steps every 2 s by itself; its clock is moved on so that the test does not sit it out.
    const page = await open(pageUrl(folder), { clock: true });
    // It opens at the newest step, and keeps showing the newest while it sits there.
    expect(await control(page).range()).toEqual({ first: FIRST, last: FIRST + 39 });
    expect(await control(page).step()).toBe(FIRST + 39);
    expect(await page.isVisible("#live-badge")).toBe(true);
    expect(await page.textContent("#live-badge")).toContain("live");

    writer.endChunk();
    add(FIRST + 40, FIRST + 100);
    await untilLooked(page, (last) => (globalThis as any).simReplay.step() === last, FIRST + 99, LOOK_EVERY_MS);
    expect(await control(page).range()).toEqual({ first: FIRST, last: FIRST + 99 });
    const png = await screenshot(page);
    expect(await markerAt(page, png, ADA, parentTiles.get(FIRST + 99)![ADA]!)).toBe(true);

    // Moved back, it stays where it was as new steps come.
    await control(page).seek(FIRST + 10);
    add(FIRST + 100, FIRST + 110);
    await untilLooked(page, (last) => (globalThis as any).simReplay.range().last === last, FIRST + 109, LOOK_EVERY_MS);
    expect(await control(page).step()).toBe(FIRST + 10);

    writer.finish();
    await untilLooked(page, () => (globalThis as any).document.getElementById("live-text").textContent === "run finished", null, LOOK_EVERY_MS);
  });

  test("shows an Experiment tab with the folder's charts once an experiment is written, and none before", async () => {
    const before = await open(pageUrl(runs.parent));
    expect(await before.locator("#side .tabs button", { hasText: "Experiment" }).count()).toBe(0);
    const charts = path.join(runs.parent, "experiment");
    fs.mkdirSync(charts, { recursive: true });
    const svg = (title: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="80"><text x="10" y="40">${title}</text></svg>`;
    fs.writeFileSync(path.join(charts, "diffusion.svg"), svg("diffusion"));
    fs.writeFileSync(path.join(charts, "attendance-party.svg"), svg("attendance"));
    try {
      writeReplayPage(runs.parent);
      const page = await open(pageUrl(runs.parent));
      await page.locator("#side .tabs button", { hasText: "Experiment" }).click();
      const images = page.locator("#tab-experiment img");
      await expect.poll(() => images.count()).toBe(2);
      expect(await images.evaluateAll((imgs) => imgs.map((i) => [(i as any).getAttribute("src"), (i as any).naturalWidth]))).toEqual([
        ["experiment/attendance-party.svg", 200],
        ["experiment/diffusion.svg", 200],
      ]);
      expect(await page.locator("#tab-experiment a").getAttribute("href")).toBe("experiment.md");
    } finally {
      fs.rmSync(charts, { recursive: true, force: true });
      writeReplayPage(runs.parent);
    }
  });
});
