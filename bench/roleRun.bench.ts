/**
 * Role run benchmark: `npx tsx bench/roleRun.bench.ts [sizes] [samples]`, e.g. `100,1000,10000 10`.
 *
 * Figures, no model calls (a non-LLM action answers), no Chroma:
 *   - role.run: one run of a Role (observe -> react on the role graph -> publish) whose memory already holds N
 *     messages; each graph step hands the role its memory back, so the cost grows with N;
 *   - round: one round of a two-role team, by `Environment.run(1)` (live roles) and by the `team` graph (data).
 * It only prints figures; nothing fails on a slow machine.
 */
import { performance } from "node:perf_hooks";
import { teamGraph } from "../graphs/team.js";
import { AIMessage, Message, USER_REQUIREMENT } from "../state/message.js";
import { Action } from "../tools/roles/action.js";
import { registerAction } from "../tools/roles/registry.js";
import { Environment } from "../drivers/roles/environment.js";
import { Role } from "../drivers/roles/role.js";

const SIZES = (process.argv[2] ?? "100,1000,10000").split(",").map(Number);
const SAMPLES = Number(process.argv[3] ?? 10);

class Note extends Action {
  static override qualifiedName = "bench.Note";
  override async run(history: Message[]): Promise<string> {
    return `noted: ${history.at(-1)?.content ?? ""}`;
  }
}
class Answer extends Action {
  static override qualifiedName = "bench.Answer";
  override async run(history: Message[]): Promise<string> {
    return `answered: ${history.at(-1)?.content ?? ""}`;
  }
}
registerAction(Note);
registerAction(Answer);

function stats(samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const mean = samples.reduce((s, x) => s + x, 0) / samples.length;
  return `mean ${mean.toFixed(1)} ms, p50 ${sorted[Math.floor(sorted.length / 2)]!.toFixed(1)} ms (${samples.length} runs)`;
}

function history(n: number): Message[] {
  return Array.from({ length: n }, (_, i) =>
    i % 2 === 0 ? new Message(`request ${i} about the harbour ferry timetable`) : new AIMessage({ content: `noted ${i}`, causeBy: "bench.Note" }),
  );
}

async function main(): Promise<void> {
  const context = { model: "simulated", logger: { warn: () => {} } };
  for (const size of SIZES) {
    const role = new Role({ name: "Nia", profile: "Clerk", actions: [new Note()], context });
    role.rc.memory.load(history(size));
    await role.run("warm up");
    const times: number[] = [];
    for (let i = 0; i < SAMPLES; i++) {
      const start = performance.now();
      await role.run(`request ${i}`);
      times.push(performance.now() - start);
    }
    console.log(`role.run, memory of ${size} messages: ${stats(times)}`);
  }

  const envTimes: number[] = [];
  const graphTimes: number[] = [];
  const specs = [
    { name: "Nia", profile: "Clerk", actions: ["bench.Note"] },
    { name: "Oto", profile: "Helper", actions: ["bench.Answer"], watch: [USER_REQUIREMENT] },
  ];
  for (let i = 0; i < SAMPLES; i++) {
    const env = new Environment({ roles: specs.map((spec) => new Role(spec)), context });
    env.publishMessage(new Message(`request ${i}`));
    let start = performance.now();
    await env.run(1);
    envTimes.push(performance.now() - start);
    start = performance.now();
    await teamGraph.invoke({ roles: specs, idea: `request ${i}`, rounds: 1 }, { context });
    graphTimes.push(performance.now() - start);
  }
  console.log(`one round of two roles, Environment.run(1): ${stats(envTimes)}`);
  console.log(`one round of two roles, team graph:         ${stats(graphTimes)}`);
}

await main();
