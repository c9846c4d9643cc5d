/** The team's members as data, and the environment's routing rule (MetaGPT `Environment.publish_message`). */
import { Message, isSendTo, type MessageData } from "../../state/message.js";
import { normalizeRoleSpec, normalizeRuntime, type RoleSpec, type RoleSpecInput } from "../../state/roleGraph.js";
import type { TeamMember, TeamMemberInput } from "../../state/teamGraph.js";

/** A member with its description validated (defaults applied), its runtime context and its addresses. */
export function normalizeMember(input: TeamMemberInput): TeamMember {
  const wrapped = typeof input === "object" && input !== null && "spec" in input && typeof input.spec === "object";
  const raw = wrapped ? (input as { spec: RoleSpecInput | RoleSpec; rc?: unknown; addresses?: string[] | null }) : { spec: input as RoleSpecInput };
  const spec = normalizeRoleSpec(raw.spec);
  const addresses = "addresses" in raw && raw.addresses && raw.addresses.length ? [...raw.addresses] : spec.addresses;
  return { spec, rc: normalizeRuntime(("rc" in raw ? raw.rc : null) as never), addresses };
}

/** Members of a team; role names must be unique (they key the environment's roles). */
export function normalizeMembers(inputs: readonly TeamMemberInput[]): TeamMember[] {
  const members = inputs.map(normalizeMember);
  const seen = new Set<string>();
  for (const member of members) {
    if (seen.has(member.spec.name)) throw new Error(`Two roles of the team are named "${member.spec.name}": role names must be unique.`);
    seen.add(member.spec.name);
  }
  return members;
}

/** Indexes of the members a message reaches: every member whose addresses meet its recipients (or everyone). */
export function recipientsOf(message: Message, members: ReadonlyArray<Pick<TeamMember, "addresses">>): number[] {
  const reached: number[] = [];
  members.forEach((member, index) => {
    if (isSendTo(message, member.addresses)) reached.push(index);
  });
  return reached;
}

/**
 * Publishes messages into the team (data): each goes into the buffers of the members it reaches, and into the
 * history (unless an equal message is there already). Returns new members and history; inputs are not changed.
 */
export function publishToMembers(
  messages: readonly MessageData[],
  members: readonly TeamMember[],
  history: readonly MessageData[],
  warn?: (text: string) => void,
): { members: TeamMember[]; history: MessageData[] } {
  const next = members.map((m) => ({ ...m, rc: { ...m.rc, msgBuffer: [...m.rc.msgBuffer] } }));
  const log = [...history];
  for (const data of messages) {
    const message = Message.fromData(data);
    const reached = recipientsOf(message, next);
    if (reached.length === 0) warn?.(`Message from ${message.sentFrom || "outside"} reached no role (send_to ${[...message.sendTo].join(", ")}).`);
    for (const index of reached) next[index]!.rc.msgBuffer.push(message.toData());
    if (!log.some((stored) => Message.fromData(stored).equals(message))) log.push(message.toData());
  }
  return { members: next, history: log };
}
