/*
 * The people on the map: where each persona's marker, emoji and name go this frame (fanned out where they would
 * cover each other), their drawing, and the speech bubbles of the conversations going on.
 * Part of the replay page: the parts share one scope (replayPage.ts joins them in order inside one function).
 */
// ------------------------------------------------------------------------------------------------------------
// Markers, names, bubbles
// ------------------------------------------------------------------------------------------------------------

/** Screen positions of the personas drawn in the last frame (for clicks and bubbles). */
let drawn = [];
const EMOJI_FONT = "'Noto Color Emoji', 'Apple Color Emoji', 'Segoe UI Emoji', sans-serif";

/**
 * Where each persona is drawn this frame. Markers that would cover each other (the same tile, or neighbours when
 * zoomed out) fan out around their middle, each with its emoji on its outer side; names go under their markers,
 * beside or above when that spot is taken, always touching their marker. Returns the markers, the names and the boxes they all take.
 */
function layoutPersonas() {
  const own = view.chain[0];
  const r = Math.max(9, Math.min(15, view.scale * 0.55));
  const emojiSize = Math.max(14, Math.round(r * 1.1));
  const items = [];
  own.index.personas.forEach((_, p) => {
    const st = personaState(p, view.step);
    if (!st) return;
    const [x, y] = toScreen(st.x, st.y);
    items.push({ p, st, x, y, r, cx: x, cy: y, angle: null });
  });
  // Clusters: markers that would touch (centres closer than 2.1 radii: two radii and a rim), joined transitively; a
  // cluster fanned out onto a marker beside it (a crowded counter: Isabella's fan over Carlos) takes it in, and fans
  // out again, until no marker covers another.
  const parent = items.map((_, i) => i);
  const root = (i) => (parent[i] === i ? i : (parent[i] = root(parent[i])));
  for (let i = 0; i < items.length; i++) {
    for (let j = i + 1; j < items.length; j++) {
      if (Math.hypot(items[i].cx - items[j].cx, items[i].cy - items[j].cy) < r * 2.1) parent[root(i)] = root(j);
    }
  }
  for (let round = 0; round < 8; round++) {
    fanOut(items, root, r);
    let joined = false;
    for (let i = 0; i < items.length; i++) {
      for (let j = i + 1; j < items.length; j++) {
        if (root(i) !== root(j) && Math.hypot(items[i].x - items[j].x, items[i].y - items[j].y) < r * 2) (parent[root(i)] = root(j)), (joined = true);
      }
    }
    if (!joined) break;
  }
  // Emoji pills: above the marker (in a fan, on its outer side), else the first side where no marker or pill is.
  const taken = items.map((it) => (it.box = [it.x - it.r, it.y - it.r, it.x + it.r, it.y + it.r]));
  ctx.font = emojiSize + "px " + EMOJI_FONT;
  const byHeight = [...items].sort((a, b) => Number(b.p === view.selected) - Number(a.p === view.selected) || a.y - b.y);
  for (const it of byHeight) {
    it.top = it.y - it.r;
    if (!it.st.emoji) continue;
    const pw = ctx.measureText(it.st.emoji).width + 8, ph = emojiSize + 5;
    const first = it.angle === null ? -Math.PI / 2 : it.angle;
    // Around the marker, then a pill's height further out; with every spot taken (a crowded house), the one that
    // covers least of the others (it once went above the marker whatever it covered: emoji over emoji).
    const spots = [];
    for (const out of [0, ph * 0.9]) {
      for (const turn of [0, -0.25, 0.25, -0.5, 0.5, 1]) {
        const a = first + turn * Math.PI;
        const px = it.x + Math.cos(a) * (it.r + pw / 2 + 1 + out), py = it.y + Math.sin(a) * (it.r + ph / 2 + 1 + out);
        spots.push([px - pw / 2, py - ph / 2, px + pw / 2, py + ph / 2]);
      }
    }
    const covered = (box) => taken.reduce((sum, t) => (t === it.box ? sum : sum + overlapArea(box, t)), 0);
    const pill = spots.find((box) => covered(box) === 0) ?? spots.reduce((best, box) => (covered(box) < covered(best) ? box : best));
    it.pill = { x: pill[0], y: pill[1], w: pw, h: ph, size: emojiSize };
    taken.push(pill);
    it.top = Math.min(it.top, pill[1]);
  }
  // Names: the selected one first; under the marker, else another spot touching it; left out when all those spots are
  // taken (the side panel and the marker's initials still say who it is).
  const names = [];
  const order = [...items].sort((a, b) => Number(b.p === view.selected) - Number(a.p === view.selected) || a.y - b.y);
  for (const it of order) {
    const selected = it.p === view.selected;
    if (view.scale < 5 && !selected) continue;
    const name = own.index.personas[it.p].firstName || own.index.personas[it.p].name;
    ctx.font = (selected ? "700 " : "600 ") + "11px system-ui, sans-serif";
    const tw = ctx.measureText(name).width;
    for (const { x, y, box, shifted } of nameSpots(it, tw)) {
      if (!selected && taken.some((t) => overlaps(box, t))) continue;
      taken.push(box);
      names.push({ it, name, tw, x, y, selected, shifted, box });
      break;
    }
  }
  return { items, names, taken };
}

