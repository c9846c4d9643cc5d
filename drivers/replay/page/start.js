/*
 * Start: load the run and its lineage, draw, follow a run in progress; the hooks for tests and scripts.
 * Part of the replay page: the parts share one scope (replayPage.ts joins them in order inside one function).
 */
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
