/*
 * Compare: the branch shown against another of the tree. The differences over time come from the server's
 * comparison (compareRuns, the same as `npm start -- compare`): who diverges first and when, actions, conversations,
 * memories and reflections of one branch only, the whisper and what mentions it; a click seeks there. The other
 * branch's people are drawn as ghost markers on the map in step, where they are somewhere else; or, side by side, each
 * branch on a map of its own (the same drawing, pan and zoom, one scrubber) with where each person is and what each
 * is doing in both.
 * Part of the replay page: the parts share one scope (replayPage.ts joins them in order inside one function).
 */
// ------------------------------------------------------------------------------------------------------------
// Comparison
// ------------------------------------------------------------------------------------------------------------

const compared = { runId: null, data: null, other: null, rows: [] };
const EVENT_ICONS = { whisper: "🤫", divergence: "◆", action: "▸", conversation: "💬", memory: "💭", reflection: "✦" };

function buildCompare() {
  const box = $("branch-compare");
  if (!box) return;
  box.innerHTML = "";
  if (!serverToken) {
    box.append(el("div", "empty", "Serve this page with the replay command to compare branches here, or compare them with the compare command (simulacra's guide docs/replay.md)."));
    return;
  }
  const others = tree.filter((b) => b.runId !== view.chain[0].runId);
  if (!others.length) return;
  const head = el("div", "compare-head");
  const select = el("select");
  select.id = "compare-with";
  select.append(new Option("Compare with…", ""));
  for (const b of others) select.append(new Option(b.title + (b.whisper ? " (whisper to " + b.whisper.persona.split(" ")[0] + ")" : ""), b.runId));
  select.onchange = () => compareWith(select.value);
  const both = el("button", "side-toggle", "Side by side");
  both.id = "side-by-side";
  both.type = "button";
  both.title = "Each branch on a map of its own, in step";
  both.setAttribute("aria-pressed", String(sideBySide.on));
  both.disabled = !compared.other;
  both.onclick = () => showSideBySide(!sideBySide.on);
  head.append(select, both);
  const list = el("div", "compare-list");
  list.id = "compare-list";
  box.append(el("h3", "", "Compare"), head, list);
  if (compared.runId && others.some((b) => b.runId === compared.runId)) {
    select.value = compared.runId;
    showComparison();
  }
}

/** Compares the branch shown (A) with another (B): the list, and B's people as ghosts on the map. */
async function compareWith(runId) {
  const select = $("compare-with");
  if (!runId) {
    Object.assign(compared, { runId: null, data: null, other: null, rows: [] });
    if ($("compare-list")) $("compare-list").innerHTML = "";
    if ($("side-by-side")) $("side-by-side").disabled = true;
    showSideBySide(false);
    return requestDraw();
  }
  if (!select || !select.querySelector('option[value="' + CSS.escape(runId) + '"]')) buildCompare();
  if ($("compare-with")) $("compare-with").value = runId;
  const list = $("compare-list");
  if (list) showStatus(list, "busy", "Comparing…");
  try {
    const data = await api("/api/compare?a=" + encodeURIComponent(view.chain[0].runId) + "&b=" + encodeURIComponent(runId));
    const branch = tree.find((b) => b.runId === runId);
    const other = branch ? await loadDataset(branch.page.replace(/replay\.html$/, ""), runId, true) : null;
    Object.assign(compared, { runId, data, other });
    showComparison();
    window.simReplay.compared = runId;
    if ($("side-by-side")) $("side-by-side").disabled = !other;
    showSideBySide(sideBySide.on && !!other);
  } catch (err) {
    if (list) showStatus(list, "error", err.message);
  }
  requestDraw();
}

