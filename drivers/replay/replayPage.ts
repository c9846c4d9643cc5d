/**
 * replay.html: the page template (page/replay.html) with its style (page/replay.css) and its code inlined, so a run
 * folder holds one self-contained page beside its replay/ data. The code is plain browser JavaScript in parts read
 * in order (data, view, placement, colors, furniture, map, people, panel, scrubber, playback, start, the experiment's tab, the branches' tree and actions, a live run's pause, whisper and continue, and the comparison) and joined inside one function, so they share
 * one scope and leave nothing global but `SimReplay` (the data scripts' entry) and `simReplay` (hooks for tests).
 * A page opened from the file system cannot list its folder, so what the folder holds beyond the replay (the
 * experiment's charts) is written into the page when it is written.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { REPLAY_PAGE } from "./replayFormat.js";

const PAGE_DIR = fileURLToPath(new URL("./page/", import.meta.url));
const CODE_PARTS = ["data.js", "view.js", "placement.js", "colors.js", "furniture.js", "map.js", "people.js", "panel.js", "scrubber.js", "playback.js", "start.js", "experiment.js", "branches.js", "live.js", "compare.js"];
/** The page's style: the replay's, then the branches' (tree, compare, actions: branches.js, compare.js). */
const STYLE_PARTS = ["replay.css", "branches.css"];
let cached: string | null = null;

/** The page's HTML (its template, style and code read once per process). */
export function replayPageHtml(): string {
  if (cached) return cached;
  const read = (file: string) => fs.readFileSync(path.join(PAGE_DIR, file), "utf8");
  const code = `(function () {\n"use strict";\n${CODE_PARTS.map(read).join("\n")}})();\n`;
  // Functions as replacements: the code holds "$" patterns that a replacement string would expand.
  cached = read("replay.html")
    .replace("/*STYLE*/", () => STYLE_PARTS.map(read).join("\n"))
    .replace("/*SCRIPT*/", () => code.replace(/<\/script/gi, "<\\/script"));
  return cached;
}

/** The experiment's charts in a run folder (experiment/*.svg), named relative to the folder; empty without one. */
export function experimentCharts(folder: string): string[] {
  const charts = path.join(folder, "experiment");
  if (!fs.existsSync(charts)) return [];
  return fs.readdirSync(charts).filter((f) => f.endsWith(".svg")).sort().map((f) => `experiment/${f}`);
}

/** A run folder's page (with the folder's experiment charts, if any), as this version writes it. */
export function replayPageFor(folder: string): string {
  const found = { experimentCharts: experimentCharts(folder) };
  // JSON inside a script: "<" escaped so a file name cannot close the script element.
  return replayPageHtml().replace("/*FOLDER*/null", () => JSON.stringify(found).replace(/</g, "\\u003c"));
}

/** Writes replay.html into a run folder (with the folder's experiment charts, if any); returns its path. */
export function writeReplayPage(folder: string): string {
  const file = path.join(folder, REPLAY_PAGE);
  const tmp = `${file}.${process.pid}.tmp`;
  const html = replayPageFor(folder);
  fs.writeFileSync(tmp, html);
  fs.renameSync(tmp, file);
  return file;
}
