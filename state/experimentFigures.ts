/**
 * The experiment's figures from its answers and the run's records, as pure functions: anyone can recompute them from
 * experiment.json and the run folder. The paper's definitions (Park et al. 2023, §7.1):
 *
 * - diffusion: the share of people whose answer says they knew a fact, counted only when a memory grounds it (a "yes"
 *   no memory backs is counted apart, as hallucinated);
 * - relationships: an undirected graph whose edges join two people who each know (of) the other, grounded; its
 *   density η = 2|E| / (|V| (|V| - 1));
 * - coordination: who stood in the event's place during it, who knew of it beforehand, and who of those came.
 */
import type { AcquaintanceAnswer, AwarenessAnswer, EvidenceMemory, HeardFrom, Presence, StepTiles } from "./experiment.js";
import type { Fact } from "./experimentSpec.js";
import { mentionsFact } from "./experimentSpec.js";
import type { Tile } from "./chatParty.js";
import type { MemoryNode } from "./persona.js";

export interface DiffusionPoint {
  fact: string;
  time: string;
  people: number;
  /** Grounded "yes" answers. */
  knew: number;
  /** "yes" answers no memory grounds. */
  hallucinated: number;
  no: number;
  unsure: number;
  /** knew / people. */
  share: number;
}

/** Each fact's awareness at each time asked, in time order. */
export function diffusionCurve(answers: readonly AwarenessAnswer[]): DiffusionPoint[] {
  const groups = new Map<string, AwarenessAnswer[]>();
  for (const a of answers) {
    const key = `${a.fact}\u0000${a.time}`;
    groups.set(key, [...(groups.get(key) ?? []), a]);
  }
  return [...groups.values()]
    .map((group) => {
      const knew = group.filter((a) => a.said === "yes" && a.grounded).length;
      return {
        fact: group[0]!.fact,
        time: group[0]!.time,
        people: group.length,
        knew,
        hallucinated: group.filter((a) => a.said === "yes" && !a.grounded).length,
        no: group.filter((a) => a.said === "no").length,
        unsure: group.filter((a) => a.said === "unsure").length,
        share: group.length ? knew / group.length : 0,
      };
    })
    .sort((a, b) => a.fact.localeCompare(b.fact) || a.time.localeCompare(b.time));
}

export interface RelationshipFigure {
  time: string;
  people: string[];
  /** Ordered pairs [person, other] whose answer is a grounded "yes". */
  knows: Array<[string, string]>;
  /** Unordered pairs who each know the other, first name in `people` order first. */
  edges: Array<[string, string]>;
  density: number;
  /** "yes" answers no memory grounds, of all "yes" answers. */
  hallucinated: number;
  yes: number;
}

/** η = 2|E| / (|V| (|V| - 1)); 0 for fewer than two people. */
export function density(people: number, edges: number): number {
  return people < 2 ? 0 : (2 * edges) / (people * (people - 1));
}

/** The relationship network of one time's answers (`people` in the run's order). */
export function relationshipFigure(answers: readonly AcquaintanceAnswer[], people: readonly string[], time: string): RelationshipFigure {
  const at = answers.filter((a) => a.time === time);
  const knows = at.filter((a) => a.said === "yes" && a.grounded).map((a) => [a.person, a.other] as [string, string]);
  const known = new Set(knows.map(([a, b]) => `${a}\u0000${b}`));
  const edges: Array<[string, string]> = [];
  people.forEach((a, i) => {
    for (const b of people.slice(i + 1)) if (known.has(`${a}\u0000${b}`) && known.has(`${b}\u0000${a}`)) edges.push([a, b]);
  });
  const yes = at.filter((a) => a.said === "yes").length;
  return { time, people: [...people], knows, edges, density: density(people.length, edges.length), hallucinated: yes - knows.length, yes };
}

/**
 * Who stood on the place's tiles during [start, end): from the steps of the movement log inside the window, each
 * counted `secondsPerStep` long. People in `order` first, then by arrival.
 */
export function presenceIn(steps: readonly StepTiles[], onPlace: (tile: Tile) => boolean, window: { start: string; end: string }, secondsPerStep: number): Presence[] {
  const seen = new Map<string, Presence>();
  for (const step of steps) {
    if (step.time < window.start || step.time >= window.end) continue;
    for (const [person, tile] of Object.entries(step.tiles)) {
      if (!onPlace(tile)) continue;
      const p = seen.get(person);
      if (p) (p.left = step.time, p.minutes += secondsPerStep / 60);
      else seen.set(person, { person, arrived: step.time, left: step.time, minutes: secondsPerStep / 60 });
    }
  }
  return [...seen.values()].map((p) => ({ ...p, minutes: Math.round(p.minutes * 10) / 10 })).sort((a, b) => a.arrived.localeCompare(b.arrived));
}

