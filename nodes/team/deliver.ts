/**
 * deliver: the end of a round. Each role's new runtime context is applied, then what the roles published is
 * routed, in role order, into the buffers of every role whose addresses meet its recipients, and logged in the
 * environment's history.
 */
import type { LangGraphRunnableConfig } from "@langchain/langgraph";
import { readRunSettings } from "../../state/runContext.js";
import type { TeamStateType } from "../../state/teamGraph.js";
import { normalizeMembers, publishToMembers } from "./members.js";

export function deliver(state: TeamStateType, config?: LangGraphRunnableConfig) {
  const settings = readRunSettings(config);
  const members = normalizeMembers(state.roles ?? []);
  const runs = [...(state.roleRuns ?? [])].sort((a, b) => a.index - b.index);
  for (const run of runs) {
    const member = members[run.index];
    if (member) member.rc = run.rc;
  }
  const published = publishToMembers(
    runs.flatMap((run) => run.outbox),
    members,
    state.history ?? [],
    settings.logger?.warn,
  );
  return { roles: published.members, history: published.history, round: (state.round ?? 0) + 1, roleRuns: null };
}
