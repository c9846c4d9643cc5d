/**
 * The experiment's figures as pure functions (state/experimentFigures.ts, state/experimentSpec.ts): the paper's
 * density, mutual edges, grounded and hallucinated "yes" counted apart, presence from steps, who heard from whom,
 * the keyword rule a reader checks memories with, and a spec's bad field named.
 */
import { describe, expect, it } from "vitest";
import type { AcquaintanceAnswer, AwarenessAnswer, StepTiles } from "../../state/experiment.js";
import { attendanceSeries, density, diffusionCurve, heardFrom, presenceIn, relationshipFigure } from "../../state/experimentFigures.js";
import { askingTimes, mentionsFact, mentionsPerson, parseExperimentSpec } from "../../state/experimentSpec.js";
import type { MemoryNode } from "../../state/persona.js";

const awareness = (person: string, said: "yes" | "no" | "unsure", grounded: boolean | null, time = "2023-02-13T00:00:00"): AwarenessAnswer =>
  ({ time, fact: "party", person, question: "?", answer: "...", said, grounded, evidence: [], memoryHolds: Boolean(grounded), fellBack: false });
const knows = (person: string, other: string, said: "yes" | "no", grounded: boolean | null): AcquaintanceAnswer =>
  ({ time: "t", person, other, question: "?", answer: "...", said, grounded, evidence: [], fellBack: false });

describe("density and the relationship network", () => {
  it("is 2|E| / (|V| (|V| - 1)), the paper's formula (25 people, 50 edges: 0.1667)", () => {
    expect(density(25, 50)).toBeCloseTo(100 / 600, 6);
    expect(density(3, 3)).toBe(1);
    expect(density(1, 0)).toBe(0);
  });

  it("joins two people only when each knows the other, grounded; a hallucinated yes is counted apart", () => {
    const people = ["A", "B", "C"];
    const answers = [knows("A", "B", "yes", true), knows("B", "A", "yes", true), knows("A", "C", "yes", true), knows("C", "A", "yes", false), knows("B", "C", "no", null), knows("C", "B", "yes", true)];
    const figure = relationshipFigure(answers, people, "t");
    expect(figure.edges).toEqual([["A", "B"]]);
    expect(figure.density).toBeCloseTo(1 / 3, 6);
    expect(figure.yes).toBe(5);
    expect(figure.hallucinated).toBe(1);
  });
});

describe("diffusion", () => {
  it("counts grounded yes as knowing, and hallucinated yes, no and unsure apart, per time", () => {
    const curve = diffusionCurve([
      awareness("A", "yes", true), awareness("B", "yes", false), awareness("C", "no", null), awareness("D", "unsure", null),
      awareness("A", "yes", true, "2023-02-14T00:00:00"), awareness("B", "yes", true, "2023-02-14T00:00:00"),
    ]);
    expect(curve).toEqual([
      { fact: "party", time: "2023-02-13T00:00:00", people: 4, knew: 1, hallucinated: 1, no: 1, unsure: 1, share: 0.25 },
      { fact: "party", time: "2023-02-14T00:00:00", people: 2, knew: 2, hallucinated: 0, no: 0, unsure: 0, share: 1 },
    ]);
  });
});

describe("presence during an event", () => {
  const onPlace = ([x]: [number, number]) => x >= 10;
  const steps: StepTiles[] = [
    { time: "2023-02-14T16:59:50", tiles: { A: [12, 0] as [number, number] } },
    { time: "2023-02-14T17:00:00", tiles: { A: [1, 0] as [number, number], B: [11, 0] as [number, number] } },
    { time: "2023-02-14T17:00:10", tiles: { A: [10, 0] as [number, number], B: [11, 0] as [number, number] } },
    { time: "2023-02-14T19:00:00", tiles: { C: [11, 0] as [number, number] } },
  ];
  const window = { start: "2023-02-14T17:00:00", end: "2023-02-14T19:00:00" };

  it("lists who stood on the place's tiles inside the window, with arrival, departure and minutes", () => {
    expect(presenceIn(steps, onPlace, window, 10)).toEqual([
      { person: "B", arrived: "2023-02-14T17:00:00", left: "2023-02-14T17:00:10", minutes: 0.3 },
      { person: "A", arrived: "2023-02-14T17:00:10", left: "2023-02-14T17:00:10", minutes: 0.2 },
    ]);
  });

  it("counts people in the place per 10 minutes", () => {
    expect(attendanceSeries(steps, onPlace, window)).toEqual([{ time: "2023-02-14T17:00:00", count: 2 }]);
  });
});

