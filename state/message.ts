/**
 * MetaGPT-style messages: what roles send each other through an environment (seed 004).
 *
 * A message names the action that caused it (`causeBy`), who sent it (`sentFrom`) and who should get it (`sendTo`,
 * everyone by default). Actions and roles are named by stable strings (`anyToStr`), never by object identity, so a
 * message that went through JSON (a checkpoint, the LangGraph server) still routes and compares the same way.
 *
 * Equality is structural, as pydantic's `==` was: same kind and every field equal, `id` included.
 */
import { randomUUID } from "node:crypto";

// --- constants (metagpt/const.py) ------------------------------------------------------------------------------

/** The metadata key of a message's sender (MetaGPT's `sent_from`). */
export const MESSAGE_ROUTE_FROM = "sent_from";
/** The metadata key of a message's addressees (MetaGPT's `send_to`). */
export const MESSAGE_ROUTE_TO = "send_to";
/** The metadata key of the action that caused a message (MetaGPT's `cause_by`). */
export const MESSAGE_ROUTE_CAUSE_BY = "cause_by";
/** `sendTo` value meaning "every role". */
export const MESSAGE_ROUTE_TO_ALL = "<all>";
/** `sendTo` value meaning "no role". */
export const MESSAGE_ROUTE_TO_NONE = "<none>";
/** `sendTo` value meaning "the publishing role itself" (replaced by the role's class id when published). */
export const MESSAGE_ROUTE_TO_SELF = "<self>";
/** The id every message gets in a memory that ignores ids. */
export const IGNORED_MESSAGE_ID = "0";
/** Metadata key of the agent tag (`AIMessage.withAgent`). */
export const AGENT = "agent";
/** Name of the team leader: RoleZero's long-term memory treats messages sent from it as user requirements. */
export const TEAMLEADER_NAME = "Mike";

/** Stable id of the `UserRequirement` action: the default `causeBy` of every message and the default watch. */
export const USER_REQUIREMENT = "UserRequirement";

// --- any_to_str -------------------------------------------------------------------------------------------------

/**
 * Something that names an action or a role: its id string, the class (with an optional static `qualifiedName`),
 * or an instance (with a `qualifiedName` property, else its class's).
 */
export type Named = string | { readonly qualifiedName?: string } | (abstract new (...args: any[]) => unknown);

/**
 * The stable id of an action or role (MetaGPT `any_to_str`): a string is returned unchanged; a class gives its
 * static `qualifiedName` or else its name; an instance gives its own `qualifiedName` or else its class's.
 * Class and instance therefore give the same string.
 */
export function anyToStr(value: Named): string {
  if (typeof value === "string") return value;
  if (typeof value === "function") {
    const qualified = (value as { qualifiedName?: unknown }).qualifiedName;
    return typeof qualified === "string" && qualified !== "" ? qualified : value.name;
  }
  if (value !== null && typeof value === "object") {
    const own = (value as { qualifiedName?: unknown }).qualifiedName;
    if (typeof own === "string" && own !== "") return own;
    const ctor = (value as object).constructor as (abstract new (...args: any[]) => unknown) | undefined;
    if (ctor) return anyToStr(ctor);
  }
  return String(value);
}

/** The bare name: the last dot-separated part of `anyToStr` (MetaGPT `any_to_name`). */
export function anyToName(value: Named): string {
  return anyToStr(value).split(".").at(-1) ?? "";
}

/**
 * A set of ids (MetaGPT `any_to_str_set`): arrays, sets and other iterables (not strings) give one id per item, a
 * plain record gives one per **value**; anything else is a one-element set.
 */
export function anyToStrSet(value: Named | Iterable<Named> | Record<string, Named>): Set<string> {
  if (typeof value === "string" || typeof value === "function") return new Set([anyToStr(value)]);
  if (value !== null && typeof value === "object") {
    if (Symbol.iterator in value) return new Set([...(value as Iterable<Named>)].map(anyToStr));
    if (isPlainRecord(value)) return new Set(Object.values(value as Record<string, Named>).map(anyToStr));
  }
  return new Set([anyToStr(value as Named)]);
}

