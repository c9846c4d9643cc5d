/**
 * RoleZero's long-term memory (MetaGPT `RoleZeroLongTermMemory`): a role `Memory` whose older messages also go to a
 * Chroma collection, from which the ones similar to a new user requirement are fetched back.
 *
 * Rules, as in MetaGPT:
 *  - add: once the memory holds more than `memoryK` messages, the message that has just fallen out of the newest-
 *    `memoryK` window (position -(memoryK + 1)) is stored in Chroma with the time it was transferred; empty content is
 *    skipped. Short-term storage is never trimmed.
 *  - get(k): only when k != 0, the last message is a user requirement (a user message caused by UserRequirement or
 *    sent from the team leader "Mike") and the memory holds more than `memoryK` messages, the `similarityTopK`
 *    messages most similar to the last message's content are fetched, oldest first, and put ahead of `get(k)`'s.
 *  - Chroma down or failing never breaks the role: storing logs and carries on, fetching gives nothing.
 *
 * TypeScript shape: `Memory.add` and `Memory.get` are synchronous, Chroma is not. `add` stays synchronous and queues
 * the transfer (written in the background, in batches); `get(k)` is the short-term answer only; the long-term read is
 * `await getAsync(k)` (MetaGPT's `get(k)`), which first waits for queued transfers. `addAsync` adds and waits for the
 * transfer; `flush()` waits for every queued transfer.
 *
 * Fixed MetaGPT bugs:
 *  - Re-adding a message the memory already holds (ignored by `Memory.add`) transferred the message at -(k+1) again,
 *    storing it twice in Chroma; here only an add that grew the memory transfers, and records are upserted by message id.
 *  - A failed transfer was lost for good (logged, never retried), and the engine was never rebuilt after an error;
 *    here failed transfers stay queued and a timer tries them again (after retryDelayMs, doubling while Chroma stays
 *    down, at most maxRetryDelayMs), re-making the connection (a local server that exited is started again), so
 *    queued messages are written once Chroma is back, whether or not the role calls the memory again.
 *  - `get(k)` with k larger than `memoryK` could return a message twice (fetched from Chroma and in the newest k);
 *    fetched messages already among the short-term ones are left out.
 *  - With the LLM ranker, the ranked messages were re-sorted by time (the ranker's order was lost); here the ranker's
 *    order is kept (see prompts/role/rankMemories.ts).
 * Other differences: embeddings are always computed here and supplied to Chroma (`embeddingsFromSpec`), the
 * collection uses cosine distance, and `url` may point at a remote Chroma instead of a local data folder.
 *
 * Where it lives: here, below the nodes, so a role described by data (the `team` graph's `longTermMemory` option)
 * gets one too. Reaching Chroma is given from outside (`connect`): by itself this class only reaches a running
 * server by its URL; the package's `RoleZeroLongTermMemory` (drivers/roles/roleZeroMemory.ts) also starts a local
 * server for a data folder, which is process plumbing (servers/).
 */
import type { Embeddings } from "@langchain/core/embeddings";
import type { ChromaClient, Collection, Metadata } from "chromadb";
import { rankMemoriesPrompt } from "../../prompts/role/rankMemories.js";
import { runPrompt, type ChatModelSource, type PromptModel } from "../../prompts/runner.js";
import type { UsageByPrompt } from "../../prompts/types.js";
import { mergeUsage } from "../../state/usage.js";
import { IGNORED_MESSAGE_ID, Message, TEAMLEADER_NAME, USER_REQUIREMENT, type MessageData } from "../../state/message.js";
import { Memory } from "../../state/roleMemory.js";
import type { RunSettings } from "../../state/runContext.js";
import { DEFAULT_THRESHOLDS } from "../../state/thresholds.js";
import { chatModelFactory, embeddingsFromSpec } from "../models/factory.js";
import { modelsFor } from "../models/runModels.js";
import { connectByUrl } from "./chromaClient.js";
import type { ChromaConnector, ChromaTarget } from "../../state/chromaTarget.js";

