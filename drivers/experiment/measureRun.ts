/**
 * Measuring a run folder (or a fork's) with the experiment graph: the run's state at each time asked is read from
 * its checkpoints (the latest at or before the time), the steps inside its events from its movement log, and the
 * graph asks its people on the run's own store, read only. The measurement's model calls are its own (its usage,
 * apart from the run's usage.json); its model is the run's unless another is given.
 *
 * The figures (diffusion curve, relationship density, attendance) are computed here from the graph's answers with the
 * pure functions of state/experimentFigures.ts, so anyone can recompute them from experiment.json.
 */
import path from "node:path";
import { experimentBuilder } from "../../graphs/experiment.js";
import type { AbsenceAnswer, AcquaintanceAnswer, AwarenessAnswer, HeardFrom, Presence, RunSnapshot, StepTiles } from "../../state/experiment.js";
import { askingTimes, type ExperimentSpec } from "../../state/experimentSpec.js";
import { attendanceSeries, diffusionCurve, relationshipFigure, type DiffusionPoint, type RelationshipFigure } from "../../state/experimentFigures.js";
import { totalUsage, type UsageByPrompt } from "../../state/usage.js";
import { loadTownMap } from "../../tools/world/smallvilleLoader.js";
import { DEFAULT_VILLAGE } from "../../villages/index.js";
import { absentKnowers, knewBeforehand } from "../../nodes/experiment/routes.js";
import { fullStepsOfLog, MOVEMENT_LOG } from "../town/movementLog.js";
import { history, type TownRun } from "../town/townRun.js";
import { stateAt } from "../town/interviews.js";

export interface MeasureOptions {
  /** The measurement's model (default: the run's). */
  model?: string;
  seed?: number;
  maxConcurrentCalls?: number;
  /** Each answer as it comes: what was asked so far, of how many. */
  onProgress?(progress: MeasureProgress): void;
  signal?: AbortSignal;
}

export interface MeasureProgress {
  what: "awareness" | "acquaintances" | "absences";
  done: number;
  total: number;
}

export interface EventFindings {
  id: string;
  name: string;
  place: ExperimentSpec["events"][number]["place"];
  start: string;
  end: string;
  present: Presence[];
  knewBeforehand: string[];
  /** Who knew beforehand and came. */
  came: string[];
  absences: AbsenceAnswer[];
  /** People in the place every 10 minutes of the event. */
  series: Array<{ time: string; count: number }>;
}

export interface ExperimentFindings {
  spec: ExperimentSpec;
  run: { folder: string; model: string; seed: number; cognition: string; ablate: string[]; forkedFrom: string | null };
  measuredWith: { model: string; seed: number };
  /** Each time asked and the checkpoint that answered it (the latest at or before it). */
  snapshots: Array<{ asked: string; time: string; checkpointId: string | null }>;
  people: string[];
  awareness: AwarenessAnswer[];
  diffusion: DiffusionPoint[];
  heardFrom: HeardFrom[];
  acquaintances: AcquaintanceAnswer[];
  relationships: RelationshipFigure[];
  events: EventFindings[];
  usage: { measurement: UsageByPrompt; measurementCalls: number; runCalls: number };
}

/** The run's state at each time asked (times before the run's first checkpoint or after its last are refused). */
async function snapshotsOf(run: TownRun, times: readonly string[]) {
  const points = await history(run);
  const first = points.at(-1)?.time;
  const last = points.find((p) => !p.leftBehind)?.time;
  if (!first || !last) throw new Error(`${run.folder} has no checkpoint yet: run it first.`);
  const asked: Array<{ asked: string; snapshot: RunSnapshot & { checkpointId: string | null } }> = [];
  for (const time of times) {
    if (time < first) throw new Error(`The experiment asks at ${time}, before ${run.folder} begins (${first}): give times from ${first} to ${last}.`);
    if (time > last) throw new Error(`The experiment asks at ${time}, after ${run.folder} ends (${last}): run it further (resume) or ask earlier.`);
    const { state, checkpointId } = await stateAt(run, time);
    asked.push({ asked: time, snapshot: { time: state.clock.time, tick: state.clock.tick, checkpointId, order: state.order, personas: state.personas } });
  }
  return { asked, start: (await stateAt(run, first)).state.clock.start, secondsPerTick: (await stateAt(run, last)).state.clock.secondsPerTick };
}

