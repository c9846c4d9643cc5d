/*
 * Start: load the run and its lineage, draw, follow a run in progress; the hooks for tests and scripts.
 * Part of the replay page: the parts share one scope (replayPage.ts joins them in order inside one function).
 */
// ------------------------------------------------------------------------------------------------------------
// Start and live following
// ------------------------------------------------------------------------------------------------------------

const timings = {};
/**
 * Opening: the index, map and the chunks around the step shown first (the #step of the URL, a fork's first step, a
 * live run's newest, else the first), then the first frame; the other chunks, the parents' data, the marks and
 * lists follow (`completeLoad`). A day of 25 personas is 25 chunks: the first frame waits for two.
 */
async function start() {
  timings.start = performance.now();
  wire();
  const hash = new URLSearchParams(location.hash.slice(1));
  const asked = hash.has("step") ? Number(hash.get("step")) : NaN;
  const openAt = (index) => (Number.isFinite(asked) ? asked : index.fork ? index.fork.step : index.live ? index.toStep - 1 : index.firstStep);
  const own = await loadDataset("", null, false, openAt);
  timings.loaded = performance.now();
  if (!own) {
    $("loading-text").textContent = "No replay data found beside this page (replay/index.js).";
    $("loading").querySelector(".spinner").remove();
    return;
  }
  const wanted = openAt(own.index);
  view.lineage = [own];
  // A fork's parents, nearest first: their replays sit in their own run folders (their chunks around the step
  // only when the page opens before the fork).
  for (let ds = own; ds.index.fork; ) {
    const parentBase = ds.base + ds.index.fork.parentFolder.replace(/\/?$/, "/");
    const parent = await loadDataset(parentBase, ds.index.fork.parentRunId, false, () => (wanted < ds.index.firstStep ? wanted : -2));
    if (!parent) break;
    view.lineage.push(parent);
    ds = parent;
  }
  personaColors = personaPalette(own.index.personas.length);
  timings.lineage = performance.now();
  prepareMap(own.map);
  timings.map = performance.now();

  document.title = own.index.title + " · simulacra replay";
  $("run-title").textContent = own.index.title;
  setChain(Math.min(view.lineage.length - 1, Number(hash.get("branch")) || 0));
  fit();
  buildPeople();
  buildBranchSwitch();
  buildBranches();
  updateLive();
  view.step = Math.max(view.first, Math.min(view.last, Number.isFinite(wanted) ? wanted : view.first));
  timings.built = performance.now();
  render();
  timings.render = performance.now();
  $("loading").classList.add("gone");
  window.simReplay.ready = true;
  window.simReplay.readyMs = timings.ready = performance.now();
  window.simReplay.timings = timings;
  document.body.dataset.ready = "true";
  // The rest after the first frame has been shown.
  await new Promise((resolve) => setTimeout(resolve, 0));
  await completeLoad();
  await startBranches();
  if (own.index.live) setTimeout(poll, 2000);
}

/** Loads every chunk of the shown lineage, then the marks, the conversations and the frame again. */
async function completeLoad() {
  await Promise.all(view.lineage.map((ds) => loadChunks(ds)));
  timings.chunks = performance.now();
  setChain(view.branch);
  computeMarks();
  talkKey = "";
  buildTalk();
  buildBranches();
  panelKey = "";
  render();
  window.simReplay.complete = true;
  window.simReplay.completeMs = timings.complete = performance.now();
  document.body.dataset.complete = "true";
}