/** The folder a role's long-term memory keeps its Chroma data in when none is given. */
export const DEFAULT_ROLE_MEMORY_PATH = ".role_memory_data";
/** The shortest wait of the retry timer after a failed write (whatever retryDelayMs is). */
const MIN_RETRY_TIMER_MS = 100;
/** The Chroma collection a role's long-term memory uses when none is given. */
export const DEFAULT_ROLE_ZERO_COLLECTION = "role_zero";

/** Where a role's long-term memory reports a Chroma write it will retry: `{ warn }`. */
export interface RoleZeroMemoryLogger {
  /** A Chroma call failed (the message says which and why); the memory goes on and retries later. */
  warn(message: string): void;
  /** News that needs no action (how many long-term memories a recall fetched). */
  info?(message: string): void;
}

const consoleMemoryLogger: RoleZeroMemoryLogger = { warn: (m) => console.warn(`[simulacra] ${m}`) };

/**
 * How a role's long-term memory is kept: its Chroma server (folder or URL) and collection, how much it keeps and
 * recalls, its ranker and embeddings, and retries.
 */
export interface RoleZeroLongTermMemoryOptions {
  /** Local Chroma data folder; a server is started for it on first use (default ".role_memory_data"). */
  persistPath?: string;
  /** A running Chroma server, e.g. http://127.0.0.1:8000 (wins over `persistPath`). */
  url?: string;
  /** Chroma collection (default "role_zero"; RoleZero uses the role's name, see `roleZeroCollectionName`). */
  collectionName?: string;
  /** Short-term capacity (default thresholds.roleZeroMemoryK, 200). */
  memoryK?: number;
  /** Messages fetched for a user requirement (default thresholds.roleZeroSimilarityTopK, 5). */
  similarityTopK?: number;
  /** An LLM reorders the fetched messages (prompt `rank_memories`). */
  useLlmRanker?: boolean;
  /** Embeddings supplied to Chroma (default `embeddingsFromSpec("hashing")`). */
  embeddings?: Embeddings;
  /** The ranker's chat model (default the simulated model). */
  chatModel?: ChatModelSource | PromptModel;
  logger?: RoleZeroMemoryLogger;
  /**
   * After a Chroma failure, how long until queued messages are tried again, by a timer (default 1000 ms); the
   * delay doubles while Chroma stays down, up to `maxRetryDelayMs`. Adds and gets leave Chroma alone meanwhile.
   */
  retryDelayMs?: number;
  /** The longest wait between two tries while Chroma is down (default 30 000 ms). */
  maxRetryDelayMs?: number;
  /** Records per Chroma write (default 500). */
  batchSize?: number;
  ignoreId?: boolean;
  /** Messages already in the memory (e.g. restored from a checkpoint): stored as they are, nothing is transferred. */
  storage?: Iterable<Message | MessageData>;
  /**
   * How to reach Chroma for the memory's target (default: a client for `url`; a `persistPath` then needs a server
   * started for it, which the package's `RoleZeroLongTermMemory` does).
   */
  connect?: ChromaConnector;
}

/** What MetaGPT's RoleZero names the collection: the role's name without spaces (made a valid Chroma name). */
export function roleZeroCollectionName(roleName: string): string {
  const name = roleName
    .replace(/\s+/g, "")
    .replace(/[^A-Za-z0-9._-]/g, "_")
    .replace(/^[^A-Za-z0-9]+|[^A-Za-z0-9]+$/g, "")
    .replace(/\.{2,}/g, ".");
  return name.length >= 3 ? name.slice(0, 512) : `${name || "role"}_memory`;
}

/** A message waiting to be written to Chroma. */
interface Transfer {
  message: Message;
  /** Epoch seconds of the transfer (MetaGPT `LongTermMemoryItem.created_at`). */
  createdAt: number;
  /** Position in storage: orders transfers made in the same millisecond. */
  position: number;
}

type RecordMetadata = Metadata & { created_at: number; position: number; message: string };

export class RoleZeroLongTermMemory extends Memory {
  readonly persistPath: string;
  readonly url: string | undefined;
  readonly collectionName: string;
  readonly memoryK: number;
  readonly similarityTopK: number;
  readonly useLlmRanker: boolean;
  readonly embeddings: Embeddings;
  readonly retryDelayMs: number;
  readonly maxRetryDelayMs: number;
  readonly batchSize: number;
  /** Prompt usage of the ranker so far. */
  usage: UsageByPrompt = {};

