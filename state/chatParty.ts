/**
 * What one persona shows another when they meet: the subset of the persona's scratch state the chat gates and
 * the decide-to-talk prompt read. Field names are the original scratch names in camelCase.
 */
import { z } from "zod/v4";
import { GameTimeSchema } from "./gameTime.js";

export const TileSchema = z.tuple([z.number().int(), z.number().int()]);
/** A map tile: [x, y]. */
export type Tile = z.infer<typeof TileSchema>;

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
export type ChatParty = z.infer<typeof ChatPartySchema>;
/** A chat party as callers may write it (defaults not yet applied). */
export type ChatPartyInput = z.input<typeof ChatPartySchema>;

/** A remembered event or thought as decide-to-talk sees it. */
export const RecalledNodeSchema = z.object({ description: z.string() });

export const RetrievedSchema = z.object({
  events: z.array(RecalledNodeSchema).default([]),
  thoughts: z.array(RecalledNodeSchema).default([]),
});
export type Retrieved = z.infer<typeof RetrievedSchema>;
export type RetrievedInput = z.input<typeof RetrievedSchema>;

/** The last conversation between the two, from the initiator's memory. */
export const LastChatSchema = z.object({ created: GameTimeSchema, description: z.string() });
export type LastChat = z.infer<typeof LastChatSchema>;
