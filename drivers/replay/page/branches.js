/*
 * Branches: the tree of every fork of the run (forks of forks too) on a time axis with their whispers, each opened
 * at the moment shown by a click; and, when the page is served (npm start -- replay), the actions at that moment:
 * fork here with an optional whisper, interview a person. Actions go to the server that served the page, with the
 * token it wrote into it (pageActions.ts); the same fork and interview code as the CLI runs there.
 * Part of the replay page: the parts share one scope (replayPage.ts joins them in order inside one function).
 */
// ------------------------------------------------------------------------------------------------------------
// The server's actions
// ------------------------------------------------------------------------------------------------------------

const tokenMeta = document.querySelector('meta[name="simulacra-token"]');
/** The token of the server that served this page (null for a page opened from the file system). */
const serverToken = tokenMeta && location.protocol.startsWith("http") ? tokenMeta.content : null;

/** Calls the server; resolves with its JSON, rejects with its one-sentence error. */
async function api(path, body) {
  const res = await fetch(path, {
    method: body ? "POST" : "GET",
    headers: Object.assign({ "x-simulacra-token": serverToken }, body ? { "content-type": "application/json" } : {}),
    body: body ? JSON.stringify(body) : undefined,
  });
  const data = await res.json().catch(() => ({ error: "The server answered with something that is not JSON." }));
  if (!res.ok) throw new Error(data.error || "The server refused (" + res.status + ").");
  return data;
}

/** The dataset and game time of the moment shown (a fork's moment before it left belongs to its parent). */
function momentShown() {
  const step = Math.floor(view.step);
  const ds = datasetAt(step);
  const t = timeAt(ds.index, step).toISOString().slice(0, 19);
  return { step, ds, time: t };
}

// ------------------------------------------------------------------------------------------------------------
// The tree
// ------------------------------------------------------------------------------------------------------------

/** The branches: the server's tree when served, else the lineage and the forks this page knows of. */
let tree = [];

