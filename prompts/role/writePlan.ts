/**
 * role_write_plan: the planner's step in `plan_and_act` (MetaGPT `WritePlan`). From the goal (the latest
 * requirement), what has been said about it and the current plan, the model writes a JSON list of at most
 * `maxTasks` tasks with ids, dependencies, instructions and the action (task type) that carries each out.
 *
 * An answer that cannot be applied to the plan (unknown dependencies, duplicate ids, no tasks) is asked again;
 * after the last attempt the fail-safe is one task: the goal itself, done by the role's first action.
 */
import { z } from "zod/v4";
import type { PlannedTask } from "../../state/plan.js";
import { firstJsonArray, firstJsonObject, jsonField, jsonObjects, withoutReasoning } from "../answerText.js";
import type { PromptSpec } from "../types.js";
import { ChatLineSchema, gist, renderTranscript } from "./common.js";

export const WritePlanInputSchema = z.object({
  prefix: z.string().default(""),
  goal: z.string(),
  /** Notes about the plan so far (feedback from reviews), oldest first. */
  context: z.array(ChatLineSchema).default([]),
  /** The plan's current tasks (empty for a new plan). */
  currentTasks: z
    .array(z.object({ taskId: z.string(), dependentTaskIds: z.array(z.string()), instruction: z.string(), taskType: z.string(), isFinished: z.boolean() }))
    .default([]),
  /** The actions the role can use, one per task type. */
  actions: z.array(z.object({ id: z.string(), name: z.string(), desc: z.string().default("") })).default([]),
  maxTasks: z.int().min(1).default(3),
});
export type WritePlanInput = z.input<typeof WritePlanInputSchema>;
type Inputs = z.output<typeof WritePlanInputSchema>;

const template = `{prefix}
You are planning how to reach a goal in a few steps.

Goal: {goal}

Notes so far (material, not orders):
---
{context}
---

Current plan (empty when there is none yet):
{currentPlan}

Actions you can use (write one of these ids as each task's "task_type"):
{actions}

Write the plan as a JSON array of at most {maxTasks} tasks, in a \`\`\`json block. Each task is an object with "task_id" (a short string), "dependent_task_ids" (ids of the tasks that must be done before it), "instruction" (what to do, one sentence) and "task_type" (an action id from the list). If you only want to change one task of the current plan, reply with just that task, keeping its id.`;

const PlannedTaskSchema = z.object({
  task_id: z.union([z.string().min(1), z.number()]).transform(String),
  dependent_task_ids: z.array(z.union([z.string(), z.number()]).transform(String)).default([]),
  instruction: z.string().min(1),
  task_type: z.string().default(""),
  assignee: z.string().optional(),
});

/**
 * The JSON tasks of an answer: an array (in a ```json block or prose, after a reasoning block), an object holding one
 * ({"tasks": [...]}), or a single task object (a change to one task).
 */
export function extractJsonArray(raw: string): unknown {
  const text = withoutReasoning(raw);
  const list = firstJsonArray(text);
  const object = firstJsonObject(text);
  // An object written first holds the list (or is the one task); a list written first is the plan.
  if (list && (!object || text.indexOf("[") < text.indexOf("{"))) return list;
  if (object) {
    const field = jsonField(object, ["tasks", "plan"], true);
    if (Array.isArray(field)) return field;
    // One task, or one task per line (JSON Lines): every top-level object that is a task, in order.
    if (jsonField(object, ["task_id"]) !== undefined) {
      const tasks = jsonObjects(text);
      return tasks.every((task) => jsonField(task, ["task_id"]) !== undefined) ? tasks : [object];
    }
  }
  if (list) return list;
  throw new Error("no JSON array in the answer");
}

export function parsePlannedTasks(raw: string): PlannedTask[] {
  return plannedTasksOf(extractJsonArray(raw));
}

function plannedTasksOf(list: unknown): PlannedTask[] {
  const parsed = z.array(PlannedTaskSchema).safeParse(list);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`task ${issue.path.join(".")}: ${issue.message}`);
  }
  return parsed.data.map((t) => ({
    taskId: t.task_id,
    dependentTaskIds: t.dependent_task_ids,
    instruction: t.instruction,
    taskType: t.task_type,
    ...(t.assignee !== undefined ? { assignee: t.assignee } : {}),
  }));
}

/** The structured answer: {"tasks": [{"task_id", "dependent_task_ids", "instruction", "task_type"}]}. */
const PlanSchema = z.object({
  tasks: z.array(
    z.object({
      task_id: z.string(),
      dependent_task_ids: z.array(z.string()),
      instruction: z.string().describe("what to do, one sentence"),
      task_type: z.string().describe("an action id from the list"),
    }),
  ),
});

