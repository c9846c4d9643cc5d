/**
 * noReflection: reflection ablated (state/ablation.ts): no insights when the trigger is spent, no thoughts after a
 * conversation. The trigger is reset as reflection would reset it, so the persona does not come back every tick.
 */
import type { PersonaTickStateType } from "../../state/personaTick.js";

export function noReflection(state: Pick<PersonaTickStateType, "scratch">) {
  const { scratch } = state;
  if (scratch.importanceTriggerCurr > 0) return {};
  return { scratch: { ...scratch, importanceTriggerCurr: scratch.importanceTriggerMax, importanceEleN: 0 } };
}
