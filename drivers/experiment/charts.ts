/**
 * The experiment's charts as standalone SVG (no library, no fonts to fetch): the diffusion curve of each fact over
 * the times asked (the paper's figures beside it as dashed marks), the relationship network at a time (people on a
 * circle, an edge for each pair who know each other), and attendance over an event's window.
 */
import type { DiffusionPoint, RelationshipFigure } from "../../state/experimentFigures.js";
import type { ReferenceFigures } from "../../state/experimentSpec.js";

const COLOURS = ["#2f6fbb", "#d0632a", "#3a9a5b", "#8a4fb8", "#b8963a", "#c44a6b"];
const FONT = `font-family="system-ui, -apple-system, 'Segoe UI', sans-serif"`;

const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
const shortTime = (time: string) => `${time.slice(5, 10)} ${time.slice(11, 16)}`;

function frame(width: number, height: number, title: string, body: string[]): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" ${FONT} font-size="12">`,
    `<rect width="${width}" height="${height}" fill="#fffdf8"/>`,
    `<text x="16" y="24" font-size="15" font-weight="600" fill="#222">${escape(title)}</text>`,
    ...body,
    "</svg>",
    "",
  ].join("\n");
}

/** Share of people who knew each fact (grounded) at each time asked; the reference's start and end as dashed marks. */
export function diffusionChart(points: readonly DiffusionPoint[], reference?: ReferenceFigures): string {
  const width = 640;
  const height = 360;
  const left = 56;
  const right = width - 150;
  const top = 48;
  const bottom = height - 56;
  const times = [...new Set(points.map((p) => p.time))].sort();
  // Proportional to simulated time: the curve's slope is a rate of spread.
  const ms = (time: string) => Date.parse(`${time}Z`);
  const [t0, t1] = [ms(times[0] ?? ""), ms(times.at(-1) ?? "")];
  const x = (time: string) => (times.length < 2 || t1 === t0 ? (left + right) / 2 : left + ((right - left) * (ms(time) - t0)) / (t1 - t0));
  const y = (share: number) => bottom - (bottom - top) * share;
  const body: string[] = [];
  for (const tick of [0, 0.25, 0.5, 0.75, 1]) {
    body.push(`<line x1="${left}" x2="${right}" y1="${y(tick)}" y2="${y(tick)}" stroke="#e4e0d6"/>`);
    body.push(`<text x="${left - 8}" y="${y(tick) + 4}" text-anchor="end" fill="#666">${Math.round(tick * 100)}%</text>`);
  }
  let lastLabel = -Infinity;
  times.forEach((time) => {
    // Labels at least 70 px apart.
    if (x(time) - lastLabel < 70) return;
    lastLabel = x(time);
    body.push(`<text x="${x(time)}" y="${bottom + 18}" text-anchor="middle" fill="#666">${escape(shortTime(time))}</text>`);
  });
  const facts = [...new Set(points.map((p) => p.fact))];
  facts.forEach((fact, i) => {
    const colour = COLOURS[i % COLOURS.length]!;
    const line = points.filter((p) => p.fact === fact).sort((a, b) => a.time.localeCompare(b.time));
    body.push(`<polyline fill="none" stroke="${colour}" stroke-width="2.5" points="${line.map((p) => `${x(p.time)},${y(p.share)}`).join(" ")}"/>`);
    for (const p of line) body.push(`<circle cx="${x(p.time)}" cy="${y(p.share)}" r="4" fill="${colour}"><title>${escape(`${fact} at ${p.time}: ${p.knew} of ${p.people} knew`)}</title></circle>`);
    const paper = reference?.diffusion[fact];
    if (paper && times.length) {
      body.push(`<line x1="${x(times[0]!)}" x2="${x(times.at(-1)!)}" y1="${y(paper.start)}" y2="${y(paper.end)}" stroke="${colour}" stroke-width="1.5" stroke-dasharray="5 4" opacity="0.7"/>`);
    }
    const last = line.at(-1)!;
    body.push(`<text x="${right + 10}" y="${top + 18 * i + 4}" fill="${colour}" font-weight="600">● ${escape(fact)} ${Math.round(last.share * 100)}%</text>`);
  });
  if (reference && facts.some((f) => reference.diffusion[f])) body.push(`<text x="${right + 10}" y="${top + 18 * facts.length + 8}" fill="#888">- - ${escape(reference.source)}</text>`);
  body.push(`<text x="${left}" y="${height - 14}" fill="#888">people who knew (a "yes" a memory grounds), at each time asked</text>`);
  return frame(width, height, "Information diffusion", body);
}

