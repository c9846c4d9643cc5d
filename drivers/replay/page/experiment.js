// The run's experiment, when it has one (npm start -- experiment writes experiment.md and experiment/*.svg beside
// the replay): an "Experiment" tab with its charts and a link to the full report. The page learns of it by loading
// the diffusion chart (a page opened from the file system cannot list its folder); without one, no tab appears.
function showExperiment() {
  const probe = new Image();
  probe.onload = () => {
    const nav = document.querySelector("#side .tabs");
    const side = document.getElementById("side");
    if (!nav || !side || document.getElementById("tab-experiment")) return;
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
    for (const [file, alt] of [["diffusion", "Information diffusion"], ["relationships-start", "Who knows whom at the start"], ["relationships-end", "Who knows whom at the end"]]) {
      const img = document.createElement("img");
      img.src = `experiment/${file}.svg`;
      img.alt = alt;
      img.onerror = () => img.remove();
      section.append(img);
    }
    side.append(section);
    button.addEventListener("click", () => {
      for (const b of nav.querySelectorAll("button")) b.classList.toggle("active", b === button);
      for (const s of side.querySelectorAll("section.tab")) s.hidden = s !== section;
    });
    for (const other of nav.querySelectorAll("button")) if (other !== button) other.addEventListener("click", () => (section.hidden = true));
  };
  probe.src = "experiment/diffusion.svg";
}
showExperiment();
