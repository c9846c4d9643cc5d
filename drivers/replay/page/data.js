/*
 * The page's data: the scripts beside it that deliver a run's replay, and one run's chunks joined into
 * per-persona change lists (tile, action, conversation), snapshots, memories and conversations.
 * Part of the replay page: the parts share one scope (replayPage.ts joins them in order inside one function).
 */
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

/**
 * Loads a run folder's replay (base: the folder's URL with a trailing slash): its index, map and forks, and of its
 * chunks only those around `around(index)` (the step the page opens at) when given, else all of them. The page
 * draws its first frame from those and loads the rest afterwards (`loadChunks`).
 */
async function loadDataset(base, runId, fresh, around) {
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
  if (around) {
    // The chunk of the step and of the step after it (walking slides toward the next step's tile).
    const step = around(index);
    jobs.push(loadChunks(ds, (c) => (c.from <= step && step < c.to) || (c.from <= step + 1 && step + 1 < c.to)));
  } else jobs.push(loadChunks(ds));
  await Promise.all(jobs);
  return ds;
}

/** Whether the chunk holding `step` is loaded (a persona's state there is known). */
function covered(ds, step) {
  for (const { data } of ds.chunks.values()) if (data.from <= step && step < data.to) return true;
  return false;
}

/** Whether every chunk of a dataset's index is loaded in its latest version. */
const complete = (ds) => ds.index.chunks.every((c) => ds.chunks.has(c.file) && ds.chunks.get(c.file).version === c.version);

/** Loads the chunks of a dataset (those `which` picks, default all) that are new or were rewritten since loaded. */
async function loadChunks(ds, which = () => true) {
  const wanted = ds.index.chunks.filter((c) => {
    const have = ds.chunks.get(c.file);
    return which(c) && (!have || have.version !== c.version);
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