/** True when the message is for everyone or for any of the addresses (MetaGPT `is_send_to`). */
export function isSendTo(message: Pick<Message, "sendTo">, addresses: Iterable<string>): boolean {
  if (message.sendTo.has(MESSAGE_ROUTE_TO_ALL)) return true;
  for (const address of addresses) if (message.sendTo.has(address)) return true;
  return false;
}

// --- Message ----------------------------------------------------------------------------------------------------

/** Which class a message is: the plain `Message`, or one of MetaGPT's user / system / assistant subclasses. */
export type MessageKind = "message" | "user" | "system" | "ai";

/** A message as plain JSON (what graph state and checkpoints hold). */
export interface MessageData {
  kind: MessageKind;
  id: string;
  content: string;
  /** Structured payload (MetaGPT's `instruct_content`), any JSON value; null when absent. */
  instructContent: unknown;
  role: string;
  causeBy: string;
  sentFrom: string;
  sendTo: string[];
  metadata: Record<string, unknown>;
}

/** What a message is built from; unknown keys are ignored, as MetaGPT ignored unknown keyword arguments. */
export interface MessageInit {
  id?: string | null;
  content?: string | null;
  instructContent?: unknown;
  role?: string | null;
  causeBy?: Named | null;
  sentFrom?: Named | null;
  sendTo?: Named | Iterable<Named> | Record<string, Named> | null;
  metadata?: Record<string, unknown> | null;
  /** Only read by `Message.fromData`; `new Message` keeps its own kind. */
  kind?: MessageKind;
}

const newMessageId = (): string => randomUUID().replace(/-/g, "");

/**
 * A message between roles, with MetaGPT's fields in camelCase (content, instructContent, role, causeBy, sentFrom,
 * sendTo, metadata).
 */
export class Message {
  /** The class of the message, part of its equality (an AIMessage never equals a Message). */
  get kind(): MessageKind {
    return "message";
  }

  id: string;
  content: string;
  instructContent: unknown;
  role: string;
  metadata: Record<string, unknown>;
  #causeBy = USER_REQUIREMENT;
  #sentFrom = "";
  #sendTo = new Set<string>([MESSAGE_ROUTE_TO_ALL]);

  constructor(init: string | MessageInit = {}) {
    const fields: MessageInit = typeof init === "string" ? { content: init } : init;
    this.id = fields.id ? fields.id : newMessageId();
    this.content = fields.content ?? "";
    this.instructContent = fields.instructContent ?? null;
    this.role = fields.role ? fields.role : "user";
    this.metadata = { ...(fields.metadata ?? {}) };
    this.causeBy = fields.causeBy ?? "";
    this.sentFrom = fields.sentFrom ?? "";
    // an empty value (null, "", an empty list) means everyone, as MetaGPT's validator read a falsy `send_to`
    const sendTo = fields.sendTo == null ? new Set<string>() : anyToStrSet(fields.sendTo);
    sendTo.delete("");
    if (sendTo.size > 0) this.#sendTo = sendTo;
  }

  /** The action that caused the message; empty gives `UserRequirement`. Assignments are normalised by `anyToStr`. */
  get causeBy(): string {
    return this.#causeBy;
  }
  set causeBy(value: Named | null | undefined) {
    const id = value == null ? "" : anyToStr(value);
    this.#causeBy = id === "" ? USER_REQUIREMENT : id;
  }

  /** Who sent it ("" when unknown). Assignments are normalised by `anyToStr`. */
  get sentFrom(): string {
    return this.#sentFrom;
  }
  set sentFrom(value: Named | null | undefined) {
    this.#sentFrom = value == null ? "" : anyToStr(value);
  }

