import { describe, expect, it } from "vitest";
import { FakeListChatModel } from "@langchain/core/utils/testing";
import { AIMessage, Message, USER_REQUIREMENT, type MessageData } from "../state/message.js";
import { Action, ActionOutput, UserRequirement, type ActionContext } from "../tools/roles/action.js";
import { ReviewDraft, WriteDraft } from "../tools/roles/examples.js";
import { Role, type RoleEnvironment } from "../drivers/roles/role.js";
import { SimulatedChatModel } from "../tools/models/simulatedModel.js";
import { NO_ACTION_REPLY } from "../nodes/role/finish.js";

const quiet = { warn: () => {} };

/** A non-LLM action that says what it saw last, and counts its runs. */
function echo(id: string) {
  const action = new (class extends Action {
    runs = 0;
    override async run(history: Message[]) {
      this.runs += 1;
      return `${id} saw: ${history.at(-1)?.content ?? "nothing"}`;
    }
  })({ id });
  return action;
}

/** A model that fails the test if asked anything. */
function silentModel() {
  const model = new FakeListChatModel({ responses: [] });
  model.invoke = () => {
    throw new Error("the model was asked");
  };
  return model;
}

/** A fake environment recording what is published. */
function fakeEnv(): RoleEnvironment & { published: Message[]; addrs: Map<Role, Set<string>> } {
  const env = {
    desc: "",
    published: [] as Message[],
    addrs: new Map<Role, Set<string>>(),
    roleNames: () => [],
    setAddresses: (role: Role, a: Set<string>) => void env.addrs.set(role, a),
    publishMessage: (m: Message) => {
      env.published.push(m);
      return true;
    },
  };
  return env;
}

describe("Role fields and defaults", () => {
  it("has MetaGPT's defaults", () => {
    const role = new Role();
    expect([role.name, role.profile, role.goal, role.constraints, role.desc]).toEqual(["", "", "", "", ""]);
    expect(role.enableMemory).toBe(true);
    expect(role.observeAllMsgFromBuffer).toBe(false);
    expect(role.recovered).toBe(false);
    expect(role.latestObservedMsg).toBeNull();
    expect(role.actions).toEqual([]);
    expect(role.states).toEqual([]);
    expect(role.rc.state).toBe(-1);
    expect(role.rc.todo).toBeNull();
    expect(role.rc.reactMode).toBe("react");
    expect(role.rc.maxReactLoop).toBe(1);
    expect(role.rc.watch).toEqual(new Set([USER_REQUIREMENT]));
    expect(role.addresses).toEqual(new Set(["Role"]));
    expect(role.isIdle).toBe(true);
  });
  it("addresses default to the class id and the name", () => {
    class Engineer extends Role {}
    class Architect extends Role {
      static override qualifiedName = "roles.Architect";
    }
    expect(new Role({ name: "alice" }).addresses).toEqual(new Set(["Role", "alice"]));
    expect(new Engineer().addresses).toEqual(new Set(["Engineer"]));
    expect(new Architect({ name: "Bob" }).addresses).toEqual(new Set(["roles.Architect", "Bob"]));
    expect(new Role({ name: "x", addresses: ["custom"] }).addresses).toEqual(new Set(["custom"]));
  });
  it("observeAllMsgFromBuffer watches nothing; a latest observed message makes the role recovered", () => {
    expect(new Role({ observeAllMsgFromBuffer: true, watch: [WriteDraft] }).rc.watch.size).toBe(0);
    const role = new Role({ latestObservedMsg: new Message("half done") });
    expect(role.recovered).toBe(true);
    expect(role.latestObservedMsg?.content).toBe("half done");
  });
  it("builds its prefix from profile, name, goal, constraints; desc replaces it", () => {
    const role = new Role({ name: "Alice", profile: "Writer", goal: "write", constraints: "be brief" });
    expect(role.prefix).toContain("Writer");
    expect(role.prefix).toContain("Alice");
    expect(role.prefix).toContain("write");
    expect(role.prefix).toContain("be brief");
    expect(new Role({ name: "A", desc: "Only this." }).prefix).toBe("Only this.");
    expect(new Role({ profile: "P" }).prefix).not.toContain("constraints");
  });
});

