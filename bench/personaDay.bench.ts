/**
 * LLM calls per persona-day: the default village (or an original base folder + map folder) simulated for one day
 * with the simulated model, one persona after another (drivers/town/villageSession.ts), and the calls printed per prompt.
 *
 *   npx tsx bench/personaDay.bench.ts [baseDir mapDir] [--hours 24] [--seconds-per-tick 10]
 *
 * The original's estimate is 1,100-1,600 calls per agent-day (reference notes, section 7.2).
 */
import { parseArgs } from "node:util";
import { totalUsage } from "../state/usage.js";
import { addMinutes } from "../state/gameTime.js";
import { openVillage, stepVillage } from "../drivers/town/villageSession.js";
import { DEFAULT_VILLAGE } from "../villages/index.js";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { hours: { type: "string", default: "24" }, "seconds-per-tick": { type: "string", default: "10" } },
});
const paths = positionals.length === 2 ? { baseDir: positionals[0]!, mapDir: positionals[1]! } : DEFAULT_VILLAGE;
const hours = Number(values.hours);
const session = await openVillage(paths, { secondsPerTick: Number(values["seconds-per-tick"]) });
const end = addMinutes(session.clock.time, hours * 60);
const personas = session.personas.length;
const started = Date.now();
let ticks = 0;
while (session.clock.time < end) {
  await stepVillage(session, { context: { seed: 0 } });
  ticks++;
  if (ticks % 360 === 0) {
    const calls = totalUsage(session.usage).calls;
    process.stderr.write(`\r${session.clock.time}  ticks ${ticks}  calls ${calls}  ${((Date.now() - started) / 1000).toFixed(0)} s   `);
  }
}
process.stderr.write("\n");
const seconds = (Date.now() - started) / 1000;
const personaDays = (personas * hours) / 24;
const rows = Object.entries(session.usage).sort(([, a], [, b]) => b.calls - a.calls);
console.log(`${personas} personas x ${hours} h (${ticks} ticks of ${values["seconds-per-tick"]} s) in ${seconds.toFixed(1)} s wall`);
console.log(`${"prompt".padEnd(24)} ${"calls/persona-day".padStart(18)} ${"fallbacks".padStart(10)}`);
for (const [id, u] of rows) {
  console.log(`${id.padEnd(24)} ${(u.calls / personaDays).toFixed(1).padStart(18)} ${String(u.fallbacks).padStart(10)}`);
}
const total = totalUsage(session.usage);
console.log(`${"total".padEnd(24)} ${(total.calls / personaDays).toFixed(1).padStart(18)} ${String(total.fallbacks).padStart(10)}`);
console.log(`tokens per persona-day: ${(total.inputTokens / personaDays).toFixed(0)} in, ${(total.outputTokens / personaDays).toFixed(0)} out`);
console.log(`persona-ticks per second: ${((ticks * personas) / seconds).toFixed(0)} (${((seconds * 1000) / (ticks * personas)).toFixed(2)} ms each)`);
console.log("original estimate (reference 7.2): 1,100-1,600 calls per agent-day");
