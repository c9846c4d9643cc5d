/**
 * An answer written as a program (issue 24, held-out corpus 12: code models such as Qwen 2.5 Coder answer a prose
 * question in code): the whole answer one string put in a variable, perhaps printed, in a fence or not.
 *
 *   ```python
 *   answer = "I need to fetch the projector before seven."
 *   print(answer)
 *   ```
 *
 * The value is the string, its escapes read ("\n" a line break). Anything more than the assignment and a print of
 * the same name (a second value, a function, a comment line) is left as it came: a program is not an answer to read.
 */

const FENCED = /^\s*```[\w-]*[ \t]*\n([\s\S]*?)\n?[ \t]*```\s*$/;
/** `answer = "..."`, `const answer = '...'`, `let note = """..."""` (Python, JavaScript, TypeScript). */
const ASSIGNMENT = /^(?:(?:const|let|var)\s+)?([A-Za-z_]\w*)(?:\s*:\s*str(?:ing)?)?\s*=\s*("""[\s\S]*?"""|'''[\s\S]*?'''|"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*')/;
const PRINTED = (name: string) => new RegExp(`^(?:print|console\\.log)\\(\\s*${name}\\s*\\)\\s*;?$`);

/** The string literal's text, its escapes read. */
function literalText(literal: string): string {
  if (literal.startsWith('"""') || literal.startsWith("'''")) return literal.slice(3, -3);
  return literal.slice(1, -1).replace(/\\(u[0-9a-fA-F]{4}|.)/g, (_, c: string) => {
    if (c.length === 5) return String.fromCharCode(parseInt(c.slice(1), 16));
    return ({ n: "\n", t: "\t", r: "" } as Record<string, string>)[c] ?? c;
  });
}

/** The string an answer written as a one-assignment program holds; the answer unchanged when it is anything else. */
export function withCodeAssignmentAsValue(text: string): string {
  const body = (FENCED.exec(text)?.[1] ?? text).trim();
  // Most answers are no program at all (the reading runs for every answer of a run).
  if (!body.includes("=")) return text;
  const assignment = ASSIGNMENT.exec(body);
  if (!assignment) return text;
  const rest = body.slice(assignment[0].length).replace(/^[ \t]*;?/, "").trim();
  if (rest !== "" && !PRINTED(assignment[1]!).test(rest)) return text;
  const value = literalText(assignment[2]!).trim();
  return value === "" ? text : value;
}
