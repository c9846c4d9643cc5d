import { describe, expect, it } from "vitest";
import { FakeListChatModel } from "@langchain/core/utils/testing";
import { Command, MemorySaver } from "@langchain/langgraph";
import { roleBuilder, roleGraph } from "../graphs/role.js";
import { roleView } from "../nodes/role/buildRoleMemory.js";
import {
  HAS_TODO,
  LOOP,
  LOOP_DONE,
  NEWS,
  NEXT_TASK,
  NOTHING_TO_DO,
  NO_NEWS,
  PLAN,
  PLAN_DONE,
  PUBLISH,
  REACT_ONLY,
  RETURN_REPLY,
  THINK,
  routeAct,
  routeFinish,
  routeMode,
  routeObserve,
  routePlanState,
  routeThink,
} from "../nodes/role/routes.js";
import { extractStateValue, parseStateChoice } from "../prompts/role/stateChoice.js";
import { checkPlannedTasks, parsePlannedTasks } from "../prompts/role/writePlan.js";
import { AIMessage, Message, UserMessage, USER_REQUIREMENT } from "../state/message.js";
import { emptyRuntime, normalizeRoleSpec, type RoleRuntime } from "../state/roleGraph.js";
import { Action } from "../tools/roles/action.js";
import { Plan, Task, applyPlannedTasks, newTask } from "../state/plan.js";
import { registerAction, unregisterAction } from "../tools/roles/registry.js";
import { Role } from "../drivers/roles/role.js";
import { SimulatedChatModel } from "../tools/models/simulatedModel.js";

const rc = (fields: Partial<RoleRuntime> = {}): RoleRuntime => ({ ...emptyRuntime(), ...fields });

describe("role graph routers", () => {
  it("observe: no news ends, news go on, react() always goes on", () => {
    expect(routeObserve({ observed: 0 } as never)).toBe(NO_NEWS);
    expect(routeObserve({ observed: 2 } as never)).toBe(NEWS);
    expect(routeObserve({ observed: 0, entry: "react" } as never)).toBe(REACT_ONLY);
  });
  it("mode: react and by_order think; plan_and_act plans or acts on the pending task", () => {
    expect(routeMode({ role: { reactMode: "by_order" }, rc: rc() } as never)).toBe(THINK);
    expect(routeMode({ role: { reactMode: "plan_and_act" }, rc: rc() } as never)).toBe(PLAN);
    const plan = new Plan({ goal: "g" });
    plan.addTasks([newTask({ taskId: "1", instruction: "x" })]);
    expect(routeMode({ role: { reactMode: "plan_and_act" }, rc: rc({ plan: plan.toData() }) } as never)).toBe(NEXT_TASK);
    expect(routePlanState({ rc: rc({ plan: plan.toData() }) })).toBe(NEXT_TASK);
    expect(routePlanState({ rc: rc({ plan: plan.toData(), replan: true }) })).toBe(PLAN);
    plan.finishAllTasks();
    expect(routePlanState({ rc: rc({ plan: plan.toData() }) })).toBe(PLAN_DONE);
    expect(routeMode({ role: { reactMode: "plan_and_act" }, rc: rc({ plan: plan.toData() }) } as never)).toBe(PLAN);
  });
  it("think, act and finish", () => {
    expect(routeThink({ rc: rc({ todo: "A" }) })).toBe(HAS_TODO);
    expect(routeThink({ rc: rc({ todo: null }) })).toBe(NOTHING_TO_DO);
    expect(routeAct({ rc: rc({ actionsTaken: 1, maxReactLoop: 2 }) })).toBe(LOOP);
    expect(routeAct({ rc: rc({ actionsTaken: 2, maxReactLoop: 2 }) })).toBe(LOOP_DONE);
    expect(routeFinish({ entry: "run" })).toBe(PUBLISH);
    expect(routeFinish({ entry: "react" })).toBe(RETURN_REPLY);
  });
});

