/**
 * State of the `role` graph: one MetaGPT-style role, described by data, and its runtime context (MetaGPT
 * `RoleContext`: memory, working memory, inbound buffer, state, todo, news, ...), all plain JSON so the graph can be
 * checkpointed, resumed, and run by the LangGraph server.
 *
 * Actions are named by id; the nodes find them in the run context's live actions or in the action registry.
 */
import { Annotation } from "@langchain/langgraph";
import { z } from "zod/v4";
import { mergeUsage } from "./usage.js";
import type { UsageByPrompt } from "./usage.js";
import type { PlanData } from "./plan.js";
import { USER_REQUIREMENT, type MessageData } from "./message.js";

/** One line of history as a role's model sees it (the memory builder's messages). */
export const ChatLineSchema = z.object({
  role: z.enum(["system", "user", "assistant"]),
  content: z.string(),
});
export type ChatLine = z.infer<typeof ChatLineSchema>;


// --- react modes ------------------------------------------------------------------------------------------------

/** A role's react modes, MetaGPT's: `react`, `by_order`, `plan_and_act`. */
export const ROLE_REACT_MODES = ["react", "by_order", "plan_and_act"] as const;
export type RoleReactModeValue = (typeof ROLE_REACT_MODES)[number];

/** MetaGPT `RoleReactMode`. */
export const RoleReactMode = {
  REACT: "react",
  BY_ORDER: "by_order",
  PLAN_AND_ACT: "plan_and_act",
  /** Every react mode, in MetaGPT's order (a fresh array). */
  values: (): RoleReactModeValue[] => [...ROLE_REACT_MODES],
} as const;

/** The class id of a plain role (its default address). */
export const DEFAULT_ROLE_CLASS_ID = "Role";

// --- messages as data -------------------------------------------------------------------------------------------

export const MessageDataSchema = z.object({
  kind: z.enum(["message", "user", "system", "ai"]).default("message"),
  id: z.string().default(""),
  content: z.string().default(""),
  instructContent: z.unknown().optional(),
  role: z.string().default(""),
  causeBy: z.string().default(""),
  sentFrom: z.string().default(""),
  sendTo: z.union([z.string(), z.array(z.string())]).optional(),
  metadata: z.record(z.string(), z.unknown()).default({}),
});
export type MessageDataInput = z.input<typeof MessageDataSchema>;

/** What a role run is started with (MetaGPT `run(with_message)`): text, a message, or lines joined by "\n". */
export const WithMessageSchema = z.union([z.string(), z.array(z.string()), MessageDataSchema]).nullish();
/** A message to start a role with, as the role graph's input takes it. */
export type WithMessage = z.input<typeof WithMessageSchema>;

/** The role graph's run fields as a caller types them, checked when a run starts (nodes/role/observe.ts). */
export const RoleRunInputSchema = z.object({
  withMessage: z
    .union([z.string(), z.array(z.string()), MessageDataSchema], { error: 'expected text, lines of text, or a message { "content": "...", "sendTo": [...] }' })
    .nullish(),
  entry: z.enum(["run", "react"], { error: 'expected "run" (observe, react, publish) or "react" (react to the news already observed)' }).nullish(),
});

// --- the role, as data ------------------------------------------------------------------------------------------

/**
 * A RoleZero long-term memory for a role described by data (MetaGPT RoleZero's `enable_longterm_memory` with its
 * `longterm_memory_persist_path`, `memory_k`, `similarity_top_k`, `use_llm_ranker`): what falls out of the newest
 * `memoryK` messages goes to a Chroma collection, from which messages like a new requirement are fetched back.
 */
export const LongTermMemorySpecSchema = z.object({
  /** A running Chroma server, e.g. http://127.0.0.1:8000 (wins over persistPath). */
  url: z.string().min(1).optional(),
  /** A local Chroma data folder (a server is started for it when the run can: Role, Environment, Team, or a connector). */
  persistPath: z.string().min(1).optional(),
  /** Default: the role's name without spaces (as RoleZero). */
  collectionName: z.string().min(1).optional(),
  /** Short-term capacity; default the run's `roleZeroMemoryK` threshold (200). */
  memoryK: z.int().min(0).optional(),
  /** Messages fetched for a user requirement; default the run's `roleZeroSimilarityTopK` threshold (5). */
  similarityTopK: z.int().min(1).optional(),
  /** The run's model reorders the fetched messages (prompt `rank_memories`). */
  useLlmRanker: z.boolean().optional(),
});
export type LongTermMemorySpec = z.output<typeof LongTermMemorySpecSchema>;
export type LongTermMemorySpecInput = z.input<typeof LongTermMemorySpecSchema>;

/**
 * The schema of a role's description: MetaGPT's role fields in camelCase (name, profile, goal, actions, watch, react
 * mode, ...).
 */
