/**
 * The conversation a save is at: the path of the dialogue tree from its root to the save's last message.
 *
 * Port of the seed's `get_chat_history`: index the save's lines by id, follow `parent_line_id` from `last_message_id`,
 * reverse. As there, an id that is not among the lines ends the walk (so an unknown `lastMessageId` gives `[]`).
 * Unlike there, a cycle in the parent links throws instead of looping forever. Linear in the number of lines.
 */
import type { Line } from "../../state/line.js";

/**
 * The dialogue path ending at `lastMessageId`, root first, following `parent_line_id`; a missing id ends the walk, a
 * cycle is an error naming its ids.
 */
export function chatHistory(lines: readonly Line[], lastMessageId: number): Line[] {
  const lineById = indexById(lines);
  const history: Line[] = [];
  // the seed's `while current_id:` also stops on id 0 / null
  for (let currentId: number | null | undefined = lineIdOf(lastMessageId); currentId; ) {
    const line = lineById(currentId);
    if (line === undefined) break;
    // a path without repeats visits each line at most once: one step more means we are going round a cycle
    if (history.length === lines.length) {
      throw new Error(`Cycle in parent_line_id: ${describeCycle(history, line, lineById)}`);
    }
    history.push(line);
    currentId = line.parent_line_id;
  }
  return history.reverse();
}

/**
 * The id to start from. A JSON caller (Studio, HTTP) may send the id as a string: "2" is line 2 (a database id read
 * as text); anything else that is not a whole number is refused, rather than matching no line and giving [].
 */
export function lineIdOf(lastMessageId: unknown): number {
  if (typeof lastMessageId === "number" && Number.isInteger(lastMessageId)) return lastMessageId;
  if (typeof lastMessageId === "string" && /^\s*-?\d+\s*$/.test(lastMessageId)) return Number(lastMessageId);
  const shown = typeof lastMessageId === "string" ? `"${lastMessageId.slice(0, 40)}"` : String(lastMessageId);
  throw new Error(`lastMessageId must be the id of a line (a whole number), got ${shown}.`);
}

/**
 * Lookup by id. Database ids of one save are positive and fairly dense, so a plain array indexed by id is used when
 * it stays within a few times the number of lines (several times faster than a Map at a million rows); else a Map.
 * On duplicate ids the last row wins, as in the seed's dict.
 */
function indexById(lines: readonly Line[]): (id: number) => Line | undefined {
  let maxId = 0;
  for (const line of lines) {
    if (line.id < 0) {
      maxId = Infinity;
      break;
    }
    if (line.id > maxId) maxId = line.id;
  }
  if (maxId <= 4 * lines.length + 1024) {
    const byId: (Line | undefined)[] = new Array<Line | undefined>(maxId + 1).fill(undefined);
    for (const line of lines) byId[line.id] = line;
    return (id) => (Number.isInteger(id) && id >= 0 && id <= maxId ? byId[id] : undefined);
  }
  const byId = new Map<number, Line>();
  for (const line of lines) byId.set(line.id, line);
  return (id) => byId.get(id);
}

/**
 * The ids of the cycle that `inside` lies on, in walk order from the first of them the walk met, closed on that one:
 * "4 -> 3 -> 2 -> 4". Only runs when throwing.
 */
function describeCycle(walked: readonly Line[], inside: Line, lineById: (id: number) => Line | undefined): string {
  const cycle = [inside.id];
  for (let line = lineById(inside.parent_line_id!); line !== undefined && line.id !== inside.id; ) {
    cycle.push(line.id);
    line = lineById(line.parent_line_id!);
  }
  const onCycle = new Set(cycle);
  const entry = walked.find((line) => onCycle.has(line.id))?.id ?? inside.id;
  const from = cycle.indexOf(entry);
  const ordered = [...cycle.slice(from), ...cycle.slice(0, from), entry];
  // A long cycle (a million rows linked in a ring) is named by its ends and its length, not by every id.
  if (ordered.length <= CYCLE_IDS_SHOWN) return ordered.join(" -> ");
  const ends = [...ordered.slice(0, 4), "...", ...ordered.slice(-3)];
  return `${ends.join(" -> ")} (${ordered.length - 1} lines)`;
}

/** Ids of a cycle shown in full up to this many (more: the first and last few and the count). */
const CYCLE_IDS_SHOWN = 12;
