/**
 * What every role node needs, built from its state and config: the run settings and thresholds, the role (data,
 * normalised), its runtime context, its actions (live ones from the run context first, then the registry), its
 * system prefix, and `ask` (the prompt runner with the run's settings, adding up usage for the node's update).
 *
 * Code callers may pass, in the run context:
 *  - `actions`: live actions by id (a `Role` passes its own);
 *  - `roleActions`: live actions by role name, then id (for code callers of the `team` graph);
 *  - `createRoleMemory`: gives the role's memory holding its stored messages (a `Role` passes its own memory
 *    object, so a long-term memory's `add` runs when the nodes add);
 *  - `connectChroma`: reaches Chroma for a role's `longTermMemory` (simulacra's `connectChroma` makes a `persistPath` start a
 *    local server; by default only a `url` is reached);
 *  - `steps`: a live role's own steps (a `Role` subclass's `_think`, `_act`, `_actOnTask`, `_setState`), used by
 *    the nodes instead of their own logic, so an override takes effect inside the graph.
 */
import type { LangGraphRunnableConfig } from "@langchain/langgraph";
import { runPrompt } from "../../prompts/runner.js";
import { mergeUsage } from "../../state/usage.js";
import type { PromptSpec, UsageByPrompt } from "../../prompts/types.js";
import type { ChatLine } from "../../prompts/role/common.js";
import { roleAaskPrompt } from "../../prompts/role/aask.js";
import { rolePrefix } from "../../prompts/role/prefix.js";
import { Message, type MessageData } from "../../state/message.js";
import { Memory } from "../../state/roleMemory.js";
import {
  normalizeRoleSpec,
  normalizeRuntime,
  roleSetting,
  type RoleGraphStateType,
  type RoleRuntime,
  type RoleSpec,
} from "../../state/roleGraph.js";
import { readRunSettings, type RunSettings } from "../../state/runContext.js";
import type { Thresholds } from "../../state/thresholds.js";
import type { TaskData, TaskResult } from "../../state/plan.js";
import type { Action, ActionContext } from "../../tools/roles/action.js";
import { resolveAction } from "../../tools/roles/registry.js";
import { humanPromptModel } from "../../tools/models/humanModel.js";
import { modelsFor } from "../../tools/models/runModels.js";
import type { ChromaConnector } from "../../state/chromaTarget.js";
import { RoleZeroLongTermMemory, roleZeroCollectionName } from "../../tools/memory/roleZeroMemory.js";

/**
 * A live role's own steps (MetaGPT's overridable `_think`, `_act`, `_act_on_task`). Each gets the runtime context
 * the graph reached, runs the role's method on it, and hands back the role's runtime context afterwards.
 */
export interface RoleSteps {
  /** `_think`: false means nothing to do (the reaction ends). */
  think?: (rc: RoleRuntime) => Promise<{ rc: RoleRuntime; hasTodo: boolean }>;
  /** `_act`: the message the role says. */
  act?: (rc: RoleRuntime) => Promise<{ rc: RoleRuntime; reply: MessageData }>;
  /** `_act_on_task`: the result of carrying out the plan's current task. */
  actOnTask?: (rc: RoleRuntime, task: TaskData) => Promise<{ rc: RoleRuntime; result: TaskResult }>;
  /** `_set_state`: sets the chosen state (-1: none) and the todo it names. */
  setState?: (rc: RoleRuntime, state: number) => Promise<RoleRuntime>;
}

/** The live objects a role run may get through its context (code callers only). */
export interface RoleLiveContext {
  actions?: Record<string, Action>;
  roleActions?: Record<string, Record<string, Action>>;
  createRoleMemory?: (spec: RoleSpec, messages: MessageData[]) => Memory;
  connectChroma?: ChromaConnector;
  steps?: RoleSteps;
}

export interface RoleNodeRuntime {
  settings: RunSettings;
  t: Thresholds;
  spec: RoleSpec;
  rc: RoleRuntime;
  prefix: string;
  /**
   * The role's memory holding the state's messages: the live role's own object, else a fresh one each call (a
   * RoleZero long-term memory on Chroma when the role has `longTermMemory`).
   */
  memory(): Promise<Memory>;
  /** Waits until what fell out of a long-term memory made here is written to Chroma (or failed, logged and queued). */
  persistMemory(): Promise<void>;
  action(id: string): Action;
  /** `"{i}. {ActionName}"` per action (MetaGPT `states`). */
  states(): string[];
  ask<I, O, Raw>(prompt: PromptSpec<I, O, Raw>, inputs: Raw): Promise<O>;
  actionContext(view: ChatLine[], task?: string): ActionContext;
  usage(): UsageByPrompt;
}

