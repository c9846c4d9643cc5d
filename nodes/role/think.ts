/**
 * think (MetaGPT `_think`): choose the next action. In order:
 *  1. one action only: it (every mode);
 *  2. recovered from an interrupted run with an action chosen: that action again;
 *  3. `by_order`: the next action in order (the loop bound becomes the number of actions);
 *  4. otherwise the model picks a stage (`role_state`); anything outside -1..n-1 is -1.
 * -1 (or no actions at all) means nothing to do: the reaction ends cleanly. (The original went on to act on
 * nothing and crashed.) A live role that overrides `_think` decides instead (false: nothing to do).
 */
import type { LangGraphRunnableConfig } from "@langchain/langgraph";
import { roleStatePrompt } from "../../prompts/role/stateChoice.js";
import type { RoleGraphStateType } from "../../state/roleGraph.js";
import { liveContextOf, roleRuntime } from "./runtime.js";

export async function think(state: RoleGraphStateType, config?: LangGraphRunnableConfig) {
  const own = liveContextOf(config).steps?.think;
  if (own) {
    const { rc, hasTodo } = await own(roleRuntime(state, config).rc);
    return { rc: hasTodo ? rc : { ...rc, state: -1, todo: null }, usage: {} };
  }
  const rt = roleRuntime(state, config);
  const { spec, rc } = rt;
  const n = spec.actions.length;
  const choose = (index: number, extra: Partial<typeof rc> = {}) => {
    const ok = Number.isInteger(index) && index >= 0 && index < n;
    return { rc: { ...rc, ...extra, recovered: false, state: ok ? index : -1, todo: ok ? spec.actions[index]! : null }, usage: rt.usage() };
  };

  if (n === 1) return choose(0);
  if (rc.recovered && rc.state >= 0) return choose(rc.state);
  if (spec.reactMode === "by_order") return choose(rc.state + 1, { maxReactLoop: n });
  if (n === 0) return choose(-1);

  const chosen = await rt.ask(roleStatePrompt, {
    prefix: rt.prefix,
    history: state.view ?? [],
    states: rt.states(),
    previousState: rc.state,
  });
  return choose(chosen);
}
