/**
 * `npm run screenshots`: the README's pictures, taken from a real run rather than drawn by hand, so they show the page
 * as it is. A short run of the package's village with the simulated model (offline, the CLI as a user runs it), then
 * its replay page opened from the file system in Debian's chromium (playwright-core, which never downloads a browser)
 * at a lively moment: the first conversation of the morning, a few lines in, its speakers' bubbles over the bakery.
 * Writes docs/images/replay.png. The run folder is a temporary one, removed at the end.
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
/** Larkspur from 08:00: the baker is at her counter and the painter comes by; they talk a little after nine. */
const RUN = ["run", "--start", "2024-05-06T08:00:00", "--hours", "1.5", "--seed", "0"];
/** Steps into the conversation at which to take the picture: several lines spoken, the talk still going. */
const INTO_CONVERSATION = 3;

interface MovementLine {
  step: number;
  time: string;
  persona: Record<string, { chat: unknown[] | null }>;
}

/** The CLI as a user runs it (tsx, as npm start does), its progress passed through. */
function runVillage(out: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", path.join(root, "cli", "main.ts"), ...RUN, "--out", out], {
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
  throw new Error(`no conversation in ${path.join(runDir, "movement.jsonl")}: the picture needs one (change RUN's times)`);
}

async function main(): Promise<void> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`${CHROMIUM} is missing: install Debian's chromium as root (apt-get install -y chromium fonts-noto-color-emoji), or set SIMULACRA_CHROMIUM`);
  }
  const work = mkdtempSync(path.join(os.tmpdir(), "simulacra-screenshots-"));
  try {
    const runDir = path.join(work, "larkspur");
    console.log(`screenshots: a short run of Larkspur with the simulated model in ${runDir}`);
    await runVillage(runDir);
    const talk = firstConversationStep(runDir);
    const step = talk.step + INTO_CONVERSATION;
    console.log(`screenshots: the first conversation starts at ${talk.time} (step ${talk.step}); the picture is at step ${step}`);

    const browser = await chromium.launch({
      executablePath: CHROMIUM,
      headless: true,
      args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run"],
    });
    try {
      const page = await browser.newPage({ viewport: { width: 1400, height: 860 }, deviceScaleFactor: 1 });
      await page.goto(`${pathToFileURL(path.join(runDir, "replay.html")).href}#step=${step}`);
      await page.waitForFunction(() => (globalThis as { simReplay?: { complete: boolean } }).simReplay?.complete === true, null, {
        timeout: 60_000,
      });
      // Let the bubbles settle where the page places them.
      await page.waitForTimeout(1_000);
      mkdirSync(IMAGES, { recursive: true });
      const file = path.join(IMAGES, "replay.png");
      await page.screenshot({ path: file });
      console.log(`screenshots: wrote ${path.relative(root, file)}`);
    } finally {
      await browser.close();
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(`npm run screenshots: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