  /** Recipients (`<all>` by default). Assignments are normalised by `anyToStrSet`. */
  get sendTo(): Set<string> {
    return this.#sendTo;
  }
  set sendTo(value: Named | Iterable<Named> | Record<string, Named>) {
    this.#sendTo = anyToStrSet(value);
  }

  /** The agent tag (`metadata.agent`), "" when absent. */
  get agent(): string {
    const agent = this.metadata[AGENT];
    return typeof agent === "string" ? agent : "";
  }

  /** Sets `metadata.agent` and returns the message. */
  withAgent(name: string): this {
    this.metadata[AGENT] = name;
    return this;
  }

  /** Sets one metadata entry (`metadata[key] = value`), replacing any earlier value. */
  addMetadata(key: string, value: unknown): void {
    this.metadata[key] = value;
  }

  /** True when the message speaks as the user (`role` is "user"), as requirements from outside do. */
  isUserMessage(): boolean {
    return this.role === "user";
  }

  /** True when the message speaks as the assistant (`role` is "assistant"), as what roles publish does. */
  isAiMessage(): boolean {
    return this.role === "assistant";
  }

  /** The text a retriever indexes. */
  ragKey(): string {
    return this.content;
  }

  /** `role: content`, or `role: <structured payload as JSON>` when there is one. */
  toString(): string {
    if (this.instructContent != null) return `${this.role}: ${JSON.stringify(this.instructContent)}`;
    return `${this.role}: ${this.content}`;
  }

  /** The chat-message view: `{ role, content }`. */
  toDict(): { role: string; content: string } {
    return { role: this.role, content: this.content };
  }

  /** The message as plain JSON (what graph state and checkpoints keep); `Message.fromData` rebuilds it. */
  toData(): MessageData {
    return {
      kind: this.kind,
      id: this.id,
      content: this.content,
      instructContent: this.instructContent === undefined ? null : cloneJson(this.instructContent),
      role: this.role,
      causeBy: this.causeBy,
      sentFrom: this.sentFrom,
      sendTo: [...this.sendTo],
      metadata: cloneJson(this.metadata),
    };
  }

  /** Same as `toData`, so `JSON.stringify(message)` writes the message's data. */
  toJSON(): MessageData {
    return this.toData();
  }

  /** JSON text of the message (null payloads left out). */
  dump(): string {
    const data: Partial<MessageData> = this.toData();
    if (data.instructContent === null) delete data.instructContent;
    return JSON.stringify(data);
  }

  /** A deep copy (same id, so it equals the original). */
  clone(): this {
    return Message.fromData(this.toData()) as this;
  }

  /** Structural equality: same kind and every field equal, `id` included; recipients compared as a set. */
  equals(other: unknown): boolean {
    if (!(other instanceof Message)) return false;
    if (this === other) return true;
    if (this.id !== other.id || this.kind !== other.kind) return false;
    if (this.content !== other.content || this.role !== other.role) return false;
    if (this.causeBy !== other.causeBy || this.sentFrom !== other.sentFrom) return false;
    if (this.sendTo.size !== other.sendTo.size) return false;
    for (const to of this.sendTo) if (!other.sendTo.has(to)) return false;
    return jsonEqual(this.instructContent, other.instructContent) && jsonEqual(this.metadata, other.metadata);
  }

  /** Builds the message of the right kind from its JSON data (or from a `Message`, which is copied). */
  static fromData(data: MessageData | MessageInit | Message): Message {
    if (data instanceof Message) return data.clone();
    const kind = data.kind ?? "message";
    const init: MessageInit = { ...data, metadata: cloneJson(data.metadata ?? {}), instructContent: cloneJson(data.instructContent ?? null) };
    let message: Message;
    switch (kind) {
      case "user":
        message = new UserMessage(init);
        break;
      case "system":
        message = new SystemMessage(init);
        break;
      case "ai":
        message = new AIMessage(init);
        break;
      default:
        message = new Message(init);
    }
    // the subclasses force their role; a stored role wins so a round trip is exact
    if (data.role) message.role = data.role;
    return message;
  }

