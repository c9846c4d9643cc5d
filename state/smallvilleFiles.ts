/**
 * The original Smallville save files, as zod schemas, and their conversion to this project's state shapes.
 *
 * The schemas describe the files as the original writes them (snake_case keys, Python datetime strings), so an
 * error names the field the user sees in the file. Every datetime is converted to a game time
 * ("2023-02-13T00:00:00", see state/gameTime.ts) while parsing. Reading the files from disk is
 * tools/world/smallvilleLoader.ts's job; `parseFileData` turns a zod failure into an Error naming file and field.
 */
import { z } from "zod/v4";
import { TileSchema } from "./chatParty.js";
import {
  MemoryNodeTypeSchema,
  ScratchSchema,
  TripleSchema,
  UtteranceSchema,
  ScheduleEntrySchema,
  type MemoryNode,
  type Scratch,
} from "./persona.js";

// ---------------------------------------------------------------------------------------------------------------
// Datetimes
// ---------------------------------------------------------------------------------------------------------------

const MONTHS = [
  "january", "february", "march", "april", "may", "june",
  "july", "august", "september", "october", "november", "december",
];
const MONTH_NAMES = MONTHS.map((m) => m[0]!.toUpperCase() + m.slice(1));
const pad = (n: number) => String(n).padStart(2, "0");

/** "%B %d, %Y, %H:%M:%S" (scratch.json, meta.json) or "%B %d, %Y" (meta.json's start_date). */
const LONG_FORM = /^([A-Za-z]+) (\d{1,2}), (\d{4})(?:, (\d{1,2}):(\d{2}):(\d{2}))?$/;
/** "%Y-%m-%d %H:%M:%S" (nodes.json) or an ISO game time with "T". */
const NUMERIC_FORM = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * Converts an original datetime string to a game time: "February 13, 2023, 00:00:00" -> "2023-02-13T00:00:00".
 * Also accepts a bare date ("February 13, 2023" -> midnight), the "2023-02-13 00:00:00" form of nodes.json and
 * game times themselves. Throws on anything else, or on a date that does not exist (February 30).
 */
export function parseOriginalTime(text: string): string {
  const s = text.trim();
  let parts: [number, number, number, number, number, number] | null = null;
  const long = LONG_FORM.exec(s);
  if (long) {
    const month = MONTHS.indexOf(long[1]!.toLowerCase());
    if (month >= 0) {
      parts = [Number(long[3]), month, Number(long[2]), Number(long[4] ?? 0), Number(long[5] ?? 0), Number(long[6] ?? 0)];
    }
  } else {
    const num = NUMERIC_FORM.exec(s);
    if (num) {
      parts = [Number(num[1]), Number(num[2]) - 1, Number(num[3]), Number(num[4] ?? 0), Number(num[5] ?? 0), Number(num[6] ?? 0)];
    }
  }
  const fail = () =>
    new Error(`Invalid time "${text}": expected a time like "February 13, 2023, 00:00:00" or a date like "February 13, 2023".`);
  if (!parts) throw fail();
  const [y, mo, d, h, mi, sec] = parts;
  const date = new Date(Date.UTC(y, mo, d, h, mi, sec));
  // Date.UTC rolls over silently (February 30 -> March 2); a round trip catches it.
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo || date.getUTCDate() !== d ||
      date.getUTCHours() !== h || date.getUTCMinutes() !== mi || date.getUTCSeconds() !== sec) {
    throw fail();
  }
  return `${y}-${pad(mo + 1)}-${pad(d)}T${pad(h)}:${pad(mi)}:${pad(sec)}`;
}

/** A game time in the original's "%B %d, %Y, %H:%M:%S" form ("February 03, 2023, 07:30:00"), for writing files. */
export function formatOriginalTime(gameTime: string): string {
  const t = parseOriginalTime(gameTime);
  const [date, time] = t.split("T") as [string, string];
  const [y, m, d] = date.split("-") as [string, string, string];
  return `${MONTH_NAMES[Number(m) - 1]} ${d}, ${y}, ${time}`;
}

