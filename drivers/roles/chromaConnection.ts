/**
 * `chromaFor`: the shared, lazily created Chroma connection per data folder (a server is started for it on first use,
 * servers/chromaServer.ts) or per URL (a remote or already running server). Concurrent first callers share one
 * in-flight promise, so one client (and at most one server) is created; a server that has exited since is started
 * again on the next call.
 *
 * Its types name chromadb's, so the package's public types never import this file (chromadb's own .d.ts needs a
 * package chromadb does not install, and a consumer's strict type check would fail on it): the public connector is
 * connectChroma.ts.
 */
import type { ChromaClient } from "chromadb";
import type { ChromaTarget } from "../../state/chromaTarget.js";
import { sharedChroma, startChroma, type ChromaServer } from "../../servers/chromaServer.js";
import { chromaClientForUrl } from "../../tools/memory/chromaClient.js";

export interface ChromaConnection {
  client: ChromaClient;
  url: string;
  /** The server started for a `persistPath` target (undefined for a URL). */
  server?: ChromaServer;
}

/** The shared connection for a data folder or a URL (see the top of this file). */
export function chromaFor(target: ChromaTarget): Promise<ChromaConnection> {
  return sharedChroma(target, connect);
}

async function connect(target: ChromaTarget): Promise<ChromaConnection> {
  if ("url" in target) {
    const url = target.url.replace(/\/+$/, "");
    return { client: chromaClientForUrl(url), url };
  }
  const server = await startChroma({ persistPath: target.persistPath });
  return { client: chromaClientForUrl(server.url), url: server.url, server };
}
