/**
 * A village spec is refused with every problem at once, one sentence each naming the file, the line and the field
 * (issue 22); the shipped specs parse; the published JSON Schema is the one the zod schema gives.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { mentionsFact, parseExperimentSpec } from "../../state/experimentSpec.js";
import { villageExperiment, villageJsonSchema } from "../../state/villageSpec.js";
import { parseVillageSpec, readVillageSpec, VillageSpecError } from "../../tools/world/villageSpecFile.js";
import { defineVillage } from "../../tools/world/defineVillage.js";
import { EXAMPLE_VILLAGE_YAML } from "../../villages/exampleVillage.js";
import { SALTMERE_SPEC } from "../../villages/index.js";

/** The problems a text gives (none: []). */
function problemsOf(text: string, file = "village.yaml"): string[] {
  try {
    parseVillageSpec(text, file);
    return [];
  } catch (error) {
    if (!(error instanceof VillageSpecError)) throw error;
    return error.problems;
  }
}

/** The example with one line replaced (the line must exist). */
function edited(from: string, to: string): string {
  expect(EXAMPLE_VILLAGE_YAML).toContain(from);
  return EXAMPLE_VILLAGE_YAML.replace(from, to);
}

const lineOf = (text: string, fragment: string) => text.slice(0, text.indexOf(fragment)).split("\n").length;

describe("the shipped specs", () => {
  it("the example `new village` writes and Saltmere parse with their people and places", () => {
    const example = parseVillageSpec(EXAMPLE_VILLAGE_YAML, "village.yaml");
    expect(example.people.map((p) => p.name)).toEqual(["Ilona Varga", "Marek Varga", "Noor Haddad", "Dara Quinn", "Tobias Lund"]);
    expect(example.places).toHaveLength(6);
    const harbour = readVillageSpec("villages/harbour").spec;
    expect(harbour.people.length).toBeGreaterThanOrEqual(12);
    expect(harbour.facts?.every((f) => f.question.endsWith("?"))).toBe(true);
  });

  it("Saltmere, the default experiment's village, declares news told on day one and an event at its inn that news is of", () => {
    const harbour = readVillageSpec(SALTMERE_SPEC).spec;
    const experiment = parseExperimentSpec(villageExperiment(harbour, "2025-06-03T00:00:00"));
    const [meeting] = experiment.events;
    expect(experiment.events).toHaveLength(1);
    expect(meeting).toMatchObject({ place: { sector: "The Anchor Inn" }, start: "2025-06-02T17:00:00", fact: "storm" });
    const storm = experiment.facts.find((f) => f.id === meeting!.fact)!;
    expect(storm.told).toMatchObject({ person: "Ruth Pennock", at: "2025-06-02T06:00:00" });
    // What Ruth is told names the meeting's place and holds the fact's keywords: it can spread in conversation.
    expect(storm.told!.whisper).toContain("The Anchor Inn");
    expect(mentionsFact(storm.told!.whisper!, storm.keywords)).toBe(true);
    // Asked before the news, and after the meeting.
    expect(experiment.times[0]! < storm.told!.at).toBe(true);
    expect(experiment.times.at(-1)! > meeting!.end).toBe(true);
  });

  it("villages/village.schema.json is the schema `npm run village:schema` writes", () => {
    expect(JSON.parse(readFileSync("villages/village.schema.json", "utf8"))).toEqual(JSON.parse(JSON.stringify(villageJsonSchema())));
  });

  it("a spec in JSON is read too, its problems with lines", () => {
    const json = JSON.stringify({ world: { name: "W", start: "2025-01-01T00:00:00" }, places: [{ sector: "Hut", arenas: [{ name: "room", objects: ["bed"] }] }], people: [] }, null, 2);
    expect(problemsOf(json, "v.json")).toEqual([`v.json, line ${lineOf(json, '"people"')}, field "people": a village needs at least one person.`]);
  });
});

