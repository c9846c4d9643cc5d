/*
 * Playback and input: the frame loop, play, pause, seek, keyboard, mouse, zoom.
 * Part of the replay page: the parts share one scope (replayPage.ts joins them in order inside one function).
 */
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
  updateBranchesFrame();
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
    view.flight = null;
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
    // Above the controls whatever its height: anchored by its bottom edge to the stage's.
    const sr = $("stage").getBoundingClientRect();
    tip.style.left = Math.min(sr.width - 290, Math.max(4, e.clientX - sr.left - 20)) + "px";
    tip.style.top = "auto";
    tip.style.bottom = "8px";
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
    else if (e.key === "p") toggleSide();
    else if (e.key === "[" || e.key === "]") {
      const sel = $("speed");
      sel.selectedIndex = Math.max(0, Math.min(sel.options.length - 1, sel.selectedIndex + (e.key === "]" ? 1 : -1)));
      view.speed = Number(sel.value);
    } else if (e.key === "Escape") select(-1);
  });
  window.addEventListener("resize", () => { if (!view.follow) fit(); requestDraw(); });
  $("side-toggle").onclick = () => toggleSide();
}

function zoomAt(x, y, factor) {
  const scale = Math.max(2, Math.min(64, view.scale * factor));
  const f = scale / view.scale;
  view.flight = null;
  view.ox = x - (x - view.ox) * f;
  view.oy = y - (y - view.oy) * f;
  view.scale = scale;
  view.zooming = true;
  requestDraw();
}

/** Moves the view to a persona over a third of a second, zooming in to see it among its neighbours. */
function flyTo(p) {
  const st = personaState(p, view.step);
  if (!st) return;
  const w = canvas.clientWidth, h = canvas.clientHeight;
  const scale = Math.max(view.scale, 18);
  view.flight = {
    t0: performance.now(),
    from: { ox: view.ox, oy: view.oy, scale: view.scale },
    to: { ox: w / 2 - (st.x + 0.5) * scale, oy: h / 2 - (st.y + 0.5) * scale, scale },
  };
  view.zooming = true;
  requestDraw();
}
function stepFlight() {
  const f = view.flight;
  if (!f) return;
  const t = Math.min(1, (performance.now() - f.t0) / 350);
  const e = t * t * (3 - 2 * t);
  // Interpolate the map point at the stage's centre and the scale, so the path does not swing.
  const w = canvas.clientWidth / 2, h = canvas.clientHeight / 2;
  const c0 = [(w - f.from.ox) / f.from.scale, (h - f.from.oy) / f.from.scale], c1 = [(w - f.to.ox) / f.to.scale, (h - f.to.oy) / f.to.scale];
  view.scale = f.from.scale * Math.pow(f.to.scale / f.from.scale, e);
  view.ox = w - (c0[0] + (c1[0] - c0[0]) * e) * view.scale;
  view.oy = h - (c0[1] + (c1[1] - c0[1]) * e) * view.scale;
  if (t < 1) requestDraw();
  else view.flight = null;
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
  tip.textContent = view.chain[0].index.personas[p].name + " " + d.st.emoji + " — " + action;
  tip.style.left = Math.min(x + 14, canvas.clientWidth - 290) + "px";
  tip.style.bottom = "auto";
  tip.style.top = y + 10 + "px";
}
