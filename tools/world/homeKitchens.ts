/**
 * Every home has somewhere to cook. A village spec may list a home's rooms without one (Larkspur's painter has a
 * bedroom and a studio), but every model plans breakfast and dinner at home, and without a stove the day's cooking
 * landed on whatever the rooms had: "preparing the food" at a closet. The builder gives such a home a small kitchen
 * (a stove and a table), known to those who live there, as any home has; a home that has a stove or a kitchen is
 * left as written.
 */
import type { VillageSpec } from "../../state/villageSpec.js";

type Place = VillageSpec["places"][number];

/** A room or a thing to cook in or on. */
const COOKS = /\b(?:kitchen|kitchenette|galley|stove|oven|hob|cooker|range|grill|hearth|fireplace|microwave|aga)\b/i;

/** The kitchen a home without one gets. */
export const ADDED_KITCHEN = { name: "kitchen", objects: ["stove", "kitchen table"] } as const;

/** Whether a place is a home with nowhere to cook. */
export function lacksKitchen(place: Place): boolean {
  return (place.kind ?? "public") === "home" && !place.arenas.some((a) => COOKS.test(a.name) || a.objects.some((o) => COOKS.test(o)));
}

/** The places, each home without anywhere to cook given a kitchen (a room named "kitchen" already there gets the stove). */
export function withKitchens(places: readonly Place[]): Place[] {
  return places.map((place) => {
    if (!lacksKitchen(place)) return place;
    const named = place.arenas.find((a) => a.name.toLowerCase() === ADDED_KITCHEN.name);
    const arenas = named
      ? place.arenas.map((a) => (a === named ? { ...a, objects: [...a.objects, "stove"] } : a))
      : [...place.arenas, { name: ADDED_KITCHEN.name, objects: [...ADDED_KITCHEN.objects] }];
    return { ...place, arenas };
  });
}