function updateLive() {
  const own = view.lineage[0];
  const badge = $("live-badge");
  badge.hidden = !own.index.live;
  const following = Math.floor(view.step) >= view.last && view.branch === 0;
  // Paused from this page (live.js): the badge says so until the run goes on.
  if (live.state === "paused" && live.time) $("live-text").textContent = "live · paused at " + live.time.slice(11, 16);
  else $("live-text").textContent = following ? "live · following the run" : "live · newest at the end";
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
      loadTree().then(drawTree);
      // A page sitting at the newest step keeps showing the newest as the run goes (moved away, it stays put).
      if (wasAtEnd && view.branch === 0) view.step = view.last;
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
  /** The first frame is drawn; `complete`: every chunk is loaded, the marks and lists made. */
  ready: false,
  complete: false,
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
    const d = drawn.find((q) => q.p === p);
    const r = canvas.getBoundingClientRect();
    // The emoji's pill as drawn (page coordinates), when it has one.
    const pill = d && d.boxes.length > 1 && st.emoji ? d.boxes[1] : null;
    return st && { tile: [st.tileX, st.tileY], emoji: st.emoji, description: st.description, screen: d ? { x: r.left + d.x, y: r.top + d.y, r: d.r } : null,
      pill: pill ? { x: r.left + pill[0], y: r.top + pill[1], width: pill[2] - pill[0], height: pill[3] - pill[1] } : null,
      // The name as drawn beside the marker (page coordinates), when it is shown.
      name: d && d.name ? { x: r.left + d.name[0], y: r.top + d.name[1], width: d.name[2] - d.name[0], height: d.name[3] - d.name[1] } : null };
  },
  /** The bubbles shown: speaker, box, and the point on the map their tail's line reaches (page coordinates). */
  bubbles: () => {
    const r = canvas.getBoundingClientRect();
    return [...bubbleEls.values()].map((el) => {
      const b = el.getBoundingClientRect();
      return { speaker: el.dataset.speaker, dim: el.classList.contains("dim"), box: { x: b.left, y: b.top, width: b.width, height: b.height },
        anchor: { x: r.left + Number(el.dataset.anchorX), y: r.top + Number(el.dataset.anchorY) } };
    });
  },
  scrubberX: (step) => {
    const r = scrub.getBoundingClientRect();
    return { x: r.left + scrubX(step), y: r.top + TRACK_Y };
  },
  marks: () => marks.map((m) => ({ kind: m.kind, step: m.step })),
  /** The marks drawn on the scrubber: kind, step, where (page coordinates) and how many marks each stands for. */
  drawnMarks: () => {
    const r = scrub.getBoundingClientRect();
    return drawnMarks.map((m) => ({ kind: m.kind, step: m.step, x: r.left + m.x, y: r.top + TRACK_Y + m.y, joined: m.joined.length }));
  },
  /** The place names shown on the map: kind (building, room, object), text and box (page coordinates). */
  labels: () => {
    const r = canvas.getBoundingClientRect();
    return shownLabels.map((l) => ({ kind: l.kind, text: l.text, box: { x: r.left + l.box[0], y: r.top + l.box[1], width: l.box[2] - l.box[0], height: l.box[3] - l.box[1] } }));
  },
  /** The doors drawn (tiles and the side each opens to) and each object's kind. */
  doors: () => mapShapes ? mapShapes.doors.map((d) => ({ ...d })) : [],
  objectKinds: () => mapInfo ? mapInfo.objects.map((o) => ({ name: o.name, ...objectKind(o.name) })) : [],
  centerOn: (sector) => {
    const box = mapInfo.sectors.find((s) => s.name === sector).box;
    window.simReplay.center((box[0] + box[2]) / 2, (box[1] + box[3]) / 2);
  },
  center: (x, y) => { view.follow = false; view.ox = canvas.clientWidth / 2 - (x + 0.5) * view.scale; view.oy = canvas.clientHeight / 2 - (y + 0.5) * view.scale; requestDraw(); },
  conversations: () => allConversations().map((c) => ({ start: c.start, end: c.end, lines: c.lines.length })),
  zoom: (scale) => { view.scale = scale; requestDraw(); },
  follow: (name) => { select(view.chain[0].index.personas.findIndex((p) => p.name === name)); view.follow = true; render(); },
};

start().catch((err) => {
  $("loading-text").textContent = "The replay could not be shown: " + (err && err.message ? err.message : String(err));
  throw err;
});