function showComparison() {
  const list = $("compare-list");
  const c = compared.data;
  if (!list || !c) return;
  list.className = "compare-list";
  list.innerHTML = "";
  const summary = el("div", "compare-summary");
  const diverged = c.people.filter((p) => p.divergence);
  summary.append(el("div", "", "A: " + c.a.title + "   B: " + c.b.title));
  if (!diverged.length) summary.append(el("div", "same", "No one's day diverges in the steps both have."));
  for (const p of diverged) {
    const row = el("button", "first-divergence");
    row.dataset.persona = p.name;
    const sw = swatch(view.chain[0].index.personas.findIndex((q) => q.name === p.name));
    const d = p.divergence;
    row.append(sw, el("span", "who", p.name), el("span", "when", "diverges " + d.time.slice(11, 16)));
    row.title = "A: " + d.a.emoji + " " + d.a.action + "\nB: " + d.b.emoji + " " + d.b.action;
    row.onclick = () => { pause(); seek(d.step); render(); };
    summary.append(row);
  }
  list.append(summary);
  compared.rows = c.events.map((e) => {
    const row = el("button", "diff diff-" + e.kind);
    row.dataset.step = String(e.step);
    row.dataset.kind = e.kind;
    const side = e.side === "both" ? "A≠B" : e.side.toUpperCase() + " only";
    row.append(el("span", "icon", EVENT_ICONS[e.kind] || "•"), el("span", "when", e.time.slice(11, 16)), el("span", "side side-" + e.side, side), el("span", "text", e.text));
    row.onclick = () => { pause(); seek(e.step); render(); };
    list.append(row);
    return row;
  });
  if (!c.events.length) list.append(el("div", "empty", "The two branches are the same in every step both have."));
  updateCompareHighlight();
}

/** The differences at or just before the moment shown are marked. */
function updateCompareHighlight() {
  if (!compared.rows.length) return;
  const step = Math.floor(view.step);
  let current = -1;
  compared.rows.forEach((r, i) => { if (Number(r.dataset.step) <= step) current = i; });
  compared.rows.forEach((r, i) => r.classList.toggle("active", i === current));
}

// ------------------------------------------------------------------------------------------------------------
// Ghosts: the other branch's people where they are elsewhere
// ------------------------------------------------------------------------------------------------------------

function ghostState(ds, name, step) {
  if (!ds || !ds.derived || step < ds.index.firstStep || step >= ds.index.toStep || !covered(ds, step)) return null;
  const p = ds.index.personas.findIndex((q) => q.name === name);
  const t = ds.derived.tracks[p];
  if (!t) return null;
  const pi = at(t.pSteps, step);
  const ai = at(t.aSteps, step);
  if (pi < 0) return null;
  return { x: t.px[pi], y: t.py[pi], emoji: ai >= 0 ? ds.derived.strings[t.aEmoji[ai]] : "" };
}

/**
 * Called by the map after its markers: side by side, B's map beside A's; else a dashed ring for each person of B who
 * is not where A has them.
 */
function drawGhosts() {
  if (sideBySide.on) return drawOtherSide();
  const ds = compared.other;
  if (!ds) return;
  const step = Math.floor(view.step);
  const r = Math.max(6, Math.min(16, view.scale * 0.9));
  view.chain[0].index.personas.forEach((persona, p) => {
    const g = ghostState(ds, persona.name, step);
    const here = personaState(p, step);
    if (!g || !here || (g.x === here.tileX && g.y === here.tileY)) return;
    const [gx, gy] = toScreen(g.x, g.y);
    const [hx, hy] = toScreen(here.x, here.y);
    ctx.save();
    ctx.globalAlpha = 0.75;
    ctx.setLineDash([4, 4]);
    ctx.lineWidth = 1.5;
    ctx.strokeStyle = personaColor(p);
    ctx.beginPath();
    ctx.moveTo(hx, hy);
    ctx.lineTo(gx, gy);
    ctx.stroke();
    ctx.fillStyle = "rgba(255,255,255,.65)";
    ctx.lineWidth = 2.5;
    ctx.beginPath();
    ctx.arc(gx, gy, r, 0, Math.PI * 2);
    ctx.fill();
    ctx.stroke();
    ctx.setLineDash([]);
    ctx.fillStyle = personaColor(p);
    ctx.font = "700 " + Math.round(r * 0.8) + "px system-ui, sans-serif";
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    ctx.fillText(initials(persona.name), gx, gy + 0.5);
    ctx.globalAlpha = 1;
    ctx.font = "600 11px system-ui, sans-serif";
    ctx.fillStyle = "#25262b";
    ctx.fillText("B" + (g.emoji ? " " + g.emoji : ""), gx, gy - r - 8);
    ctx.restore();
  });
}

