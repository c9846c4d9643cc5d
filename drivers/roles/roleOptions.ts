/**
 * How a role is made and called: `RoleInit` (its fields, actions, memory, model and checkpoints), the per-call
 * options of `run` and the rest, its data form (`RoleData`), and how its run context is layered over its
 * environment's (`roleRunContext`).
 */
import type { BaseCheckpointSaver } from "@langchain/langgraph";
import type { Message, MessageData, Named } from "../../state/message.js";
import type { ChatModelSource } from "../../state/modelSource.js";
import type { Memory } from "../../state/roleMemory.js";
import type { LongTermMemorySpecInput, RoleReactModeValue, RoleRuntime, RoleSpec } from "../../state/roleGraph.js";
import type { RunContextInput } from "../../state/runContext.js";
import type { ActionLike } from "../../tools/roles/action.js";

/** A message to start a role with: text, a `Message`, several texts, or nothing. */
export type WithMessageArg = string | Message | string[] | null | undefined;

/** Per-call options of `run`, `observe`, `react`, `think`, `act`, `resume`: context fields for this call only. */
export interface RoleCallOptions {
  context?: Record<string, unknown>;
}

/**
 * What a `Role` is made with: MetaGPT's `Role` fields in camelCase, its model (`llm` or `chatModel`) and its memory.
 */
export interface RoleInit {
  name?: string;
  profile?: string;
  goal?: string;
  constraints?: string;
  desc?: string;
  roleId?: string;
  /** Actions: instances, classes, or registered ids. */
  actions?: ReadonlyArray<ActionLike | string>;
  /** Watched actions (default [UserRequirement]; ignored with observeAllMsgFromBuffer, which watches nothing). */
  watch?: ReadonlyArray<Named> | null;
  reactMode?: RoleReactModeValue;
  maxReactLoop?: number | null;
  /** plan_and_act: confirm task results automatically (default true). */
  autoRun?: boolean;
  /** plan_and_act: tasks per planning answer (default 3). */
  maxTasks?: number;
  /** plan_and_act: attempts at an unconfirmed task before its result is accepted (default 3). */
  maxTaskAttempts?: number;
  enableMemory?: boolean;
  observeAllMsgFromBuffer?: boolean;
  addresses?: Iterable<string> | null;
  /** A person answers for this role (MetaGPT `is_human`): each prompt becomes an interrupt, resumed with the answer. */
  isHuman?: boolean;
  /** Set when restoring a role that was interrupted: the role is then `recovered`. */
  latestObservedMsg?: Message | MessageData | null;
  /** A memory object to use (e.g. a long-term memory subclass). */
  memory?: Memory;
  /**
   * A RoleZero long-term memory described by data (as in the `team` graph's roles): made on the role's first run,
   * with the run's embeddings and thresholds, the collection named after the role. Ignored when `memory` is given.
   */
  longTermMemory?: LongTermMemorySpecInput | null;
  /**
   * The role's own chat model (MetaGPT `role.llm`): a LangChain chat model, or a function of generation settings.
   * It answers for this role wherever it runs; an environment's model does not replace it. Same as `context.chatModel`.
   */
  llm?: ChatModelSource;
  /** Same as `llm`. */
  chatModel?: ChatModelSource;
  /** Checkpoints of the role's runs (needed to resume an interrupted run, and for human plan reviews). */
  checkpointer?: BaseCheckpointSaver;
  threadId?: string;
  /** The role's own run context (model, seed, thresholds, chatModel, logger...): wins over its environment's. */
  context?: RunContextInput & Record<string, unknown>;
}

/** A role as JSON: its description and its runtime context. */
export interface RoleData {
  spec: RoleSpec;
  rc: RoleRuntime;
}

/** The fields that choose a chat model: a role that sets either one keeps its own model. */
const MODEL_FIELDS = ["model", "chatModel"] as const;

/**
 * A role's run context: its environment's, under the role's own. The model is chosen as a whole (a role that names
 * a model spec keeps it even when the environment passes a chat model instance, and the reverse).
 */
export function roleRunContext(fromEnv: Record<string, unknown>, own: Record<string, unknown>): Record<string, unknown> {
  const ownModel = MODEL_FIELDS.some((key) => own[key] !== undefined && own[key] !== null);
  const base = ownModel ? Object.fromEntries(Object.entries(fromEnv).filter(([key]) => !(MODEL_FIELDS as readonly string[]).includes(key))) : fromEnv;
  const defined = Object.fromEntries(Object.entries(own).filter(([, value]) => value !== undefined));
  return { ...base, ...defined };
}