async function loadTree() {
  if (serverToken) {
    try {
      tree = (await api("/api/tree")).branches;
      return;
    } catch (err) {
      // Fall back to what the page knows.
    }
  }
  const known = new Map();
  view.lineage.forEach((ds) => {
    const f = ds.index.fork;
    known.set(ds.runId, {
      runId: ds.runId, title: ds.index.title, page: ds.base + "replay.html", parentRunId: f ? f.parentRunId : null,
      forkStep: f ? f.step : null, forkTime: f ? f.time : null, whisper: f ? f.whisper : null,
      firstStep: ds.index.firstStep, toStep: ds.index.toStep, live: ds.index.live,
    });
  });
  view.lineage.forEach((ds) => ds.forks.forEach((f) => {
    if (known.has(f.runId)) return;
    known.set(f.runId, {
      runId: f.runId, title: f.folder.replace(/^\.\.\//, "").replace(/\/$/, ""), page: relativeTo(ds, f.folder) + "replay.html",
      parentRunId: ds.runId, forkStep: f.step, forkTime: f.time, whisper: f.whisper, firstStep: f.step, toStep: null, live: false,
    });
  }));
  tree = [...known.values()];
}

/** Rows in depth-first order (a fork under its parent, earlier forks first) with their depth. */
function treeRows() {
  const ids = new Set(tree.map((b) => b.runId));
  const children = new Map();
  for (const b of tree) {
    const parent = b.parentRunId && ids.has(b.parentRunId) ? b.parentRunId : null;
    if (!children.has(parent)) children.set(parent, []);
    children.get(parent).push(b);
  }
  const rows = [];
  const visit = (parent, depth) => {
    for (const b of (children.get(parent) || []).sort((x, y) => (x.forkStep || 0) - (y.forkStep || 0))) {
      rows.push({ b, depth });
      visit(b.runId, depth + 1);
    }
  };
  visit(null, 0);
  return rows;
}

const SVG = "http://www.w3.org/2000/svg";
const svgEl = (tag, attrs) => {
  const e = document.createElementNS(SVG, tag);
  for (const k in attrs) e.setAttribute(k, attrs[k]);
  return e;
};

/** The tree's time axis (step to x), kept for moving its line of the moment shown. */
let treeX = null;

/** Draws the tree: a row per branch on the time axis, joined to its parent where it left, the moment shown marked. */
function drawTree() {
  const box = $("branch-tree");
  if (!box) return;
  box.innerHTML = "";
  const rows = treeRows();
  if (rows.length < 2) {
    box.append(el("div", "empty", "No forks of this run yet." + (serverToken ? " Fork at the moment shown above." : "")));
    return;
  }
  const own = view.lineage[0];
  const first = Math.min(...rows.map((r) => r.b.firstStep));
  const last = Math.max(...rows.map((r) => r.b.toStep || r.b.firstStep + 1), Math.floor(view.step) + 1);
  const W = 320, ROW = 34, LEFT = 10, RIGHT = 10, TOP = 22;
  const x = (treeX = (s) => LEFT + ((Math.max(first, Math.min(last, s)) - first) / Math.max(1, last - first)) * (W - LEFT - RIGHT));
  const svg = svgEl("svg", { viewBox: "0 0 " + W + " " + (TOP + rows.length * ROW + 6), class: "tree-svg", role: "list" });
  // Times on the axis: the shortest of these gaps that marks at most six.
  const minute = 60 / own.index.secondsPerStep;
  const gap = minute * ([5, 10, 15, 30, 60, 120, 180, 240, 360, 720].find((m) => (last - first) / (m * minute) <= 6) || 1440);
  for (let s = Math.ceil(first / gap) * gap; s <= last; s += gap) {
    svg.append(svgEl("line", { x1: x(s), x2: x(s), y1: TOP - 6, y2: TOP + rows.length * ROW, class: "tree-hour" }));
    const t = svgEl("text", { x: x(s), y: TOP - 10, class: "tree-hour-label" });
    t.textContent = hhmm(timeAt(own.index, s));
    svg.append(t);
  }
  const rowOf = new Map(rows.map((r, i) => [r.b.runId, i]));
  const shownRun = view.chain[0].runId;
  rows.forEach(({ b, depth }, i) => {
    const y = TOP + i * ROW + ROW / 2;
    const end = b.toStep || last;
    const g = svgEl("g", { class: "tree-row" + (b.runId === shownRun ? " shown" : ""), role: "listitem", "data-run": b.runId, tabindex: "0" });
    const title = svgEl("title", {});
    title.textContent = b.title + (b.whisper ? "\nWhispered to " + b.whisper.persona + ": “" + b.whisper.text + "”" : "") + "\nClick to open it at the moment shown";
    g.append(title);
    g.append(svgEl("rect", { x: 0, y: y - ROW / 2, width: W, height: ROW, class: "tree-hit" }));
    const parentRow = rowOf.get(b.parentRunId);
    if (parentRow !== undefined) {
      const py = TOP + parentRow * ROW + ROW / 2;
      g.append(svgEl("path", { d: "M" + x(b.forkStep) + " " + py + " V" + y, class: "tree-join" }));
    }
    g.append(svgEl("line", { x1: x(b.firstStep), x2: x(end), y1: y, y2: y, class: "tree-bar" + (b.live ? " live" : "") }));
    if (b.forkStep !== null && parentRow !== undefined) {
      g.append(svgEl("rect", { x: x(b.forkStep) - 4, y: y - 4, width: 8, height: 8, transform: "rotate(45 " + x(b.forkStep) + " " + y + ")", class: "tree-fork" + (b.whisper ? " whispered" : "") }));
    }
    // Labels read away from the fork: rightwards in the axis's first half, leftwards in its second.
    const lx = x(b.firstStep) + (b.forkStep !== null ? 8 : 0);
    const right = lx > W * 0.55;
    const label = svgEl("text", { x: right ? x(b.firstStep) - 8 : Math.max(6, lx), y: y - 6, class: "tree-label", "text-anchor": right ? "end" : "start" });
    const words = b.title + (b.whisper ? " · " + (b.whisper.persona.split(" ")[0]) + ": “" + b.whisper.text + "”" : "");
    const room = Math.floor((right ? x(b.firstStep) - 10 : W - lx - 4) / 6.4);
    label.textContent = words.length > room ? words.slice(0, Math.max(4, room - 1)) + "…" : words;
    g.append(label);
    g.addEventListener("click", () => openBranch(b));
    g.addEventListener("keydown", (e) => e.key === "Enter" && openBranch(b));
    svg.append(g);
  });
  const now = Math.floor(view.step);
  svg.append(svgEl("line", { x1: x(now), x2: x(now), y1: TOP - 4, y2: TOP + rows.length * ROW, class: "tree-now" }));
  box.append(svg);
}

/** Opens a branch at the moment shown (its first step when the moment is before it). */
function openBranch(b) {
  const step = Math.max(b.firstStep, Math.min(Math.floor(view.step), (b.toStep || Infinity) - 1));
  if (b.runId === view.lineage[0].runId) return seek(step), render();
  const level = view.lineage.findIndex((ds) => ds.runId === b.runId);
  if (level >= 0) return switchBranch(level), render();
  location.href = b.page + "#step=" + step;
}

// ------------------------------------------------------------------------------------------------------------
// Actions at the moment shown (served pages only)
// ------------------------------------------------------------------------------------------------------------

function personOptions(select, blank) {
  select.innerHTML = "";
  if (blank) select.append(new Option(blank, ""));
  for (const p of view.lineage[0].index.personas) select.append(new Option(p.name, p.name));
}

function buildActions() {
  const box = $("branch-actions");
  if (!box || !serverToken) return;
  box.innerHTML = "";
  // A live run's Pause, Whisper and Continue first (live.js): shown once the server says the run is running.
  buildLive(box);
  const card = el("div", "card actions");
  const when = el("div", "k moment");
  card.append(when);
  // Fork here, optionally whispering.
  const fork = el("form", "action-form");
  fork.id = "fork-form";
  const who = el("select");
  who.name = "persona";
  personOptions(who, "no whisper");
  const thought = el("input");
  thought.name = "whisper";
  thought.placeholder = "a thought to whisper (optional)";
  const go = el("button", "primary", "Fork here");
  go.type = "submit";
  fork.append(el("label", "", "Whisper to"), who, thought, go);
  const forkStatus = el("div", "status");
  forkStatus.id = "fork-status";
  fork.onsubmit = (e) => {
    e.preventDefault();
    startFork(who.value, thought.value.trim(), forkStatus, go);
  };
  // Interview someone as they are at this moment.
  const ask = el("form", "action-form");
  ask.id = "interview-form";
  const whom = el("select");
  whom.name = "persona";
  personOptions(whom);
  const question = el("input");
  question.name = "question";
  question.placeholder = "a question, e.g. What are you looking forward to?";
  const askGo = el("button", "", "Ask");
  askGo.type = "submit";
  ask.append(el("label", "", "Interview"), whom, question, askGo);
  const answer = el("div", "answer");
  answer.id = "interview-answer";
  ask.onsubmit = (e) => {
    e.preventDefault();
    askQuestion(whom.value, question.value.trim(), answer, askGo);
  };
  card.append(fork, forkStatus, ask, answer);
  box.append(card);
  updateMoment();
}

/** The moment the actions take, shown above them (kept in step with the scrubber). */
function updateMoment() {
  const m = $("branch-actions") && $("branch-actions").querySelector(".moment");
  if (!m) return;
  const { step, ds } = momentShown();
  const t = timeAt(ds.index, step);
  const text = "At " + dayText(t).replace(/, \d{4}$/, "") + ", " + hhmm(t) + " in " + ds.index.title;
  if (m.textContent !== text) m.textContent = text;
}

async function startFork(persona, whisper, status, button) {
  const { ds, time } = momentShown();
  if (whisper && !persona) return showStatus(status, "error", "Choose the person to whisper to.");
  button.disabled = true;
  showStatus(status, "busy", "Forking " + ds.index.title + " at " + time.slice(11, 16) + "…");
  try {
    let job = await api("/api/fork", { runId: ds.runId, time, persona: whisper ? persona : "", whisper });
    while (job.state === "running") {
      showStatus(status, "busy", job.progress);
      await new Promise((r) => setTimeout(r, 700));
      job = await api("/api/job?id=" + encodeURIComponent(job.id));
    }
    if (job.state === "failed") throw new Error(job.error);
    showStatus(status, "done", "The fork " + job.folder.split("/").pop() + " has run. ");
    const open = el("a", "", "Open it here");
    open.href = job.page + "#step=" + Math.floor(view.step);
    status.append(open);
    await loadTree();
    drawTree();
    await compareWith(job.runId);
  } catch (err) {
    showStatus(status, "error", err.message);
  } finally {
    button.disabled = false;
  }
}

async function askQuestion(persona, question, box, button) {
  if (!question) return showStatus(box, "error", "Write a question first.");
  const { ds, time } = momentShown();
  button.disabled = true;
  showStatus(box, "busy", "Asking " + persona + " as at " + time.slice(11, 16) + "…");
  try {
    const a = await api("/api/interview", { runId: ds.runId, time, persona, question });
    box.innerHTML = "";
    box.className = "answer done";
    box.append(el("div", "q", "“" + question + "”"), el("div", "a", a.persona + ": " + a.answer));
    box.append(el("div", "k", a.drewOn.length ? "Drew on " + a.drewOn.length + " of " + a.recalled + " memories recalled" : "Drew on no memory (" + a.recalled + " recalled)"));
    const list = el("ul", "memories drew-on");
    for (const m of a.drewOn) {
      const li = el("li");
      li.append(el("span", "", m.type === "thought" ? "💭" : m.type === "chat" ? "💬" : "👁"), el("span", "", m.description + " "));
      li.lastChild.append(el("span", "m-time", "(" + m.created.replace("T", " ").slice(5, 16) + ")"));
      list.append(li);
    }
    box.append(list);
  } catch (err) {
    showStatus(box, "error", err.message);
  } finally {
    button.disabled = false;
  }
}

function showStatus(box, kind, text) {
  box.className = box.className.split(" ")[0] + " " + kind;
  box.textContent = text;
}

/** After the page has loaded: the tree, the actions, and the comparison's controls. */
async function startBranches() {
  await loadTree();
  buildActions();
  drawTree();
  buildCompare();
  window.simReplay.branchesReady = true;
}

Object.assign(window.simReplay, {
  served: !!serverToken,
  tree: () => treeRows().map(({ b, depth }) => ({ title: b.title, runId: b.runId, depth, forkStep: b.forkStep, whisper: b.whisper })),
  openBranch: (runId) => openBranch(tree.find((b) => b.runId === runId)),
});