/** Each cluster of markers (by `root`) of two or more set on a ring around the middle of where its members stand. */
function fanOut(items, root, r) {
  const clusters = new Map();
  items.forEach((it, i) => {
    const k = root(i);
    if (!clusters.has(k)) clusters.set(k, []);
    clusters.get(k).push(it);
  });
  for (const members of clusters.values()) {
    if (members.length < 2) continue;
    const mx = members.reduce((a, it) => a + it.cx, 0) / members.length;
    const my = members.reduce((a, it) => a + it.cy, 0) / members.length;
    // In the order of where they stand around the middle (persona order for the same tile), starting on the left.
    const around = (it) => (Math.abs(it.cx - mx) + Math.abs(it.cy - my) < 0.5 ? 0 : (Math.atan2(it.cy - my, it.cx - mx) + 2 * Math.PI + Math.PI) % (2 * Math.PI));
    members.sort((a, b) => around(a) - around(b) || a.p - b.p);
    const n = members.length;
    const R = (r * 1.05) / Math.sin(Math.PI / n);
    members.forEach((it, k) => {
      const angle = Math.PI + (2 * Math.PI * k) / n;
      it.angle = angle;
      it.x = mx + Math.cos(angle) * R;
      it.y = my + Math.sin(angle) * R;
    });
  }
}

/**
 * Where a name `tw` pixels wide may go, every spot touching its marker (a name further off, above a neighbour's emoji
 * in a crowd, reads as someone else's: Kit's at Saltmere's inn): under it, beside it, above it, then beside it half a
 * line lower or higher and at its corners. In a fanned-out crowd the spots on the marker's outer side come first (the
 * inner side is the others').
 */
function nameSpots(it, tw) {
  const below = it.y + it.r + 9, side = it.r + 4 + tw / 2, corner = it.r + 3 + tw / 2;
  let spots = [[it.x, below], [it.x + side, it.y], [it.x - side, it.y], [it.x, it.y - it.r - 9],
    [it.x + side, it.y + 9], [it.x - side, it.y + 9], [it.x + side, it.y - 9], [it.x - side, it.y - 9],
    [it.x + corner, it.y + it.r + 8], [it.x - corner, it.y + it.r + 8], [it.x + corner, it.y - it.r - 8], [it.x - corner, it.y - it.r - 8]];
  if (it.angle !== null) {
    const off = ([x, y]) => Math.abs(((Math.atan2(y - it.y, x - it.x) - it.angle + 3 * Math.PI) % (2 * Math.PI)) - Math.PI);
    spots = spots.map((s, i) => [s, off(s), i]).sort((a, b) => a[1] - b[1] || a[2] - b[2]).map(([s]) => s);
  }
  return spots.map(([x, y]) => ({ x, y, box: [x - tw / 2 - 2, y - 7, x + tw / 2 + 2, y + 7], shifted: x !== it.x || y !== below }));
}

/**
 * Names a speech bubble came to cover (in a crowd no spot beside the speaker is clear of every neighbour's name:
 * the_ville's streets at 10:00) move to another of their spots clear of the bubbles and of everything else drawn, or
 * are left out while the bubble is there: a name half under a bubble reads as another word, or as nobody's.
 */
