/**
 * `connectChroma`, the public connector for a role's long-term memory: a data folder (`persistPath`) gets a local
 * Chroma server started for it, a URL a client. Pass it in a graph run's context. Its own file, typed with the
 * chromadb-free ChromaConnector, so the package's public types never reach chromadb's (chromaConnection.ts).
 */
import type { ChromaConnector } from "../../state/chromaTarget.js";
import { chromaFor } from "./chromaConnection.js";

/** Connects a role's long-term memory to a Chroma server: the default connector of `RoleZeroLongTermMemory`. */
export const connectChroma: ChromaConnector = chromaFor;
