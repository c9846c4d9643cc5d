/*
 * Live control: a run that `run` or `resume` is running now, paused, whispered in and let go on from its served page.
 * The server writes each request into the run's control mailbox and the run's own process carries it out at its next
 * stretch of a few simulated minutes (drivers/town/liveControl.ts), so the page asks, then reads the run's reply.
 * Part of the replay page: the parts share one scope (replayPage.ts joins them in order inside one function).
 */
// ------------------------------------------------------------------------------------------------------------
// Live control (served pages of a running run)
// ------------------------------------------------------------------------------------------------------------

const live = { state: "none", time: null, error: null, card: null, timer: null };

/** The card, at the top of the actions: the run's state, Pause and Continue, and a whisper to a person. */
function buildLive(box) {
  const card = el("div", "card live-control");
  card.id = "live-control";
  card.hidden = true;
  const head = el("div", "live-head");
  const state = el("div", "live-state");
  state.id = "live-state";
  const pauseBtn = el("button", "", "Pause");
  pauseBtn.id = "live-pause";
  const goBtn = el("button", "primary", "Continue");
  goBtn.id = "live-continue";
  pauseBtn.onclick = () => liveAsk({ action: "pause" }, "Asking the run to pause…");
  goBtn.onclick = () => liveAsk({ action: "continue" }, "Asking the run to go on…");
  head.append(state, pauseBtn, goBtn);
  const form = el("form", "action-form");
  form.id = "live-whisper-form";
  const who = el("input");
  who.name = "persona";
  who.placeholder = "a person, e.g. Ada";
  who.setAttribute("list", "live-people");
  const people = el("datalist");
  people.id = "live-people";
  for (const p of view.lineage[0].index.personas) people.append(new Option(p.name));
  const thought = el("input");
  thought.name = "text";
  thought.placeholder = "a thought to whisper now";
  const go = el("button", "", "Whisper");
  go.type = "submit";
  form.append(el("label", "", "Whisper to"), who, people, thought, go);
  form.onsubmit = (e) => {
    e.preventDefault();
    liveAsk({ action: "whisper", persona: who.value.trim(), text: thought.value.trim() }, "Whispering to " + (who.value.trim() || "…") + "…");
  };
  const status = el("div", "status");
  status.id = "live-status";
  card.append(head, form, status);
  box.append(card);
  live.card = card;
  refreshLive();
}

/** The run's state as the card shows it. */
function liveText() {
  const at = live.time ? live.time.slice(11, 16) : "";
  if (live.state === "running") return "Live: running";
  if (live.state === "paused") return "Paused at " + at;
  if (live.state === "finished") return "Finished at " + at;
  return live.error || "Not running";
}

/** Asks the server how the page's run is (running, paused, finished, ...), and again while it runs. */
async function refreshLive() {
  clearTimeout(live.timer);
  if (!serverToken || !live.card) return;
  try {
    const s = await api("/api/live?runId=" + encodeURIComponent(view.lineage[0].runId));
    Object.assign(live, { state: s.state, time: s.time, error: s.error || null });
  } catch (err) {
    Object.assign(live, { state: "none", time: null, error: err.message });
  }
  // A run with no mailbox was never run by this version while served: nothing to steer.
  live.card.hidden = live.state === "none";
  const text = liveText();
  const line = $("live-state");
  line.className = "live-state " + live.state;
  if (line.textContent !== text) line.textContent = text;
  if (live.state === "paused") $("live-text").textContent = "live · paused at " + live.time.slice(11, 16);
  window.simReplay.liveState = { state: live.state, time: live.time };
  if (live.state === "running" || live.state === "paused") live.timer = setTimeout(refreshLive, 1000);
}

/** Sends a request; shows the run's reply (what it did, or why not, in one sentence) once it has given one. */
async function liveAsk(body, busyText) {
  const status = $("live-status");
  const buttons = live.card.querySelectorAll("button");
  buttons.forEach((b) => (b.disabled = true));
  showStatus(status, "busy", busyText);
  try {
    const { id } = await api("/api/live", Object.assign({ runId: view.lineage[0].runId }, body));
    // The run answers at its next stretch (a few simulated minutes), or at once while paused.
    for (let waited = 0; ; waited += 300) {
      const s = await api("/api/live?runId=" + encodeURIComponent(view.lineage[0].runId) + "&id=" + encodeURIComponent(id));
      if (s.reply) {
        if (!s.reply.ok) throw new Error(s.reply.text);
        showStatus(status, "done", s.reply.text);
        break;
      }
      if (s.error) throw new Error(s.error);
      if (waited > 300000) throw new Error("The run has not answered in five minutes: is it still running?");
      await new Promise((r) => setTimeout(r, 300));
    }
    if (body.action === "whisper") live.card.querySelector('input[name="text"]').value = "";
  } catch (err) {
    showStatus(status, "error", err.message);
  } finally {
    buttons.forEach((b) => (b.disabled = false));
    refreshLive();
  }
}

Object.assign(window.simReplay, {
  liveState: null,
  refreshLive: () => refreshLive(),
});
