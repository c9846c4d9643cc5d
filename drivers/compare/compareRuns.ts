/**
 * What one branch of a run changed against another (a fork and its parent, or two forks of one run), over the
 * steps both have recorded: per person the first moment their day diverges (tile or action differs at the same game
 * time), actions that exist in one branch only, conversations held in one branch only, memories and reflections
 * one branch has and the other does not, and each whisper's thought traced to what used it.
 *
 * Tracing a whisper: the run does not record which memories each prompt retrieved (the original neither), so a
 * whisper is traced by what its words reach: the branch's own conversations whose lines mention it, and its own
 * memories and actions that do (sharing at least two of the whisper's content words, or all of them when it has
 * fewer). `traced.by` says so ("mentions"), so a reader knows this is evidence of use, not a record of retrieval.
 * The whispered thought itself (the person's memory made at the whisper's moment) is not counted as a use.
 *
 * `compareBranches` is pure (two timelines in, the comparison out); `compareRuns` reads the run folders.
 */
import { readBranch, timeOfStep, type BranchMemory, type BranchTimeline, type PersonChange } from "./branchTimeline.js";

export type Side = "a" | "b";

/** One of the two branches compared: its folder, run id, title and the whispers it was given. */
export interface BranchRef {
  folder: string;
  runId: string;
  title: string;
  whispers: Array<{ persona: string; text: string; step: number; time: string }>;
}

/** Where a person stands and what they do at one step of one branch. */
export interface PersonMoment {
  tile: [number, number];
  emoji: string;
  action: string;
}

/** The first step at which a person's day differs between the branches, and how it looks in each. */
export interface Divergence {
  step: number;
  time: string;
  /** What differed first: the tile, the action, or both. */
  what: "tile" | "action" | "both";
  a: PersonMoment;
  b: PersonMoment;
}

/** An action a person takes in one branch only (within the compared span). */
export interface OnlyAction {
  step: number;
  time: string;
  emoji: string;
  action: string;
  /** Steps it lasted (within the compared span). */
  steps: number;
}

/** A conversation held in one branch only: when, who, and its lines. */
export interface OnlyConversation {
  step: number;
  time: string;
  people: string[];
  lines: Array<[string, string]>;
}

/** A memory (or reflection) one branch's person holds and the other's does not. */
export interface OnlyMemory extends BranchMemory {
  persona: string;
}

/** One person across the two branches: the first divergence, and the actions and memories of one branch only. */
export interface PersonComparison {
  name: string;
  divergence: Divergence | null;
  actions: Record<Side, OnlyAction[]>;
  memories: Record<Side, OnlyMemory[]>;
}

/** A whisper given in one branch, and what in that branch used it: conversations, memories and actions that mention it. */
export interface WhisperTrace {
  side: Side;
  persona: string;
  text: string;
  step: number;
  time: string;
  traced: {
    /** How the uses were found: by the whisper's words in them (the run records no retrievals). */
    by: "mentions";
    conversations: OnlyConversation[];
    memories: OnlyMemory[];
    actions: Array<OnlyAction & { persona: string }>;
  };
}

/** One difference on the time axis (the page's list and the printed summary). */
export interface CompareEvent {
  step: number;
  time: string;
  kind: "divergence" | "action" | "conversation" | "memory" | "reflection" | "whisper";
  side: Side | "both";
  people: string[];
  text: string;
}

/** What `compareRuns(a, b)` finds: the two branches, the span compared, their common ancestor and each person's differences. */
export interface RunComparison {
  a: BranchRef;
  b: BranchRef;
  /** The steps compared: those both branches recorded (game time and step numbers as the run's files use). */
  span: { from: number; to: number; fromTime: string; toTime: string };
  /** The last run both descend from (null when they share no history). */
  commonAncestor: { runId: string; folder: string } | null;
  people: PersonComparison[];
  conversations: Record<Side, OnlyConversation[]>;
  whispers: WhisperTrace[];
  events: CompareEvent[];
}

/** A person's state at every step of [from, to). */
function dense(changes: PersonChange[], from: number, to: number): Array<PersonChange | null> {
  const out: Array<PersonChange | null> = new Array(Math.max(0, to - from)).fill(null);
  let k = -1;
  for (let step = from; step < to; step++) {
    while (k + 1 < changes.length && changes[k + 1]!.step <= step) k++;
    out[step - from] = k >= 0 ? changes[k]! : null;
  }
  return out;
}

const moment = (c: PersonChange | null): PersonMoment => ({ tile: c?.tile ?? [-1, -1], emoji: c?.emoji ?? "", action: c?.action ?? "" });
const sameTile = (x: PersonChange | null, y: PersonChange | null) => (x?.tile[0] ?? -1) === (y?.tile[0] ?? -1) && (x?.tile[1] ?? -1) === (y?.tile[1] ?? -1);

/** A description without its place ("walking to the bakery @ the_ville:..." -> "walking to the bakery"). */
export function actionText(description: string): string {
  const at = description.indexOf(" @ ");
  return (at < 0 ? description : description.slice(0, at)).trim();
}