describe("who heard it from whom", () => {
  let index = 0;
  const node = (type: MemoryNode["type"], created: string, description: string, extra: Partial<MemoryNode> = {}): MemoryNode => ({
    id: `node_${++index}`, index, type, depth: 0, created, expiration: null, lastAccessed: created, subject: "", predicate: "", object: "",
    description, embeddingKey: description, poignancy: 1, keywords: [], filling: null, ...extra,
  });
  const fact = { id: "party", text: "a party", question: "?", keywords: ["party", "valentine|hobbs"], told: { person: "Isabella", at: "2023-02-13T07:00:00" } };
  const memories = {
    Isabella: [node("thought", "2023-02-13T07:00:00", "Isabella is planning a Valentine's Day party")],
    Maria: [
      node("chat", "2023-02-13T09:00:00", "conversing about coffee", { object: "Klaus" }),
      node("chat", "2023-02-13T10:00:00", "conversing about the weekend", { object: "Isabella", filling: [["Isabella", "Come to my Valentine's party at Hobbs Cafe!"]] }),
    ],
    Klaus: [node("chat", "2023-02-13T12:00:00", "conversing about the Valentine's Day party", { object: "Maria" })],
    Tom: [node("event", "2023-02-13T13:00:00", "Maria is conversing about the Valentine's party")],
    Ayesha: [node("thought", "2023-02-13T00:00:00", "Ayesha knows about the Valentine's party")],
  };

  it("names the told, the history, the conversation with someone who already knew, and what was only seen", () => {
    const found = heardFrom(fact, memories, "2023-02-13T00:00:00");
    const by = Object.fromEntries(found.map((h) => [h.person, h]));
    expect(by.Isabella!.source).toBe("told");
    expect(by.Ayesha!.source).toBe("history");
    expect(by.Maria).toMatchObject({ source: "conversation", from: "Isabella", conversationAt: "2023-02-13T10:00:00" });
    // A conversation's description names only its topic: the lines that carry the fact are kept as evidence.
    expect(by.Maria!.firstMemory.lines).toEqual(["Isabella: Come to my Valentine's party at Hobbs Cafe!"]);
    expect(by.Klaus).toMatchObject({ source: "conversation", from: "Maria" });
    expect(by.Tom).toMatchObject({ source: "seen", from: null });
  });
});

describe("the keyword rule", () => {
  it("needs every keyword; long words take endings, short ones only themselves or 's", () => {
    const candidacy = ["sam", "mayor|election", "run|running|candidate"];
    expect(mentionsFact("Sam Moore: I am running for mayor", candidacy)).toBe(true);
    expect(mentionsFact("Sam's mayoral run", candidacy)).toBe(true);
    expect(mentionsFact("the same mayor runs", candidacy)).toBe(false);
    expect(mentionsFact("who will run for the local mayor election", candidacy)).toBe(false);
    expect(mentionsFact("Isabella's Valentine's Day party", ["party", "valentine|hobbs"])).toBe(true);
  });

  it("finds a person by full name or first name as a word", () => {
    expect(mentionsPerson("Tom is baking", "Tom Moreno")).toBe(true);
    expect(mentionsPerson("see you tomorrow, Tomas", "Tom Moreno")).toBe(false);
  });
});

describe("an experiment spec", () => {
  const spec = {
    name: "x",
    facts: [{ id: "party", text: "a party", question: "?", keywords: ["party"] }],
    events: [{ id: "party", name: "the party", place: { sector: "Hobbs Cafe" }, start: "2023-02-14T17:00:00", end: "2023-02-14T19:00:00", fact: "party" }],
    times: ["2023-02-15T00:00:00", "2023-02-13T00:00:00"],
  };

  it("asks at its times, the events' starts and their middles, in order", () => {
    expect(askingTimes(parseExperimentSpec(spec))).toEqual(["2023-02-13T00:00:00", "2023-02-14T17:00:00", "2023-02-14T18:00:00", "2023-02-15T00:00:00"]);
  });

  it("names the bad field in one sentence (and the file)", () => {
    expect(() => parseExperimentSpec({ ...spec, events: [{ ...spec.events[0], fact: "candidacy" }] }, "x.json")).toThrow('x.json: field "events.0.fact": no fact has the id "candidacy".');
    expect(() => parseExperimentSpec({ ...spec, facts: [{ ...spec.facts[0], keywords: [] }] })).toThrow(/^Experiment field "facts\.0\.keywords"/);
    expect(() => parseExperimentSpec({ ...spec, events: [{ ...spec.events[0], end: "2023-02-14T16:00:00" }] })).toThrow(/"events\.0\.end": must be after/);
  });
});
