/**
 * Role (MetaGPT `Role`): a character with a profile, a goal and actions, reacting to the messages it watches.
 *
 * The class keeps MetaGPT's fields, defaults and methods, and MetaGPT's chain of calls, so a subclass's overrides
 * take effect wherever the role runs, alone or in an `Environment` (which calls `run()` on each role):
 *
 *   run(msg) -> observe() -> _observe() -> react() -> _react() | _planAndAct() -> [_think() -> _act()]*
 *     -> publishMessage(reply)
 *
 * The reaction itself is the compiled `role` graph (entry "react"): the role hands it its description (`toSpec()`)
 * and runtime context (`rc`, as JSON) and takes back the new context, so with a checkpointer every step is a
 * checkpoint (an interrupted reaction resumes with `resume()`), and a role restored from its data after a failure
 * re-observes the message it was working on (`recovered`). The graph's nodes call the role's own `_think`, `_act`,
 * `_actOnTask` and `_setState` when a subclass overrides them, and work on the role's own memory object (so a long-term
 * memory's `add` runs). The role's own model (`llm`) and settings win over its environment's.
 */
import { randomUUID } from "node:crypto";
import { Command, type BaseCheckpointSaver, type CompiledStateGraph, MemorySaver } from "@langchain/langgraph";
import { roleBuilder } from "../../graphs/role.js";
import { rolePrefix } from "../../prompts/role/prefix.js";
import { mergeUsage } from "../../state/usage.js";
import type { UsageByPrompt } from "../../prompts/types.js";
import {
  AIMessage,
  Message as MessageClass,
  MessageQueue,
  USER_REQUIREMENT,
  anyToName,
  anyToStr,
  anyToStrSet,
  jsonEqual,
  type Message,
  type MessageData,
  type Named,
} from "../../state/message.js";
import type { ChatModelSource } from "../../state/modelSource.js";
import { Task, type TaskResult } from "../../state/plan.js";
import { Memory } from "../../state/roleMemory.js";
import {
  DEFAULT_ROLE_CLASS_ID,
  LongTermMemorySpecSchema,
  ROLE_REACT_MODES,
  emptyRuntime,
  normalizeRoleSpec,
  normalizeRuntime,
  roleSetting,
  type RoleEnvInfo,
  type RoleGraphStateType,
  type LongTermMemorySpec,
  type LongTermMemorySpecInput,
  type RoleReactModeValue,
  type RoleRuntime,
  type RoleSpec,
  type RoleSpecInput,
} from "../../state/roleGraph.js";
import { readRunSettings, type RunContextInput } from "../../state/runContext.js";
import { act as actNode } from "../../nodes/role/act.js";
import { actOnTask as actOnTaskNode } from "../../nodes/role/actOnTask.js";
import { buildRoleMemory } from "../../nodes/role/buildRoleMemory.js";
import { observe as observeNode, toRunMessage } from "../../nodes/role/observe.js";
import { routeOwnMessage } from "../../nodes/role/publish.js";
import { think as thinkNode } from "../../nodes/role/think.js";
import { fromData, roleRuntime, toData, type RoleLiveContext, type RoleSteps } from "../../nodes/role/runtime.js";
import { roleRecursionLimit } from "../../nodes/team/runRole.js";
import { Action, ActionOutput, toActionInstance, withActionContext, type ActionContext, type ActionLike } from "../../tools/roles/action.js";
import { resolveAction } from "../../tools/roles/registry.js";
import { RoleZeroLongTermMemory as RoleZeroMemoryOnChroma } from "../../tools/memory/roleZeroMemory.js";
import { RoleZeroLongTermMemory, roleZeroCollectionName } from "./roleZeroMemory.js";

/** What the environment offers a role (implemented by `Environment`). */
export interface RoleEnvironment {
  desc: string;
  roleNames(): string[];
  setAddresses(role: Role, addresses: Set<string>): void;
  publishMessage(message: Message): boolean;
  /** The run context the environment gives its roles (model, seed, logger...); a role's own settings win. */
  roleContext?(): Record<string, unknown>;
}

/** MetaGPT `RoleContext`: the role's runtime context, with live objects. */
export class RoleContext {
  env: RoleEnvironment | null = null;
  msgBuffer = new MessageQueue();
  memory: Memory = new Memory();
  workingMemory: Memory = new Memory();
  /** -1: initial or finished (no todo). */
  state = -1;
  todo: Action | null = null;
  news: Message[] = [];
  reactMode: RoleReactModeValue = "react";
  maxReactLoop = 1;
  /** The watch set by `Role.watch()` or assigned here; null: the role's default (see `defaultWatch`). */
  #watch: Set<string> | null = null;
  #derivedWatch: { key: string; set: Set<string> } | null = null;
  /**
   * The watched ids when none were set: the role's own rule, read when needed (so a subclass's class field such as
   * `observeAllMsgFromBuffer = true` counts, as MetaGPT's validator ran after field defaults).
   */
  defaultWatch: () => string[] = () => [USER_REQUIREMENT];
  /** The rest of the graph's runtime context (plan, loop counter, recovery), kept as data. */
  extra: Omit<RoleRuntime, "memory" | "workingMemory" | "msgBuffer" | "news" | "state" | "todo" | "maxReactLoop"> = (() => {
    const { memory: _m, workingMemory: _w, msgBuffer: _b, news: _n, state: _s, todo: _t, maxReactLoop: _l, ...rest } = emptyRuntime();
    return rest;
  })();