/** Runs of one action (same description) within the span: [start step, length, change]. */
function episodes(states: Array<PersonChange | null>, from: number): Array<{ step: number; steps: number; c: PersonChange }> {
  const out: Array<{ step: number; steps: number; c: PersonChange }> = [];
  states.forEach((c, i) => {
    if (!c) return;
    const last = out.at(-1);
    if (last && last.c.action === c.action && last.step + last.steps === from + i) last.steps++;
    else out.push({ step: from + i, steps: 1, c });
  });
  return out;
}

/** Conversations within the span: each a run of one conversation, keyed by its fullest transcript. */
function conversationsOf(states: Array<Array<PersonChange | null>>, people: string[], from: number): Map<string, OnlyConversation> {
  const found = new Map<string, OnlyConversation>();
  states.forEach((list, i) => {
    let current: { step: number; lines: Array<[string, string]> } | null = null;
    const close = () => {
      if (!current) return;
      const key = JSON.stringify(current.lines);
      const known = found.get(key);
      if (known) {
        if (!known.people.includes(people[i]!)) known.people.push(people[i]!);
        known.step = Math.min(known.step, current.step);
      } else found.set(key, { step: current.step, time: "", people: [people[i]!], lines: current.lines });
      current = null;
    };
    list.forEach((c, k) => {
      const lines = c?.chat ?? null;
      if (!lines || !lines.length) return close();
      // A transcript that grows line by line is one conversation; a different first line starts another.
      if (current && current.lines[0]![1] === lines[0]![1]) {
        if (lines.length >= current.lines.length) current.lines = lines;
      } else {
        close();
        current = { step: from + k, lines };
      }
    });
    close();
  });
  return found;
}

const STOP = new Set(
  "about above after again also among and any are because been before being both but can could did does doing down during each from further had has have having her here hers him his how into its itself just more most myself nor not now off once only other our ours out over own same she should some such than that the their theirs them then there these they this those through too under until very was were what when where which while who whom why will with would you your yours".split(" "),
);