/** The people on a circle, a line between two who each know the other; density in the title. */
export function relationshipChart(figure: RelationshipFigure, label: string): string {
  const size = 620;
  const centre = size / 2;
  const radius = size / 2 - 90;
  const n = figure.people.length;
  const at = (i: number) => {
    const angle = (2 * Math.PI * i) / Math.max(1, n) - Math.PI / 2;
    return [centre + radius * Math.cos(angle), centre + 16 + radius * Math.sin(angle)] as const;
  };
  const index = new Map(figure.people.map((p, i) => [p, i]));
  const body: string[] = [];
  for (const [a, b] of figure.edges) {
    const [x1, y1] = at(index.get(a)!);
    const [x2, y2] = at(index.get(b)!);
    body.push(`<line x1="${x1.toFixed(1)}" y1="${y1.toFixed(1)}" x2="${x2.toFixed(1)}" y2="${y2.toFixed(1)}" stroke="#2f6fbb" stroke-opacity="0.45" stroke-width="1.5"/>`);
  }
  figure.people.forEach((person, i) => {
    const [px, py] = at(i);
    const outward = px >= centre ? "start" : "end";
    const dx = px >= centre ? 9 : -9;
    body.push(`<circle cx="${px.toFixed(1)}" cy="${py.toFixed(1)}" r="6" fill="#d0632a"/>`);
    body.push(`<text x="${(px + dx).toFixed(1)}" y="${(py + 4).toFixed(1)}" text-anchor="${outward}" fill="#333">${escape(person)}</text>`);
  });
  return frame(size, size + 30, `Who knows whom, ${label} (${shortTime(figure.time)}): density ${figure.density.toFixed(3)}`, body);
}

/** People in the event's place over its window, as bars of 10 minutes. */
export function attendanceChart(series: ReadonlyArray<{ time: string; count: number }>, title: string): string {
  const width = 640;
  const height = 300;
  const left = 48;
  const right = width - 24;
  const top = 48;
  const bottom = height - 48;
  const max = Math.max(1, ...series.map((s) => s.count));
  const slot = series.length ? (right - left) / series.length : 0;
  const body: string[] = [];
  for (let tick = 0; tick <= max; tick += Math.max(1, Math.ceil(max / 5))) {
    const y = bottom - ((bottom - top) * tick) / max;
    body.push(`<line x1="${left}" x2="${right}" y1="${y}" y2="${y}" stroke="#e4e0d6"/><text x="${left - 8}" y="${y + 4}" text-anchor="end" fill="#666">${tick}</text>`);
  }
  series.forEach((s, i) => {
    const h = ((bottom - top) * s.count) / max;
    body.push(`<rect x="${(left + i * slot + 1).toFixed(1)}" y="${(bottom - h).toFixed(1)}" width="${Math.max(1, slot - 2).toFixed(1)}" height="${h.toFixed(1)}" fill="#3a9a5b"><title>${escape(`${s.time}: ${s.count}`)}</title></rect>`);
    if (i % Math.max(1, Math.ceil(series.length / 8)) === 0) body.push(`<text x="${(left + i * slot).toFixed(1)}" y="${bottom + 18}" fill="#666">${escape(s.time.slice(11, 16))}</text>`);
  });
  if (!series.length) body.push(`<text x="${left}" y="${(top + bottom) / 2}" fill="#888">no step of the run falls in the event's window</text>`);
  body.push(`<text x="${left}" y="${height - 12}" fill="#888">people standing in the place, every 10 minutes</text>`);
  return frame(width, height, title, body);
}
