/*
 * The page's colours where they must be read: each persona's marker (white initials on it) and its ink (its name
 * and its speech bubbles' header on the light map and on white), dark enough for every hue, and the floors they are
 * read on. Pure functions (no page state), so test/replay/pageParts.test.ts loads this file on its own and checks
 * the contrast of every persona's colours against the map's floors.
 * Part of the replay page: the parts share one scope (replayPage.ts joins them in order inside one function).
 */

/** Outdoors (the_ville's grass, a generated village's streets). */
const STREET_COLOR = "#ccddb5";
/** Room floors and building grounds are light tints: a sector's at 84 %, its rooms' from 84 % to 88 %. */
const FLOOR_LIGHTNESS = { min: 84, max: 88, saturation: 42 };

/** hsl (degrees, percent, percent) to [r, g, b] in 0..255. */
function hslRgb(h, s, l) {
  s /= 100;
  l /= 100;
  const k = (n) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [f(0), f(8), f(4)].map((v) => Math.round(v * 255));
}

/** "#rrggbb" or "hsl(h, s%, l%)" to [r, g, b]. */
function parseColor(c) {
  if (c[0] === "#") return [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16));
  const [h, s, l] = c.match(/-?[\d.]+/g).map(Number);
  return hslRgb(h, s, l);
}

/** WCAG 2 relative luminance of [r, g, b]. */
function luminance(rgb) {
  const [r, g, b] = rgb.map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two colours (1 to 21). */
function contrastRatio(a, b) {
  const [la, lb] = [luminance(parseColor(a)), luminance(parseColor(b))];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** The lightest and the darkest floors text is read on: white (bubbles, halos), the street, and room tints of any hue. */
function lightGrounds() {
  const grounds = ["#ffffff", STREET_COLOR];
  for (let h = 0; h < 360; h += 15) for (const l of [FLOOR_LIGHTNESS.min, FLOOR_LIGHTNESS.max]) grounds.push("hsl(" + h + ", " + FLOOR_LIGHTNESS.saturation + "%, " + l + "%)");
  return grounds;
}

/**
 * Each of n personas' colours: hues spread by the golden angle; the marker as light as white initials allow (3:1,
 * bold text), the ink (names on the map, a bubble's speaker) as light as 4.5:1 on every light ground allows. Yellows
 * and greens come out darker than blues, so none of them is faint on the map.
 */
function personaPalette(n) {
  const grounds = lightGrounds();
  const out = [];
  for (let i = 0; i < n; i++) {
    const hue = Math.round(((i * 137.508 + 200) % 360) * 10) / 10;
    let ml = 46;
    while (ml > 10 && contrastRatio("hsl(" + hue + ", 62%, " + ml + "%)", "#ffffff") < 3) ml--;
    let il = 40;
    while (il > 5 && grounds.some((g) => contrastRatio("hsl(" + hue + ", 70%, " + il + "%)", g) < 4.5)) il--;
    out.push({ hue, marker: "hsl(" + hue + ", 62%, " + ml + "%)", ink: "hsl(" + hue + ", 70%, " + il + "%)" });
  }
  return out;
}
