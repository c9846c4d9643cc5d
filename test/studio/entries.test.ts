/**
 * studio/'s entries (langgraph.json): each is its graph of graphs/, and the type the LangGraph server reads from it for
 * Studio's schemas (state, input, output, run context) is the graph's own. An entry states that type from state/
 * (studio/studioGraph.ts) so the server's compiler never opens graphs/; the type checks below fail `tsc` if a graph's
 * wiring and its entry drift apart.
 */
import { readFileSync } from "node:fs";
import { describe, expect, expectTypeOf, it } from "vitest";

import { decideToTalkGraph } from "../../graphs/decideToTalk.js";
import { experimentGraph } from "../../graphs/experiment.js";
import { interviewGraph } from "../../graphs/interview.js";
import { memoryBuilderGraph } from "../../graphs/memoryBuilder.js";
import { personaGraph } from "../../graphs/persona.js";
import { roleGraph } from "../../graphs/role.js";
import { teamGraph } from "../../graphs/team.js";
import { townGraph } from "../../graphs/town.js";
import * as decideToTalkEntry from "../../studio/decideToTalk.js";
import * as experimentEntry from "../../studio/experiment.js";
import * as interviewEntry from "../../studio/interview.js";
import * as memoryBuilderEntry from "../../studio/memoryBuilder.js";
import * as personaEntry from "../../studio/persona.js";
import * as roleEntry from "../../studio/role.js";
import * as teamEntry from "../../studio/team.js";
import * as townEntry from "../../studio/town.js";
import { graphOf } from "../../studio/studioGraph.js";

/** What the server's schema extractor reads of a compiled graph (its types.template.mts: Reflect, BuilderReflect). */
type SchemaSources<G> = G extends {
  "~InputType": infer Update;
  "~OutputType": infer State;
  builder: { _inputDefinition: infer Input; _outputDefinition: infer Output; _configSchema?: infer Config };
}
  ? { update: Update; state: State; input: Input; output: Output; config: Config }
  : never;

describe("studio entries", () => {
  it("give the server the types their graphs have (checked by tsc: npm test runs it first)", () => {
    expectTypeOf<SchemaSources<typeof memoryBuilderEntry.memoryBuilderGraph>>().toEqualTypeOf<SchemaSources<typeof memoryBuilderGraph>>();
    expectTypeOf<SchemaSources<typeof decideToTalkEntry.decideToTalkGraph>>().toEqualTypeOf<SchemaSources<typeof decideToTalkGraph>>();
    expectTypeOf<SchemaSources<typeof personaEntry.personaGraph>>().toEqualTypeOf<SchemaSources<typeof personaGraph>>();
    expectTypeOf<SchemaSources<typeof townEntry.townGraph>>().toEqualTypeOf<SchemaSources<typeof townGraph>>();
    expectTypeOf<SchemaSources<typeof roleEntry.roleGraph>>().toEqualTypeOf<SchemaSources<typeof roleGraph>>();
    expectTypeOf<SchemaSources<typeof teamEntry.teamGraph>>().toEqualTypeOf<SchemaSources<typeof teamGraph>>();
    expectTypeOf<SchemaSources<typeof interviewEntry.interviewGraph>>().toEqualTypeOf<SchemaSources<typeof interviewGraph>>();
    expectTypeOf<SchemaSources<typeof experimentEntry.experimentGraph>>().toEqualTypeOf<SchemaSources<typeof experimentGraph>>();
    // Not vacuous: a graph with another state is told apart.
    expectTypeOf<SchemaSources<typeof townEntry.townGraph>>().not.toEqualTypeOf<SchemaSources<typeof personaGraph>>();
  });

  it("each entry langgraph.json names is its graph of graphs/", () => {
    const entries: Record<string, unknown> = {
      memoryBuilder: memoryBuilderEntry,
      decideToTalk: decideToTalkEntry,
      persona: personaEntry,
      town: townEntry,
      role: roleEntry,
      team: teamEntry,
      interview: interviewEntry,
      experiment: experimentEntry,
    };
    const graphs: Record<string, unknown> = {
      memoryBuilder: memoryBuilderGraph,
      decideToTalk: decideToTalkGraph,
      persona: personaGraph,
      town: townGraph,
      role: roleGraph,
      team: teamGraph,
      interview: interviewGraph,
      experiment: experimentGraph,
    };
    const config = JSON.parse(readFileSync(new URL("../../langgraph.json", import.meta.url), "utf8")) as { graphs: Record<string, string> };
    expect(Object.keys(config.graphs).sort()).toEqual(Object.keys(graphs).sort());
    for (const [id, spec] of Object.entries(config.graphs)) {
      const [file, exportName] = spec.split(":");
      expect(file).toBe(`./studio/${id}.ts`);
      expect((entries[id] as Record<string, unknown>)[exportName!], id).toBe(graphs[id]);
    }
  });

  it("names the export a graphs/ file lacks", async () => {
    await expect(graphOf("town", "townGraf")).rejects.toThrow('graphs/town.ts exports no "townGraf".');
  });
});
