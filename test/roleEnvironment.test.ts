/**
 * A role keeps its own model and its own overrides inside an Environment, and an Environment run gives the same
 * outcome as the `team` graph on the same team. Models are scripted chat models that count their calls.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { teamGraph } from "../graphs/team.js";
import { writeDraftPrompt } from "../prompts/role/writeDraft.js";
import { AIMessage, Message, USER_REQUIREMENT, type MessageData } from "../state/message.js";
import type { TeamMember } from "../state/teamGraph.js";
import type { Task, TaskResult } from "../state/plan.js";
import { Action, UserRequirement, type ActionContext } from "../tools/roles/action.js";
import { ReviewDraft, WriteDraft, defaultReviewer, defaultWriter } from "../tools/roles/examples.js";
import { Environment } from "../drivers/roles/environment.js";
import { Role, roleRunContext, type RoleCallOptions, type RoleEnvironment, type RoleInit } from "../drivers/roles/role.js";
import { DRAFT_TEXTS, DRAFTS, REVIEWS, ScriptedChatModel } from "./support/scriptedChatModel.js";

const quiet = { warn: () => {} };
const IDEA = "Write a four-line poem about a lighthouse keeper who is afraid of the dark.";

function writerModel() {
  return new ScriptedChatModel("writer's model", { write_draft: DRAFTS });
}
function reviewerModel() {
  return new ScriptedChatModel("reviewer's model", { review_draft: REVIEWS });
}
/** A model that must not be asked: every prompt id is missing from its script. */
function unusedModel(label: string) {
  return new ScriptedChatModel(label, {});
}

/** An environment that records what a role publishes (a role run alone, with somewhere to publish). */
function recordingEnv(): RoleEnvironment & { published: Message[] } {
  const env = {
    desc: "",
    published: [] as Message[],
    roleNames: () => [],
    setAddresses: () => {},
    publishMessage: (message: Message) => {
      env.published.push(message);
      return true;
    },
  };
  return env;
}

/** What a published message says, as a user would compare it (ids differ from run to run). */
const said = (m: Message | MessageData) => {
  const message = m instanceof Message ? m : Message.fromData(m);
  return {
    content: message.content,
    role: message.role,
    causeBy: message.causeBy,
    sentFrom: message.sentFrom,
    sendTo: [...message.sendTo].sort(),
    metadata: message.metadata,
  };
};

/**
 * Runs a fresh role both ways on the same requirement: alone (`role.run(idea)`, publishing into a recording
 * environment) and as a member of an Environment with a bystander (`env.run(1)`). Returns what it published each way.
 */
async function aloneAndInEnvironment(makeRole: () => Role, idea: string | Message = IDEA) {
  const alone = makeRole();
  const recorder = recordingEnv();
  alone.setEnv(recorder);
  await alone.run(typeof idea === "string" ? idea : idea.clone());

  const member = makeRole();
  const bystander = new Role({ name: "Zed", profile: "Bystander", watch: ["nothing"], context: { chatModel: unusedModel("bystander's model") } });
  const env = new Environment({ roles: [member, bystander], context: { logger: quiet } });
  env.publishMessage(typeof idea === "string" ? new Message(idea) : idea.clone());
  await env.run(1);
  return { alone, member, env, aloneSaid: recorder.published.map(said), envSaid: env.history.get().slice(1).map(said) };
}

