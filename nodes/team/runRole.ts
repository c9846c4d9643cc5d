/**
 * runRole (one per role that is not idle, fanned out with Send): runs that role's graph on the round's starting
 * state. Nothing is applied here: `deliver` does, in role order, so the outcome does not depend on which role
 * finishes first.
 */
import type { LangGraphRunnableConfig } from "@langchain/langgraph";
import { roleBuilder } from "../../graphs/role.js";
import { normalizeRuntime, type RoleEnvInfo } from "../../state/roleGraph.js";
import type { RoleRunResult, TeamMember } from "../../state/teamGraph.js";

/**
 * The role graph takes the team's checkpointer (under this task's namespace), so a role run that stops at an
 * interrupt (a human role's prompt, a plan review) resumes where it stopped when the team is resumed
 * (`new Command({ resume })`); a team run without a checkpointer has none either.
 */
const roleRun = roleBuilder.compile();

export interface RoleTask {
  index: number;
  member: TeamMember;
  env: RoleEnvInfo | null;
}

/** Steps a role run may take: its loops and plan steps, with room to spare. */
export function roleRecursionLimit(member: Pick<TeamMember, "spec">): number {
  const { spec } = member;
  const loops = Math.max(spec.maxReactLoop ?? 1, spec.actions.length);
  return 25 + 4 * loops + 4 * spec.maxTasks * spec.maxTaskAttempts;
}

export async function runRole(task: RoleTask, config?: LangGraphRunnableConfig) {
  const out = await roleRun.invoke(
    { role: task.member.spec, rc: task.member.rc, env: task.env, entry: "run" },
    { ...config, recursionLimit: roleRecursionLimit(task.member) },
  );
  const result: RoleRunResult = {
    index: task.index,
    rc: normalizeRuntime(out.rc),
    outbox: out.outbox ?? [],
    reply: out.reply ?? null,
  };
  return { roleRuns: [result], usage: out.usage ?? {} };
}
