/**
 * eventReaction: pick one perceived event and decide whether to react to the persona behind it: start a
 * conversation (chat gates, then decide_to_talk, as in the decideToTalk graph) or wait for them to finish with the
 * spot both want (wait gates, then decide_to_react), or carry on.
 */
import type { LangGraphRunnableConfig } from "@langchain/langgraph";
import { closedChatGate } from "../decideToTalk/chatGates.js";
import { decideToTalkPrompt } from "../../prompts/decideToTalk.js";
import { decideToReactPrompt } from "../../prompts/persona/decideToReact.js";
import { ChatPartySchema, type ChatParty } from "../../state/chatParty.js";
import type { Scratch } from "../../state/persona.js";
import type { PersonaTickStateType, Reaction } from "../../state/personaTick.js";
import { chooseFocusedEvent, closedReactionGate, closedWaitGate, waitUntil } from "./reactionRules.js";
import { personaRuntime } from "./runtime.js";

/** What another persona shows of itself when met. */
export function chatPartyOf(scratch: Scratch, now: string): ChatParty {
  return ChatPartySchema.parse({
    name: scratch.name,
    currTime: scratch.currTime ?? now,
    actAddress: scratch.actAddress,
    actDescription: scratch.actDescription,
    plannedPath: scratch.plannedPath,
    chattingWith: scratch.chattingWith,
    chattingWithBuffer: scratch.chattingWithBuffer,
  });
}

export async function eventReaction(state: PersonaTickStateType, config?: LangGraphRunnableConfig) {
  const none = (reason: string): { reaction: Reaction; carryOn: null } => ({ reaction: { mode: "none", reason }, carryOn: null });
  const candidates = state.retrieved ?? [];
  if (!candidates.length) return none("nothing new perceived");
  const self = state.scratch;
  const selfGate = closedReactionGate(self);
  if (selfGate) return none(selfGate);

  const rt = await personaRuntime(state, config);
  const focus = chooseFocusedEvent(
    candidates.map((c) => ({ ...c, subject: c.event.subject, description: c.event.description })),
    self.name,
    rt.random("focused event"),
  );
  if (!focus) return none("nothing worth reacting to");
  const other = state.others?.[focus.subject];
  if (!other) return none(focus.subject.includes(":") ? "an object, not a persona" : `${focus.subject} is not in view`);

  const now = state.clock.time;
  const initiator = chatPartyOf(self, now);
  const target = chatPartyOf(other.scratch, now);
  const retrieved = {
    events: focus.events.map((n) => ({ description: n.description })),
    thoughts: focus.thoughts.map((n) => ({ description: n.description })),
  };

  if (!closedChatGate(initiator, target, rt.t)) {
    const last = await rt.stream.lastChatWith(target.name);
    const talk = await rt.ask(
      decideToTalkPrompt,
      { initiator, target, retrieved, lastChat: last ? { created: last.created, description: last.description } : null },
      { maxTokens: rt.t.decideToTalkMaxTokens },
    );
    if (talk) return { reaction: { mode: "chat", target: target.name } satisfies Reaction, carryOn: self, usage: rt.usage() };
  }

  const waitGate = closedWaitGate({ ...self, currTime: now }, other.scratch, rt.t);
  if (waitGate) return { ...none(waitGate), usage: rt.usage() };
  const until = waitUntil(other.scratch);
  if (!until) return { ...none("target has no action time"), usage: rt.usage() };
  const decision = await rt.ask(decideToReactPrompt, { initiator, target, retrieved }, { maxTokens: rt.t.decideToReactMaxTokens });
  if (decision !== "wait") return { ...none("decided to carry on"), usage: rt.usage() };
  return { reaction: { mode: "wait", target: target.name, until } satisfies Reaction, carryOn: self, usage: rt.usage() };
}