describe("a role's own model", () => {
  it("answers for the role in an environment that has no model of its own", async () => {
    const own = writerModel();
    const writer = new Role({ ...defaultWriter(), llm: own });
    const env = new Environment({ roles: [writer] });
    env.publishMessage(new Message(IDEA));
    await env.run(1);
    expect(own.count("write_draft")).toBe(1);
    expect(env.history.get().map((m) => m.content)).toEqual([IDEA, DRAFT_TEXTS[0]]);
    expect(writer.llm).toBe(own);
    expect(writer.usage.write_draft?.calls).toBe(1);
    expect(env.usage.write_draft?.calls).toBe(1);
  });

  it("wins over the environment's model; roles without one use the environment's", async () => {
    const own = writerModel();
    const shared = reviewerModel();
    const writer = new Role({ ...defaultWriter(), chatModel: own });
    const reviewer = new Role(defaultReviewer());
    const env = new Environment({ roles: [writer, reviewer], context: { chatModel: shared } });
    env.publishMessage(new Message(IDEA));
    await env.run(3);
    expect([own.count("write_draft"), own.count()]).toEqual([1, 1]);
    expect([shared.count("review_draft"), shared.count()]).toEqual([1, 1]);
    expect(env.history.get().map((m) => m.content)).toEqual([IDEA, DRAFT_TEXTS[0], REVIEWS[0]]);
    // the writer's prompt went to its own model, with its own prefix
    expect(own.calls[0]!.text).toContain("Alice");
    expect(shared.calls[0]!.text).toContain("Bob");
  });

  it("env.run(k, { context }) gives the roles settings for that run, under their own", async () => {
    const own = writerModel();
    const forTheRun = reviewerModel();
    const writer = new Role({ ...defaultWriter(), llm: own });
    const reviewer = new Role(defaultReviewer());
    const env = new Environment({ roles: [writer, reviewer], context: { logger: quiet } });
    env.publishMessage(new Message(IDEA));
    await env.run(2, { context: { chatModel: forTheRun } });
    expect([own.count(), forTheRun.count("review_draft"), forTheRun.count()]).toEqual([1, 1, 1]);
    expect(env.roleContext()).toEqual({ logger: quiet }); // only during that run
  });

  it("is chosen as a whole: a role naming a model spec does not take the environment's model instance", () => {
    const envModel = unusedModel("environment's model");
    expect(roleRunContext({ chatModel: envModel, seed: 4 }, { model: "simulated" })).toEqual({ model: "simulated", seed: 4 });
    expect(roleRunContext({ model: "openai/gpt-4o-mini", seed: 4 }, { chatModel: envModel })).toEqual({ chatModel: envModel, seed: 4 });
    expect(roleRunContext({ chatModel: envModel, seed: 4 }, { seed: 9 })).toEqual({ chatModel: envModel, seed: 9 });
  });

  it("can be set after construction (role.llm) and cleared", async () => {
    const role = new Role({ ...defaultWriter() });
    expect(role.llm).toBeNull();
    const own = writerModel();
    role.llm = own;
    await role.run(IDEA);
    expect(own.count()).toBe(1);
    role.llm = null;
    expect(role.context.chatModel).toBeUndefined();
  });
});

