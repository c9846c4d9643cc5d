/**
 * The persona graph over simulated time: the three original Smallville personas through a morning, and two
 * personas of the default village meeting (conversation, cooldown, the 23:00 cut-off), checking the invariants a
 * user relies on at every tick.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { personaGraph } from "../graphs/persona.js";
import { addMinutes } from "../state/gameTime.js";
import { minutesIntoDay } from "../state/schedule.js";
import { MemoryStream } from "../tools/memory/memoryStream.js";
import { HashingEmbeddings } from "../tools/models/hashingEmbeddings.js";
import { SimulatedChatModel } from "../tools/models/simulatedModel.js";
import { loadTownMap } from "../tools/world/smallvilleLoader.js";
import { openVillage, stepVillage, type VillageSession } from "../drivers/town/villageSession.js";
import { DEFAULT_VILLAGE } from "../villages/index.js";
import { addressProblems, decompositionProblems, scheduleProblems } from "./support/villageInvariants.js";

const SMALLVILLE = path.resolve(process.cwd(), "../shared/smallville");
const haveSmallville = existsSync(path.join(SMALLVILLE, "the_ville"));
if (!haveSmallville && process.env.CI === "true") {
  throw new Error(`The original Smallville data is missing at ${SMALLVILLE}: CI needs it.`);
}
if (!haveSmallville) console.warn(`Skipping the Smallville persona tests: no data at ${SMALLVILLE}.`);

async function memoriesOf(session: VillageSession, index: number) {
  const slot = session.personas[index]!;
  const stream = new MemoryStream({
    store: session.store,
    cursor: slot.memory,
    tick: session.clock.tick,
    embeddings: new HashingEmbeddings(),
    embedderId: "hashing",
  });
  return stream.all();
}

describe.skipIf(!haveSmallville)(`the original three personas through a simulated morning${haveSmallville ? "" : " (skipped: no Smallville data at ../shared/smallville)"}`, () => {
  it("keep every planning invariant at every tick", { timeout: 600_000 }, async () => {
    const baseDir = path.join(SMALLVILLE, "base_the_ville_isabella_maria_klaus");
    const mapDir = path.join(SMALLVILLE, "the_ville");
    const map = loadTownMap(mapDir);
    // One-minute ticks keep the test short; every rule is stated in game time or ticks, not in 10-second steps.
    const session = await openVillage({ baseDir, mapDir }, { secondsPerTick: 60 });
    expect(session.personas.map((p) => p.scratch.name)).toEqual(["Isabella Rodriguez", "Maria Lopez", "Klaus Mueller"]);

    const problems: string[] = [];
    const counts = session.personas.map(() => 0);
    const previous = session.personas.map((p) => p.scratch);
    let actions = 0;
    while (session.clock.time < "2023-02-13T10:00:00") {
      const now = session.clock.time;
      await stepVillage(session, { context: { seed: 1 } });
      session.personas.forEach((p, i) => {
        const s = p.scratch;
        problems.push(...scheduleProblems(s), ...decompositionProblems(s), ...addressProblems(s, map));
        if (p.memory.count < counts[i]!) problems.push(`${s.name}: memory shrank at ${now}`);
        counts[i] = p.memory.count;
        if (s.chattingWith && s.chattingWith !== previous[i]!.chattingWith) {
          if (Number(now.slice(11, 13)) >= 23) problems.push(`${s.name}: chat started at ${now}`);
          if ((previous[i]!.chattingWithBuffer[s.chattingWith] ?? 0) > 0) problems.push(`${s.name}: chat inside cooldown`);
        }
        if (s.actStartTime !== previous[i]!.actStartTime) actions++;
        previous[i] = s;
      });
    }
    expect(problems.slice(0, 10)).toEqual([]);
    // Everyone woke up and did things: more than the first-tick sleeping action each.
    expect(actions).toBeGreaterThan(session.personas.length * 3);
    for (const p of session.personas) expect(p.scratch.fDailyScheduleHourlyOrg.length).toBeGreaterThan(2);

    // The day's plan is remembered: poignancy 5, keyword "plan", expiring 30 days after it was made.
    const memories = await memoriesOf(session, 0);
    const plan = memories.find((n) => n.type === "thought" && n.predicate === "plan");
    expect(plan).toBeDefined();
    expect(plan!.description).toMatch(/^This is Isabella Rodriguez's plan for Monday February 13: /);
    expect(plan!.poignancy).toBe(5);
    expect(plan!.keywords).toContain("plan");
    expect(plan!.expiration).toBe(addMinutes(plan!.created, 30 * 1440));
    // Perception stored events, and idle ones cost no model call.
    expect(memories.some((n) => n.type === "event" && n.description.endsWith("is idle") && n.poignancy === 1)).toBe(true);
  });
});

/** Ada and Tomas of the default village side by side in Ada's bedroom, awake at `time`. */
async function meeting(time: string) {
  const session = await openVillage(DEFAULT_VILLAGE, { startTime: time });
  const [ada, tomas] = session.personas;
  const tile = ada!.scratch.currTile!;
  session.personas[1] = { ...tomas!, scratch: { ...tomas!.scratch, currTile: [tile[0] + 1, tile[1]] } };
  return session;
}

