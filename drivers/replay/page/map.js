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
let baseMap = null;

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

function prepareMap(m) {
  const n = m.width * m.height;
  mapInfo = {
    ...m,
    wall: decode(m.collision, n),
    sectorGrid: decode(m.sector, n),
    arenaGrid: decode(m.arena, n),
    sectorHue: m.sectors.map((s) => hash(s.name) % 360),
  };
  const off = document.createElement("canvas");
  off.width = m.width * TILE;
  off.height = m.height * TILE;
  const g = off.getContext("2d");
  const { wall, sectorGrid, arenaGrid, sectorHue } = mapInfo;
  const arenaFill = [];
  const arenaColor = (a, s) => {
    if (arenaFill[a]) return arenaFill[a];
    const hue = (sectorHue[s] + ((hash(m.arenas[a].name) % 5) - 2) * 6 + 360) % 360;
    return (arenaFill[a] = "hsl(" + hue + ", 42%, " + (88 - (hash(m.arenas[a].name) % 3) * 2) + "%)");
  };
  // Floors, one fill colour at a time (setting a colour costs more than a rectangle).
  const byColor = new Map();
  for (let y = 0; y < m.height; y++) {
    for (let x = 0; x < m.width; x++) {
      const i = y * m.width + x;
      const s = sectorGrid[i] - 1, a = arenaGrid[i] - 1;
      const fill = a >= 0 ? arenaColor(a, m.arenas[a].sector) : s >= 0 ? "hsl(" + sectorHue[s] + ", 38%, 84%)" : (x + y) % 2 ? "#cfdfb9" : "#ccddb5";
      let list = byColor.get(fill);
      if (!list) byColor.set(fill, (list = []));
      list.push(x, y);
    }
  }
  for (const [fill, list] of byColor) {
    g.fillStyle = fill;
    for (let k = 0; k < list.length; k += 2) g.fillRect(list[k] * TILE, list[k + 1] * TILE, TILE, TILE);
  }
  // Borders between rooms (faint) and around buildings (stronger), each kind as one path.
  const rooms = new Path2D(), buildings = new Path2D();
  for (let y = 0; y < m.height; y++) {
    for (let x = 0; x < m.width; x++) {
      const i = y * m.width + x;
      if (x + 1 < m.width && arenaGrid[i] !== arenaGrid[i + 1]) {
        const path = sectorGrid[i] !== sectorGrid[i + 1] ? buildings : rooms;
        path.moveTo((x + 1) * TILE + 0.5, y * TILE);
        path.lineTo((x + 1) * TILE + 0.5, (y + 1) * TILE);
      }
      if (y + 1 < m.height && arenaGrid[i] !== arenaGrid[i + m.width]) {
        const path = sectorGrid[i] !== sectorGrid[i + m.width] ? buildings : rooms;
        path.moveTo(x * TILE, (y + 1) * TILE + 0.5);
        path.lineTo((x + 1) * TILE, (y + 1) * TILE + 0.5);
      }
    }
  }
  g.lineWidth = 1;
  g.strokeStyle = "rgba(90,80,60,.22)";
  g.stroke(rooms);
  g.strokeStyle = "rgba(70,60,40,.45)";
  g.stroke(buildings);
  // Objects: a rounded mark over each object's tiles.
  for (const o of m.objects) {
    const [x0, y0, x1, y1] = o.box;
    const a = o.arena;
    const hue = a >= 0 ? sectorHue[m.arenas[a].sector] : 90;
    g.fillStyle = "hsla(" + hue + ", 30%, 62%, .75)";
    g.strokeStyle = "hsla(" + hue + ", 35%, 38%, .6)";
    roundRect(g, x0 * TILE + 3, y0 * TILE + 3, (x1 - x0 + 1) * TILE - 6, (y1 - y0 + 1) * TILE - 6, 3);
    g.fill();
    g.stroke();
  }
  // Walls, with a lighter edge where a wall faces open floor below it, for depth.
  g.fillStyle = "#6e6358";
  for (let i = 0; i < wall.length; i++) if (wall[i]) g.fillRect((i % m.width) * TILE, Math.floor(i / m.width) * TILE, TILE, TILE);
  g.fillStyle = "#8a7e71";
  for (let i = 0; i + m.width < wall.length; i++) {
    if (wall[i] && !wall[i + m.width]) g.fillRect((i % m.width) * TILE, (Math.floor(i / m.width) + 1) * TILE - 4, TILE, 4);
  }
  baseMap = off;
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
  if (view.follow && view.selected >= 0) {
    const st = personaState(view.selected, view.step);
    if (st) {
      view.ox = w / 2 - (st.x + 0.5) * view.scale;
      view.oy = h / 2 - (st.y + 0.5) * view.scale;
    }
  }
  drawBaseMap(w, h, dpr);
  drawLabels(w, h);
  drawPersonas();
  placeBubbles();
}