describe("state choice parsing", () => {
  it("takes the first whole number not preceded by '-', else -1", () => {
    expect(extractStateValue("-1")).toBe(-1);
    expect(extractStateValue(" 0\n")).toBe(0);
    expect(extractStateValue("I pick stage 2, not 3")).toBe(2);
    expect(extractStateValue("nothing")).toBe(-1);
    expect(extractStateValue("12")).toBe(12);
  });
  it("anything outside -1..n-1 is -1", () => {
    expect(parseStateChoice("2", 3)).toBe(2);
    expect(parseStateChoice("3", 3)).toBe(-1);
    expect(parseStateChoice("11", 12)).toBe(11);
    expect(parseStateChoice("-2", 3)).toBe(-1);
  });
});

describe("plans", () => {
  it("sorts tasks by dependency (depth first, in listed order)", () => {
    const tasks = [
      newTask({ taskId: "1", dependentTaskIds: ["2", "3"] }),
      newTask({ taskId: "2" }),
      newTask({ taskId: "3", dependentTaskIds: ["2"] }),
    ];
    expect(Plan.topologicalSort(tasks).map((t) => t.taskId)).toEqual(["2", "3", "1"]);
  });
  it("addTasks keeps the common prefix (same id and instruction)", () => {
    const plan = new Plan({ goal: "g" });
    plan.addTasks([newTask({ taskId: "1", instruction: "a" }), newTask({ taskId: "2", instruction: "b", dependentTaskIds: ["1"] })]);
    plan.finishCurrentTask();
    plan.addTasks([newTask({ taskId: "1", instruction: "a" }), newTask({ taskId: "2", instruction: "B!", dependentTaskIds: ["1"] })]);
    expect(plan.tasks.map((t) => [t.instruction, t.isFinished])).toEqual([
      ["a", true],
      ["B!", false],
    ]);
    expect(plan.currentTaskId).toBe("2");
  });
  it("one task, or a first task with dependencies, updates a single task", () => {
    const plan = new Plan({ goal: "g" });
    applyPlannedTasks(plan, [
      { taskId: "1", dependentTaskIds: [], instruction: "a", taskType: "" },
      { taskId: "2", dependentTaskIds: ["1"], instruction: "b", taskType: "" },
    ]);
    plan.finishAllTasks();
    applyPlannedTasks(plan, [{ taskId: "1", dependentTaskIds: [], instruction: "a2", taskType: "" }]);
    expect(plan.tasks.map((t) => [t.taskId, t.instruction, t.isFinished])).toEqual([
      ["1", "a2", false],
      ["2", "b", false],
    ]);
    applyPlannedTasks(plan, [{ taskId: "3", dependentTaskIds: ["2"], instruction: "c", taskType: "" }]);
    expect(plan.tasks.map((t) => t.taskId)).toEqual(["1", "2", "3"]);
    expect(() => applyPlannedTasks(plan, [{ taskId: "4", dependentTaskIds: ["9"], instruction: "d", taskType: "" }])).toThrow();
  });
  it("Task and TaskResult as in MetaGPT: keyword construction with defaults, reset, update_task_result", () => {
    const task = new Task({ taskId: "1", instruction: "outline the poem" });
    expect(task.toData()).toEqual({
      taskId: "1",
      dependentTaskIds: [],
      instruction: "outline the poem",
      taskType: "",
      code: "",
      result: "",
      isSuccess: false,
      isFinished: false,
      assignee: "",
    });
    task.updateTaskResult({ result: "four lines", isSuccess: true });
    task.updateTaskResult({ code: "print(1)", result: "five lines", isSuccess: false });
    expect([task.code, task.result, task.isSuccess]).toEqual(["\n\nprint(1)", "\nfour lines\nfive lines", false]);
    task.isFinished = true;
    task.reset();
    expect([task.code, task.result, task.isSuccess, task.isFinished]).toEqual(["", "", false, false]);
    expect(new Task().taskId).toBe("");
  });
  it("appendTask and replaceTask take MetaGPT's positional arguments", () => {
    const plan = new Plan({ goal: "a poem" });
    plan.appendTask("1", [], "outline", "Alice");
    plan.appendTask("2", ["1"], "write", "Alice", "WriteDraft");
    expect(plan.tasks.map((t) => [t.taskId, t.instruction, t.assignee, t.taskType])).toEqual([
      ["1", "outline", "Alice", ""],
      ["2", "write", "Alice", "WriteDraft"],
    ]);
    expect(() => plan.appendTask("3", ["9"], "polish", "Bob")).toThrow(/dependency "9" of task "3"/);
    plan.finishAllTasks();
    plan.replaceTask("1", [], "outline in three beats", "Bob");
    expect(plan.tasks.map((t) => [t.instruction, t.assignee, t.isFinished])).toEqual([
      ["outline in three beats", "Bob", false],
      ["write", "Alice", false], // depends on the replaced task: reset
    ]);
    expect(plan.currentTask?.taskId).toBe("1");
    expect(() => plan.replaceTask("7", [], "x", "")).toThrow(/unknown task id "7"/);
    expect(plan.currentTask).toBeInstanceOf(Task);
  });
  it("the planning answer is checked before it is used", () => {
    const tasks = parsePlannedTasks('```json\n[{"task_id": 1, "dependent_task_ids": [], "instruction": "a", "task_type": "X"}]\n```');
    expect(tasks).toEqual([{ taskId: "1", dependentTaskIds: [], instruction: "a", taskType: "X" }]);
    expect(() => parsePlannedTasks("none")).toThrow();
    expect(checkPlannedTasks([], { currentTasks: [] })).toMatch(/no tasks/);
    expect(
      checkPlannedTasks(
        [
          { taskId: "1", dependentTaskIds: [], instruction: "a", taskType: "" },
          { taskId: "1", dependentTaskIds: [], instruction: "b", taskType: "" },
        ],
        { currentTasks: [] },
      ),
    ).toMatch(/twice/);
  });
});