describe("a subclass's overrides take effect the same way alone and in an environment", () => {
  it("publishMessage", async () => {
    class SigningWriter extends Role {
      override publishMessage(message: Message | null | undefined): void {
        if (message) {
          message.metadata.signedBy = this.name;
          message.sendTo = new Set(["Bob"]);
        }
        super.publishMessage(message);
      }
    }
    const make = () => new SigningWriter({ ...defaultWriter(), llm: writerModel() });
    const { aloneSaid, envSaid, member } = await aloneAndInEnvironment(make);
    expect(aloneSaid).toEqual([expect.objectContaining({ content: DRAFT_TEXTS[0], sendTo: ["Bob"], metadata: { signedBy: "Alice", agent: "Alice(Writer)" } })]);
    expect(envSaid).toEqual(aloneSaid);
    // the published reply is the message in the role's memory (changed in place, as in MetaGPT)
    expect(said(member.getMemories(1)[0]!)).toEqual(envSaid[0]);
  });

  it("observe", async () => {
    class SpamFilteringWriter extends Role {
      override async observe(options?: RoleCallOptions): Promise<number> {
        const kept = this.rc.msgBuffer.popAll().filter((m) => !m.content.startsWith("[ad]"));
        for (const m of kept) this.putMessage(m);
        return super.observe(options);
      }
    }
    const make = () => new SpamFilteringWriter({ ...defaultWriter(), llm: writerModel() });
    const ad = new Message("[ad] Buy lighthouse insurance today!");
    const { aloneSaid, envSaid, alone, member } = await aloneAndInEnvironment(make, ad);
    expect(aloneSaid).toEqual([]);
    expect(envSaid).toEqual([]);
    expect(alone.getMemories()).toEqual([]);
    expect(member.getMemories()).toEqual([]);
    const real = await aloneAndInEnvironment(make);
    expect(real.envSaid).toEqual(real.aloneSaid);
    expect(real.envSaid.map((m) => m.content)).toEqual([DRAFT_TEXTS[0]]);
  });

  it("_think: the role decides without asking the model", async () => {
    class KeywordWriter extends Role {
      protected override async _think(): Promise<boolean> {
        const request = this.getMemories(1)[0]?.content ?? "";
        this._setState(/review/i.test(request) ? 1 : 0);
        return true;
      }
    }
    const models: ScriptedChatModel[] = [];
    const make = () => {
      const model = new ScriptedChatModel("writer's model", { write_draft: DRAFTS, review_draft: REVIEWS });
      models.push(model);
      return new KeywordWriter({ ...defaultWriter(), actions: [WriteDraft, ReviewDraft], llm: model });
    };
    const { aloneSaid, envSaid } = await aloneAndInEnvironment(make, "Please review the poem in my last message.");
    expect(envSaid).toEqual(aloneSaid);
    expect(envSaid.map((m) => [m.causeBy, m.content])).toEqual([["ReviewDraft", REVIEWS[0]]]);
    expect(models.map((m) => m.count("role_state"))).toEqual([0, 0]); // two actions, yet no state choice asked
    expect(models.map((m) => m.count("review_draft"))).toEqual([1, 1]);
  });

  it("_act: a MetaGPT-style act that runs the todo itself and says it as the role's profile", async () => {
    class SimpleWriter extends Role {
      protected override async _act(): Promise<Message> {
        const todo = this.rc.todo!;
        const text = (await todo.run(this.getMemories(1), this.actionContext())) as string;
        const message = new Message({ content: text.replace(/^\*\*.*\*\*\n\n/, ""), role: this.profile, causeBy: todo });
        this.rc.memory.add(message);
        return message;
      }
    }
    const make = () => new SimpleWriter({ ...defaultWriter(), llm: writerModel() });
    const { aloneSaid, envSaid, member } = await aloneAndInEnvironment(make);
    expect(envSaid).toEqual(aloneSaid);
    expect(envSaid).toEqual([expect.objectContaining({ role: "Writer", causeBy: "WriteDraft", sentFrom: "SimpleWriter" })]);
    expect(envSaid[0]!.content.startsWith("He winds the lamp")).toBe(true); // the title cut by the override (the prompt cut the preamble)
    expect(member.usage.write_draft?.calls).toBe(1); // counted through actionContext
  });

  it("react and _react", async () => {
    class SigningOffWriter extends Role {
      override async react(options?: RoleCallOptions): Promise<Message | null> {
        const reply = await super.react(options);
        if (reply) reply.content = `${reply.content}\n\n— ${this.name}`;
        return reply;
      }
    }
    const signed = await aloneAndInEnvironment(() => new SigningOffWriter({ ...defaultWriter(), llm: writerModel() }));
    expect(signed.envSaid).toEqual(signed.aloneSaid);
    expect(signed.envSaid.map((m) => m.content)).toEqual([`${DRAFT_TEXTS[0]}\n\n— Alice`]);

    class TwoDraftWriter extends Role {
      protected override async _react(): Promise<Message | null> {
        let reply: Message | null = null;
        for (let i = 0; i < 2 && (await this._think()); i++) reply = await this._act();
        return reply;
      }
    }
    const twice = await aloneAndInEnvironment(() => new TwoDraftWriter({ ...defaultWriter(), llm: writerModel() }));
    expect(twice.envSaid).toEqual(twice.aloneSaid);
    expect(twice.envSaid.map((m) => m.content)).toEqual([DRAFT_TEXTS[1]]);
    expect(twice.member.getMemories().map((m) => m.causeBy)).toEqual([USER_REQUIREMENT, "WriteDraft", "WriteDraft"]);
    expect(twice.member.getMemories(1)[0]!.agent).toBe("Alice(Writer)"); // react() tags the reply, in memory too
  });

  it("_actOnTask (plan_and_act): the role carries out each planned task itself", async () => {
    const plan =
      "Here's how I'd break this down:\n\n```json\n" +
      JSON.stringify([
        { task_id: "1", dependent_task_ids: [], instruction: "List three images of the sea at night", task_type: "WriteDraft" },
        { task_id: "2", dependent_task_ids: ["1"], instruction: "Write the four lines", task_type: "WriteDraft" },
      ]) +
      "\n```\n\nThe images come first so the poem has something concrete to work with.";
    class ChecklistWriter extends Role {
      done: string[] = [];
      protected override async _actOnTask(task: Task): Promise<TaskResult> {
        this.done.push(task.instruction);
        return { result: `done: ${task.instruction.toLowerCase()}`, isSuccess: true };
      }
    }
    const models: ScriptedChatModel[] = [];
    const make = () => {
      const model = new ScriptedChatModel("planner's model", { role_write_plan: plan });
      models.push(model);
      return new ChecklistWriter({ ...defaultWriter(), reactMode: "plan_and_act", llm: model });
    };
    const { aloneSaid, envSaid, alone, member } = await aloneAndInEnvironment(make);
    expect(envSaid).toEqual(aloneSaid);
    for (const role of [alone, member] as ChecklistWriter[]) {
      expect(role.done).toEqual(["List three images of the sea at night", "Write the four lines"]);
      expect(role.rc.extra.plan!.tasks.map((t) => [t.isFinished, t.result.trim()])).toEqual([
        [true, "done: list three images of the sea at night"],
        [true, "done: write the four lines"],
      ]);
    }
    expect(envSaid[0]!.content).toContain("done: write the four lines"); // the plan's summary
    expect(models.map((m) => [m.count("role_write_plan"), m.count()])).toEqual([
      [1, 1],
      [1, 1],
    ]); // the tasks themselves asked no model
  });

  it("_setState: the role sees and may change each state the graph chooses", async () => {
    class DraftsOnly extends Role {
      seen: number[] = [];
      protected override _setState(state: number): void {
        this.seen.push(state);
        super._setState(state === 1 ? -1 : state); // never reviews its own drafts
      }
    }
    const models: ScriptedChatModel[] = [];
    const make = () => {
      const model = new ScriptedChatModel("writer's model", { write_draft: DRAFTS, review_draft: REVIEWS });
      models.push(model);
      return new DraftsOnly({ ...defaultWriter(), actions: [WriteDraft, ReviewDraft], reactMode: "by_order", llm: model });
    };
    const { aloneSaid, envSaid, alone, member } = await aloneAndInEnvironment(make);
    expect(envSaid).toEqual(aloneSaid);
    expect(envSaid.map((m) => m.causeBy)).toEqual(["WriteDraft"]);
    expect(models.map((m) => m.calls.map((c) => c.promptId))).toEqual([["write_draft"], ["write_draft"]]);
    for (const role of [alone, member] as DraftsOnly[]) expect(role.seen).toEqual([0, 1, -1]); // by_order, then react()
  });

  it("an action with its own run() gets the role's context (its model) in both", async () => {
    class Headline extends Action {
      static override qualifiedName = "Headline";
      override async run(history: Message[], context?: ActionContext) {
        const draft = await context!.ask(writeDraftPrompt, {
          prefix: context!.prefix,
          roleName: context!.role.name,
          history: context!.view,
          task: `Headline for: ${history.at(-1)?.content ?? ""}`,
        });
        return draft.split("\n").find((line) => line.startsWith("**")) ?? draft;
      }
    }
    const make = () => new Role({ ...defaultWriter(), actions: [new Headline()], llm: writerModel() });
    const { aloneSaid, envSaid } = await aloneAndInEnvironment(make);
    expect(envSaid).toEqual(aloneSaid);
    expect(envSaid.map((m) => [m.causeBy, m.content])).toEqual([["Headline", "**Night Shift**"]]);
  });
});

