/**
 * What studio/'s entries are made of (see studio/README.md). On a graph's first `GET /assistants/{id}/schemas` the
 * LangGraph server reads the entry's *type* with the TypeScript compiler, and first loads every file the entry imports.
 * An entry therefore imports its graph at run time only (`graphOf`), and states the graph's type from the state roots
 * of state/ (`StudioGraph`): the compiler then reads state/ and LangGraph's types, not the nodes, prompts, tools and
 * model clients behind the graph. test/studio/entries.test.ts checks that each entry is its graph and that the types
 * the server reads are the graph's own.
 */
import type { AnnotationRoot, CompiledStateGraph } from "@langchain/langgraph";
import type { RunContextSchema } from "../state/runContext.js";

/**
 * A compiled graph as `new StateGraph({ stateSchema: State, input: Input, output: Output }, RunContextSchema)` types
 * it, node names aside: its state, input, output and run context are what Studio's forms and schemas come from.
 */
export type StudioGraph<
  // Any root: a root with fields is not assignable to AnnotationRoot<StateDefinition> (its node type is invariant).
  State extends AnnotationRoot<any>,
  Input extends AnnotationRoot<any> = State,
  Output extends AnnotationRoot<any> = State,
> = CompiledStateGraph<State["State"], State["Update"], string, Input["spec"], Output["spec"], (typeof RunContextSchema)["spec"]>;

/**
 * The graph `exportName` of graphs/<file>.ts, imported when the server loads the entry. The module's name is built at
 * run time, so the compiler reading the entry's type does not follow it into graphs/.
 */
export async function graphOf(file: string, exportName: string): Promise<unknown> {
  // (vite-ignore: vitest, which imports the entries in tests, would otherwise look for graphs/*.js files on disk.)
  const module = (await import(/* @vite-ignore */ `../graphs/${file}.js`)) as Record<string, unknown>;
  const graph = module[exportName];
  if (graph === undefined) throw new Error(`graphs/${file}.ts exports no "${exportName}".`);
  return graph;
}
