/**
 * The sentence a graph refuses hand-typed input with (Studio's input form, an API call): the field's path, what it
 * expects and what was given, in the wording the town's and the team's input checks use ('Town input "until":
 * expected ..., got "soon".'), rather than an error from deep inside the first node that reads the field.
 */
import type { z } from "zod/v4";

/**
 * The first problem of a graph's input as one sentence: `<Graph> input "<path>": <what it expects>, got <value>.`, or
 * `missing (expected ...)` for a field left out.
 */
export function inputProblem(graph: string, error: z.ZodError, input: unknown): string {
  const issue = error.issues[0]!;
  const field = issue.path.map((key, i) => (typeof key === "number" ? `[${key}]` : `${i ? "." : ""}${String(key)}`)).join("") || "(the whole input)";
  const given = valueAt(input, issue.path);
  const plain = issue.message.replace(/^Invalid input: /, "").replace(/,? received \w+$/, "").replace(/[.\s]+$/, "");
  const expected = plain.replace(/^expected (\w+)$/, (_, type: string) => `expected ${article(type)}`);
  if (given === undefined) return `${graph} input "${field}": missing (${expected}).`;
  return `${graph} input "${field}": ${expected}, got ${shown(given)}.`;
}

/** A graph's input checked by its schema (defaults applied); throws `inputProblem`'s sentence. */
export function parseInput<T>(graph: string, schema: z.ZodType<T>, input: unknown): T {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw new Error(inputProblem(graph, parsed.error, input));
  return parsed.data;
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) value = value != null && typeof value === "object" ? (value as Record<PropertyKey, unknown>)[key] : undefined;
  return value;
}

/** A given value as the sentence quotes it: short, one line. */
function shown(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

function article(type: string): string {
  if (type === "record") return "an object";
  return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
}
