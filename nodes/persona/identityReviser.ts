/**
 * identityReviser (a new day, not the first): the persona recalls its plans and recent important events, writes a
 * planning note and a feelings note, and from them a new status (`currently`) and today's plan requirement in
 * broad strokes (dailyRequirementMinItems..MaxItems timed items). Seed 002, section 6.
 *
 * Changed from the original: `currently` is stored without the "Status: " prefix the original kept, and the new
 * requirement also becomes today's `dailyReq` (the original never regenerated `daily_req` after day 1).
 */
import type { LangGraphRunnableConfig } from "@langchain/langgraph";
import { currentlyPrompt } from "../../prompts/persona/currently.js";
import { dailyRequirementPrompt } from "../../prompts/persona/dailyRequirement.js";
import { feelingsNotePrompt } from "../../prompts/persona/feelingsNote.js";
import { describeDate, identityOf } from "../../prompts/persona/identity.js";
import { planNotePrompt } from "../../prompts/persona/planNote.js";
import { formatNumberedItems } from "../../prompts/persona/planningText.js";
import type { PersonaTickStateType } from "../../state/personaTick.js";
import { personaRuntime } from "./runtime.js";

export async function identityReviser(state: PersonaTickStateType, config?: LangGraphRunnableConfig) {
  const rt = await personaRuntime(state, config);
  const now = state.clock.time;
  const self = state.scratch;
  const focalPoints = [`${self.name}'s plan for ${describeDate(now)}.`, `Important recent events for ${self.name}'s life.`];
  const recalled = await rt.recall(rt.stream, self, focalPoints, rt.t.retrievalTopK);
  const statements = Object.values(recalled)
    .flat()
    .map((n) => ({ created: n.created, description: n.embeddingKey }));
  const identity = identityOf(self, now);
  const planNote = await rt.ask(planNotePrompt, { identity, statements });
  const feelingsNote = await rt.ask(feelingsNotePrompt, { identity, statements });
  const currently = await rt.ask(currentlyPrompt, { identity, planNote, feelingsNote });
  const items = await rt.ask(dailyRequirementPrompt, {
    identity: { ...identity, currently },
    minItems: rt.t.dailyRequirementMinItems,
    maxItems: rt.t.dailyRequirementMaxItems,
  });
  const scratch = { ...self, currently, dailyPlanReq: formatNumberedItems(items), dailyReq: items };
  return { scratch, memory: rt.stream.cursor(), usage: rt.usage() };
}