  private readonly chatModel: ChatModelSource | PromptModel | undefined;
  private readonly connect: ChromaConnector;
  private readonly logger: RoleZeroMemoryLogger;
  private backlog: Transfer[] = [];
  private draining: Promise<void> | undefined;
  private collectionPromise: Promise<Collection> | undefined;
  /** No Chroma request before this time (ms) after a failure. */
  private quietUntil = 0;
  private failures = 0;
  /** Failures since the last successful write (the retry delay doubles with each). */
  private failuresInARow = 0;
  /** Set when a local Chroma server cannot start at all (its error has `cannotStart`): no retry will mend it. */
  private cannotStart: Error | undefined;
  /** The timer that tries queued transfers again (unref'd: it never keeps the process alive). */
  private retryTimer: NodeJS.Timeout | undefined;
  private defaultChatModel: ChatModelSource | undefined;
  /** Messages by id, so that `contains` is not a scan of the whole storage (100k messages are common here). */
  private byId = new Map<string, Message[]>();

  constructor(options: RoleZeroLongTermMemoryOptions = {}) {
    super({ ignoreId: options.ignoreId });
    this.persistPath = options.persistPath ?? DEFAULT_ROLE_MEMORY_PATH;
    this.url = options.url;
    this.collectionName = options.collectionName ?? DEFAULT_ROLE_ZERO_COLLECTION;
    this.memoryK = nonNegativeInt("memoryK", options.memoryK ?? DEFAULT_THRESHOLDS.roleZeroMemoryK);
    this.similarityTopK = positiveInt("similarityTopK", options.similarityTopK ?? DEFAULT_THRESHOLDS.roleZeroSimilarityTopK);
    this.useLlmRanker = options.useLlmRanker ?? false;
    this.embeddings = options.embeddings ?? embeddingsFromSpec("hashing");
    this.chatModel = options.chatModel;
    this.logger = options.logger ?? consoleMemoryLogger;
    this.retryDelayMs = Math.max(0, options.retryDelayMs ?? 1_000);
    this.maxRetryDelayMs = Math.max(this.retryDelayMs, options.maxRetryDelayMs ?? 30_000);
    this.batchSize = positiveInt("batchSize", options.batchSize ?? 500);
    this.connect = options.connect ?? connectByUrl;
    for (const message of options.storage ?? []) {
      this.addShortTerm(message instanceof Message ? message : Message.fromData(message));
    }
  }

  /** Memory settings from a run's context: thresholds, embeddings and chat model of the run. */
  static async fromRunSettings<T extends RoleZeroLongTermMemory>(
    this: new (options: RoleZeroLongTermMemoryOptions) => T,
    settings: RunSettings,
    options: Omit<RoleZeroLongTermMemoryOptions, "embeddings" | "chatModel"> = {},
  ): Promise<T> {
    const models = await modelsFor(settings);
    return new this({
      logger: settings.logger,
      memoryK: settings.thresholds.roleZeroMemoryK,
      similarityTopK: settings.thresholds.roleZeroSimilarityTopK,
      ...options,
      embeddings: models.embeddings,
      chatModel: models.chat,
    });
  }

  /** Where the collection lives: the URL, or the local data folder. */
  get target(): ChromaTarget {
    return this.url !== undefined ? { url: this.url } : { persistPath: this.persistPath };
  }

  // --- short-term storage (Memory) ----------------------------------------------------------------------------

  /** Adds the message; when it pushes an older one out of the newest `memoryK`, that one is queued for Chroma. */
  override add(message: Message): void {
    const before = this.count();
    this.addShortTerm(message);
    if (this.count() === before) return; // already stored: nothing fell out (MetaGPT transferred again)
    if (this.count() > this.memoryK) this.transferToLongTerm();
    if (this.backlog.length > 0) void this.drain();
  }

  /** Adds the message and waits until its transfer (if any) is written or has failed. */
  async addAsync(message: Message): Promise<void> {
    this.add(message);
    await this.flush();
  }