/** A string field holding an original datetime; parses to a game time. */
export const OriginalTimeSchema = z.string().transform((text, ctx) => {
  try {
    return parseOriginalTime(text);
  } catch (err) {
    ctx.addIssue({ code: "custom", message: (err as Error).message, input: text });
    return z.NEVER;
  }
});

// ---------------------------------------------------------------------------------------------------------------
// Errors
// ---------------------------------------------------------------------------------------------------------------

/** A bad or missing data file. The message reads `<file>: field "<field>": <problem>`, or `<file>: <problem>`. */
export class SmallvilleFileError extends Error {
  constructor(
    readonly file: string,
    readonly field: string | null,
    readonly problem: string,
  ) {
    super(field === null ? `${file}: ${problem}` : `${file}: field "${field}": ${problem}`);
    this.name = "SmallvilleFileError";
  }
}

/** `["Maria Lopez", "x"]` -> `Maria Lopez.x`; `["chat", 2, 0]` -> `chat[2][0]`. */
function fieldName(path: readonly PropertyKey[]): string {
  let out = "";
  for (const key of path) {
    if (typeof key === "number") out += `[${key}]`;
    else out += out === "" ? String(key) : `.${String(key)}`;
  }
  return out;
}

/** zod's message without its "Invalid input: " preamble; a missing value reads "missing (expected number)". */
function problemOf(issue: z.ZodError["issues"][number]): string {
  const msg = issue.message.replace(/^Invalid (input|option): /, "");
  const missing = /^(expected [^,]+), received undefined$/.exec(msg);
  return missing ? `missing (${missing[1]})` : msg;
}

/** Parses `data` (already read from `file`) with `schema`; a failure throws a SmallvilleFileError naming the field. */
export function parseFileData<S extends z.ZodType>(schema: S, data: unknown, file: string): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const [first, ...rest] = result.error.issues;
  if (!first) throw new SmallvilleFileError(file, null, "invalid content");
  const more = rest.length > 0 ? ` (and ${rest.length} more problem${rest.length > 1 ? "s" : ""})` : "";
  const field = first.path.length > 0 ? fieldName(first.path) : null;
  throw new SmallvilleFileError(file, field, problemOf(first) + more);
}

// ---------------------------------------------------------------------------------------------------------------
// reverie/meta.json and environment/<step>.json
// ---------------------------------------------------------------------------------------------------------------

export const ReverieMetaFileSchema = z.object({
  fork_sim_code: z.string().nullable().optional(),
  /** "February 13, 2023". */
  start_date: OriginalTimeSchema,
  /** "February 13, 2023, 00:00:00": the time of `step`. */
  curr_time: OriginalTimeSchema,
  sec_per_step: z.number().positive(),
  maze_name: z.string().min(1),
  /** Persona order: the order the original moves them in each step. */
  persona_names: z.array(z.string().min(1)).min(1),
  step: z.number().int().nonnegative(),
});
export type ReverieMetaFile = z.output<typeof ReverieMetaFileSchema>;

/** environment/<step>.json: where each persona stands. */
export const EnvironmentFileSchema = z.record(
  z.string(),
  z.object({ maze: z.string(), x: z.number().int().nonnegative(), y: z.number().int().nonnegative() }),
);
export type EnvironmentFile = z.output<typeof EnvironmentFileSchema>;

// ---------------------------------------------------------------------------------------------------------------
// personas/<name>/bootstrap_memory/scratch.json
// ---------------------------------------------------------------------------------------------------------------

const nullableString = z.string().nullable().default(null);
const nullableTime = OriginalTimeSchema.nullable().default(null);

/**
 * The original scratch file (47 keys). Identity and the hyper-parameters the project uses are required; plans,
 * current action, chat and path state default to the empty values a base simulation holds.
 */
