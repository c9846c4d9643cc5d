/**
 * A town's persona thoughts without a LangSmith run tree per call when nothing traces them
 * (tools/langchain/untracedRuns.ts): in a marked run, what a node reads of its run through AsyncLocalStorage stays
 * the same (its config, interrupts, a nested call's config, context variables) and no run tree is made; a run that
 * is not marked, or that a LangSmith tracer takes part in, gets LangChain's own path.
 */
import { describe, expect, it } from "vitest";
import { BaseTracer, type Run } from "@langchain/core/tracers/base";
import { RunnableLambda, type RunnableConfig } from "@langchain/core/runnables";
import { getContextVariable, setContextVariable } from "@langchain/core/context";
import { AsyncLocalStorageProviderSingleton } from "@langchain/core/singletons";
import { Annotation, Command, END, getConfig, interrupt, MemorySaver, START, StateGraph } from "@langchain/langgraph";
import { RunTree } from "langsmith";
import { untraced, untracedRuns } from "../tools/langchain/untracedRuns.js";

untracedRuns();
untracedRuns(); // a second install changes nothing

const State = Annotation.Root({ seen: Annotation<string[]>({ reducer: (a, b) => [...a, ...b], default: () => [] }) });
const current = () => (AsyncLocalStorageProviderSingleton.getInstance().getStore() instanceof RunTree ? "run tree" : "carrier");

/** A stand-in for LangSmith's tracer: LangChain finds it by name and asks it for the run tree of a call. */
class NamedTracer extends BaseTracer {
  name = "langchain_tracer";
  readonly asked: string[] = [];
  protected async persistRun(_run: Run): Promise<void> {}
  getRunTreeWithTracingConfig(id: string): RunTree {
    this.asked.push(id);
    return new RunTree({ name: "traced", id, tracingEnabled: false });
  }
}

/** A graph whose node reports what it can read of its run, then asks a person through an interrupt. */
function lookingGraph() {
  const nested = RunnableLambda.from((_: unknown, config?: RunnableConfig) => config?.configurable?.town as string);
  return new StateGraph(State)
    .addNode("look", async (_state, config) => ({
      seen: [
        current(),
        getConfig().configurable?.town as string, // LangGraph's getConfig reads AsyncLocalStorage
        config.configurable?.town as string,
        await nested.invoke(null), // a nested call given no config finds its caller's
        getContextVariable<string>("mood") ?? "no mood",
      ],
    }))
    .addNode("ask", () => ({ seen: [interrupt<string, string>("who is there?")] }))
    .addEdge(START, "look")
    .addEdge("look", "ask")
    .addEdge("ask", END)
    .compile({ checkpointer: new MemorySaver() });
}

describe("untraced runs", () => {
  it("keep what a marked run's nodes read of it, with no run tree made", async () => {
    const graph = lookingGraph();
    const thread = untraced({ configurable: { thread_id: "marked", town: "Larkspur" } });
    setContextVariable("mood", "sunny"); // set by the caller, read in the node
    await graph.invoke({}, thread);
    expect((await graph.getState(thread)).tasks[0]?.interrupts[0]?.value).toBe("who is there?");
    const done = await graph.invoke(new Command({ resume: "Mei Lin" }), thread);
    expect(done.seen).toEqual(["carrier", "Larkspur", "Larkspur", "Larkspur", "sunny", "Mei Lin"]);
  });

  it("leave runs that are not marked to LangChain's own path", async () => {
    const graph = lookingGraph();
    const thread = { configurable: { thread_id: "plain", town: "Larkspur" } };
    setContextVariable("mood", "sunny");
    await graph.invoke({}, thread);
    const done = await graph.invoke(new Command({ resume: "Tomas Reyes" }), thread);
    expect(done.seen[0]).toBe("run tree");
    expect(done.seen.slice(1)).toEqual(["Larkspur", "Larkspur", "Larkspur", "sunny", "Tomas Reyes"]);
  });

  it("leave a marked run with a LangSmith tracer to LangChain's own path", async () => {
    const tracer = new NamedTracer();
    const graph = new StateGraph(State)
      .addNode("look", () => ({ seen: [current()] }))
      .addEdge(START, "look")
      .addEdge("look", END)
      .compile();
    const out = await graph.invoke({}, untraced({ callbacks: [tracer] }));
    expect(out.seen).toEqual(["run tree"]);
    expect(tracer.asked.length).toBeGreaterThan(0);
  });
});
