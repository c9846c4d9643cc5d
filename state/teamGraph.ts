/**
 * State of the `team` graph: an environment of roles (MetaGPT `Environment` + `Team.run`). Every role is data (its
 * description and its runtime context); messages are routed by address; each round runs, concurrently, every role
 * that is not idle; the environment keeps the history of everything published.
 */
import { Annotation } from "@langchain/langgraph";
import { z } from "zod/v4";
import { MessageDataSchema } from "./roleGraph.js";
import { mergeUsage } from "./usage.js";
import type { UsageByPrompt } from "./usage.js";
import type { MessageData } from "./message.js";
import type { MessageDataInput, RoleRuntime, RoleSpec, RoleSpecInput } from "./roleGraph.js";

/** One role of the team: its description, its runtime context, and where messages reach it. */
export interface TeamMember {
  spec: RoleSpec;
  rc: RoleRuntime;
  /** The addresses the environment routes by (default: the role's own addresses). */
  addresses: string[];
}

/** A member as input: `{ spec, rc?, addresses? }`, or a bare role description. */
export type TeamMemberInput = { spec: RoleSpecInput | RoleSpec; rc?: Partial<RoleRuntime> | null; addresses?: string[] | null } | RoleSpecInput;

/** What one role's run in a round produced (applied by `deliver`, in role order). */
export interface RoleRunResult {
  index: number;
  rc: RoleRuntime;
  outbox: MessageData[];
  reply: MessageData | null;
}

/** Collects the round's role runs; `null` clears them once applied. */
export function collectRoleRuns(left: RoleRunResult[] = [], right: RoleRunResult[] | null): RoleRunResult[] {
  return right === null ? [] : [...left, ...right];
}

/**
 * What the team graph takes: the roles, the idea published before the first round, the environment's description, the
 * rounds.
 */
/**
 * The team's input fields as a caller types them, checked when a team starts (nodes/team/prepareTeam.ts); each role
 * is checked where it is read (normalizeRoleSpec), `rounds` by roundsProblem.
 */
export const TeamInputFieldsSchema = z.object({
  roles: z.array(z.unknown(), { error: 'expected a list of roles, e.g. [{ "name": "Alice", "profile": "Writer" }]' }).nullish(),
  idea: z.union([z.string(), MessageDataSchema], { error: 'expected text or a message { "content": "...", "sendTo": [...] }' }).nullish(),
  desc: z.string().nullish(),
  history: z.array(MessageDataSchema, { error: "expected a list of messages" }).nullish(),
});

export const TeamInput = Annotation.Root({
  /** The roles (missing or empty: the default writer and reviewer, with the default idea). */
  roles: Annotation<TeamMemberInput[] | undefined>,
  /** A requirement published to the team before the first round (MetaGPT `Team.run(idea)`): text or a message. */
  idea: Annotation<string | MessageDataInput | null | undefined>,
  /** The environment's description (it goes into every role's prefix). */
  desc: Annotation<string | undefined>,
  /** At most this many rounds in this run (default 3, MetaGPT Team's n_round); fewer when every role is idle. */
  rounds: Annotation<number | undefined>,
  /** Everything published so far (the environment's history). */
  history: Annotation<MessageData[] | undefined>,
});

/** What the team graph returns: the roles after the rounds, the messages' history, the rounds run and their usage. */
export const TeamOutput = Annotation.Root({
  // prepareTeam writes both on every run, so a finished run always has them (typed so: `out.history.map` compiles
  // under `strict`, as the README's pattern does).
  /** Every role after the rounds: its description, its runtime context and its addresses; pass them back in to go on. */
  roles: Annotation<TeamMemberInput[]>,
  /** Everything published in the environment, oldest first (the idea, then each role's messages). */
  history: Annotation<MessageData[]>,
  /** Rounds run in this run. */
  round: Annotation<number>,
  /** LLM calls, tokens, retries and fallbacks per prompt id, over every role's runs. */
  usage: Annotation<UsageByPrompt>({ reducer: mergeUsage, default: () => ({}) }),
});

/** The team graph's state: its input, the roles, the messages and the round. */
export const TeamState = Annotation.Root({
  ...TeamInput.spec,
  ...TeamOutput.spec,
  /** What each role's run in the current round produced, until `deliver` applies it. */
  roleRuns: Annotation<RoleRunResult[], RoleRunResult[] | null>({ reducer: collectRoleRuns, default: () => [] }),
});
export type TeamStateType = typeof TeamState.State;

/** Rounds a team runs when none are given. */
export const DEFAULT_TEAM_ROUNDS = 3;
