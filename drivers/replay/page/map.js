/*
 * The town: the map drawn from the map folder's grids, the place labels, and each frame's order of drawing (the
 * people on it are people.js).
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
    // Floors in any hue but the street's greens, so a room never looks like the street outside it.
    sectorHue: m.sectors.map((s) => floorHue(hash(s.name))),
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
  const palette = [STREET_COLOR], paletteIndex = new Map();
  const fillIndex = (color) => {
    let i = paletteIndex.get(color);
    if (i === undefined) (i = palette.length, palette.push(color), paletteIndex.set(color, i));
    return i;
  };
  const sectorFill = m.sectors.map((_, s) => fillIndex("hsl(" + sectorHue[s] + ", 38%, " + FLOOR_LIGHTNESS.min + "%)"));
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
  // Buildings' walls in brown, lit where they face open floor below; other walls (fences, hedges) as greenery.
  const building = buildingWalls(m.width, m.height, wall, sectorGrid);
  const lit = new Int32Array(n);
  for (let i = 0; i + m.width < n; i++) lit[i] = building[i] && !wall[i + m.width] ? 1 : 0;
  const walls = [], edges = [], hedges = [];
  const hedge = new Int32Array(n);
  for (let i = 0; i < n; i++) hedge[i] = wall[i] && !building[i] ? 1 : 0;
  runsOf(building, (v, y, x0, x1) => v && walls.push(y, x0, x1));
  runsOf(hedge, (v, y, x0, x1) => v && hedges.push(y, x0, x1));
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
    const sign = objectKind(o.name).sign;
    // An object with a sign is a light tile the sign stands out on; one without is a tinted mark.
    const small = (o.box[2] - o.box[0] + 1) * (o.box[3] - o.box[1] + 1) <= 6;
    return { box: o.box, sign, fill: sign && small ? "hsla(" + hue + ", 35%, 91%, .95)" : "hsla(" + hue + ", 30%, 62%, .75)", stroke: "hsla(" + hue + ", 35%, 38%, .6)" };
  });
  // Doors: where a building opens to the street or to another (rooms' doorways inside are gaps in their walls).
  const doors = findDoors(m.width, m.height, wall, sectorGrid);
  mapShapes = { floors, checks, walls, edges, hedges, rooms, buildings, objects, doors };
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
  // Hedges and fences: greenery a shade darker than the grass.
  g.fillStyle = "#a3bd8a";
  runs(sh.hedges);
  if (ts >= 16) {
    // Close up, a bush on each tile.
    g.fillStyle = "#93b07c";
    const inset = Math.round(ts * 0.12);
    for (let k = 0; k < sh.hedges.length; k += 3) {
      for (let x = sh.hedges[k + 1]; x < sh.hedges[k + 2]; x++) {
        roundRect(g, X(x) + inset, X(sh.hedges[k]) + inset, X(x + 1) - X(x) - 2 * inset, X(sh.hedges[k] + 1) - X(sh.hedges[k]) - 2 * inset, ts * 0.3);
        g.fill();
      }
    }
  }
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
  // Doors: a wooden threshold across each opening, on the side it opens to, drawn over the wall's ends.
  const thick = Math.max(2, Math.round(ts * 0.25));
  for (const d of sh.doors) {
    const across = d.side === "n" || d.side === "s";
    const x0 = X(d.x), y0 = X(d.y), x1 = X(d.x + (across ? d.length : 1)), y1 = X(d.y + (across ? 1 : d.length));
    const r = d.side === "n" ? [x0, y0, x1 - x0, thick] : d.side === "s" ? [x0, y1 - thick, x1 - x0, thick]
      : d.side === "w" ? [x0, y0, thick, y1 - y0] : [x1 - thick, y0, thick, y1 - y0];
    g.fillStyle = "#b5793e";
    g.fillRect(r[0], r[1], r[2], r[3]);
    if (ts >= 8) {
      g.fillStyle = "#e0b07a";
      if (across) g.fillRect(r[0] + 1, r[1] + Math.floor(thick / 2), r[2] - 2, 1);
      else g.fillRect(r[0] + Math.floor(thick / 2), r[1] + 1, 1, r[3] - 2);
    }
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

/** Each persona's marker colour and ink (colors.js), set when the page starts. */
let personaColors = [];
const personaColor = (p) => personaColors[p].marker;
/** A persona's colour for text on the map and on white: its name, a bubble's speaker. */
const personaInk = (p) => personaColors[p].ink;
/** A floor's hue from a name's hash: any but the street's greens (55 to 140 degrees). */
const floorHue = (h) => (h % 275 < 55 ? h % 275 : (h % 275) + 85);
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
  const signs = drawSigns(w, h);
  // Markers and their emoji first, then names around them, then the speech bubbles over their speakers; place
  // names go where none of those nor the zoom buttons are, so a building's name a bubble would cover moves to
  // another of its spots (or gives way while the bubble is there).
  const layout = layoutPersonas();
  const zoom = $("zoom-controls");
  // Doors are never under a name.
  const doors = mapShapes.doors.map((d) => {
    const across = d.side === "n" || d.side === "s";
    const [x0, y0] = [view.ox + d.x * view.scale, view.oy + d.y * view.scale];
    return [x0, y0, x0 + (across ? d.length : 1) * view.scale, y0 + (across ? 1 : d.length) * view.scale];
  }).filter((b) => b[2] >= 0 && b[3] >= 0 && b[0] <= w && b[1] <= h);
  // Each person's marker, emoji and name: bubbles keep off them where they can.
  drawn = drawnPersonas(layout);
  // Bubbles are placed before the markers are drawn, so the lines joining moved bubbles to their speakers go under
  // the markers; a name a bubble still covers moves off it.
  const links = placeBubbles(w, h);
  moveNamesOffBubbles(layout, bubbleBoxes);
  drawn = drawnPersonas(layout);
  const fixed = [...layout.taken, ...doors, [0, 0, zoom.offsetLeft + zoom.offsetWidth + 4, zoom.offsetTop + zoom.offsetHeight + 4]];
  // Buildings' names first (over the small signs if need be), then rooms' and objects' names clear of the signs too.
  const requests = labelRequests();
  const bounds = [0, 0, w, h];
  const buildings = requests.filter((r) => r.kind === "building"), rest = requests.filter((r) => r.kind !== "building");
  const named = placeLabels(buildings, [...fixed, ...bubbleBoxes], bounds);
  const more = placeLabels(rest, [...fixed, ...bubbleBoxes, ...signs, ...named.filter(Boolean).map((l) => l.box)], bounds);
  paintLabels([...buildings, ...rest], [...named, ...more]);
  drawLinks(links);
  drawPersonas(layout);
  // The compared branch's people where they are elsewhere (compare.js).
  drawGhosts();
}

