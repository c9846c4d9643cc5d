/**
 * converse: the initiator runs the whole conversation (as the original does, in its own tick): up to
 * conversationMaxRounds rounds of two utterances, each speaker recalling the other and the latest lines. Then one
 * summary, a duration from the words spoken, and both schedules re-planned with the chat at now. The initiator takes
 * the chat as its action; the partner's side goes out as a `joinChat` effect for the caller to apply.
 *
 * Changed from the original: the partner's memories are read without recording an access (this graph never writes
 * another persona's state), and the chat starts now, not at the end of the current subtask.
 */
import type { LangGraphRunnableConfig } from "@langchain/langgraph";
import { conversationSummaryPrompt } from "../../prompts/persona/conversationSummary.js";
import { identityOf } from "../../prompts/persona/identity.js";
import { relationshipSummaryPrompt } from "../../prompts/persona/relationshipSummary.js";
import { utterancePrompt } from "../../prompts/persona/utterance.js";
import type { Scratch, Utterance } from "../../state/persona.js";
import type { JoinChatEffect, PersonaTickStateType } from "../../state/personaTick.js";
import { chatDurationMinutes, chatEndTime, startCooldown } from "../../state/replan.js";
import type { MemoryStream } from "../../tools/memory/memoryStream.js";
import { replanAround } from "./replanAround.js";
import { personaRuntime, type PersonaRuntime } from "./runtime.js";

interface Speaker {
  scratch: Scratch;
  stream: MemoryStream;
  readOnly: boolean;
}

async function nextUtterance(
  rt: PersonaRuntime,
  speaker: Speaker,
  listener: Scratch,
  place: string,
  transcript: Utterance[],
  now: string,
  listenerStream?: MemoryStream,
) {
  const weights = speaker.scratch;
  const about = await rt.recall(speaker.stream, weights, [listener.name], rt.t.conversationRelationshipTopK, speaker);
  const relationship = await rt.ask(relationshipSummaryPrompt, {
    speaker: speaker.scratch.name,
    listener: listener.name,
    statements: (about[listener.name] ?? []).map((n) => n.embeddingKey),
  });
  const focal = [
    relationship,
    `${listener.name} is ${listener.actDescription ?? "idle"}`,
    ...(transcript.length
      ? [transcript.slice(-rt.t.conversationRecentLines).map(([who, line]) => `${who}: ${line}`).join("\n")]
      : []),
  ];
  const recalled = await rt.recall(speaker.stream, weights, focal, rt.t.conversationUtteranceTopK, speaker);
  const memories = [...new Set(Object.values(recalled).flat().map((n) => n.description))];
  const chats = await speaker.stream.chatsWith(listener.name);
  const last = chats[0];
  // What the speaker already told the listener today, as either of them remembers it (a chat one of the two did not
  // keep as a memory was still heard): news is not told twice.
  const day = now.slice(0, 10);
  const heard = listenerStream ? await listenerStream.chatsWith(speaker.scratch.name) : [];
  const toldBefore = [...new Set([...chats, ...heard]
    .filter((chat) => chat.created.slice(0, 10) === day)
    .flatMap((chat) => (chat.filling ?? []).filter((line): line is Utterance => Array.isArray(line) && line[0] === speaker.scratch.name).map(([, text]) => text)))];
  // And what the listener told the speaker today: news about the listener is not told back to them.
  const heardBefore = [...new Set([...chats, ...heard]
    .filter((chat) => chat.created.slice(0, 10) === day)
    .flatMap((chat) => (chat.filling ?? []).filter((line): line is Utterance => Array.isArray(line) && line[0] === listener.name).map(([, text]) => text)))];
  // And what the speaker said today in any chat: a stock line is not said to a third person in the same words.
  // (A chat is not always kept by both: the listener's memory of their chats with the speaker counts too.)
  const todays = [...(await speaker.stream.all("chat")).reverse(), ...heard].filter((chat) => chat.created.slice(0, 10) === day);
  // (One chat kept by both is counted once.)
  const saidToday = [...new Map(todays.map((chat) => [JSON.stringify(chat.filling ?? []), chat])).values()]
    .flatMap((chat) => (chat.filling ?? []).filter((line): line is Utterance => Array.isArray(line) && line[0] === speaker.scratch.name).map(([, text]) => text));
  return rt.ask(utterancePrompt, {
    speaker: identityOf(speaker.scratch, now),
    listener: listener.name,
    relationship,
    memories,
    place,
    speakerActivity: speaker.scratch.actDescription ?? "idle",
    listenerActivity: listener.actDescription ?? "idle",
    previousChat: last ? { created: last.created, description: last.description } : null,
    previousChatMaxAgeMinutes: rt.t.previousChatMaxAgeMinutes,
    toldBefore,
    heardBefore,
    saidToday,
    transcript,
    household: sharesHome(speaker.scratch.livingArea, listener.livingArea),
  });
}