describe("actions, watch, react mode, addresses", () => {
  it("setActions replaces the list and numbers the states; ids come from the registry", () => {
    const role = new Role({ actions: [WriteDraft] });
    role.setActions(["ReviewDraft", new WriteDraft()]);
    expect(role.actions.map((a) => a.qualifiedName)).toEqual(["ReviewDraft", "WriteDraft"]);
    expect(role.states).toEqual(["0. ReviewDraft", "1. WriteDraft"]);
    role.setAction(ReviewDraft);
    expect(role.states).toEqual(["0. ReviewDraft"]);
    expect(() => role.setActions(["NoSuchAction"])).toThrow(/Unknown action id "NoSuchAction"/);
  });
  it("an action's name defaults to its class name, its identity is a stable string", () => {
    expect(new WriteDraft().name).toBe("WriteDraft");
    expect(new Action().name).toBe("Action");
    const named = new Action({ name: "Summarize", instruction: "sum up" });
    expect(named.qualifiedName).toBe("Summarize");
    expect(new Action({ id: "pkg.Plan" }).name).toBe("Plan");
    expect(new UserRequirement().qualifiedName).toBe(USER_REQUIREMENT);
  });
  it("watch replaces the watched set", () => {
    const role = new Role();
    role.watch([WriteDraft, "ReviewDraft"]);
    expect(role.rc.watch).toEqual(new Set(["WriteDraft", "ReviewDraft"]));
    expect(role.isWatch("WriteDraft")).toBe(true);
    expect(role.isWatch(USER_REQUIREMENT)).toBe(false);
  });
  it("setReactMode checks the mode and sets the loop bound in react mode", () => {
    const role = new Role();
    expect(() => role.setReactMode("sideways" as never)).toThrow(/Unsupported react mode/);
    role.setReactMode("react", 4);
    expect(role.rc.maxReactLoop).toBe(4);
    role.setReactMode("by_order");
    expect(role.rc.reactMode).toBe("by_order");
    expect(role.rc.maxReactLoop).toBe(4);
    role.setReactMode("plan_and_act", 1, false);
    expect(role.autoRun).toBe(false);
  });
  it("setAddresses tells the environment", () => {
    const env = fakeEnv();
    const role = new Role({ name: "a" });
    role.setEnv(env);
    expect(env.addrs.get(role)).toEqual(new Set(["Role", "a"]));
    role.setAddresses(["x"]);
    expect(env.addrs.get(role)).toEqual(new Set(["x"]));
  });
  it("actionDescription: the todo's desc or name, else the first action's name, else empty", () => {
    expect(new Role().actionDescription).toBe("");
    const role = new Role({ actions: [WriteDraft, ReviewDraft] });
    expect(role.actionDescription).toBe("WriteDraft");
    role.rc.todo = role.actions[1]!;
    expect(role.actionDescription).toBe("Review the latest draft and suggest one change.");
  });
});

describe("putMessage / publishMessage", () => {
  it("putMessage ignores a missing message", () => {
    const role = new Role();
    role.putMessage(null);
    expect(role.rc.msgBuffer.empty()).toBe(true);
    role.putMessage(new Message("x"));
    expect(role.isIdle).toBe(false);
  });
  it("a message only for the role itself goes back into its buffer; <self> becomes the class id", () => {
    const env = fakeEnv();
    const role = new Role({ name: "alice" });
    role.setEnv(env);
    const toSelf = new AIMessage({ content: "note", sendTo: ["<self>"] });
    role.publishMessage(toSelf);
    expect(toSelf.sendTo).toEqual(new Set(["Role"]));
    expect(toSelf.sentFrom).toBe("alice");
    expect(toSelf.agent).toBe("");
    expect(role.rc.msgBuffer.popAll()).toEqual([toSelf]);
    role.publishMessage(new Message({ content: "by name", sendTo: ["alice", "Role"] }));
    expect(role.rc.msgBuffer.size).toBe(1);
    expect(env.published).toEqual([]);
  });
  it("anything else goes to the environment, tagged; without one it is dropped", () => {
    const env = fakeEnv();
    const role = new Role({ name: "alice", profile: "Writer" });
    role.publishMessage(new AIMessage("dropped"));
    role.setEnv(env);
    const out = new AIMessage({ content: "hi", sentFrom: "<self>" });
    role.publishMessage(out);
    expect(env.published).toEqual([out]);
    expect(out.sentFrom).toBe("alice");
    expect(out.agent).toBe("alice(Writer)");
    role.publishMessage(null);
    expect(env.published).toHaveLength(1);
  });
});