function moveNamesOffBubbles(layout, bubbles) {
  if (!bubbles.length) return;
  for (const n of [...layout.names]) {
    if (!bubbles.some((b) => overlaps(n.box, b))) continue;
    const others = layout.taken.filter((t) => t !== n.box);
    const spot = nameSpots(n.it, n.tw).find(({ box }) => !bubbles.some((b) => overlaps(box, b)) && !others.some((t) => overlaps(box, t)));
    layout.taken = others;
    if (!spot) {
      layout.names.splice(layout.names.indexOf(n), 1);
      continue;
    }
    Object.assign(n, { x: spot.x, y: spot.y, box: spot.box, shifted: spot.shifted });
    layout.taken.push(spot.box);
  }
}

function drawPersonas({ items, names }) {
  const own = view.chain[0];
  const order = [...items].sort((a, b) => Number(a.p === view.selected) - Number(b.p === view.selected));
  for (const it of order) {
    const { x, y, r, p } = it;
    const selected = p === view.selected;
    ctx.fillStyle = "rgba(0,0,0,.18)";
    ctx.beginPath();
    ctx.ellipse(x, y + r * 0.85, r * 0.8, r * 0.3, 0, 0, Math.PI * 2);
    ctx.fill();
    if (selected) {
      // A halo and a ring in the accent colour, edged in white so it shows on any floor.
      ctx.fillStyle = "rgba(63,107,216,.22)";
      ctx.beginPath();
      ctx.arc(x, y, r + 11, 0, Math.PI * 2);
      ctx.fill();
      ctx.lineWidth = 6;
      ctx.strokeStyle = "#fff";
      ctx.beginPath();
      ctx.arc(x, y, r + 5, 0, Math.PI * 2);
      ctx.stroke();
      ctx.lineWidth = 3;
      ctx.strokeStyle = "#3f6bd8";
      ctx.stroke();
    }
    ctx.fillStyle = personaColor(p);
    ctx.strokeStyle = "#fff";
    ctx.lineWidth = 2;
    ctx.beginPath();
    ctx.arc(x, y, r, 0, Math.PI * 2);
    ctx.fill();
    ctx.stroke();
    ctx.fillStyle = "#fff";
    ctx.font = "700 " + Math.round(r * 0.78) + "px system-ui, sans-serif";
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    ctx.fillText(initials(own.index.personas[p].name), x, y + 0.5);
    if (it.pill) {
      const { x: px, y: py, w: pw, h: ph, size } = it.pill;
      ctx.fillStyle = "rgba(255,255,255,.95)";
      roundRect(ctx, px, py, pw, ph, ph / 2);
      ctx.fill();
      ctx.strokeStyle = "rgba(0,0,0,.12)";
      ctx.lineWidth = 1;
      ctx.stroke();
      ctx.font = size + "px " + EMOJI_FONT;
      ctx.fillStyle = "#000";
      ctx.fillText(it.st.emoji, px + pw / 2, py + ph / 2 + 1);
    }
  }
  for (const { it, name, x, y, selected, shifted } of names) {
    ctx.font = (selected ? "700 " : "600 ") + "11px system-ui, sans-serif";
    ctx.lineWidth = 3;
    ctx.strokeStyle = "rgba(255,255,255,.9)";
    ctx.strokeText(name, x, y);
    // A name moved off its usual spot takes its marker's colour, so it is clear whose it is.
    ctx.fillStyle = shifted ? personaInk(it.p) : "#1f1f24";
    ctx.fillText(name, x, y);
  }
}

// Speech bubbles are HTML above the canvas: wrapped text, crisp at any zoom.
const bubbleLayer = $("bubbles");
const bubbleEls = new Map();

/**
 * Each conversation's line in a bubble over its speaker. Bubbles are placed one after another (those of the
 * selected persona first, then from the top of the map down), each at the first spot that overlaps no bubble
 * placed before it and stays inside the stage: beside its speaker (above, nudged sideways or half a bubble higher,
 * else below, else level), on a side where it covers no one's name if there is one, where it covers least of the
 * others' markers; only when none of those is free of bubbles, further (placement.js: bubbleSpot). When that hides a
 * name, the other order is tried too. Bubbles not involving the selected persona are dimmed. Returns the lines from
 * each bubble's tail to its speaker; the bubbles' boxes are in `bubbleBoxes` (place names keep off them).
 */