describe("the environment's history", () => {
  it("keeps what was there and the messages the roles published, as published (not rebuilt by a graph)", async () => {
    class SigningWriter extends Role {
      override publishMessage(message: Message | null | undefined): void {
        if (message) message.metadata.signedBy = this.name;
        super.publishMessage(message);
      }
    }
    const writer = new SigningWriter({ ...defaultWriter(), llm: writerModel() });
    const env = new Environment({ roles: [writer] });
    const note = new AIMessage({ content: "debug: workshop opened", sendTo: ["nobody"] });
    env.history.add(note);
    env.publishMessage(new Message(IDEA));
    await env.run(2);
    const history = env.history.get();
    expect(history[0]).toBe(note);
    expect(history.map((m) => m.content)).toEqual(["debug: workshop opened", IDEA, DRAFT_TEXTS[0]]);
    expect(history[2]!.metadata.signedBy).toBe("Alice");
    expect(history[2]).toBe(writer.getMemories(1)[0]); // the very message the role published
  });

  it("delivers a round's messages after the round, in role order; a failing role does not lose the others' messages", async () => {
    const failing = new (class extends Action {
      override async run(): Promise<string> {
        throw new Error("the model endpoint closed the connection");
      }
    })({ id: "Fragile" });
    const writer = new Role({ ...defaultWriter(), llm: writerModel() });
    const broken = new Role({ name: "Carl", profile: "Critic", actions: [failing] });
    const env = new Environment({ roles: [broken, writer] });
    env.publishMessage(new Message(IDEA));
    await expect(env.run(1)).rejects.toThrow(/closed the connection/);
    expect(env.history.get().map((m) => m.content)).toEqual([IDEA, DRAFT_TEXTS[0]]);
    expect(broken.getMemories()).toEqual([]); // forgotten, so a recovered Carl observes it again
    expect(broken.latestObservedMsg?.content).toBe(IDEA);
  });
});