describe("run: observe -> think -> act -> publish", () => {
  it("takes text, a message, or lines; reacts to watched news; wraps the reply", async () => {
    const env = fakeEnv();
    const say = echo("Say");
    const role = new Role({ name: "alice", profile: "Writer", actions: [say], context: { chatModel: silentModel() } });
    role.setEnv(env);
    const reply = await role.run("hello");
    expect(reply).toBeInstanceOf(AIMessage);
    expect(reply!.content).toBe("Say saw: hello");
    expect(reply!.causeBy).toBe("Say");
    expect(reply!.sentFrom).toBe("alice");
    expect(reply!.agent).toBe("alice(Writer)");
    expect(env.published.map((m) => m.content)).toEqual(["Say saw: hello"]);
    expect(role.getMemories().map((m) => m.content)).toEqual(["hello", "Say saw: hello"]);
    expect(role.getMemories(1)[0]!.agent).toBe("alice(Writer)");
    expect(role.rc.state).toBe(-1);
    expect(role.todo).toBeNull();

    await role.run(["line one", "line two"]);
    expect(role.getMemories().at(-2)!.content).toBe("line one\nline two");
    const m = new Message({ content: "as is", causeBy: "" });
    await role.run(m);
    expect(role.getMemories().at(-2)!.equals(m)).toBe(true);
    expect(say.runs).toBe(3);
  });

  it("returns null and does not react without news; news are not kept after being remembered", async () => {
    const say = echo("Say");
    const role = new Role({ name: "alice", actions: [say], context: { chatModel: silentModel() } });
    expect(await role.run()).toBeNull();
    expect(await role.run(new Message({ content: "not watched", causeBy: WriteDraft }))).toBeNull();
    expect(role.getMemories()).toEqual([]);
    // sent to the role's name: accepted even when the cause is not watched
    const direct = new Message({ content: "for alice", causeBy: WriteDraft, sendTo: ["alice"] });
    expect((await role.run(direct))!.content).toBe("Say saw: for alice");
    // the same message again is already in memory: no news
    role.putMessage(Message.fromData(direct.toData()));
    expect(await role.run()).toBeNull();
    expect(say.runs).toBe(1);
  });

  it("news stay until the next observation (not idle after reacting, idle after an empty observation)", async () => {
    const role = new Role({ actions: [echo("Say")], context: { chatModel: silentModel() } });
    await role.run("x");
    expect(role.rc.news).toHaveLength(1);
    expect(role.isIdle).toBe(false);
    await role.run();
    expect(role.isIdle).toBe(true);
  });

  it("observeAllMsgFromBuffer remembers everything but reacts only to messages sent to its name", async () => {
    const role = new Role({ name: "obs", observeAllMsgFromBuffer: true, actions: [echo("Say")], context: { chatModel: silentModel() } });
    expect(await role.run("to everyone")).toBeNull();
    expect(role.getMemories().map((m) => m.content)).toEqual(["to everyone"]);
    const reply = await role.run(new Message({ content: "to obs", sendTo: ["obs"] }));
    expect(reply!.content).toBe("Say saw: to obs");
  });

  it("with memory disabled, a message seen before counts as news again", async () => {
    const say = echo("Say");
    const role = new Role({ enableMemory: false, actions: [say], context: { chatModel: silentModel() } });
    const m = new Message("again");
    await role.run(m);
    await role.run(Message.fromData(m.toData()));
    expect(say.runs).toBe(2);
  });

  it("an action may return a structured output or a message", async () => {
    const structured = new (class extends Action {
      override async run() {
        return new ActionOutput("text", { score: 3 });
      }
    })({ id: "Score" });
    const role = new Role({ actions: [structured], context: { chatModel: silentModel() } });
    const reply = await role.run("x");
    expect(reply!.instructContent).toEqual({ score: 3 });
    const own = new Message({ content: "mine", role: "assistant", causeBy: "Custom", sendTo: ["someone"] });
    const passthrough = new (class extends Action {
      override async run() {
        return own;
      }
    })({ id: "Pass" });
    const role2 = new Role({ actions: [passthrough], context: { chatModel: silentModel() } });
    const reply2 = await role2.run("x");
    expect(reply2!.causeBy).toBe("Custom");
    expect(reply2!.id).toBe(own.id);
  });
});

