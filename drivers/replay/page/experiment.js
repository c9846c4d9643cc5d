// The run's experiment, when it has one (npm start -- experiment writes experiment.md and experiment/*.svg beside
// the replay and rewrites this page): an "Experiment" tab with its charts and a link to the full report. A page
// opened from the file system cannot list its folder, so replayPage.ts writes what the folder holds in place of
// the marker below; without charts, no tab appears.
const FOLDER_CONTENTS = /*FOLDER*/null;
const CHART_TITLES = { diffusion: "Information diffusion", "relationships-start": "Who knows whom at the start", "relationships-end": "Who knows whom at the end" };

function showExperiment() {
  const charts = (FOLDER_CONTENTS && FOLDER_CONTENTS.experimentCharts) || [];
  const nav = document.querySelector("#side .tabs");
  const side = document.getElementById("side");
  if (!charts.length || !nav || !side || document.getElementById("tab-experiment")) return;
  const button = document.createElement("button");
  button.dataset.tab = "experiment";
  button.textContent = "Experiment";
  nav.append(button);
  const section = document.createElement("section");
  section.id = "tab-experiment";
  section.className = "tab experiment";
  section.hidden = true;
  const link = document.createElement("a");
  link.href = "experiment.md";
  link.textContent = "The full report: experiment.md (every answer, who heard from whom, the paper's figures beside)";
  section.append(link);
  for (const file of charts) {
    const name = file.replace(/^experiment\//, "").replace(/\.svg$/, "");
    const img = document.createElement("img");
    img.src = file;
    img.alt = CHART_TITLES[name] || name.replace(/^attendance-/, "Attendance: ");
    section.append(img);
  }
  side.append(section);
  button.addEventListener("click", () => {
    for (const b of nav.querySelectorAll("button")) b.classList.toggle("active", b === button);
    for (const s of side.querySelectorAll("section.tab")) s.hidden = s !== section;
  });
  for (const other of nav.querySelectorAll("button")) if (other !== button) other.addEventListener("click", () => (section.hidden = true));
}
showExperiment();
