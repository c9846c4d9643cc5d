/**
 * Tasks and plans for the `plan_and_act` react mode (MetaGPT `Task`, `TaskResult`, `Plan`, and the planner's
 * rules for applying a planning answer), with MetaGPT's constructors and call shapes. A plan goes to and from
 * plain JSON (`toData`, `fromData`), so it lives in the role's graph state.
 */

/** A task as plain JSON (what a plan in the graph state holds). */
export interface TaskData {
  taskId: string;
  dependentTaskIds: string[];
  instruction: string;
  /** Here: the id of the role action that carries the task out ("" or unknown: the role's first action). */
  taskType: string;
  code: string;
  result: string;
  isSuccess: boolean;
  isFinished: boolean;
  assignee: string;
}

/** What carrying out a task gave (MetaGPT `TaskResult`; `code` defaults to ""). */
export interface TaskResult {
  code?: string;
  result: string;
  isSuccess: boolean;
}

/**
 * A task (MetaGPT `Task`): `new Task({ taskId: "1", instruction: "..." })`, every field optional with MetaGPT's
 * defaults. Plans hold Task objects; `toData()` is the JSON form the graph state keeps.
 */
export class Task implements TaskData {
  taskId: string;
  dependentTaskIds: string[];
  instruction: string;
  taskType: string;
  code: string;
  result: string;
  isSuccess: boolean;
  isFinished: boolean;
  assignee: string;

  constructor(fields: Partial<TaskData> = {}) {
    this.taskId = fields.taskId ?? "";
    this.dependentTaskIds = [...(fields.dependentTaskIds ?? [])];
    this.instruction = fields.instruction ?? "";
    this.taskType = fields.taskType ?? "";
    this.code = fields.code ?? "";
    this.result = fields.result ?? "";
    this.isSuccess = fields.isSuccess ?? false;
    this.isFinished = fields.isFinished ?? false;
    this.assignee = fields.assignee ?? "";
  }

  /** Clears code, result, isSuccess and isFinished. */
  reset(): void {
    this.code = "";
    this.result = "";
    this.isSuccess = false;
    this.isFinished = false;
  }

  /** `code += "\n" + tr.code; result += "\n" + tr.result; isSuccess = tr.isSuccess`. */
  updateTaskResult(taskResult: TaskResult): void {
    this.code = `${this.code}\n${taskResult.code ?? ""}`;
    this.result = `${this.result}\n${taskResult.result}`;
    this.isSuccess = taskResult.isSuccess;
  }

  /** The task as plain JSON (what a plan in the graph state holds). */
  toData(): TaskData {
    return {
      taskId: this.taskId,
      dependentTaskIds: [...this.dependentTaskIds],
      instruction: this.instruction,
      taskType: this.taskType,
      code: this.code,
      result: this.result,
      isSuccess: this.isSuccess,
      isFinished: this.isFinished,
      assignee: this.assignee,
    };
  }
}

/** A plan as plain JSON (what the graph state holds). */
export interface PlanData {
  goal: string;
  context: string;
  tasks: TaskData[];
  currentTaskId: string;
}

/** A task as the planning prompt writes it. */
export interface PlannedTask {
  taskId: string;
  dependentTaskIds: string[];
  instruction: string;
  taskType: string;
  assignee?: string;
}

/** A Task from its fields (`new Task(fields)`; kept for callers of the data-first API). */
export function newTask(fields: Partial<TaskData> & Pick<TaskData, "taskId">): Task {
  return new Task(fields);
}

/**
 * A plan (MetaGPT `Plan`): `new Plan({ goal, context?, tasks? })`. Tasks are kept in dependency order; the
 * current task is the first unfinished one.
 */
export class Plan {
  goal: string;
  context: string;
  tasks: Task[];
  taskMap: Map<string, Task>;
  currentTaskId: string;

  constructor(data: { goal: string; context?: string; tasks?: ReadonlyArray<Partial<TaskData>>; currentTaskId?: string }) {
    this.goal = data.goal;
    this.context = data.context ?? "";
    this.tasks = (data.tasks ?? []).map((t) => new Task(t));
    this.taskMap = new Map(this.tasks.map((t) => [t.taskId, t]));
    this.currentTaskId = data.currentTaskId ?? "";
  }

  /** A plan rebuilt from the JSON the graph state keeps; no data gives null (no plan yet). */
  static fromData(data: PlanData | null | undefined): Plan | null {
    return data ? new Plan(data) : null;
  }

