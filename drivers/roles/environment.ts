/**
 * Environment (MetaGPT `Environment`): where roles meet. Roles are registered by name with their addresses; a
 * published message reaches every role whose addresses meet its recipients (everyone by default) and is kept in the
 * history. `run(k)` runs up to k rounds: each round calls `run()` on every role that is not idle, concurrently, as
 * MetaGPT's `env.run` does, and stops early once every role is idle.
 *
 * Why not the `team` graph: the team graph runs roles described by data (serializable, so Studio and the LangGraph
 * server can run and checkpoint it), and a data description cannot carry a live Role's own model, its own memory
 * object (a RoleZero long-term memory) or a subclass's overrides (`publishMessage`, `observe`, `_think`, `_act`,
 * `react`, ...). So the environment drives its live roles itself, and both follow the same rules, which is what
 * keeps their outcomes equal (tested on the same team both ways):
 *  - a round runs every role that is not idle (news, a todo, or messages waiting), each on the round's start;
 *  - a role's run is observe -> react -> publish, on the same role graph nodes;
 *  - what the roles publish during a round is delivered after the round, in role order (the team graph's `deliver`,
 *    with the same `recipientsOf` rule); a message published outside a round is delivered at once.
 *
 * A role that waits for a person (a human role's prompt, a plan review) pauses the run: the round ends for the
 * others, `run` returns which roles wait and for what, and runs nothing more until each is resumed (`resume(name,
 * answer)`, whose reply is delivered at once); then `run` goes on.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import type { Message } from "../../state/message.js";
import { Memory } from "../../state/roleMemory.js";
import type { RunContextInput } from "../../state/runContext.js";
import { mergeUsage } from "../../state/usage.js";
import type { UsageByPrompt } from "../../prompts/types.js";
import { recipientsOf } from "../../nodes/team/members.js";
import { subtractUsage, type Role, type RoleCallOptions, type RoleEnvironment } from "./role.js";

/** What an `Environment` is made with (MetaGPT's `Environment` fields in camelCase). */
export interface EnvironmentInit {
  desc?: string;
  roles?: Iterable<Role>;
  /** Run context the environment gives its roles (model, seed, chatModel, logger...); a role's own settings win. */
  context?: RunContextInput & Record<string, unknown>;
}

/** A role waiting for a person's answer, and what its run asks (the LangGraph interrupt's value). */
export interface WaitingRole {
  role: string;
  request: unknown;
}

/** What `run` did: rounds run, and the roles that wait for a person (the run paused; empty: it did not). */
export interface EnvironmentRunResult {
  rounds: number;
  waiting: WaitingRole[];
}

/** One role's run inside a round: what it publishes waits here until the round ends. */
interface RoundRun {
  outbox: Message[];
  context: Record<string, unknown>;
}

export class Environment implements RoleEnvironment {
  /** What the environment is, as it goes into each role's prefix. */
  desc: string;
  /** Roles by name, in the order they were added. */
  roles = new Map<string, Role>();
  /** Where messages reach each role. */
  memberAddrs = new Map<Role, Set<string>>();
  /** Everything delivered (a debugging log, as in MetaGPT). */
  history = new Memory();
  /** The run context given to every role's runs (model, seed, logger, ...); a role's own settings win. */
  context: RunContextInput & Record<string, unknown>;
  /** What the prompts of the rounds cost so far. */
  usage: UsageByPrompt = {};
  /** The role run the current async call belongs to (set by `run` around each role's run). */
  #roundRun = new AsyncLocalStorage<RoundRun>();

  constructor(init: EnvironmentInit = {}) {
    this.desc = init.desc ?? "";
    this.context = { ...(init.context ?? {}) };
    if (init.roles) this.addRoles(init.roles);
  }

  /** Adds one role (replacing a role of the same name) and joins it to the environment. */
  addRole(role: Role): void {
    this.register(role);
    role.setEnv(this);
  }

  /** Registers every role first, so each one's prefix lists all the others, then joins them to the environment. */
  addRoles(roles: Iterable<Role>): void {
    const list = [...roles];
    for (const role of list) this.register(role);
    for (const role of list) role.setEnv(this);
  }

  /**
   * Puts the message into the buffer of every role it reaches, and into the history; always true. During a round,
   * a role's message waits for the end of the round (see `run`).
   */
  publishMessage(message: Message, _peekable = true): boolean {
    const run = this.#roundRun.getStore();
    if (run) run.outbox.push(message);
    else this.deliver(message);
    return true;
  }

