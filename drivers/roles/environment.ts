/**
 * Environment (MetaGPT `Environment`): where roles meet. Roles are registered by name with their addresses; a
 * published message reaches every role whose addresses meet its recipients (everyone by default) and is kept in the
 * history. `run(k)` runs up to k rounds of the `team` graph: each round runs every role that is not idle,
 * concurrently, and routes what they publish; it stops early once every role is idle.
 */
import { Message } from "../../state/message.js";
import { Memory } from "../../state/roleMemory.js";
import type { RunContextInput } from "../../state/runContext.js";
import { normalizeRuntime } from "../../state/roleGraph.js";
import type { TeamMember } from "../../state/teamGraph.js";
import { mergeUsage } from "../../state/usage.js";
import type { UsageByPrompt } from "../../prompts/types.js";
import { recipientsOf } from "../../nodes/team/members.js";
import { roleRecursionLimit } from "../../nodes/team/runRole.js";
import { teamBuilder } from "../../graphs/team.js";
import type { Action } from "../../tools/roles/action.js";
import type { Role, RoleEnvironment } from "./role.js";

export interface EnvironmentInit {
  desc?: string;
  roles?: Iterable<Role>;
  /** Run context of every round (model, seed, chatModel, logger...). */
  context?: RunContextInput & Record<string, unknown>;
}

const teamRun = teamBuilder.compile();

export class Environment implements RoleEnvironment {
  desc: string;
  /** Roles by name, in the order they were added. */
  roles = new Map<string, Role>();
  /** Where messages reach each role. */
  memberAddrs = new Map<Role, Set<string>>();
  /** Everything published (a debugging log, as in MetaGPT). */
  history = new Memory();
  context: RunContextInput & Record<string, unknown>;
  /** What the prompts of the rounds cost so far. */
  usage: UsageByPrompt = {};

  constructor(init: EnvironmentInit = {}) {
    this.desc = init.desc ?? "";
    this.context = { ...(init.context ?? {}) };
    if (init.roles) this.addRoles(init.roles);
  }

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

  /** Puts the message into the buffer of every role it reaches, and into the history; always true. */
  publishMessage(message: Message, _peekable = true): boolean {
    const members = [...this.memberAddrs.entries()];
    const reached = recipientsOf(message, members.map(([, addresses]) => ({ addresses: [...addresses] })));
    for (const index of reached) members[index]![0].putMessage(message);
    if (reached.length === 0) {
      const warn = (this.context.logger as { warn?: (m: string) => void } | undefined)?.warn ?? ((m: string) => console.warn(`[simulacra] ${m}`));
      warn(`Message from ${message.sentFrom || "outside"} reached no role (send_to ${[...message.sendTo].join(", ")}).`);
    }
    this.history.add(message);
    return true;
  }

  /**
   * Up to k rounds: each runs, concurrently, every role that is not idle, then routes what they published.
   * Stops early when every role is idle (MetaGPT ran the k rounds anyway, with nobody to run).
   */
  async run(k = 1, options: { context?: Record<string, unknown> } = {}): Promise<void> {
    const roles = [...this.roles.values()];
    if (roles.length === 0 || k <= 0) return;
    const members: TeamMember[] = roles.map((role) => ({
      spec: role.toSpec(),
      rc: role.toRuntime(),
      addresses: [...(this.memberAddrs.get(role) ?? role.addresses)],
    }));
    const roleActions: Record<string, Record<string, Action>> = Object.fromEntries(
      roles.map((role) => [role.name, Object.fromEntries(role.actions.map((a) => [a.qualifiedName, a]))]),
    );
    const limit = 10 + 3 * k + roles.reduce((sum, role) => sum + roleRecursionLimit({ spec: role.toSpec() }), 0);
    const out = await teamRun.invoke(
      { roles: members, history: this.history.get().map((m) => m.toData()), desc: this.desc, rounds: k },
      { context: { ...this.context, ...(options.context ?? {}), roleActions }, recursionLimit: limit },
    );
    const results = (out.roles ?? []) as TeamMember[];
    roles.forEach((role, i) => {
      const result = results[i];
      if (result) role.applyRuntime(normalizeRuntime(result.rc));
    });
    this.history.load((out.history ?? []).map((m) => Message.fromData(m)));
    this.usage = mergeUsage(this.usage, out.usage ?? {});
  }

  /** True when every role is idle. */
  get isIdle(): boolean {
    return [...this.roles.values()].every((role) => role.isIdle);
  }

  getRoles(): Record<string, Role> {
    return Object.fromEntries(this.roles);
  }

  getRole(name: string): Role | null {
    return this.roles.get(name) ?? null;
  }

  roleNames(): string[] {
    return [...this.roles.keys()];
  }

  getAddresses(role: Role): Set<string> {
    return this.memberAddrs.get(role) ?? new Set();
  }

  setAddresses(role: Role, addresses: Set<string>): void {
    this.memberAddrs.set(role, new Set(addresses));
  }

  private register(role: Role): void {
    const previous = this.roles.get(role.name);
    if (previous && previous !== role) this.memberAddrs.delete(previous);
    this.roles.set(role.name, role);
    if (!this.memberAddrs.has(role)) this.memberAddrs.set(role, new Set(role.addresses));
  }
}
