/*
 * The side panel: people, a persona's panel (action, place, schedule, memories, reflections), conversations,
 * branches.
 * Part of the replay page: the parts share one scope (replayPage.ts joins them in order inside one function).
 */
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
    row.onclick = () => select(p, true);
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

/** Shows a persona's panel (-1: the list of people); `show` also moves the map to it (chosen from a list). */
function select(p, show = false) {
  view.selected = p;
  showTab("people");
  $("people-list").hidden = p >= 0;
  $("persona-panel").hidden = p < 0;
  panelKey = "";
  updatePanel();
  if (show && p >= 0 && !view.follow && !inView(p)) flyTo(p);
  requestDraw();
}

/** Whether a persona is drawn well inside the map at a scale where it can be told apart from its neighbours. */
function inView(p) {
  const d = drawn.find((q) => q.p === p);
  const w = canvas.clientWidth, h = canvas.clientHeight;
  return !!d && view.scale >= 12 && d.x > w * 0.1 && d.x < w * 0.9 && d.y > h * 0.1 && d.y < h * 0.9;
}

/** Folds the side panel away or back; the map keeps the point at its centre. */
function toggleSide() {
  const app = $("app");
  const cx = (canvas.clientWidth / 2 - view.ox) / view.scale, cy = (canvas.clientHeight / 2 - view.oy) / view.scale;
  const wasFitted = view.fitted;
  app.classList.toggle("side-hidden");
  const hidden = app.classList.contains("side-hidden");
  $("side-toggle").setAttribute("aria-pressed", String(hidden));
  $("side-toggle").title = hidden ? "Show the side panel (p)" : "Hide the side panel (p)";
  if (wasFitted && !view.follow) fit();
  else (view.ox = canvas.clientWidth / 2 - cx * view.scale, view.oy = canvas.clientHeight / 2 - cy * view.scale);
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
  // Where it is, and where its action takes it when that is somewhere else.
  const here = st ? tilePlace(st.tileX, st.tileY) : "?";
  const target = place && !place.startsWith("<") ? placeText(place) : "";
  const arrived = target && (target === here || target.startsWith(here + " › "));
  box.append(el("div", "place", "at " + (arrived ? target : here) + (target && !arrived ? " · heading for " + target : "")));
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
  // Objects seen in passing ("kitchen sink is being used", "bed is idle") are memories too, but they would crowd
  // out what the persona did, said, thought and saw people do: they are counted on one line after those.
  const people = own.index.personas.map((q) => q.name);
  const aboutObject = (m) => m.kind === "e" && !people.some((n) => m.text.startsWith(n));
  const recent = visible.filter((m) => m.kind !== "r" && !aboutObject(m)).slice(-8).reverse();
  const since = recent.length ? recent[recent.length - 1].created : -Infinity;
  const things = visible.filter((m) => aboutObject(m) && m.created >= since);
  const reflections = visible.filter((m) => m.kind === "r").slice(-5).reverse();
  panel.append(el("h3", "", "Recent memories"));
  panel.append(recent.length ? memoryList(recent) : el("div", "empty", "No memories yet."));
  if (things.length) {
    const seen = [...new Set(things.map((m) => m.text))].reverse();
    const more = el("div", "things", "Also noticed: " + seen.slice(0, 4).join(" · ") + (seen.length > 4 ? " and " + (seen.length - 4) + " more" : ""));
    more.title = seen.join("\n");
    panel.append(more);
  }
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
      updateHash();
      if (c.personas.length) select(c.personas[0], true);
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
  // Forks of this run and of its ancestors (this run itself is one of its parent's).
  const forks = [];
  view.lineage.forEach((ds, level) => ds.forks.forEach((f) => f.runId !== own.runId && forks.push({ f, ds, level })));
  if (forks.length) {
    box.append(el("h3", "", view.lineage.length > 1 ? "Other forks" : "Forks"));
    for (const { f, ds } of forks) {
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
