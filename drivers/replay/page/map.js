/*
 * The town: the map drawn once from the map folder's grids, labels, the personas' markers, speech bubbles.
 * Part of the replay page: the parts share one scope (replayPage.ts joins them in order inside one function).
 */
// ------------------------------------------------------------------------------------------------------------
// Map drawing
// ------------------------------------------------------------------------------------------------------------

const TILE = 16;
const canvas = $("map-canvas");
const ctx = canvas.getContext("2d");

function decode(codes, n) {
  const out = new Int32Array(n);
  let k = 0;
  for (let i = 0; i + 1 < codes.length; i += 2) (out.fill(codes[i], k, k + codes[i + 1]), (k += codes[i + 1]));
  return out;
}

function hash(s) {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) (h ^= s.charCodeAt(i), (h = Math.imul(h, 16777619)));
  return h >>> 0;
}

/**
 * The map's drawing, prepared once from its grids: floors as horizontal runs of one colour, walls and their lit
 * edges as runs, room and building borders as segments, objects as boxes. `renderMap` draws it at any tile size
 * with tile edges on whole pixels (no seams), so the view is drawn crisp at its own scale rather than scaled from a
 * large bitmap (the first frame of a 140 x 100 map then costs a fraction of what drawing and scaling did).
 */
let mapShapes = null;
function prepareMap(m) {
  const n = m.width * m.height;
  mapInfo = {
    ...m,
    wall: decode(m.collision, n),
    sectorGrid: decode(m.sector, n),
    arenaGrid: decode(m.arena, n),
    sectorHue: m.sectors.map((s) => hash(s.name) % 360),
  };
  const { wall, sectorGrid, arenaGrid, sectorHue } = mapInfo;
  const arenaFill = [];
  const arenaColor = (a, s) => {
    if (arenaFill[a]) return arenaFill[a];
    const hue = (sectorHue[s] + ((hash(m.arenas[a].name) % 5) - 2) * 6 + 360) % 360;
    return (arenaFill[a] = "hsl(" + hue + ", 42%, " + (88 - (hash(m.arenas[a].name) % 3) * 2) + "%)");
  };
  // Each tile's fill as an index into `palette` (0: the street), then runs [y, x0, x1) of one fill by colour:
  // setting a colour costs more than a rectangle, and a run costs one rectangle.
  const palette = ["#ccddb5"], paletteIndex = new Map();
  const fillIndex = (color) => {
    let i = paletteIndex.get(color);
    if (i === undefined) (i = palette.length, palette.push(color), paletteIndex.set(color, i));
    return i;
  };
  const sectorFill = m.sectors.map((_, s) => fillIndex("hsl(" + sectorHue[s] + ", 38%, 84%)"));
  const arenaFills = m.arenas.map((a, i) => fillIndex(arenaColor(i, a.sector)));
  const fills = new Int32Array(n);
  for (let i = 0; i < n; i++) fills[i] = arenaGrid[i] > 0 ? arenaFills[arenaGrid[i] - 1] : sectorGrid[i] > 0 ? sectorFill[sectorGrid[i] - 1] : 0;
  const runsOf = (values, add) => {
    for (let y = 0; y < m.height; y++) {
      const row = y * m.width;
      for (let x = 0; x < m.width; ) {
        const v = values[row + x];
        let x1 = x + 1;
        while (x1 < m.width && values[row + x1] === v) x1++;
        add(v, y, x, x1);
        x = x1;
      }
    }
  };
  const floors = new Map();
  runsOf(fills, (v, y, x0, x1) => {
    const fill = palette[v];
    let list = floors.get(fill);
    if (!list) floors.set(fill, (list = []));
    list.push(y, x0, x1);
  });
  // The street's checks alternate tile by tile, on top of its base colour.
  const checks = [];
  for (let i = 0; i < n; i++) if (fills[i] === 0 && ((i % m.width) + Math.floor(i / m.width)) % 2) checks.push(Math.floor(i / m.width), i % m.width, (i % m.width) + 1);
  const lit = new Int32Array(n);
  for (let i = 0; i + m.width < n; i++) lit[i] = wall[i] && !wall[i + m.width] ? 1 : 0;
  const walls = [], edges = [];
  runsOf(wall, (v, y, x0, x1) => v && walls.push(y, x0, x1));
  runsOf(lit, (v, y, x0, x1) => v && edges.push(y, x0, x1));
  // Borders between rooms (faint) and around buildings (stronger): [x, y, vertical] unit segments.
  const rooms = [], buildings = [];
  for (let y = 0; y < m.height; y++) {
    for (let x = 0; x < m.width; x++) {
      const i = y * m.width + x;
      if (x + 1 < m.width && arenaGrid[i] !== arenaGrid[i + 1]) (sectorGrid[i] !== sectorGrid[i + 1] ? buildings : rooms).push(x + 1, y, 1);
      if (y + 1 < m.height && arenaGrid[i] !== arenaGrid[i + m.width]) (sectorGrid[i] !== sectorGrid[i + m.width] ? buildings : rooms).push(x, y + 1, 0);
    }
  }
  const objects = m.objects.map((o) => {
    const hue = o.arena >= 0 ? sectorHue[m.arenas[o.arena].sector] : 90;
    return { box: o.box, fill: "hsla(" + hue + ", 30%, 62%, .75)", stroke: "hsla(" + hue + ", 35%, 38%, .6)" };
  });
  mapShapes = { floors, checks, walls, edges, rooms, buildings, objects };
  mapCanvases.clear();
}

