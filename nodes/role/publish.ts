/**
 * publish (MetaGPT `publish_message`): "<self>" among the recipients becomes the role's class id; a missing sender
 * becomes the role's sender (roleSender: its class id, or its name for a plain Role); a message only for the role
 * itself (its class id or name) goes back into its own buffer;
 * anything else goes to the outbox for the environment (untagged assistant messages get the role's tag first).
 * Without an environment the caller drops the outbox, as the original did.
 */
import { AIMessage, MESSAGE_ROUTE_TO_SELF, Message } from "../../state/message.js";
import { normalizeRoleSpec, normalizeRuntime, roleSender, roleSetting, type RoleGraphStateType, type RoleSpec } from "../../state/roleGraph.js";
import { replaceStored } from "./runtime.js";

/** The routing rules of `publish_message` on one message: where it goes and how it reads afterwards. */
export function routeOwnMessage(message: Message, spec: Pick<RoleSpec, "classId" | "name" | "profile">): "self" | "env" {
  if (message.sendTo.has(MESSAGE_ROUTE_TO_SELF)) {
    const to = new Set(message.sendTo);
    to.delete(MESSAGE_ROUTE_TO_SELF);
    to.add(spec.classId);
    message.sendTo = to;
  }
  if (!message.sentFrom || message.sentFrom === MESSAGE_ROUTE_TO_SELF) message.sentFrom = roleSender(spec);
  const own = new Set([spec.classId, spec.name]);
  if ([...message.sendTo].every((to) => own.has(to))) return "self";
  if (message instanceof AIMessage && !message.agent) message.withAgent(roleSetting(spec));
  return "env";
}

export function publish(state: Pick<RoleGraphStateType, "role" | "rc" | "reply">) {
  if (!state.reply) return { outbox: [] };
  const spec = normalizeRoleSpec(state.role);
  const rc = normalizeRuntime(state.rc);
  const message = Message.fromData(state.reply);
  const before = message.clone();
  const where = routeOwnMessage(message, spec);
  const memory = message.equals(before) ? rc.memory : replaceStored(rc.memory, before, message);
  if (where === "self") {
    return { rc: { ...rc, memory, msgBuffer: [...rc.msgBuffer, message.toData()] }, reply: message.toData(), outbox: [] };
  }
  return { rc: { ...rc, memory }, reply: message.toData(), outbox: [message.toData()] };
}