describe("the team graph and Environment.run", () => {
  it("give the same history, memories and prompts on the same team", async () => {
    const script = { write_draft: DRAFTS, review_draft: REVIEWS };
    const writerSpec = { ...defaultWriter(), watch: [USER_REQUIREMENT, "ReviewDraft"] };
    const desc = "a writing workshop";

    const graphModel = new ScriptedChatModel("team graph's model", script);
    const out = await teamGraph.invoke({ roles: [writerSpec, defaultReviewer()], idea: IDEA, rounds: 4, desc }, { context: { chatModel: graphModel } });

    const envModel = new ScriptedChatModel("environment's model", script);
    const writer = new Role(writerSpec);
    const reviewer = new Role(defaultReviewer());
    const env = new Environment({ desc, roles: [writer, reviewer], context: { chatModel: envModel } });
    env.publishMessage(new Message(IDEA));
    await env.run(4);

    expect(env.history.count()).toBe(5); // idea, draft, review, revised draft, review
    expect(env.history.get().map(said)).toEqual((out.history ?? []).map(said));
    const members = out.roles as TeamMember[];
    expect(writer.getMemories().map(said)).toEqual(members[0]!.rc.memory.map(said));
    expect(reviewer.getMemories().map(said)).toEqual(members[1]!.rc.memory.map(said));
    expect(envModel.calls.map((c) => c.promptId)).toEqual(["write_draft", "review_draft", "write_draft", "review_draft"]);
    // the model was asked the same things, word for word (same prefixes, same views of the history)
    expect(envModel.calls.map((c) => c.text)).toEqual(graphModel.calls.map((c) => c.text));
    expect(env.usage.write_draft?.calls).toBe(out.usage.write_draft?.calls);
  });
});

describe("MetaGPT call shapes", () => {
  it("observe() is public: it takes the news and says how many", async () => {
    const role = new Role({ ...defaultWriter(), llm: unusedModel("writer's model") });
    role.putMessage(new Message(IDEA));
    role.putMessage(new Message({ content: "a draft from someone else", causeBy: "WriteDraft" }));
    expect(await role.observe()).toBe(1);
    expect(role.rc.msgBuffer.empty()).toBe(true);
    expect(role.rc.news.map((m) => m.content)).toEqual([IDEA]);
    expect(role.getMemories().map((m) => m.content)).toEqual([IDEA]);
    expect(await role.observe()).toBe(0);
  });
});

