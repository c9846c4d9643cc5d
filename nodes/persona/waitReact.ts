/**
 * waitReact: the persona waits on its tile until the other persona's action ends ("waiting before ...", ⌛),
 * with its schedule re-planned around the wait.
 */
import type { LangGraphRunnableConfig } from "@langchain/langgraph";
import type { Scratch } from "../../state/persona.js";
import type { PersonaTickStateType } from "../../state/personaTick.js";
import { awaitedActivity, waitActivity, waitMinutes } from "./reactionRules.js";
import { replanAround } from "./replanAround.js";
import { personaRuntime } from "./runtime.js";

export async function waitReact(state: PersonaTickStateType, config?: LangGraphRunnableConfig) {
  const reaction = state.reaction;
  if (reaction?.mode !== "wait") return {};
  const rt = await personaRuntime(state, config);
  const now = state.clock.time;
  const self = state.scratch;
  const activity = waitActivity(self.actDescription ?? "");
  const minutes = waitMinutes(now, reaction.until);
  const [x, y] = self.currTile!;
  const scratch: Scratch = {
    ...self,
    fDailySchedule: (await replanAround(rt, self, now, activity, minutes)).schedule,
    actAddress: `<waiting> ${x} ${y}`,
    actStartTime: now,
    actDuration: minutes,
    actDescription: activity,
    actPronunciatio: "⌛",
    actEvent: [self.name, "waiting before", awaitedActivity(self.actDescription ?? "")],
    actObjDescription: null,
    actObjPronunciatio: null,
    actObjEvent: [null, null, null],
    chattingWith: null,
    chat: null,
    chattingEndTime: null,
    actPathSet: false,
  };
  return { scratch, usage: rt.usage() };
}
