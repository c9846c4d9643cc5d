/**
 * Team (MetaGPT `Team`): the entry point of a MetaGPT program. Hire roles into an environment, invest, publish the
 * project's idea, and run rounds until every role is idle or the rounds are spent:
 *
 *   const team = new Team();
 *   team.hire([new SimpleCoder(), new SimpleTester(), new SimpleReviewer()]);
 *   team.invest(3.0);
 *   team.runProject(idea);
 *   await team.run({ nRound: 5 });
 *
 * A thin layer over `Environment`, as in MetaGPT. Changed: no dollar budget (usage counts calls and tokens per prompt,
 * `team.usage`), so `invest` records the amount and stops nothing; a role that waits for a person pauses `run`, which
 * says who waits (see `waiting`, `resume`); no archiving or serialisation to a folder (checkpoints are LangGraph's).
 */
import { MESSAGE_ROUTE_TO_ALL, Message } from "../../state/message.js";
import type { Memory } from "../../state/roleMemory.js";
import type { RunContextInput } from "../../state/runContext.js";
import type { UsageByPrompt } from "../../prompts/types.js";
import { Environment, type WaitingRole } from "./environment.js";
import type { Role } from "./role.js";

/** MetaGPT's default investment (dollars there; recorded only here). */
export const DEFAULT_INVESTMENT = 10.0;
/** MetaGPT `Team.run`'s default number of rounds. */
export const DEFAULT_TEAM_RUN_ROUNDS = 3;

/**
 * What a `Team` is made with: its roles, its environment (or its description), its run context, investment and idea.
 */
export interface TeamInit {
  /** An environment to work in (default: a new one with `desc`, `roles` and `context`). */
  env?: Environment;
  desc?: string;
  roles?: Iterable<Role>;
  /** Run context for the roles that do not set their own (model, seed, logger, ...). */
  context?: RunContextInput & Record<string, unknown>;
  investment?: number;
  idea?: string;
}

/** How `Team.run` runs: the rounds (`nRound`), the idea that starts it, and whom it is sent to. */
export interface TeamRunOptions {
  /** At most this many rounds (default 3). */
  nRound?: number;
  /** Published first, as `runProject(idea, sendTo)` does. */
  idea?: string;
  sendTo?: string;
}

/**
 * MetaGPT's `Team`: roles hired into one environment, run round by round until every role is idle or the rounds are
 * spent.
 */
export class Team {
  env: Environment;
  investment: number;
  idea: string;

  constructor(init: TeamInit = {}) {
    this.env = init.env ?? new Environment({ desc: init.desc, roles: init.roles, context: init.context });
    if (init.env && init.roles) this.env.addRoles(init.roles);
    this.investment = init.investment ?? DEFAULT_INVESTMENT;
    this.idea = init.idea ?? "";
  }

  /** Adds roles to the team's environment (MetaGPT `hire`). */
  hire(roles: Iterable<Role>): void {
    this.env.addRoles(roles);
  }

  /**
   * MetaGPT `invest`: the budget. MetaGPT stopped the run once the model costs in dollars reached it; there are no
   * dollar costs here, so the amount is recorded and nothing is stopped (what was spent: `usage`).
   */
  invest(investment: number): void {
    if (!Number.isFinite(investment) || investment < 0) throw new Error(`Team.invest: the investment must be a number >= 0, got ${investment}.`);
    this.investment = investment;
  }

  /** Publishes the idea as the person's requirement, to `sendTo` or to everyone (MetaGPT `run_project`). */
  runProject(idea: string, sendTo = ""): void {
    this.idea = idea;
    this.env.publishMessage(new Message({ role: "Human", content: idea, sendTo: sendTo || MESSAGE_ROUTE_TO_ALL }));
  }

  /**
   * Runs up to `nRound` rounds (MetaGPT `run(n_round, idea, send_to)`), fewer when every role is idle or a role
   * waits for a person (then says who, through the run's logger, and `waiting` lists them: answer with `resume`, then
   * `run` again). Returns the environment's history, as MetaGPT did.
   */
  async run(options: TeamRunOptions | number = {}): Promise<Memory> {
    const { nRound = DEFAULT_TEAM_RUN_ROUNDS, idea = "", sendTo = "" } = typeof options === "number" ? { nRound: options } : options;
    if (idea) this.runProject(idea, sendTo);
    for (let left = nRound; left > 0; left--) {
      if (this.env.isIdle) break;
      const { waiting } = await this.env.run(1);
      if (waiting.length > 0) {
        this.logger().warn(`the team paused: ${waiting.map(describeWaiting).join("; ")}. Answer with team.resume(name, answer), then run again.`);
        break;
      }
    }
    return this.env.history;
  }

  /** The roles waiting for a person's answer, with what each asks. */
  get waiting(): WaitingRole[] {
    return this.env.waiting;
  }

  /** Gives a waiting role the person's answer (see `Environment.resume`). */
  resume(roleName: string, answer: unknown): Promise<Message | null> {
    return this.env.resume(roleName, answer);
  }

  /** What the prompts of the team's rounds cost so far (calls and tokens per prompt). */
  get usage(): UsageByPrompt {
    return this.env.usage;
  }

  private logger(): { warn(message: string): void } {
    return (this.env.context.logger as { warn(m: string): void } | undefined) ?? { warn: (m) => console.warn(`[simulacra] ${m}`) };
  }
}

function describeWaiting({ role, request }: WaitingRole): string {
  const what = (request as { kind?: unknown; promptId?: unknown } | null) ?? {};
  const detail = what.kind === "human input" ? `its answer to ${String(what.promptId)}` : typeof what.kind === "string" ? `a ${what.kind}` : "input";
  return `${role} waits for ${detail}`;
}