describe("a subclass that sets its fields as class fields (MetaGPT's field defaults)", () => {
  /** MetaGPT's tutorial shape: `name: str = "Alice"` and friends, then set_actions / _watch in __init__. */
  class SimpleCoder extends Role {
    override name = "Alice";
    override profile = "SimpleCoder";
    override goal = "Write small, correct functions";
    constructor(init: RoleInit = {}) {
      super(init);
      this.watch([UserRequirement]);
      this.setActions([WriteDraft]);
    }
  }

  it("is addressed by the name its class field gives (a message sent to that name reaches it)", async () => {
    const model = writerModel();
    const coder = new SimpleCoder({ llm: model });
    expect(coder.addresses).toEqual(new Set(["SimpleCoder", "Alice"]));
    const env = new Environment({ roles: [coder] });
    expect(env.roleNames()).toEqual(["Alice"]);
    expect(env.getAddresses(coder)).toEqual(new Set(["SimpleCoder", "Alice"]));
    env.publishMessage(new Message({ content: IDEA, sendTo: "Alice" }));
    expect(coder.rc.msgBuffer.peekAll().map((m) => m.content)).toEqual([IDEA]);
    await env.run(1);
    const reply = env.history.get()[1]!;
    expect([reply.content, reply.agent, reply.sentFrom]).toEqual([DRAFT_TEXTS[0], "Alice(SimpleCoder)", "SimpleCoder"]);
    // its prompt introduced it by the profile and goal of its class fields
    expect(model.calls[0]!.text).toMatch(/SimpleCoder[\s\S]*Alice|Alice[\s\S]*SimpleCoder/);
    expect(model.calls[0]!.text).toContain("Write small, correct functions");
  });

  it("addresses given to the constructor, or set later, win over the default", () => {
    expect(new SimpleCoder({ addresses: ["coders"] }).addresses).toEqual(new Set(["coders"]));
    const coder = new SimpleCoder();
    coder.setAddresses(["desk-3"]);
    expect(coder.addresses).toEqual(new Set(["desk-3"]));
    expect(coder.toSpec().addresses).toEqual(["desk-3"]);
  });

  it("observeAllMsgFromBuffer as a class field: the role watches nothing, remembers everything, reacts to its name", async () => {
    class Minutes extends Role {
      override name = "Mo";
      override observeAllMsgFromBuffer = true;
    }
    const role = new Minutes({ actions: [WriteDraft] });
    expect(role.rc.watch.size).toBe(0);
    role.putMessage(new Message(IDEA));
    role.putMessage(new Message({ content: "Mo, take the minutes please.", sendTo: "Mo" }));
    expect(await role.observe()).toBe(1);
    expect(role.rc.news.map((m) => m.content)).toEqual(["Mo, take the minutes please."]);
    expect(role.getMemories()).toHaveLength(2);
  });

  it("actions as a class field get their states; by_order and plan_and_act set in the constructor take effect", async () => {
    class Workshop extends Role {
      override name = "Wren";
      override actions = [new WriteDraft(), new ReviewDraft()];
      constructor(init: RoleInit = {}) {
        super(init);
        this.setReactMode("by_order");
      }
    }
    const model = new ScriptedChatModel("workshop model", { write_draft: DRAFTS, review_draft: REVIEWS });
    const workshop = new Workshop({ llm: model });
    expect(workshop.states).toEqual(["0. WriteDraft", "1. ReviewDraft"]);
    await workshop.run(IDEA);
    expect(model.calls.map((c) => c.promptId)).toEqual(["write_draft", "review_draft"]); // in order, no state choice

    const plan = '```json\n[{"task_id": "1", "dependent_task_ids": [], "instruction": "Draft the poem", "task_type": "WriteDraft"}]\n```';
    class CarefulPlanner extends Role {
      override roleId = "careful-1";
      constructor(init: RoleInit = {}) {
        super(init);
        this.setActions([WriteDraft]);
        this.setReactMode("plan_and_act", 1, false); // a person reviews: needs checkpoints, made when needed
      }
    }
    const planner = new CarefulPlanner({ llm: new ScriptedChatModel("planner", { role_write_plan: plan, write_draft: DRAFTS }) });
    expect(planner.threadId).toBe("careful-1");
    expect(await planner.run(IDEA)).toBeNull();
    expect((planner.pendingInterrupts[0] as { value: { kind: string } }).value.kind).toBe("plan review");
    expect(await planner.resume("yes")).toBeNull(); // now the task's result
    const reply = await planner.resume("confirm");
    expect(reply!.content).toContain("Night Shift");
  });
});

