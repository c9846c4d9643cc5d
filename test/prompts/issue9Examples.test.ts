/**
 * The answers issue 9 names, one by one, through the prompts that mishandled them (Larkspur's inputs).
 */
import { describe, expect, it } from "vitest";
import { decideToTalkPrompt } from "../../prompts/decideToTalk.js";
import { actionSectorPrompt } from "../../prompts/persona/actionSector.js";
import { conversationSummaryPrompt } from "../../prompts/persona/conversationSummary.js";
import { dailyPlanPrompt, wakeUpItem } from "../../prompts/persona/dailyPlan.js";
import { eventPoignancyPrompt } from "../../prompts/persona/eventPoignancy.js";
import { eventTriplePrompt } from "../../prompts/persona/eventTriple.js";
import { hourlySchedulePrompt } from "../../prompts/persona/hourlySchedule.js";
import { insightsPrompt } from "../../prompts/persona/insights.js";
import { objectDescriptionPrompt } from "../../prompts/persona/objectDescription.js";
import { wakeUpHourPrompt } from "../../prompts/persona/wakeUpHour.js";
import type { PromptSpec } from "../../prompts/types.js";
import decideToTalk from "./corpus/decide_to_talk.js";
import { ada, LARKSPUR } from "./corpus/fixtures.js";

/** Parse + validate as the runner does: the value, or throws. */
function read<I, O, R>(prompt: PromptSpec<I, O, R>, raw: R, answer: string): O {
  const inputs = prompt.inputSchema.parse(raw);
  const value = prompt.parse(answer, inputs);
  const problem = prompt.validate?.(value, inputs) ?? null;
  if (problem !== null) throw new Error(problem);
  return value;
}

describe("issue 9's answers", () => {
  it('decide_to_talk: "No, Ada is busy serving customers." is a reasoned no', () => {
    expect(read(decideToTalkPrompt, decideToTalk.inputs as never, "No, Ada is busy serving customers.")).toBe(false);
  });

  it("event_triple: JSON with keys is the triple; a plain sentence is read; never a key inside a value", () => {
    const raw = { subject: "Ada Okafor", description: "baking bread" };
    expect(read(eventTriplePrompt, raw, '{"subject":"Ada Okafor","predicate":"bake","object":"bread"}')).toEqual(["Ada Okafor", "bake", "bread"]);
    expect(read(eventTriplePrompt, raw, "Ada Okafor bakes bread.")).toEqual(["Ada Okafor", "bake", "bread"]);
    expect(() => read(eventTriplePrompt, raw, '(Ada Okafor, predicate": "bake, object": "bread")')).toThrow();
  });

  it("event_poignancy, wake_up_hour and object_description read their JSON fields", () => {
    expect(read(eventPoignancyPrompt, { identity: ada, description: "Ada Okafor is baking" }, '{"score": 3}')).toBe(3);
    expect(read(wakeUpHourPrompt, { identity: ada }, '{"wake_up_hour": 4}')).toBe(4);
    expect(read(objectDescriptionPrompt, { object: "oven", name: "Ada Okafor", activity: "baking bread" }, '{"state": "heating up"}')).toBe("heating up");
  });

  it("hourly_schedule: a range line, a closing midnight and a bold bulleted hour", () => {
    const raw = { identity: ada, wakeUpHour: 4, dailyPlan: ["bake bread at 5:00 am"] };
    const hours = (from: number, to: number, activity: string) => Array.from({ length: to - from }, (_, i) => `${String(from + i).padStart(2, "0")}:00 - ${activity}`);
    const answer = ["- **04:00**: Ada is baking", "05:00 - 07:00 - baking bread", ...hours(7, 21, "serving customers"), "21:00 - sleeping", "00:00 - sleeping"].join("\n");
    const value = read(hourlySchedulePrompt, raw, answer);
    expect(value.slice(0, 4)).toEqual([
      { hour: 4, activity: "baking" },
      { hour: 5, activity: "baking bread" },
      { hour: 6, activity: "baking bread" },
      { hour: 7, activity: "serving customers" },
    ]);
    expect(value.at(-1)).toEqual({ hour: 23, activity: "sleeping" });
  });

  it('daily_plan: "**2.** Open the bakery" is an item', () => {
    const items = read(dailyPlanPrompt, { identity: ada, wakeUpHour: 4 }, "**2.** Open the bakery at 7:00 am\n**3.** Close the shop at 3:00 pm\n**4.** Go to bed at 9:00 pm");
    expect(items).toEqual([wakeUpItem(4), "Open the bakery at 7:00 am", "Close the shop at 3:00 pm", "Go to bed at 9:00 pm"]);
  });

  it('action_sector: "Answer: the library" is the library the persona knows', () => {
    const raw = {
      identity: ada,
      activity: "reading (browsing poetry books)",
      livingSector: "Ada Okafor's house",
      currentSector: "Okafor Bakery",
      accessibleSectors: Object.keys(LARKSPUR),
    };
    expect(read(actionSectorPrompt, raw, "Answer: the library")).toBe("Larkspur Library");
  });

  it('insights: "Evidence: 1, 3" keeps its evidence', () => {
    const raw = { name: "Ada Okafor", statements: ["a", "b", "c"], n: 1 };
    expect(read(insightsPrompt, raw, "1. Ada is generous with her time\nEvidence: 1, 3")).toEqual([{ insight: "Ada is generous with her time", evidence: [0, 2] }]);
  });

  it("conversation_summary: a full sentence gives its topic", () => {
    const raw = { transcript: [["Mei Lin", "Will you read at the poetry night?"], ["Tomas Reyes", "I will!"]] as Array<[string, string]> };
    expect(read(conversationSummaryPrompt, raw, "Mei and Tomas talked about the poetry night.")).toBe("conversing about the poetry night");
  });
});
