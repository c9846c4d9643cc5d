/**
 * The action registry: action ids -> actions, so a role described by data (in graph state, in Studio) can find
 * its actions. Built in: UserRequirement, WriteDraft, ReviewDraft. Register your own with `registerAction`.
 */
import { Action, UserRequirement, toActionInstance, type ActionLike } from "./action.js";
import { ReviewDraft, WriteDraft } from "./examples.js";

const actions = new Map<string, Action>();

/**
 * Registers an action (an instance, or a class built without arguments) under its `qualifiedName`; returns the
 * instance. Registering another action under a taken id is an error unless `replace` is set.
 */
export function registerAction(action: ActionLike, options: { replace?: boolean } = {}): Action {
  const instance = toActionInstance(action);
  const existing = actions.get(instance.qualifiedName);
  if (existing && existing !== instance && !options.replace) {
    if (existing.constructor === instance.constructor && typeof action === "function") return existing;
    throw new Error(`A different action is already registered as "${instance.qualifiedName}".`);
  }
  actions.set(instance.qualifiedName, instance);
  return instance;
}

/** The registered action of an id (undefined when none). */
export function getAction(id: string): Action | undefined {
  return actions.get(id);
}

/** The ids of every registered action. */
export function registeredActionIds(): string[] {
  return [...actions.keys()];
}

/** Removes an action from the registry (tests, hot reload). */
export function unregisterAction(id: string): boolean {
  return actions.delete(id);
}

/** The action with this id: from the given live actions first, then the registry; unknown ids are an error. */
export function resolveAction(id: string, live?: Record<string, Action> | null): Action {
  const action = live?.[id] ?? actions.get(id);
  if (!action) {
    throw new Error(`Unknown action id "${id}": register it with registerAction (known: ${registeredActionIds().join(", ")}).`);
  }
  return action;
}

for (const action of [UserRequirement, WriteDraft, ReviewDraft]) registerAction(action);
