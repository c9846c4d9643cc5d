/**
 * act (MetaGPT `_act`): run the chosen action on the whole memory and remember what it said. Text (or nothing)
 * becomes an assistant message caused by the action and sent from the role's class id; a structured output keeps
 * its payload; a `Message` returned by the action is used as it is. A live role that overrides `_act` acts
 * instead (remembering what it says is then up to it, as in MetaGPT).
 */
import type { LangGraphRunnableConfig } from "@langchain/langgraph";
import { AIMessage, Message } from "../../state/message.js";
import { roleSender, type RoleGraphStateType } from "../../state/roleGraph.js";
import { ActionOutput, runAction, type ActionResult } from "../../tools/roles/action.js";
import { liveContextOf, memoryData, roleRuntime } from "./runtime.js";

/** An action's result as the message the role says. */
export function wrapActionResult(result: ActionResult | unknown, causeBy: string, sentFrom: string): Message {
  if (result instanceof Message) return result;
  if (result instanceof ActionOutput) {
    return new AIMessage({ content: result.content, instructContent: result.instructContent, causeBy, sentFrom });
  }
  if (result !== null && typeof result === "object") {
    const record = result as { content?: unknown; instructContent?: unknown };
    if (typeof record.content === "string") {
      return new AIMessage({ content: record.content, instructContent: record.instructContent ?? null, causeBy, sentFrom });
    }
    return new AIMessage({ content: JSON.stringify(result), instructContent: result, causeBy, sentFrom });
  }
  const content = result == null ? "" : String(result);
  return new AIMessage({ content, causeBy, sentFrom });
}

export async function act(state: RoleGraphStateType, config?: LangGraphRunnableConfig) {
  const rt = roleRuntime(state, config);
  const { spec, rc } = rt;
  if (rc.todo === null) return {}; // routers never send a role here without a todo
  const own = liveContextOf(config).steps?.act;
  if (own) {
    const done = await own(rc);
    return { rc: { ...done.rc, actionsTaken: rc.actionsTaken + 1 }, reply: done.reply };
  }
  const action = rt.action(rc.todo);
  const memory = await rt.memory();
  const result = await runAction(action, await memory.getAsync(memory.historyWindow()), rt.actionContext(state.view ?? []));
  const message = wrapActionResult(result, action.qualifiedName, roleSender(spec));
  memory.add(message);
  await rt.persistMemory();
  return {
    rc: { ...rc, memory: memoryData(memory), actionsTaken: rc.actionsTaken + 1 },
    reply: message.toData(),
    usage: rt.usage(),
  };
}