let bubbleBoxes = [];
function placeBubbles(w, h) {
  const own = view.chain[0];
  const live = new Set();
  const items = [];
  for (const { conversation, line, lineIndex } of speechAt(Math.floor(view.step))) {
    const speaker = own.index.personas.findIndex((q) => q.name === line[0]);
    const where = drawn.find((d) => d.p === (speaker >= 0 ? speaker : conversation.personas[0]));
    // Only for speakers in view (zoomed in, the others' bubbles would pile up at the edges).
    if (!where || where.x < 0 || where.x > w || where.y < 0 || where.y > h) continue;
    const key = conversation.id + ":" + view.branch;
    live.add(key);
    let el = bubbleEls.get(key);
    if (!el) {
      el = document.createElement("div");
      el.className = "bubble";
      bubbleLayer.appendChild(el);
      bubbleEls.set(key, el);
    }
    const text = line[0] + "\u0000" + line[1];
    if (el.dataset.text !== text) {
      el.dataset.text = text;
      el.dataset.line = String(lineIndex);
      el.dataset.speaker = line[0];
      el.innerHTML = "";
      const b = document.createElement("b");
      b.textContent = line[0];
      b.style.color = speaker >= 0 ? personaInk(speaker) : "#333";
      el.appendChild(b);
      el.appendChild(document.createTextNode(line[1]));
    }
    const involved = view.selected < 0 || conversation.personas.includes(view.selected);
    el.classList.toggle("dim", !involved);
    items.push({ el, where, involved, bw: el.offsetWidth, bh: el.offsetHeight });
  }
  for (const [key, el] of bubbleEls) if (!live.has(key)) (el.remove(), bubbleEls.delete(key));
  items.sort((a, b) => Number(b.involved) - Number(a.involved) || a.where.top - b.where.top);
  // The zoom buttons are never covered.
  const zoom = $("zoom-controls");
  const zoomBox = [0, 0, zoom.offsetLeft + zoom.offsetWidth + 2, zoom.offsetTop + zoom.offsetHeight + 2];
  const margin = 6, gap = 8;
  const spotsOf = new Map(items.map((it) => [it, bubbleSpots(it, w, h, margin, gap)]));
  /** The bubbles placed one after another in `order`: each one's [x, y, below], and the boxes taken. */
  const layOut = (order) => {
    const placed = [zoomBox], at = new Map();
    for (const it of order) {
      const { near, far, markers, names, fallback } = spotsOf.get(it);
      const spot = bubbleSpot(near, far, it.bw, it.bh, { placed, ownName: it.where.name, names, markers }) || fallback;
      placed.push([spot[0], spot[1], spot[0] + it.bw, spot[1] + it.bh]);
      at.set(it, spot);
    }
    return { placed, at };
  };
  // One after another, a bubble can take the only spot clear of names of one placed after it (the_ville's crowd):
  // the other order is tried too (the selected persona's bubbles still first), and the one hiding less of the names
  // kept.
  // Not at the price of sending a bubble further from its speaker than any went before (a line across the town).
  const allNames = drawn.filter((d) => d.name).map((d) => d.name);
  const hides = ({ placed }) => hiddenArea(placed.slice(1), allNames);
  /** How far a bubble at `at` is from its speaker's marker (0 when over it). */
  const away = (at, it) => {
    const [x, y] = at.get(it), { where } = it;
    return Math.hypot(Math.max(x - where.x, 0, where.x - x - it.bw), Math.max(y - where.y, 0, where.y - y - it.bh));
  };
  const farthest = ({ at }) => Math.max(...items.map((it) => away(at, it)));
  let layout = layOut(items);
  if (items.length > 1 && hides(layout) > 0) {
    const reversed = [...items.filter((it) => it.involved).reverse(), ...items.filter((it) => !it.involved).reverse()];
    const other = layOut(reversed);
    if (hides(other) < hides(layout) && farthest(other) <= farthest(layout)) layout = other;
  }
  // A bubble sent off (those placed before it took every spot beside its speaker: Tom Moreno's went 232 px up when
  // Sam's took the spots above him and Mei's those below) is placed first instead, when that brings the farthest
  // bubble nearer (the selected persona's bubbles still first).
  for (let tries = 0; tries < items.length && items.length > 1; tries++) {
    const off = items.reduce((a, b) => (away(layout.at, b) > away(layout.at, a) ? b : a));
    if (away(layout.at, off) <= off.where.r + off.bh * 0.5 + 24) break;
    const rest = items.filter((it) => it !== off);
    const order = off.involved ? [off, ...rest] : [...rest.filter((it) => it.involved), off, ...rest.filter((it) => !it.involved)];
    const other = layOut(order);
    if (farthest(other) >= farthest(layout)) break;
    layout = other;
  }
  const links = [];
  for (const it of items) {
    const { where, bw, bh, el } = it;
    const [x, y, below] = layout.at.get(it);
    el.classList.toggle("below", below);
    el.style.left = x + "px";
    el.style.top = y + "px";
    // The tail points toward the speaker; a line reaches it when the bubble had to move away.
    const tail = Math.max(14, Math.min(bw - 14, where.x - x));
    el.style.setProperty("--tail", tail + "px");
    const link = below ? [x + tail, y - 6, where.x, where.y + where.r] : [x + tail, y + bh + 6, where.x, where.top];
    links.push(link);
    el.dataset.anchorX = String(link[2]);
    el.dataset.anchorY = String(link[3]);
  }
  bubbleBoxes = layout.placed.slice(1);
  return links;
}

