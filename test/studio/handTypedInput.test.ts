/**
 * Hand-typed input (Studio's input form, an API call) that a graph cannot use is refused by its first node in one
 * sentence naming the field, what it expects and what was given (issue 28), the same wording for every graph, never
 * an error from deep inside (a TypeError of a node, a raw zod dump, a line row the user never typed).
 */
import { describe, expect, it } from "vitest";
import { InMemoryStore } from "@langchain/langgraph";
import { z } from "zod/v4";
import { decideToTalkGraph } from "../../graphs/decideToTalk.js";
import { experimentBuilder } from "../../graphs/experiment.js";
import { interviewBuilder } from "../../graphs/interview.js";
import { personaBuilder } from "../../graphs/persona.js";
import { roleGraph } from "../../graphs/role.js";
import { teamGraph } from "../../graphs/team.js";
import { inputProblem } from "../../state/inputProblem.js";

const store = () => new InMemoryStore();
const persona = personaBuilder.compile({ store: store() });
const interview = interviewBuilder.compile({ store: store() });
const experiment = experimentBuilder.compile({ store: store() });

describe("hand-typed graph input", () => {
  it.each([
    ["persona: a scratch with only a name", () => persona.invoke({ scratch: { name: "Bob" } } as never), 'Persona input "scratch.firstName": missing (expected a string).'],
    ["persona: events that are not a list", () => persona.invoke({ events: "none" } as never), 'Persona input "events": expected an array, got "none".'],
    ["persona: a cursor left empty", () => persona.invoke({ memory: {} } as never), 'Persona input "memory.branch": missing (expected an object).'],
    ["persona: a clock without a time", () => persona.invoke({ clock: { tick: 0, secondsPerTick: 10 } } as never), 'Persona input "clock.time": missing (expected a string).'],
    ["persona: a map folder that is not there", () => persona.invoke({ village: { mapDir: "/nowhere/map" } }), /^Persona input "village\.mapDir": \/nowhere\/map\/.*file not found\.$/],
    ["role: a message whose content is a number", () => roleGraph.invoke({ withMessage: { content: 5 } } as never), /^Role input "withMessage": expected text, lines of text, or a message .*, got \{"content":5\}\.$/],
    ["role: an unknown entry", () => roleGraph.invoke({ entry: "go" } as never), /^Role input "entry": expected "run" .* or "react" .*, got "go"\.$/],
    ["team: roles as one word", () => teamGraph.invoke({ roles: "writer" } as never), /^Team input "roles": expected a list of roles, e\.g\. .*, got "writer"\.$/],
    ["team: an idea that is a number", () => teamGraph.invoke({ idea: 5 } as never), /^Team input "idea": expected text or a message .*, got 5\.$/],
    ["experiment: snapshots as one word", () => experiment.invoke({ snapshots: "x" } as never), /^Experiment input "snapshots": expected a list of the run's states .*, got "x"\.$/],
    ["experiment: a snapshot's bad time", () => experiment.invoke({ snapshots: [{ time: "noon" }] } as never), /^Experiment input "snapshots\[0\]\.time": expected a game time like .*, got "noon"\.$/],
    ["experiment: a spec without a name", () => experiment.invoke({ experiment: {} } as never), 'Experiment input "experiment.name": missing (expected a string).'],
    ["interview: a persona without a scratch", () => interview.invoke({ persona: {} } as never), 'Interview input "persona.scratch": missing (expected an object).'],
    ["decideToTalk: a party with only a name", () => decideToTalkGraph.invoke({ initiator: { name: "A" } } as never), 'decideToTalk input "initiator.currTime": missing (expected a string).'],
  ])("%s is refused naming the field", async (_, run, sentence) => {
    await expect(run()).rejects.toThrow(sentence);
  });
});

describe("inputProblem", () => {
  const schema = z.object({ people: z.array(z.object({ age: z.number() })), name: z.string().min(1) });
  const problem = (input: unknown) => inputProblem("Village", schema.safeParse(input).error!, input);

  it("names the field by its path, what it expects and what was given", () => {
    expect(problem({ people: [{ age: "ten" }], name: "x" })).toBe('Village input "people[0].age": expected a number, got "ten".');
    expect(problem({ people: [], name: "" })).toMatch(/^Village input "name": Too small: expected string to have >=1 characters, got ""\.$/);
  });

  it("says missing for a field left out, and shortens a long value", () => {
    expect(problem({ name: "x" })).toBe('Village input "people": missing (expected an array).');
    expect(problem({ people: "a".repeat(100), name: "x" })).toBe(`Village input "people": expected an array, got "${"a".repeat(56)}....`);
  });
});
