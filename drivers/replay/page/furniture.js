/*
 * What the map shows beyond floors, read from its grids and names: each object's kind (a bed, a counter, a shelf)
 * with the sign drawn on it, the doors in buildings' walls, and which walls are buildings' (the rest is hedge or
 * fence). Pure functions (no page state), so test/replay/pageParts.test.ts loads this file on its own.
 * Part of the replay page: the parts share one scope (replayPage.ts joins them in order inside one function).
 */

/**
 * Kinds of objects by the words people name them with, the most specific first ("bar counter" is a bar before it
 * is a counter), each with the sign drawn on it. A name no word matches is a plain mark with its name beside it
 * when zoomed in.
 */
const OBJECT_KINDS = [
  ["flowers", "🌷", /\b(flower|flowers|planter|planters|herbs?)\b/],
  ["bed", "🛏️", /\b(bed|beds|bunk|cot|crib|hammock)\b/],
  ["bath", "🚿", /\b(shower|bathtub|bath|tub)\b/],
  ["toilet", "🚽", /\b(toilet|toilets|lavatory|urinal)\b/],
  ["sink", "🚰", /\b(sink|basin|washbasin|tap)\b/],
  ["table", "🍽️", /\b(table|tables|dining)\b/],
  ["bar", "🍺", /\b(bar|beer|taps)\b/],
  ["coffee", "☕", /\b(coffee|espresso|cafe|kettle|tea)\b/],
  ["stove", "🍳", /\b(stove|oven|cooktop|cooking|grill|hob|toaster|microwave)\b/],
  ["cold store", "🧊", /\b(fridge|refrigerator|freezer|ice|cooler)\b/],
  ["larder", "🥫", /\b(larder|pantry|cupboard|cabinet|storage|store room)\b/],
  ["books", "📚", /\b(book|books|bookshelf|bookcase|library|reading|magazines?)\b/],
  ["shelf", "🗄️", /\b(shelf|shelves|rack|racks|display|stock)\b/],
  ["till", "🧾", /\b(counter|till|register|checkout|cashier|reception)\b/],
  ["desk", "✏️", /\b(desk|desks|workstation|office)\b/],
  ["computer", "💻", /\b(computer|laptop|pc|terminal)\b/],
  ["workbench", "🛠️", /\b(workbench|bench vise|tools|toolbox|forge|anvil|lathe|loom)\b/],
  ["seat", "🪑", /\b(chair|chairs|seat|seating|sofa|couch|armchair|bench|benches|stool|stools|pew)\b/],
  ["piano", "🎹", /\b(piano|keyboard|organ|harp)\b/],
  ["music", "🎸", /\b(guitar|violin|drum|drums|microphone|mic|stage|instrument|speakers?)\b/],
  ["art", "🎨", /\b(easel|canvas|paint|paints|studio|pottery|kiln)\b/],
  ["board", "📋", /\b(blackboard|whiteboard|chalkboard|board|noticeboard|podium|lectern)\b/],
  ["screen", "📺", /\b(tv|television|screen|projector|console|game)\b/],
  ["wardrobe", "👕", /\b(wardrobe|closet|dresser|drawers|clothes|locker|lockers)\b/],
  ["plants", "🪴", /\b(garden|plant|plants|greenhouse|vegetables?)\b/],
  ["tree", "🌳", /\b(tree|trees|lawn|grass|park|meadow|green)\b/],
  ["water", "⛲", /\b(fountain|pond|well|pool)\b/],
  ["boat", "⛵", /\b(boat|boats|dinghy|lifeboat|rowboat|slipway|mooring)\b/],
  ["nets", "🪢", /\b(net|nets|rope|ropes|rigging)\b/],
  ["fish", "🐟", /\b(fish|catch|crab|lobster)\b/],
  ["scales", "⚖️", /\b(scale|scales|weighing)\b/],
  ["bell", "🔔", /\b(bell|bells|gong)\b/],
  ["radio", "📻", /\b(radio|wireless)\b/],
  ["clock", "🕰️", /\b(clock|tide|timetable)\b/],
  ["fire", "🔥", /\b(fireplace|hearth|fire|brazier)\b/],
  ["darts", "🎯", /\b(dartboard|darts|billiards|pool table)\b/],
  ["lamp", "💡", /\b(lamp|lantern|light)\b/],
  ["mail", "✉️", /\b(mail|mailbox|letters|post|parcels?|sorting)\b/],
  ["bread", "🥖", /\b(bread|bakery|dough|proofing)\b/],
  ["mirror", "🪞", /\b(mirror|vanity)\b/],
  ["winch", "⚓", /\b(winch|capstan|anchor|bollard)\b/],
  ["telescope", "🔭", /\b(telescope|binoculars|spyglass)\b/],
  ["gym", "🏋️", /\b(weight|weights|gym|treadmill|exercise)\b/],
];