  /** Restores stored messages as they were (nothing transferred), and the lookup by id with them. */
  override load(messages: Iterable<Message | MessageData>): void {
    super.load(messages);
    this.byId = new Map();
    for (const message of this.storage) {
      const list = this.byId.get(message.id);
      if (list) list.push(message);
      else this.byId.set(message.id, [message]);
    }
  }

  override contains(message: Message): boolean {
    return (this.byId.get(message.id) ?? []).some((stored) => stored.equals(message));
  }

  override deleteNewest(): Message | null {
    const newest = super.deleteNewest();
    if (newest) this.forget(newest);
    return newest;
  }

  override delete(message: Message): void {
    if (this.ignoreId) message.id = IGNORED_MESSAGE_ID;
    const removed = this.storage.find((stored) => stored.equals(message)) ?? null;
    super.delete(message);
    if (removed) this.forget(removed);
  }

  /** Empties short-term memory only (as MetaGPT): the Chroma collection keeps its messages (see `clearLongTerm`). */
  override clear(): void {
    super.clear();
    this.byId = new Map();
  }

  /** The newest k messages (short-term only; `getAsync` adds the long-term ones). */
  override get(k = 0): Message[] {
    return super.get(k);
  }

  // --- long-term memory -------------------------------------------------------------------------------------

  /**
   * MetaGPT's `get(k)`: the newest k messages, preceded (oldest first, or in the ranker's order) by the long-term
   * messages similar to the last message when it is a user requirement and the memory holds more than memoryK.
   */
  /** Roles read the short-term window, with related long-term messages ahead of it (MetaGPT's `get(memory_k)`). */
  override historyWindow(): number {
    return this.memoryK;
  }

  override async getAsync(k = 0): Promise<Message[]> {
    const memories = super.get(k);
    if (!this.shouldUseLongTermForGet(k)) return memories;
    const related = await this.fetchRelated(this.buildLongTermQuery());
    this.logger.info?.(`Fetched ${related.length} long-term memories.`);
    const shortTerm = new Set(memories);
    const fresh = related.filter((m) => !shortTerm.has(m) && !memories.some((s) => s.equals(m)));
    return [...fresh, ...memories];
  }

  /** The long-term messages most similar to `query` (oldest first; ranked by the LLM with `useLlmRanker`); [] on failure. */
  async fetchRelated(query: string): Promise<Message[]> {
    if (!query) return [];
    const failuresBefore = this.failures;
    await this.flush();
    // Chroma failed just now (already logged) or recently: leave it alone for retryDelayMs
    if (this.failures !== failuresBefore || Date.now() < this.quietUntil) return [];
    let related: Array<{ message: Message; createdAt: number; position: number }>;
    try {
      const collection = await this.collection();
      const [queryEmbedding] = await this.embeddings.embedDocuments([query]);
      const result = await collection.query<RecordMetadata>({
        queryEmbeddings: [queryEmbedding!],
        nResults: this.similarityTopK,
        include: ["metadatas", "documents"],
      });
      related = (result.rows()[0] ?? []).map((row) => ({
        message: this.messageOf(row.metadata ?? null, row.document ?? null),
        createdAt: Number(row.metadata?.created_at ?? 0),
        position: Number(row.metadata?.position ?? 0),
      }));
    } catch (error) {
      this.failed(`could not fetch long-term memories`, error);
      return [];
    }
    related.sort((a, b) => a.createdAt - b.createdAt || a.position - b.position);
    const messages = related.map((r) => r.message);
    return this.useLlmRanker && messages.length > 1 ? this.rank(query, messages) : messages;
  }

  /**
   * Waits until every queued transfer is written (or the attempt failed, which is logged). Rejects with the server's
   * error when a local Chroma server cannot start at all (a native binding that cannot load): the run fails with its
   * last log lines and fix instead of going on without long-term memory.
   */
  async flush(): Promise<void> {
    if (this.draining) await this.draining;
    if (this.backlog.length > 0) await this.drain(); // adds made during that drain, or a retry once the delay is over
    if (this.cannotStart) throw this.cannotStart;
  }

  /** Messages queued for Chroma and not written yet (waiting for a retry when Chroma is down). */
  pendingTransfers(): number {
    return this.backlog.length;
  }