export const RoleSpecSchema = z.object({
  name: z.string().default(""),
  profile: z.string().default(""),
  goal: z.string().default(""),
  constraints: z.string().default(""),
  /** Replaces the whole system prefix when set. */
  desc: z.string().default(""),
  /** The role's class id: its default address and the `sentFrom` of what it publishes. */
  classId: z.string().min(1).default(DEFAULT_ROLE_CLASS_ID),
  roleId: z.string().default(""),
  /** Action ids, in order (state i is actions[i]). */
  actions: z.array(z.string().min(1)).default([]),
  /** Action ids whose messages the role reacts to; missing: [UserRequirement] (none with observeAllMsgFromBuffer). */
  watch: z.array(z.string()).nullish(),
  reactMode: z.enum(ROLE_REACT_MODES).default("react"),
  /** Bound on think -> act loops in `react` mode; missing: the `roleMaxReactLoop` threshold (1). */
  maxReactLoop: z.int().min(0).nullish(),
  /** plan_and_act: confirm task results automatically (true, MetaGPT's default there) or ask a human (interrupt). */
  autoRun: z.boolean().default(true),
  /** plan_and_act: tasks in one planning answer. */
  maxTasks: z.int().min(1).default(3),
  /** plan_and_act: attempts at a task whose result is not confirmed before it is accepted as it is. */
  maxTaskAttempts: z.int().min(1).default(3),
  enableMemory: z.boolean().default(true),
  /** A person answers for the role (MetaGPT `is_human`): each of its prompts is an interrupt, resumed with the answer. */
  isHuman: z.boolean().default(false),
  observeAllMsgFromBuffer: z.boolean().default(false),
  /** Where messages reach the role; missing or empty: [classId, name] ([classId] when unnamed). */
  addresses: z.array(z.string()).nullish(),
  /** A RoleZero long-term memory on Chroma (missing: memory is the state's messages only). */
  longTermMemory: LongTermMemorySpecSchema.nullish(),
});
/** A role's description as given (defaults left out). */
export type RoleSpecInput = z.input<typeof RoleSpecSchema>;

/** A role's description, read and checked. */
export interface RoleSpec extends Omit<z.output<typeof RoleSpecSchema>, "watch" | "addresses" | "maxReactLoop" | "longTermMemory"> {
  watch: string[];
  addresses: string[];
  maxReactLoop: number | null;
  longTermMemory: LongTermMemorySpec | null;
}

/** Validates a role description and applies MetaGPT's defaults (watch, addresses); errors name the field. */
export function normalizeRoleSpec(input: RoleSpecInput | RoleSpec | null | undefined): RoleSpec {
  const parsed = RoleSpecSchema.safeParse(input ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    // A role given as something else than its description (a name typed in Studio's form) is named as a whole.
    if (issue.path.length === 0) throw new Error(`Invalid role ${JSON.stringify(input)}: a role is described by an object such as { "name": "Alice", "profile": "Writer" }.`);
    throw new Error(`Invalid role field "${issue.path.join(".")}": ${issue.message}.`);
  }
  const spec = parsed.data;
  const watch = spec.watch ?? (spec.observeAllMsgFromBuffer ? [] : [USER_REQUIREMENT]);
  const addresses = spec.addresses && spec.addresses.length > 0 ? spec.addresses : spec.name ? [spec.classId, spec.name] : [spec.classId];
  return {
    ...spec,
    watch: [...new Set(watch)],
    addresses: [...new Set(addresses)],
    maxReactLoop: spec.maxReactLoop ?? null,
    longTermMemory: spec.longTermMemory ?? null,
  };
}

/**
 * Who a role's messages say they are from (`sentFrom`). MetaGPT writes the role's class there, which tells roles
 * apart when each is its own class (`Architect`, `Engineer`); roles described by data (the team graph, the default
 * writer and reviewer) are all of the plain Role class, so their messages would all read "Role": those say their
 * name instead (their class id while unnamed). Both stay addresses of the role, so replies find it either way.
 */
export function roleSender(spec: Pick<RoleSpec, "classId" | "name">): string {
  return spec.classId === DEFAULT_ROLE_CLASS_ID && spec.name ? spec.name : spec.classId;
}

/** MetaGPT `_setting`: "name(profile)", the agent tag of what the role says. */
export function roleSetting(spec: Pick<RoleSpec, "name" | "profile">): string {
  return `${spec.name}(${spec.profile})`;
}

// --- the runtime context ----------------------------------------------------------------------------------------

