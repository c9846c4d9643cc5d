/**
 * Reaching a Chroma server from the memory code by URL; starting a server for a data folder is process plumbing
 * (drivers/roles/chromaConnection.ts `chromaFor`), given from above as the connector (state/chromaTarget.ts).
 */
import { ChromaClient } from "chromadb";
import type { ChromaConnector } from "../../state/chromaTarget.js";

/** A client for a base URL such as http://127.0.0.1:8000 (no request is made). */
export function chromaClientForUrl(url: string): ChromaClient {
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

/** The connector that reaches URLs only: a data folder needs a server started for it, which this cannot do. */
export const connectByUrl: ChromaConnector = async (target) => {
  if ("url" in target) return { client: chromaClientForUrl(target.url) };
  throw new Error(
    `No Chroma server for the data folder "${target.persistPath}": give the URL of a running Chroma (url), or run the role from code with simulacra's Role, Environment or Team, which start one.`,
  );
};
