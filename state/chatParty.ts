/**
 * What one persona shows another when they meet: the subset of the persona's scratch state the chat gates and
 * the decide-to-talk prompt read. Field names are the original scratch names in camelCase.
 */
import { z } from "zod/v4";
import { GameTimeSchema } from "./gameTime.js";

export const TileSchema = z.tuple([z.number().int(), z.number().int()]);
/** A map tile: [x, y]. */
export type Tile = z.infer<typeof TileSchema>;

/** The schema of one side of a meeting as decide-to-talk reads it. */
export const ChatPartySchema = z.object({
  name: z.string().min(1),
  currTime: GameTimeSchema,
  /** "world:sector:arena:object", or containing "<waiting>" while waiting for someone. */
  actAddress: z.string().nullable().default(null),
  actDescription: z.string().nullable().default(null),
  /** Tiles still to walk; empty when the persona has arrived. */
  plannedPath: z.array(TileSchema).default([]),
  chattingWith: z.string().nullable().default(null),
  /** Ticks left before this persona may chat with each other persona again. */
  chattingWithBuffer: z.record(z.string(), z.number()).default({}),
});
/** One side of a meeting: a persona's name, time, address, action, path and conversation state. */
export type ChatParty = z.infer<typeof ChatPartySchema>;
/** A chat party as callers may write it (defaults not yet applied). */
export type ChatPartyInput = z.input<typeof ChatPartySchema>;

/** A remembered event or thought as decide-to-talk sees it. */
export const RecalledNodeSchema = z.object({ description: z.string() });

/** The schema of the events and thoughts an initiator retrieved about the target. */
export const RetrievedSchema = z.object({
  events: z.array(RecalledNodeSchema).default([]),
  thoughts: z.array(RecalledNodeSchema).default([]),
});
/** The events and thoughts an initiator retrieved about the target. */
export type Retrieved = z.infer<typeof RetrievedSchema>;
export type RetrievedInput = z.input<typeof RetrievedSchema>;

/** The last conversation between the two, from the initiator's memory. */
export const LastChatSchema = z.object({ created: GameTimeSchema, description: z.string() });
/** When the two personas last talked, for the chat cooldown. */
export type LastChat = z.infer<typeof LastChatSchema>;
