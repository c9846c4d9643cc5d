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
 *
 * This file is the role's running (the chain above, and driving the graph). Its description (fields, actions, watch,
 * addresses, messages, the role as data) is `RoleDescription` (roleDescription.ts), which `Role` extends so that
 * each file reads in one sitting; its runtime context is in roleContext.ts, how it is made and called in
 * roleOptions.ts, its memory as data in roleMemory.ts. Everything is still imported from here.
 */
import { Command, type BaseCheckpointSaver, type CompiledStateGraph } from "@langchain/langgraph";
import { roleBuilder } from "../../graphs/role.js";
import { mergeUsage } from "../../state/usage.js";
import type { UsageByPrompt } from "../../prompts/types.js";
import { AIMessage, Message as MessageClass, type Message, type MessageData } from "../../state/message.js";
import { Task, type TaskResult } from "../../state/plan.js";
import {
  normalizeRoleSpec,
  normalizeRuntime,
  type RoleGraphStateType,
  type RoleRuntime,
  type RoleSpec,
  type RoleSpecInput,
} from "../../state/roleGraph.js";
import { readRunSettings } from "../../state/runContext.js";
import { act as actNode } from "../../nodes/role/act.js";
import { actOnTask as actOnTaskNode } from "../../nodes/role/actOnTask.js";
import { buildRoleMemory } from "../../nodes/role/buildRoleMemory.js";
import { observe as observeNode, toRunMessage } from "../../nodes/role/observe.js";
import { think as thinkNode } from "../../nodes/role/think.js";
import { roleRuntime, type RoleLiveContext, type RoleSteps } from "../../nodes/role/runtime.js";
import { roleRecursionLimit } from "../../nodes/team/runRole.js";
import { ActionOutput, withActionContext, type Action, type ActionContext } from "../../tools/roles/action.js";
import type { RoleEnvironment } from "./roleContext.js";
import { RoleDescription } from "./roleDescription.js";
import { restoreMemory } from "./roleMemory.js";
import { roleRunContext, type RoleCallOptions, type RoleInit, type WithMessageArg } from "./roleOptions.js";
import { RoleZeroLongTermMemory, roleZeroCollectionName } from "./roleZeroMemory.js";

// The role's parts, where callers have always imported them from.
export { RoleContext, type RoleEnvironment } from "./roleContext.js";
export { roleRunContext, type RoleCallOptions, type RoleData, type RoleInit, type WithMessageArg } from "./roleOptions.js";

type RoleGraph = CompiledStateGraph<any, any, any, any, any, any>;

/**
 * A MetaGPT-style role: observes the messages it watches, thinks, acts and publishes, on the `role` graph (`new Role({
 * name, profile, goal, actions })`).
 */
export class Role extends RoleDescription {
  /** What the prompts of this role's runs cost so far. */
  usage: UsageByPrompt = {};
  /** The interrupt an interrupted run is waiting on (resume it with `resume(value)`). */
  pendingInterrupts: unknown[] = [];

  /** The name and `longTermMemory` the long-term memory object was made for (made again when they change). */
  #longTermKey: string | null = null;
  #graph: { graph: RoleGraph; checkpointer: BaseCheckpointSaver | undefined } | null = null;
  /** Context fields of the call under way (`options.context` of run, react, ...). */
  #callContext: Record<string, unknown> = {};
  /** A reaction started by `run()` was interrupted or failed: `resume()` publishes its reply. */
  #publishOnResume = false;

  /** Sets where messages reach the role (empty: back to the default) and tells its environment, if it has one. */
  setAddresses(addresses: Iterable<string>): void {
    this.addresses = addresses;
    this.rc.env?.setAddresses(this, this.addresses);
  }

  /** Puts the role in an environment (null: takes it out) and registers its addresses there. */
  setEnv(env: RoleEnvironment | null): void {
    this.rc.env = env;
    env?.setAddresses(this, this.addresses);
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
