/**
 * The role as a description (MetaGPT `Role`'s fields and what its validators derived from them): profile, goal,
 * actions, watch, react mode, addresses, buffer and memory, and the role as data (`toSpec`, `toRuntime`,
 * `applyRuntime`). `Role` (role.ts) adds its running on top; users see one class, `Role`, and subclass it.
 */
import { randomUUID } from "node:crypto";
import { type BaseCheckpointSaver, MemorySaver } from "@langchain/langgraph";
import { rolePrefix } from "../../prompts/role/prefix.js";
import {
  Message as MessageClass,
  MessageQueue,
  USER_REQUIREMENT,
  anyToName,
  anyToStr,
  anyToStrSet,
  type Message,
  type Named,
} from "../../state/message.js";
import type { ChatModelSource } from "../../state/modelSource.js";
import { Memory } from "../../state/roleMemory.js";
import {
  DEFAULT_ROLE_CLASS_ID,
  LongTermMemorySpecSchema,
  ROLE_REACT_MODES,
  normalizeRoleSpec,
  roleSetting,
  type RoleEnvInfo,
  type LongTermMemorySpec,
  type RoleReactModeValue,
  type RoleRuntime,
  type RoleSpec,
} from "../../state/roleGraph.js";
import type { RunContextInput } from "../../state/runContext.js";
import { routeOwnMessage } from "../../nodes/role/publish.js";
import { fromData, toData } from "../../nodes/role/runtime.js";
import { toActionInstance, type Action, type ActionLike } from "../../tools/roles/action.js";
import { resolveAction } from "../../tools/roles/registry.js";
import { RoleContext } from "./roleContext.js";
import { longTermSpecOf, restoreMemory } from "./roleMemory.js";
import type { RoleData, RoleInit } from "./roleOptions.js";

export abstract class RoleDescription {
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

  /** The role's own run context; `llm` is its `chatModel`. */
  context: RunContextInput & Record<string, unknown>;
  /** Addresses given or set; null: the default, {class id, name}, from the current name. */
  #addresses: Set<string> | null = null;
  #derivedAddresses: { key: string; set: Set<string> } | null = null;
  #checkpointer: BaseCheckpointSaver | undefined;
  #threadId: string | undefined;

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
    const id = anyToStr(this.constructor as typeof RoleDescription);
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

  /** Gives the role this one action (an instance, a class or a registered id) in place of its actions. */
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

  /** True when the role reacts to messages caused by this action id. */
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

  /** The newest k messages of the role's memory, oldest first (k = 0: all). */
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

  /** The role as data: its description and its runtime context (what the role graph takes and returns). */
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


  /** The environment as the role's prefix describes it (its description and role names); null without one. */
  protected envInfo(): RoleEnvInfo | null {
    const env = this.rc.env;
    return env && env.desc ? { desc: env.desc, roleNames: env.roleNames() } : null;
  }

  private findAction(id: string): Action {
    return this.actions.find((a) => a.qualifiedName === id) ?? resolveAction(id);
  }

}
