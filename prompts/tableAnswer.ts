/**
 * An answer written as a table where lines were asked (issue 24, round sixteen): a markdown table ("| Step | Minutes |"
 * under its "|---|" rule) or a CSV block ("subtask,minutes" then one row a line), read as records keyed by the
 * header's names, so a prompt can read them as it reads the same records in JSON ({"subtask": ..., "minutes": ...}).
 *
 * Only a table whose every row has the header's number of cells is read; a row-number column ("#", "Step" holding
 * 1, 2, 3 ...) beside the others is left out. Anything else is no table: undefined, and the answer is read as it was.
 */
import { unfence, withoutReasoning } from "./answerText.js";

export type TableRecord = Record<string, string>;

/** The records of the table the answer is, or undefined when the answer is no table read here. */
export function tableRecords(raw: string): TableRecord[] | undefined {
  const lines = unfence(withoutReasoning(raw))
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  const rows = markdownRows(lines) ?? csvRows(lines);
  if (!rows || rows.length < 2) return undefined;
  const [header, ...body] = rows;
  const names = header!.map((name) => name.replace(/[*_`]/g, "").trim().toLowerCase());
  if (names.some((name) => !name) || new Set(names).size !== names.length) return undefined;
  if (body.some((row) => row.length !== names.length)) return undefined;
  const kept = names.map((name, column) => !(names.length > 1 && isRowNumberColumn(name, body.map((row) => row[column]!))));
  return body.map((row) => Object.fromEntries(names.flatMap((name, column) => (kept[column] ? [[name, row[column]!.replace(/^\*\*|\*\*$/g, "").trim()]] : []))));
}

/** "| a | b |" rows under a "|---|---|" rule: the header, then the body (the whole answer is the table). */
function markdownRows(lines: readonly string[]): string[][] | undefined {
  if (lines.length < 3 || !lines.every((line) => /^\|.*\|$/.test(line))) return undefined;
  if (!/^\|\s*:?-{2,}:?\s*(?:\|\s*:?-{2,}:?\s*)*\|$/.test(lines[1]!)) return undefined;
  const cells = (line: string) => line.slice(1, -1).split("|").map((cell) => cell.trim());
  return [cells(lines[0]!), ...lines.slice(2).map(cells)];
}

/** "doc,relevance" then "2,10" rows: a header of names (no digits), every row as many cells. */
function csvRows(lines: readonly string[]): string[][] | undefined {
  if (lines.length < 2 || !/^[\p{L}_ #]+(?:\s*,\s*[\p{L}_ #]+)+$/u.test(lines[0]!)) return undefined;
  return lines.map((line) => line.split(",").map((cell) => cell.trim().replace(/^"(.*)"$/, "$1")));
}

/** "#", "No.", "Step" holding 1, 2, 3 ... in order: the rows' numbers, not a value. */
function isRowNumberColumn(name: string, values: readonly string[]): boolean {
  return /^(?:#|no\.?|n|nr|step|row|item)$/.test(name) && values.every((value, i) => value === String(i + 1));
}