/** The movement log's tiles at every step inside an event. */
function stepsDuring(run: TownRun, spec: ExperimentSpec): StepTiles[] {
  if (!spec.events.length) return [];
  const inside = (time: string) => spec.events.some((e) => time >= e.start && time < e.end);
  const steps: StepTiles[] = [];
  for (const step of fullStepsOfLog(path.join(run.folder, MOVEMENT_LOG))) {
    if (!inside(step.time)) continue;
    steps.push({ time: step.time, tiles: Object.fromEntries(Object.entries(step.persona).map(([name, m]) => [name, m.movement])) });
  }
  return steps;
}

export async function measureRun(run: TownRun, spec: ExperimentSpec, options: MeasureOptions = {}): Promise<ExperimentFindings> {
  const times = askingTimes(spec);
  const { asked, start, secondsPerTick } = await snapshotsOf(run, times);
  // A checkpoint answers every time it is the latest for: asked once.
  const snapshots = [...new Map(asked.map((a) => [a.snapshot.time, a.snapshot])).values()];
  const mapDir = run.spec.scenario?.mapDir ?? DEFAULT_VILLAGE.mapDir;
  const graph = experimentBuilder.compile({ store: run.store });
  const model = options.model ?? run.spec.model;
  const seed = options.seed ?? run.spec.seed;
  const context = { model, seed, maxConcurrentCalls: options.maxConcurrentCalls ?? run.spec.maxConcurrentCalls, answerMode: run.spec.answerMode, requestTimeoutSeconds: run.spec.requestTimeoutSeconds, maxTokens: run.spec.maxTokens };
  let out: Record<string, unknown> = {};
  const stream = await graph.stream(
    { experiment: spec, snapshots, steps: stepsDuring(run, spec), village: { mapDir }, secondsPerStep: secondsPerTick, runStart: start },
    { context: Object.fromEntries(Object.entries(context).filter(([, v]) => v !== undefined)), streamMode: ["custom", "values"], signal: options.signal, recursionLimit: 50 } as never,
  );
  for await (const [mode, chunk] of stream as AsyncIterable<[string, Record<string, unknown>]>) {
    if (mode === "values") out = chunk;
    else if (chunk?.kind === "measured") options.onProgress?.(chunk as unknown as MeasureProgress);
  }
  const state = out as unknown as { awareness: AwarenessAnswer[]; acquaintances: AcquaintanceAnswer[]; presence: Record<string, Presence[]>; absences: AbsenceAnswer[]; heardFrom: HeardFrom[]; usage: UsageByPrompt };
  const people = snapshots.at(-1)!.order;
  const map = spec.events.length ? loadTownMap(mapDir) : undefined;
  const steps = stepsDuring(run, spec);
  const events: EventFindings[] = spec.events.map((event) => {
    const view = { snapshots, awareness: state.awareness, presence: state.presence ?? {} };
    const knew = knewBeforehand(view, event);
    const absent = new Set(absentKnowers(view, event));
    const onPlace = (tile: [number, number]) => {
      const here = map!.tileAt(tile);
      return here.sector === event.place.sector && (!event.place.arena || here.arena === event.place.arena);
    };
    return {
      id: event.id, name: event.name, place: event.place, start: event.start, end: event.end,
      present: state.presence?.[event.id] ?? [],
      knewBeforehand: knew,
      came: knew.filter((name) => !absent.has(name)),
      absences: state.absences.filter((a) => a.event === event.id),
      series: attendanceSeries(steps, onPlace, event),
    };
  });
  const ends = [...new Set([snapshots[0]!.time, snapshots.at(-1)!.time])];
  return {
    spec,
    run: {
      folder: run.folder, model: run.spec.model, seed: run.spec.seed, cognition: run.spec.cognition ?? "faithful",
      ablate: run.spec.ablate ?? [], forkedFrom: run.spec.forkedFrom?.folder ?? null,
    },
    measuredWith: { model, seed },
    snapshots: asked.map((a) => ({ asked: a.asked, time: a.snapshot.time, checkpointId: a.snapshot.checkpointId })),
    people,
    awareness: state.awareness,
    diffusion: diffusionCurve(state.awareness),
    heardFrom: state.heardFrom ?? [],
    acquaintances: state.acquaintances,
    relationships: spec.relationships ? ends.map((time) => relationshipFigure(state.acquaintances, people, time)) : [],
    events,
    usage: { measurement: state.usage, measurementCalls: totalUsage(state.usage).calls, runCalls: totalUsage((await stateAt(run)).state.usage ?? {}).calls },
  };
}
