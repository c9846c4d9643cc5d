/**
 * What a role lives in: MetaGPT's `RoleContext` (the role's runtime context, with live objects: its environment,
 * buffer, memories, state and todo) and the environment's side of it (`RoleEnvironment`, implemented by
 * `Environment`). The rest of the runtime context (plan, loop counter, recovery) is kept as data in `extra`.
 */
import { MessageQueue, USER_REQUIREMENT, type Message } from "../../state/message.js";
import { Memory } from "../../state/roleMemory.js";
import { emptyRuntime, type RoleReactModeValue, type RoleRuntime } from "../../state/roleGraph.js";
import type { Action } from "../../tools/roles/action.js";
import type { Role } from "./role.js";

/** What the environment offers a role (implemented by `Environment`). */
export interface RoleEnvironment {
  /** What the environment is, as it goes into each role's prefix. */
  desc: string;
  /** The names of the roles in the environment. */
  roleNames(): string[];
  /** Records where messages reach the role (called when a role joins or changes its addresses). */
  setAddresses(role: Role, addresses: Set<string>): void;
  /** Delivers a role's message to every role it is addressed to; true when it was taken. */
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
