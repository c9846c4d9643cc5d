/**
 * What the simulated model does with news when it re-plans the rest of a day (replan_schedule with `news`): an event
 * the news names for today (prompts/persona/plannedEvents.ts) goes into the schedule at its time, as a real model
 * asked to fit the news into the day would put it. The host always goes; someone told of another's event goes unless
 * a commitment (work, a class, an appointment) holds the event's start, and then most of the time (goesToEvent: the
 * same draw as the daily plan's, so a person re-planning with the news decides as their morning plan did). An event already in the schedule, or already begun, stays as the schedule has it.
 */
import type { ScheduleEntry } from "../../state/persona.js";
import type { KeyedRandom } from "../types.js";
import { goesToEvent, isCommitment } from "./dailyPlan.js";
import { eventsToday, isEventActivity, type PlannedEvent } from "./plannedEvents.js";

/** News as the persona heard it: the statement it keeps and when it heard it (a game time). */
export interface News {
  statement: string;
  heardAt: string;
}

/** A schedule laid out from `start` (minutes of the day): each entry's own span. */
interface Span {
  activity: string;
  from: number;
  to: number;
}

const spansOf = (entries: readonly ScheduleEntry[], start: number): Span[] => {
  let at = start;
  return entries.map(([activity, minutes]) => ({ activity, from: at, to: (at += minutes) }));
};

/** The schedule's entry text for being at an event: "hosting the storm meeting at The Anchor Inn". */
export function eventActivity(event: PlannedEvent): string {
  return `${event.host ? "hosting" : "attending"} ${event.name} at ${event.place}`;
}

/** Whether the persona goes to the event, given what the schedule holds at its start. */
function goes(event: PlannedEvent, spans: readonly Span[], name: string, day: string, keyed: KeyedRandom): boolean {
  if (event.host) return true;
  const then = spans.find((s) => s.from <= event.start && s.to > event.start);
  // The main activity decides ("working at the counter (restocking)" is work).
  if (then && isCommitment(then.activity.split("(")[0]!)) return false;
  return goesToEvent(keyed, name, event, day);
}

/**
 * `rest` (entries from minute `start` on) with today's events of the news put in at their times, entries they cover
 * cut around them; the total stays the same. `name` is the persona's full name; `keyed` draws whether a guest goes.
 */
export function fitNewsIntoRest(rest: readonly ScheduleEntry[], start: number, name: string, news: News, keyed: KeyedRandom): ScheduleEntry[] {
  let spans = spansOf(rest, start);
  const end = spans.at(-1)?.to ?? start;
  const who = { name, firstName: name.split(" ")[0]!, currTime: news.heardAt };
  for (const event of eventsToday(news.statement, who, news.heardAt)) {
    const from = event.start;
    const to = Math.min(event.end, end);
    if (from < start || to <= from) continue;
    const place = event.place.toLowerCase();
    if (spans.some((s) => s.to > from && s.from < to && isEventActivity(s.activity) && s.activity.toLowerCase().includes(place))) continue;
    if (!goes(event, spans, name, news.heardAt, keyed)) continue;
    const cut: Span[] = [];
    for (const s of spans) {
      if (s.from < from) cut.push({ ...s, to: Math.min(s.to, from) });
      if (s.to > to) cut.push({ ...s, from: Math.max(s.from, to) });
    }
    spans = [...cut, { activity: eventActivity(event), from, to }].sort((a, b) => a.from - b.from);
  }
  return spans.filter((s) => s.to > s.from).map((s): ScheduleEntry => [s.activity, s.to - s.from]);
}
