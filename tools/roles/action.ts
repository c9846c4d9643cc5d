/**
 * Actions: what a role can do (MetaGPT `Action`). An action's identity is a stable string (`qualifiedName`, the
 * class's static `qualifiedName` or class name, or an id given at construction): it is what a message's `causeBy`
 * and a role's `watch` hold, and how a role described by data finds the action again (`registerAction`).
 *
 * `run(history, context)` gets the role's whole memory (oldest first) and a context with the role's prefix, the
 * history as the role's model sees it (the memory builder's messages) and `ask`, the prompt runner with the run's
 * settings, and `aask`, a free-text request with the role's model (MetaGPT's `_aask`). It returns text, a structured
 * output (`ActionOutput`, or any `{ content, instructContent }`), a `Message` (published as is), or nothing. An action
 * may also call `this._aask(prompt)` as MetaGPT actions do: it asks with the context of the role run under way.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import type { PromptSpec } from "../../prompts/types.js";
import { registerPrompt } from "../../prompts/registry.js";
import type { ChatLine, RoleActionInputRaw } from "../../prompts/role/common.js";
import { roleInstructionPrompt } from "../../prompts/role/instruction.js";
import type { RunSettings } from "../../state/runContext.js";
import { USER_REQUIREMENT, anyToName, anyToStr, type Message } from "../../state/message.js";

/** A structured action result (MetaGPT `ActionOutput`): text plus an optional JSON payload. */
export class ActionOutput {
  constructor(
    public content: string,
    public instructContent: unknown = null,
  ) {}
}

/** What an action's `run` may return: text, an `ActionOutput`, a message, or nothing. */
export type ActionResult = string | ActionOutput | { content: string; instructContent?: unknown } | Message | null | undefined;

/** What an action gets from the role that runs it. */
export interface ActionContext {
  /** The role's system prefix. */
  prefix: string;
  role: { name: string; profile: string; goal: string; constraints: string };
  /** The history as the role's model sees it: the memory builder's messages, oldest first. */
  view: ChatLine[];
  /** The plan task being carried out (plan_and_act), "" otherwise. */
  task: string;
  /** Runs a prompt with the run's model, attempts, fail-safe overrides and logger; adds to the run's usage. */
  ask<I, O, Raw>(prompt: PromptSpec<I, O, Raw>, inputs: Raw): Promise<O>;
  /**
   * A free-text request with the role's model (MetaGPT `_aask(prompt, system_msgs)`): the system messages given,
   * else the role's prefix, then the prompt; the answer as the model wrote it (prompt id `role_aask`).
   */
  aask(prompt: string, systemMsgs?: readonly string[] | null): Promise<string>;
  settings?: RunSettings;
  signal?: AbortSignal;
}

/** What an `Action` is made with (MetaGPT's `Action` fields in camelCase). */
export interface ActionInit {
  /** The stable id (default: the class's `qualifiedName`, else its name; a plain `Action` with a name: the name). */
  id?: string;
  /** Display name (default: the class name, or the last part of `id`). */
  name?: string;
  desc?: string;
  prefix?: string;
  iContext?: string;
  /** A plain `Action` with an instruction asks the model to follow it (MetaGPT `Action(instruction=...)`). */
  instruction?: string;
}

/** A MetaGPT-style action: what a role does when it acts; subclass it and override `run`, or give it an instruction. */
export class Action {
  /** Subclasses may set a stable id different from the class name (e.g. one that survives minification). */
  static qualifiedName?: string;

  /** The action's identity: what `causeBy` and `watch` compare. */
  readonly qualifiedName: string;
  name: string;
  desc: string;
  prefix: string;
  iContext: string;
  instruction: string;

  constructor(init: ActionInit = {}) {
    const ctor = new.target;
    const classId = anyToStr(ctor);
    this.qualifiedName = init.id ? init.id : ctor === Action && init.name ? init.name : classId;
    this.name = init.name ? init.name : init.id ? anyToName(init.id) : ctor.name;
    this.desc = init.desc ?? "";
    this.prefix = init.prefix ?? "";
    this.iContext = init.iContext ?? "";
    this.instruction = init.instruction ?? "";
  }

  /** Same as `qualifiedName`. */
  get id(): string {
    return this.qualifiedName;
  }

