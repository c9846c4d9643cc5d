/**
 * One row of the `line` table (台词表) exactly as the database stores it, and the identity of the character whose
 * memory is being built.
 *
 * Columns keep the table's snake_case names so rows from the database parse without renaming. Validation has two
 * layers: a hand-written check (`isLineRow`) that runs on every row and is fast enough for a million rows, and the zod
 * schema, which is the reference and is only consulted for a row the fast check refuses (to accept it after all, or to
 * word the error). The fast check must therefore never be looser than the schema.
 */
import { z } from "zod/v4";

export const LINE_ATTRIBUTES = ["system", "user", "assistant"] as const;
export type LineAttribute = (typeof LINE_ATTRIBUTES)[number];

/** Optional text column: the database stores NULL, seed examples sometimes leave the key out. */
const optionalText = z.string().nullish();

/** The schema of a row of the `line` table (snake_case columns) the memory builder reads. */
export const LineSchema = z.object({
  id: z.int(),
  content: z.string(),
  attribute: z.enum(LINE_ATTRIBUTES, { error: "expected one of system|user|assistant" }),
  // emotion and performance
  original_emotion: optionalText,
  predicted_emotion: optionalText,
  tts_content: optionalText,
  action_content: optionalText,
  audio_file: optionalText,
  // who speaks: a game role, a script NPC (its id is a string in the table, numbers are tolerated), a fallback name
  role_id: z.int().nullish(),
  script_role_id: z.union([z.string(), z.number()], { error: "expected string or number" }).nullish(),
  display_name: optionalText,
  // the dialogue tree; save_id is required in the table but optional here so the seed's examples parse
  save_id: z.int().optional(),
  parent_line_id: z.int().nullish(),
});

/** A row of the `line` table: one line of a dialogue, with its speaker, attribute and parent line. */
export type Line = z.infer<typeof LineSchema>;

/**
 * The character whose memory is built: a line is self's when any of the fields given matches
 * (seed: "role_id或script_role_id相同或display_name相同").
 */
export const LineSelfSchema = z
  .object({
    role_id: z.int().nullish(),
    script_role_id: z
      .union([z.string().min(1), z.number()], { error: "expected non-empty string or number" })
      .nullish(),
    display_name: z.string().min(1).nullish(),
  })
  .refine((self) => self.role_id != null || self.script_role_id != null || self.display_name != null, {
    error: "give at least one of role_id, script_role_id, display_name",
  });

/** The character the memory is built for, by any of `role_id`, `script_role_id`, `display_name`. */
export type LineSelf = z.infer<typeof LineSelfSchema>;

/** One chat message handed to the LLM. */
export type MemoryMessage = { role: "system" | "user" | "assistant"; content: string };

// --- fast path --------------------------------------------------------------------------------------------------

const isInt = (value: unknown): boolean => Number.isSafeInteger(value);
const isOptionalInt = (value: unknown): boolean => value == null || Number.isSafeInteger(value);
const isOptionalText = (value: unknown): boolean => value == null || typeof value === "string";

/** Same verdict as `LineSchema` for every valid row, possibly stricter; no allocation. */
function isLineRow(row: unknown): row is Line {
  if (typeof row !== "object" || row === null) return false;
  const r = row as Record<string, unknown>;
  const attribute = r.attribute;
  const scriptRoleId = r.script_role_id;
  return (
    isInt(r.id) &&
    typeof r.content === "string" &&
    (attribute === "system" || attribute === "user" || attribute === "assistant") &&
    isOptionalText(r.original_emotion) &&
    isOptionalText(r.predicted_emotion) &&
    isOptionalText(r.tts_content) &&
    isOptionalText(r.action_content) &&
    isOptionalText(r.audio_file) &&
    isOptionalInt(r.role_id) &&
    (scriptRoleId == null || typeof scriptRoleId === "string" || Number.isFinite(scriptRoleId)) &&
    isOptionalText(r.display_name) &&
    (r.save_id === undefined || isInt(r.save_id)) &&
    isOptionalInt(r.parent_line_id)
  );
}

// --- errors -----------------------------------------------------------------------------------------------------

/** "expected string, received undefined" rather than zod's "Invalid input: expected string, received undefined". */
function describeIssue(issue: z.core.$ZodIssue): string {
  const field = issue.path.length > 0 ? `field "${issue.path.join(".")}": ` : "";
  return field + issue.message.replace(/^Invalid input: /, "");
}

function rowLabel(row: unknown, index: number): string {
  const id = typeof row === "object" && row !== null ? (row as { id?: unknown }).id : undefined;
  return typeof id === "number" || typeof id === "string" ? `id=${id} (index ${index})` : `at index ${index}`;
}

/**
 * Validates every row of a `line` query result. Rows are returned as given (not copied); the first bad row throws
 * one sentence naming the row (its id if it has one, else its index) and the field.
 */
export function parseLines(rows: readonly unknown[]): Line[] {
  if (!Array.isArray(rows)) throw new Error(`Invalid lines: expected an array of line rows, received ${typeof rows}`);
  for (let index = 0; index < rows.length; index++) {
    const row = rows[index];
    if (isLineRow(row)) continue;
    const result = LineSchema.safeParse(row);
    if (result.success) continue; // the fast check was stricter than the schema: the schema has the last word
    throw new Error(`Invalid line row ${rowLabel(row, index)}: ${describeIssue(result.error.issues[0]!)}`);
  }
  return rows as Line[];
}

/** Validates the identity of the character whose memory is built; a clear error when none of its fields is given. */
export function parseLineSelf(self: unknown): LineSelf {
  const result = LineSelfSchema.safeParse(self);
  if (!result.success) throw new Error(`Invalid memory owner (self): ${describeIssue(result.error.issues[0]!)}`);
  return result.data;
}
