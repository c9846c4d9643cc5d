/**
 * One persona's scratch (short-term state), spatial memory, and the shape of its associative-memory records.
 * Field names are the original scratch names in camelCase, so Smallville users recognise them.
 * The associative memory itself lives outside checkpointed state (see tools/memory/memoryStream.ts); only these shapes
 * are declared here.
 */
import { z } from "zod/v4";
import { GameTimeSchema } from "./gameTime.js";
import { TileSchema } from "./chatParty.js";

/** (subject, predicate, object); predicate and object are null for an idle object. */
export const TripleSchema = z.tuple([z.string().nullable(), z.string().nullable(), z.string().nullable()]);
/** An event or thought as subject, predicate and object (the original's s-p-o triple). */
export type Triple = z.infer<typeof TripleSchema>;

/** A schedule entry: [activity, minutes]. */
export const ScheduleEntrySchema = z.tuple([z.string(), z.number()]);
/** One entry of a persona's day: what it does and for how many minutes. */
export type ScheduleEntry = z.infer<typeof ScheduleEntrySchema>;

/** A line of conversation: [speaker name, utterance]. */
export const UtteranceSchema = z.tuple([z.string(), z.string()]);
/** One line of a conversation: who said it, and what. */
export type Utterance = z.infer<typeof UtteranceSchema>;

/** The schema of a persona's short-term state, the original's scratch fields in camelCase. */
export const ScratchSchema = z.object({
  // identity
  name: z.string().min(1),
  firstName: z.string(),
  lastName: z.string(),
  age: z.number().int(),
  innate: z.string(),
  learned: z.string(),
  currently: z.string(),
  lifestyle: z.string(),
  /** "world:sector:arena" of home. */
  livingArea: z.string(),
  dailyPlanReq: z.string(),
  // plans
  dailyReq: z.array(z.string()).default([]),
  fDailySchedule: z.array(ScheduleEntrySchema).default([]),
  fDailyScheduleHourlyOrg: z.array(ScheduleEntrySchema).default([]),
  // time and place
  currTime: GameTimeSchema.nullable().default(null),
  currTile: TileSchema.nullable().default(null),
  // current action
  actAddress: z.string().nullable().default(null),
  actStartTime: GameTimeSchema.nullable().default(null),
  actDuration: z.number().nullable().default(null),
  actDescription: z.string().nullable().default(null),
  actPronunciatio: z.string().nullable().default(null),
  actEvent: TripleSchema.default([null, null, null]),
  actObjDescription: z.string().nullable().default(null),
  actObjPronunciatio: z.string().nullable().default(null),
  actObjEvent: TripleSchema.default([null, null, null]),
  // conversation
  chattingWith: z.string().nullable().default(null),
  chat: z.array(UtteranceSchema).nullable().default(null),
  chattingWithBuffer: z.record(z.string(), z.number()).default({}),
  chattingEndTime: GameTimeSchema.nullable().default(null),
  // movement
  actPathSet: z.boolean().default(false),
  plannedPath: z.array(TileSchema).default([]),
  // perception and retrieval hyper-parameters
  visionR: z.number().int().positive(),
  attBandwidth: z.number().int().positive(),
  retention: z.number().int().nonnegative(),
  recencyW: z.number(),
  relevanceW: z.number(),
  importanceW: z.number(),
  recencyDecay: z.number(),
  importanceTriggerMax: z.number(),
  importanceTriggerCurr: z.number(),
  importanceEleN: z.number().int(),
});
/** A persona's short-term state: identity, plans, current action and address, conversation, reflection counters. */
export type Scratch = z.infer<typeof ScratchSchema>;
export type ScratchInput = z.input<typeof ScratchSchema>;

/** What a persona knows of the town: world > sector > arena > objects. */
export const SpatialMemorySchema = z.record(z.string(), z.record(z.string(), z.record(z.string(), z.array(z.string()))));
/** What a persona knows of the town: world > sector > arena > objects. */
export type SpatialMemory = z.infer<typeof SpatialMemorySchema>;

export const MemoryNodeTypeSchema = z.enum(["event", "thought", "chat"]);
export type MemoryNodeType = z.infer<typeof MemoryNodeTypeSchema>;

/** One record of the associative memory stream (the original's ConceptNode). */
export const MemoryNodeSchema = z.object({
  /** "node_<index>", the original's id form. */
  id: z.string(),
  /** 1-based position in the persona's stream. */
  index: z.number().int().positive(),
  type: MemoryNodeTypeSchema,
  /** 0 for events and chats; 1 + the deepest evidence for thoughts. */
  depth: z.number().int().nonnegative(),
  created: GameTimeSchema,
  /** Retrieval ignores the node from this time on (plan, reflection and chat thoughts: +30 days). */
  expiration: GameTimeSchema.nullable(),
  lastAccessed: GameTimeSchema,
  subject: z.string(),
  predicate: z.string(),
  object: z.string(),
  description: z.string(),
  /** Text whose embedding represents the node (cached by this key). */
  embeddingKey: z.string(),
  poignancy: z.number(),
  keywords: z.array(z.string()),
  /** Events: chat node ids; thoughts: evidence node ids; chats: the transcript. */
  filling: z.union([z.array(z.string()), z.array(UtteranceSchema)]).nullable(),
});
/**
 * One memory of a persona's associative memory: an event, a thought or a chat, with its triple, poignancy and times.
 */
export type MemoryNode = z.infer<typeof MemoryNodeSchema>;