export function liveContextOf(config?: LangGraphRunnableConfig): RoleLiveContext {
  return ((config?.context as RoleLiveContext | undefined) ?? {}) as RoleLiveContext;
}

export function roleRuntime(state: Pick<RoleGraphStateType, "role" | "rc" | "env">, config?: LangGraphRunnableConfig): RoleNodeRuntime {
  const settings = readRunSettings(config);
  const spec = normalizeRoleSpec(state.role);
  const rc = normalizeRuntime(state.rc);
  const live = liveContextOf(config);
  const liveActions = { ...(live.actions ?? {}), ...(live.roleActions?.[spec.name] ?? {}) };
  let usage: UsageByPrompt = {};
  const prefix = rolePrefix({ ...spec, env: state.env ?? null });

  const ask = async <I, O, Raw>(prompt: PromptSpec<I, O, Raw>, inputs: Raw): Promise<O> => {
    // a human role's answers come from a person (an interrupt per prompt), never from a model
    const chat = spec.isHuman ? humanPromptModel(roleSetting(spec)) : (await modelsFor(settings)).chat;
    const run = await runPrompt(prompt, inputs, {
      model: chat,
      maxAttempts: settings.thresholds.promptMaxAttempts,
      failSafe: settings.failSafes[prompt.id] as O | undefined,
      logger: settings.logger,
      signal: config?.signal,
    });
    usage = mergeUsage(usage, run.usage);
    return run.value;
  };
  const action = (id: string) => resolveAction(id, liveActions);
  const longTerm: RoleZeroLongTermMemory[] = [];
  const memory = async (): Promise<Memory> => {
    if (live.createRoleMemory) return live.createRoleMemory(spec, rc.memory);
    if (!spec.longTermMemory) return Memory.fromData(rc.memory);
    const { url, persistPath } = spec.longTermMemory;
    if (url === undefined && !live.connectChroma) {
      throw new Error(
        `Role "${spec.name}": longTermMemory${persistPath ? `.persistPath "${persistPath}"` : " without a url"} needs a Chroma server started for a data folder, which a graph run cannot do by itself: give longTermMemory.url (a running Chroma), or pass simulacra's connectChroma in the run context.`,
      );
    }
    // what is stored in the state is loaded as it is (nothing transferred); only the nodes' adds transfer
    const options = Object.fromEntries(Object.entries(spec.longTermMemory).filter(([, v]) => v !== undefined));
    const made = await RoleZeroLongTermMemory.fromRunSettings(settings, {
      collectionName: roleZeroCollectionName(spec.name),
      ...options,
      ...(live.connectChroma ? { connect: live.connectChroma } : {}),
      storage: rc.memory,
    });
    longTerm.push(made);
    return made;
  };

  return {
    settings,
    t: settings.thresholds,
    spec,
    rc,
    prefix,
    memory,
    persistMemory: async () => {
      await Promise.all(longTerm.map((m) => m.flush()));
    },
    action,
    states: () => spec.actions.map((id, i) => `${i}. ${action(id).toString()}`),
    ask,
    actionContext: (view, task = "") => ({
      prefix,
      role: { name: spec.name, profile: spec.profile, goal: spec.goal, constraints: spec.constraints },
      view,
      task,
      ask,
      aask: (prompt, systemMsgs) => ask(roleAaskPrompt, { prefix, prompt, systemMsgs: systemMsgs ? [...systemMsgs] : null }),
      settings,
      signal: config?.signal,
    }),
    usage: () => usage,
  };
}

/** Messages as JSON. */
export function toData(messages: readonly Message[]): MessageData[] {
  return messages.map((m) => m.toData());
}

export function fromData(messages: readonly MessageData[] | null | undefined): Message[] {
  return (messages ?? []).map((m) => Message.fromData(m));
}

/** The memory's messages as JSON (what goes back into the state). */
export function memoryData(memory: Memory): MessageData[] {
  return toData(memory.get());
}

/**
 * Replaces, in stored messages, the one equal to `before` by `after` (MetaGPT changed the published message in
 * place, and the same object sat in the role's memory; with data in the state the stored copy is updated too).
 */
export function replaceStored(stored: readonly MessageData[], before: Message, after: Message): MessageData[] {
  let done = false;
  return stored.map((data) => {
    if (done) return data;
    if (Message.fromData(data).equals(before)) {
      done = true;
      return after.toData();
    }
    return data;
  });
}