/** How many stood in the place at each step of the window (for the attendance chart), one point per `everyMinutes`. */
export function attendanceSeries(steps: readonly StepTiles[], onPlace: (tile: Tile) => boolean, window: { start: string; end: string }, everyMinutes = 10): Array<{ time: string; count: number }> {
  const buckets = new Map<string, Set<string>>();
  for (const step of steps) {
    if (step.time < window.start || step.time >= window.end) continue;
    const minute = Number(step.time.slice(11, 13)) * 60 + Number(step.time.slice(14, 16));
    const bucket = minute - (minute % everyMinutes);
    const key = `${step.time.slice(0, 11)}${String(Math.floor(bucket / 60)).padStart(2, "0")}:${String(bucket % 60).padStart(2, "0")}:00`;
    const here = buckets.get(key) ?? new Set<string>();
    for (const [person, tile] of Object.entries(step.tiles)) if (onPlace(tile)) here.add(person);
    buckets.set(key, here);
  }
  return [...buckets.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([time, people]) => ({ time, count: people.size }));
}

/** A memory's text as a reader checks it: its description, and a conversation's lines. */
export function memoryText(node: Pick<MemoryNode, "description" | "filling" | "type">): string {
  if (node.type !== "chat" || !Array.isArray(node.filling)) return node.description;
  const lines = (node.filling as unknown[]).filter((u): u is [string, string] => Array.isArray(u)).map(([who, line]) => `${who}: ${line}`);
  return [node.description, ...lines].join("\n");
}

/** A memory as evidence; for a conversation, with its lines that `mentions` accepts (when given). */
export function evidenceOf(node: Pick<MemoryNode, "id" | "type" | "created" | "description" | "filling">, mentions?: (text: string) => boolean): EvidenceMemory {
  const evidence: EvidenceMemory = { id: node.id, type: node.type, created: node.created, description: node.description };
  if (node.type !== "chat" || !mentions || mentions(node.description) || !Array.isArray(node.filling)) return evidence;
  const lines = (node.filling as unknown[]).filter((u): u is [string, string] => Array.isArray(u)).map(([who, line]) => `${who}: ${line}`).filter(mentions);
  return lines.length ? { ...evidence, lines } : evidence;
}

/**
 * Where each person who holds the fact in memory first had it from, given every person's memories (any order).
 * The first memory that mentions the fact marks when they had it; a person the fact was whispered to was "told", one
 * who had it at the run's start from their "history"; otherwise the last conversation that began at or before that
 * memory, with a partner who already had the fact, brought it ("conversation"); failing that, a first memory that is
 * an observation was "seen" (someone talking about it nearby), else "unknown".
 */
export function heardFrom(fact: Fact, memories: Readonly<Record<string, readonly MemoryNode[]>>, runStart: string): HeardFrom[] {
  const first = new Map<string, MemoryNode>();
  for (const [person, nodes] of Object.entries(memories)) {
    const found = [...nodes].sort((a, b) => a.index - b.index).find((n) => mentionsFact(memoryText(n), fact.keywords));
    if (found) first.set(person, found);
  }
  const out: HeardFrom[] = [];
  for (const [person, memory] of first) {
    const base = { fact: fact.id, person, from: null, conversationAt: null, firstMemory: evidenceOf(memory, (text) => mentionsFact(text, fact.keywords)) };
    if (fact.told?.person === person && memory.created >= fact.told.at) {
      out.push({ ...base, source: "told" });
      continue;
    }
    if (memory.created <= runStart) {
      out.push({ ...base, source: "history" });
      continue;
    }
    const chats = [...memories[person]!]
      .filter((n) => n.type === "chat" && n.created <= memory.created)
      .sort((a, b) => b.index - a.index);
    const bringer = chats.find((c) => {
      const partner = first.get(c.object);
      return partner !== undefined && partner.created <= c.created && c.object !== person;
    });
    if (bringer) out.push({ ...base, source: "conversation", from: bringer.object, conversationAt: bringer.created });
    else out.push({ ...base, source: memory.type === "event" ? "seen" : "unknown" });
  }
  return out.sort((a, b) => a.firstMemory.created.localeCompare(b.firstMemory.created) || a.person.localeCompare(b.person));
}