describe("buildRoleMemory: the role's history as its model sees it", () => {
  it("own messages are assistant turns, requirements user turns, other roles in context blocks", () => {
    const spec = normalizeRoleSpec({ name: "Alice", profile: "Writer", actions: ["WriteDraft"] });
    const history = [
      new Message("Write a poem"),
      new AIMessage({ content: "Draft one", causeBy: "WriteDraft", sentFrom: "Role" }).withAgent("Alice(Writer)"),
      new AIMessage({ content: "Too long", causeBy: "ReviewDraft", sentFrom: "Role" }).withAgent("Bob(Reviewer)"),
      new UserMessage("Please shorten it"),
    ];
    expect(roleView(history, spec)).toEqual([
      { role: "user", content: "Write a poem" },
      { role: "assistant", content: "Draft one" },
      { role: "user", content: "{Bob(Reviewer)：Too long}\nPlease shorten it" },
    ]);
  });
});

describe("the role graph", () => {
  it("runs offline on its default input (the default writer and requirement), and its state is JSON", async () => {
    const out = await roleGraph.invoke({});
    expect(out.observed).toBe(1);
    expect(out.reply?.causeBy).toBe("WriteDraft");
    expect(out.outbox).toHaveLength(1);
    expect(out.rc?.memory).toHaveLength(2);
    expect(JSON.parse(JSON.stringify(out))).toEqual(out);
  });

  it("is checkpointed: interrupted before acting, it resumes from its checkpoint", async () => {
    const choices = ["1", "0", "-1"];
    const model = new SimulatedChatModel({ answers: { role_state: () => choices.shift() ?? "-1" } });
    const graph = roleBuilder.compile({ checkpointer: new MemorySaver() });
    const config = { configurable: { thread_id: "role-interrupt" }, context: { chatModel: model } };
    const input = {
      role: { name: "Alice", profile: "Writer", actions: ["WriteDraft", "ReviewDraft"], reactMode: "react" as const, maxReactLoop: 3 },
      withMessage: "Write a haiku",
    };
    await graph.invoke(input, { ...config, interruptBefore: ["act"] });
    const paused = await graph.getState(config);
    expect(paused.next).toEqual(["act"]);
    expect(paused.values.rc.todo).toBe("ReviewDraft");
    const step = await graph.invoke(null, { ...config, interruptBefore: ["act"] });
    expect(step.reply?.causeBy).toBe("ReviewDraft");
    const again = await graph.getState(config);
    expect(again.next).toEqual(["act"]);
    expect(again.values.rc.actionsTaken).toBe(1);
    expect(again.values.rc.todo).toBe("WriteDraft");
    const done = await graph.invoke(null, config);
    expect(done.rc?.actionsTaken).toBe(2);
    expect(done.rc?.memory?.map((m) => m.causeBy)).toEqual([USER_REQUIREMENT, "ReviewDraft", "WriteDraft"]);
    expect(done.reply?.causeBy).toBe("WriteDraft");
    expect(done.outbox).toHaveLength(1);
    expect(choices).toEqual([]);
  });
});