/** An object's kind and sign by its name ({ kind: "thing", sign: "" } when no word names a kind). */
function objectKind(name) {
  const text = String(name).toLowerCase();
  for (const [kind, sign, words] of OBJECT_KINDS) if (words.test(text)) return { kind, sign };
  return { kind: "thing", sign: "" };
}

/**
 * Doors: openings in a wall between two places. `wall`: 1 for a wall tile; `place`: each tile's room (or building,
 * where it has no rooms), 0 outdoors. A door is a run of at most `widest` open tiles of one place along its edge,
 * each with an open tile of another place (or outdoors) beyond it, with a wall at both ends of the run. Returns
 * [{ x, y, length, side }]: the run's first tile (inside the place), its length along the edge, and the side the
 * opening faces ("n", "s", "e", "w").
 */
function findDoors(width, height, wall, place, widest = 3) {
  const doors = [];
  const open = (x, y) => x >= 0 && y >= 0 && x < width && y < height && !wall[y * width + x];
  const isWall = (x, y) => x < 0 || y < 0 || x >= width || y >= height || wall[y * width + x] === 1;
  // For each side: the step to the tile beyond, and the step along the edge.
  const sides = [["n", 0, -1, 1, 0], ["s", 0, 1, 1, 0], ["w", -1, 0, 0, 1], ["e", 1, 0, 0, 1]];
  for (const [side, dx, dy, ax, ay] of sides) {
    const opening = (x, y) => {
      if (!open(x, y) || !open(x + dx, y + dy)) return false;
      const p = place[y * width + x];
      return p > 0 && place[(y + dy) * width + x + dx] !== p;
    };
    const seen = new Uint8Array(width * height);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        if (seen[y * width + x] || !opening(x, y)) continue;
        // Walk back to the run's first tile, then along it.
        let x0 = x, y0 = y;
        const p = place[y * width + x];
        while (opening(x0 - ax, y0 - ay) && place[(y0 - ay) * width + x0 - ax] === p) (x0 -= ax, y0 -= ay);
        let length = 0;
        while (opening(x0 + ax * length, y0 + ay * length) && place[(y0 + ay * length) * width + x0 + ax * length] === p) {
          seen[(y0 + ay * length) * width + x0 + ax * length] = 1;
          length++;
        }
        // The wall at both ends of the opening, on the line of the opening and beyond it.
        const [bx, by] = [x0 - ax, y0 - ay], [ex, ey] = [x0 + ax * length, y0 + ay * length];
        const walled = (isWall(bx, by) || isWall(bx + dx, by + dy)) && (isWall(ex, ey) || isWall(ex + dx, ey + dy));
        if (length <= widest && walled) doors.push({ x: x0, y: y0, length, side });
      }
    }
  }
  return doors;
}

/**
 * Which wall tiles are buildings' walls: those touching (8 ways) a tile of a building. The other walls (the_ville's
 * fences and tree lines, a generated village's hedges between buildings) are drawn as greenery, so buildings stand
 * out. Returns 1 for a building's wall, 0 elsewhere.
 */
function buildingWalls(width, height, wall, sector) {
  const out = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!wall[y * width + x]) continue;
      search: for (let ny = Math.max(0, y - 1); ny <= Math.min(height - 1, y + 1); ny++) {
        for (let nx = Math.max(0, x - 1); nx <= Math.min(width - 1, x + 1); nx++) {
          if (sector[ny * width + nx] > 0) {
            out[y * width + x] = 1;
            break search;
          }
        }
      }
    }
  }
  return out;
}