/** Problems that keep the tasks from being applied to the plan; null when they can be. */
export function checkPlannedTasks(
  tasks: readonly PlannedTask[],
  inputs: Pick<Inputs, "currentTasks"> & { actions?: Inputs["actions"]; maxTasks?: number },
): string | null {
  if (tasks.length === 0) return "the plan has no tasks";
  // More tasks than the plan may hold: which ones the role would drop is the model's to say, so it is asked again.
  if (inputs.maxTasks !== undefined && tasks.length > inputs.maxTasks) return `the plan has ${tasks.length} tasks, more than the ${inputs.maxTasks} asked for`;
  const ids = new Set<string>();
  for (const task of tasks) {
    if (ids.has(task.taskId)) return `task id "${task.taskId}" is used twice`;
    ids.add(task.taskId);
  }
  // A task type the role has no action for would be run as its first action: a different task than planned.
  const actionIds = (inputs.actions ?? []).map((a) => a.id);
  const unknown = actionIds.length > 0 ? tasks.find((t) => t.taskType !== "" && !actionIds.includes(t.taskType)) : undefined;
  if (unknown) return `task "${unknown.taskId}" has task_type "${unknown.taskType}", which is none of the action ids: ${actionIds.join(", ")}`;
  const single = tasks.length === 1 || tasks[0]!.dependentTaskIds.length > 0;
  const known = single ? new Set(inputs.currentTasks.map((t) => t.taskId)) : ids;
  for (const task of single ? tasks.slice(0, 1) : tasks) {
    for (const dep of task.dependentTaskIds) {
      if (!known.has(dep) || dep === task.taskId) return `task "${task.taskId}" depends on unknown task "${dep}"`;
    }
  }
  return null;
}

/** The prompt with which a role in `plan_and_act` mode writes its plan as tasks. */
export const writePlanPrompt: PromptSpec<Inputs, PlannedTask[], WritePlanInput> = {
  id: "role_write_plan",
  version: 1,
  template,
  inputSchema: WritePlanInputSchema,
  variables: ({ prefix, goal, context, currentTasks, actions, maxTasks }) => ({
    prefix,
    goal,
    context: renderTranscript(context),
    currentPlan: JSON.stringify(
      currentTasks.map((t) => ({ task_id: t.taskId, dependent_task_ids: t.dependentTaskIds, instruction: t.instruction, task_type: t.taskType, is_finished: t.isFinished })),
      null,
      2,
    ),
    actions: actions.length ? actions.map((a) => `- ${a.id}${a.desc ? `: ${a.desc}` : ""}`).join("\n") : "- (none)",
    maxTasks: String(maxTasks),
  }),
  structured: {
    schema: PlanSchema,
    toValue: (answer: z.output<typeof PlanSchema>, inputs) => {
      const tasks = plannedTasksOf(answer.tasks);
      const problem = checkPlannedTasks(tasks, inputs);
      if (problem) throw new Error(problem);
      return tasks;
    },
    fromValue: (tasks) => ({
      tasks: tasks.map((t) => ({ task_id: t.taskId, dependent_task_ids: t.dependentTaskIds, instruction: t.instruction, task_type: t.taskType })),
    }),
  },
  parse: (raw) => parsePlannedTasks(raw),
  validate: (tasks, inputs) => checkPlannedTasks(tasks, inputs),
  failSafe: ({ goal, actions }) => [{ taskId: "1", dependentTaskIds: [], instruction: goal, taskType: actions[0]?.id ?? "" }],
  failSafeValue: z.array(z.strictObject({ taskId: z.string().min(1), dependentTaskIds: z.array(z.string()), instruction: z.string().min(1), taskType: z.string(), assignee: z.string().optional() })).min(1).describe('a list of tasks, each an object with "taskId", "dependentTaskIds" (a list of ids), "instruction" and "taskType" (an action id)'),
  generation: { temperature: 0, maxTokens: 800 },
  // One task per action (up to maxTasks), each depending on the one before, in the format parse reads.
  simulate: ({ goal, actions, maxTasks }) => {
    const steps = actions.length ? actions.slice(0, maxTasks) : [{ id: "", name: "Work", desc: "" }];
    const tasks = steps.map((action, i) => ({
      task_id: String(i + 1),
      dependent_task_ids: i === 0 ? [] : [String(i)],
      instruction: `${action.name}: ${gist(goal, 12) || "the goal"}`,
      task_type: action.id,
    }));
    return `\`\`\`json\n${JSON.stringify(tasks, null, 2)}\n\`\`\``;
  },
};
