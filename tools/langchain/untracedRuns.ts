/**
 * Runnable calls without a LangSmith run tree when nothing traces them.
 *
 * LangChain core (1.4, the newest) runs every runnable call, and so every LangGraph node, edge and channel write,
 * inside `AsyncLocalStorageProviderSingleton.runWithConfig`, which builds a LangSmith `RunTree` (a random UUID,
 * timestamps, environment reads) even with tracing off, only to carry the call's config in AsyncLocalStorage for
 * `getConfig()`, `interrupt()` and nested calls. A persona's thought is about 34 such calls, and a 100-persona day
 * some 900,000: about a sixth of the town's CPU, and much of its garbage.
 *
 * `untracedRuns()` keeps LangChain's own path whenever a LangSmith tracer takes part (tracing set in the
 * environment, a tracer in the call's callbacks, a traced parent), and otherwise puts a plain carrier in
 * AsyncLocalStorage with what the run tree carried there: the config (read back by LangChain and LangGraph), the
 * `tracingEnabled: false` the untraced run tree said, and the context variables of the call around it. Upstream
 * tried the same (langchain-ai/langchainjs#10043, not merged). Installed once per process (idempotent).
 */
import { CallbackManager } from "@langchain/core/callbacks/manager";
import { AsyncLocalStorageProviderSingleton } from "@langchain/core/singletons";

/** Where LangChain keeps a call's config on the AsyncLocalStorage store (`runTree.extra[LC_CHILD_KEY]`). */
const CHILD_CONFIG = Symbol.for("lc:child_config");
/** Where LangChain keeps context variables (`setContextVariable`) on the store. */
const CONTEXT_VARIABLES = Symbol.for("lc:context_variables");
/** Marks the provider as already patched (a second install, or a second copy of this module). */
const INSTALLED = Symbol.for("simulacra:untraced-runs");

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

/** Installs the carrier for untraced calls in this process's LangChain core (see above). */
export function untracedRuns(): void {
  const provider = AsyncLocalStorageProviderSingleton as unknown as Provider;
  if (provider[INSTALLED]) return;
  const langchains = provider.runWithConfig.bind(provider);
  provider.runWithConfig = (config, callback, avoidCreatingRootRunTree) => {
    if (avoidCreatingRootRunTree || traced(config)) return langchains(config, callback, avoidCreatingRootRunTree);
    const storage = AsyncLocalStorageProviderSingleton.getInstance();
    const around = storage.getStore() as Record<symbol, unknown> | undefined;
    const carrier: UntracedCarrier = { tracingEnabled: false, extra: { [CHILD_CONFIG]: config } };
    if (around?.[CONTEXT_VARIABLES] !== undefined) carrier[CONTEXT_VARIABLES] = around[CONTEXT_VARIABLES];
    return storage.run(carrier, callback);
  };
  provider[INSTALLED] = true;
}
