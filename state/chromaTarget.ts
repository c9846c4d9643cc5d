/**
 * Where a role's long-term memory lives (a running Chroma server's URL, or a local data folder) and the connector
 * that reaches it. Kept free of chromadb's types: this file is part of the package's public types (the run context's
 * `connectChroma`), and chromadb's own .d.ts does not type-check in a consumer's strict project (it imports a package
 * chromadb does not install). The client a connector gives is a chromadb `ChromaClient`.
 */
export type ChromaTarget = { persistPath: string } | { url: string };

/** A chromadb `ChromaClient`, opaque in the public types (see the top of this file). */
export type ChromaClientHandle = object;

/** Gives a client for a target (e.g. simulacra's `connectChroma`, which also starts a local server for a data folder). */
export type ChromaConnector = (target: ChromaTarget) => Promise<{ client: ChromaClientHandle }>;