describe("_observe (MetaGPT's debate)", () => {
  const SpeakAloud = new Action({ id: "SpeakAloud", instruction: "Answer your opponent in two sentences, on the topic." });

  /** MetaGPT's debate.py Debator: reacts only to what was sent to it by name, answers its opponent. */
  class Debator extends Role {
    readonly opponentName: string;
    constructor(init: RoleInit & { opponentName: string }) {
      super({ ...init, actions: [SpeakAloud], watch: [UserRequirement, SpeakAloud] });
      this.opponentName = init.opponentName;
    }
    protected override async _observe(): Promise<number> {
      await super._observe();
      // accept what was sent to this debator alone; an announcement to everyone is not a turn
      this.rc.news = this.rc.news.filter((m) => m.sendTo.size === 1 && m.sendTo.has(this.name));
      return this.rc.news.length;
    }
    protected override async _act(): Promise<Message> {
      const todo = this.rc.todo!;
      const said = String(await todo.run(this.getMemories(), this.actionContext()));
      const message = new Message({ content: said, role: this.profile, causeBy: todo, sentFrom: this.name, sendTo: this.opponentName });
      this.rc.memory.add(message);
      return message;
    }
  }
  const bidenSays = [
    "Climate change is the defining challenge of our time. We can create millions of good-paying jobs by building a clean-energy economy.",
    "With respect, the other side has no plan at all. Doing nothing is the most expensive choice we could make.",
  ];
  const trumpSays = [
    "Believe me, nobody cares about the environment more than I do. But we won't kill American jobs for a green fantasy.",
    "His plan would cost trillions. We'll have the cleanest air and the strongest economy, both.",
  ];
  const debators = () => {
    const bidenModel = new ScriptedChatModel("Biden's model", { role_instruction: bidenSays });
    const trumpModel = new ScriptedChatModel("Trump's model", { role_instruction: trumpSays });
    const biden = new Debator({ name: "Biden", profile: "Democrat", opponentName: "Trump", llm: bidenModel });
    const trump = new Debator({ name: "Trump", profile: "Republican", opponentName: "Biden", llm: trumpModel });
    return { biden, trump, bidenModel, trumpModel };
  };
  const announcement = () => new Message({ role: "Human", content: "Welcome to tonight's debate. Please hold your applause." });
  const topic = () => new Message({ role: "Human", content: "Topic: climate change. Biden opens.", sendTo: "Biden" });

  it("alone: an announcement to everyone is observed but not news; a turn sent to the role is", async () => {
    const { biden, bidenModel } = debators();
    expect(await biden.run(announcement())).toBeNull();
    expect(bidenModel.count()).toBe(0);
    expect(biden.getMemories().map((m) => m.content)).toEqual(["Welcome to tonight's debate. Please hold your applause."]);
    const reply = await biden.run(topic());
    expect([reply!.content, reply!.sentFrom, [...reply!.sendTo]]).toEqual([bidenSays[0], "Biden", ["Trump"]]);
  });

  it("in an environment: the debators take turns, each answering the other", async () => {
    const { biden, trump, bidenModel, trumpModel } = debators();
    const env = new Environment({ desc: "US election live broadcast", roles: [biden, trump], context: { chatModel: unusedModel("environment's model") } });
    env.publishMessage(announcement());
    env.publishMessage(topic());
    await env.run(1);
    // without the override Trump (who watches UserRequirement) would have answered the announcement
    expect(trumpModel.count()).toBe(0);
    await env.run(3);
    const turns = env.history.get().slice(2).map((m) => `${m.sentFrom} -> ${[...m.sendTo].join(",")}: ${m.content}`);
    expect(turns).toEqual([
      `Biden -> Trump: ${bidenSays[0]}`,
      `Trump -> Biden: ${trumpSays[0]}`,
      `Biden -> Trump: ${bidenSays[1]}`,
      `Trump -> Biden: ${trumpSays[1]}`,
    ]);
    expect([bidenModel.count(), trumpModel.count()]).toEqual([2, 2]);
    // each answered having heard the other: Trump's first prompt held Biden's opening
    expect(trumpModel.calls[0]!.text).toContain("defining challenge of our time");
  });
});