// ------------------------------------------------------------------------------------------------------------
// Side by side: B on a map of its own
// ------------------------------------------------------------------------------------------------------------

const sideBySide = { on: false, canvas: null, keep: null, chain: null, key: "" };

/**
 * B's datasets as B's page would read them: B, then those of the shown lineage it was forked from (a fork's steps
 * before it left are its parent's).
 */
function chainOf(other) {
  const byId = new Map(tree.map((b) => [b.runId, b]));
  const above = new Set();
  for (let b = byId.get(other.runId); b && b.parentRunId && !above.has(b.parentRunId); b = byId.get(b.parentRunId)) above.add(b.parentRunId);
  return [other, ...view.lineage.filter((ds) => above.has(ds.runId))];
}

/** Turns the two maps on or off: the stage splits in two, A on the left (the page's own map), B on the right. */
function showSideBySide(on) {
  const was = sideBySide.on;
  sideBySide.on = on && !!compared.other;
  document.body.classList.toggle("side-by-side", sideBySide.on);
  if ($("side-by-side")) {
    $("side-by-side").setAttribute("aria-pressed", String(sideBySide.on));
    $("side-by-side").classList.toggle("on", sideBySide.on);
  }
  if (sideBySide.on && !sideBySide.canvas) {
    const stage = $("stage");
    sideBySide.canvas = el("canvas");
    sideBySide.canvas.id = "map-canvas-b";
    sideBySide.keep = document.createElement("canvas");
    const labelA = el("div", "side-label map-a");
    labelA.id = "side-label-a";
    const labelB = el("div", "side-label map-b");
    labelB.id = "side-label-b";
    const people = el("div", "side-people");
    people.id = "side-people";
    stage.append(sideBySide.canvas, labelA, labelB, people);
  }
  if (sideBySide.on) {
    sideBySide.chain = chainOf(compared.other);
    $("side-label-a").textContent = "A · " + view.chain[0].index.title;
    $("side-label-b").textContent = "B · " + compared.other.index.title;
  }
  sideBySide.key = "";
  // Each map is half as wide: fit the town to it (and back).
  if (was !== sideBySide.on) fit();
  requestDraw();
}

/** After A's frame: B's frame drawn by the same code on the same canvas, moved to B's, and A's put back. */
function drawOtherSide() {
  const b = sideBySide.canvas, keep = sideBySide.keep;
  const dpr = window.devicePixelRatio || 1;
  const w = canvas.clientWidth, h = canvas.clientHeight;
  for (const c of [b, keep]) if (c.width !== canvas.width || c.height !== canvas.height) (c.width = canvas.width, c.height = canvas.height);
  const keepCtx = keep.getContext("2d");
  keepCtx.drawImage(canvas, 0, 0);
  const shown = view.chain;
  view.chain = sideBySide.chain;
  try {
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.fillStyle = "#b8c9a3";
    ctx.fillRect(0, 0, w, h);
    drawBaseMap(w, h, dpr);
    const layout = layoutPersonas();
    drawLabels(w, h, layout.taken);
    drawPersonas(layout);
  } finally {
    view.chain = shown;
  }
  const bCtx = b.getContext("2d");
  bCtx.drawImage(canvas, 0, 0);
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.drawImage(keep, 0, 0);
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  showSidePeople();
}

