/**
 * The package's RoleZero long-term memory (MetaGPT `RoleZeroLongTermMemory`): the memory of tools/memory/
 * roleZeroMemory.ts (rules and fixes described there), reaching Chroma through `chromaFor`, so a `persistPath` starts
 * a local Chroma server for that data folder on first use (a `url` reaches a running one).
 */
import { chromaFor } from "./chromaConnection.js";
import {
  RoleZeroLongTermMemory as RoleZeroMemoryOnChroma,
  type RoleZeroLongTermMemoryOptions,
} from "../../tools/memory/roleZeroMemory.js";

export {
  DEFAULT_ROLE_MEMORY_PATH,
  DEFAULT_ROLE_ZERO_COLLECTION,
  roleZeroCollectionName,
  type RoleZeroLongTermMemoryOptions,
  type RoleZeroMemoryLogger,
} from "../../tools/memory/roleZeroMemory.js";

/**
 * MetaGPT's RoleZero long-term memory on a real Chroma server: older messages leave the short-term memory for Chroma
 * and come back by relevance.
 */
export class RoleZeroLongTermMemory extends RoleZeroMemoryOnChroma {
  constructor(options: RoleZeroLongTermMemoryOptions = {}) {
    super({ connect: chromaFor, ...options });
  }
}