/**
 * Whether two live in one home: the same house or flat ("Pennock house", "Marr flat"), or the same room of a building of separate homes
 * (flats, a dorm, apartments, a co-living space), whose neighbours do not share their plans.
 */
export function sharesHome(a: string, b: string): boolean {
  const [, sectorA = "", arenaA = ""] = a.split(":");
  const [, sectorB = "", arenaB = ""] = b.split(":");
  if (!sectorA || sectorA !== sectorB) return false;
  return !/\b(?:flats|apartments|dorm|dormitory|co-living|hostel|hotel|inn)\b/i.test(sectorA) || arenaA === arenaB;
}

export async function converse(state: PersonaTickStateType, config?: LangGraphRunnableConfig) {
  const reaction = state.reaction;
  const partner = reaction?.mode === "chat" ? state.others?.[reaction.target] : undefined;
  if (!partner) return {};
  const rt = await personaRuntime(state, config);
  const now = state.clock.time;
  const self = state.scratch;
  const [, sector = "", arena = ""] = rt.map.addressOf(self.currTile!, "arena").split(":");
  const place = arena ? `${arena} in ${sector}` : sector || rt.map.world;

  const initiator: Speaker = { scratch: self, stream: rt.stream, readOnly: false };
  const target: Speaker = { scratch: partner.scratch, stream: rt.streamOf(partner.memory), readOnly: true };
  const transcript: Utterance[] = [];
  for (let round = 0; round < rt.t.conversationMaxRounds; round++) {
    const first = await nextUtterance(rt, initiator, target.scratch, place, transcript, now, target.stream);
    transcript.push([self.name, first.utterance]);
    if (first.end) break;
    const second = await nextUtterance(rt, target, self, place, transcript, now, initiator.stream);
    transcript.push([partner.scratch.name, second.utterance]);
    if (second.end) break;
  }

  const summary = await rt.ask(conversationSummaryPrompt, { transcript });
  const minutes = chatDurationMinutes(transcript, rt.t);
  const endTime = chatEndTime(now, minutes);
  const chatAction = (me: Scratch, other: string) => ({
    actAddress: `<persona> ${other}`,
    actStartTime: now,
    actDuration: minutes,
    actDescription: summary,
    actPronunciatio: "💬",
    actEvent: [me.name, "chat with", other] as [string, string, string],
    actObjDescription: null,
    actObjPronunciatio: null,
    actObjEvent: [null, null, null] as [null, null, null],
    chattingWith: other,
    chat: transcript,
    chattingWithBuffer: startCooldown(me.chattingWithBuffer, other, rt.t),
    chattingEndTime: endTime,
    actPathSet: false,
  });

  const scratch: Scratch = {
    ...self,
    fDailySchedule: (await replanAround(rt, self, now, summary, minutes)).schedule,
    ...chatAction(self, partner.scratch.name),
  };
  const effect: JoinChatEffect = {
    kind: "joinChat",
    persona: partner.scratch.name,
    with: self.name,
    transcript,
    description: summary,
    startTime: now,
    durationMinutes: minutes,
    endTime,
    cooldownTicks: rt.t.chatCooldownTicks,
    // Planned on the partner's schedule as this tick found it; applied to the partner's schedule after its own tick.
    replanFill: (await replanAround(rt, partner.scratch, now, summary, minutes)).fill,
    actEvent: [partner.scratch.name, "chat with", self.name],
  };
  return { scratch, memory: rt.stream.cursor(), effects: [effect], usage: rt.usage() };
}
