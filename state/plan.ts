/**
 * Tasks and plans for the `plan_and_act` react mode (MetaGPT `Task`, `TaskResult`, `Plan`, and the planner's
 * rules for applying a planning answer). Plain data in, plain data out, so a plan lives in the role's graph state.
 */

export interface Task {
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

export interface TaskResult {
  code?: string;
  result: string;
  isSuccess: boolean;
}

/** A plan as plain JSON (what the graph state holds). */
export interface PlanData {
  goal: string;
  context: string;
  tasks: Task[];
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

export function newTask(fields: Partial<Task> & Pick<Task, "taskId">): Task {
  const task: Task = {
    dependentTaskIds: [],
    instruction: "",
    taskType: "",
    code: "",
    result: "",
    isSuccess: false,
    isFinished: false,
    assignee: "",
    ...fields,
  };
  task.dependentTaskIds = [...task.dependentTaskIds];
  return task;
}

function resetTask(task: Task): void {
  task.code = "";
  task.result = "";
  task.isSuccess = false;
  task.isFinished = false;
}

export class Plan {
  goal: string;
  context: string;
  tasks: Task[];
  taskMap: Map<string, Task>;
  currentTaskId: string;

  constructor(data: Partial<PlanData> & { goal: string }) {
    this.goal = data.goal;
    this.context = data.context ?? "";
    this.tasks = (data.tasks ?? []).map((t) => newTask(t));
    this.taskMap = new Map(this.tasks.map((t) => [t.taskId, t]));
    this.currentTaskId = data.currentTaskId ?? "";
  }

  static fromData(data: PlanData | null | undefined): Plan | null {
    return data ? new Plan(data) : null;
  }

  toData(): PlanData {
    return {
      goal: this.goal,
      context: this.context,
      tasks: this.tasks.map((t) => ({ ...t, dependentTaskIds: [...t.dependentTaskIds] })),
      currentTaskId: this.currentTaskId,
    };
  }

  /** Dependencies first (depth-first, in the order listed), then the task; each task once. */
  static topologicalSort(tasks: readonly Task[]): Task[] {
    const byId = new Map(tasks.map((t) => [t.taskId, t]));
    const sorted: Task[] = [];
    const visited = new Set<string>();
    const visit = (task: Task): void => {
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
  addTasks(tasks: readonly Task[]): void {
    if (tasks.length === 0) return;
    const sorted = Plan.topologicalSort(tasks.map((t) => newTask(t)));
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
    resetTask(task);
    for (const other of this.tasks) if (other.dependentTaskIds.includes(taskId)) this.resetTask(other.taskId);
    this.updateCurrentTask();
  }

  /** Replaces a known task (an unknown id is an error) and resets the tasks that depend on it. */
  replaceTask(task: Task): void {
    if (!this.taskMap.has(task.taskId)) throw new Error(`Plan.replaceTask: unknown task id "${task.taskId}".`);
    const replacement = newTask(task);
    this.tasks = this.tasks.map((t) => (t.taskId === task.taskId ? replacement : t));
    this.taskMap.set(task.taskId, replacement);
    for (const other of this.tasks) if (other.dependentTaskIds.includes(task.taskId)) this.resetTask(other.taskId);
    this.updateCurrentTask();
  }

  /** Appends a task whose dependencies all exist (an unknown dependency is an error). */
  appendTask(task: Task): void {
    for (const dep of task.dependentTaskIds) {
      if (!this.taskMap.has(dep)) throw new Error(`Plan.appendTask: dependency "${dep}" of task "${task.taskId}" does not exist.`);
    }
    const appended = newTask(task);
    if (this.taskMap.has(task.taskId)) this.tasks = this.tasks.filter((t) => t.taskId !== task.taskId);
    this.tasks.push(appended);
    this.taskMap.set(task.taskId, appended);
    this.updateCurrentTask();
  }

  /** Re-sorts, rebuilds the map, and points at the first unfinished task ("" when all are finished). */
  updateCurrentTask(): void {
    this.tasks = Plan.topologicalSort(this.tasks);
    this.taskMap = new Map(this.tasks.map((t) => [t.taskId, t]));
    this.currentTaskId = this.tasks.find((t) => !t.isFinished)?.taskId ?? "";
  }

  get currentTask(): Task | null {
    return this.taskMap.get(this.currentTaskId) ?? null;
  }

  finishCurrentTask(): void {
    const task = this.currentTask;
    if (!task) return;
    task.isFinished = true;
    this.updateCurrentTask();
  }

  finishAllTasks(): void {
    while (this.currentTask) this.finishCurrentTask();
  }

  isPlanFinished(): boolean {
    return this.tasks.every((t) => t.isFinished);
  }

  getFinishedTasks(): Task[] {
    return this.tasks.filter((t) => t.isFinished);
  }
}

/** `code += "\n" + tr.code; result += "\n" + tr.result; isSuccess = tr.isSuccess` (MetaGPT `update_task_result`). */
export function updateTaskResult(task: Task, result: TaskResult): void {
  task.code = `${task.code}\n${result.code ?? ""}`;
  task.result = `${task.result}\n${result.result}`;
  task.isSuccess = result.isSuccess;
}

/**
 * Applies a planning answer (MetaGPT `update_plan_from_rsp`): one task, or a first task that has dependencies, is
 * a single-task update (replace the task with that id, else append it); otherwise the list becomes the plan's
 * tasks (keeping the common prefix).
 */
export function applyPlannedTasks(plan: Plan, planned: readonly PlannedTask[]): void {
  const tasks = planned.map((p) =>
    newTask({
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

export function isConfirmed(review: string): boolean {
  const lower = review.trim().toLowerCase();
  return REVIEW_CONFIRM_WORDS.includes(lower) || lower.includes("confirm");
}