export const ScratchFileSchema = z.object({
  // perception
  vision_r: z.number().int().positive(),
  att_bandwidth: z.number().int().positive(),
  retention: z.number().int().nonnegative(),
  // time and place
  curr_time: nullableTime,
  curr_tile: TileSchema.nullable().default(null),
  daily_plan_req: z.string(),
  // identity
  name: z.string().min(1),
  first_name: z.string(),
  last_name: z.string(),
  age: z.number().int().nonnegative(),
  innate: z.string(),
  learned: z.string(),
  currently: z.string(),
  lifestyle: z.string(),
  living_area: z.string(),
  // reflection hyper-parameters the original reads but never (or barely) uses; validated, then dropped
  concept_forget: z.number().optional(),
  daily_reflection_time: z.number().optional(),
  daily_reflection_size: z.number().optional(),
  overlap_reflect_th: z.number().optional(),
  kw_strg_event_reflect_th: z.number().optional(),
  kw_strg_thought_reflect_th: z.number().optional(),
  thought_count: z.number().optional(),
  // retrieval and reflection trigger
  recency_w: z.number(),
  relevance_w: z.number(),
  importance_w: z.number(),
  recency_decay: z.number(),
  importance_trigger_max: z.number(),
  importance_trigger_curr: z.number(),
  importance_ele_n: z.number().int(),
  // plans
  daily_req: z.array(z.string()).default([]),
  f_daily_schedule: z.array(ScheduleEntrySchema).default([]),
  f_daily_schedule_hourly_org: z.array(ScheduleEntrySchema).default([]),
  // current action
  act_address: nullableString,
  act_start_time: nullableTime,
  act_duration: z.number().nullable().default(null),
  act_description: nullableString,
  act_pronunciatio: nullableString,
  act_event: TripleSchema.default([null, null, null]),
  act_obj_description: nullableString,
  act_obj_pronunciatio: nullableString,
  act_obj_event: TripleSchema.default([null, null, null]),
  // conversation
  chatting_with: nullableString,
  chat: z.array(UtteranceSchema).nullable().default(null),
  chatting_with_buffer: z.record(z.string(), z.number()).default({}),
  chatting_end_time: nullableTime,
  // movement
  act_path_set: z.boolean().default(false),
  planned_path: z.array(TileSchema).default([]),
});
export type ScratchFile = z.output<typeof ScratchFileSchema>;

/** The parsed file as the project's camelCase Scratch (the unused reflection hyper-parameters are dropped). */
export function scratchFromFile(f: ScratchFile): Scratch {
  return ScratchSchema.parse({
    name: f.name,
    firstName: f.first_name,
    lastName: f.last_name,
    age: f.age,
    innate: f.innate,
    learned: f.learned,
    currently: f.currently,
    lifestyle: f.lifestyle,
    livingArea: f.living_area,
    dailyPlanReq: f.daily_plan_req,
    dailyReq: f.daily_req,
    fDailySchedule: f.f_daily_schedule,
    fDailyScheduleHourlyOrg: f.f_daily_schedule_hourly_org,
    currTime: f.curr_time,
    currTile: f.curr_tile,
    actAddress: f.act_address,
    actStartTime: f.act_start_time,
    actDuration: f.act_duration,
    actDescription: f.act_description,
    actPronunciatio: f.act_pronunciatio,
    actEvent: f.act_event,
    actObjDescription: f.act_obj_description,
    actObjPronunciatio: f.act_obj_pronunciatio,
    actObjEvent: f.act_obj_event,
    chattingWith: f.chatting_with,
    chat: f.chat,
    chattingWithBuffer: f.chatting_with_buffer,
    chattingEndTime: f.chatting_end_time,
    actPathSet: f.act_path_set,
    plannedPath: f.planned_path,
    visionR: f.vision_r,
    attBandwidth: f.att_bandwidth,
    retention: f.retention,
    recencyW: f.recency_w,
    relevanceW: f.relevance_w,
    importanceW: f.importance_w,
    recencyDecay: f.recency_decay,
    importanceTriggerMax: f.importance_trigger_max,
    importanceTriggerCurr: f.importance_trigger_curr,
    importanceEleN: f.importance_ele_n,
  });
}

