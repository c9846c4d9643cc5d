/**
 * A whisper reaches the persona: a fork's whisper becomes the persona's inner thought (a model call, counted in the
 * fork's usage, with its own poignancy and embedding), retrieval finds it for a related focal point, and it shows
 * in the prompts of the persona's next day's planning and of its talk with the person it is about.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { advance, currentState, fork, openRun } from "../drivers/town/townRun.js";
import { stepVillage, type VillageSession } from "../drivers/town/villageSession.js";
import type { MemoryNode } from "../state/persona.js";
import type { TownStateType } from "../state/town.js";
import { retrievalGlobals, retrieveForFocalPoints } from "../tools/memory/retrieval.js";
import { MemoryStream } from "../tools/memory/memoryStream.js";
import { HashingEmbeddings } from "../tools/models/hashingEmbeddings.js";
import { SimulatedChatModel } from "../tools/models/simulatedModel.js";
import type { ChatExchange } from "../tools/models/recording.js";
import { DEFAULT_VILLAGE } from "../villages/index.js";

const tmp = mkdtempSync(path.join(os.tmpdir(), "simulacra-whisper-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const ADA = "Ada Okafor";
const TOMAS = "Tomas Reyes";
const WHISPER = "Tomas Reyes invited you to his birthday party at Larkspur Library on Saturday at 6pm";

const streamOf = (store: VillageSession["store"], state: TownStateType, name: string) =>
  new MemoryStream({ store, cursor: state.personas[name]!.memory, tick: state.clock.tick, embeddings: new HashingEmbeddings(), embedderId: "hashing" });

/** The recorded exchanges of one prompt. */
function exchanges(file: string, prompt: string): ChatExchange[] {
  return readFileSync(file, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line))
    .filter((e) => e.kind === "chat" && e.prompt === prompt);
}
const text = (e: ChatExchange) => e.messages.map((m) => m.content).join("\n");

/** A village session on the fork's state (its store and memory branch), at `time`. */
function sessionAt(store: VillageSession["store"], state: TownStateType, time: string, tick: number): VillageSession {
  return {
    mapDir: DEFAULT_VILLAGE.mapDir,
    clock: { time, tick, secondsPerTick: 10 },
    personas: state.order.map((name) => ({ ...state.personas[name]! })),
    store,
    usage: {},
  };
}