  /** Parses `dump()` output; invalid JSON (or not an object) gives null. */
  static load(json: string): Message | null {
    let parsed: unknown;
    try {
      parsed = JSON.parse(json);
    } catch {
      return null;
    }
    if (!isPlainRecord(parsed)) return null;
    return Message.fromData(parsed as MessageInit);
  }
}

/** A user message: the role is always "user". */
export class UserMessage extends Message {
  override get kind(): MessageKind {
    return "user";
  }
  constructor(init: string | MessageInit = {}) {
    super(init);
    this.role = "user";
  }
}

/** A system message: the role is always "system". */
export class SystemMessage extends Message {
  override get kind(): MessageKind {
    return "system";
  }
  constructor(init: string | MessageInit = {}) {
    super(init);
    this.role = "system";
  }
}

/** An assistant message (what roles publish): the role is always "assistant"; may carry an agent tag. */
export class AIMessage extends Message {
  override get kind(): MessageKind {
    return "ai";
  }
  constructor(init: string | MessageInit = {}) {
    super(init);
    this.role = "assistant";
  }
}

/** Accepts a Message or its JSON data; gives a Message (data is rebuilt, a Message is returned as is). */
export function toMessage(value: Message | MessageData): Message {
  return value instanceof Message ? value : Message.fromData(value);
}

// --- MessageQueue -----------------------------------------------------------------------------------------------

/** A role's inbound buffer: first in, first out. */
export class MessageQueue {
  protected items: Message[] = [];

  /** Adds a message at the back of the queue. */
  push(message: Message): void {
    this.items.push(message);
  }

  /** The next message, or null when the queue is empty. */
  pop(): Message | null {
    return this.items.shift() ?? null;
  }

  /** Every queued message, oldest first; the queue is empty afterwards. */
  popAll(): Message[] {
    const all = this.items;
    this.items = [];
    return all;
  }

  /** True when no message is waiting. */
  empty(): boolean {
    return this.items.length === 0;
  }

  /** How many messages are waiting. */
  get size(): number {
    return this.items.length;
  }

  /** The queued messages, oldest first, without removing them. */
  peekAll(): Message[] {
    return [...this.items];
  }

  /** JSON array of the messages' `dump()` texts ("[]" when empty); the queue is unchanged. */
  dump(): string {
    if (this.items.length === 0) return "[]";
    return JSON.stringify(this.items.map((m) => m.dump()));
  }

  /** The queue `dump()` wrote; invalid JSON gives an empty queue (with a warning). */
  static load(json: string, warn: (message: string) => void = (m) => console.warn(`[simulacra] ${m}`)): MessageQueue {
    const queue = new MessageQueue();
    let parsed: unknown;
    try {
      parsed = JSON.parse(json);
    } catch {
      warn("MessageQueue.load: invalid JSON, starting with an empty queue");
      return queue;
    }
    if (!Array.isArray(parsed)) {
      warn("MessageQueue.load: expected a JSON array, starting with an empty queue");
      return queue;
    }
    for (const item of parsed) {
      const message = typeof item === "string" ? Message.load(item) : isPlainRecord(item) ? Message.fromData(item as MessageInit) : null;
      if (message) queue.push(message);
    }
    return queue;
  }
}

// --- helpers ----------------------------------------------------------------------------------------------------

function isPlainRecord(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function cloneJson<T>(value: T): T {
  return value === undefined || value === null ? value : (JSON.parse(JSON.stringify(value)) as T);
}

/** Deep equality of JSON-like values (key order ignored). */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a == null || b == null) return (a ?? null) === (b ?? null);
  if (typeof a !== "object" || typeof b !== "object") return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const bb = b as unknown[];
    return a.length === bb.length && a.every((item, i) => jsonEqual(item, bb[i]));
  }
  const ak = Object.keys(a as object).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const bk = Object.keys(b as object).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  if (ak.length !== bk.length) return false;
  return ak.every((k) => jsonEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}