/** The map drawn at `ts` device pixels per tile. */
function renderMap(ts) {
  const m = mapInfo, sh = mapShapes;
  const c = document.createElement("canvas");
  c.width = Math.max(1, Math.round(m.width * ts));
  c.height = Math.max(1, Math.round(m.height * ts));
  const g = c.getContext("2d");
  const X = (v) => Math.round(v * ts);
  const runs = (list) => {
    for (let k = 0; k < list.length; k += 3) {
      const y0 = X(list[k]), x0 = X(list[k + 1]);
      g.fillRect(x0, y0, X(list[k + 2]) - x0, X(list[k] + 1) - y0);
    }
  };
  for (const [fill, list] of sh.floors) (g.fillStyle = fill, runs(list));
  // The street's faint checks only where a tile is big enough to show them.
  if (ts >= 10) (g.fillStyle = "#cfdfb9", runs(sh.checks));
  const lines = (list, color) => {
    g.beginPath();
    for (let k = 0; k < list.length; k += 3) {
      const x = X(list[k]) + 0.5, y = X(list[k + 1]) + 0.5;
      if (list[k + 2]) (g.moveTo(x, X(list[k + 1])), g.lineTo(x, X(list[k + 1] + 1)));
      else (g.moveTo(X(list[k]), y), g.lineTo(X(list[k] + 1), y));
    }
    g.strokeStyle = color;
    g.stroke();
  };
  g.lineWidth = 1;
  lines(sh.rooms, "rgba(90,80,60,.22)");
  lines(sh.buildings, "rgba(70,60,40,.45)");
  // Objects: a rounded mark over each object's tiles.
  const inset = Math.max(1, ts * 0.19);
  for (const o of sh.objects) {
    const [x0, y0, x1, y1] = o.box;
    g.fillStyle = o.fill;
    roundRect(g, X(x0) + inset, X(y0) + inset, X(x1 + 1) - X(x0) - inset * 2, X(y1 + 1) - X(y0) - inset * 2, Math.min(3, inset));
    g.fill();
    if (ts >= 6) (g.strokeStyle = o.stroke, g.stroke());
  }
  // Walls, with a lighter edge where a wall faces open floor below it, for depth.
  g.fillStyle = "#6e6358";
  runs(sh.walls);
  g.fillStyle = "#8a7e71";
  const edge = Math.max(1, Math.round(ts / 4));
  for (let k = 0; k < sh.edges.length; k += 3) {
    const x0 = X(sh.edges[k + 1]);
    g.fillRect(x0, X(sh.edges[k] + 1) - edge, X(sh.edges[k + 2]) - x0, edge);
  }
  return c;
}

/** Rendered maps by tile size (the newest few: the view's, and the full-size one zooming in uses). */
const mapCanvases = new Map();
function mapCanvasAt(ts) {
  let c = mapCanvases.get(ts);
  if (!c) {
    c = renderMap(ts);
    mapCanvases.set(ts, c);
    for (const key of mapCanvases.keys()) if (mapCanvases.size > 3 && key !== TILE && key !== ts) mapCanvases.delete(key);
  }
  return c;
}

function roundRect(g, x, y, w, h, r) {
  g.beginPath();
  g.moveTo(x + r, y);
  g.arcTo(x + w, y, x + w, y + h, r);
  g.arcTo(x + w, y + h, x, y + h, r);
  g.arcTo(x, y + h, x, y, r);
  g.arcTo(x, y, x + w, y, r);
  g.closePath();
}