/** Each person as drawn this frame: marker, emoji's pill and name, and the boxes they take (for clicks, bubbles, tests). */
function drawnPersonas(layout) {
  const nameOf = new Map(layout.names.map((n) => [n.it, n.box]));
  return layout.items.map((it) => ({ p: it.p, x: it.x, y: it.y, r: it.r, top: it.top, st: it.st, name: nameOf.get(it) || null,
    boxes: [it.box, ...(it.pill ? [[it.pill.x, it.pill.y, it.pill.x + it.pill.w, it.pill.y + it.pill.h]] : []), ...(nameOf.has(it) ? [nameOf.get(it)] : [])] }));
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

/**
 * Each object's sign (a bed, a counter, a shelf) over the map, crisp at any zoom, where its box is big enough to read
 * one. Returns the signs' boxes (place names keep off them).
 */
function drawSigns(w, h) {
  const s = view.scale, boxes = [];
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  for (const o of mapShapes.objects) {
    if (!o.sign) continue;
    const [x0, y0, x1, y1] = o.box;
    const size = Math.min(Math.min(x1 - x0 + 1, y1 - y0 + 1) * s * 0.72, s * 1.5, 30);
    if (size < 9) continue;
    const x = view.ox + ((x0 + x1 + 1) / 2) * s, y = view.oy + ((y0 + y1 + 1) / 2) * s;
    if (x < -size || y < -size || x > w + size || y > h + size) continue;
    ctx.font = Math.round(size) + "px " + EMOJI_FONT;
    ctx.fillText(o.sign, x, y + size * 0.06);
    boxes.push([x - size * 0.4, y - size * 0.4, x + size * 0.4, y + size * 0.4]);
  }
  return boxes;
}

const overlaps = (r, t) => r[0] < t[2] && t[0] < r[2] && r[1] < t[3] && t[1] < r[3];

/**
 * The place names to show at this scale, most important first, each with the spots it may take (placement.js picks
 * the first free one): building names (inside their top edge, else their bottom edge, middle, or just outside),
 * then room names when zoomed in, then object names closer still.
 */
function labelRequests() {
  const s = view.scale, out = [];
  const at = (u, v) => [view.ox + u * s, view.oy + v * s];
  // fonts: the label's forms, largest first; spots(w, h, form): where that form may go.
  const add = (kind, text, fonts, color, halo, spots) => {
    const forms = fonts.map(([font, size]) => {
      ctx.font = font;
      return { font, w: ctx.measureText(text).width + 6, h: size + 6 };
    });
    const all = forms.flatMap((f, i) => spots(f.w, f.h, i).map(([x, y]) => [x, y, f.w, f.h, i]));
    out.push({ kind, text, fonts: forms.map((f) => f.font), color, halo, w: forms[0].w, h: forms[0].h, spots: all });
  };
  // A building's name is read as the name of what it is on: its middle is on the building or outdoors, and at most
  // a quarter of it reaches over another building (the_ville's apartments share walls).
  const own = (si) => ([x, y, w, h]) => {
    const mid = mapInfo.sectorGrid[Math.floor((y - view.oy) / s) * mapInfo.width + Math.floor((x - view.ox) / s)];
    if (mid > 0 && mid !== si + 1) return false;
    let others = 0, all = 0;
    const u0 = Math.max(0, Math.floor((x - w / 2 - view.ox) / s)), u1 = Math.min(mapInfo.width - 1, Math.floor((x + w / 2 - view.ox) / s));
    const v0 = Math.max(0, Math.floor((y - h / 2 - view.oy) / s)), v1 = Math.min(mapInfo.height - 1, Math.floor((y + h / 2 - view.oy) / s));
    for (let v = v0; v <= v1; v++) {
      for (let u = u0; u <= u1; u++) {
        const t = mapInfo.sectorGrid[v * mapInfo.width + u];
        all++;
        if (t > 0 && t !== si + 1) others++;
      }
    }
    return others <= all / 4;
  };
  mapInfo.sectors.forEach((sec, si) => {
    const [x0, y0, x1, y1] = sec.box;
    const size = Math.round(Math.max(10, Math.min(15, ((x1 - x0 + 1) * s) / 9)));
    const [cx, top] = at((x0 + x1 + 1) / 2, y0), [, bottom] = at(0, y1 + 1), [, middle] = at(0, (y0 + y1 + 1) / 2);
    const quarter = ((x1 - x0 + 1) * s) / 4;
    // Centred at each height first (inside the top edge, the bottom edge, the middle, just outside, a tile further
    // out: past a wall, on the street), then a quarter
    // to either side, then against its left or right end; then all that again in a smaller font.
    const heights = (h) => [top + h / 2 + 1, bottom - h / 2 - 1, middle, top - h / 2, bottom + h / 2, top - s - h / 2, bottom + s + h / 2];
    const fonts = [["600 " + size + "px system-ui, sans-serif", size]];
    if (size > 10) fonts.push(["600 10px system-ui, sans-serif", 10]);
    add("building", sec.name, fonts, "#2d2a22", "rgba(255,255,255,.88)",
      (w, h) => [0, -quarter, quarter, -2 * quarter + w / 2 + 2, 2 * quarter - w / 2 - 2].flatMap((dx) => heights(h).map((y) => [cx + dx, y]))
        .filter(([x, y]) => own(si)([x, y, w, h])));
  });
  if (s >= 9) {
    for (const a of mapInfo.arenas) {
      const [x, y] = at(a.label[0] + 0.5, a.label[1] + 0.5);
      const [cx, top] = at((a.box[0] + a.box[2] + 1) / 2, a.box[1]), [, bottom] = at(0, a.box[3] + 1);
      // Its middle, a line above or below, else along its top or bottom edge (clear of the objects in between);
      // never out of the room, over its walls or doors.
      add("room", a.name, [["italic 11px system-ui, sans-serif", 11]], "#5a5343", "rgba(255,255,255,.75)",
        (w, h) => [[x, y], [x, y - h], [x, y + h], [cx, bottom - h / 2], [cx, top + h / 2]].filter(([, sy]) => sy - h / 2 >= top - 1 && sy + h / 2 <= bottom + 1));
    }
  }
  if (s >= 20) {
    for (const o of mapInfo.objects) {
      const [x0, y0, x1, y1] = o.box;
      const [x, below] = at((x0 + x1 + 1) / 2, y1 + 1), [, above] = at(0, y0), [, middle] = at(0, (y0 + y1 + 1) / 2);
      add("object", o.name, [["10px system-ui, sans-serif", 10]], "#4a4536", "rgba(255,255,255,.7)",
        (w, h) => (objectKind(o.name).sign ? [[x, below + h / 2], [x, above - h / 2]] : [[x, middle], [x, below + h / 2]]));
    }
  }
  return out;
}

/** The place names shown in the last frame: { kind, text, box } in canvas pixels (for tests). */
let shownLabels = [];
/** Draws each place name where placeLabels put it (a haloed text, centred on its spot). */
function paintLabels(requests, places) {
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.lineJoin = "round";
  shownLabels = [];
  requests.forEach((r, i) => {
    const at = places[i];
    if (!at) return;
    shownLabels.push({ kind: r.kind, text: r.text, box: at.box });
    ctx.font = r.fonts[at.form];
    ctx.lineWidth = 3.5;
    ctx.strokeStyle = r.halo;
    ctx.strokeText(r.text, at.x, at.y);
    ctx.fillStyle = r.color;
    ctx.fillText(r.text, at.x, at.y);
  });
}

/** Building, room and object names, each where nothing already shown is (`taken`: markers, emoji, names). */
function drawLabels(w, h, taken) {
  const requests = labelRequests();
  paintLabels(requests, placeLabels(requests, taken, [0, 0, w, h]));
}