/**
 * The map under the personas. Zoomed out, a copy scaled once per zoom level is copied pixel for pixel each frame
 * (scaling the whole map every frame would cost more than everything else); zoomed in, only the part in view is
 * scaled.
 */
let scaledMap = null;
function drawBaseMap(w, h, dpr) {
  if (view.scale <= TILE) {
    const mw = mapInfo.width * view.scale, mh = mapInfo.height * view.scale;
    const key = view.scale + ":" + dpr;
    if (!scaledMap || scaledMap.key !== key) {
      const c = document.createElement("canvas");
      c.width = Math.max(1, Math.round(mw * dpr));
      c.height = Math.max(1, Math.round(mh * dpr));
      const g = c.getContext("2d");
      g.imageSmoothingEnabled = true;
      g.imageSmoothingQuality = "high";
      g.drawImage(baseMap, 0, 0, c.width, c.height);
      scaledMap = { key, canvas: c };
    }
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.drawImage(scaledMap.canvas, Math.round(view.ox * dpr), Math.round(view.oy * dpr));
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    return;
  }
  // Zoomed in: the tiles in view only.
  const k = TILE / view.scale;
  const sx = Math.max(0, -view.ox * k), sy = Math.max(0, -view.oy * k);
  const sw = Math.min(baseMap.width - sx, w * k), sh = Math.min(baseMap.height - sy, h * k);
  if (sw <= 0 || sh <= 0) return;
  ctx.imageSmoothingEnabled = false;
  ctx.drawImage(baseMap, sx, sy, sw, sh, view.ox + sx / k, view.oy + sy / k, sw / k, sh / k);
}

function drawLabels(w, h) {
  const taken = [];
  const free = (r) => !taken.some((t) => r[0] < t[2] && t[0] < r[2] && r[1] < t[3] && t[1] < r[3]);
  const label = (text, x, y, font, color, halo) => {
    ctx.font = font;
    const tw = ctx.measureText(text).width;
    const r = [x - tw / 2 - 3, y - 8, x + tw / 2 + 3, y + 8];
    if (r[2] < 0 || r[0] > w || r[3] < 0 || r[1] > h || !free(r)) return;
    taken.push(r);
    ctx.lineWidth = 3.5;
    ctx.strokeStyle = halo;
    ctx.lineJoin = "round";
    ctx.strokeText(text, x, y);
    ctx.fillStyle = color;
    ctx.fillText(text, x, y);
  };
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  const s = view.scale;
  // Building names first (most important), then rooms, then objects when zoomed in.
  for (const sec of mapInfo.sectors) {
    const box = sec.box;
    const wide = (box[2] - box[0] + 1) * s;
    const size = Math.max(10, Math.min(15, wide / 9));
    const [x, y] = toScreen((box[0] + box[2]) / 2 - 0.5, box[1] + 0.2);
    label(sec.name, x, y + size * 0.6, "600 " + size + "px system-ui, sans-serif", "#2d2a22", "rgba(255,255,255,.85)");
  }
  if (s >= 9) {
    for (const a of mapInfo.arenas) {
      const [x, y] = toScreen(a.label[0], a.label[1]);
      label(a.name, x, y, "italic 11px system-ui, sans-serif", "#5f5848", "rgba(255,255,255,.7)");
    }
  }
  if (s >= 26) {
    for (const o of mapInfo.objects) {
      const [x, y] = toScreen((o.box[0] + o.box[2]) / 2, (o.box[1] + o.box[3]) / 2);
      label(o.name, x, y, "10px system-ui, sans-serif", "#4a4536", "rgba(255,255,255,.6)");
    }
  }
}