const PERSONA_HUES = (n) => Array.from({ length: n }, (_, i) => (i * 137.508 + 200) % 360);
let hues = [];
const personaColor = (p) => "hsl(" + hues[p] + ", 62%, 46%)";
const initials = (name) => name.split(/\s+/).filter(Boolean).slice(0, 2).map((w) => w[0]).join("").toUpperCase();

function fit() {
  const w = canvas.clientWidth, h = canvas.clientHeight;
  if (!mapInfo || !w || !h) return;
  view.scale = Math.min(w / mapInfo.width, h / mapInfo.height) * 0.97;
  view.ox = (w - mapInfo.width * view.scale) / 2;
  view.oy = (h - mapInfo.height * view.scale) / 2;
  view.fitted = true;
}
const toScreen = (x, y) => [view.ox + (x + 0.5) * view.scale, view.oy + (y + 0.5) * view.scale];

function draw() {
  const dpr = window.devicePixelRatio || 1;
  const w = canvas.clientWidth, h = canvas.clientHeight;
  if (canvas.width !== Math.round(w * dpr) || canvas.height !== Math.round(h * dpr)) {
    canvas.width = Math.round(w * dpr);
    canvas.height = Math.round(h * dpr);
  }
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  ctx.fillStyle = "#b8c9a3";
  ctx.fillRect(0, 0, w, h);
  if (!mapInfo || !view.chain.length) return;
  stepFlight();
  if (view.follow && view.selected >= 0) {
    const st = personaState(view.selected, view.step);
    if (st) {
      view.ox = w / 2 - (st.x + 0.5) * view.scale;
      view.oy = h / 2 - (st.y + 0.5) * view.scale;
    }
  }
  drawBaseMap(w, h, dpr);
  // Markers and their emoji first, then names around them, then place labels where neither is: all share one
  // overlap check, so a name never sits on a building's label.
  const layout = layoutPersonas(w, h);
  drawLabels(w, h, layout.taken);
  drawn = layout.items.map((it) => ({ p: it.p, x: it.x, y: it.y, r: it.r, top: it.top, st: it.st, boxes: it.pill ? [it.box, [it.pill.x, it.pill.y, it.pill.x + it.pill.w, it.pill.y + it.pill.h]] : [it.box] }));
  // Bubbles are placed before the markers are drawn, so the lines joining moved bubbles to their speakers go under
  // the markers.
  drawLinks(placeBubbles(w, h));
  drawPersonas(layout);
}

/** A line from each bubble that had to move away to its speaker. */
function drawLinks(links) {
  ctx.lineCap = "round";
  for (const [x0, y0, x1, y1] of links) {
    if (Math.hypot(x1 - x0, y1 - y0) < 4) continue;
    ctx.beginPath();
    ctx.moveTo(x0, y0);
    ctx.lineTo(x1, y1);
    ctx.strokeStyle = "rgba(30,30,40,.28)";
    ctx.lineWidth = 4;
    ctx.stroke();
    ctx.strokeStyle = "#fff";
    ctx.lineWidth = 2;
    ctx.stroke();
  }
}

/**
 * The map under the personas. Zoomed out, the map drawn at the view's own tile size (crisp, no smoothing) is copied
 * pixel for pixel each frame; while a zoom is under way the nearest drawn size is scaled (cheap) and the crisp one
 * follows when it stops. Zoomed in past the full-size map, only the part in view is scaled from it.
 */
let crispTimer = 0;
function drawBaseMap(w, h, dpr) {
  const ts = Math.round(view.scale * dpr * 100) / 100;
  if (view.scale <= TILE) {
    let c = mapCanvases.get(ts);
    if (!c && view.zooming) {
      const near = [...mapCanvases.entries()].sort((a, b) => Math.abs(a[0] - ts) - Math.abs(b[0] - ts))[0];
      if (near) {
        ctx.imageSmoothingEnabled = true;
        ctx.imageSmoothingQuality = "low";
        ctx.drawImage(near[1], view.ox, view.oy, mapInfo.width * view.scale, mapInfo.height * view.scale);
        clearTimeout(crispTimer);
        crispTimer = setTimeout(() => ((view.zooming = false), requestDraw()), 160);
        return;
      }
    }
    c = mapCanvasAt(ts);
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.drawImage(c, Math.round(view.ox * dpr), Math.round(view.oy * dpr));
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    return;
  }
  // Zoomed in: the tiles in view only.
  const full = mapCanvasAt(TILE);
  const k = TILE / view.scale;
  const sx = Math.max(0, -view.ox * k), sy = Math.max(0, -view.oy * k);
  const sw = Math.min(full.width - sx, w * k), sh = Math.min(full.height - sy, h * k);
  if (sw <= 0 || sh <= 0) return;
  ctx.imageSmoothingEnabled = false;
  ctx.drawImage(full, sx, sy, sw, sh, view.ox + sx / k, view.oy + sy / k, sw / k, sh / k);
}

