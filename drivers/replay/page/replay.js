/*
 * The replay page of a simulacra run: the map drawn from the map folder's grids, personas walking tile by tile with
 * their emoji, speech bubbles, a clock, playback, a scrubber with marks, persona and conversation panels, branches.
 * Plain browser JavaScript with no dependencies and no network: data arrives as scripts beside the page
 * (replay/*.js call SimReplay.index / map / chunk / forks), which works from the file system and over HTTP alike.
 */
(function () {
  "use strict";

  // ------------------------------------------------------------------------------------------------------------
  // Data loading
  // ------------------------------------------------------------------------------------------------------------

  /** Datasets by run id: one per run folder of the branch (this run, its parent, ...). */
  const datasets = new Map();
  /** Resolvers waiting for a file's call, by run id and kind. */
  const waiting = [];

  function deliver(kind, runId, data) {
    for (let i = 0; i < waiting.length; i++) {
      const w = waiting[i];
      if (w.kind === kind && (w.runId === null || w.runId === runId)) {
        waiting.splice(i, 1);
        w.resolve(data);
        return;
      }
    }
  }

  window.SimReplay = {
    index: (data) => deliver("index", data.runId, data),
    map: (data) => deliver("map", data.runId, data),
    chunk: (data) => deliver("chunk:" + data.from, data.runId, data),
    forks: (data) => deliver("forks", data.runId, data),
  };

  /** Loads a data script and resolves with the data it delivers (null when the file cannot be loaded). */
  function loadData(url, kind, runId) {
    return new Promise((resolve) => {
      const entry = { kind, runId, resolve };
      waiting.push(entry);
      const script = document.createElement("script");
      script.src = url;
      script.async = true;
      script.onload = () => {
        script.remove();
        const at = waiting.indexOf(entry);
        if (at >= 0) (waiting.splice(at, 1), resolve(null));
      };
      script.onerror = () => {
        script.remove();
        const at = waiting.indexOf(entry);
        if (at >= 0) (waiting.splice(at, 1), resolve(null));
      };
      document.head.appendChild(script);
    });
  }

  const bust = () => "?t=" + Date.now().toString(36);

  /** Loads a run folder's replay (base: the folder's URL with a trailing slash). */
  async function loadDataset(base, runId, fresh) {
    const index = await loadData(base + "replay/index.js" + (fresh ? bust() : ""), "index", runId);
    if (!index) return null;
    const ds = datasets.get(index.runId) || {
      base, runId: index.runId, index, map: null, chunks: new Map(), forks: [], derived: null, parent: null,
    };
    ds.index = index;
    datasets.set(index.runId, ds);
    const jobs = [];
    if (!ds.map) jobs.push(loadData(base + "replay/map.js", "map", index.runId).then((m) => (ds.map = m)));
    jobs.push(loadData(base + "replay/forks.js" + bust(), "forks", index.runId).then((f) => (ds.forks = f ? f.forks : [])));
    jobs.push(loadChunks(ds));
    await Promise.all(jobs);
    return ds;
  }

  /** Loads the chunks of a dataset that are new or were rewritten since they were loaded. */
  async function loadChunks(ds) {
    const wanted = ds.index.chunks.filter((c) => {
      const have = ds.chunks.get(c.file);
      return !have || have.version !== c.version;
    });
    for (const file of [...ds.chunks.keys()]) if (!ds.index.chunks.some((c) => c.file === file)) ds.chunks.delete(file);
    const loaded = await Promise.all(wanted.map((c) =>
      loadData(ds.base + "replay/" + c.file + "?v=" + c.version, "chunk:" + c.from, ds.runId).then((data) => ({ c, data }))));
    for (const { c, data } of loaded) if (data) ds.chunks.set(c.file, { version: c.version, data });
    if (wanted.length || !ds.derived) {
      const t0 = performance.now();
      ds.derived = derive(ds);
      timings.derive = (timings.derive || 0) + performance.now() - t0;
    }
    return wanted.length > 0;
  }

  // ------------------------------------------------------------------------------------------------------------
  // Derived data: one dataset's chunks joined into per-persona change lists
  // ------------------------------------------------------------------------------------------------------------

  function derive(ds) {
    const personas = ds.index.personas;
    const strings = [];
    const stringIds = new Map();
    const sid = (s) => {
      let i = stringIds.get(s);
      if (i === undefined) (i = strings.length, strings.push(s), stringIds.set(s, i));
      return i;
    };
    const chatIds = new Map();
    const chats = [];
    const tracks = personas.map(() => ({ pSteps: [], px: [], py: [], aSteps: [], aEmoji: [], aDesc: [], cSteps: [], cChat: [] }));
    const snapshots = [];
    const memories = personas.map(() => []);
    const memorySeen = personas.map(() => new Set());
    const chunks = [...ds.chunks.values()].map((c) => c.data).sort((a, b) => a.from - b.from);
    for (const chunk of chunks) {
      const local = chunk.strings.map(sid);
      const chatMap = chunk.chats.map((flat) => {
        const lines = [];
        for (let i = 0; i + 1 < flat.length; i += 2) lines.push([chunk.strings[flat[i]], chunk.strings[flat[i + 1]]]);
        const key = JSON.stringify(lines);
        let id = chatIds.get(key);
        if (id === undefined) (id = chats.length, chats.push(lines), chatIds.set(key, id));
        return id;
      });
      chunk.tracks.forEach((t, i) => {
        const out = tracks[i];
        if (!out) return;
        for (let k = 0; k + 2 < t.p.length; k += 3) (out.pSteps.push(t.p[k]), out.px.push(t.p[k + 1]), out.py.push(t.p[k + 2]));
        for (let k = 0; k + 2 < t.a.length; k += 3) (out.aSteps.push(t.a[k]), out.aEmoji.push(local[t.a[k + 1]]), out.aDesc.push(local[t.a[k + 2]]));
        for (let k = 0; k + 1 < t.c.length; k += 2) (out.cSteps.push(t.c[k]), out.cChat.push(t.c[k + 1] < 0 ? -1 : chatMap[t.c[k + 1]]));
      });
      for (const s of chunk.snapshots) {
        snapshots.push({
          step: s.step,
          time: s.time,
          day: dayOfStepBefore(ds.index, s.step),
          schedules: s.schedules.map((flat) => {
            const out = [];
            for (let k = 0; k + 1 < flat.length; k += 2) out.push([chunk.strings[flat[k]], flat[k + 1]]);
            return out;
          }),
        });
        for (const [p, index, created, kind, poignancy, text] of s.memories) {
          if (!memories[p] || memorySeen[p].has(index)) continue;
          memorySeen[p].add(index);
          memories[p].push({ index, created, kind, poignancy, text: chunk.strings[text] });
        }
      }
    }
    for (const list of memories) list.sort((a, b) => a.created - b.created || a.index - b.index);
    snapshots.sort((a, b) => a.step - b.step);
    const packed = tracks.map((t) => {
      const out = {};
      for (const key of Object.keys(t)) out[key] = Int32Array.from(t[key]);
      return out;
    });
    return { strings, chats, tracks: packed, snapshots, memories, conversations: conversationsOf(ds, packed, chats) };
  }

  /** Conversations: the spans personas hold the same transcript, joined when they overlap or touch. */
  function conversationsOf(ds, tracks, chats) {
    const spans = [];
    const to = ds.index.toStep;
    tracks.forEach((t, p) => {
      for (let k = 0; k < t.cSteps.length; k++) {
        const chat = t.cChat[k];
        if (chat < 0) continue;
        const end = k + 1 < t.cSteps.length ? t.cSteps[k + 1] : to;
        spans.push({ chat, start: t.cSteps[k], end, persona: p });
      }
    });
    spans.sort((a, b) => a.chat - b.chat || a.start - b.start);
    const out = [];
    let cur = null;
    for (const s of spans) {
      if (cur && cur.chat === s.chat && s.start <= cur.end + 2) {
        cur.end = Math.max(cur.end, s.end);
        cur.personas.add(s.persona);
        // The initiator holds the chat first; its partner a tick later.
        cur.start = Math.min(cur.start, s.start);
      } else {
        cur = { chat: s.chat, start: s.start, end: s.end, personas: new Set([s.persona]) };
        out.push(cur);
      }
    }
    // Join spans split by a chunk boundary (the same transcript continuing).
    out.sort((a, b) => a.start - b.start);
    return out.map((c, i) => ({ id: i, chat: c.chat, lines: chats[c.chat], start: c.start, end: c.end, personas: [...c.personas] }));
  }

  // ------------------------------------------------------------------------------------------------------------
  // Time
  // ------------------------------------------------------------------------------------------------------------

  const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
  const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
  const pad = (n) => String(n).padStart(2, "0");
  const parseTime = (t) => Date.UTC(+t.slice(0, 4), +t.slice(5, 7) - 1, +t.slice(8, 10), +t.slice(11, 13), +t.slice(14, 16), +(t.slice(17, 19) || 0));
  function timeAt(index, step) {
    return new Date(parseTime(index.start) + step * index.secondsPerStep * 1000);
  }
  const clockText = (d) => pad(d.getUTCHours()) + ":" + pad(d.getUTCMinutes()) + ":" + pad(d.getUTCSeconds());
  const hhmm = (d) => pad(d.getUTCHours()) + ":" + pad(d.getUTCMinutes());
  const dayText = (d) => WEEKDAYS[d.getUTCDay()] + ", " + MONTHS[d.getUTCMonth()] + " " + d.getUTCDate() + ", " + d.getUTCFullYear();
  const dayKey = (d) => d.toISOString().slice(0, 10);
  /** The schedule a snapshot holds is the one of the day of the step before it (a new day plans on its first tick). */
  function dayOfStepBefore(index, step) {
    return dayKey(timeAt(index, step - 1));
  }

  // ------------------------------------------------------------------------------------------------------------
  // Lookups
  // ------------------------------------------------------------------------------------------------------------

  /** Index of the last entry of a sorted Int32Array at or before `step` (-1 when none). */
  function at(steps, step) {
    let lo = 0, hi = steps.length - 1, found = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (steps[mid] <= step) (found = mid, lo = mid + 1);
      else hi = mid - 1;
    }
    return found;
  }

  // ------------------------------------------------------------------------------------------------------------
  // View state
  // ------------------------------------------------------------------------------------------------------------

  const $ = (id) => document.getElementById(id);
  const ICONS = {
    play: '<svg viewBox="0 0 16 16"><path d="M4 2.2v11.6a.9.9 0 0 0 1.4.8l9-5.8a.9.9 0 0 0 0-1.6l-9-5.8A.9.9 0 0 0 4 2.2z"/></svg>',
    pause: '<svg viewBox="0 0 16 16"><rect x="3" y="2" width="3.6" height="12" rx="1"/><rect x="9.4" y="2" width="3.6" height="12" rx="1"/></svg>',
  };
  const setPlayIcon = (playing) => {
    $("play").innerHTML = playing ? ICONS.pause : ICONS.play;
    $("play").setAttribute("aria-label", playing ? "Pause" : "Play");
  };
  const view = {
    /** Datasets of the shown branch's lineage, the shown branch first. */
    chain: [],
    /** The run this page belongs to, and its lineage (0 = this run). */
    lineage: [],
    branch: 0,
    step: 0,
    playing: false,
    speed: 60,
    selected: -1,
    follow: false,
    scale: 8,
    ox: 0,
    oy: 0,
    fitted: false,
    first: 0,
    last: 0,
  };
  let mapInfo = null;

  /** The dataset that holds `step` in the shown branch (a fork's steps before it left come from its parent). */
  function datasetAt(step) {
    for (const ds of view.chain) if (step >= ds.index.firstStep) return ds;
    return view.chain[view.chain.length - 1];
  }

  function setChain(branch) {
    view.branch = branch;
    view.chain = view.lineage.slice(branch);
    const own = view.chain[0];
    view.first = Math.min(...view.chain.map((d) => d.index.firstStep));
    view.last = Math.max(view.first, own.index.toStep - 1);
  }

  function personaState(p, step) {
    const ds = datasetAt(Math.floor(step));
    const t = ds.derived.tracks[p];
    if (!t) return null;
    const s = Math.floor(step);
    const pi = at(t.pSteps, s);
    if (pi < 0) return null;
    let x = t.px[pi], y = t.py[pi];
    // Smooth walking: slide toward the next step's tile when it is a neighbour.
    const frac = step - s;
    if (frac > 0 && s + 1 <= view.last) {
      const next = datasetAt(s + 1);
      const tn = next.derived.tracks[p];
      const ni = at(tn.pSteps, s + 1);
      if (ni >= 0) {
        const nx = tn.px[ni], ny = tn.py[ni];
        if (Math.abs(nx - x) + Math.abs(ny - y) <= 2) (x += (nx - x) * frac, y += (ny - y) * frac);
      }
    }
    const ai = at(t.aSteps, s);
    const ci = at(t.cSteps, s);
    const strings = ds.derived.strings;
    return {
      x, y,
      tileX: t.px[pi], tileY: t.py[pi],
      emoji: ai >= 0 ? strings[t.aEmoji[ai]] : "",
      description: ai >= 0 ? strings[t.aDesc[ai]] : "",
      chat: ci >= 0 ? t.cChat[ci] : -1,
    };
  }

  /** Conversations going on at `step` in the shown branch, with the line being spoken. */
  function speechAt(step) {
    const ds = datasetAt(step);
    const out = [];
    for (const c of ds.derived.conversations) {
      if (c.start > step || step >= c.end || !c.lines.length) continue;
      const length = Math.max(1, c.end - c.start);
      const k = Math.min(c.lines.length - 1, Math.floor(((step - c.start) / length) * c.lines.length));
      out.push({ conversation: c, line: c.lines[k], lineIndex: k });
    }
    return out;
  }

  function splitDescription(d) {
    const i = d.lastIndexOf(" @ ");
    return i < 0 ? { action: d, place: "" } : { action: d.slice(0, i), place: d.slice(i + 3) };
  }
  function placeText(place, names) {
    if (!place) return "";
    if (place.startsWith("<persona>")) return "with " + place.slice(9).trim();
    if (place.startsWith("<waiting>")) return "waiting";
    const parts = place.split(":");
    if (parts.length > 1 && mapInfo && parts[0] === mapInfo.world) parts.shift();
    return parts.filter(Boolean).join(" › ");
  }
  function tilePlace(x, y) {
    if (!mapInfo) return "";
    const i = y * mapInfo.width + x;
    const a = mapInfo.arenaGrid[i], s = mapInfo.sectorGrid[i];
    if (a > 0) return mapInfo.sectors[mapInfo.arenas[a - 1].sector].name + " › " + mapInfo.arenas[a - 1].name;
    if (s > 0) return mapInfo.sectors[s - 1].name;
    return "outdoors";
  }

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

  // ------------------------------------------------------------------------------------------------------------
  // Side panel
  // ------------------------------------------------------------------------------------------------------------

  const el = (tag, cls, text) => {
    const e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined) e.textContent = text;
    return e;
  };
  function swatch(p) {
    const s = el("span", "swatch", initials(view.chain[0].index.personas[p].name));
    s.style.background = personaColor(p);
    return s;
  }

  let peopleRows = [];
  function buildPeople() {
    const list = $("people-list");
    list.innerHTML = "";
    peopleRows = view.chain[0].index.personas.map((persona, p) => {
      const row = el("button", "person");
      row.dataset.persona = persona.name;
      const mid = el("div");
      mid.append(el("div", "who", persona.name), el("div", "what", ""));
      row.append(swatch(p), mid, el("span", "emoji", ""));
      row.onclick = () => select(p);
      list.appendChild(row);
      return row;
    });
  }

  function updatePeople() {
    const step = Math.floor(view.step);
    peopleRows.forEach((row, p) => {
      const st = personaState(p, step);
      const what = st ? splitDescription(st.description).action : "";
      if (row.children[1].children[1].textContent !== what) row.children[1].children[1].textContent = what;
      const emoji = st ? st.emoji : "";
      if (row.children[2].textContent !== emoji) row.children[2].textContent = emoji;
    });
  }

  function select(p) {
    view.selected = p;
    showTab("people");
    $("people-list").hidden = p >= 0;
    $("persona-panel").hidden = p < 0;
    panelKey = "";
    updatePanel();
    requestDraw();
  }

  /** The schedule shown at `step`: the snapshot of that day nearest after it (it holds the day's decompositions). */
  function scheduleAt(p, step) {
    const ds = datasetAt(step);
    const day = dayKey(timeAt(ds.index, step));
    const snaps = ds.derived.snapshots.filter((s) => s.day === day && s.schedules[p] && s.schedules[p].length);
    if (!snaps.length) return null;
    return (snaps.find((s) => s.step >= step) || snaps[snaps.length - 1]).schedules[p];
  }

  let panelKey = "";
  function updatePanel() {
    const p = view.selected;
    if (p < 0) return;
    const step = Math.floor(view.step);
    const ds = datasetAt(step);
    const own = view.chain[0];
    const persona = own.index.personas[p];
    const st = personaState(p, step);
    const now = timeAt(ds.index, step);
    const minutes = now.getUTCHours() * 60 + now.getUTCMinutes();
    const seconds = (now.getTime() - parseTime(ds.index.start)) / 1000;
    const schedule = scheduleAt(p, step);
    let current = -1;
    if (schedule) {
      let sum = 0;
      for (let i = 0; i < schedule.length; i++) {
        sum += schedule[i][1];
        if (sum > minutes) { current = i; break; }
      }
    }
    const mems = ds.derived.memories[p] || [];
    let upto = mems.length;
    while (upto > 0 && mems[upto - 1].created > seconds) upto--;
    const key = [p, view.branch, ds.runId, st && st.description, st && st.emoji, st && st.tileX, st && st.tileY, current, upto, schedule && schedule.length, view.follow].join("|");
    if (key === panelKey) return;
    panelKey = key;

    const panel = $("persona-panel");
    panel.innerHTML = "";
    const back = el("button", "back", "← All people");
    back.onclick = () => select(-1);
    const follow = el("button", "follow" + (view.follow ? " on" : ""), view.follow ? "Following" : "Follow");
    follow.onclick = () => { view.follow = !view.follow; panelKey = ""; updatePanel(); requestDraw(); };
    panel.append(follow, back);
    const head = el("div", "ph");
    const names = el("div");
    names.append(el("h2", "", persona.name));
    const sub = [persona.age ? persona.age + " years" : "", persona.innate].filter(Boolean).join(" · ");
    names.append(el("div", "sub", sub));
    head.append(swatch(p), names);
    panel.append(head);

    const box = el("div", "now");
    const { action, place } = splitDescription(st ? st.description : "");
    const act = el("div", "act");
    act.append(el("span", "emoji", st ? st.emoji : ""), document.createTextNode(action || "—"));
    box.append(act);
    box.append(el("div", "place", "at " + (st ? tilePlace(st.tileX, st.tileY) : "?") + (place && !place.startsWith("<") ? " · heading for " + placeText(place) : "")));
    if (st && st.chat >= 0) {
      const partner = ds.derived.conversations.find((c) => c.chat === st.chat && c.start <= step && step < c.end);
      const others = partner ? partner.personas.filter((q) => q !== p).map((q) => own.index.personas[q].name) : [];
      box.append(el("div", "chatting", "💬 talking" + (others.length ? " with " + others.join(", ") : "")));
    }
    panel.append(box);

    panel.append(el("h3", "", "Today's schedule"));
    if (!schedule) panel.append(el("div", "empty", "No schedule recorded for this day yet."));
    else {
      const ul = el("ul", "schedule");
      let start = 0;
      schedule.forEach(([desc, mins], i) => {
        const li = el("li", i === current ? "current" : i < current ? "past" : "");
        li.append(el("span", "t", pad(Math.floor(start / 60) % 24) + ":" + pad(start % 60)), el("span", "", desc), el("span", "d", mins + " min"));
        ul.append(li);
        start += mins;
      });
      panel.append(ul);
      const cur = ul.querySelector(".current");
      if (cur) requestAnimationFrame(() => { ul.scrollTop = cur.offsetTop - ul.clientHeight / 2 + cur.clientHeight / 2; });
    }

    const visible = mems.slice(0, upto);
    const icon = { e: "👁", c: "💬", t: "💭", r: "✨", p: "📋" };
    const memoryList = (items, cls) => {
      const ul = el("ul", "memories" + (cls ? " " + cls : ""));
      for (const m of items) {
        const li = el("li");
        li.append(el("span", "", icon[m.kind] || "•"));
        const body = el("div");
        const when = new Date(parseTime(ds.index.start) + m.created * 1000);
        const t = el("div", "m-time", (dayKey(when) === dayKey(now) ? hhmm(when) : dayText(when) + " " + hhmm(when)));
        const pg = el("span", "pg", "●".repeat(Math.max(0, Math.min(10, Math.round(m.poignancy)))));
        pg.title = "poignancy " + m.poignancy;
        t.append(pg);
        body.append(t, el("div", "", m.text));
        li.append(body);
        ul.append(li);
      }
      return ul;
    };
    // Idle objects seen in passing are memories too, but they would crowd out everything else here.
    const recent = visible.filter((m) => m.kind !== "r" && !(m.kind === "e" && / is idle$/.test(m.text))).slice(-8).reverse();
    const reflections = visible.filter((m) => m.kind === "r").slice(-5).reverse();
    panel.append(el("h3", "", "Recent memories"));
    panel.append(recent.length ? memoryList(recent) : el("div", "empty", "No memories yet."));
    panel.append(el("h3", "", "Reflections"));
    panel.append(reflections.length ? memoryList(reflections, "reflections") : el("div", "empty", "No reflections yet."));
  }

  let talkKey = "";
  /** The conversations tab (its rows are made when it is shown; the count always). */
  function buildTalk() {
    const ds = view.chain[0];
    const own = ds.index.personas;
    const list = $("talk-list");
    const all = allConversations();
    $("talk-count").textContent = all.length ? String(all.length) : "";
    if ($("tab-talk").hidden) return;
    const key = view.branch + ":" + all.length + ":" + (all.length ? all[all.length - 1].end : 0);
    if (key === talkKey) return;
    talkKey = key;
    list.innerHTML = "";
    if (!all.length) list.append(el("div", "empty", "  No conversations in this run yet."));
    for (const c of all) {
      const row = el("button", "talk");
      row.dataset.start = String(c.start);
      const top = el("div", "top");
      const who = el("span");
      const dots = el("span", "dots");
      for (const p of c.personas) {
        const d = el("i");
        d.style.background = personaColor(p);
        dots.append(d);
      }
      who.append(dots, document.createTextNode(c.personas.map((p) => own[p].name).join(" & ")));
      top.append(who, el("span", "when", hhmm(timeAt(ds.index, c.start))));
      row.append(top, el("div", "line", c.lines.length ? c.lines[0][0].split(" ")[0] + ": " + c.lines[0][1] : ""));
      row.onclick = () => {
        pause();
        seek(c.start);
        if (c.personas.length) select(c.personas[0]);
        showTab("talk");
      };
      list.append(row);
    }
  }

  /** Conversations of the shown branch, each from the dataset that holds its start (kept until the data changes). */
  let conversationCache = null;
  function allConversations() {
    const key = view.branch + ":" + view.chain.map((ds) => ds.runId + "@" + ds.index.toStep + "/" + ds.chunks.size).join(",");
    if (conversationCache && conversationCache.key === key) return conversationCache.list;
    const out = [];
    for (let i = view.chain.length - 1; i >= 0; i--) {
      const ds = view.chain[i];
      const until = i > 0 ? view.chain[i - 1].index.firstStep : Infinity;
      for (const c of ds.derived.conversations) if (c.start >= ds.index.firstStep && c.start < until) out.push(c);
    }
    out.sort((a, b) => a.start - b.start);
    conversationCache = { key, list: out };
    return out;
  }

  function updateTalkHighlight() {
    if ($("tab-talk").hidden) return;
    const step = Math.floor(view.step);
    const all = allConversations();
    const rows = $("talk-list").children;
    for (let i = 0; i < rows.length && i < all.length; i++) rows[i].classList.toggle("active", all[i].start <= step && step < all[i].end);
  }

  function buildBranches() {
    const box = $("branch-info");
    box.innerHTML = "";
    const own = view.lineage[0];
    const here = el("div", "card");
    here.append(el("div", "k", "This run"), el("div", "", own.index.title));
    box.append(here);
    const fork = own.index.fork;
    if (fork) {
      const card = el("div", "card");
      card.append(el("div", "k", "Forked from"));
      card.append(el("div", "", fork.parentFolder.replace(/^\.\.\//, "") + " at " + dayText(timeAt(own.index, fork.step)) + ", " + clockText(timeAt(own.index, fork.step)) + " (step " + fork.step + ")"));
      if (fork.whisper) card.append(el("div", "whisper", "Whispered to " + fork.whisper.persona + ": “" + fork.whisper.text + "”"));
      if (view.lineage.length < 2) card.append(el("div", "empty", "The parent run's replay was not found beside this one."));
      else {
        const jump = el("button", "link", "Go to the moment it left");
        jump.onclick = () => { pause(); seek(fork.step); };
        card.append(el("br"), jump);
      }
      box.append(card);
    }
    const forks = [];
    view.lineage.forEach((ds, level) => ds.forks.forEach((f) => forks.push({ f, ds, level })));
    if (forks.length) {
      box.append(el("h3", "", "Forks"));
      for (const { f, ds } of forks) {
        if (f.runId === own.runId) continue;
        const card = el("div", "card");
        const when = timeAt(ds.index, f.step);
        card.append(el("div", "k", "Fork of " + ds.index.title + " at " + hhmm(when) + " (step " + f.step + ")"));
        card.append(el("div", "", f.folder.replace(/^\.\.\//, "")));
        if (f.whisper) card.append(el("div", "whisper", "Whispered to " + f.whisper.persona + ": “" + f.whisper.text + "”"));
        const a = el("a", "", "Open the fork at this moment");
        a.href = relativeTo(ds, f.folder) + "replay.html#step=" + Math.max(f.step, Math.floor(view.step));
        a.className = "fork-link";
        a.onclick = () => { a.href = relativeTo(ds, f.folder) + "replay.html#step=" + Math.max(f.step, Math.floor(view.step)); };
        card.append(a);
        box.append(card);
      }
    }
  }
  const relativeTo = (ds, folder) => ds.base + folder.replace(/\/?$/, "/");

  function buildBranchSwitch() {
    const sw = $("branch-switch");
    sw.innerHTML = "";
    if (view.lineage.length < 2) return (sw.hidden = true);
    sw.hidden = false;
    view.lineage.forEach((ds, level) => {
      const b = el("button", level === view.branch ? "active" : "", level === 0 ? "This fork" : level === 1 ? "Parent" : "Ancestor " + level);
      b.title = ds.index.title;
      b.dataset.branch = String(level);
      b.onclick = () => switchBranch(level);
      sw.append(b);
    });
  }

  function switchBranch(level) {
    if (level === view.branch || !view.lineage[level]) return;
    const step = Math.floor(view.step);
    setChain(level);
    seek(Math.min(step, view.last));
    buildBranchSwitch();
    talkKey = "";
    buildTalk();
    panelKey = "";
    updateHash();
  }

  function showTab(name) {
    for (const b of document.querySelectorAll(".tabs button")) b.classList.toggle("active", b.dataset.tab === name);
    for (const t of ["people", "talk", "branches"]) $("tab-" + t).hidden = t !== name;
    if (name === "talk") buildTalk();
    requestDraw();
  }

  // ------------------------------------------------------------------------------------------------------------
  // Scrubber
  // ------------------------------------------------------------------------------------------------------------

  const scrub = $("scrub-canvas");
  const sctx = scrub.getContext("2d");
  const SCRUB_PAD = 10;
  let marks = [];

  function scrubX(step) {
    const w = scrub.clientWidth - SCRUB_PAD * 2;
    const span = Math.max(1, view.last - view.first);
    return SCRUB_PAD + ((step - view.first) / span) * w;
  }
  function scrubStep(x) {
    const w = scrub.clientWidth - SCRUB_PAD * 2;
    const span = Math.max(1, view.last - view.first);
    return Math.round(view.first + Math.max(0, Math.min(1, (x - SCRUB_PAD) / w)) * span);
  }

  function computeMarks() {
    marks = [];
    for (const c of allConversations()) {
      marks.push({ kind: "talk", step: c.start, text: "💬 " + c.personas.map((p) => view.chain[0].index.personas[p].name).join(" & ") + ": " + (c.lines[0] ? c.lines[0][1] : "") });
    }
    for (let i = view.chain.length - 1; i >= 0; i--) {
      const ds = view.chain[i];
      const from = ds.index.firstStep, until = i > 0 ? view.chain[i - 1].index.firstStep : Infinity;
      const groups = new Map();
      ds.derived.memories.forEach((list, p) => {
        for (const m of list) {
          if (m.kind !== "r") continue;
          const step = Math.floor(m.created / ds.index.secondsPerStep);
          if (step < from || step >= until) continue;
          const key = p + ":" + step;
          if (!groups.has(key)) groups.set(key, { p, step, texts: [] });
          groups.get(key).texts.push(m.text);
        }
      });
      for (const g of groups.values()) marks.push({ kind: "reflect", step: g.step, text: "✨ " + ds.index.personas[g.p].name + " reflects: " + g.texts[0] });
    }
    const own = view.chain[0];
    if (own.index.fork) marks.push({ kind: "fork", step: own.index.fork.step, text: "⑂ this branch leaves " + own.index.fork.parentFolder.replace(/^\.\.\//, "") + (own.index.fork.whisper ? ": " + own.index.fork.whisper.text : "") });
    view.chain.forEach((ds) => ds.forks.forEach((f) => {
      if (f.runId !== own.runId && f.step >= view.first && f.step <= view.last) marks.push({ kind: "fork", step: f.step, text: "⑂ fork " + f.folder.replace(/^\.\.\//, "") + (f.whisper ? ": " + f.whisper.text : "") });
    }));
    marks.sort((a, b) => a.step - b.step);
  }

  function drawScrubber() {
    const dpr = window.devicePixelRatio || 1;
    const w = scrub.clientWidth, h = scrub.clientHeight;
    if (scrub.width !== Math.round(w * dpr) || scrub.height !== Math.round(h * dpr)) {
      scrub.width = Math.round(w * dpr);
      scrub.height = Math.round(h * dpr);
    }
    sctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    sctx.clearRect(0, 0, w, h);
    if (!view.chain.length) return;
    const y = 18;
    // track
    sctx.fillStyle = "#3a3e4b";
    roundRect(sctx, SCRUB_PAD, y - 3, w - SCRUB_PAD * 2, 6, 3);
    sctx.fill();
    // a fork's inherited history
    const own = view.chain[0];
    if (view.chain.length > 1) {
      sctx.fillStyle = "#4b4f5e";
      sctx.fillRect(SCRUB_PAD, y - 3, scrubX(own.index.firstStep) - SCRUB_PAD, 6);
    }
    sctx.fillStyle = "#6f8fe6";
    roundRect(sctx, SCRUB_PAD, y - 3, Math.max(0, scrubX(view.step) - SCRUB_PAD), 6, 3);
    sctx.fill();
    // hours
    sctx.fillStyle = "#8d92a0";
    sctx.font = "10px system-ui, sans-serif";
    sctx.textAlign = "center";
    sctx.textBaseline = "top";
    const secondsPerStep = own.index.secondsPerStep;
    const hours = ((view.last - view.first) * secondsPerStep) / 3600;
    const every = (hours > 36 ? 6 : hours > 12 ? 3 : hours > 4 ? 1 : hours > 1 ? 0.25 : 5 / 60) * 3600;
    const t0 = timeAt(own.index, view.first);
    const intoDay = t0.getUTCHours() * 3600 + t0.getUTCMinutes() * 60 + t0.getUTCSeconds();
    const s0 = view.first + (Math.ceil(intoDay / every) * every - intoDay) / secondsPerStep;
    const stepEvery = every / secondsPerStep;
    for (let s = s0; s <= view.last; s += stepEvery) {
      const x = scrubX(s);
      sctx.fillRect(x, y + 6, 1, 4);
      sctx.fillText(hhmm(timeAt(own.index, s)), Math.max(16, Math.min(w - 16, x)), y + 12);
    }
    // marks
    for (const m of marks) {
      const x = scrubX(m.step);
      if (m.kind === "talk") {
        sctx.fillStyle = "#4aa3f0";
        sctx.fillRect(x - 1, y - 11, 2.5, 8);
      } else if (m.kind === "reflect") {
        sctx.fillStyle = "#b47ae8";
        sctx.beginPath();
        sctx.arc(x, y - 9, 2.6, 0, Math.PI * 2);
        sctx.fill();
      } else {
        sctx.fillStyle = "#f0a040";
        sctx.beginPath();
        sctx.moveTo(x, y - 14); sctx.lineTo(x + 5, y - 8); sctx.lineTo(x, y - 2); sctx.lineTo(x - 5, y - 8);
        sctx.closePath();
        sctx.fill();
      }
    }
    // thumb
    const tx = scrubX(view.step);
    sctx.fillStyle = "#fff";
    sctx.strokeStyle = "#3f6bd8";
    sctx.lineWidth = 2;
    sctx.beginPath();
    sctx.arc(tx, y, 7, 0, Math.PI * 2);
    sctx.fill();
    sctx.stroke();
  }

  // ------------------------------------------------------------------------------------------------------------
  // Playback
  // ------------------------------------------------------------------------------------------------------------

  let drawQueued = false;
  function requestDraw() {
    if (drawQueued) return;
    drawQueued = true;
    requestAnimationFrame(frame);
  }

  let lastFrame = 0;
  function frame(now) {
    drawQueued = false;
    if (view.playing) {
      const dt = lastFrame ? Math.min(0.25, (now - lastFrame) / 1000) : 0;
      const own = view.chain[0];
      let next = view.step + (dt * view.speed) / own.index.secondsPerStep;
      if (next >= view.last) {
        next = view.last;
        if (!own.index.live) pause();
      }
      view.step = next;
      lastFrame = now;
    } else lastFrame = 0;
    render();
    if (view.playing) requestDraw();
  }

  function render() {
    draw();
    drawScrubber();
    const own = view.chain[0];
    if (!own) return;
    const step = Math.floor(view.step);
    const t = timeAt(own.index, step);
    const clock = clockText(t);
    if ($("clock-time").textContent !== clock) $("clock-time").textContent = clock;
    const day = dayText(t);
    if ($("clock-day").textContent !== day) $("clock-day").textContent = day;
    const label = "step " + step + " / " + view.last;
    if ($("step-label").textContent !== label) $("step-label").textContent = label;
    document.body.dataset.step = String(step);
    updatePeople();
    updatePanel();
    updateTalkHighlight();
  }

  function seek(step) {
    view.step = Math.max(view.first, Math.min(view.last, step));
    requestDraw();
  }
  function play() {
    if (view.step >= view.last && !view.chain[0].index.live) view.step = view.first;
    view.playing = true;
    setPlayIcon(true);
    requestDraw();
  }
  function pause() {
    view.playing = false;
    setPlayIcon(false);
    view.step = Math.floor(view.step);
    updateHash();
    requestDraw();
  }
  function updateHash() {
    const hash = "#step=" + Math.floor(view.step) + (view.branch ? "&branch=" + view.branch : "");
    if (location.hash !== hash) history.replaceState(null, "", hash);
  }

  // ------------------------------------------------------------------------------------------------------------
  // Input
  // ------------------------------------------------------------------------------------------------------------

  function wire() {
    setPlayIcon(false);
    $("play").onclick = () => (view.playing ? pause() : play());
    $("step-back").onclick = () => { pause(); seek(Math.floor(view.step) - 1); updateHash(); };
    $("step-forward").onclick = () => { pause(); seek(Math.floor(view.step) + 1); updateHash(); };
    $("speed").onchange = (e) => (view.speed = Number(e.target.value));
    view.speed = Number($("speed").value);
    for (const b of document.querySelectorAll(".tabs button")) b.onclick = () => showTab(b.dataset.tab);
    $("zoom-in").onclick = () => zoomAt(canvas.clientWidth / 2, canvas.clientHeight / 2, 1.4);
    $("zoom-out").onclick = () => zoomAt(canvas.clientWidth / 2, canvas.clientHeight / 2, 1 / 1.4);
    $("zoom-fit").onclick = () => { view.follow = false; fit(); panelKey = ""; requestDraw(); };

    let dragging = null;
    const stage = $("stage");
    canvas.addEventListener("pointerdown", (e) => {
      dragging = { x: e.clientX, y: e.clientY, ox: view.ox, oy: view.oy, moved: false };
      canvas.setPointerCapture(e.pointerId);
    });
    canvas.addEventListener("pointermove", (e) => {
      const r = canvas.getBoundingClientRect();
      if (dragging) {
        const dx = e.clientX - dragging.x, dy = e.clientY - dragging.y;
        if (Math.abs(dx) + Math.abs(dy) > 4) dragging.moved = true;
        if (dragging.moved) {
          stage.classList.add("dragging");
          view.follow = false;
          view.ox = dragging.ox + dx;
          view.oy = dragging.oy + dy;
          requestDraw();
        }
        return;
      }
      hover(e.clientX - r.left, e.clientY - r.top);
    });
    canvas.addEventListener("pointerup", (e) => {
      const r = canvas.getBoundingClientRect();
      if (dragging && !dragging.moved) {
        const hit = hitPersona(e.clientX - r.left, e.clientY - r.top);
        if (hit >= 0) select(hit);
      }
      dragging = null;
      stage.classList.remove("dragging");
    });
    canvas.addEventListener("pointerleave", () => ($("tooltip").hidden = true));
    canvas.addEventListener("wheel", (e) => {
      e.preventDefault();
      const r = canvas.getBoundingClientRect();
      zoomAt(e.clientX - r.left, e.clientY - r.top, Math.exp(-e.deltaY * 0.0015));
    }, { passive: false });

    let scrubbing = false;
    const scrubTo = (e) => {
      const r = scrub.getBoundingClientRect();
      seek(scrubStep(e.clientX - r.left));
    };
    scrub.addEventListener("pointerdown", (e) => {
      scrubbing = true;
      scrub.setPointerCapture(e.pointerId);
      if (view.playing) (view.playing = false, setPlayIcon(false));
      scrubTo(e);
    });
    scrub.addEventListener("pointermove", (e) => {
      if (scrubbing) return scrubTo(e);
      const r = scrub.getBoundingClientRect();
      const x = e.clientX - r.left;
      const near = marks.filter((m) => Math.abs(scrubX(m.step) - x) < 5);
      const tip = $("tooltip");
      if (!near.length) return (tip.hidden = true);
      tip.hidden = false;
      tip.textContent = near.slice(0, 3).map((m) => hhmm(timeAt(view.chain[0].index, m.step)) + "  " + m.text).join("\n");
      tip.style.whiteSpace = "pre-line";
      const sr = $("stage").getBoundingClientRect();
      tip.style.left = Math.min(sr.width - 290, Math.max(4, e.clientX - sr.left - 20)) + "px";
      tip.style.top = sr.height - 70 - 16 * Math.min(3, near.length) + "px";
    });
    scrub.addEventListener("pointerup", () => { scrubbing = false; updateHash(); });
    scrub.addEventListener("pointerleave", () => ($("tooltip").hidden = true));

    window.addEventListener("keydown", (e) => {
      if (e.target && /INPUT|SELECT|TEXTAREA/.test(e.target.tagName)) return;
      if (e.key === " ") (e.preventDefault(), view.playing ? pause() : play());
      else if (e.key === "ArrowRight") (pause(), seek(Math.floor(view.step) + (e.shiftKey ? 60 : 1)), updateHash());
      else if (e.key === "ArrowLeft") (pause(), seek(Math.floor(view.step) - (e.shiftKey ? 60 : 1)), updateHash());
      else if (e.key === "+" || e.key === "=") $("zoom-in").click();
      else if (e.key === "-") $("zoom-out").click();
      else if (e.key === "0") $("zoom-fit").click();
      else if (e.key === "[" || e.key === "]") {
        const sel = $("speed");
        sel.selectedIndex = Math.max(0, Math.min(sel.options.length - 1, sel.selectedIndex + (e.key === "]" ? 1 : -1)));
        view.speed = Number(sel.value);
      } else if (e.key === "Escape") select(-1);
    });
    window.addEventListener("resize", () => { if (!view.follow) fit(); requestDraw(); });
  }

  function zoomAt(x, y, factor) {
    const scale = Math.max(2, Math.min(64, view.scale * factor));
    const f = scale / view.scale;
    view.ox = x - (x - view.ox) * f;
    view.oy = y - (y - view.oy) * f;
    view.scale = scale;
    requestDraw();
  }

  function hitPersona(x, y) {
    let best = -1, bestD = Infinity;
    for (const d of drawn) {
      const dist = Math.hypot(d.x - x, d.y - y);
      if (dist <= d.r + 6 && dist < bestD) (best = d.p, bestD = dist);
    }
    return best;
  }

  function hover(x, y) {
    const tip = $("tooltip");
    const p = hitPersona(x, y);
    if (p < 0) return (tip.hidden = true);
    const d = drawn.find((q) => q.p === p);
    const { action } = splitDescription(d.st.description);
    tip.hidden = false;
    tip.style.whiteSpace = "normal";
    tip.textContent = view.chain[0].index.personas[p].name + " " + d.st.emoji + " — " + action;
    tip.style.left = x + 14 + "px";
    tip.style.top = y + 10 + "px";
  }

  // ------------------------------------------------------------------------------------------------------------
  // Start and live following
  // ------------------------------------------------------------------------------------------------------------

  const timings = {};
  async function start() {
    timings.start = performance.now();
    wire();
    const own = await loadDataset("", null, false);
    timings.loaded = performance.now();
    if (!own) {
      $("loading-text").textContent = "No replay data found beside this page (replay/index.js).";
      $("loading").querySelector(".spinner").remove();
      return;
    }
    view.lineage = [own];
    // A fork's parents, nearest first: their replays sit in their own run folders.
    for (let ds = own; ds.index.fork; ) {
      const parentBase = ds.base + ds.index.fork.parentFolder.replace(/\/?$/, "/");
      const parent = await loadDataset(parentBase, ds.index.fork.parentRunId, false);
      if (!parent) break;
      view.lineage.push(parent);
      ds = parent;
    }
    hues = PERSONA_HUES(own.index.personas.length);
    timings.lineage = performance.now();
    prepareMap(own.map);
    timings.map = performance.now();

    document.title = own.index.title + " · simulacra replay";
    $("run-title").textContent = own.index.title;
    const hash = new URLSearchParams(location.hash.slice(1));
    setChain(Math.min(view.lineage.length - 1, Number(hash.get("branch")) || 0));
    fit();
    buildPeople();
    buildBranchSwitch();
    buildBranches();
    timings.built = performance.now();
    computeMarks();
    timings.marks = performance.now();
    buildTalk();
    timings.talk = performance.now();
    updateLive();
    const wanted = hash.has("step") ? Number(hash.get("step")) : own.index.fork ? own.index.fork.step : view.first;
    view.step = Math.max(view.first, Math.min(view.last, Number.isFinite(wanted) ? wanted : view.first));
    render();
    timings.render = performance.now();
    $("loading").classList.add("gone");
    window.simReplay.ready = true;
    window.simReplay.readyMs = timings.ready = performance.now();
    window.simReplay.timings = timings;
    document.body.dataset.ready = "true";
    if (own.index.live) setTimeout(poll, 2000);
  }

  function updateLive() {
    const own = view.lineage[0];
    const badge = $("live-badge");
    badge.hidden = !own.index.live;
    $("live-text").textContent = "live · following the run";
  }

  async function poll() {
    const own = view.lineage[0];
    const index = await loadData(own.base + "replay/index.js" + bust(), "index", own.runId);
    if (index) {
      const wasAtEnd = Math.floor(view.step) >= view.last;
      own.index = index;
      const changed = await loadChunks(own);
      if (changed || !index.live) {
        own.forks = (await loadData(own.base + "replay/forks.js" + bust(), "forks", own.runId) || { forks: own.forks }).forks;
        setChain(view.branch);
        computeMarks();
        talkKey = "";
        buildTalk();
        buildBranches();
        if (wasAtEnd && view.playing) view.step = Math.min(view.step, view.last);
        panelKey = "";
        requestDraw();
      }
      updateLive();
      if (!index.live) {
        $("live-badge").hidden = false;
        $("live-badge").classList.add("done");
        $("live-text").textContent = "run finished";
        return;
      }
    }
    setTimeout(poll, 2000);
  }

  /** For tests and scripts: read-only views of what the page shows, and the same moves the controls make. */
  window.simReplay = {
    ready: false,
    seek: (step) => { pause(); seek(step); render(); updateHash(); return Math.floor(view.step); },
    step: () => Math.floor(view.step),
    range: () => ({ first: view.first, last: view.last }),
    branch: () => view.branch,
    branches: () => view.lineage.map((ds) => ds.index.title),
    tileToScreen: (x, y) => {
      const r = canvas.getBoundingClientRect();
      const [sx, sy] = toScreen(x, y);
      return { x: r.left + sx, y: r.top + sy };
    },
    personaColor: (name) => personaColor(view.chain[0].index.personas.findIndex((p) => p.name === name)),
    personaAt: (name) => {
      const p = view.chain[0].index.personas.findIndex((q) => q.name === name);
      const st = p >= 0 ? personaState(p, Math.floor(view.step)) : null;
      return st && { tile: [st.tileX, st.tileY], emoji: st.emoji, description: st.description };
    },
    scrubberX: (step) => {
      const r = scrub.getBoundingClientRect();
      return { x: r.left + scrubX(step), y: r.top + 18 };
    },
    marks: () => marks.map((m) => ({ kind: m.kind, step: m.step })),
    conversations: () => allConversations().map((c) => ({ start: c.start, end: c.end, lines: c.lines.length })),
    zoom: (scale) => { view.scale = scale; requestDraw(); },
    follow: (name) => { select(view.chain[0].index.personas.findIndex((p) => p.name === name)); view.follow = true; render(); },
  };

  start().catch((err) => {
    $("loading-text").textContent = "The replay could not be shown: " + (err && err.message ? err.message : String(err));
    throw err;
  });
})();
