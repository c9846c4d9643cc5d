/**
 * A role's memory (MetaGPT `Memory`): messages in the order they were added, plus an index by `causeBy`.
 *
 * Membership is structural (`Message.equals`), so a message rebuilt from a checkpoint is recognised as the one
 * already stored. Every operation is a method subclasses may override (RoleZero's long-term memory overrides `add`
 * and `get`); the storage is the protected `storage` array and the protected `index` map.
 */
import {
  IGNORED_MESSAGE_ID,
  Message,
  anyToStr,
  anyToStrSet,
  type MessageData,
  type Named,
} from "./message.js";

/** A memory as plain JSON (the index is rebuilt from the storage on load). */
export interface MemoryData {
  storage: MessageData[];
  ignoreId?: boolean;
}

/** A role's short-term memory of messages, indexed by the action that caused them (MetaGPT's `Memory`). */
export class Memory {
  /** The messages, oldest first. */
  protected storage: Message[] = [];
  /** Messages by `causeBy`, in the order they were added. */
  protected index = new Map<string, Message[]>();
  /** When true, every message added or deleted gets the id "0" first. */
  ignoreId: boolean;

  constructor(options: { ignoreId?: boolean; storage?: Iterable<Message | MessageData> } = {}) {
    this.ignoreId = options.ignoreId ?? false;
    if (options.storage) this.load(options.storage);
  }

  /**
   * Restores stored messages as they were (no duplicate check, no `add` side effects such as a subclass's
   * long-term transfer): the storage is replaced and the index rebuilt.
   */
  load(messages: Iterable<Message | MessageData>): void {
    this.storage = [...messages].map((m) => (m instanceof Message ? m : Message.fromData(m)));
    this.index = new Map();
    for (const message of this.storage) {
      if (!message.causeBy) continue;
      const list = this.index.get(message.causeBy);
      if (list) list.push(message);
      else this.index.set(message.causeBy, [message]);
    }
  }

  /** Adds a message; a message already stored (by equality) is ignored. */
  add(message: Message): void {
    if (this.ignoreId) message.id = IGNORED_MESSAGE_ID;
    if (this.contains(message)) return;
    this.storage.push(message);
    if (message.causeBy) {
      const list = this.index.get(message.causeBy);
      if (list) list.push(message);
      else this.index.set(message.causeBy, [message]);
    }
  }

  /** Adds each message in turn, as `add` does (stored duplicates are ignored). */
  addBatch(messages: Iterable<Message>): void {
    for (const message of messages) this.add(message);
  }

  /** True when an equal message is stored. */
  contains(message: Message): boolean {
    return this.storage.some((stored) => stored.equals(message));
  }

  /** Messages whose `role` is the given one ("user", "assistant", ...), in storage order. */
  getByRole(role: string): Message[] {
    return this.storage.filter((m) => m.role === role);
  }

  /** Messages whose content contains the text. */
  getByContent(content: string): Message[] {
    return this.storage.filter((m) => m.content.includes(content));
  }

  /** Same as `getByContent`. */
  tryRemember(keyword: string): Message[] {
    return this.getByContent(keyword);
  }

  /** Removes and returns the newest message (null when empty), also from the index. */
  deleteNewest(): Message | null {
    const newest = this.storage.pop();
    if (!newest) return null;
    this.removeFromIndex(newest);
    return newest;
  }

  /**
   * Removes the first stored message equal to `message`, and its index entry. Like Python's `list.remove`, a
   * message that is not stored is an error.
   */
  delete(message: Message): void {
    if (this.ignoreId) message.id = IGNORED_MESSAGE_ID;
    const at = this.storage.findIndex((stored) => stored.equals(message));
    if (at < 0) throw new Error(`Memory.delete: message ${message.id} is not in memory.`);
    const [removed] = this.storage.splice(at, 1);
    this.removeFromIndex(removed!);
  }

  /** Forgets every message and empties the index. */
  clear(): void {
    this.storage = [];
    this.index = new Map();
  }

  /** How many messages are stored. */
  count(): number {
    return this.storage.length;
  }

  /** The newest k messages, oldest first; k = 0 (the default) or k beyond the count gives all (a copy). */
  get(k = 0): Message[] {
    return k <= 0 ? [...this.storage] : this.storage.slice(-k);
  }

  /**
   * What a role's action reads as its history: MetaGPT's `get(k)` for this kind of memory. Plain memory: the newest
   * k (k = 0: all). A long-term memory (RoleZeroLongTermMemory) also fetches related older messages, asynchronously.
   */
  async getAsync(k = 0): Promise<Message[]> {
    return this.get(k);
  }

  /** How many messages a role asks for as its history (0: all); a long-term memory asks for its window. */
  historyWindow(): number {
    return 0;
  }

  /** The observed messages that are not among the newest k stored ones (k = 0: all stored), in their order. */
  findNews(observed: readonly Message[], k = 0): Message[] {
    const already = this.get(k);
    return observed.filter((message) => !already.some((stored) => stored.equals(message)));
  }

  /**
   * Messages caused by the action (its id, class or instance). Like MetaGPT's defaultdict, asking for an unknown
   * action leaves an empty index entry behind.
   */
  getByAction(action: Named): Message[] {
    const key = anyToStr(action);
    let list = this.index.get(key);
    if (!list) {
      list = [];
      this.index.set(key, list);
    }
    return [...list];
  }

  /** Messages caused by any of the actions, grouped by action in the order given; unknown actions are skipped. */
  getByActions(actions: Named | Iterable<Named>): Message[] {
    const result: Message[] = [];
    for (const key of anyToStrSet(actions as Named | Iterable<Named>)) {
      const list = this.index.get(key);
      if (list) result.push(...list);
    }
    return result;
  }

  /** `storage[i]`, negative indexes counting from the end; out of range gives null. */
  getByPosition(position: number): Message | null {
    if (!Number.isInteger(position)) return null;
    const at = position < 0 ? this.storage.length + position : position;
    return this.storage[at] ?? null;
  }

  /** Number of distinct `causeBy` keys in the index. */
  indexSize(): number {
    return this.index.size;
  }

  /** The memory as plain JSON (its messages and `ignoreId`); `Memory.fromData` restores it. */
  toData(): MemoryData {
    return { storage: this.storage.map((m) => m.toData()), ignoreId: this.ignoreId };
  }

  /** Same as `toData`, so `JSON.stringify(memory)` writes the memory's data. */
  toJSON(): MemoryData {
    return this.toData();
  }

  /** A memory restored from its data (the messages as stored, index rebuilt). */
  static fromData(data: MemoryData | readonly MessageData[] | null | undefined): Memory {
    if (Array.isArray(data)) return new Memory({ storage: data as MessageData[] });
    const record = data as MemoryData | null | undefined;
    return new Memory({ ignoreId: record?.ignoreId ?? false, storage: record?.storage ?? [] });
  }

  /** Drops the message from the index under its `causeBy` (the storage is left as it is); for subclasses. */
  protected removeFromIndex(message: Message): void {
    const list = this.index.get(message.causeBy);
    if (!list) return;
    const at = list.findIndex((m) => m === message || m.equals(message));
    if (at >= 0) list.splice(at, 1);
  }
}
