/*
 * The timeline: the scrubber with hours and marks for conversations, reflections and forks.
 * Part of the replay page: the parts share one scope (replayPage.ts joins them in order inside one function).
 */
// ------------------------------------------------------------------------------------------------------------
// Scrubber
// ------------------------------------------------------------------------------------------------------------

const scrub = $("scrub-canvas");
const sctx = scrub.getContext("2d");
const SCRUB_PAD = 10;
/** The track's middle, from the canvas's top: the marks' lanes above it, the hours below. */
const TRACK_Y = 28;
let marks = [];
/** The marks as drawn in the last frame (stackMarks' output): lane, x, and the marks joined to each. */
let drawnMarks = [];

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
  const y = TRACK_Y;
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
  // Labels at the shortest round interval that leaves each label room (about 48 px) at this width.
  const pxPerSecond = (w - SCRUB_PAD * 2) / Math.max(1, (view.last - view.first) * secondsPerStep);
  const every = [5, 10, 15, 30, 60, 120, 180, 360, 720, 1440, 2880].map((m) => m * 60).find((sec) => sec * pxPerSecond >= 48) || 2880 * 60;
  const t0 = timeAt(own.index, view.first);
  const intoDay = t0.getUTCHours() * 3600 + t0.getUTCMinutes() * 60 + t0.getUTCSeconds();
  const s0 = view.first + (Math.ceil(intoDay / every) * every - intoDay) / secondsPerStep;
  const stepEvery = every / secondsPerStep;
  for (let s = s0; s <= view.last; s += stepEvery) {
    const x = scrubX(s);
    sctx.fillRect(x, y + 6, 1, 4);
    sctx.fillText(hhmm(timeAt(own.index, s)), Math.max(16, Math.min(w - 16, x)), y + 12);
  }
  // marks, each kind in its own lanes so none hides another
  drawnMarks = stackMarks(marks, scrubX);
  for (const m of drawnMarks) {
    const x = m.x, my = TRACK_Y + m.y;
    if (m.kind === "talk") {
      sctx.fillStyle = "#4aa3f0";
      sctx.fillRect(x - 1.5, my - 3.5, 3, 7);
    } else if (m.kind === "reflect") {
      sctx.fillStyle = "#b47ae8";
      sctx.beginPath();
      sctx.arc(x, my, 2.8, 0, Math.PI * 2);
      sctx.fill();
    } else {
      sctx.fillStyle = "#f0a040";
      sctx.beginPath();
      sctx.moveTo(x, my - 5); sctx.lineTo(x + 5, my); sctx.lineTo(x, my + 5); sctx.lineTo(x - 5, my);
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