  /** The run context roles get from the environment (a role's own settings win over it). */
  roleContext(): Record<string, unknown> {
    return { ...this.context, ...(this.#roundRun.getStore()?.context ?? {}) };
  }

  /**
   * Up to k rounds: each calls `run()` on every role that is not idle, concurrently, then delivers what they
   * published, in role order. Stops early when every role is idle (MetaGPT ran the k rounds anyway, with nobody to
   * run), and pauses when a role waits for a person (see `waiting`). `options.context` is given to the roles for this
   * run, under their own settings. If a role fails, what the others published is still delivered, then the first
   * error is thrown.
   */
  async run(k = 1, options: RoleCallOptions = {}): Promise<EnvironmentRunResult> {
    let rounds = 0;
    for (let round = 0; round < k; round++) {
      if (this.waiting.length > 0) break;
      const busy = [...this.roles.values()].filter((role) => !role.isIdle);
      if (busy.length === 0) break;
      const runs: RoundRun[] = busy.map(() => ({ outbox: [], context: options.context ?? {} }));
      const usageBefore = busy.map((role) => role.usage);
      const results = await Promise.allSettled(busy.map((role, i) => this.#roundRun.run(runs[i]!, () => role.run())));
      busy.forEach((role, i) => (this.usage = mergeUsage(this.usage, subtractUsage(role.usage, usageBefore[i]!))));
      for (const run of runs) for (const message of run.outbox) this.deliver(message);
      rounds += 1;
      const failed = results.find((result): result is PromiseRejectedResult => result.status === "rejected");
      if (failed) throw failed.reason;
    }
    return { rounds, waiting: this.waiting };
  }

  /** The roles whose run stopped to wait for a person's answer, with what each asks (in role order). */
  get waiting(): WaitingRole[] {
    return [...this.roles.entries()].flatMap(([name, role]) =>
      role.pendingInterrupts.length > 0 ? [{ role: name, request: (role.pendingInterrupts[0] as { value?: unknown }).value }] : [],
    );
  }

  /**
   * Gives a waiting role the person's answer: its run goes on from where it stopped, and what it then says is
   * delivered at once. Returns the reply (null: it stopped again, e.g. for its next prompt; see `waiting`).
   */
  async resume(roleName: string, answer: unknown): Promise<Message | null> {
    const role = this.roles.get(roleName);
    if (!role) throw new Error(`No role named "${roleName}" in this environment (roles: ${this.roleNames().join(", ") || "none"}).`);
    if (role.pendingInterrupts.length === 0) throw new Error(`Role "${roleName}" is not waiting for an answer.`);
    const before = role.usage;
    try {
      return await role.resume(answer);
    } finally {
      this.usage = mergeUsage(this.usage, subtractUsage(role.usage, before));
    }
  }

  /** True when every role is idle. */
  get isIdle(): boolean {
    return [...this.roles.values()].every((role) => role.isIdle);
  }

  /** The roles by name. */
  getRoles(): Record<string, Role> {
    return Object.fromEntries(this.roles);
  }

  /** The role with that name, or null. */
  getRole(name: string): Role | null {
    return this.roles.get(name) ?? null;
  }

  /** The roles' names, in the order they were added. */
  roleNames(): string[] {
    return [...this.roles.keys()];
  }

  /** Where messages reach the role here (empty when it is not a member). */
  getAddresses(role: Role): Set<string> {
    return this.memberAddrs.get(role) ?? new Set();
  }

  /** Records where messages reach the role (a copy of the set). */
  setAddresses(role: Role, addresses: Set<string>): void {
    this.memberAddrs.set(role, new Set(addresses));
  }

  /** MetaGPT's `publish_message`: into every reached role's buffer (a warning when nobody), and the history. */
  private deliver(message: Message): void {
    const members = [...this.memberAddrs.entries()];
    const reached = recipientsOf(message, members.map(([, addresses]) => ({ addresses: [...addresses] })));
    for (const index of reached) members[index]![0].putMessage(message);
    if (reached.length === 0) {
      const warn = (this.context.logger as { warn?: (m: string) => void } | undefined)?.warn ?? ((m: string) => console.warn(`[simulacra] ${m}`));
      warn(`Message from ${message.sentFrom || "outside"} reached no role (send_to ${[...message.sendTo].join(", ")}).`);
    }
    this.history.add(message);
  }

  private register(role: Role): void {
    const previous = this.roles.get(role.name);
    if (previous && previous !== role) this.memberAddrs.delete(previous);
    this.roles.set(role.name, role);
    if (!this.memberAddrs.has(role)) this.memberAddrs.set(role, new Set(role.addresses));
  }
}
