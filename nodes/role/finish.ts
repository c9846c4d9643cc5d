/**
 * finish (the end of MetaGPT `react`): the reply is the last action's message (or "No actions taken yet" when the
 * role found nothing to do); the state goes back to -1 with no todo; an assistant reply is tagged with the role's
 * "name(profile)" (in memory too: the original tagged the very object its memory held).
 */
import { AIMessage, Message } from "../../state/message.js";
import { normalizeRoleSpec, normalizeRuntime, roleSetting, type RoleGraphStateType } from "../../state/roleGraph.js";
import { replaceStored } from "./runtime.js";

export const NO_ACTION_REPLY = "No actions taken yet";
/** The `causeBy` of the placeholder reply (MetaGPT's base `Action`). */
export const BASE_ACTION_ID = "Action";

export function finish(state: Pick<RoleGraphStateType, "role" | "rc" | "reply">) {
  const spec = normalizeRoleSpec(state.role);
  const rc = normalizeRuntime(state.rc);
  const reply = state.reply ? Message.fromData(state.reply) : new AIMessage({ content: NO_ACTION_REPLY, causeBy: BASE_ACTION_ID });
  let memory = rc.memory;
  if (reply instanceof AIMessage) {
    const before = reply.clone();
    reply.withAgent(roleSetting(spec));
    memory = replaceStored(memory, before, reply);
  }
  return { rc: { ...rc, memory, state: -1, todo: null }, reply: reply.toData() };
}