  /** The plan as plain JSON (what the role graph's state keeps). */
  toData(): PlanData {
    return { goal: this.goal, context: this.context, tasks: this.tasks.map((t) => t.toData()), currentTaskId: this.currentTaskId };
  }

  /** Dependencies first (depth-first, in the order listed), then the task; each task once. */
  static topologicalSort<T extends Pick<TaskData, "taskId" | "dependentTaskIds">>(tasks: readonly T[]): T[] {
    const byId = new Map(tasks.map((t) => [t.taskId, t]));
    const sorted: T[] = [];
    const visited = new Set<string>();
    const visit = (task: T): void => {
      if (visited.has(task.taskId)) return;
      visited.add(task.taskId);
      for (const dep of task.dependentTaskIds) {
        const depTask = byId.get(dep);
        if (depTask) visit(depTask);
      }
      sorted.push(task);
    };
    for (const task of tasks) visit(task);
    return sorted;
  }

  /**
   * Sets the plan's tasks: sorted by dependency; when the plan already has tasks, the common prefix (same id and
   * instruction) is kept and the rest replaced.
   */
  addTasks(tasks: ReadonlyArray<Partial<TaskData>>): void {
    if (tasks.length === 0) return;
    const sorted = Plan.topologicalSort(tasks.map((t) => new Task(t)));
    if (this.tasks.length === 0) {
      this.tasks = sorted;
    } else {
      let prefix = 0;
      while (
        prefix < this.tasks.length &&
        prefix < sorted.length &&
        this.tasks[prefix]!.taskId === sorted[prefix]!.taskId &&
        this.tasks[prefix]!.instruction === sorted[prefix]!.instruction
      ) {
        prefix++;
      }
      this.tasks = [...this.tasks.slice(0, prefix), ...sorted.slice(prefix)];
    }
    this.updateCurrentTask();
  }

  /** Resets the task and, recursively, every task that depends on it; unknown ids do nothing. */
  resetTask(taskId: string): void {
    const task = this.taskMap.get(taskId);
    if (!task) return;
    task.reset();
    for (const other of this.tasks) if (other.dependentTaskIds.includes(taskId)) this.resetTask(other.taskId);
    this.updateCurrentTask();
  }

  /**
   * Replaces a known task (an unknown id is an error) and resets the tasks that depend on it. MetaGPT's call shape
   * `replaceTask(taskId, newDependentTaskIds, newInstruction, newAssignee)`, or a task (MetaGPT `_replace_task`).
   */
  replaceTask(task: Partial<TaskData> & Pick<TaskData, "taskId">): void;
  replaceTask(taskId: string, newDependentTaskIds: string[], newInstruction: string, newAssignee?: string): void;
  replaceTask(
    taskOrId: (Partial<TaskData> & Pick<TaskData, "taskId">) | string,
    newDependentTaskIds: string[] = [],
    newInstruction = "",
    newAssignee = "",
  ): void {
    const replacement =
      typeof taskOrId === "string"
        ? new Task({ taskId: taskOrId, dependentTaskIds: newDependentTaskIds, instruction: newInstruction, assignee: newAssignee })
        : new Task(taskOrId);
    if (!this.taskMap.has(replacement.taskId)) throw new Error(`Plan.replaceTask: unknown task id "${replacement.taskId}".`);
    this.tasks = this.tasks.map((t) => (t.taskId === replacement.taskId ? replacement : t));
    this.taskMap.set(replacement.taskId, replacement);
    for (const other of this.tasks) if (other.dependentTaskIds.includes(replacement.taskId)) this.resetTask(other.taskId);
    this.updateCurrentTask();
  }

  /**
   * Appends a task whose dependencies all exist (an unknown dependency is an error; a known id replaces that
   * task). MetaGPT's call shape `appendTask(taskId, dependentTaskIds, instruction, assignee, taskType?)`, or a
   * task (MetaGPT `_append_task`).
   */
  appendTask(task: Partial<TaskData> & Pick<TaskData, "taskId">): void;
  appendTask(taskId: string, dependentTaskIds: string[], instruction: string, assignee?: string, taskType?: string): void;
  appendTask(
    taskOrId: (Partial<TaskData> & Pick<TaskData, "taskId">) | string,
    dependentTaskIds: string[] = [],
    instruction = "",
    assignee = "",
    taskType = "",
  ): void {
    const appended =
      typeof taskOrId === "string" ? new Task({ taskId: taskOrId, dependentTaskIds, instruction, assignee, taskType }) : new Task(taskOrId);
    for (const dep of appended.dependentTaskIds) {
      if (!this.taskMap.has(dep)) throw new Error(`Plan.appendTask: dependency "${dep}" of task "${appended.taskId}" does not exist.`);
    }
    if (this.taskMap.has(appended.taskId)) this.tasks = this.tasks.filter((t) => t.taskId !== appended.taskId);
    this.tasks.push(appended);
    this.taskMap.set(appended.taskId, appended);
    this.updateCurrentTask();
  }

