/**
 * Browser tests on Debian's chromium (/usr/bin/chromium, or SIMULACRA_CHROMIUM), driven by playwright-core: it
 * never downloads a browser. Without the browser the tests are skipped, each named with the reason.
 */
import { existsSync } from "node:fs";
import { inflateSync } from "node:zlib";
import { chromium, type Browser, type Page } from "playwright-core";
import { describe, it } from "vitest";

export const CHROMIUM = process.env.SIMULACRA_CHROMIUM ?? "/usr/bin/chromium";
/** Why the browser tests cannot run here (null when they can). */
export const browserMissing: string | null = existsSync(CHROMIUM)
  ? null
  : `${CHROMIUM} is missing (install Debian's chromium as root: apt-get install -y chromium)`;

const LAUNCH_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: LAUNCH_ARGS, headless: true });
}

/**
 * `describe` for browser tests: without the browser every test is registered as skipped with the reason in its
 * name, and the list is printed, so `npm test` says which tests did not run and why.
 */
export function describeBrowser(title: string, body: (test: typeof it) => void): void {
  if (!browserMissing) {
    describe(title, () => body(it));
    return;
  }
  const skipped: string[] = [];
  const skip = ((name: string) => {
    skipped.push(name);
    it.skip(`${name} [skipped: ${browserMissing}]`, () => {});
  }) as unknown as typeof it;
  describe(title, () => {
    body(skip);
    console.warn(`Skipped ${skipped.length} browser test(s) of "${title}" because ${browserMissing}:\n${skipped.map((s) => `  - ${s}`).join("\n")}`);
  });
}

/**
 * A page with its console errors and uncaught exceptions collected. `clock`: the page's timers run on Playwright's
 * clock (time flows as usual; `untilLooked` moves it on), for a test that would otherwise sit out the page's own waits.
 */
export async function openPage(browser: Browser, url: string, { clock = false } = {}): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({ viewport: { width: 1400, height: 860 }, deviceScaleFactor: 1 });
  if (clock) await page.clock.install();
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(`console: ${m.text()}`);
  });
  page.on("pageerror", (e) => errors.push(`page error: ${e.message}`));
  page.on("requestfailed", (r) => errors.push(`request failed: ${r.url()} (${r.failure()?.errorText})`));
  await page.goto(url);
  // The page draws its first frame from the chunks around the step it opens at, then loads the rest: wait for all.
  await page.waitForFunction(() => (globalThis as { simReplay?: { complete: boolean } }).simReplay?.complete === true, null, {
    timeout: 60_000,
  });
  return { page, errors };
}

/**
 * Waits until `ready` holds in a page opened with `clock`, moving the page's clock on by `everyMs` at each look, so a
 * page that looks for new data every `everyMs` looks at once instead of after its interval (it still looks by itself).
 */
export async function untilLooked<A>(page: Page, ready: (arg: A) => boolean, arg: A, everyMs: number, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const look = ready as (arg: unknown) => boolean; // a function run in the page, with its argument serialised
  while (!(await page.evaluate(look, arg as unknown))) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${ready.toString()}`);
    await page.clock.fastForward(everyMs);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export interface Png {
  width: number;
  height: number;
  rgb(x: number, y: number): [number, number, number];
}

/** Decodes an 8-bit RGB or RGBA, non-interlaced PNG (what the browser's screenshots are). */
export function decodePng(buffer: Buffer): Png {
  if (buffer.readUInt32BE(0) !== 0x89504e47) throw new Error("not a PNG");
  let width = 0, height = 0, colorType = 0;
  const idat: Buffer[] = [];
  for (let at = 8; at < buffer.length; ) {
    const length = buffer.readUInt32BE(at);
    const type = buffer.toString("ascii", at + 4, at + 8);
    const data = buffer.subarray(at + 8, at + 8 + length);
    if (type === "IHDR") {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      if (data[8] !== 8 || data[12] !== 0) throw new Error("only 8-bit, non-interlaced PNGs");
      colorType = data[9]!;
    } else if (type === "IDAT") idat.push(data);
    at += 12 + length;
  }
  const bpp = colorType === 6 ? 4 : colorType === 2 ? 3 : 0;
  if (!bpp) throw new Error(`PNG colour type ${colorType} is not RGB(A)`);
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * bpp;
  const out = Buffer.alloc(height * stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    const row = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let i = 0; i < stride; i++) {
      const a = i >= bpp ? out[y * stride + i - bpp]! : 0;
      const b = y > 0 ? out[(y - 1) * stride + i]! : 0;
      const c = i >= bpp && y > 0 ? out[(y - 1) * stride + i - bpp]! : 0;
      const x = row[i]!;
      let v: number;
      if (filter === 0) v = x;
      else if (filter === 1) v = x + a;
      else if (filter === 2) v = x + b;
      else if (filter === 3) v = x + ((a + b) >> 1);
      else {
        const p = a + b - c;
        const pa = Math.abs(p - a), pb = Math.abs(p - b), pc = Math.abs(p - c);
        v = x + (pa <= pb && pa <= pc ? a : pb <= pc ? b : c);
      }
      out[y * stride + i] = v & 0xff;
    }
  }
  return {
    width,
    height,
    rgb: (x, y) => {
      const i = Math.round(y) * stride + Math.round(x) * bpp;
      return [out[i]!, out[i + 1]!, out[i + 2]!];
    },
  };
}

/** "hsl(200, 62%, 46%)" -> [r, g, b]. */
export function hslToRgb(css: string): [number, number, number] {
  const m = /hsl\(\s*([\d.]+),\s*([\d.]+)%,\s*([\d.]+)%\)/.exec(css);
  if (!m) throw new Error(`not an hsl() colour: ${css}`);
  const h = Number(m[1]) / 360, s = Number(m[2]) / 100, l = Number(m[3]) / 100;
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const channel = (t: number) => {
    t = (t + 1) % 1;
    if (t < 1 / 6) return p + (q - p) * 6 * t;
    if (t < 1 / 2) return q;
    if (t < 2 / 3) return p + (q - p) * (2 / 3 - t) * 6;
    return p;
  };
  return [channel(h + 1 / 3), channel(h), channel(h - 1 / 3)].map((v) => Math.round(v * 255)) as [number, number, number];
}

export const colorDistance = (a: readonly number[], b: readonly number[]) => Math.hypot(a[0]! - b[0]!, a[1]! - b[1]!, a[2]! - b[2]!);
