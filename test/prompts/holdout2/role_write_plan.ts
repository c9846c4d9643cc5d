import { writePlanPrompt } from "../../../prompts/role/writePlan.js";
import type { PlannedTask } from "../../../state/plan.js";
import { corpusOf } from "../corpus/types.js";
import { capped, object, rawAnswer, text } from "../holdout/cases.js";

const inputs = {
  goal: "Publish the start list for Saturday's Millbrook regatta.",
  actions: [
    { id: "gather_entries", name: "GatherEntries", desc: "collect the crews entered for each race" },
    { id: "draft_start_list", name: "DraftStartList", desc: "write the start list with times and lanes" },
    { id: "check_start_list", name: "CheckStartList", desc: "check the start list for crews entered twice" },
  ],
  maxTasks: 3,
};

export default corpusOf<PlannedTask[]>({
  prompt: writePlanPrompt,
  inputs,
  text: [
  ],
  structured: [
  ],
});