/** The simulated model, except that every decide-to-talk question is answered "yes". */
const eagerTalker = () =>
  new SimulatedChatModel({ seed: 3, answers: { decide_to_talk: () => "Answer in yes or no: yes" } });

describe("two personas meeting", () => {
  it("talk, both take the chat with an 800-tick cooldown, and do not talk again inside it", { timeout: 120_000 }, async () => {
    const session = await meeting("2024-05-06T09:00:00");
    const context = { chatModel: eagerTalker() };
    let chatStart: string | null = null;
    for (let i = 0; i < 12 && !chatStart; i++) {
      const now = session.clock.time;
      await stepVillage(session, { context });
      if (session.personas[0]!.scratch.chattingWith || session.personas[1]!.scratch.chattingWith) chatStart = now;
    }
    expect(chatStart).not.toBeNull();
    const [ada, tomas] = session.personas.map((p) => p.scratch);
    const [initiator, partner] = ada!.chattingWith ? [ada!, tomas!] : [tomas!, ada!];
    expect(initiator.chattingWith).toBe(partner.name);
    expect(partner.chattingWith).toBe(initiator.name);
    expect(partner.chat).toEqual(initiator.chat);
    expect(initiator.chat!.length).toBeGreaterThan(0);
    expect(initiator.chat!.length).toBeLessThanOrEqual(16);
    expect(initiator.actDescription).toMatch(/^conversing about /);
    const words = initiator.chat!.reduce((n, [, line]) => n + line.split(/\s+/).filter(Boolean).length, 0);
    expect(initiator.actDuration).toBe(Math.max(1, Math.ceil(words / 30)));
    expect(initiator.chattingEndTime).toBe(addMinutes(chatStart!, initiator.actDuration!));
    // Cooldowns on each other: set to 800, then lowered once by this tick's bookkeeping only when not chatting.
    expect(initiator.chattingWithBuffer[partner.name]).toBe(800);
    expect(partner.chattingWithBuffer[initiator.name]).toBe(800);
    // The chat starts now in both schedules (the original put it at the end of the current subtask).
    for (const s of [initiator, partner]) {
      expect(scheduleProblems(s)).toEqual([]);
      let start = 0;
      const entry = s.fDailySchedule.find(([activity, minutes]) => {
        const found = activity.includes(initiator.actDescription!);
        if (!found) start += minutes;
        return found;
      });
      expect(entry, `${s.name}'s schedule holds the chat`).toBeDefined();
      expect(start).toBe(minutesIntoDay(chatStart!));
    }

    // Keep going past the chat's end: the cooldown keeps them from talking again, although the model always says yes.
    // (Others they meet on their way may talk to them: only a second talk between these two would break the rule.)
    const chats = new Set<string>();
    const end = addMinutes(initiator.chattingEndTime!, 20);
    const pair = [initiator.name, partner.name].sort().join();
    while (session.clock.time < end) {
      await stepVillage(session, { context });
      for (const p of session.personas) {
        const between = p.scratch.chattingWith ? [p.scratch.name, p.scratch.chattingWith].sort().join() : "";
        if (p.scratch.chat && between === pair) chats.add(JSON.stringify(p.scratch.chat));
      }
    }
    expect(chats.size).toBe(1);
    const after = session.personas.find((p) => p.scratch.name === initiator.name)!.scratch;
    expect(after.chattingWith).toBeNull();
    expect(after.chattingWithBuffer[partner.name]).toBeGreaterThan(0);
    expect(after.chattingWithBuffer[partner.name]).toBeLessThan(800);
    // After the chat, the planning thought and the memo were stored.
    const memories = await memoriesOf(session, session.personas.findIndex((p) => p.scratch.name === initiator.name));
    expect(memories.some((n) => n.type === "chat")).toBe(true);
    expect(memories.some((n) => n.type === "thought" && n.description.startsWith(`For ${initiator.name}'s planning: `))).toBe(true);
  });

  it("do not talk from 23:00 on, whatever the model would say", { timeout: 120_000 }, async () => {
    const session = await meeting("2024-05-06T23:05:00");
    for (let i = 0; i < 6; i++) await stepVillage(session, { context: { chatModel: eagerTalker() } });
    for (const p of session.personas) expect(p.scratch.chattingWith).toBeNull();
    expect(session.usage.decide_to_talk).toBeUndefined();
  });
});

describe("persona graph input", () => {
  it("runs with an empty input: the default village's first persona at its start", { timeout: 60_000 }, async () => {
    const out = await personaGraph.invoke({});
    expect(out.scratch.name).toBe("Ada Okafor");
    expect(out.scratch.currTime).toBe("2024-05-06T00:00:00");
    expect(out.scratch.fDailySchedule.length).toBeGreaterThan(0);
    expect(out.movement?.description).toMatch(/ @ /);
    expect(out.usage.wake_up_hour?.calls).toBe(1);
  });
});