  /** Re-sorts, rebuilds the map, and points at the first unfinished task ("" when all are finished). */
  updateCurrentTask(): void {
    this.tasks = Plan.topologicalSort(this.tasks);
    this.taskMap = new Map(this.tasks.map((t) => [t.taskId, t]));
    this.currentTaskId = this.tasks.find((t) => !t.isFinished)?.taskId ?? "";
  }

  /** The first unfinished task (null when all are finished or there are none). */
  get currentTask(): Task | null {
    return this.taskMap.get(this.currentTaskId) ?? null;
  }

  /** Marks the current task finished and moves on to the next unfinished one; without a current task, nothing. */
  finishCurrentTask(): void {
    const task = this.currentTask;
    if (!task) return;
    task.isFinished = true;
    this.updateCurrentTask();
  }

  /** Finishes every remaining task, in order. */
  finishAllTasks(): void {
    while (this.currentTask) this.finishCurrentTask();
  }

  /** True when every task is finished (also for a plan with no tasks). */
  isPlanFinished(): boolean {
    return this.tasks.every((t) => t.isFinished);
  }

  /** The finished tasks, in plan order. */
  getFinishedTasks(): Task[] {
    return this.tasks.filter((t) => t.isFinished);
  }
}

/** `code += "\n" + tr.code; result += "\n" + tr.result; isSuccess = tr.isSuccess` (MetaGPT `update_task_result`). */
export function updateTaskResult(task: Task, result: TaskResult): void {
  task.updateTaskResult(result);
}

/**
 * Applies a planning answer (MetaGPT `update_plan_from_rsp`): one task, or a first task that has dependencies, is
 * a single-task update (replace the task with that id, else append it); otherwise the list becomes the plan's
 * tasks (keeping the common prefix).
 */
export function applyPlannedTasks(plan: Plan, planned: readonly PlannedTask[]): void {
  const tasks = planned.map((p) =>
    new Task({
      taskId: p.taskId,
      dependentTaskIds: p.dependentTaskIds,
      instruction: p.instruction,
      taskType: p.taskType,
      assignee: p.assignee ?? "",
    }),
  );
  const first = tasks[0];
  if (!first) return;
  if (tasks.length === 1 || first.dependentTaskIds.length > 0) {
    if (plan.taskMap.has(first.taskId)) plan.replaceTask(first);
    else plan.appendTask(first);
    return;
  }
  plan.addTasks(tasks);
}

/** The problem applying the answer to a copy of the plan would hit (MetaGPT's precheck), or null. */
export function precheckPlannedTasks(plan: Plan, planned: readonly PlannedTask[]): string | null {
  try {
    applyPlannedTasks(new Plan(plan.toData()), planned);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** The planner's summary of the plan (MetaGPT's structural context): requirement, context, plan, current task. */
export function describePlan(plan: Plan): string {
  const public_ = (t: Task) => ({
    task_id: t.taskId,
    dependent_task_ids: t.dependentTaskIds,
    instruction: t.instruction,
    task_type: t.taskType,
    result: t.result.trim(),
    is_success: t.isSuccess,
    is_finished: t.isFinished,
  });
  const current = plan.currentTask;
  return [
    `## User Requirement\n${plan.goal}`,
    `## Context\n${plan.context}`,
    `## Current Plan\n${JSON.stringify(plan.tasks.map(public_), null, 4)}`,
    `## Current Task\n${current ? JSON.stringify(public_(current)) : "{}"}`,
  ].join("\n");
}

/** Words that confirm a task result in a human review (MetaGPT `ask_review`). */
export const REVIEW_CONFIRM_WORDS = ["confirm", "continue", "c", "yes", "y"];

/** True when a person's review of a task result confirms it (one of the confirm words, or any text saying "confirm"). */
export function isConfirmed(review: string): boolean {
  const lower = review.trim().toLowerCase();
  return REVIEW_CONFIRM_WORDS.includes(lower) || lower.includes("confirm");
}
