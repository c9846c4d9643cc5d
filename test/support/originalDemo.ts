/**
 * A run folder read the way the original's demo reads a compressed simulation (its `demo` view, written again here
 * from its documented behaviour): the clock is meta.json's `start_date` at 00:00 plus step x `sec_per_step`;
 * master_movement.json is read key by key from "0" to its number of keys minus one, so a missing key fails; the
 * personas are the names under key "0"; each persona's entry at a step is its last one in keys 0..step.
 */
import fs from "node:fs";
import path from "node:path";
import { addSeconds } from "../../state/gameTime.js";
import { parseOriginalTime } from "../../state/smallvilleFiles.js";
import type { MasterMovement, OriginalMovement } from "../../drivers/town/runOutputs.js";

export interface DemoView {
  /** The clock the demo shows at the step (a game time). */
  clock: string;
  /** Every persona's entry at the step. */
  personas: Record<string, OriginalMovement>;
}

export function originalDemoAt(folder: string, step: number): DemoView {
  const meta = JSON.parse(fs.readFileSync(path.join(folder, "meta.json"), "utf8")) as { start_date: string; sec_per_step: number };
  const clock = addSeconds(parseOriginalTime(`${meta.start_date}, 00:00:00`), step * meta.sec_per_step);
  const master = JSON.parse(fs.readFileSync(path.join(folder, "master_movement.json"), "utf8")) as MasterMovement;
  const count = Object.keys(master).length;
  const read = (key: number) => {
    const entry = master[String(key)];
    if (!entry) throw new Error(`master_movement.json has ${count} keys but no key "${key}"`);
    return entry;
  };
  for (let key = 0; key < count; key++) read(key);
  if (step >= count) throw new Error(`step ${step} is past master_movement.json's ${count} keys`);
  const names = Object.keys(read(0));
  const personas: Record<string, OriginalMovement> = {};
  for (let key = 0; key <= step; key++) {
    for (const name of names) if (name in read(key)) personas[name] = read(key)[name]!;
  }
  return { clock, personas };
}