/** A text's content words (lower case, four letters or more, no common words). */
export function contentWords(text: string): Set<string> {
  return new Set((text.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? []).map((w) => w.replace(/'s$/, "")).filter((w) => w.length >= 4 && !STOP.has(w)));
}

/** Whether a text mentions a whisper: it shares two of the whisper's content words (all, when it has fewer). */
export function mentions(whisperWords: Set<string>, text: string): boolean {
  const words = contentWords(text);
  let shared = 0;
  for (const w of whisperWords) if (words.has(w)) shared++;
  return shared >= Math.min(2, whisperWords.size) && shared > 0;
}

function memoryKey(m: BranchMemory): string {
  return `${m.kind}|${m.text}`;
}

/** Memories in `x` and not in `y` (as many times as `x` has them more often), made before `until`. */
function memoriesOnly(x: BranchMemory[], y: BranchMemory[], until: string, persona: string): OnlyMemory[] {
  const counts = new Map<string, number>();
  for (const m of y) if (m.created < until) counts.set(memoryKey(m), (counts.get(memoryKey(m)) ?? 0) + 1);
  const out: OnlyMemory[] = [];
  for (const m of x) {
    if (m.created >= until) continue;
    const n = counts.get(memoryKey(m)) ?? 0;
    if (n > 0) counts.set(memoryKey(m), n - 1);
    else out.push({ ...m, persona });
  }
  return out;
}

function refOf(branch: BranchTimeline): BranchRef {
  return {
    folder: branch.folder,
    runId: branch.runId,
    title: branch.title,
    whispers: branch.whispers.map(({ persona, text, step, time }) => ({ persona, text, step, time })),
  };
}

/** Compares two branches of one village over the steps both recorded. */
export function compareBranches(a: BranchTimeline, b: BranchTimeline): RunComparison {
  const from = Math.max(a.firstStep, b.firstStep);
  const to = Math.max(from, Math.min(a.toStep, b.toStep));
  const time = (step: number) => timeOfStep(a, step);
  const untilTime = time(to);
  const people = a.people.filter((name) => b.people.includes(name));
  const statesA = people.map((name) => dense(a.changes[a.people.indexOf(name)]!, from, to));
  const statesB = people.map((name) => dense(b.changes[b.people.indexOf(name)]!, from, to));
  const events: CompareEvent[] = [];

  const comparisons: PersonComparison[] = people.map((name, i) => {
    const sa = statesA[i]!;
    const sb = statesB[i]!;
    let divergence: Divergence | null = null;
    for (let k = 0; k < sa.length; k++) {
      const tile = !sameTile(sa[k]!, sb[k]!);
      const action = (sa[k]?.action ?? "") !== (sb[k]?.action ?? "");
      if (!tile && !action) continue;
      divergence = { step: from + k, time: time(from + k), what: tile && action ? "both" : tile ? "tile" : "action", a: moment(sa[k]!), b: moment(sb[k]!) };
      break;
    }
    if (divergence) {
      const { a: ma, b: mb } = divergence;
      const text = divergence.what === "tile" && ma.action === mb.action
        ? `${name} goes a different way while ${actionText(ma.action) || "idle"}`
        : `${name}: ${actionText(ma.action) || "nothing"} / ${actionText(mb.action) || "nothing"}`;
      events.push({ step: divergence.step, time: divergence.time, kind: "divergence", side: "both", people: [name], text });
    }
    // Actions by what they are (place aside): one branch only when the other never does it in the span.
    const ea = episodes(sa, from);
    const eb = episodes(sb, from);
    const doneA = new Set(ea.map((e) => actionText(e.c.action)));
    const doneB = new Set(eb.map((e) => actionText(e.c.action)));
    const only = (list: typeof ea, other: Set<string>): OnlyAction[] => {
      const seen = new Set<string>();
      return list
        .filter((e) => !other.has(actionText(e.c.action)) && !seen.has(actionText(e.c.action)) && seen.add(actionText(e.c.action)))
        .map((e) => ({ step: e.step, time: time(e.step), emoji: e.c.emoji, action: e.c.action, steps: e.steps }));
    };
    const actions = { a: only(ea, doneB), b: only(eb, doneA) };
    const ma = a.memories[a.people.indexOf(name)]!;
    const mb = b.memories[b.people.indexOf(name)]!;
    const memories = { a: memoriesOnly(ma, mb, untilTime, name), b: memoriesOnly(mb, ma, untilTime, name) };
    for (const side of ["a", "b"] as const) {
      for (const act of actions[side]) {
        events.push({ step: act.step, time: act.time, kind: "action", side, people: [name], text: `${name} ${act.emoji} ${actionText(act.action)}` });
      }
      for (const m of memories[side]) {
        const step = Math.max(from, Math.round((Date.parse(`${m.created}Z`) - Date.parse(`${a.origin}Z`)) / 1000 / a.secondsPerStep));
        events.push({ step, time: m.created, kind: m.kind === "r" ? "reflection" : "memory", side, people: [name], text: `${name} ${m.kind === "r" ? "reflects" : "remembers"}: ${m.text}` });
      }
    }
    return { name, divergence, actions, memories };
  });

  const convA = conversationsOf(statesA, people, from);
  const convB = conversationsOf(statesB, people, from);
  const conversations = {
    a: [...convA].filter(([key]) => !convB.has(key)).map(([, c]) => ({ ...c, time: time(c.step) })),
    b: [...convB].filter(([key]) => !convA.has(key)).map(([, c]) => ({ ...c, time: time(c.step) })),
  };
  for (const side of ["a", "b"] as const) {
    for (const c of conversations[side]) {
      events.push({ step: c.step, time: c.time, kind: "conversation", side, people: c.people, text: `${c.people.join(" and ")} talk: “${c.lines[0]?.[1] ?? ""}”` });
    }
  }

  // Whispers one branch has and the other does not share (a common ancestor's whisper changed neither).
  const whispers: WhisperTrace[] = [];
  for (const [side, branch, other] of [["a", a, b], ["b", b, a]] as const) {
    for (const w of branch.whispers) {
      if (other.whispers.some((o) => o.runId === w.runId)) continue;
      const words = contentWords(w.text);
      const after = (step: number) => step >= w.step;
      const traced = {
        by: "mentions" as const,
        conversations: conversations[side].filter((c) => after(c.step) && c.lines.some(([, line]) => mentions(words, line))),
        memories: comparisons.flatMap((p) => p.memories[side]).filter((m) => m.created >= w.time && !(m.persona === w.persona && m.created === w.time) && mentions(words, m.text)),
        actions: comparisons.flatMap((p) => p.actions[side].map((act) => ({ ...act, persona: p.name }))).filter((act) => after(act.step) && mentions(words, act.action)),
      };
      whispers.push({ side, persona: w.persona, text: w.text, step: w.step, time: w.time, traced });
      events.push({ step: Math.max(from, w.step), time: w.time, kind: "whisper", side, people: [w.persona], text: `Whispered to ${w.persona}: “${w.text}”` });
    }
  }

  const order = { whisper: 0, divergence: 1, action: 2, conversation: 3, memory: 4, reflection: 5 } as const;
  events.sort((x, y) => x.step - y.step || order[x.kind] - order[y.kind]);
  comparisons.sort((x, y) => (x.divergence?.step ?? Infinity) - (y.divergence?.step ?? Infinity));
  const common = a.lineage.find((r) => b.lineage.some((o) => o.runId === r.runId)) ?? null;
  return {
    a: refOf(a),
    b: refOf(b),
    span: { from, to, fromTime: time(from), toTime: untilTime },
    commonAncestor: common && { runId: common.runId, folder: common.folder },
    people: comparisons,
    conversations,
    whispers,
    events,
  };
}

/** Compares two run folders (see the top of this file). */
export function compareRuns(a: string, b: string): RunComparison {
  return compareBranches(readBranch(a), readBranch(b));
}