describe("every problem of a bad spec, one sentence each with file, line and field", () => {
  const cases: Array<[what: string, text: () => string, expected: (text: string) => string]> = [
    [
      "YAML syntax, with line and column",
      () => edited("  name: Fernhollow", "  name: [Fernhollow"),
      () => "village.yaml, line 7, column 3: Flow sequence in block collection must be sufficiently indented and end with a ] (YAML syntax).",
    ],
    [
      "a home that is not a place",
      () => edited("home: { sector: Linden House, arena: Dara's bedroom }", "home: { sector: Linden Hose, arena: Dara's bedroom }"),
      (t) => `village.yaml, line ${lineOf(t, "Linden Hose")}, field "people[3].home.sector": the home "Linden Hose" is not a place of the village; did you mean "Linden House"?`,
    ],
    [
      "a home arena the place does not have",
      () => edited("arena: Dara's bedroom }", "arena: attic }"),
      (t) => `village.yaml, line ${lineOf(t, "attic")}, field "people[3].home.arena": "Linden House" has no arena "attic" (it has "Dara's bedroom", "Tobias's bedroom", "kitchen", "workshop").`,
    ],
    [
      "a duplicate person",
      () => edited("  - name: Tobias Lund", "  - name: Dara Quinn"),
      (t) => `village.yaml, line ${t.lastIndexOf("- name: Dara Quinn") >= 0 ? lineOf(t.slice(0, t.lastIndexOf("- name: Dara Quinn")) + "X", "X") : 0}, field "people[4].name": the person "Dara Quinn" is named twice (names must be unique).`,
    ],
    [
      "a duplicate place",
      () => edited("  - sector: Mill Pond Green", "  - sector: Fernhollow School"),
      (t) => `village.yaml, line ${lineOf(t.slice(0, t.lastIndexOf("- sector: Fernhollow School")) + "X", "X")}, field "places[3].sector": the place "Fernhollow School" is named twice (names must be unique).`,
    ],
    [
      "an arena without objects",
      () => edited("objects: [kettle, sofa]", "objects: []"),
      (t) => `village.yaml, line ${lineOf(t, "objects: []")}, field "places[1].arenas[1].objects": the arena "staff room" of "Fernhollow School" has no objects (people need something to go to: a bed, a desk, a bench).`,
    ],
    [
      "a relationship to an unknown person",
      () => edited("      - person: Tobias Lund\n        note: Tobias Lund is your housemate", "      - person: Tobias Lunt\n        note: Tobias Lund is your housemate"),
      (t) => `village.yaml, line ${lineOf(t, "Tobias Lunt")}, field "people[3].relationships[0].person": "Tobias Lunt" is not a person of the village; did you mean "Tobias Lund"?`,
    ],
    [
      "an unknown threshold, with did-you-mean",
      () => edited("chatCooldownTicks: 300", "chatCooldown: 300"),
      (t) => `village.yaml, line ${lineOf(t, "chatCooldown:")}, field "world.thresholds.chatCooldown": no threshold is named "chatCooldown"; did you mean "chatCooldownTicks"?`,
    ],
    [
      "a threshold out of its range",
      () => edited("chatCooldownTicks: 300", "chatCooldownTicks: -5"),
      (t) => `village.yaml, line ${lineOf(t, "chatCooldownTicks:")}, field "world.thresholds.chatCooldownTicks": chatCooldownTicks`,
    ],
    [
      "a start time that does not parse",
      () => edited('start: "2025-03-03T07:00:00"', 'start: "2025-03-33T07:00:00"'),
      (t) => `village.yaml, line ${lineOf(t, "start:")}, field "world.start": no such date or time in the calendar.`,
    ],
    [
      "a start time in another form",
      () => edited('start: "2025-03-03T07:00:00"', 'start: "March 3rd, 7am"'),
      (t) => `village.yaml, line ${lineOf(t, "start:")}, field "world.start": expected a game time like "2023-02-13T07:30:00".`,
    ],
    [
      "a field that is not a field (a typo)",
      () => edited("    age: 62", "    agee: 62"),
      (t) => `village.yaml, line ${lineOf(t, "agee")}, field "people[0].agee": is not a field of a village spec (check its spelling).`,
    ],
    [
      "a fact told to an unknown person",
      () => edited("told: { person: Dara Quinn,", "told: { person: Dora Quinn,"),
      (t) => `village.yaml, line ${lineOf(t, "Dora Quinn")}, field "facts[0].told.person": "Dora Quinn" is not a person of the village; did you mean "Dara Quinn"?`,
    ],
  ];

  for (const [what, text, expected] of cases) {
    it(what, () => {
      const t = text();
      const problems = problemsOf(t);
      // (A renamed person also leaves the relationships to them unknown: each problem is its own sentence.)
      expect(problems.some((p) => p.startsWith(expected(t))), problems.join("\n")).toBe(true);
      for (const p of problems) expect(p).toMatch(/^village\.yaml, line \d+(, column \d+: |, field ")/);
    });
  }

  it("lists all of them at once, in one error whose message has one line per problem", () => {
    let t = EXAMPLE_VILLAGE_YAML;
    for (const [, make] of cases.slice(1)) {
      // Apply each single-line change to the accumulated text.
      const one = make();
      const diff = one.split("\n").map((line, i) => [line, EXAMPLE_VILLAGE_YAML.split("\n")[i]] as const).filter(([a, b]) => a !== b);
      if (diff.length === 1) t = t.replace(diff[0]![1]!, diff[0]![0]);
    }
    const problems = problemsOf(t);
    expect(problems.length).toBeGreaterThanOrEqual(8);
    try {
      parseVillageSpec(t, "village.yaml");
    } catch (error) {
      expect((error as Error).message.split("\n")).toHaveLength(problems.length + 1);
    }
  });

  it("defineVillage refuses a bad object naming each field, and builds a good one", () => {
    expect(() => defineVillage({ world: { name: "W", start: "2025-01-01T00:00:00" }, places: [{ sector: "Hut", arenas: [{ name: "room", objects: ["bed"] }] }], people: [{ name: "A B", age: 30, innate: "x", learned: "x", currently: "x", lifestyle: "x", home: { sector: "Hut", arena: "kitchen" }, dailyRequirement: "x" }] }))
      .toThrow('village spec, field "people[0].home.arena": "Hut" has no arena "kitchen" (it has "room").');
  });
});

/** The example with an event to come to and the times to ask (issue 23): a spec the experiment command measures. */
const WITH_EVENT = `${EXAMPLE_VILLAGE_YAML}
events:
  - id: pastry-tasting
    name: the almond pastry tasting at Brook Street Cafe
    place: { sector: Brook Street Cafe, arena: dining room }
    start: "2025-03-03T15:00:00"
    end: "2025-03-03T16:00:00"
    fact: bake-sale

times: ["2025-03-03T07:00:00", "2025-03-03T12:00:00", "2025-03-03T18:00:00"]
`;

describe("a spec's events and times, in the experiment's shape", () => {
  const withEvent = (from: string, to: string) => {
    expect(WITH_EVENT).toContain(from);
    return WITH_EVENT.replace(from, to);
  };

  it("parse with the example, and give the experiment the spec declares", () => {
    const spec = parseVillageSpec(WITH_EVENT, "village.yaml");
    const experiment = parseExperimentSpec(villageExperiment(spec, "2025-03-04T07:00:00"));
    expect(experiment.name).toBe("Fernhollow: the almond pastry tasting at Brook Street Cafe");
    expect(experiment.facts.map((f) => [f.id, f.told?.person, f.told?.at])).toEqual([["bake-sale", "Dara Quinn", "2025-03-03T07:30:00"]]);
    expect(experiment.events).toEqual([{ id: "pastry-tasting", name: "the almond pastry tasting at Brook Street Cafe", place: { sector: "Brook Street Cafe", arena: "dining room" }, start: "2025-03-03T15:00:00", end: "2025-03-03T16:00:00", fact: "bake-sale" }]);
    expect(experiment.times).toEqual(["2025-03-03T07:00:00", "2025-03-03T12:00:00", "2025-03-03T18:00:00"]);
    expect(experiment.relationships).toBe(true);
  });

  it("without times, asks at the start, every 6 hours and at the run's end", () => {
    const spec = parseVillageSpec(EXAMPLE_VILLAGE_YAML, "village.yaml");
    expect(villageExperiment(spec, "2025-03-03T20:00:00").times).toEqual(["2025-03-03T07:00:00", "2025-03-03T13:00:00", "2025-03-03T19:00:00", "2025-03-03T20:00:00"]);
  });

  const cases: Array<[what: string, text: () => string, expected: (text: string) => string]> = [
    [
      "an event at a place the village lacks",
      () => withEvent("place: { sector: Brook Street Cafe, arena: dining room }", "place: { sector: Brook Street Caffe }"),
      (t) => `village.yaml, line ${lineOf(t, "Brook Street Caffe")}, field "events[0].place.sector": the event's place "Brook Street Caffe" is not a place of the village; did you mean "Brook Street Cafe"?`,
    ],
    [
      "an event in an arena its place lacks",
      () => withEvent("arena: dining room }", "arena: terrace }"),
      (t) => `village.yaml, line ${lineOf(t, "terrace")}, field "events[0].place.arena": "Brook Street Cafe" has no arena "terrace" (it has "kitchen", "dining room").`,
    ],
    [
      "an event linked to a fact the spec lacks",
      () => withEvent("    fact: bake-sale", "    fact: pastry"),
      (t) => `village.yaml, line ${lineOf(t, "fact: pastry")}, field "events[0].fact": no fact has the id "pastry" (the facts are "bake-sale").`,
    ],
    [
      "an event that ends before it starts",
      () => withEvent('end: "2025-03-03T16:00:00"', 'end: "2025-03-03T14:00:00"'),
      (t) => `village.yaml, line ${lineOf(t, 'end: "2025-03-03T14')}, field "events[0].end": the event ends at 2025-03-03T14:00:00, not after it starts (2025-03-03T15:00:00).`,
    ],
    [
      "an event before the village starts",
      () => withEvent('start: "2025-03-03T15:00:00"', 'start: "2025-03-02T15:00:00"'),
      (t) => `village.yaml, line ${lineOf(t, 'start: "2025-03-02T15')}, field "events[0].start": the event starts at 2025-03-02T15:00:00, before the village starts (2025-03-03T07:00:00).`,
    ],
    [
      "a misspelt field of an event",
      () => withEvent("    fact: bake-sale", "    fakt: bake-sale"),
      (t) => `village.yaml, line ${lineOf(t, "fakt")}, field "events[0].fakt": is not a field of a village spec (check its spelling).`,
    ],
    [
      "two events with one id",
      () => `${WITH_EVENT.replace(/\ntimes: .*\n/, "\n")}  - { id: pastry-tasting, name: the second tasting, place: { sector: Mill Pond Green }, start: "2025-03-03T17:00:00", end: "2025-03-03T18:00:00" }\n`,
      (t) => `village.yaml, line ${lineOf(t, "the second tasting")}, field "events[1].id": two events have the id "pastry-tasting".`,
    ],
    [
      "a time to ask before the village starts",
      () => withEvent('times: ["2025-03-03T07:00:00",', 'times: ["2025-03-03T06:00:00",'),
      (t) => `village.yaml, line ${lineOf(t, "times:")}, field "times[0]": the experiment asks at 2025-03-03T06:00:00, before the village starts (2025-03-03T07:00:00).`,
    ],
    [
      "a time to ask that does not parse",
      () => withEvent('"2025-03-03T12:00:00"', '"noon"'),
      (t) => `village.yaml, line ${lineOf(t, "times:")}, field "times[1]": expected a game time like "2023-02-13T07:30:00".`,
    ],
    [
      "a fact told before the village starts",
      () => withEvent('told: { person: Dara Quinn, at: "2025-03-03T07:30:00"', 'told: { person: Dara Quinn, at: "2025-03-03T06:30:00"'),
      (t) => `village.yaml, line ${lineOf(t, "06:30:00")}, field "facts[0].told.at": the fact is told at 2025-03-03T06:30:00, before the village starts (2025-03-03T07:00:00).`,
    ],
  ];

  for (const [what, text, expected] of cases) {
    it(what, () => {
      const t = text();
      const problems = problemsOf(t);
      expect(problems, problems.join("\n")).toContain(expected(t));
    });
  }
});
