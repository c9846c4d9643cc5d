/**
 * The config a persona's graph runs with inside a town step. LangGraph hands a graph called from a node its
 * caller's abort signals (configurable `__pregel_abort_signals`), and then every step of that graph listens on the
 * caller's signal, whatever `signal` it is given: 25 personas thinking at once put 25 and more listeners on the
 * town run's one signal (Node's MaxListenersExceededWarning). Without them, each persona run listens on a signal of
 * its own, made from `signal` (the town step's, which the run's stop and a failed persona abort).
 */
import type { LangGraphRunnableConfig } from "@langchain/langgraph";

/** LangGraph's configurable key for the abort signals a graph passes to the graphs its nodes call. */
const CALLER_ABORT_SIGNALS = "__pregel_abort_signals";

export function personaRunConfig(config: LangGraphRunnableConfig | undefined, signal: AbortSignal): LangGraphRunnableConfig {
  const { [CALLER_ABORT_SIGNALS]: _caller, ...configurable } = config?.configurable ?? {};
  return { ...config, configurable, signal };
}