  /** Number of messages in the Chroma collection once queued transfers are written (throws when Chroma is down). */
  async longTermCount(): Promise<number> {
    await this.flush();
    return (await this.collection()).count();
  }

  /** Deletes the Chroma collection and drops queued transfers. */
  async clearLongTerm(): Promise<void> {
    this.backlog = [];
    this.stopRetrying();
    if (this.draining) await this.draining.catch(() => undefined);
    const client = (await this.connect(this.target)).client as ChromaClient;
    this.collectionPromise = undefined;
    try {
      await client.deleteCollection({ name: this.collectionName });
    } catch (error) {
      if (!/not.?found|does not exist/i.test(String((error as Error).message))) throw error;
    }
  }

  // --- MetaGPT's predicates -----------------------------------------------------------------------------------

  /** True when short-term memory holds more than `memoryK` messages, so the oldest go to long-term memory. */
  shouldUseLongTermForAdd(): boolean {
    return this.count() > this.memoryK;
  }

  /**
   * True when a recall of the newest k (k > 0) should also fetch related older messages: the last message is a user
   * requirement and short-term memory has overflowed.
   */
  shouldUseLongTermForGet(k: number): boolean {
    return k !== 0 && this.isLastMessageFromUserRequirement() && this.count() > this.memoryK;
  }

  /** The last message's content ("" when the memory is empty). */
  buildLongTermQuery(): string {
    return this.lastMessage()?.content ?? "";
  }

  /** The newest message, or null when the memory is empty. */
  lastMessage(): Message | null {
    return this.count() === 0 ? null : this.getByPosition(-1);
  }

  /** A user message caused by UserRequirement or sent from the team leader. */
  isLastMessageFromUserRequirement(): boolean {
    const message = this.lastMessage();
    if (!message) return false;
    return message.isUserMessage() && (message.causeBy === USER_REQUIREMENT || message.sentFrom === TEAMLEADER_NAME);
  }

  // --- internals ----------------------------------------------------------------------------------------------

  private addShortTerm(message: Message): void {
    const before = this.count();
    super.add(message);
    if (this.count() === before) return;
    const list = this.byId.get(message.id);
    if (list) list.push(message);
    else this.byId.set(message.id, [message]);
  }

  private forget(message: Message): void {
    const list = this.byId.get(message.id);
    if (!list) return;
    const at = list.indexOf(message);
    if (at >= 0) list.splice(at, 1);
    if (list.length === 0) this.byId.delete(message.id);
  }

  /** Queues the message at -(memoryK + 1); empty content is skipped. */
  private transferToLongTerm(): void {
    const position = this.count() - this.memoryK - 1;
    const message = this.getByPosition(position);
    if (!message || !message.content) return;
    this.backlog.push({ message, createdAt: Date.now() / 1000, position });
  }

  /** Stops the timer that retries queued transfers (they stay queued; the next add, get or flush tries them). */
  stopRetrying(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
  }

  /**
   * Writes the queued transfers in batches; one drain at a time. A failure is logged, leaves them queued and sets
   * the retry timer; `retrying` is the timer's own call (its delay is the quiet time).
   */
  private drain(retrying = false): Promise<void> {
    if (this.draining) return this.draining;
    if (this.backlog.length === 0 || (!retrying && Date.now() < this.quietUntil)) return Promise.resolve();
    this.draining = (async () => {
      try {
        const collection = await this.collection();
        while (this.backlog.length > 0) {
          const batch = this.backlog.slice(0, this.batchSize);
          const embeddings = await this.embeddings.embedDocuments(batch.map((t) => t.message.content));
          await collection.upsert({
            ids: batch.map((t) => recordId(t)),
            embeddings,
            documents: batch.map((t) => t.message.content),
            metadatas: batch.map(
              (t): RecordMetadata => ({
                created_at: t.createdAt,
                position: t.position,
                message: t.message.dump(),
                role: t.message.role,
                cause_by: t.message.causeBy,
                sent_from: t.message.sentFrom,
              }),
            ),
          });
          if (this.backlog[0] === batch[0]) this.backlog.splice(0, batch.length);
          else this.backlog = this.backlog.filter((t) => !batch.includes(t)); // cleared meanwhile
        }
        this.failuresInARow = 0;
      } catch (error) {
        this.failed(`could not store ${this.backlog.length} message(s); they are kept and tried again`, error);
      } finally {
        this.draining = undefined;
      }
    })();
    return this.draining;
  }

