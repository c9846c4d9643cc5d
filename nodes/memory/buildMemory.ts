/**
 * Memory builder (记忆构建器): turns a chat history of `line` rows into the chat messages one character's LLM sees.
 *
 * The character ("self") speaks as `assistant`; everything the scene shows that is not self — narrator, other
 * characters, and player lines that merely react to them — is packed into `{ ... }` context blocks sent as `user`,
 * so the model focuses on the last player words addressed to it (seed: "让AI专注于最后一个user消息，而大括号中的内容只是作为
 * 剧情和环境补充信息"). Rules, in the order of the lines:
 *
 *  1. A line belongs to self when any field given in `self` (role_id, script_role_id, display_name) equals the line's
 *     field of the same name; script_role_id is compared as a string; null / undefined / "" never match.
 *  2. `system`: kept when it belongs to self or carries no identity at all; another character's system prompt is
 *     dropped. A dropped line is as if absent: it neither closes a block nor splits a merged assistant message
 *     (it is another character's setup, not an event of the scene self sees).
 *  3. self's `assistant` lines render `【original_emotion】content<tts_content>（action_content）`, a decoration left out
 *     when its field is empty; consecutive ones merge into one assistant message with no separator.
 *  4. Other speakers' `assistant` lines go into a context block as `display_name：content（action_content）`, one per
 *     line, the block wrapped in `{}` (the seed's result: no emotion, no tts inside the block).
 *  5. A run of `user` lines goes inside the block (`display_name：content`, opening a block if none is open) when the
 *     next remaining line is another speaker's assistant line; otherwise (self's line, a kept system line, the end)
 *     it stays outside, its contents concatenated after the block.
 *  6. A block and the user lines after it make one user message: `{block}` + `\n` + users. Self's next line, a kept
 *     system line or the end of the history closes it. User lines with no block before them are one plain message.
 *
 * Rule 5 needs to know what follows a user run. Instead of looking ahead, the run is held back until the next
 * line that decides it arrives (at most once per line), so the whole build is one linear pass.
 */
import { parseLines, parseLineSelf } from "../../state/line.js";
import type { Line, LineSelf, MemoryMessage } from "../../state/line.js";

/** A line's role in the memory of self. */
type LineKind = "system" | "dropped" | "user" | "self" | "other";

const isBlank = (value: string | number | null | undefined): boolean => value == null || value === "";

/** Builds the LLM memory of `self` from a root-first chat history (see `chatHistory`); rows are validated first. */
export function buildMemory(lines: readonly Line[] | readonly unknown[], self: LineSelf): MemoryMessage[] {
  const history = parseLines(lines);
  const kindOf = lineClassifier(parseLineSelf(self));

  const memory: MemoryMessage[] = [];
  let selfParts: string[] = []; // self's merged assistant message being built (rule 3)
  let block: string[] = []; // the open context block's lines (rule 4)
  let pendingUsers: Line[] = []; // the current user run, until we know where it goes (rule 5)

  const closeSelf = (): void => {
    if (selfParts.length === 0) return;
    memory.push({ role: "assistant", content: selfParts.join("") });
    selfParts = [];
  };
  /** Rule 6: the open block, and the pending users outside it, become one user message. */
  const closeContext = (): void => {
    if (block.length === 0 && pendingUsers.length === 0) return;
    const users = pendingUsers.map((line) => line.content).join("");
    const braced = block.length === 0 ? "" : `{${block.join("\n")}}`;
    const content = braced !== "" && pendingUsers.length > 0 ? `${braced}\n${users}` : braced + users;
    memory.push({ role: "user", content });
    block = [];
    pendingUsers = [];
  };

  for (const line of history) {
    switch (kindOf(line)) {
      case "dropped":
        break;
      case "system":
        closeSelf();
        closeContext();
        memory.push({ role: "system", content: line.content });
        break;
      case "user":
        closeSelf();
        pendingUsers.push(line);
        break;
      case "other":
        closeSelf();
        // the users before another speaker's line were part of the scene: into the block (rule 5)
        for (const user of pendingUsers) block.push(`${nameOf(user, "user")}：${user.content}`);
        pendingUsers = [];
        block.push(renderForContext(line));
        break;
      case "self":
        closeContext();
        selfParts.push(renderForSelf(line));
        break;
    }
  }
  closeSelf();
  closeContext();
  return memory;
}

/** Rules 1 and 2 as one function of a line, with self's identity normalised once. */
function lineClassifier(self: LineSelf): (line: Line) => LineKind {
  const roleId = self.role_id ?? null;
  const scriptRoleId = isBlank(self.script_role_id) ? null : String(self.script_role_id);
  const displayName = isBlank(self.display_name) ? null : self.display_name!;

  const belongsToSelf = (line: Line): boolean =>
    (roleId !== null && line.role_id === roleId) ||
    (scriptRoleId !== null && line.script_role_id != null && String(line.script_role_id) === scriptRoleId) ||
    (displayName !== null && line.display_name === displayName);
  const hasIdentity = (line: Line): boolean =>
    line.role_id != null || !isBlank(line.script_role_id) || !isBlank(line.display_name);

  return (line) => {
    switch (line.attribute) {
      case "user":
        return "user";
      case "assistant":
        return belongsToSelf(line) ? "self" : "other";
      case "system":
        return belongsToSelf(line) || !hasIdentity(line) ? "system" : "dropped";
    }
  };
}

/** `display_name`, or the attribute's name when the line has none (rule 6). */
function nameOf(line: Line, fallback: "user" | "assistant"): string {
  return isBlank(line.display_name) ? fallback : line.display_name!;
}

/** Rule 3: `【emotion】content<tts>（action）`. */
function renderForSelf(line: Line): string {
  let text = isBlank(line.original_emotion) ? line.content : `【${line.original_emotion}】${line.content}`;
  if (!isBlank(line.tts_content)) text += `<${line.tts_content}>`;
  if (!isBlank(line.action_content)) text += `（${line.action_content}）`;
  return text;
}

/** Rule 4: `name：content（action）`. */
function renderForContext(line: Line): string {
  const text = `${nameOf(line, "assistant")}：${line.content}`;
  return isBlank(line.action_content) ? text : `${text}（${line.action_content}）`;
}
