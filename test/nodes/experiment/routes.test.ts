/** The experiment graph's routers and what they read: who knew of an event beforehand, who of them stayed away. */
import { describe, expect, it } from "vitest";
import { ABSENCES, ACQUAINTANCES, absentKnowers, knewBeforehand, NO_ABSENCES, NO_ACQUAINTANCES, routeAbsences, routeAcquaintances, snapshotAt } from "../../../nodes/experiment/routes.js";
import type { AwarenessAnswer, RunSnapshot } from "../../../state/experiment.js";
import { parseExperimentSpec } from "../../../state/experimentSpec.js";

const snapshot = (time: string): RunSnapshot => ({ time, tick: 0, order: [], personas: {} });
const said = (person: string, time: string, yes: boolean, grounded: boolean | null): AwarenessAnswer =>
  ({ time, fact: "party", person, question: "?", answer: "", said: yes ? "yes" : "no", grounded, evidence: [], memoryHolds: false, fellBack: false });
const spec = parseExperimentSpec({
  name: "x",
  facts: [{ id: "party", text: "a party", question: "?", keywords: ["party"] }],
  events: [{ id: "party", name: "the party", place: { sector: "Hobbs Cafe" }, start: "2023-02-14T17:00:00", end: "2023-02-14T19:00:00", fact: "party" }],
  times: ["2023-02-13T00:00:00"],
});
const event = spec.events[0]!;
const snapshots = [snapshot("2023-02-13T00:00:00"), snapshot("2023-02-14T17:00:00"), snapshot("2023-02-14T18:00:00")];
const awareness = [
  said("A", "2023-02-14T17:00:00", true, true),
  said("B", "2023-02-14T17:00:00", true, true),
  said("C", "2023-02-14T17:00:00", true, false),
  said("D", "2023-02-13T00:00:00", true, true),
  said("E", "2023-02-14T17:00:00", false, null),
];

describe("experiment routes", () => {
  it("takes the latest snapshot at or before a time", () => {
    expect(snapshotAt(snapshots, "2023-02-14T17:30:00")?.time).toBe("2023-02-14T17:00:00");
    expect(snapshotAt(snapshots, "2023-02-12T00:00:00")).toBeUndefined();
  });

  it("counts as knowing beforehand only a grounded yes at the last time asked before the event", () => {
    expect(knewBeforehand({ snapshots, awareness }, event)).toEqual(["A", "B"]);
  });

  it("asks why only those who knew and never stood in the place", () => {
    const presence = { party: [{ person: "A", arrived: "2023-02-14T17:05:00", left: "2023-02-14T18:00:00", minutes: 55 }] };
    expect(absentKnowers({ snapshots, awareness, presence }, event)).toEqual(["B"]);
    expect(routeAbsences({ spec, snapshots, awareness, presence })).toBe(ABSENCES);
    const everyone = { party: [...presence.party, { ...presence.party[0]!, person: "B" }] };
    expect(routeAbsences({ spec, snapshots, awareness, presence: everyone })).toBe(NO_ABSENCES);
  });

  it("asks about relationships only when the spec says so", () => {
    expect(routeAcquaintances({ spec })).toBe(ACQUAINTANCES);
    expect(routeAcquaintances({ spec: { ...spec, relationships: false } })).toBe(NO_ACQUAINTANCES);
  });
});
