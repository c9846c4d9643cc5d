/**
 * A seeded village spec of any size for benchmarks: `places` sectors (every third a home, then a workplace, then a
 * public place), two arenas of three objects each, and `people` people living in the homes (two to a home when
 * there are more people than homes) and working at the workplaces. The same spec on every machine; built by the
 * same builder as a user's village.yaml.
 */
import { VillageSpecSchema, type VillageSpec } from "../state/villageSpec.js";

const THINGS = ["bed", "desk", "stove", "bookshelf", "bench", "counter", "table", "lamp", "sofa", "easel"];
const TRADES = ["bakes bread", "keeps the shop", "teaches at the school", "mends boats", "paints", "writes for the paper"];

export function villageOfPlaces(places: number, people = Math.max(1, Math.floor(places / 3))): VillageSpec {
  const kinds = ["home", "work", "public"] as const;
  const sectors = Array.from({ length: places }, (_, i) => ({
    sector: kinds[i % 3] === "home" ? `House ${i}` : `${kinds[i % 3] === "work" ? "Workshop" : "Square"} ${i}`,
    kind: kinds[i % 3],
    arenas: (kinds[i % 3] === "home" ? ["bedroom", "kitchen"] : ["hall", "back room"]).map((name, j) => ({
      name,
      objects: kinds[i % 3] === "home" && name === "bedroom" ? ["bed", "desk", "lamp"] : [0, 1, 2].map((k) => THINGS[(i + j + k) % THINGS.length]!),
    })),
  }));
  const homes = sectors.filter((s) => s.kind === "home");
  const works = sectors.filter((s) => s.kind === "work");
  const residents = Array.from({ length: people }, (_, i) => {
    const trade = TRADES[i % TRADES.length]!;
    const work = works.length ? works[i % works.length]!.sector : undefined;
    return {
      name: `Person ${i}`,
      age: 25 + (i % 40),
      innate: "friendly, curious, punctual",
      learned: `Person ${i} ${trade} and likes to chat with neighbours.`,
      currently: `Person ${i} ${trade}${work ? ` at ${work}` : ""}.`,
      lifestyle: "Goes to bed around 10pm, wakes up around 7am, eats lunch around noon.",
      dailyRequirement: `Work from 9am to 5pm${work ? ` at ${work}` : ""}; have lunch; see a friend in the evening.`,
      home: { sector: homes[i % homes.length]!.sector, arena: "bedroom" },
      ...(work ? { work } : {}),
    };
  });
  return VillageSpecSchema.parse({ world: { name: "Benchholm", start: "2025-01-06T00:00:00" }, places: sectors, people: residents });
}