describe("react mode: the model chooses the state", () => {
  const twoActions = () => [echo("First"), echo("Second")];

  it("takes the chosen action", async () => {
    const actions = twoActions();
    const role = new Role({ actions, context: { chatModel: new FakeListChatModel({ responses: ["1"] }) } });
    const reply = await role.run("go");
    expect(reply!.content).toBe("Second saw: go");
    expect(actions[0]!.runs).toBe(0);
  });

  it.each([["-1"], ["7"], ["no idea"], ["-3"]])("answer %j ends the reaction cleanly with nothing done", async (answer) => {
    const actions = twoActions();
    const env = fakeEnv();
    const role = new Role({ name: "r", actions, context: { chatModel: new FakeListChatModel({ responses: [answer] }) } });
    role.setEnv(env);
    const reply = await role.run("go");
    expect(reply!.content).toBe(NO_ACTION_REPLY);
    expect(reply!.causeBy).toBe("Action");
    expect(actions[0]!.runs + actions[1]!.runs).toBe(0);
    expect(role.rc.state).toBe(-1);
    expect(role.todo).toBeNull();
    expect(env.published).toHaveLength(1);
  });

  it("loops think -> act while fewer than maxReactLoop actions were taken, stops at -1", async () => {
    const actions = twoActions();
    const model = new FakeListChatModel({ responses: ["0", "1", "-1", "0"] });
    const role = new Role({ actions, reactMode: "react", maxReactLoop: 5, context: { chatModel: model } });
    const reply = await role.run("go");
    expect(actions.map((a) => a.runs)).toEqual([1, 1]);
    expect(reply!.content).toBe("Second saw: First saw: go");
  });

  it("stops at maxReactLoop", async () => {
    const actions = twoActions();
    const role = new Role({
      actions,
      reactMode: "react",
      maxReactLoop: 2,
      context: { chatModel: new FakeListChatModel({ responses: ["0", "0", "0", "0"] }) },
    });
    await role.run("go");
    expect(actions[0]!.runs).toBe(2);
  });

  it("shows the model the stages, the previous stage and the history", async () => {
    let seen: any = null;
    const model = new SimulatedChatModel({
      answers: {
        role_state: (inputs) => {
          seen = inputs;
          return "Stage 0 please";
        },
      },
    });
    const role = new Role({ name: "A", profile: "P", actions: twoActions(), context: { chatModel: model } });
    await role.run("the requirement");
    expect(seen.states).toEqual(["0. First", "1. Second"]);
    expect(seen.previousState).toBe(-1);
    expect(seen.history).toEqual([{ role: "user", content: "the requirement" }]);
    expect(seen.prefix).toContain("P");
  });

  it("one action: no model call; no actions: nothing to do without a model call", async () => {
    const role = new Role({ actions: [echo("Only")], context: { chatModel: silentModel() } });
    expect((await role.run("x"))!.content).toBe("Only saw: x");
    const idle = new Role({ context: { chatModel: silentModel() } });
    expect((await idle.run("x"))!.content).toBe(NO_ACTION_REPLY);
  });
});