/**
 * A bubble's candidate spots beside its speaker (w x h stage): `near` by side (above: nudged sideways or half a bubble
 * higher; below; level, left or right of the marker, where a crowd takes the spots above and below), `far` further
 * up or down; the others' markers and names; and where it goes when nothing is free. A bubble rather covers a marker
 * near its speaker than flies off with a long line across the town to a spot that covers none (the_ville's streets).
 */
function bubbleSpots({ where, bw, bh }, w, h, margin, gap) {
  const clampX = (x) => Math.max(margin, Math.min(w - margin - bw, x));
  const above = Math.min(where.top, where.name ? where.name[1] : Infinity) - gap - bh, belowY = Math.max(where.y + where.r, where.name ? where.name[3] : 0) + gap + 4;
  const aboveAt = (rise, dx) => [clampX(where.x - bw / 2 + dx * bw), above - rise * (bh * 0.5 + 4), false];
  const belowAt = (drop, dx) => [clampX(where.x - bw / 2 + dx * bw), belowY + drop * (bh * 0.5 + 4), true];
  const over = [aboveAt(0, 0), aboveAt(0, -0.55), aboveAt(0, 0.55), aboveAt(1, 0), aboveAt(1, -0.55), aboveAt(1, 0.55)];
  // (A second row above, below and beside is still beside: a crowd's bubbles stack there before one flies off.)
  const under = [belowAt(0, 0), belowAt(0, -0.55), belowAt(0, 0.55), belowAt(1, 0), belowAt(1, -0.55), belowAt(1, 0.55)];
  const level = where.y - bh / 2, step = bh * 0.5 + 4;
  const beside = [0, -step, step].flatMap((dy) => [[clampX(where.x + where.r + gap), level + dy, false], [clampX(where.x - where.r - gap - bw), level + dy, false]]);
  const far = [];
  for (const rise of [0, 1, 2, 3, 4, 6]) for (const dx of [0, -0.55, 0.55, -1.1, 1.1]) far.push(aboveAt(rise, dx));
  for (const drop of [0, 1, 2]) for (const dx of [0, -0.55, 0.55]) far.push(belowAt(drop, dx));
  const inStage = (list) => list.filter(([, y]) => y >= margin && y + bh <= h - margin);
  return {
    near: [inStage(over), inStage(under), inStage(beside)],
    far: inStage(far),
    markers: drawn.filter((d) => d !== where).flatMap((d) => d.boxes),
    names: drawn.filter((d) => d !== where && d.name).map((d) => d.name),
    fallback: [clampX(where.x - bw / 2), Math.max(margin, above), false],
  };
}