describe("a whisper", () => {
  it("becomes the persona's inner thought and reaches its retrieval, its next day's plan and its talk", { timeout: 600_000 }, async () => {
    // An hour of the default village (Ada baking, then opening the bakery; Tomas getting ready): enough of Ada's own
    // routine in her memory to compare the whisper with (on Larkspur's built map, half an hour from 07:00 held two events).
    const parent = await openRun(path.join(tmp, "parent"), {
      startTime: "2024-05-06T06:30:00",
      endTime: "2024-05-06T07:30:00",
      checkpointEveryMinutes: 30,
      threadId: "whisper-parent",
      seed: 0,
    });
    try {
      await advance(parent);
      const before = (await currentState(parent))!;
      const child = await fork(parent, { at: "2024-05-06T07:30:00", endTime: "2024-05-06T08:00:00", whisper: { persona: ADA, text: WHISPER }, folder: path.join(tmp, "fork") });
      try {
        const state = (await currentState(child))!;

        // One inner-thought call (with its triple and poignancy) more than the parent's (its village's history),
        // counted in the fork's usage and in Ada's day.
        const runs = (s: TownStateType, id: string) => s.usage[id]?.runs ?? 0;
        expect(runs(state, "inner_thought")).toBe(runs(before, "inner_thought") + 1);
        expect(runs(state, "event_poignancy")).toBe(runs(before, "event_poignancy") + 1);
        expect(runs(state, "event_triple")).toBe(runs(before, "event_triple") + 1);
        const adaDay = (s: TownStateType) => s.usageByPersona[ADA]?.["2024-05-06"]?.inner_thought?.runs ?? 0;
        expect(adaDay(state)).toBe(adaDay(before) + 1);

        // Stored as Ada's own thought, in the third person, with its own poignancy and embedding.
        const stream = streamOf(child.store, state, ADA);
        const nodes = await stream.all();
        const thought = nodes.find((n) => n.type === "thought" && /birthday party/.test(n.description))!;
        expect(thought).toBeDefined();
        expect(thought.description).toMatch(/^Ada Okafor\b/);
        expect(thought.description).not.toMatch(/\byou\b/i);
        expect(thought.description).toMatch(/Saturday at 6pm/);
        expect(thought.embeddingKey).toBe(thought.description);
        const routine = nodes.filter((n) => n.type === "event" && n.subject === ADA);
        expect(routine.length).toBeGreaterThan(3);
        expect(thought.poignancy).toBeGreaterThan(Math.max(...routine.map((n) => n.poignancy)));
        expect(thought.expiration).toBe("2024-06-05T07:30:00");

        // Retrieval finds it first for what it is about, and among the top for the next day's planning.
        const recall = async (focal: string, now: string): Promise<MemoryNode[]> =>
          (await retrieveForFocalPoints(stream, [focal], {
            now, k: 30, weights: state.personas[ADA]!.scratch, globals: retrievalGlobals(), readOnly: true,
          }))[focal]!;
        expect((await recall(TOMAS, "2024-05-06T08:00:00"))[0]!.id).toBe(thought.id);
        expect((await recall("Tomas Reyes is at the birthday party", "2024-05-06T08:00:00"))[0]!.id).toBe(thought.id);
        for (const focal of ["Ada Okafor's plan for Tuesday May 7.", "Important recent events for Ada Okafor's life."]) {
          expect((await recall(focal, "2024-05-07T04:00:00")).slice(0, 10).map((n) => n.id), focal).toContain(thought.id);
        }

        // Planning the next day: it is in the planning note's prompt, and the new status keeps it in mind.
        const planning = path.join(tmp, "next-day.jsonl");
        const nextDay = sessionAt(child.store, state, "2024-05-07T04:00:00", state.clock.tick + 8640);
        await stepVillage(nextDay, { context: { record: planning } });
        const note = exchanges(planning, "plan_note");
        expect(note.filter((e) => text(e).includes(thought.description)).length).toBeGreaterThan(0);
        expect(nextDay.personas[0]!.scratch.currently).toMatch(/birthday party/);

        // Talking to Tomas: it is among what Ada has in mind, and she brings it up.
        const talk = path.join(tmp, "talk.jsonl");
        const meeting = sessionAt(child.store, state, state.clock.time, state.clock.tick);
        const [ada, tomas] = [0, 1].map((i) => meeting.personas[i]!);
        const tile = ada!.scratch.currTile!;
        meeting.personas[1] = { ...tomas!, scratch: { ...tomas!.scratch, currTile: [tile[0] + 1, tile[1]] } };
        const eager = new SimulatedChatModel({ seed: 0, answers: { decide_to_talk: () => "Answer in yes or no: yes" } });
        for (let i = 0; i < 12 && !meeting.personas[0]!.scratch.chattingWith; i++) {
          await stepVillage(meeting, { context: { chatModel: eager, record: talk } });
        }
        const chat = meeting.personas[0]!.scratch.chat!;
        expect(meeting.personas[0]!.scratch.chattingWith).toBe(TOMAS);
        const adasLines = exchanges(talk, "utterance").filter((e) => text(e).startsWith("Name: Ada Okafor"));
        expect(adasLines.length).toBeGreaterThan(0);
        expect(adasLines.every((e) => text(e).includes(thought.description))).toBe(true);
        expect(chat.filter(([who]) => who === ADA).map(([, line]) => line).join(" ")).toMatch(/birthday party/);
      } finally {
        await child.close();
      }
    } finally {
      await parent.close();
    }
  });
});