  /** The collection, created on first use (one request even under concurrent first use), re-made after a failure. */
  private collection(): Promise<Collection> {
    if (this.cannotStart) return Promise.reject(this.cannotStart);
    if (!this.collectionPromise) {
      const created = (async () => {
        const client = (await this.connect(this.target)).client as ChromaClient;
        return client.getOrCreateCollection({
          name: this.collectionName,
          embeddingFunction: null,
          configuration: { hnsw: { space: "cosine" } },
        });
      })();
      this.collectionPromise = created;
      created.catch(() => {
        if (this.collectionPromise === created) this.collectionPromise = undefined;
      });
    }
    return this.collectionPromise;
  }

  /** Tries the queued transfers again after `delay` ms (one timer at a time). */
  private scheduleRetry(delay: number): void {
    if (this.retryTimer || this.backlog.length === 0) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      void this.drain(true);
    }, delay);
    this.retryTimer.unref();
  }

  private failed(what: string, error: unknown): void {
    this.collectionPromise = undefined; // reconnect lazily
    if ((error as { cannotStart?: unknown } | null)?.cannotStart === true) {
      // Said whole (the server's last log lines and the fix), once; flush() rejects with it from now on.
      if (!this.cannotStart) this.logger.warn(`RoleZero long-term memory (Chroma collection "${this.collectionName}") is unavailable: ${(error as Error).message}`);
      this.cannotStart = error as Error;
      this.failures += 1;
      return;
    }
    this.failures += 1;
    this.failuresInARow += 1;
    const doubling = 2 ** Math.min(this.failuresInARow - 1, 30);
    this.quietUntil = Date.now() + Math.min(this.maxRetryDelayMs, this.retryDelayMs * doubling);
    // the timer never spins on a server that is down, even with retryDelayMs 0
    this.scheduleRetry(Math.min(Math.max(this.maxRetryDelayMs, MIN_RETRY_TIMER_MS), Math.max(this.retryDelayMs, MIN_RETRY_TIMER_MS) * doubling));
    const reason = error instanceof Error ? `${error.name}: ${error.message.split("\n")[0]}` : String(error);
    this.logger.warn(`RoleZero long-term memory (Chroma collection "${this.collectionName}"): ${what} (${reason}).`);
  }

  private messageOf(metadata: Record<string, unknown> | null, document: string | null): Message {
    const stored = typeof metadata?.message === "string" ? Message.load(metadata.message) : null;
    if (stored) return stored;
    return new Message({
      content: document ?? "",
      role: typeof metadata?.role === "string" ? metadata.role : "user",
      causeBy: typeof metadata?.cause_by === "string" ? metadata.cause_by : undefined,
      sentFrom: typeof metadata?.sent_from === "string" ? metadata.sent_from : undefined,
    });
  }

  private async rank(query: string, messages: Message[]): Promise<Message[]> {
    const run = await runPrompt(
      rankMemoriesPrompt,
      { query, memories: messages.map((m) => m.content) },
      { model: this.chatModel ?? (this.defaultChatModel ??= chatModelFactory("simulated")), logger: this.logger },
    );
    this.usage = mergeUsage(this.usage, run.usage);
    return run.value.map((i) => messages[i]!).filter((m) => m !== undefined);
  }
}

/** The message id, unless ids are ignored ("0"): then a per-transfer id. */
function recordId(transfer: Transfer): string {
  const id = transfer.message.id;
  return id && id !== IGNORED_MESSAGE_ID ? id : `t${transfer.createdAt.toFixed(6)}-${transfer.position}`;
}

function nonNegativeInt(name: string, value: number): number {
  if (!Number.isInteger(value) || value < 0) throw new Error(`RoleZeroLongTermMemory: ${name} must be an integer >= 0, got ${value}.`);
  return value;
}

function positiveInt(name: string, value: number): number {
  if (!Number.isInteger(value) || value < 1) throw new Error(`RoleZeroLongTermMemory: ${name} must be an integer >= 1, got ${value}.`);
  return value;
}
