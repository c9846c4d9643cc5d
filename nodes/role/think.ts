/**
 * think (MetaGPT `_think`): choose the next action. In order:
 *  1. one action only: it (every mode);
 *  2. recovered from an interrupted run with an action chosen: that action again;
 *  3. `by_order`: the next action in order (the loop bound becomes the number of actions);
 *  4. otherwise the model picks a stage (`role_state`); anything outside -1..n-1 is -1.
 * -1 (or no actions at all) means nothing to do: the reaction ends cleanly. (The original went on to act on
 * nothing and crashed.) A live role that overrides `_think` decides instead (false: nothing to do); one that
 * overrides `_setState` sets the chosen state itself.
 */
import type { LangGraphRunnableConfig } from "@langchain/langgraph";
import { roleStatePrompt } from "../../prompts/role/stateChoice.js";
import type { RoleGraphStateType } from "../../state/roleGraph.js";
import { liveContextOf, roleRuntime } from "./runtime.js";

export async function think(state: RoleGraphStateType, config?: LangGraphRunnableConfig) {
  const { think: own, setState } = liveContextOf(config).steps ?? {};
  if (own) {
    const { rc, hasTodo } = await own(roleRuntime(state, config).rc);
    return { rc: hasTodo ? rc : { ...rc, state: -1, todo: null }, usage: {} };
  }
  const rt = roleRuntime(state, config);
  const { spec, rc } = rt;
  const n = spec.actions.length;
  // the chosen state goes through the role's own `_setState` when it has one (MetaGPT's _think calls _set_state)
  const choose = async (index: number, extra: Partial<typeof rc> = {}) => {
    const ok = Number.isInteger(index) && index >= 0 && index < n;
    const chosen = { ...rc, ...extra, recovered: false, state: ok ? index : -1, todo: ok ? spec.actions[index]! : null };
    return { rc: setState ? await setState(chosen, chosen.state) : chosen, usage: rt.usage() };
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
