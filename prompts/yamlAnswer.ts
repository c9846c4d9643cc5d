/**
 * An answer written in YAML where JSON or lines were asked (issue 24): some models (command-r, minicpm) answer a request
 * for structure in YAML, fenced as ```yaml or bare. Read into the same value JSON would have given, so every prompt's
 * JSON reading applies to it.
 *
 * Only the subset models write: block maps and lists nested by indentation ("- key: value" items), flow lists
 * ("[a, b]"), quoted and plain scalars, numbers, true/false/null, comments. Anything else (block scalars "|" and ">",
 * anchors, a line that fits no shape) is no YAML this reads: undefined, and the answer is left as it was.
 */

type Yaml = unknown;

interface Line {
  indent: number;
  text: string;
}

const KEY = /^("(?:[^"\\]|\\.)*"|'(?:[^']|'')*'|[^\s"'#\-[{][^:#]*?|-[^\s:#][^:#]*?)\s*:(?:\s+(.*))?$/;

/** The YAML document's value, or undefined when the text is not YAML of the subset read here. */
export function parseYaml(text: string): Yaml | undefined {
  const lines: Line[] = [];
  for (const raw of text.split("\n")) {
    const line = raw.replace(/\s+#.*$/, "").replace(/\s+$/, "");
    if (!line.trim() || /^\s*#/.test(line) || /^(?:---|\.\.\.)$/.test(line.trim())) continue;
    if (/\t/.test(line.slice(0, line.length - line.trimStart().length))) return undefined;
    lines.push({ indent: line.length - line.trimStart().length, text: line.trim() });
  }
  if (lines.length === 0) return undefined;
  const at = { i: 0 };
  try {
    const value = block(lines, at, lines[0]!.indent);
    return at.i === lines.length ? value : undefined;
  } catch {
    return undefined;
  }
}

/** A block (a list or a map) whose lines start at `indent`. */
function block(lines: Line[], at: { i: number }, indent: number): Yaml {
  const first = lines[at.i]!;
  if (first.text === "-" || first.text.startsWith("- ")) return list(lines, at, indent);
  if (KEY.test(first.text)) return map(lines, at, indent);
  throw new Error("not yaml");
}

function list(lines: Line[], at: { i: number }, indent: number): Yaml[] {
  const items: Yaml[] = [];
  while (at.i < lines.length && lines[at.i]!.indent === indent && (lines[at.i]!.text === "-" || lines[at.i]!.text.startsWith("- "))) {
    const rest = lines[at.i]!.text.slice(1).trimStart();
    if (!rest) {
      at.i += 1;
      items.push(nested(lines, at, indent));
    } else if (KEY.test(rest)) {
      // "- key: value" opens a map whose further keys sit under the key's column.
      const column = indent + (lines[at.i]!.text.length - rest.length);
      lines[at.i] = { indent: column, text: rest };
      items.push(map(lines, at, column));
    } else {
      at.i += 1;
      items.push(scalar(rest));
    }
  }
  return items;
}

function map(lines: Line[], at: { i: number }, indent: number): Record<string, Yaml> {
  const out: Record<string, Yaml> = {};
  while (at.i < lines.length && lines[at.i]!.indent === indent) {
    const m = KEY.exec(lines[at.i]!.text);
    if (!m) throw new Error("not yaml");
    const key = String(scalar(m[1]!));
    at.i += 1;
    const value = m[2]?.trim();
    if (value && /^[|>][+-]?\d*$/.test(value)) throw new Error("block scalars are not read");
    // "key:" then a list at the same indent ("subtasks:\n- a") or a deeper block.
    if (!value) out[key] = at.i < lines.length && lines[at.i]!.indent === indent && lines[at.i]!.text.startsWith("-") ? list(lines, at, indent) : nested(lines, at, indent);
    else out[key] = scalar(value);
  }
  return out;
}

/** The block under a line at `indent` (deeper lines), or null when there is none. */
function nested(lines: Line[], at: { i: number }, indent: number): Yaml {
  if (at.i >= lines.length || lines[at.i]!.indent <= indent) return null;
  return block(lines, at, lines[at.i]!.indent);
}

function scalar(text: string): Yaml {
  const t = text.trim();
  if (/^"(?:[^"\\]|\\.)*"$/.test(t)) return JSON.parse(t) as string;
  if (/^'(?:[^']|'')*'$/.test(t)) return t.slice(1, -1).replace(/''/g, "'");
  if (t.startsWith("[") && t.endsWith("]")) {
    const inner = t.slice(1, -1).trim();
    return inner ? splitFlow(inner).map(scalar) : [];
  }
  if (t.startsWith("{") || t.startsWith("[") || t.startsWith("&") || t.startsWith("*") || t.startsWith("!")) throw new Error("not read");
  if (/^-?\d+(?:\.\d+)?$/.test(t)) return Number(t);
  if (/^(?:true|false)$/i.test(t)) return t.toLowerCase() === "true";
  if (/^(?:null|~)$/i.test(t)) return null;
  return t;
}

/** "a, 'b, c', d" -> ["a", "'b, c'", "d"]: a flow list's items, commas inside quotes kept. */
function splitFlow(text: string): string[] {
  const items: string[] = [];
  let current = "";
  let quote = "";
  for (const ch of text) {
    if (quote) {
      if (ch === quote) quote = "";
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === "[" || ch === "{") throw new Error("nested flow collections are not read");
    else if (ch === ",") {
      items.push(current);
      current = "";
      continue;
    }
    current += ch;
  }
  items.push(current);
  return items;
}

/**
 * A YAML answer holding records: a list with an item of two fields or more ("- step: 1\n  place: ..."), at the top or
 * under a key. A flat map is labelled lines, a map of lists is a plan with headings ("Morning:\n- wake up"), and a
 * list of "- label: value" bullets is a list: each is read as the text it is.
 */
function holdsRecords(value: Yaml): boolean {
  if (Array.isArray(value)) return value.some((v) => v !== null && typeof v === "object" && !Array.isArray(v) && Object.keys(v).length >= 2);
  return value !== null && typeof value === "object" && Object.values(value).some(holdsRecords);
}

const YAML_FENCE = /```(?:yaml|yml)[ \t]*\n([\s\S]*?)\n?[ \t]*```/i;

/**
 * The answer with its YAML written as JSON: a ```yaml fence (whatever it holds, the model named it YAML), or a whole
 * answer of bare YAML that nests ("subtasks:\n  - subtask: ..."; "- step: 1\n  place: ..."). Flat "Label: value" lines
 * outside a YAML fence are the labelled lines prompts ask for, and stay. Text that is no YAML of the subset stays.
 */
export function yamlAsJson(text: string): string {
  const fence = YAML_FENCE.exec(text);
  if (fence) {
    if (YAML_FENCE.test(text.slice(fence.index + fence[0].length))) return text;
    const value = parseYaml(fence[1]!);
    if (value === undefined || value === null || typeof value !== "object") return text;
    return `${text.slice(0, fence.index)}${JSON.stringify(value)}${text.slice(fence.index + fence[0].length)}`;
  }
  const trimmed = text.trim();
  if (/```|^[{[]/.test(trimmed) || !/\n/.test(trimmed)) return text;
  const value = parseYaml(trimmed);
  return value !== undefined && holdsRecords(value) ? JSON.stringify(value) : text;
}