describe("by_order", () => {
  it("runs every action in order in one reaction, without asking the model", async () => {
    const actions = [echo("A"), echo("B"), echo("C")];
    const role = new Role({ actions, reactMode: "by_order", context: { chatModel: silentModel() } });
    const reply = await role.run("start");
    expect(actions.map((a) => a.runs)).toEqual([1, 1, 1]);
    expect(reply!.content).toBe("C saw: B saw: A saw: start");
    expect(role.rc.maxReactLoop).toBe(3);
    expect(role.getMemories().map((m) => m.causeBy)).toEqual([USER_REQUIREMENT, "A", "B", "C"]);
    // the next reaction starts from the first action again
    await role.run("again");
    expect(actions.map((a) => a.runs)).toEqual([2, 2, 2]);
  });
});

describe("plan_and_act", () => {
  const planAnswer = (tasks: object[]) => "```json\n" + JSON.stringify(tasks) + "\n```";

  it("plans tasks from the latest requirement and acts on each in dependency order", async () => {
    const seenTasks: string[] = [];
    const recorder = (id: string) =>
      new (class extends Action {
        override async run(_h: Message[], ctx?: ActionContext) {
          seenTasks.push(`${id}:${ctx!.task}`);
          return `${id} did ${ctx!.task}`;
        }
      })({ id });
    let planInputs: any = null;
    const model = new SimulatedChatModel({
      answers: {
        role_write_plan: (inputs) => {
          planInputs = inputs;
          return planAnswer([
            { task_id: "1", dependent_task_ids: [], instruction: "outline", task_type: "Draft" },
            { task_id: "3", dependent_task_ids: ["1", "2"], instruction: "polish", task_type: "Edit" },
            { task_id: "2", dependent_task_ids: ["1"], instruction: "write", task_type: "Draft" },
          ]);
        },
      },
    });
    const role = new Role({ name: "P", reactMode: "plan_and_act", actions: [recorder("Draft"), recorder("Edit")], context: { chatModel: model } });
    const reply = await role.run("Write a story");
    expect(planInputs.goal).toBe("Write a story");
    expect(planInputs.actions.map((a: { id: string }) => a.id)).toEqual(["Draft", "Edit"]);
    expect(seenTasks).toEqual(["Draft:outline", "Draft:write", "Edit:polish"]);
    expect(reply!.content).toContain("## User Requirement\nWrite a story");
    expect(reply!.content).toContain("Edit did polish");
    expect(reply!.causeBy).toBe("Edit");
    expect(reply!.agent).toBe("P()");
    const plan = role.rc.extra.plan!;
    expect(plan.tasks.map((t) => [t.taskId, t.isFinished, t.isSuccess])).toEqual([
      ["1", true, true],
      ["2", true, true],
      ["3", true, true],
    ]);
    expect(role.rc.workingMemory.count()).toBe(0);
    // a new requirement starts a new plan
    await role.run("Write a letter");
    expect(planInputs.goal).toBe("Write a letter");
  });

  it("redoes a task whose result is not confirmed, up to maxTaskAttempts", async () => {
    let calls = 0;
    const flaky = new (class extends Action {
      override async run() {
        calls += 1;
        return calls < 3 ? "" : "finally";
      }
    })({ id: "Flaky" });
    const model = new SimulatedChatModel({
      answers: { role_write_plan: () => planAnswer([{ task_id: "1", dependent_task_ids: [], instruction: "try", task_type: "Flaky" }]) },
    });
    const role = new Role({ reactMode: "plan_and_act", actions: [flaky], context: { chatModel: model } });
    await role.run("do it");
    expect(calls).toBe(3);
    expect(role.rc.extra.plan!.tasks[0]!.result.trim()).toBe("finally");

    let always = 0;
    const broken = new (class extends Action {
      override async run() {
        always += 1;
        return "";
      }
    })({ id: "Flaky" });
    const role2 = new Role({ reactMode: "plan_and_act", actions: [broken], context: { chatModel: model } });
    await role2.run("do it");
    expect(always).toBe(3);
    expect(role2.rc.extra.plan!.tasks[0]!.isFinished).toBe(true);
    expect(role2.rc.extra.plan!.tasks[0]!.isSuccess).toBe(false);
  });

  it("an unusable plan falls back to one task: the goal, by the first action", async () => {
    const say = echo("Say");
    const model = new SimulatedChatModel({ answers: { role_write_plan: () => "no plan today" } });
    const role = new Role({ reactMode: "plan_and_act", actions: [say], context: { chatModel: model, logger: quiet } });
    await role.run("the goal");
    expect(role.rc.extra.plan!.tasks.map((t) => [t.instruction, t.taskType])).toEqual([["the goal", "Say"]]);
    expect(say.runs).toBe(1);
  });
});

