/*
 * Time, lookups and what is shown: the clock of a step, the state of a persona at a (fractional) step in the
 * branch shown, the line being spoken, places.
 * Part of the replay page: the parts share one scope (replayPage.ts joins them in order inside one function).
 */
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
  const s = Math.floor(step);
  // Not known until the step's chunk is loaded (an earlier chunk's last entry would be out of date).
  if (!t || !covered(ds, s)) return null;
  const pi = at(t.pSteps, s);
  if (pi < 0) return null;
  let x = t.px[pi], y = t.py[pi];
  // Smooth walking: slide toward the next step's tile when it is a neighbour.
  const frac = step - s;
  if (frac > 0 && s + 1 <= view.last) {
    const next = datasetAt(s + 1);
    const tn = next.derived.tracks[p];
    const ni = covered(next, s + 1) ? at(tn.pSteps, s + 1) : -1;
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
