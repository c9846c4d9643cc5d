/**
 * Chroma clients: one for a base URL, and `chromaFor`, the shared, lazily created client per data folder (a server
 * is started for it on first use, servers/chromaServer.ts) or per URL (a remote or already running server).
 * Concurrent first callers share one in-flight promise, so one client (and at most one server) is created; a server
 * that has exited since is started again on the next call.
 *
 * The only file whose types name chromadb's: the package's public types never import it (chromadb's own .d.ts needs
 * a package chromadb does not install, so a consumer's strict type check would fail on it).
 */
import { ChromaClient } from "chromadb";
import { sharedChroma, startChroma, type ChromaServer, type ChromaTarget } from "./chromaServer.js";

export interface ChromaConnection {
  client: ChromaClient;
  url: string;
  /** The server started for a `persistPath` target (undefined for a URL). */
  server?: ChromaServer;
}

/** A client for a base URL such as http://127.0.0.1:8000 (no request is made). */
export function chromaClientFor(url: string): ChromaClient {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`Invalid Chroma URL "${url}": expected e.g. http://127.0.0.1:8000.`);
  }
  const ssl = parsed.protocol === "https:";
  const port = parsed.port ? Number(parsed.port) : ssl ? 443 : 80;
  return new ChromaClient({ host: parsed.hostname, port, ssl });
}

/** The shared connection for a data folder or a URL (see the top of this file). */
export function chromaFor(target: ChromaTarget): Promise<ChromaConnection> {
  return sharedChroma(target, connect);
}

async function connect(target: ChromaTarget): Promise<ChromaConnection> {
  if ("url" in target) {
    const url = target.url.replace(/\/+$/, "");
    return { client: chromaClientFor(url), url };
  }
  const server = await startChroma({ persistPath: target.persistPath });
  return { client: chromaClientFor(server.url), url: server.url, server };
}