  /** Watched action ids (what `causeBy` a message needs for the role to react to it). */
  get watch(): Set<string> {
    if (this.#watch) return this.#watch;
    const ids = this.defaultWatch();
    const key = JSON.stringify(ids);
    if (this.#derivedWatch?.key !== key) this.#derivedWatch = { key, set: new Set(ids) };
    return this.#derivedWatch.set;
  }
  set watch(ids: Iterable<string>) {
    this.#watch = new Set(ids);
  }

  /** Messages caused by the watched actions. */
  get importantMemory(): Message[] {
    return this.memory.getByActions(this.watch);
  }

  /** All of memory. */
  get history(): Message[] {
    return this.memory.get();
  }
}

export type WithMessageArg = string | Message | string[] | null | undefined;

/** Per-call options of `run`, `observe`, `react`, `think`, `act`, `resume`: context fields for this call only. */
export interface RoleCallOptions {
  context?: Record<string, unknown>;
}

export interface RoleInit {
  name?: string;
  profile?: string;
  goal?: string;
  constraints?: string;
  desc?: string;
  roleId?: string;
  /** Actions: instances, classes, or registered ids. */
  actions?: ReadonlyArray<ActionLike | string>;
  /** Watched actions (default [UserRequirement]; ignored with observeAllMsgFromBuffer, which watches nothing). */
  watch?: ReadonlyArray<Named> | null;
  reactMode?: RoleReactModeValue;
  maxReactLoop?: number | null;
  /** plan_and_act: confirm task results automatically (default true). */
  autoRun?: boolean;
  /** plan_and_act: tasks per planning answer (default 3). */
  maxTasks?: number;
  /** plan_and_act: attempts at an unconfirmed task before its result is accepted (default 3). */
  maxTaskAttempts?: number;
  enableMemory?: boolean;
  observeAllMsgFromBuffer?: boolean;
  addresses?: Iterable<string> | null;
  /** A person answers for this role (MetaGPT `is_human`): each prompt becomes an interrupt, resumed with the answer. */
  isHuman?: boolean;
  /** Set when restoring a role that was interrupted: the role is then `recovered`. */
  latestObservedMsg?: Message | MessageData | null;
  /** A memory object to use (e.g. a long-term memory subclass). */
  memory?: Memory;
  /**
   * A RoleZero long-term memory described by data (as in the `team` graph's roles): made on the role's first run,
   * with the run's embeddings and thresholds, the collection named after the role. Ignored when `memory` is given.
   */
  longTermMemory?: LongTermMemorySpecInput | null;
  /**
   * The role's own chat model (MetaGPT `role.llm`): a LangChain chat model, or a function of generation settings.
   * It answers for this role wherever it runs; an environment's model does not replace it. Same as `context.chatModel`.
   */
  llm?: ChatModelSource;
  /** Same as `llm`. */
  chatModel?: ChatModelSource;
  /** Checkpoints of the role's runs (needed to resume an interrupted run, and for human plan reviews). */
  checkpointer?: BaseCheckpointSaver;
  threadId?: string;
  /** The role's own run context (model, seed, thresholds, chatModel, logger...): wins over its environment's. */
  context?: RunContextInput & Record<string, unknown>;
}

/** A role as JSON: its description and its runtime context. */
export interface RoleData {
  spec: RoleSpec;
  rc: RoleRuntime;
}

type RoleGraph = CompiledStateGraph<any, any, any, any, any, any>;

/** The fields that choose a chat model: a role that sets either one keeps its own model. */
const MODEL_FIELDS = ["model", "chatModel"] as const;

/**
 * A role's run context: its environment's, under the role's own. The model is chosen as a whole (a role that names
 * a model spec keeps it even when the environment passes a chat model instance, and the reverse).
 */
export function roleRunContext(fromEnv: Record<string, unknown>, own: Record<string, unknown>): Record<string, unknown> {
  const ownModel = MODEL_FIELDS.some((key) => own[key] !== undefined && own[key] !== null);
  const base = ownModel ? Object.fromEntries(Object.entries(fromEnv).filter(([key]) => !(MODEL_FIELDS as readonly string[]).includes(key))) : fromEnv;
  const defined = Object.fromEntries(Object.entries(own).filter(([, value]) => value !== undefined));
  return { ...base, ...defined };
}

export class Role {
  /** Subclasses may set a stable class id (the default address and `sentFrom`); default: the class name. */
  static qualifiedName?: string;

  /*
   * Fields a subclass may also set as class fields (`override name = "Alice"`), as MetaGPT classes set field
   * defaults. TypeScript applies those after this constructor, so nothing derived from them is fixed here: the
   * default addresses, the default watch, the thread id and the need for a checkpointer are worked out when first
   * needed (MetaGPT's validators ran after the field defaults). A class field replaces what the constructor was
   * given; to let callers override a default, pass it to `super({ name: "Alice", ...init })` instead.
   */
  name: string;
  profile: string;
  goal: string;
  constraints: string;
  desc: string;
  roleId: string;
  enableMemory: boolean;
  observeAllMsgFromBuffer: boolean;
  /** A person answers for this role (MetaGPT `is_human`): every prompt of its runs is a LangGraph interrupt. */
  isHuman: boolean;
  /** plan_and_act: confirm task results automatically. */
  autoRun: boolean;
  maxTasks: number;
  maxTaskAttempts: number;
  /** RoleZero long-term memory as data (see `RoleInit.longTermMemory`); null: the memory object decides. */
  longTermMemory: LongTermMemorySpec | null;
  actions: Action[] = [];
  rc = new RoleContext();
  /** What the prompts of this role's runs cost so far. */
  usage: UsageByPrompt = {};
  /** The interrupt an interrupted run is waiting on (resume it with `resume(value)`). */
  pendingInterrupts: unknown[] = [];

  /** The role's own run context; `llm` is its `chatModel`. */
  context: RunContextInput & Record<string, unknown>;
  /** Addresses given or set; null: the default, {class id, name}, from the current name. */
  #addresses: Set<string> | null = null;
  #derivedAddresses: { key: string; set: Set<string> } | null = null;
  #checkpointer: BaseCheckpointSaver | undefined;
  #threadId: string | undefined;
  /** The name and `longTermMemory` the long-term memory object was made for (made again when they change). */
  #longTermKey: string | null = null;
  #graph: { graph: RoleGraph; checkpointer: BaseCheckpointSaver | undefined } | null = null;
  /** Context fields of the call under way (`options.context` of run, react, ...). */
  #callContext: Record<string, unknown> = {};
  /** A reaction started by `run()` was interrupted or failed: `resume()` publishes its reply. */
  #publishOnResume = false;

  constructor(init: RoleInit = {}) {
    this.name = init.name ?? "";
    this.profile = init.profile ?? "";
    this.goal = init.goal ?? "";
    this.constraints = init.constraints ?? "";
    this.desc = init.desc ?? "";
    this.roleId = init.roleId ?? "";
    this.enableMemory = init.enableMemory ?? true;
    this.observeAllMsgFromBuffer = init.observeAllMsgFromBuffer ?? false;
    this.isHuman = init.isHuman ?? false;
    this.autoRun = init.autoRun ?? true;
    this.maxTasks = init.maxTasks ?? 3;
    this.maxTaskAttempts = init.maxTaskAttempts ?? 3;
    this.context = { ...(init.context ?? {}) };
    const llm = init.llm ?? init.chatModel;
    if (llm) this.context.chatModel = llm;
    if (init.memory) this.rc.memory = init.memory;
    this.longTermMemory = init.longTermMemory && !init.memory ? LongTermMemorySpecSchema.parse(init.longTermMemory) : null;
    this.#checkpointer = init.checkpointer;
    this.#threadId = init.threadId;

    this.setActions(init.actions ?? []);
    if (init.reactMode) this.setReactMode(init.reactMode, init.maxReactLoop ?? 1, this.autoRun);
    else if (init.maxReactLoop != null) this.rc.maxReactLoop = init.maxReactLoop;
    // MetaGPT: with observe_all_msg_from_buffer the watch is not set at all (read when needed, see above)
    const watch = this.watchIds(init.watch ?? [USER_REQUIREMENT]);
    this.rc.defaultWatch = () => (this.observeAllMsgFromBuffer ? [] : [...watch]);
    if (init.latestObservedMsg) {
      this.latestObservedMsg = init.latestObservedMsg instanceof MessageClass ? init.latestObservedMsg : MessageClass.fromData(init.latestObservedMsg);
      this.recovered = true;
    }
    if (init.addresses) this.addresses = init.addresses;
  }

  /**
   * Where messages reach the role: the addresses given or set, else {class id, name} ({class id} when unnamed),
   * from the current name (MetaGPT's `check_addresses`, run after field defaults).
   */
  get addresses(): Set<string> {
    if (this.#addresses) return this.#addresses;
    const ids = this.name ? [this.classId, this.name] : [this.classId];
    const key = JSON.stringify(ids);
    if (this.#derivedAddresses?.key !== key) this.#derivedAddresses = { key, set: new Set(ids) };
    return this.#derivedAddresses.set;
  }
  /** Empty or null: back to the default. Does not tell the environment (`setAddresses` does). */
  set addresses(addresses: Iterable<string> | null) {
    const set = addresses ? new Set(addresses) : null;
    this.#addresses = set && set.size > 0 ? set : null;
  }

  /** MetaGPT `states`: "i. ActionName" per action. */
  get states(): string[] {
    return this.actions.map((action, i) => `${i}. ${action.toString()}`);
  }

  /** The checkpointer given, else one in memory once the role needs one (human plan reviews, a human role). */
  get checkpointer(): BaseCheckpointSaver | undefined {
    const needed = this.isHuman || (this.rc.reactMode === "plan_and_act" && !this.autoRun);
    if (!this.#checkpointer && needed) this.#checkpointer = new MemorySaver();
    return this.#checkpointer;
  }

  /** The thread of the role's checkpoints: the one given, else the role id, else a random one (fixed on first use). */
  get threadId(): string {
    this.#threadId ??= this.roleId || randomUUID();
    return this.#threadId;
  }

  /** The role's class id (its default address, the `sentFrom` of what it says). */
  get classId(): string {
    const id = anyToStr(this.constructor as typeof Role);
    return id === "Role" ? DEFAULT_ROLE_CLASS_ID : id;
  }

  /** Same as `classId` (what `anyToStr(role)` gives). */
  get qualifiedName(): string {
    return this.classId;
  }

  /** The role's own chat model (MetaGPT `role.llm`); null: the environment's, else the run context's `model`. */
  get llm(): ChatModelSource | null {
    return (this.context.chatModel as ChatModelSource | undefined) ?? null;
  }
  set llm(model: ChatModelSource | null) {
    if (model) this.context.chatModel = model;
    else delete this.context.chatModel;
  }

  get recovered(): boolean {
    return this.rc.extra.recovered;
  }
  set recovered(value: boolean) {
    this.rc.extra.recovered = value;
  }

  get latestObservedMsg(): Message | null {
    const data = this.rc.extra.latestObservedMsg;
    return data ? MessageClass.fromData(data) : null;
  }
  set latestObservedMsg(message: Message | null) {
    this.rc.extra.latestObservedMsg = message ? message.toData() : null;
  }

  get todo(): Action | null {
    return this.rc.todo;
  }

  /** MetaGPT `set_todo`. */
  setTodo(action: Action | null): void {
    this.rc.todo = action;
  }

  /** "name(profile)". */
  get setting(): string {
    return roleSetting(this);
  }

  /** The system prefix the role's prompts start with. */
  get prefix(): string {
    return rolePrefix({ ...this, env: this.envInfo() });
  }

  // --- actions, watch, modes, addresses -------------------------------------------------------------------------

  /** Replaces the actions (instances, classes or registered ids); states become "i. Name". */
  setActions(actions: ReadonlyArray<ActionLike | string>): void {
    this.actions = actions.map((entry) => (typeof entry === "string" ? resolveAction(entry) : toActionInstance(entry)));
  }

  setAction(action: ActionLike | string): void {
    this.setActions([action]);
  }

  /** Replaces the watched actions (classes, instances or ids). */
  watch(actions: Iterable<Named> | Named): void {
    this.rc.watch = this.watchIds(actions);
  }

  /** The ids of watched actions; an entry that is missing (undefined, null, "") is an error naming it. */
  private watchIds(actions: Iterable<Named> | Named): Set<string> {
    const single = typeof actions === "string" || typeof actions === "function" || !(Symbol.iterator in Object(actions));
    const list: Named[] = single ? [actions as Named] : [...(actions as Iterable<Named>)];
    const missing = list.findIndex((entry) => entry == null || entry === "");
    if (missing >= 0) {
      throw new Error(`Role ${this.name || this.classId}: watch entry ${missing} is ${JSON.stringify(list[missing]) ?? "undefined"}; give an action class, an action or an action id.`);
    }
    return anyToStrSet(list);
  }

  isWatch(causeBy: string): boolean {
    return this.rc.watch.has(causeBy);
  }

  /** MetaGPT `_set_react_mode`: react (with its loop bound), by_order, or plan_and_act (a fresh plan). */
  setReactMode(mode: RoleReactModeValue, maxReactLoop = 1, autoRun = true): void {
    if (!ROLE_REACT_MODES.includes(mode)) throw new Error(`Unsupported react mode: ${String(mode)}`);
    this.rc.reactMode = mode;
    if (mode === "react") this.rc.maxReactLoop = maxReactLoop;
    if (mode === "plan_and_act") {
      this.autoRun = autoRun;
      this.rc.extra.plan = null;
      this.rc.workingMemory = new Memory();
    }
  }

  setAddresses(addresses: Iterable<string>): void {
    this.addresses = addresses;
    this.rc.env?.setAddresses(this, this.addresses);
  }

  setEnv(env: RoleEnvironment | null): void {
    this.rc.env = env;
    env?.setAddresses(this, this.addresses);
  }

  // --- messages -------------------------------------------------------------------------------------------------

  /** Puts a message into the role's buffer (nothing for a missing message). */
  putMessage(message: Message | null | undefined): void {
    if (!message) return;
    this.rc.msgBuffer.push(message);
  }

  /**
   * Publishes a message: "<self>" becomes the class id, a missing sender the class id; a message only for the role
   * itself goes back into its buffer; anything else goes to the environment (dropped without one), tagged. The
   * message is changed in place (the reply `run()` publishes is the object in memory, so memory sees it too).
   */
  publishMessage(message: Message | null | undefined): void {
    if (!message) return;
    if (routeOwnMessage(message, this.toSpec()) === "self") {
      this.putMessage(message);
      return;
    }
    this.rc.env?.publishMessage(message);
  }

  getMemories(k = 0): Message[] {
    return this.rc.memory.get(k);
  }

  get isIdle(): boolean {
    return this.rc.news.length === 0 && this.rc.todo === null && this.rc.msgBuffer.empty();
  }

  /** The todo's description (or name), else the first action's name, else "". */
  get actionDescription(): string {
    if (this.rc.todo) return this.rc.todo.desc || anyToName(this.rc.todo);
    if (this.actions[0]) return anyToName(this.actions[0]);
    return "";
  }

  // --- running (MetaGPT's chain; override any step) -------------------------------------------------------------

  /**
   * Puts `withMessage` into the buffer (text, a message, or lines joined by "\n"), observes, reacts if there is
   * news, and publishes the reply. Returns the reply, or null when there was nothing to react to (or the reaction
   * stopped at an interrupt; see `pendingInterrupts`). On an error the message being worked on is forgotten, so a
   * recovered role observes it again (MetaGPT's `role_raise_decorator`).
   */
  async run(withMessage?: WithMessageArg, options: RoleCallOptions = {}): Promise<Message | null> {
    return this.during(options, async () => {
      const message = toRunMessage(withMessage ?? null);
      if (message) this.putMessage(message);
      try {
        if ((await this.observe()) === 0) return null;
        this.#publishOnResume = true;
        const reply = await this.react();
        if (!reply) return null;
        this.#publishOnResume = false;
        this.setTodo(null);
        this.publishMessage(reply);
        return reply;
      } catch (error) {
        const latest = this.latestObservedMsg;
        if (latest && this.rc.memory.contains(latest)) this.rc.memory.delete(latest);
        throw error;
      }
    });
  }

  /** Observes (MetaGPT `_observe`, public here): calls `_observe()`, which a subclass may override, as may this. */
  async observe(options: RoleCallOptions = {}): Promise<number> {
    return this.during(options, () => this._observe());
  }

  /**
   * MetaGPT `_observe`: takes the news from the buffer (watched causes, or sent to the role's name, not already
   * remembered), remembers them, and returns how many there are. A subclass that filters the news (MetaGPT's debate
   * keeps only what was sent to it) calls `super._observe()`, then changes `this.rc.news` and returns its length.
   */
  protected async _observe(): Promise<number> {
    const out = await observeNode(this.nodeState("run"), { context: this.runContext(false) });
    this.applyRuntime(normalizeRuntime(out.rc));
    return out.observed;
  }

  /**
   * Reacts to the news already observed (MetaGPT `react`): `_react` (react, by_order) or `_planAndAct`; then the
   * state goes back to -1 and an assistant reply is tagged "name(profile)". Nothing is published. Null: the
   * reaction stopped at an interrupt.
   */
  async react(options: RoleCallOptions = {}): Promise<Message | null> {
    return this.during(options, async () => {
      const reply = this.rc.reactMode === "plan_and_act" ? await this._planAndAct() : await this._react();
      if (!reply) return null;
      this._setState(-1);
      if (reply instanceof AIMessage) reply.withAgent(this.setting);
      return reply;
    });
  }

  /** Continues an interrupted or failed reaction from its checkpoint (with the value an interrupt asked for). */
  async resume(value?: unknown, options: RoleCallOptions = {}): Promise<Message | null> {
    if (!this.checkpointer) throw new Error("Role.resume needs a checkpointer (pass one to the Role).");
    return this.during(options, async () => {
      const reply = await this.drive(value === undefined ? null : new Command({ resume: value }));
      if (!reply || !this.#publishOnResume) return reply;
      this.#publishOnResume = false; // the rest of the run() that was interrupted
      this.setTodo(null);
      this.publishMessage(reply);
      return reply;
    });
  }

  /** SDK helper (MetaGPT `think()`): observe, then choose the next action; returns it (null: nothing to do). */
  async think(options: RoleCallOptions = {}): Promise<Action | null> {
    return this.during(options, async () => {
      await this.observe();
      await this._think();
      return this.rc.todo;
    });
  }

  /** SDK helper (MetaGPT `act()`): `_act()`, as an ActionOutput (the message is remembered). */
  async act(options: RoleCallOptions = {}): Promise<ActionOutput> {
    return this.during(options, async () => {
      const message = await this.inActionScope(() => this._act());
      return new ActionOutput(message.content, message.instructContent ?? null);
    });
  }

  /** MetaGPT `_react` (react, by_order): think -> act until nothing is left to do or maxReactLoop actions. */
  protected async _react(): Promise<Message | null> {
    return this.drive(this.graphInput());
  }

  /** MetaGPT `_plan_and_act`: plan tasks from the latest requirement and carry each out (`_actOnTask`). */
  protected async _planAndAct(): Promise<Message | null> {
    return this.drive(this.graphInput());
  }

  /** MetaGPT `_think`: chooses the next action (`rc.todo`); false when there is nothing to do. */
  protected async _think(): Promise<boolean> {
    const state = this.withView(this.nodeState("react"));
    const thought = await thinkNode(state, { context: this.runContext(false) });
    this.usage = mergeUsage(this.usage, thought.usage ?? {});
    this.applyRuntime(normalizeRuntime(thought.rc));
    return this.rc.todo !== null;
  }

  /** MetaGPT `_act`: runs the todo on the history and remembers (and returns) what the role says. */
  protected async _act(): Promise<Message> {
    if (!this.rc.todo) throw new Error(`Role ${this.name || this.classId}: nothing to act on (no todo; think first).`);
    const state = this.withView(this.nodeState("react"));
    const done = await actNode(state, { context: this.runContext(false) });
    this.usage = mergeUsage(this.usage, done.usage ?? {});
    if (done.rc) this.applyRuntime(normalizeRuntime(done.rc));
    return this.storedReply(done.reply!);
  }

  /** MetaGPT `_act_on_task` (plan_and_act): carries out the plan's current task with the action its type names. */
  protected async _actOnTask(task: Task): Promise<TaskResult> {
    const plan = this.rc.extra.plan;
    if (!plan || plan.currentTaskId !== task.taskId) throw new Error(`Role ${this.name || this.classId}: task "${task.taskId}" is not the plan's current task.`);
    const state = this.withView(this.nodeState("react"));
    const done = await actOnTaskNode(state, { context: this.runContext(false) });
    this.usage = mergeUsage(this.usage, done.usage ?? {});
    if (done.rc) this.applyRuntime(normalizeRuntime(done.rc));
    const result = this.rc.extra.taskResult;
    return { code: "", result: result?.result ?? "", isSuccess: result?.isSuccess ?? false };
  }

  /**
   * What an action needs from this role to run (its prefix, its history as its model sees it, and `ask` / `aask`
   * with the role's own model; usage is added to the role's): for an overridden `_act` that runs an action itself, as
   * MetaGPT's `await self.rc.todo.run(...)` did with the action's llm.
   */
  protected actionContext(task = ""): ActionContext {
    const state = this.withView(this.nodeState("react"));
    const rt = roleRuntime(state, { context: this.runContext(false) });
    const context = rt.actionContext(state.view ?? [], task);
    const counted = async <T>(request: () => Promise<T>): Promise<T> => {
      const before = rt.usage();
      try {
        return await request();
      } finally {
        this.usage = mergeUsage(this.usage, subtractUsage(rt.usage(), before));
      }
    };
    return {
      ...context,
      ask: (prompt, inputs) => counted(() => context.ask(prompt, inputs)),
      aask: (prompt, systemMsgs) => counted(() => context.aask(prompt, systemMsgs)),
    };
  }

  /** Runs one of the role's own steps with its action context in scope (what its actions' `_aask` asks with). */
  private inActionScope<T>(step: () => Promise<T>): Promise<T> {
    return withActionContext(this.actionContext(), step);
  }

  /** MetaGPT `_set_state`: the state, and the todo it names (-1: none). */
  protected _setState(state: number): void {
    this.rc.state = state;
    this.rc.todo = state >= 0 ? (this.actions[state] ?? null) : null;
  }

  // --- data -----------------------------------------------------------------------------------------------------

  /** The role as data (what graph state and Studio hold). */
  toSpec(): RoleSpec {
    return normalizeRoleSpec({
      name: this.name,
      profile: this.profile,
      goal: this.goal,
      constraints: this.constraints,
      desc: this.desc,
      classId: this.classId,
      roleId: this.roleId,
      actions: this.actions.map((a) => a.qualifiedName),
      watch: [...this.rc.watch],
      reactMode: this.rc.reactMode,
      maxReactLoop: this.rc.maxReactLoop,
      autoRun: this.autoRun,
      maxTasks: this.maxTasks,
      maxTaskAttempts: this.maxTaskAttempts,
      enableMemory: this.enableMemory,
      isHuman: this.isHuman,
      observeAllMsgFromBuffer: this.observeAllMsgFromBuffer,
      addresses: [...this.addresses],
      longTermMemory: this.longTermMemory ?? longTermSpecOf(this.rc.memory),
    });
  }

  /** The runtime context as data. */
  toRuntime(): RoleRuntime {
    return {
      ...this.rc.extra,
      memory: toData(this.rc.memory.get()),
      workingMemory: toData(this.rc.workingMemory.get()),
      msgBuffer: toData(this.rc.msgBuffer.peekAll()),
      news: toData(this.rc.news),
      state: this.rc.state,
      todo: this.rc.todo?.qualifiedName ?? null,
      maxReactLoop: this.rc.maxReactLoop,
    };
  }

  toData(): RoleData {
    return { spec: this.toSpec(), rc: this.toRuntime() };
  }

  /** Takes a runtime context (from a graph run) as the role's own; the memory object stays, with these messages. */
  applyRuntime(rc: RoleRuntime): void {
    restoreMemory(this.rc.memory, rc.memory);
    restoreMemory(this.rc.workingMemory, rc.workingMemory);
    this.rc.msgBuffer = new MessageQueue();
    for (const message of fromData(rc.msgBuffer)) this.rc.msgBuffer.push(message);
    this.rc.news = fromData(rc.news);
    this.rc.state = rc.state;
    this.rc.todo = rc.todo === null ? null : this.findAction(rc.todo);
    this.rc.maxReactLoop = rc.maxReactLoop;
    const { memory: _m, workingMemory: _w, msgBuffer: _b, news: _n, state: _s, todo: _t, maxReactLoop: _l, ...rest } = rc;
    this.rc.extra = { ...rest };
  }

  /**
   * A role from its data. Actions are found among `actions` (live instances) or in the registry. A role whose
   * latest observed message is set comes back `recovered`: it re-observes that message and resumes its action.
   */
  static fromData(data: { spec: RoleSpecInput | RoleSpec; rc?: Partial<RoleRuntime> | null }, options: Omit<RoleInit, keyof RoleSpecInput> & { actions?: Action[] } = {}): Role {
    const spec = normalizeRoleSpec(data.spec);
    const live = new Map((options.actions ?? []).map((a) => [a.qualifiedName, a]));
    const role = new Role({
      ...options,
      name: spec.name,
      profile: spec.profile,
      goal: spec.goal,
      constraints: spec.constraints,
      desc: spec.desc,
      roleId: spec.roleId,
      actions: spec.actions.map((id) => live.get(id) ?? id),
      watch: spec.watch,
      reactMode: spec.reactMode,
      maxReactLoop: spec.maxReactLoop ?? 1,
      autoRun: spec.autoRun,
      maxTasks: spec.maxTasks,
      maxTaskAttempts: spec.maxTaskAttempts,
      enableMemory: spec.enableMemory,
      isHuman: spec.isHuman,
      observeAllMsgFromBuffer: spec.observeAllMsgFromBuffer,
      addresses: spec.addresses,
      longTermMemory: options.memory ? null : spec.longTermMemory,
    });
    if (spec.observeAllMsgFromBuffer) role.rc.watch = new Set(spec.watch);
    const rc = normalizeRuntime(data.rc);
    role.applyRuntime(rc);
    if (rc.latestObservedMsg) role.recovered = true;
    return role;
  }

  // --- internals ------------------------------------------------------------------------------------------------

  /** The compiled role graph this role drives (with its checkpointer, if any). */
  get graph(): RoleGraph {
    const checkpointer = this.checkpointer;
    if (!this.#graph || this.#graph.checkpointer !== checkpointer) {
      const graph = (checkpointer ? roleBuilder.compile({ checkpointer }) : roleBuilder.compile()) as unknown as RoleGraph;
      this.#graph = { graph, checkpointer };
    }
    return this.#graph.graph;
  }

  /** The config of this role's graph runs (thread, context with the live actions, memory and own steps). */
  runConfig() {
    return {
      context: this.runContext(true),
      recursionLimit: roleRecursionLimit({ spec: this.toSpec() }),
      ...(this.checkpointer ? { configurable: { thread_id: this.threadId } } : {}),
    };
  }

  /**
   * The run context: the environment's, under the role's own, under this call's; plus the live objects. Steps
   * (overridden `_think` / `_act` / `_actOnTask`) are left out when a default step itself calls a node.
   */
  private runContext(withSteps: boolean): Record<string, unknown> {
    const memory = this.rc.memory;
    const live: RoleLiveContext = {
      actions: Object.fromEntries(this.actions.map((a) => [a.qualifiedName, a])),
      createRoleMemory: (_spec, messages) => {
        restoreMemory(memory, messages);
        return memory;
      },
    };
    live.steps = this.ownSteps(withSteps);
    const own = roleRunContext(this.context, this.#callContext);
    return { ...roleRunContext(this.rc.env?.roleContext?.() ?? {}, own), ...live };
  }

  /**
   * The steps a subclass overrides, for the graph's nodes to call (`_think`, `_act`, `_actOnTask` only when a default
   * step is not itself calling a node: `all`).
   */
  private ownSteps(all: boolean): RoleSteps {
    const steps: RoleSteps = {};
    const base = Role.prototype;
    if (this._setState !== base._setState) {
      steps.setState = async (rc, state) => {
        this.applyRuntime(rc);
        this._setState(state);
        return this.toRuntime();
      };
    }
    if (!all) return steps;
    if (this._think !== base._think) {
      steps.think = async (rc) => {
        this.applyRuntime(rc);
        const hasTodo = await this._think();
        return { rc: this.toRuntime(), hasTodo };
      };
    }
    if (this._act !== base._act) {
      steps.act = async (rc) => {
        this.applyRuntime(rc);
        const reply = await this.inActionScope(() => this._act());
        return { rc: this.toRuntime(), reply: reply.toData() };
      };
    }
    if (this._actOnTask !== base._actOnTask) {
      steps.actOnTask = async (rc, task) => {
        this.applyRuntime(rc);
        const result = await this.inActionScope(() => this._actOnTask(new Task(task)));
        return { rc: this.toRuntime(), result };
      };
    }
    return steps;
  }

  /** Runs `fn` with this call's context fields (nested calls keep the outer ones), the memory ready. */
  private async during<T>(options: RoleCallOptions, fn: () => Promise<T>): Promise<T> {
    const before = this.#callContext;
    if (options.context) this.#callContext = { ...before, ...options.context };
    try {
      await this.prepareLongTermMemory();
      return await fn();
    } finally {
      this.#callContext = before;
    }
  }

  /**
   * Makes the RoleZero memory `longTermMemory` describes, on first use (so a name set as a class field counts) with
   * the run's embeddings, thresholds and logger, holding the messages remembered so far (nothing transferred).
   */
  private async prepareLongTermMemory(): Promise<void> {
    if (!this.longTermMemory) return;
    const key = JSON.stringify([this.name, this.longTermMemory]);
    if (this.#longTermKey === key) return;
    const options = Object.fromEntries(Object.entries(this.longTermMemory).filter(([, v]) => v !== undefined));
    const settings = readRunSettings({ context: this.runContext(false) });
    const storage = this.rc.memory.get();
    this.rc.memory = await RoleZeroLongTermMemory.fromRunSettings(settings, { collectionName: roleZeroCollectionName(this.name), ...options, storage });
    this.#longTermKey = key;
  }

  private envInfo(): RoleEnvInfo | null {
    const env = this.rc.env;
    return env && env.desc ? { desc: env.desc, roleNames: env.roleNames() } : null;
  }

  private graphInput() {
    return { role: this.toSpec(), rc: this.toRuntime(), env: this.envInfo(), entry: "react" as const, withMessage: null };
  }

  private nodeState(entry: "run" | "react"): RoleGraphStateType {
    return { ...this.graphInput(), entry, view: [], observed: 0, reply: null, outbox: [], usage: {} } as RoleGraphStateType;
  }

  /** The state with the history as the role's model sees it (what the graph builds before think and act). */
  private withView(state: RoleGraphStateType): RoleGraphStateType {
    return { ...state, ...buildRoleMemory(state) } as RoleGraphStateType;
  }

  private findAction(id: string): Action {
    return this.actions.find((a) => a.qualifiedName === id) ?? resolveAction(id);
  }

  /** The stored message equal to the reply (so changing it changes memory, as in MetaGPT), else the reply. */
  private storedReply(data: MessageData): Message {
    const reply = MessageClass.fromData(data);
    for (let i = 1; i <= this.rc.memory.count(); i++) {
      const stored = this.rc.memory.getByPosition(-i);
      if (stored?.equals(reply)) return stored;
    }
    return reply;
  }

  /** Runs the reaction graph, keeping the latest state; applies it and returns the reply (null at an interrupt). */
  private async drive(input: unknown): Promise<Message | null> {
    const config = this.runConfig();
    let last: Partial<RoleGraphStateType> | null = null;
    this.pendingInterrupts = [];
    const usageBefore = this.checkpointer
      ? (((await this.graph.getState({ configurable: { thread_id: this.threadId } })).values as Partial<RoleGraphStateType>)?.usage ?? {})
      : {};
    try {
      const stream = await this.graph.stream(input as never, { ...config, streamMode: "values" });
      for await (const values of stream as AsyncIterable<Partial<RoleGraphStateType> & { __interrupt__?: unknown[] }>) {
        if (values.__interrupt__) this.pendingInterrupts.push(...values.__interrupt__);
        else last = values;
      }
    } catch (error) {
      if (last?.rc) this.applyRuntime(normalizeRuntime(last.rc)); // keep what was done
      throw error;
    }
    if (this.checkpointer) {
      const snapshot = await this.graph.getState({ configurable: { thread_id: this.threadId } });
      last = snapshot.values as Partial<RoleGraphStateType>;
      if (snapshot.next.length > 0 && this.pendingInterrupts.length === 0) {
        this.pendingInterrupts = snapshot.tasks.flatMap((task) => task.interrupts ?? []);
      }
    }
    if (!last) return null;
    if (last.rc) this.applyRuntime(normalizeRuntime(last.rc));
    this.usage = mergeUsage(this.usage, subtractUsage(last.usage ?? {}, usageBefore));
    if (this.pendingInterrupts.length > 0) return null;
    return last.reply ? this.storedReply(last.reply) : null;
  }
}

/**
 * Gives the memory these stored messages (no `add` side effects), keeping the message objects it already holds
 * where they are unchanged: a message the role published stays the same object in its memory and in the
 * environment's history, as in MetaGPT.
 */
function restoreMemory(memory: Memory, data: readonly MessageData[]): void {
  const held = memory.get();
  let same = held.length === data.length;
  const messages = data.map((stored, i) => {
    const current = held[i];
    if (current && current.id === stored.id && jsonEqual(current.toData(), stored)) return current;
    same = false;
    return MessageClass.fromData(stored);
  });
  if (!same) memory.load(messages);
}

/** A RoleZero memory object as the `longTermMemory` of the role's data (null for any other memory). */
function longTermSpecOf(memory: Memory): LongTermMemorySpec | null {
  if (!(memory instanceof RoleZeroMemoryOnChroma)) return null;
  const where = memory.url !== undefined ? { url: memory.url } : { persistPath: memory.persistPath };
  return { ...where, collectionName: memory.collectionName, memoryK: memory.memoryK, similarityTopK: memory.similarityTopK, useLlmRanker: memory.useLlmRanker };
}

/** `total - before`, per prompt id (a checkpointed thread's usage channel adds up over runs). */
export function subtractUsage(total: UsageByPrompt, before: UsageByPrompt): UsageByPrompt {
  const out: UsageByPrompt = {};
  for (const [id, usage] of Object.entries(total)) {
    const prior = before[id];
    if (!prior) {
      out[id] = usage;
      continue;
    }
    const diff = Object.fromEntries(Object.entries(usage).map(([k, v]) => [k, v - (prior[k as keyof typeof prior] ?? 0)])) as unknown as typeof usage;
    if (Object.values(diff).some((v) => v !== 0)) out[id] = diff;
  }
  return out;
}
