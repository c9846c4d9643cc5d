/**
 * A town's persona thoughts run without a LangSmith run tree per call when nothing traces them.
 *
 * LangChain core (1.4, the newest) runs every runnable call, and so every LangGraph node, edge and channel write,
 * inside `AsyncLocalStorageProviderSingleton.runWithConfig`, which builds a LangSmith `RunTree` (a random UUID,
 * timestamps, environment reads) even with tracing off, only to carry the call's config in AsyncLocalStorage for
 * `getConfig()`, `interrupt()` and nested calls. A persona's thought is about 34 such calls, and a 100-persona day
 * some 900,000: about a sixth of the town's CPU, and much of its garbage.
 *
 * `untracedRuns()` changes that for the calls of runs marked with `untraced(config)` (the town marks its persona
 * runs, nodes/town/personaRunConfig.ts) and nothing else: where no LangSmith tracer takes part (tracing set in the
 * environment, a tracer in the call's callbacks, a traced parent keep LangChain's own path), it puts a plain carrier
 * in AsyncLocalStorage with what the run tree carried there: the config (read back by LangChain and LangGraph), the
 * `tracingEnabled: false` the untraced run tree said, and the context variables of the call around it. One
 * difference remains, hence the mark: LangChain's `setContextVariable` keeps the config only on a run tree, so in
 * a marked node `getConfig()` after `setContextVariable` finds none (the node's own `config` argument still has
 * it). Upstream tried the same for every call (langchain-ai/langchainjs#10043, not merged).
 */
import { CallbackManager } from "@langchain/core/callbacks/manager";
import type { RunnableConfig } from "@langchain/core/runnables";
import { AsyncLocalStorageProviderSingleton } from "@langchain/core/singletons";

/** Where LangChain keeps a call's config on the AsyncLocalStorage store (`runTree.extra[LC_CHILD_KEY]`). */
const CHILD_CONFIG = Symbol.for("lc:child_config");
/** Where LangChain keeps context variables (`setContextVariable`) on the store. */
const CONTEXT_VARIABLES = Symbol.for("lc:context_variables");
/** Marks the provider as already patched (a second install, or a second copy of this module). */
const INSTALLED = Symbol.for("simulacra:untraced-runs");
/** The configurable key that marks a run's calls for the carrier (inherited by every call the run makes). */
const UNTRACED = "__simulacra_untraced";

/** `config` with its calls marked to run without run trees when nothing traces them. */
export function untraced<C extends RunnableConfig>(config: C): C {
  return { ...config, configurable: { ...config.configurable, [UNTRACED]: true } };
}

type RunWithConfig = (config: unknown, callback: () => unknown, avoidCreatingRootRunTree?: boolean) => unknown;
type Provider = { runWithConfig: RunWithConfig; [INSTALLED]?: true };

/** What an untraced call puts in AsyncLocalStorage instead of a run tree. */
export interface UntracedCarrier {
  tracingEnabled: false;
  extra: { [CHILD_CONFIG]: unknown };
  [CONTEXT_VARIABLES]?: unknown;
}

/** True when a LangSmith tracer would take part in a call with this config (LangChain's own test). */
function traced(config: unknown): boolean {
  const { callbacks, tags, metadata } = (config ?? {}) as { callbacks?: never; tags?: string[]; metadata?: Record<string, unknown> };
  const manager = CallbackManager._configureSync(callbacks, undefined, tags, undefined, metadata);
  return Boolean(manager?.getParentRunId() && manager.handlers.some((handler) => handler?.name === "langchain_tracer"));
}

/** Installs the carrier for the marked runs' untraced calls in this process's LangChain core (see above). */
export function untracedRuns(): void {
  const provider = AsyncLocalStorageProviderSingleton as unknown as Provider;
  if (provider[INSTALLED]) return;
  const langchains = provider.runWithConfig.bind(provider);
  provider.runWithConfig = (config, callback, avoidCreatingRootRunTree) => {
    const marked = (config as { configurable?: Record<string, unknown> } | undefined)?.configurable?.[UNTRACED] === true;
    if (!marked || avoidCreatingRootRunTree || traced(config)) return langchains(config, callback, avoidCreatingRootRunTree);
    const storage = AsyncLocalStorageProviderSingleton.getInstance();
    const around = storage.getStore() as Record<symbol, unknown> | undefined;
    const carrier: UntracedCarrier = { tracingEnabled: false, extra: { [CHILD_CONFIG]: config } };
    if (around?.[CONTEXT_VARIABLES] !== undefined) carrier[CONTEXT_VARIABLES] = around[CONTEXT_VARIABLES];
    return storage.run(carrier, callback);
  };
  provider[INSTALLED] = true;
}