/** Screen positions of the personas drawn in the last frame (for clicks and bubbles). */
let drawn = [];

function drawPersonas() {
  const own = view.chain[0];
  drawn = [];
  const r = Math.max(8, Math.min(15, view.scale * 0.55));
  const order = own.index.personas.map((_, p) => p).filter((p) => p !== view.selected);
  if (view.selected >= 0) order.push(view.selected);
  // Names go on after the markers, the selected one first, and a name that would overlap one drawn is left out.
  const names = [];
  for (const p of order) {
    const st = personaState(p, view.step);
    if (!st) continue;
    const [x, y] = toScreen(st.x, st.y);
    drawn.push({ p, x, y, r, st });
    const selected = p === view.selected;
    // shadow
    ctx.fillStyle = "rgba(0,0,0,.18)";
    ctx.beginPath();
    ctx.ellipse(x, y + r * 0.85, r * 0.8, r * 0.3, 0, 0, Math.PI * 2);
    ctx.fill();
    if (selected) {
      ctx.strokeStyle = "rgba(63,107,216,.55)";
      ctx.lineWidth = 5;
      ctx.beginPath();
      ctx.arc(x, y, r + 5, 0, Math.PI * 2);
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
    // emoji pill above
    if (st.emoji) {
      ctx.font = Math.round(r * 1.05) + "px 'Noto Color Emoji', 'Apple Color Emoji', 'Segoe UI Emoji', sans-serif";
      const ew = ctx.measureText(st.emoji).width + 8;
      const eh = r * 1.25 + 4;
      ctx.fillStyle = "rgba(255,255,255,.94)";
      roundRect(ctx, x - ew / 2, y - r - eh - 3, ew, eh, eh / 2);
      ctx.fill();
      ctx.fillStyle = "#000";
      ctx.fillText(st.emoji, x, y - r - eh / 2 - 2);
    }
    if (view.scale >= 5 || selected) names.push({ p, x, y: y + r + 9, selected });
  }
  const taken = [];
  names.sort((a, b) => Number(b.selected) - Number(a.selected));
  for (const { p, x, y, selected } of names) {
    const name = own.index.personas[p].firstName || own.index.personas[p].name;
    ctx.font = (selected ? "700 " : "600 ") + "11px system-ui, sans-serif";
    const w = ctx.measureText(name).width;
    const box = [x - w / 2 - 2, y - 7, x + w / 2 + 2, y + 7];
    if (taken.some((t) => box[0] < t[2] && t[0] < box[2] && box[1] < t[3] && t[1] < box[3])) continue;
    taken.push(box);
    ctx.lineWidth = 3;
    ctx.strokeStyle = "rgba(255,255,255,.9)";
    ctx.strokeText(name, x, y);
    ctx.fillStyle = "#1f1f24";
    ctx.fillText(name, x, y);
  }
}

// Speech bubbles are HTML above the canvas: wrapped text, crisp at any zoom.
const bubbleLayer = $("bubbles");
const bubbleEls = new Map();

function placeBubbles() {
  const own = view.chain[0];
  const live = new Set();
  for (const { conversation, line, lineIndex } of speechAt(Math.floor(view.step))) {
    const speaker = own.index.personas.findIndex((q) => q.name === line[0]);
    const where = drawn.find((d) => d.p === (speaker >= 0 ? speaker : conversation.personas[0]));
    if (!where) continue;
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
      el.innerHTML = "";
      const b = document.createElement("b");
      b.textContent = line[0];
      b.style.color = speaker >= 0 ? personaColor(speaker) : "#333";
      el.appendChild(b);
      el.appendChild(document.createTextNode(line[1]));
    }
    el.style.left = where.x + "px";
    el.style.top = where.y - where.r * 2.6 - 12 + "px";
  }
  for (const [key, el] of bubbleEls) if (!live.has(key)) (el.remove(), bubbleEls.delete(key));
}