describe("aask: an action's own free-text request (MetaGPT `_aask`)", () => {
  const codePrompt = (instruction: string) =>
    `Write a Python function that can ${instruction}.\nAnswer with the code in one \`\`\`python fenced block, nothing else.`;
  const fenced = (text: string) => /```(?:python)?\n([\s\S]*?)```/.exec(text)?.[1]?.trim() ?? text.trim();

  /** MetaGPT's tutorial action: `rsp = await self._aask(prompt)`, then the code out of the fence. */
  class SimpleWriteCode extends Action {
    override async run(history: Message[]) {
      return fenced(await this._aask(codePrompt(history.at(-1)?.content ?? "")));
    }
  }
  const answer =
    "Sure! Here's a simple implementation:\n\n```python\ndef add(a, b):\n    \"\"\"Return the sum of a and b.\"\"\"\n    return a + b\n```\n\nYou can call it as `add(2, 3)`.";
  const code = 'def add(a, b):\n    """Return the sum of a and b."""\n    return a + b';
  const coder = (init: RoleInit = {}) => new Role({ name: "Alice", profile: "SimpleCoder", actions: [new SimpleWriteCode()], ...init });

  it("asks the role's own model, after the role's prefix, and is counted under role_aask", async () => {
    const model = new ScriptedChatModel("coder's model", { role_aask: answer });
    const role = coder({ llm: model });
    const reply = await role.run("add two numbers");
    expect(reply!.content).toBe(code);
    expect(model.count("role_aask")).toBe(1);
    expect(model.calls[0]!.text).toBe(`${role.prefix.trim()}\n\n${codePrompt("add two numbers")}`);
    expect(role.usage.role_aask).toMatchObject({ runs: 1, calls: 1, fallbacks: 0 });
  });

  it("context.aask with system messages sends them instead of the prefix", async () => {
    class Terse extends Action {
      override async run(_history: Message[], context?: ActionContext) {
        return context!.aask("Name one prime number.", ["You answer with a number only."]);
      }
    }
    const model = new ScriptedChatModel("model", { role_aask: "7" });
    const role = new Role({ name: "Alice", actions: [new Terse()], llm: model });
    expect((await role.run("go"))!.content).toBe("7");
    expect(model.calls[0]!.text).toBe("You answer with a number only.\n\nName one prime number.");
  });

  it("in an environment: the role's own model answers, and the environment counts it", async () => {
    const model = new ScriptedChatModel("coder's model", { role_aask: answer });
    const role = coder({ llm: model });
    const env = new Environment({ roles: [role], context: { chatModel: unusedModel("environment's model") } });
    env.publishMessage(new Message("add two numbers"));
    await env.run(1);
    expect(env.history.get().map((m) => m.content)).toEqual(["add two numbers", code]);
    expect(env.usage.role_aask?.calls).toBe(1);
  });

  it("from an _act of the role's own (todo.run without a context, as in MetaGPT)", async () => {
    class Tester extends Role {
      protected override async _act(): Promise<Message> {
        const todo = this.rc.todo!;
        const text = String(await todo.run(this.getMemories()));
        return new Message({ content: text, role: this.profile, causeBy: todo });
      }
    }
    const model = new ScriptedChatModel("tester's model", { role_aask: answer });
    const role = new Tester({ name: "Bob", profile: "SimpleTester", actions: [new SimpleWriteCode()], llm: model });
    expect((await role.run("add two numbers"))!.content).toBe(code);
    expect(role.usage.role_aask?.calls).toBe(1);
  });

  it("offline, the simulated model answers in the shape asked for", async () => {
    const reply = await coder().run("add two numbers");
    expect(reply!.content).toMatch(/^# Write a Python function that can add two numbers/);
  });

  it("is recorded, and a replay answers it offline", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "simulacra-aask-"));
    try {
      const file = path.join(dir, "exchanges.jsonl");
      const model = new ScriptedChatModel("coder's model", { role_aask: answer });
      await coder({ llm: model, context: { record: file } }).run("add two numbers");
      const lines = readFileSync(file, "utf8").trim().split("\n").map((l) => JSON.parse(l));
      expect(lines.filter((l) => l.kind === "chat").map((l) => [l.prompt, l.answer])).toEqual([["role_aask", answer]]);
      const replayed = await coder({ context: { model: `replay:${file}` } }).run("add two numbers");
      expect(replayed!.content).toBe(code);
      expect(model.count()).toBe(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("outside a role's run, _aask says what to do instead", async () => {
    await expect(new SimpleWriteCode().run([new Message("add")])).rejects.toThrow(/_aask works while a role runs the action/);
  });
});
