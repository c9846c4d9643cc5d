/** The experiment graph's routers, and what they read of the state (pure functions). */
import type { ExperimentStateType, RunSnapshot } from "../../state/experiment.js";
import type { ExperimentEvent } from "../../state/experimentSpec.js";

export const ACQUAINTANCES = "relationships: true: everyone asked about everyone else at the first and last time";
export const NO_ACQUAINTANCES = "relationships: false";
export const ABSENCES = "someone who knew of an event stayed away: asked why, while it goes on";
export const NO_ABSENCES = "every knower came (or no event)";

/** The latest snapshot at or before `time` (undefined when all are later). */
export function snapshotAt(snapshots: readonly RunSnapshot[], time: string): RunSnapshot | undefined {
  return [...snapshots].reverse().find((s) => s.time <= time);
}

/** Who knew of the event just before it began: a grounded "yes" about its fact at the latest time asked by then. */
export function knewBeforehand(state: Pick<ExperimentStateType, "snapshots" | "awareness">, event: ExperimentEvent): string[] {
  const before = event.fact ? snapshotAt(state.snapshots ?? [], event.start) : undefined;
  if (!before) return [];
  return state.awareness.filter((a) => a.time === before.time && a.fact === event.fact && a.said === "yes" && a.grounded).map((a) => a.person);
}

/** Who knew beforehand but never stood in the event's place during it. */
export function absentKnowers(state: Pick<ExperimentStateType, "snapshots" | "awareness" | "presence">, event: ExperimentEvent): string[] {
  const came = new Set((state.presence?.[event.id] ?? []).map((p) => p.person));
  return knewBeforehand(state, event).filter((name) => !came.has(name));
}

export function routeAcquaintances(state: Pick<ExperimentStateType, "spec">) {
  return state.spec.relationships ? ACQUAINTANCES : NO_ACQUAINTANCES;
}

export function routeAbsences(state: Pick<ExperimentStateType, "spec" | "snapshots" | "awareness" | "presence">) {
  return state.spec.events.some((e) => absentKnowers(state, e).length > 0) ? ABSENCES : NO_ABSENCES;
}
