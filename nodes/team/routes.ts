/** The team graph's routers. */
import { Send } from "@langchain/langgraph";
import { runtimeIsIdle } from "../../state/roleGraph.js";
import { DEFAULT_TEAM_ROUNDS, type TeamStateType } from "../../state/teamGraph.js";
import { normalizeMembers } from "./members.js";
import type { RoleTask } from "./runRole.js";

/** Drawn label of the fan-out (the router returns one Send per role that is not idle). */
export const RUN_ROLES = "Send: every role that is not idle (news, a todo, or messages waiting)";
export const TEAM_DONE = "every role idle, or the rounds are spent (rounds, default 3)";

export function routeRound(state: TeamStateType): Send[] | typeof TEAM_DONE {
  const rounds = state.rounds ?? DEFAULT_TEAM_ROUNDS;
  if ((state.round ?? 0) >= rounds) return TEAM_DONE;
  const members = normalizeMembers(state.roles ?? []);
  const env = state.desc ? { desc: state.desc, roleNames: members.map((m) => m.spec.name) } : null;
  const busy = members.flatMap((member, index) => (runtimeIsIdle(member.rc) ? [] : [index]));
  if (busy.length === 0) return TEAM_DONE;
  return busy.map((index) => new Send("runRole", { index, member: members[index]!, env } satisfies RoleTask));
}