/** MetaGPT `RoleContext` (plus the recovery fields MetaGPT kept on the role), as JSON. */
export interface RoleRuntime {
  memory: MessageData[];
  workingMemory: MessageData[];
  /** The inbound buffer, oldest first. */
  msgBuffer: MessageData[];
  /** What the last observation accepted (kept until the next observation, as in MetaGPT). */
  news: MessageData[];
  /** The chosen action's index; -1: none (initial or finished). */
  state: number;
  /** The chosen action's id; null: nothing to do. */
  todo: string | null;
  /** Bound on think -> act loops for the current reaction. */
  maxReactLoop: number;
  /** Actions taken in the current reaction. */
  actionsTaken: number;
  /** True when restored from an interrupted run: re-observe the latest message, resume the chosen action. */
  recovered: boolean;
  latestObservedMsg: MessageData | null;
  plan: PlanData | null;
  /** Attempts at the plan's current task. */
  taskAttempts: number;
  /** The current task's result, waiting for review (causeBy: the action that produced it). */
  taskResult: { result: string; isSuccess: boolean; causeBy: string } | null;
  /** A review asked for a new plan. */
  replan: boolean;
}

/** A role's runtime state before it has run: empty memory and inbox, no plan, no todo. */
export function emptyRuntime(): RoleRuntime {
  return {
    memory: [],
    workingMemory: [],
    msgBuffer: [],
    news: [],
    state: -1,
    todo: null,
    maxReactLoop: 1,
    actionsTaken: 0,
    recovered: false,
    latestObservedMsg: null,
    plan: null,
    taskAttempts: 0,
    taskResult: null,
    replan: false,
  };
}

/** A runtime context with every field present (missing ones take their defaults). */
export function normalizeRuntime(rc: Partial<RoleRuntime> | null | undefined): RoleRuntime {
  const base = emptyRuntime();
  if (!rc) return base;
  const defined = Object.fromEntries(Object.entries(rc).filter(([, v]) => v !== undefined));
  return { ...base, ...defined } as RoleRuntime;
}

/** True when the role has nothing to do (MetaGPT `is_idle`: no news, no todo, empty buffer). */
export function runtimeIsIdle(rc: Partial<RoleRuntime> | null | undefined): boolean {
  return !rc || ((rc.news?.length ?? 0) === 0 && (rc.todo ?? null) === null && (rc.msgBuffer?.length ?? 0) === 0);
}

/** The environment a role is in, as its prefix describes it. */
export interface RoleEnvInfo {
  desc: string;
  roleNames: string[];
}

// --- graph state ------------------------------------------------------------------------------------------------

/**
 * What the role graph takes: the role, its runtime state (memory, inbox), a message to start with, its environment, and
 * how it was entered (run or react).
 */
export const RoleGraphInput = Annotation.Root({
  /** The role (data). Missing: the default writer, with the default requirement as `withMessage`. */
  role: Annotation<RoleSpecInput | RoleSpec | undefined>,
  /** The runtime context from earlier runs (missing: a fresh role). */
  rc: Annotation<Partial<RoleRuntime> | undefined>,
  /** A message for this run: put in the buffer before observing (MetaGPT `run(with_message)`). */
  withMessage: Annotation<WithMessage>,
  /** The environment the role is in (for its prefix). */
  env: Annotation<RoleEnvInfo | null | undefined>,
  /** "run" (default): observe, react, publish. "react": react to the news already observed, publish nothing. */
  entry: Annotation<"run" | "react" | null | undefined>,
});

/**
 * What the role graph returns: the role and its runtime state, how many messages it observed, its reply, what it
 * published, and its usage.
 */
export const RoleGraphOutput = Annotation.Root({
  /** The role as it ran: its description with MetaGPT's defaults applied (the default writer when none was given). */
  role: Annotation<RoleSpecInput | RoleSpec | undefined>,
  /** The role's runtime context after the run (memory, buffer, plan, ...): pass it back in to continue the role. */
  rc: Annotation<Partial<RoleRuntime> | undefined>,
  /** How many news the observation accepted. */
  observed: Annotation<number>,
  /** The reaction's reply (null: no news, nothing said). */
  reply: Annotation<MessageData | null>,
  /** Messages for the environment (what `publishMessage` hands to the env). */
  outbox: Annotation<MessageData[]>,
  /** LLM calls, tokens, retries and fallbacks per prompt id. */
  usage: Annotation<UsageByPrompt>({ reducer: mergeUsage, default: () => ({}) }),
});

/** The role graph's state: its input, its output and what the steps pass each other. */
export const RoleGraphState = Annotation.Root({
  ...RoleGraphInput.spec,
  ...RoleGraphOutput.spec,
  /** The history as the role's model sees it (the memory builder's output), rebuilt before each decision. */
  view: Annotation<ChatLine[]>,
});
export type RoleGraphStateType = typeof RoleGraphState.State;
export type RoleGraphUpdate = typeof RoleGraphState.Update;
