/**
 * A village of N personas for benchmarks: the default village's three personas cloned (renamed "<first> <last> <i>"),
 * each clone keeping its original's home, habits and start tile, on the default map. Written to a temp folder in
 * the original formats, so it loads like any village.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { DEFAULT_VILLAGE } from "../villages/index.js";

export function generateVillage(personas: number): { baseDir: string; mapDir: string } {
  const src = DEFAULT_VILLAGE.baseDir;
  const dir = mkdtempSync(path.join(os.tmpdir(), `simulacra-village-${personas}-`));
  const meta = JSON.parse(readFileSync(path.join(src, "reverie", "meta.json"), "utf8"));
  const env = JSON.parse(readFileSync(path.join(src, "environment", "0.json"), "utf8"));
  const originals: string[] = meta.persona_names;
  const names: string[] = [];
  const positions: Record<string, unknown> = {};
  for (let i = 0; i < personas; i++) {
    const original = originals[i % originals.length]!;
    const name = i < originals.length ? original : `${original} ${Math.floor(i / originals.length) + 1}`;
    names.push(name);
    positions[name] = env[original];
    const from = path.join(src, "personas", original, "bootstrap_memory");
    const to = path.join(dir, "personas", name, "bootstrap_memory");
    mkdirSync(path.dirname(to), { recursive: true });
    cpSync(from, to, { recursive: true });
    const scratchFile = path.join(to, "scratch.json");
    const scratch = JSON.parse(readFileSync(scratchFile, "utf8"));
    const [first, ...rest] = name.split(" ");
    writeFileSync(scratchFile, JSON.stringify({ ...scratch, name, first_name: first, last_name: rest.join(" ") }, null, 2));
  }
  mkdirSync(path.join(dir, "reverie"), { recursive: true });
  mkdirSync(path.join(dir, "environment"), { recursive: true });
  writeFileSync(path.join(dir, "reverie", "meta.json"), JSON.stringify({ ...meta, persona_names: names }, null, 2));
  writeFileSync(path.join(dir, "environment", "0.json"), JSON.stringify(positions, null, 2));
  return { baseDir: dir, mapDir: DEFAULT_VILLAGE.mapDir };
}