const overlaps = (r, t) => r[0] < t[2] && t[0] < r[2] && r[1] < t[3] && t[1] < r[3];

/** Building, room and object names, each where nothing already shown is (`taken`: markers, emoji, names). */
function drawLabels(w, h, taken) {
  const free = (r) => !taken.some((t) => overlaps(r, t));
  const label = (text, spots, font, color, halo) => {
    ctx.font = font;
    const tw = ctx.measureText(text).width;
    for (const [x, y] of spots) {
      const r = [x - tw / 2 - 3, y - 8, x + tw / 2 + 3, y + 8];
      if (r[2] < 0 || r[0] > w || r[3] < 0 || r[1] > h || !free(r)) continue;
      taken.push(r);
      ctx.lineWidth = 3.5;
      ctx.strokeStyle = halo;
      ctx.lineJoin = "round";
      ctx.strokeText(text, x, y);
      ctx.fillStyle = color;
      ctx.fillText(text, x, y);
      return;
    }
  };
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  const s = view.scale;
  // Building names first (most important; at their top edge, else their bottom edge or middle), then rooms, then
  // objects when zoomed in.
  for (const sec of mapInfo.sectors) {
    const box = sec.box;
    const wide = (box[2] - box[0] + 1) * s;
    const size = Math.max(10, Math.min(15, wide / 9));
    const cx = (box[0] + box[2]) / 2 - 0.5;
    const spots = [toScreen(cx, box[1] + 0.2), toScreen(cx, box[3] - 0.6), toScreen(cx, (box[1] + box[3]) / 2)].map(([x, y], i) => [x, y + (i === 0 ? size * 0.6 : 0)]);
    label(sec.name, spots, "600 " + size + "px system-ui, sans-serif", "#2d2a22", "rgba(255,255,255,.85)");
  }
  if (s >= 9) {
    for (const a of mapInfo.arenas) label(a.name, [toScreen(a.label[0], a.label[1])], "italic 11px system-ui, sans-serif", "#5f5848", "rgba(255,255,255,.7)");
  }
  if (s >= 26) {
    for (const o of mapInfo.objects) {
      label(o.name, [toScreen((o.box[0] + o.box[2]) / 2, (o.box[1] + o.box[3]) / 2)], "10px system-ui, sans-serif", "#4a4536", "rgba(255,255,255,.6)");
    }
  }
}

/** Screen positions of the personas drawn in the last frame (for clicks and bubbles). */
let drawn = [];
const EMOJI_FONT = "'Noto Color Emoji', 'Apple Color Emoji', 'Segoe UI Emoji', sans-serif";

/**
 * Where each persona is drawn this frame. Markers that would cover each other (the same tile, or neighbours when
 * zoomed out) fan out around their middle, each with its emoji on its outer side; names go under their markers,
 * lower when that spot is taken. Returns the markers and the boxes they and their names take.
 */