/** Where each person is and what each is doing in A and in B at the moment shown (B's chain read as B's page would). */
function sidePeople(step) {
  const inB = (p) => {
    const shown = view.chain;
    view.chain = sideBySide.chain;
    try {
      return personaState(p, step);
    } finally {
      view.chain = shown;
    }
  };
  const seen = (st) => st && { tile: [st.tileX, st.tileY], where: tilePlace(st.tileX, st.tileY), emoji: st.emoji, doing: splitDescription(st.description).action };
  return view.chain[0].index.personas.map((persona, p) => {
    const a = seen(personaState(p, step)), b = seen(inB(p));
    const same = !!a && !!b && a.tile[0] === b.tile[0] && a.tile[1] === b.tile[1] && a.doing === b.doing;
    return { p, name: persona.name, a, b, same };
  });
}

/** The table under the two maps, written again when the moment changes. */
function showSidePeople() {
  const step = Math.floor(view.step);
  const key = step + "|" + compared.runId;
  if (key === sideBySide.key) return;
  sideBySide.key = key;
  const box = $("side-people");
  box.innerHTML = "";
  const cell = (s) => el("span", "side-doing", s ? (s.emoji ? s.emoji + " " : "") + (s.doing || "—") + " · " + s.where : "not in this branch yet");
  for (const row of sidePeople(step)) {
    const line = el("div", "side-row" + (row.same ? "" : " differs"));
    line.dataset.persona = row.name;
    line.append(swatch(row.p), el("span", "side-name", row.name.split(" ")[0]), cell(row.a), cell(row.b));
    box.append(line);
  }
}

/** What the page shows changes with the moment: the tree's time line, the actions' moment, the current difference. */
function updateBranchesFrame() {
  if (!window.simReplay.branchesReady) return;
  updateMoment();
  updateCompareHighlight();
  const now = $("branch-tree") && $("branch-tree").querySelector(".tree-now");
  if (now && treeX) {
    const x = String(treeX(Math.floor(view.step)));
    if (now.getAttribute("x1") !== x) (now.setAttribute("x1", x), now.setAttribute("x2", x));
  }
}

Object.assign(window.simReplay, {
  compareWith: (runId) => compareWith(runId),
  sideBySide: (on) => showSideBySide(on),
  /** Side by side: each person's tile and action in A and B at the moment shown, and the table's rows as shown. */
  sidePeople: () => sidePeople(Math.floor(view.step)).map((r) => ({ name: r.name, a: r.a && { tile: r.a.tile, doing: r.a.doing }, b: r.b && { tile: r.b.tile, doing: r.b.doing }, same: r.same })),
  sideRows: () => [...document.querySelectorAll("#side-people .side-row")].map((r) => ({ name: r.dataset.persona, text: r.textContent, differs: r.classList.contains("differs") })),
  /** Where a tile's middle is on each map, in page pixels (the maps share pan and zoom). */
  tileOnScreen: (x, y) => {
    const [sx, sy] = toScreen(x, y);
    const a = canvas.getBoundingClientRect();
    const b = sideBySide.canvas ? sideBySide.canvas.getBoundingClientRect() : null;
    return { a: [a.left + sx, a.top + sy], b: b ? [b.left + sx, b.top + sy] : null };
  },
  comparison: () => compared.data,
  compareRows: () => compared.rows.map((r) => ({ step: Number(r.dataset.step), kind: r.dataset.kind, text: r.textContent })),
  ghosts: () => {
    const step = Math.floor(view.step);
    return view.chain[0].index.personas.map((persona, p) => {
      const g = ghostState(compared.other, persona.name, step);
      const here = personaState(p, step);
      return g && here && (g.x !== here.tileX || g.y !== here.tileY) ? { name: persona.name, tile: [g.x, g.y] } : null;
    }).filter(Boolean);
  },
});
