/*
 * Where things go so that nothing shown hides something else: place names on the map, the spots speech bubbles
 * take, and the marks on the scrubber. Pure functions of boxes and numbers (no page state), so
 * test/replay/pageParts.test.ts loads this file on its own.
 * Part of the replay page: the parts share one scope (replayPage.ts joins them in order inside one function).
 */

/** Whether two boxes [x0, y0, x1, y1] overlap, or come closer than `gap` pixels. */
function boxesOverlap(a, b, gap = 0) {
  return a[0] < b[2] + gap && b[0] < a[2] + gap && a[1] < b[3] + gap && b[1] < a[3] + gap;
}

/** How many square pixels two boxes [x0, y0, x1, y1] share (0 when apart). */
function overlapArea(a, b) {
  return Math.max(0, Math.min(a[2], b[2]) - Math.max(a[0], b[0])) * Math.max(0, Math.min(a[3], b[3]) - Math.max(a[1], b[1]));
}

/**
 * Labels in the order of their importance, each put at the first of its spots where its box stays inside `bounds`
 * and keeps `gap` pixels from everything taken (the boxes given, then the labels placed before it); a label with no
 * such spot is left out, so a less important label gives way to a more important one. `labels`: [{ w, h, spots:
 * [[x, y], ...] }] with (x, y) the middle of the box; a spot [x, y, w, h, form] has a size of its own (a smaller
 * form of the label). Returns, for each label, { x, y, box, form } or null.
 */
function placeLabels(labels, taken, bounds, gap = 2) {
  const placed = [...taken];
  return labels.map((label) => {
    for (const [x, y, w = label.w, h = label.h, form = 0] of label.spots) {
      const box = [x - w / 2, y - h / 2, x + w / 2, y + h / 2];
      if (bounds && (box[0] < bounds[0] || box[1] < bounds[1] || box[2] > bounds[2] || box[3] > bounds[3])) continue;
      if (placed.some((t) => boxesOverlap(box, t, gap))) continue;
      placed.push(box);
      return { x, y, box, form };
    }
    return null;
  });
}

/**
 * The first spot [x, y, ...] (a w x h box's top left corner) clear of every tier of boxes to avoid; when none is,
 * the first clear of all tiers but the last, and so on (the last tier matters least). Tiers: [{ boxes, gap }].
 * Returns the spot, or null when even the first tier leaves none.
 */
function firstClearSpot(spots, w, h, tiers) {
  for (let keep = tiers.length; keep >= 1; keep--) {
    const found = spots.find(([x, y]) => tiers.slice(0, keep).every(({ boxes, gap = 0 }) => !boxes.some((b) => boxesOverlap([x, y, x + w, y + h], b, gap))));
    if (found) return found;
  }
  return null;
}

/**
 * Of the spots [x, y, ...] (a w x h box's top left corner) clear of `avoid` (by `gap` pixels), the one that covers
 * the least area of `coverFirst`, then of `cover` (the first such in the order given), or null when none is clear of
 * `avoid`.
 */
function leastCoveringSpot(spots, w, h, avoid, gap, cover, coverFirst = []) {
  let best = null, bestFirst = Infinity, bestArea = Infinity;
  for (const spot of spots) {
    const box = [spot[0], spot[1], spot[0] + w, spot[1] + h];
    if (avoid.some((b) => boxesOverlap(box, b, gap))) continue;
    const first = coverFirst.reduce((sum, b) => sum + overlapArea(box, b), 0);
    const area = cover.reduce((sum, b) => sum + overlapArea(box, b), 0);
    if (first < bestFirst || (first === bestFirst && area < bestArea)) (best = spot), (bestFirst = first), (bestArea = area);
    if (first === 0 && area === 0) break;
  }
  return best;
}

/** How many square pixels of `names` the boxes cover, together (what a layout of bubbles hides). */
function hiddenArea(boxes, names) {
  return boxes.reduce((sum, box) => sum + names.reduce((s, n) => s + overlapArea(box, n), 0), 0);
}

/**
 * Where a speech bubble (a w x h box, by its top left corner) goes, from its candidate spots beside its speaker:
 * `near` lists them side by side (above, below, level), `far` further up or down. Never over a bubble already placed
 * nor its speaker's own name. First, of the first side that has any, the spot clear of every other name shown too (a
 * neighbour's name half under a bubble is what people notice), covering least of the markers; when no side has one,
 * the near spot hiding least of the names, then of the markers; then a far spot, best clear of the markers.
 * `boxes`: { placed, ownName (or null), names: the other names shown, markers }. Returns [x, y, ...] or null.
 */
function bubbleSpot(near, far, w, h, { placed, ownName, names, markers }) {
  const avoid = ownName ? [...placed, ownName] : placed;
  for (const side of near) {
    const spot = leastCoveringSpot(side, w, h, [...avoid, ...names], 4, markers);
    if (spot) return spot;
  }
  return leastCoveringSpot(near.flat(), w, h, avoid, 4, markers, names) || firstClearSpot(far, w, h, [{ boxes: avoid, gap: 4 }, { boxes: markers }]);
}

/**
 * The scrubber's marks by kind: each kind has its own lanes (heights above the track; forks on the track itself),
 * so marks of two kinds never cover each other; a mark too close to the last one in its lane takes its kind's next
 * lane, and with every lane of its kind taken it joins the mark it would cover (its text is listed with it).
 */
const MARK_LANES = { talk: [0, 1], reflect: [2], fork: [3] };
/** Each lane's middle, in pixels above the track's middle (forks sit on the track). */
const MARK_LANE_Y = [-9, -17, -23.5, 0];
/** A mark's width and height by kind: a talk tick, a reflection dot, a fork diamond. */
const MARK_WIDTH = { talk: 3, reflect: 5.6, fork: 10 };
const MARK_HEIGHT = { talk: 7, reflect: 5.6, fork: 10 };

/**
 * Places marks ({ kind, step, ... }) at x = xOf(step). Returns the marks drawn, each with its lane, x, y (above the
 * track's middle: negative), its box [x0, y0, x1, y1] and `joined`: the marks drawn with it. Every mark given is either drawn or joined to a drawn mark of
 * its kind.
 */
function stackMarks(marks, xOf) {
  const lastIn = new Map();
  const drawnMarks = [];
  const byX = marks.map((m) => ({ m, x: xOf(m.step) })).sort((a, b) => a.x - b.x);
  for (const { m, x } of byX) {
    const lanes = MARK_LANES[m.kind] || MARK_LANES.reflect;
    const half = (MARK_WIDTH[m.kind] || MARK_WIDTH.reflect) / 2;
    const lane = lanes.find((l) => !lastIn.has(l) || lastIn.get(l).right + 1 <= x - half);
    if (lane === undefined) {
      // Every lane of its kind is taken here: it joins the nearest of their last marks.
      const host = lanes.map((l) => lastIn.get(l)).sort((a, b) => Math.abs(a.x - x) - Math.abs(b.x - x))[0];
      host.joined.push(m);
      continue;
    }
    const y = MARK_LANE_Y[lane], halfHeight = (MARK_HEIGHT[m.kind] || MARK_HEIGHT.reflect) / 2;
    const placed = { ...m, x, y, lane, left: x - half, right: x + half, box: [x - half, y - halfHeight, x + half, y + halfHeight], joined: [] };
    lastIn.set(lane, placed);
    drawnMarks.push(placed);
  }
  return drawnMarks;
}