describe("Role driving a checkpointed graph", () => {
  it("a run that failed mid-loop continues from its checkpoint with resume()", async () => {
    let failures = 1;
    const flaky = new (class extends Action {
      runs = 0;
      override async run() {
        this.runs += 1;
        if (failures-- > 0) throw new Error("transient");
        return "second try";
      }
    })({ id: "FlakyStep" });
    const steady = new (class extends Action {
      runs = 0;
      override async run() {
        this.runs += 1;
        return "steady";
      }
    })({ id: "Steady" });
    const role = new Role({
      name: "R",
      actions: [steady, flaky],
      reactMode: "by_order",
      checkpointer: new MemorySaver(),
      context: { chatModel: new FakeListChatModel({ responses: [] }) },
    });
    await expect(role.run("go")).rejects.toThrow(/transient/);
    expect(steady.runs).toBe(1);
    const reply = await role.resume();
    expect(reply!.content).toBe("second try");
    expect(steady.runs).toBe(1); // the finished step is not repeated
    expect(flaky.runs).toBe(2);
    expect(role.getMemories().map((m) => m.content)).toEqual(["go", "steady", "second try"]);
    expect(role.rc.state).toBe(-1);
  });

  it("plan_and_act without autoRun asks a human to review the plan and each result", async () => {
    const say = new (class extends Action {
      runs = 0;
      override async run(_h: unknown, ctx?: { task: string }) {
        this.runs += 1;
        return `result ${this.runs} of ${ctx?.task}`;
      }
    })({ id: "Say" });
    const model = new SimulatedChatModel({
      // The schema's object (role_write_plan declares a structured answer; the run asks for it).
      answers: { role_write_plan: () => '{"tasks": [{"task_id": "1", "dependent_task_ids": [], "instruction": "the task", "task_type": "Say"}]}' },
    });
    const role = new Role({ reactMode: "plan_and_act", autoRun: false, actions: [say], context: { chatModel: model } });
    expect(await role.run("goal")).toBeNull();
    expect(role.pendingInterrupts).toHaveLength(1);
    expect((role.pendingInterrupts[0] as { value: { kind: string } }).value.kind).toBe("plan review");
    expect(await role.resume("yes")).toBeNull();
    expect((role.pendingInterrupts[0] as { value: { kind: string; result: string } }).value).toMatchObject({ kind: "task review", result: "result 1 of the task" });
    expect(await role.resume("redo")).toBeNull();
    expect((role.pendingInterrupts[0] as { value: { result: string } }).value.result).toBe("result 2 of the task");
    const reply = await role.resume("confirm");
    expect(reply!.content).toContain("result 2 of the task");
    expect(role.rc.extra.plan!.tasks[0]!.isFinished).toBe(true);
    expect(say.runs).toBe(2);
  });
});

describe("actions by id", () => {
  it("a role described by data finds registered actions; unknown ids are a clear error", async () => {
    const custom = registerAction(
      new (class extends Action {
        override async run() {
          return "custom!";
        }
      })({ id: "test.Custom" }),
    );
    try {
      const out = await roleGraph.invoke({ role: { actions: ["test.Custom"] }, withMessage: "x" });
      expect(out.reply?.content).toBe("custom!");
      expect(out.reply?.causeBy).toBe(custom.qualifiedName);
      await expect(roleGraph.invoke({ role: { actions: ["test.Missing"] }, withMessage: "x" })).rejects.toThrow(/Unknown action id "test.Missing"/);
    } finally {
      unregisterAction("test.Custom");
    }
  });
  it("rejects an invalid role with the field named", async () => {
    await expect(roleGraph.invoke({ role: { reactMode: "nope" } as never, withMessage: "x" })).rejects.toThrow(/reactMode/);
  });
});
