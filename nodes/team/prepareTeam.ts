/**
 * prepareTeam: validates the roles (each described by data; unique names), registers their addresses, and
 * publishes the idea, if any, to everyone it is sent to (MetaGPT `Team.run(idea)`). An empty input runs the
 * default team (a writer and a reviewer) on the default idea.
 */
import type { LangGraphRunnableConfig } from "@langchain/langgraph";
import { Message, type MessageData } from "../../state/message.js";
import { readRunSettings } from "../../state/runContext.js";
import { TeamInputFieldsSchema, type TeamStateType } from "../../state/teamGraph.js";
import { parseInput } from "../../state/inputProblem.js";
import { DEFAULT_IDEA, defaultTeam } from "../../tools/roles/examples.js";
import { normalizeMembers, publishToMembers } from "./members.js";

export function ideaMessage(idea: TeamStateType["idea"]): Message | null {
  if (idea == null || idea === "") return null;
  if (typeof idea === "string") return new Message({ content: idea });
  return Message.fromData(idea as Partial<MessageData>);
}

/** A `rounds` that is not a whole number of 1 or more, as the sentence it is refused with; null when it is fine. */
export function roundsProblem(rounds: unknown): string | null {
  if (rounds == null || (Number.isInteger(rounds) && (rounds as number) >= 1)) return null;
  return `Team input "rounds": expected a whole number of rounds, 1 or more, got ${JSON.stringify(rounds)}.`;
}

export function prepareTeam(state: TeamStateType, config?: LangGraphRunnableConfig) {
  const settings = readRunSettings(config);
  const badRounds = roundsProblem(state.rounds);
  if (badRounds) throw new Error(badRounds);
  parseInput("Team", TeamInputFieldsSchema, { roles: state.roles, idea: state.idea, desc: state.desc, history: state.history });
  const defaulted = !state.roles || state.roles.length === 0;
  const members = normalizeMembers(defaulted ? defaultTeam() : state.roles!);
  const idea = ideaMessage(defaulted && state.idea == null && !(state.history?.length) ? DEFAULT_IDEA : state.idea);
  const published = publishToMembers(idea ? [idea.toData()] : [], members, state.history ?? [], settings.logger?.warn);
  return { roles: published.members, history: published.history, idea: null, round: 0, roleRuns: null };
}