  /** Sets the system prefix (roles pass theirs in the run context instead, so shared actions stay stateless). */
  setPrefix(prefix: string): this {
    this.prefix = prefix;
    return this;
  }

  /**
   * MetaGPT `_aask`: a free-text request with the model of the role running this action (see `ActionContext.aask`).
   * Works while a role runs the action (its `act` step, or an `_act` / `_actOnTask` of the role's own).
   */
  protected async _aask(prompt: string, systemMsgs?: readonly string[] | null): Promise<string> {
    const context = actionScope.getStore();
    if (!context) throw new Error(`Action "${this.name}": _aask works while a role runs the action; outside a role's run, call context.aask.`);
    return context.aask(prompt, systemMsgs);
  }

  /** The bare name, as MetaGPT printed an action. */
  toString(): string {
    return anyToName(this.qualifiedName);
  }

  /**
   * Does the action: given the role's memory (oldest first) and its context, returns what the role publishes. The
   * base action asks the role's model to follow its `instruction` (an action without one must override `run`).
   */
  async run(history: Message[], context?: ActionContext): Promise<ActionResult> {
    void history;
    if (!this.instruction) throw new Error(`Action "${this.name}" has no run() and no instruction.`);
    const ctx = requireContext(this, context);
    return ctx.ask(roleInstructionPrompt, {
      ...promptInputs(ctx),
      actionName: this.name,
      instruction: this.instruction,
    });
  }
}

/** The action every outside request is caused by (the default `causeBy` and the default watch). */
export class UserRequirement extends Action {
  static override qualifiedName = USER_REQUIREMENT;
}

/**
 * An LLM-backed action: one prompt of the runner, whose inputs are the role's prefix, name, history view and task
 * (`RoleActionInputRaw`, or your own mapping). The prompt is registered so the simulated model answers it.
 */
export class PromptAction<O = string> extends Action {
  /** The prompt the action runs (registered, so the simulated model can answer it). */
  readonly prompt: PromptSpec<any, O, any>;
  /** The prompt's inputs from the role's history and context (default: prefix, role name, history view, task). */
  readonly toInputs: (history: Message[], context: ActionContext) => unknown;

  constructor(
    init: ActionInit & {
      prompt: PromptSpec<any, O, any>;
      /** Prompt inputs from the history and context (default: prefix, roleName, history view, task). */
      toInputs?: (history: Message[], context: ActionContext) => unknown;
    },
  ) {
    super(init);
    this.prompt = init.prompt;
    this.toInputs = init.toInputs ?? ((_history, ctx) => promptInputs(ctx));
    registerPrompt(init.prompt);
  }

  /** Runs the action's prompt with the role's model on the inputs `toInputs` makes; the prompt's answer is the result. */
  override async run(history: Message[], context?: ActionContext): Promise<ActionResult> {
    const ctx = requireContext(this, context);
    const value = await ctx.ask(this.prompt, this.toInputs(history, ctx));
    return value as ActionResult;
  }
}

/** The context of the role run under way, for `Action._aask` (set while a role runs its actions or its own steps). */
const actionScope = new AsyncLocalStorage<ActionContext>();

/** Runs `fn` with `context` as the role context of the actions it runs. */
export function withActionContext<T>(context: ActionContext, fn: () => T): T {
  return actionScope.run(context, fn);
}

/** Runs the action on the history with the role's context (also the context of its `_aask`). */
export function runAction(action: Action, history: Message[], context: ActionContext): Promise<ActionResult> {
  return withActionContext(context, () => action.run(history, context));
}

/** The standard inputs of a role action prompt. */
export function promptInputs(ctx: ActionContext): RoleActionInputRaw {
  return { prefix: ctx.prefix, roleName: ctx.role.name, history: ctx.view, task: ctx.task };
}

function requireContext(action: Action, context: ActionContext | undefined): ActionContext {
  if (!context) throw new Error(`Action "${action.name}" needs a role context (a model to ask): run it from a role.`);
  return context;
}

/** A class of actions (constructible without arguments) or an instance. */
export type ActionLike = Action | (new () => Action);

/** An action object: a class is constructed without arguments, an instance is returned as it is. */
export function toActionInstance(action: ActionLike): Action {
  return typeof action === "function" ? new action() : action;
}
