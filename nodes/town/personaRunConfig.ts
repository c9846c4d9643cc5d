/**
 * The config a persona's graph runs with inside a town step. LangGraph hands a graph called from a node its
 * caller's abort signals (configurable `__pregel_abort_signals`), and then every step of that graph listens on the
 * caller's signal, whatever `signal` it is given: 25 personas thinking at once put 25 and more listeners on the
 * town run's one signal (Node's MaxListenersExceededWarning). Without them, each persona run listens on a signal of
 * its own, made from `signal` (the town step's, which the run's stop and a failed persona abort); and each persona
 * tick runs on a signal of its own again (`withOwnSignal`), so what LangGraph leaves on it goes with the tick.
 */
import type { LangGraphRunnableConfig } from "@langchain/langgraph";

/** LangGraph's configurable key for the abort signals a graph passes to the graphs its nodes call. */
const CALLER_ABORT_SIGNALS = "__pregel_abort_signals";

export function personaRunConfig(config: LangGraphRunnableConfig | undefined, signal: AbortSignal): LangGraphRunnableConfig {
  const { [CALLER_ABORT_SIGNALS]: _caller, ...configurable } = config?.configurable ?? {};
  return { ...config, configurable, signal };
}

/**
 * Runs one persona's tick with a signal of its own that follows `config.signal`, and takes its listener off that
 * signal when the tick is done. LangGraph leaves a listener on the signal a graph is invoked with until that signal
 * aborts, and adding a listener walks the ones already there: on the town step's one signal, the step's thousands of
 * persona runs made each new run slower (at 1,000 personas, a tenth of the CPU). On a signal per run, they go with it.
 */
export async function withOwnSignal<T>(config: LangGraphRunnableConfig, run: (config: LangGraphRunnableConfig) => Promise<T>): Promise<T> {
  const parent = config.signal;
  if (!parent) return run(config);
  const own = new AbortController();
  const forward = () => own.abort(parent.reason);
  if (parent.aborted) own.abort(parent.reason);
  else parent.addEventListener("abort", forward, { once: true });
  try {
    return await run({ ...config, signal: own.signal });
  } finally {
    parent.removeEventListener("abort", forward);
  }
}
