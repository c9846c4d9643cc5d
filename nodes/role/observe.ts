/**
 * observe (MetaGPT `run(with_message)` + `_observe`): the run's message goes into the buffer, then the role takes
 * the news it cares about.
 *
 *  1. A recovered role first re-observes its latest observed message, unless it is among its 10 newest memories;
 *     only when that gives nothing is the buffer drained.
 *  2. News are the messages whose `causeBy` is watched or whose recipients include the role's **name**, and that are
 *     not already in memory (memory disabled: nothing counts as already there).
 *  3. The news go into memory (with `observeAllMsgFromBuffer`, everything drained does).
 *  4. The latest news is remembered for recovery.
 *
 * Also validates the role (defaults applied) and starts the reaction (loop counter, loop bound). With no role at
 * all in the input, the default writer is used, with the default requirement when there is nothing else to read.
 */
import type { LangGraphRunnableConfig } from "@langchain/langgraph";
import { Message, MessageQueue, USER_REQUIREMENT } from "../../state/message.js";
import { RoleRunInputSchema, type RoleGraphStateType, type WithMessage } from "../../state/roleGraph.js";
import { parseInput } from "../../state/inputProblem.js";
import { DEFAULT_IDEA, defaultWriter } from "../../tools/roles/examples.js";
import { fromData, memoryData, roleRuntime, toData } from "./runtime.js";

/** How many newest memories a recovered role checks before re-observing its latest observed message. */
export const RECOVERY_LOOKBACK = 10;

/** MetaGPT `run`'s conversion: text, lines joined by "\n", or a message; `causeBy` defaults to UserRequirement. */
export function toRunMessage(withMessage: WithMessage | Message): Message | null {
  if (withMessage == null || withMessage === "") return null;
  let message: Message;
  if (withMessage instanceof Message) message = withMessage;
  else if (typeof withMessage === "string") message = new Message({ content: withMessage });
  else if (Array.isArray(withMessage)) {
    if (withMessage.length === 0) return null;
    message = new Message({ content: withMessage.join("\n") });
  } else message = Message.fromData(withMessage);
  if (!message.causeBy) message.causeBy = USER_REQUIREMENT;
  return message;
}

export async function observe(state: RoleGraphStateType, config?: LangGraphRunnableConfig) {
  // A run's first node: hand-typed fields (Studio's input form) are refused here, naming the field.
  if (!(state.withMessage instanceof Message)) parseInput("Role", RoleRunInputSchema, { withMessage: state.withMessage, entry: state.entry });
  const defaulted = state.role == null;
  const rt = roleRuntime({ ...state, role: defaulted ? defaultWriter() : state.role }, config);
  const { spec, rc } = rt;
  const start = {
    maxReactLoop: spec.maxReactLoop ?? rt.t.roleMaxReactLoop,
    actionsTaken: 0,
  };
  const reset = { role: spec, withMessage: null, reply: null, outbox: [], view: [] };

  // react(): no observation, the news already observed are reacted to
  if (state.entry === "react") return { ...reset, rc: { ...rc, ...start }, observed: rc.news.length };

  const buffer = new MessageQueue();
  for (const message of fromData(rc.msgBuffer)) buffer.push(message);
  const fresh = defaulted && state.withMessage == null && rc.msgBuffer.length === 0 && rc.memory.length === 0;
  const incoming = toRunMessage(fresh ? DEFAULT_IDEA : state.withMessage);
  if (incoming) buffer.push(incoming);

  const memory = await rt.memory();
  let news: Message[] = [];
  if (rc.recovered && rc.latestObservedMsg) {
    news = memory.findNews([Message.fromData(rc.latestObservedMsg)], RECOVERY_LOOKBACK);
  }
  if (news.length === 0) news = buffer.popAll();

  const old = spec.enableMemory ? memory.get() : [];
  const watch = new Set(spec.watch);
  const accepted = news.filter(
    (n) => (watch.has(n.causeBy) || (spec.name !== "" && n.sendTo.has(spec.name))) && !old.some((o) => o.equals(n)),
  );
  memory.addBatch(spec.observeAllMsgFromBuffer ? news : accepted);
  await rt.persistMemory();

  return {
    ...reset,
    rc: {
      ...rc,
      ...start,
      memory: memoryData(memory),
      msgBuffer: toData(buffer.peekAll()),
      news: toData(accepted),
      latestObservedMsg: accepted.at(-1)?.toData() ?? null,
    },
    observed: accepted.length,
  };
}
