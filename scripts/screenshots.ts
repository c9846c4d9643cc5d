/**
 * `npm run screenshots`: the README's pictures, taken from real runs rather than drawn by hand, so they show the page
 * as it is. For each shipped village, a short run with the simulated model (offline, the CLI as a user runs it), then
 * its replay page opened from the file system in Debian's chromium (playwright-core, which never downloads a browser)
 * at a lively moment: the first conversation of the morning, a few lines in, the whole town in view.
 * Writes docs/images/replay.png (Larkspur, the package's village) and docs/images/saltmere.png (villages/harbour).
 * The run folders are temporary ones, removed at the end.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { chromium } from "playwright-core";

const root = path.resolve(import.meta.dirname, "..");
const CHROMIUM = process.env.SIMULACRA_CHROMIUM ?? "/usr/bin/chromium";
const IMAGES = path.join(root, "docs", "images");
/** Each picture: its file, the village's name and the run that shows it. */
const SHOTS = [
  /** Larkspur from 08:00: the baker is at her counter and the painter comes by; they talk a little after nine. */
  { file: "replay.png", village: "Larkspur", run: ["run", "--start", "2024-05-06T08:00:00", "--hours", "1.5", "--seed", "0"] },
  /** Saltmere from 07:00: the harbour wakes, the fishermen talk over the catch. */
  { file: "saltmere.png", village: "Saltmere", run: ["run", "--village", "villages/harbour", "--start", "2025-06-02T07:00:00", "--hours", "1.5", "--seed", "0"] },
];
/** Steps into the conversation at which to take the picture: several lines spoken, the talk still going. */
const INTO_CONVERSATION = 3;

interface MovementLine {
  step: number;
  time: string;
  persona: Record<string, { chat: unknown[] | null }>;
}

/** The CLI as a user runs it (tsx, as npm start does), its progress passed through. */
function runVillage(args: string[], out: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", path.join(root, "cli", "main.ts"), ...args, "--out", out], {
      cwd: root,
      stdio: ["ignore", "inherit", "inherit"],
    });
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`the run exited with code ${code}`))));
  });
}

/** The first step at which someone is in a conversation, from the run's movement log. */
function firstConversationStep(runDir: string): { step: number; time: string } {
  for (const text of readFileSync(path.join(runDir, "movement.jsonl"), "utf8").split("\n")) {
    if (!text.trim()) continue;
    const line = JSON.parse(text) as MovementLine;
    if (Object.values(line.persona).some((p) => p.chat && p.chat.length > 0)) return { step: line.step, time: line.time };
  }
  throw new Error(`no conversation in ${path.join(runDir, "movement.jsonl")}: the picture needs one (change its run's times in SHOTS)`);
}

async function main(): Promise<void> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`${CHROMIUM} is missing: install Debian's chromium as root (apt-get install -y chromium fonts-noto-color-emoji), or set SIMULACRA_CHROMIUM`);
  }
  const work = mkdtempSync(path.join(os.tmpdir(), "simulacra-screenshots-"));
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run"],
  });
  try {
    for (const shot of SHOTS) {
      const runDir = path.join(work, shot.village.toLowerCase());
      console.log(`screenshots: a short run of ${shot.village} with the simulated model in ${runDir}`);
      await runVillage(shot.run, runDir);
      const talk = firstConversationStep(runDir);
      const step = talk.step + INTO_CONVERSATION;
      console.log(`screenshots: the first conversation starts at ${talk.time} (step ${talk.step}); the picture is at step ${step}`);
      const page = await browser.newPage({ viewport: { width: 1400, height: 860 }, deviceScaleFactor: 1 });
      await page.goto(`${pathToFileURL(path.join(runDir, "replay.html")).href}#step=${step}`);
      await page.waitForFunction(() => (globalThis as { simReplay?: { complete: boolean } }).simReplay?.complete === true, null, {
        timeout: 60_000,
      });
      // Let the bubbles settle where the page places them.
      await page.waitForTimeout(1_000);
      mkdirSync(IMAGES, { recursive: true });
      const file = path.join(IMAGES, shot.file);
      await page.screenshot({ path: file });
      await page.close();
      console.log(`screenshots: wrote ${path.relative(root, file)}`);
    }
  } finally {
    await browser.close();
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(`npm run screenshots: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