function layoutPersonas(w, h) {
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
  // Clusters: markers closer than 1.6 radii, joined transitively.
  const parent = items.map((_, i) => i);
  const root = (i) => (parent[i] === i ? i : (parent[i] = root(parent[i])));
  for (let i = 0; i < items.length; i++) {
    for (let j = i + 1; j < items.length; j++) {
      if (Math.hypot(items[i].cx - items[j].cx, items[i].cy - items[j].cy) < r * 1.6) parent[root(i)] = root(j);
    }
  }
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
  // Emoji pills: above the marker (in a fan, on its outer side), else the first side where no marker or pill is.
  const taken = items.map((it) => (it.box = [it.x - it.r, it.y - it.r, it.x + it.r, it.y + it.r]));
  ctx.font = emojiSize + "px " + EMOJI_FONT;
  const byHeight = [...items].sort((a, b) => Number(b.p === view.selected) - Number(a.p === view.selected) || a.y - b.y);
  for (const it of byHeight) {
    it.top = it.y - it.r;
    if (!it.st.emoji) continue;
    const pw = ctx.measureText(it.st.emoji).width + 8, ph = emojiSize + 5;
    const first = it.angle === null ? -Math.PI / 2 : it.angle;
    let pill = null;
    for (const turn of [0, -0.25, 0.25, -0.5, 0.5, 1]) {
      const a = first + turn * Math.PI;
      const px = it.x + Math.cos(a) * (it.r + pw / 2 + 1), py = it.y + Math.sin(a) * (it.r + ph / 2 + 1);
      const box = [px - pw / 2, py - ph / 2, px + pw / 2, py + ph / 2];
      if (!pill) pill = box;
      if (!taken.some((t) => t !== it.box && overlaps(box, t))) {
        pill = box;
        break;
      }
    }
    it.pill = { x: pill[0], y: pill[1], w: pw, h: ph, size: emojiSize };
    taken.push(pill);
    it.top = Math.min(it.top, pill[1]);
  }
  // Names: the selected one first; under the marker, else a line lower, else above it; left out when all are taken.
  const names = [];
  const order = [...items].sort((a, b) => Number(b.p === view.selected) - Number(a.p === view.selected) || a.y - b.y);
  for (const it of order) {
    const selected = it.p === view.selected;
    if (view.scale < 5 && !selected) continue;
    const name = own.index.personas[it.p].firstName || own.index.personas[it.p].name;
    ctx.font = (selected ? "700 " : "600 ") + "11px system-ui, sans-serif";
    const tw = ctx.measureText(name).width;
    const below = it.y + it.r + 9, side = it.r + 4 + tw / 2;
    for (const [x, y] of [[it.x, below], [it.x + side, it.y], [it.x - side, it.y], [it.x, below + 13], [it.x, it.top - 9]]) {
      const box = [x - tw / 2 - 2, y - 7, x + tw / 2 + 2, y + 7];
      if (!selected && taken.some((t) => overlaps(box, t))) continue;
      taken.push(box);
      names.push({ it, name, x, y, selected, shifted: y !== below });
      break;
    }
  }
  return { items, names, taken };
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
    ctx.fillStyle = shifted ? personaColor(it.p) : "#1f1f24";
    ctx.fillText(name, x, y);
  }
}

// Speech bubbles are HTML above the canvas: wrapped text, crisp at any zoom.
const bubbleLayer = $("bubbles");
const bubbleEls = new Map();

/**
 * Each conversation's line in a bubble over its speaker. Bubbles are placed one after another (those of the
 * selected persona first, then from the top of the map down), each at the first spot that overlaps no bubble
 * placed before it and stays inside the stage: above its speaker, nudged sideways, raised in steps, or below; best
 * where it covers nobody's marker. Bubbles not involving the selected persona are dimmed. Returns the lines from
 * each bubble's tail to its speaker.
 */
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
      b.style.color = speaker >= 0 ? personaColor(speaker) : "#333";
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
  const placed = [[0, 0, zoom.offsetLeft + zoom.offsetWidth + 2, zoom.offsetTop + zoom.offsetHeight + 2]], links = [];
  const margin = 6, gap = 8;
  for (const it of items) {
    const { where, bw, bh } = it;
    const clampX = (x) => Math.max(margin, Math.min(w - margin - bw, x));
    const above = where.top - gap - bh, belowY = where.y + where.r + gap + 4;
    const spots = [];
    for (const rise of [0, 1, 2, 3, 4, 6]) {
      for (const dx of [0, -0.55, 0.55, -1.1, 1.1]) spots.push([clampX(where.x - bw / 2 + dx * bw), above - rise * (bh * 0.5 + 4), false]);
    }
    for (const drop of [0, 1, 2]) for (const dx of [0, -0.55, 0.55]) spots.push([clampX(where.x - bw / 2 + dx * bw), belowY + drop * (bh * 0.5 + 4), true]);
    // Best a spot that covers no one else's marker either; else one clear of other bubbles.
    const others = drawn.filter((d) => d !== where).flatMap((d) => d.boxes);
    const fits = (covering) => ([x, y]) => y >= margin && y + bh <= h - margin &&
      !placed.some((p) => x < p[2] + 4 && p[0] < x + bw + 4 && y < p[3] + 4 && p[1] < y + bh + 4) &&
      (covering || !others.some((b) => overlaps([x, y, x + bw, y + bh], b)));
    const [x, y, below] = spots.find(fits(false)) || spots.find(fits(true)) || [clampX(where.x - bw / 2), Math.max(margin, above), false];
    placed.push([x, y, x + bw, y + bh]);
    const el = it.el;
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
  return links;
}
