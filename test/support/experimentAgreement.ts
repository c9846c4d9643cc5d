/**
 * The checks that an experiment's figures agree with the run's own files (issue 23's "done when"), shared by the
 * tests that measure a run in process (test/drivers/experiment/measureRun.test.ts) and through the command line
 * (test/cli/experimentVillage.int.test.ts): who was at an event is who the movement log puts on its place's tiles;
 * every grounded "yes" has a memory, read back from the run's store, that mentions the fact; each density is the one
 * the answers in experiment.json give.
 */
import path from "node:path";
import { expect } from "vitest";
import type { ExperimentFindings } from "../../drivers/experiment/measureRun.js";
import { stateAt } from "../../drivers/town/interviews.js";
import { fullStepsOfLog, MOVEMENT_LOG } from "../../drivers/town/movementLog.js";
import type { TownRun } from "../../drivers/town/townRun.js";
import { density, memoryText } from "../../state/experimentFigures.js";
import { mentionsFact } from "../../state/experimentSpec.js";
import { readRunSettings } from "../../state/runContext.js";
import { memoriesAt } from "../../tools/experiment/asking.js";
import { loadTownMap } from "../../tools/world/smallvilleLoader.js";
import { speechProblems } from "./speechProblems.js";

/**
 * Each event's people present are exactly those the run's movement.jsonl puts on a tile of its place (its sector, and
 * its arena when it names one) during it, each arriving and leaving at steps where the log has them there.
 * Returns how many were counted at each event.
 */
export function expectPresenceFromMovementLog(folder: string, mapDir: string, findings: Pick<ExperimentFindings, "events">): number[] {
  const map = loadTownMap(mapDir);
  return findings.events.map((event) => {
    const there = new Map<string, string[]>();
    for (const step of fullStepsOfLog(path.join(folder, MOVEMENT_LOG))) {
      if (step.time < event.start || step.time >= event.end) continue;
      for (const [name, m] of Object.entries(step.persona)) {
        const tile = map.tileAt(m.movement);
        if (tile.sector === event.place.sector && (!event.place.arena || tile.arena === event.place.arena)) there.set(name, [...(there.get(name) ?? []), step.time]);
      }
    }
    expect(event.present.map((p) => p.person).sort(), event.id).toEqual([...there.keys()].sort());
    for (const p of event.present) {
      expect(there.get(p.person), `${p.person} arrived`).toContain(p.arrived);
      expect(there.get(p.person), `${p.person} left`).toContain(p.left);
    }
    return event.present.length;
  });
}

/**
 * Every grounded "yes" cites memories of the person, as the run's store held them at that time, each mentioning the
 * fact. Returns how many grounded answers were checked.
 */
export async function expectGroundedInMemories(run: TownRun, findings: Pick<ExperimentFindings, "awareness" | "spec">): Promise<number> {
  const grounded = findings.awareness.filter((a) => a.said === "yes" && a.grounded);
  const settings = readRunSettings({ context: run.context });
  for (const answer of grounded) {
    const { state } = await stateAt(run, answer.time);
    const memories = await memoriesAt(state.personas[answer.person]!, state.clock, { store: run.store, settings });
    const keywords = findings.spec.facts.find((f) => f.id === answer.fact)!.keywords;
    expect(answer.evidence.length, `${answer.person} at ${answer.time}`).toBeGreaterThan(0);
    for (const evidence of answer.evidence) {
      const memory = memories.find((m) => m.id === evidence.id);
      expect(memory, `${answer.person}'s ${evidence.id}`).toBeDefined();
      expect(mentionsFact(memoryText(memory!), keywords), memoryText(memory!)).toBe(true);
    }
  }
  return grounded.length;
}

/** Each density in experiment.json is η = 2|E| / (|V| (|V| - 1)) of the mutual grounded "yes" answers it holds. */
export function expectDensityFromAnswers(written: Pick<ExperimentFindings, "relationships" | "acquaintances">): void {
  expect(written.relationships.length).toBeGreaterThan(0);
  for (const figure of written.relationships) {
    const at = written.acquaintances.filter((a) => a.time === figure.time);
    expect(at).toHaveLength(figure.people.length * (figure.people.length - 1));
    const yes = new Set(at.filter((a) => a.said === "yes" && a.grounded).map((a) => `${a.person}>${a.other}`));
    const edges = figure.people.flatMap((a, i) => figure.people.slice(i + 1).filter((b) => yes.has(`${a}>${b}`) && yes.has(`${b}>${a}`)));
    expect(figure.density).toBeCloseTo(density(figure.people.length, edges.length), 10);
  }
}

/**
 * Every answer the measurement heard (about facts, about each other, why someone stayed away) reads as a person would
 * say it: none fell back to a fail-safe, none has a wrong person, pronoun or agreement (speechProblems.ts).
 */
export function expectAnswersSpokenWell(findings: Pick<ExperimentFindings, "awareness" | "acquaintances" | "events">): void {
  const people = [...new Set(findings.awareness.map((a) => a.person))];
  const answers = [...findings.awareness, ...findings.acquaintances, ...findings.events.flatMap((e) => e.absences)];
  expect(answers.length).toBeGreaterThan(people.length);
  expect(answers.filter((a) => a.fellBack).map((a) => `${a.person}: ${a.question}`)).toEqual([]);
  expect(answers.flatMap((a) => speechProblems(a.answer, { people }))).toEqual([]);
}