describe("SDK helpers and data", () => {
  it("think() observes and chooses; act() runs the todo", async () => {
    const role = new Role({ actions: [echo("A"), echo("B")], context: { chatModel: new FakeListChatModel({ responses: ["1"] }) } });
    role.putMessage(new Message("hi"));
    const todo = await role.think();
    expect(todo?.qualifiedName).toBe("B");
    const output = await role.act();
    expect(output).toBeInstanceOf(ActionOutput);
    expect(output.content).toBe("B saw: hi");
    expect(role.getMemories()).toHaveLength(2);
  });

  it("react() reacts to the news already observed and publishes nothing", async () => {
    const env = fakeEnv();
    const role = new Role({ actions: [echo("A")], context: { chatModel: silentModel() } });
    role.setEnv(env);
    role.putMessage(new Message("hi"));
    await role.think();
    const reply = await role.react();
    expect(reply!.content).toBe("A saw: hi");
    expect(env.published).toEqual([]);
  });

  it("round-trips through JSON", async () => {
    const role = new Role({ name: "W", profile: "Writer", actions: [WriteDraft], watch: [USER_REQUIREMENT, ReviewDraft] });
    await role.run("a poem");
    const data = JSON.parse(JSON.stringify(role.toData()));
    const back = Role.fromData(data);
    expect(back.toSpec()).toEqual(role.toSpec());
    expect(back.getMemories().every((m, i) => m.equals(role.getMemories()[i]))).toBe(true);
    expect(back.recovered).toBe(true); // its latest observed message is set
  });
});

describe("recovery of an interrupted run", () => {
  it("forgets the message it was working on when a run fails, and a recovered role re-observes it and resumes its action", async () => {
    let fail = true;
    const fragile = new (class extends Action {
      runs = 0;
      override async run(history: Message[]) {
        this.runs += 1;
        if (fail) throw new Error("model down");
        return `done with ${history.at(-1)?.content}`;
      }
    })({ id: "Fragile" });
    const other = echo("Other");
    const role = new Role({ name: "R", actions: [other, fragile], context: { chatModel: new FakeListChatModel({ responses: ["1"] }) } });
    await expect(role.run("important")).rejects.toThrow(/model down/);
    expect(role.getMemories()).toEqual([]); // deleted, so that it is observed again
    expect(role.latestObservedMsg?.content).toBe("important");
    expect(role.rc.state).toBe(1);

    // restore from data (e.g. after a restart): recovered, re-observes, resumes action 1 without asking the model
    fail = false;
    const restored = Role.fromData(JSON.parse(JSON.stringify(role.toData())), { actions: [other, fragile], context: { chatModel: silentModel() } });
    expect(restored.recovered).toBe(true);
    const reply = await restored.run();
    expect(reply!.content).toBe("done with important");
    expect(restored.recovered).toBe(false);
    expect(other.runs).toBe(0);
  });

  it("a recovered role whose latest message is among its 10 newest memories reads its buffer instead", async () => {
    const latest: MessageData = new Message("seen").toData();
    const role = Role.fromData(
      { spec: { actions: ["WriteDraft"] }, rc: { memory: [latest], latestObservedMsg: latest } },
      { context: { chatModel: silentModel() } },
    );
    expect(await role.run()).toBeNull();
  });
});
