/**
 * buildRoleMemory: the role's history becomes the chat messages its model sees, with the memory builder of seed
 * 003. Each stored message becomes a `line` row: the role's own messages are `assistant` lines of self, user
 * requirements are `user` lines, other roles' messages are `assistant` lines of other characters (named by their
 * agent tag, else their sender), system messages stay system lines. The builder then merges the role's own turns
 * and packs what others said into `{...}` context blocks ahead of the latest request.
 */
import { buildMemory } from "../memory/buildMemory.js";
import type { Line } from "../../state/line.js";
import { USER_REQUIREMENT, type Message } from "../../state/message.js";
import { roleSetting, type RoleGraphStateType, type RoleSpec } from "../../state/roleGraph.js";
import type { ChatLine } from "../../prompts/role/common.js";
import { fromData } from "./runtime.js";
import { normalizeRoleSpec, normalizeRuntime } from "../../state/roleGraph.js";

/** True when the message was said by this role (its agent tag, else its sender). */
export function isOwnMessage(message: Message, spec: Pick<RoleSpec, "name" | "profile" | "classId" | "actions">): boolean {
  const setting = roleSetting(spec);
  if (message.agent) return message.agent === setting;
  if (message.sentFrom === "") return false;
  if (message.sentFrom === setting || (spec.name !== "" && message.sentFrom === spec.name)) return true;
  return message.sentFrom === spec.classId && message.role === "assistant" && spec.actions.includes(message.causeBy);
}

/** The role's messages as `line` rows, from the role's point of view. */
export function roleHistoryLines(messages: readonly Message[], spec: RoleSpec): Line[] {
  const setting = roleSetting(spec);
  return messages.map((message, i): Line => {
    const content = message.content !== "" || message.instructContent == null ? message.content : JSON.stringify(message.instructContent);
    const id = i + 1;
    if (message.role === "system") return { id, content, attribute: "system" };
    if (isOwnMessage(message, spec)) return { id, content, attribute: "assistant", display_name: setting };
    if (message.causeBy === USER_REQUIREMENT && !message.agent && message.role !== "assistant") {
      return { id, content, attribute: "user", display_name: message.sentFrom || "user" };
    }
    const speaker = message.agent || message.sentFrom || "someone";
    return { id, content, attribute: "assistant", display_name: speaker === setting ? `${speaker} (another)` : speaker };
  });
}

/** The chat messages the role's model sees. */
export function roleView(messages: readonly Message[], spec: RoleSpec): ChatLine[] {
  return buildMemory(roleHistoryLines(messages, spec), { display_name: roleSetting(spec) });
}

export function buildRoleMemory(state: Pick<RoleGraphStateType, "role" | "rc">) {
  const spec = normalizeRoleSpec(state.role);
  const rc = normalizeRuntime(state.rc);
  return { view: roleView(fromData(rc.memory), spec) };
}
