/**
 * The town graph takes a village spec as its input (`villageSpec`: Studio's form, an API call): an object or the path
 * of a village.yaml, checked whole and built when the town opens; a bad spec is refused with the spec checker's
 * sentences, every problem at once, before anything runs.
 */
import { InMemoryStore, MemorySaver } from "@langchain/langgraph";
import { describe, expect, it } from "vitest";
import { townBuilder } from "../graphs/town.js";
import type { VillageSpecInput } from "../state/villageSpec.js";
import { loadSeedMemories, loadTownMap } from "../tools/world/smallvilleLoader.js";
import { DEFAULT_VILLAGE } from "../villages/index.js";

const START = "2025-09-01T08:00:00";

/** Two neighbours and a corner shop: the smallest village of one's own. */
function tinyVillage(): VillageSpecInput {
  const person = (name: string, age: number, home: string) => ({
    name, age, innate: "friendly, punctual", learned: `${name} has lived on Wren Lane all their life.`,
    currently: `${name} is getting the garden ready for autumn.`, lifestyle: `${name} goes to bed around 10pm and wakes up around 7am.`,
    home: { sector: home, arena: "bedroom" }, dailyRequirement: `${name} buys milk at the corner shop in the morning and works in the garden in the afternoon.`,
  });
  return {
    world: { name: "Wren Lane", start: START },
    places: [
      { sector: "Corner Shop", arenas: [{ name: "shop floor", objects: ["shop counter", "milk fridge"] }] },
      { sector: "Number 1", kind: "home", arenas: [{ name: "bedroom", objects: ["bed", "wardrobe"] }, { name: "kitchen", objects: ["stove", "kitchen table"] }] },
      { sector: "Number 2", kind: "home", arenas: [{ name: "bedroom", objects: ["bed", "desk"] }, { name: "garden", objects: ["flower bed", "garden bench"] }] },
    ],
    people: [
      { ...person("Iris Vale", 64, "Number 1"), relationships: [{ person: "Owen Pike", note: "Owen Pike is your neighbour, who borrows your ladder" }] },
      person("Owen Pike", 35, "Number 2"),
    ],
  };
}

const compiled = () => townBuilder.compile({ checkpointer: new MemorySaver(), store: new InMemoryStore() });

describe("the town graph with a village spec as input", () => {
  it("builds the spec and runs its people on its map, from the spec's start", async () => {
    const out = await compiled().invoke({ villageSpec: tinyVillage(), until: "2025-09-01T08:10:00" }, { configurable: { thread_id: "spec-object" } });
    expect(out.clock.start).toBe(START);
    expect(out.clock.time).toBe("2025-09-01T08:10:00");
    expect(out.order).toEqual(["Iris Vale", "Owen Pike"]);
    const map = loadTownMap(out.village.mapDir);
    expect(map.world).toBe("Wren Lane");
    expect(out.personas["Iris Vale"]!.scratch.livingArea).toBe("Wren Lane:Number 1:bedroom");
    for (const p of Object.values(out.personas)) {
      expect(map.isBlocked(p.scratch.currTile!)).toBe(false);
      expect(p.spatial["Wren Lane"]!["Corner Shop"]).toEqual({ "shop floor": ["shop counter", "milk fridge"] });
    }
    // Each one's status and Iris's relationship line are the built village's history, stored as inner thoughts when
    // the town opened (one's own doing is one's own memory from the start: docs/villages.md).
    expect(loadSeedMemories(out.scenario!.history!)).toEqual({
      "Iris Vale": ["Iris Vale is getting the garden ready for autumn", "Owen Pike is your neighbour, who borrows your ladder"],
      "Owen Pike": ["Owen Pike is getting the garden ready for autumn"],
    });
    expect(out.usageByPersona["Iris Vale"]!["2025-09-01"]!.inner_thought!.calls).toBeGreaterThanOrEqual(1);
  });

  it("takes the path of a village.yaml's folder: Larkspur from its spec, at the spec's midnight start", async () => {
    const folder = DEFAULT_VILLAGE.spec.replace(/[/\\]village\.yaml$/, "");
    const out = await compiled().invoke({ villageSpec: folder, until: "2024-05-06T00:05:00" }, { configurable: { thread_id: "spec-path" } });
    expect(out.clock.start).toBe("2024-05-06T00:00:00");
    expect(out.order).toEqual(["Ada Okafor", "Tomas Reyes", "Mei Lin"]);
    expect(loadTownMap(out.village.mapDir).tilesOf("Larkspur:Willow Park:lawn").length).toBeGreaterThan(0);
  });

  it("refuses a bad spec before anything runs, every problem named by field in one error", async () => {
    const bad = tinyVillage() as { people: Array<Record<string, unknown>> } & VillageSpecInput;
    bad.people[0]!.home = { sector: "Number 3", arena: "bedroom" };
    (bad.people[1] as { relationships?: unknown }).relationships = [{ person: "Iris Vail", note: "Iris is kind" }];
    const run = compiled().invoke({ villageSpec: bad }, { configurable: { thread_id: "spec-bad" } });
    await expect(run).rejects.toThrow(/Town input "villageSpec" has 2 problems/);
    await expect(compiled().invoke({ villageSpec: bad }, { configurable: { thread_id: "spec-bad-2" } })).rejects.toThrow(
      /Town input "villageSpec", field "people\[0\]\.home\.sector": the home "Number 3" is not a place of the village; did you mean "Number 1"\?[\s\S]*field "people\[1\]\.relationships\[0\]\.person": "Iris Vail" is not a person of the village; did you mean "Iris Vale"\?/,
    );
  });

  it("refuses a spec file's problems with its file and line, and a spec given with a scenario", async () => {
    await expect(compiled().invoke({ villageSpec: "no/such/village" }, { configurable: { thread_id: "spec-missing" } })).rejects.toThrow(
      /no\/such\/village: no such file or folder/,
    );
    const both = { villageSpec: tinyVillage(), scenario: { baseDir: DEFAULT_VILLAGE.baseDir, mapDir: DEFAULT_VILLAGE.mapDir } };
    await expect(compiled().invoke(both, { configurable: { thread_id: "spec-both" } })).rejects.toThrow(/give "villageSpec" or "scenario", not both/);
  });

  it("runs a spec's threshold overrides only when the run's context carries them, and says so otherwise", async () => {
    const spec = { ...tinyVillage(), world: { name: "Wren Lane", start: START, thresholds: { chatCooldownTicks: 300 } } };
    await expect(compiled().invoke({ villageSpec: spec, until: "2025-09-01T08:01:00" }, { configurable: { thread_id: "spec-thresholds" } })).rejects.toThrow(
      /world\.thresholds \(chatCooldownTicks: 300\) apply only through the run's context/,
    );
    const out = await compiled().invoke(
      { villageSpec: spec, until: "2025-09-01T08:01:00" },
      { configurable: { thread_id: "spec-thresholds-2" }, context: { thresholds: { chatCooldownTicks: 300 } } } as never,
    );
    expect(out.clock.time).toBe("2025-09-01T08:01:00");
  });
});
