/** An experiment's whispered person is named as everywhere else: first names resolve, a typo gets a did-you-mean. */
import { describe, expect, it } from "vitest";
import { parseExperimentSpec, withToldPersons } from "../../state/experimentSpec.js";
import { LARKSPUR_EXPERIMENT } from "../../villages/larkspur/experiment.js";

const TOWN = ["Ada Okafor", "Tomas Reyes", "Mei Lin"];
const told = (person: string) => {
  const spec = parseExperimentSpec(LARKSPUR_EXPERIMENT);
  return { ...spec, facts: spec.facts.map((f) => (f.told ? { ...f, told: { ...f.told, person } } : f)) };
};

describe("withToldPersons", () => {
  it("writes a first name or any case in full, so the whisper and the figures name one person", () => {
    const spec = withToldPersons(told("ada"), TOWN);
    expect(spec.facts.find((f) => f.told)!.told!.person).toBe("Ada Okafor");
    expect(spec.facts.filter((f) => !f.told)).toHaveLength(1); // a fact without a whisper is kept as it is
  });

  it("refuses a name no one has in one sentence naming the file, the fact and the town", () => {
    expect(() => withToldPersons(told("Adaa"), TOWN, "--spec my.json")).toThrow(
      '--spec my.json, fact "tasting", told.person: No persona "Adaa" in this town (did you mean Ada Okafor?): Ada Okafor, Tomas Reyes, Mei Lin.',
    );
  });
});