// ---------------------------------------------------------------------------------------------------------------
// spatial_memory.json and associative_memory/{nodes,embeddings,kw_strength}.json
// ---------------------------------------------------------------------------------------------------------------

export { SpatialMemorySchema as SpatialMemoryFileSchema } from "./persona.js";

/**
 * One ConceptNode as the original saves it. nodes.json is an object keyed by "node_<count>"; the original writes
 * neither `node_id` nor `last_accessed` (a loaded node's last access is its creation), so both are optional here.
 * Its datetimes use "%Y-%m-%d %H:%M:%S".
 */
export const ConceptNodeFileSchema = z.object({
  node_id: z.string().optional(),
  node_count: z.number().int().positive(),
  type_count: z.number().int().positive().optional(),
  type: MemoryNodeTypeSchema,
  depth: z.number().int().nonnegative(),
  created: OriginalTimeSchema,
  expiration: OriginalTimeSchema.nullable().default(null),
  last_accessed: OriginalTimeSchema.nullable().optional(),
  // The original always stores strings here; null is accepted and read as "".
  subject: z.string().nullable(),
  predicate: z.string().nullable(),
  object: z.string().nullable(),
  description: z.string(),
  embedding_key: z.string(),
  poignancy: z.number(),
  keywords: z.array(z.string()),
  /** Events: chat node ids; thoughts: evidence node ids; chats: the transcript. */
  filling: z.union([z.array(z.string()), z.array(UtteranceSchema)]).nullable().default(null),
});
export type ConceptNodeFile = z.output<typeof ConceptNodeFileSchema>;

export const NodesFileSchema = z.record(z.string(), ConceptNodeFileSchema).superRefine((nodes, ctx) => {
  const seen = new Map<number, string>();
  for (const [key, node] of Object.entries(nodes)) {
    if (node.node_id !== undefined && node.node_id !== key) {
      ctx.addIssue({ code: "custom", path: [key, "node_id"], message: `expected "${key}" (the node's key), got "${node.node_id}"` });
    }
    const other = seen.get(node.node_count);
    if (other !== undefined) {
      ctx.addIssue({ code: "custom", path: [key, "node_count"], message: `${node.node_count} is also the count of "${other}"` });
    }
    seen.set(node.node_count, key);
  }
});
export type NodesFile = z.output<typeof NodesFileSchema>;

/** The memory stream in creation order (by node_count); index = node_count. */
export function memoriesFromFile(nodes: NodesFile): MemoryNode[] {
  return Object.entries(nodes)
    .sort(([, a], [, b]) => a.node_count - b.node_count)
    .map(([key, n]) => ({
      id: key,
      index: n.node_count,
      type: n.type,
      depth: n.depth,
      created: n.created,
      expiration: n.expiration,
      lastAccessed: n.last_accessed ?? n.created,
      subject: n.subject ?? "",
      predicate: n.predicate ?? "",
      object: n.object ?? "",
      description: n.description,
      embeddingKey: n.embedding_key,
      poignancy: n.poignancy,
      keywords: [...n.keywords],
      filling: n.filling,
    }));
}

/** embedding_key -> vector (1536 floats in the original; empty in a base simulation). */
export const EmbeddingsFileSchema = z.record(z.string(), z.array(z.number()));
export type EmbeddingsFile = z.output<typeof EmbeddingsFileSchema>;

/** Keyword strengths the reflection trigger of the original counts (not used by the loader). */
export const KwStrengthFileSchema = z.object({
  kw_strength_event: z.record(z.string(), z.number()).default({}),
  kw_strength_thought: z.record(z.string(), z.number()).default({}),
});

// ---------------------------------------------------------------------------------------------------------------
// matrix/maze_meta_info.json
// ---------------------------------------------------------------------------------------------------------------

export const MazeMetaFileSchema = z.object({
  world_name: z.string(),
  maze_width: z.number().int().positive(),
  maze_height: z.number().int().positive(),
  sq_tile_size: z.number().positive().optional(),
  special_constraint: z.string().optional(),
});
export type MazeMetaFile = z.output<typeof MazeMetaFileSchema>;
