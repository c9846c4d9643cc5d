/**
 * A LangGraph store (`BaseStore`) kept in a SQLite file, so personas' memories survive a killed process and a run
 * can resume from its run folder. LangGraph.js ships only InMemoryStore and PostgresStore; this follows
 * InMemoryStore's behaviour (without an embedding index) operation by operation.
 *
 * Layout: one table (default name "store"):
 *
 *   namespace TEXT   labels joined with "." (LangGraph forbids ".", ":" and NUL in labels, so the join is reversible)
 *   key       TEXT
 *   value     TEXT   JSON of the item's value
 *   created_at TEXT  ISO 8601, kept when the item is overwritten
 *   updated_at TEXT  ISO 8601
 *   PRIMARY KEY (namespace, key)
 *
 * The primary key's index serves prefix search (a namespace range scan), ordering, and listNamespaces (one index
 * seek per distinct namespace). The connection is put in WAL mode; a committed batch survives a killed process.
 *
 * Ordering. `search` returns items ordered by namespace, then key, both compared as binary (UTF-8 bytes, i.e. code
 * points) on the "."-joined namespace text. So paging with limit/offset is stable as long as nobody writes between
 * pages. (InMemoryStore returns insertion order instead; both are stable.) `listNamespaces` sorts the same way
 * (InMemoryStore uses localeCompare, which differs for mixed case and punctuation).
 *
 * Semantics matched with InMemoryStore:
 * - `batch` validates every operation first (namespace labels: non-empty strings without ".", ":" or NUL; the
 *   reserved "langgraph" root is allowed in batch, as InMemoryStore does; `put` itself rejects it), then runs the
 *   reads (get / search / listNamespaces) in order, then the puts in order in one transaction: a get in the same
 *   batch as a put of that item sees the old value, the last put of a key wins, and a batch that throws writes
 *   nothing. A put's result is null.
 * - `put` with value null deletes. The `index` field of a put is ignored (no vectors are kept).
 * - `search`: label-wise prefix match (["a"] matches ["a"] and ["a","b"], not ["ab"] nor ["a b"]); [] matches all;
 *   limit defaults to 10, offset to 0. `query` is ignored and every result has `score: undefined`, as InMemoryStore
 *   without an index. Semantic search is not supported: passing `index` to the constructor throws.
 * - filters, evaluated in SQL on the top-level field `value[field]` (no dotted paths, as InMemoryStore):
 *   a plain value is strict equality (===, so 1, "1" and true differ; a missing field equals only undefined);
 *   an object whose keys are all operators applies each of them: $eq / $ne (strict, a missing field is $ne
 *   anything), $gt / $gte / $lt / $lte (both sides converted with JS Number(); NaN compares false), $in / $nin
 *   (strict membership in an array). Objects and arrays given as plain values never match (InMemoryStore compares
 *   them by reference); `{}` and `[]` count as "no operators" and match everything, as there.
 * - `listNamespaces`: prefix / suffix match conditions label by label with "*" matching any one label; maxDepth
 *   truncates to the first maxDepth labels and de-duplicates; then offset / limit.
 *
 * Differences: values are stored as JSON (like any persistent store), so they come back as fresh objects with
 * JSON's conversions (Dates become strings, undefined fields vanish, NaN becomes null); a put's value must be an
 * object (or null); items read are snapshots (InMemoryStore hands out its live objects). A namespace whose last item
 * was deleted is no longer listed (InMemoryStore keeps listing it). maxDepth 0 lists [[]] (InMemoryStore: [[""]]).
 * `limit` / `offset` must be >= 0 (Infinity means no limit).
 */
import Database from "better-sqlite3";
import {
  BaseStore,
  type GetOperation, type Item, type ListNamespacesOperation, type MatchCondition, type Operation,
  type OperationResults, type PutOperation, type SearchOperation,
} from "@langchain/langgraph";

export interface SqliteStoreOptions {
  /** Table name (default "store"). Letters, digits and "_" only. Lets several stores share one file. */
  table?: string;
  /**
   * `PRAGMA synchronous` for a connection the store opens itself (default "NORMAL": in WAL mode a committed batch
   * survives a killed process, only an OS crash or power loss can lose the latest ones; "FULL" syncs every
   * commit). A connection passed in is left as it is.
   */
  synchronous?: "NORMAL" | "FULL";
  /** Not supported: SqliteStore has no vector index. Given anyway, the constructor throws. */
  index?: never;
}

/** Thrown for a namespace LangGraph would refuse (same rules and name as LangGraph's InvalidNamespaceError). */
export class InvalidNamespaceError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "InvalidNamespaceError";
  }
}

const SEPARATOR = ".";
/** The character after SEPARATOR: namespaces under prefix p are exactly the labels-wise ones in [p + ".", p + "/"). */
const AFTER_SEPARATOR = String.fromCharCode(SEPARATOR.charCodeAt(0) + 1);
const JS_NUMBER = "simulacra_store_js_number";
const OPERATORS = new Set(["$eq", "$ne", "$gt", "$gte", "$lt", "$lte", "$in", "$nin"]);
const STATEMENT_CACHE = 64;

/** LangGraph's SearchItem (an Item with an optional score), which @langchain/langgraph does not re-export. */
type SearchItem = OperationResults<[SearchOperation]>[0][number];

interface Row { namespace: string; key: string; value: string; created_at: string; updated_at: string }

type Classified =
  | { kind: "get"; op: GetOperation }
  | { kind: "put"; op: PutOperation }
  | { kind: "search"; op: SearchOperation }
  | { kind: "list"; op: ListNamespacesOperation };

/** LangGraph's validateNamespace with allowReservedRoot (what InMemoryStore applies inside batch). */
function validateNamespace(namespace: readonly unknown[], allowEmpty = false): asserts namespace is string[] {
  if (!Array.isArray(namespace)) throw new InvalidNamespaceError(`Namespace must be an array of strings, got ${typeof namespace}.`);
  if (namespace.length === 0) {
    if (allowEmpty) return;
    throw new InvalidNamespaceError("Namespace cannot be empty.");
  }
  for (const label of namespace) {
    if (typeof label !== "string") {
      throw new InvalidNamespaceError(`Invalid namespace label '${String(label)}' found in ${namespace.join(",")}: labels must be strings, got ${typeof label}.`);
    }
    if (label === "") throw new InvalidNamespaceError(`Namespace labels cannot be empty strings. Got ${JSON.stringify(namespace)}.`);
    if (label.includes(".")) throw new InvalidNamespaceError(`Invalid namespace label '${label}': namespace labels cannot contain periods ('.').`);
    if (label.includes(":")) throw new InvalidNamespaceError(`Invalid namespace label '${label}': namespace labels cannot contain colons (':').`);
    if (label.includes("\0")) throw new InvalidNamespaceError("Namespace labels cannot contain NUL bytes.");
  }
}

function checkCount(name: string, value: unknown, fallback: number): number {
  const n = value ?? fallback;
  if (typeof n !== "number" || Number.isNaN(n) || n < 0) {
    throw new RangeError(`SqliteStore: ${name} must be a number >= 0, got ${String(value)}.`);
  }
  return n === Infinity ? Infinity : Math.trunc(n);
}

/** SQL LIMIT operand: -1 is "no limit" in SQLite. */
function sqlLimit(n: number): number {
  return n === Infinity ? -1 : n;
}

/** Binary order of the "."-joined text, as SQLite compares TEXT (UTF-8 bytes == code points). */
function compareJoined(a: string, b: string): number {
  return Buffer.compare(Buffer.from(a, "utf8"), Buffer.from(b, "utf8"));
}

/** InMemoryStore's label-wise match; "*" in the condition matches any one label. */
function matches(condition: MatchCondition, namespace: readonly string[]): boolean {
  const { path, matchType } = condition;
  if (path.length > namespace.length) return false;
  const start = matchType === "prefix" ? 0 : namespace.length - path.length;
  return path.every((label, i) => label === "*" || namespace[start + i] === label);
}

/** JS `Number(value)` of a JSON value, given SQLite's json_type and json_extract of it; null for NaN. */
function jsNumber(type: unknown, extracted: unknown): number | null {
  let n: number;
  switch (type) {
    case null: return null; // missing field: Number(undefined) is NaN
    case "null": n = 0; break;
    case "true": n = 1; break;
    case "false": n = 0; break;
    case "integer": case "real": case "text": n = Number(extracted); break;
    default: n = Number(JSON.parse(String(extracted))); // array / object: Number([]) = 0, Number([7]) = 7, ...
  }
  return Number.isNaN(n) ? null : n;
}

/** Builds one search's WHERE clause with named parameters. */
class FilterSql {
  readonly params: Record<string, string | number> = {};
  private next = 0;

  param(value: string | number): string {
    const name = `p${this.next++}`;
    this.params[name] = value;
    return `@${name}`;
  }

  /** json_type / json_extract of the top-level field. */
  field(name: string): { type: string; value: string } {
    // A JSON path label is quoted with '"' and cannot escape it; json_each compares keys exactly, so odd names use it.
    if (!/["\\\0]/.test(name)) {
      const path = this.param(`$."${name}"`);
      return { type: `json_type(s.value, ${path})`, value: `json_extract(s.value, ${path})` };
    }
    const key = this.param(name);
    const sub = (column: string) => `(SELECT e.${column} FROM json_each(s.value) AS e WHERE e.key = ${key} LIMIT 1)`;
    return { type: sub("type"), value: sub("value") };
  }

  /** itemValue === expected, as 0 / 1 (never NULL, so NOT works). */
  equals(f: { type: string; value: string }, expected: unknown): string {
    switch (typeof expected) {
      case "undefined": return `(${f.type} IS NULL)`;
      case "boolean": return `(${f.type} IS '${expected}')`;
      case "string": return `(${f.type} IS 'text' AND ${f.value} IS ${this.param(expected)})`;
      case "number":
        if (!Number.isFinite(expected)) return "0"; // JSON holds no NaN / Infinity
        return `(COALESCE(${f.type} IN ('integer', 'real'), 0) AND ${f.value} IS ${this.param(expected)})`;
      case "object": return expected === null ? `(${f.type} IS 'null')` : "0"; // objects: reference equality
      default: return "0"; // bigint, symbol, function: never === a JSON value
    }
  }

  compare(f: { type: string; value: string }, op: string, expected: unknown): string {
    const n = Number(expected);
    if (Number.isNaN(n)) return "0";
    const sqlOp = { $gt: ">", $gte: ">=", $lt: "<", $lte: "<=" }[op];
    return `COALESCE(${JS_NUMBER}(${f.type}, ${f.value}) ${sqlOp} ${this.param(n)}, 0)`;
  }

  condition(name: string, expected: unknown): string {
    const isOperators = typeof expected === "object" && expected !== null &&
      Object.keys(expected).every((k) => OPERATORS.has(k));
    if (!isOperators) return this.equals(this.field(name), expected);
    const f = this.field(name);
    const parts = Object.entries(expected as Record<string, unknown>).map(([op, value]) => {
      switch (op) {
        case "$eq": return this.equals(f, value);
        case "$ne": return `(NOT ${this.equals(f, value)})`;
        case "$in": case "$nin": {
          const any = Array.isArray(value) ? Array.from(value, (v) => this.equals(f, v)) : [];
          const member = any.length ? `(${any.join(" OR ")})` : "0";
          if (op === "$in") return Array.isArray(value) ? member : "0";
          return Array.isArray(value) ? `(NOT ${member})` : "1";
        }
        default: return this.compare(f, op, value);
      }
    });
    return parts.length ? `(${parts.join(" AND ")})` : "1";
  }
}

/**
 * A LangGraph store in a SQLite file: the personas' memories of a run folder (memories.sqlite), with their embeddings.
 */
export class SqliteStore extends BaseStore {
  /** The connection (for inspection, or to share with e.g. SqliteSaver: `new SqliteSaver(store.db)`). */
  readonly db: Database.Database;
  readonly table: string;
  private readonly ownsDb: boolean;
  private closed = false;
  private readonly statements = new Map<string, Database.Statement>();
  private readonly getStmt: Database.Statement<[string, string], Row>;
  private readonly upsertStmt: Database.Statement<[string, string, string, string, string]>;
  private readonly deleteStmt: Database.Statement<[string, string]>;
  private readonly existsStmt: Database.Statement<[string], unknown>;
  private readonly nextNsStmt: Database.Statement<[string], { namespace: string }>;
  private readonly nextNsBelowStmt: Database.Statement<[string, string], { namespace: string }>;

  /**
   * @param pathOrDb a file path (created if missing; ":memory:" for a private in-memory database) or an open
   *   better-sqlite3 connection, which the store then does not close.
   */
  constructor(pathOrDb: string | Database.Database, options: SqliteStoreOptions = {}) {
    super();
    if ((options as { index?: unknown }).index !== undefined) {
      throw new Error(
        "SqliteStore does not support semantic search: no `index` (embeddings) can be configured. " +
        "Search queries are ignored, as by InMemoryStore without an index; use InMemoryStore or PostgresStore " +
        "with an index for vector search.",
      );
    }
    const table = options.table ?? "store";
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(table)) throw new Error(`SqliteStore: invalid table name "${table}".`);
    this.table = table;
    this.ownsDb = typeof pathOrDb === "string";
    this.db = typeof pathOrDb === "string" ? new Database(pathOrDb) : pathOrDb;
    try {
      this.db.pragma("journal_mode = WAL"); // ":memory:" stays "memory"
      if (this.ownsDb) this.db.pragma(`synchronous = ${options.synchronous === "FULL" ? "FULL" : "NORMAL"}`);
      this.db.exec(`CREATE TABLE IF NOT EXISTS "${table}" (
        namespace TEXT NOT NULL,
        key TEXT NOT NULL,
        value TEXT NOT NULL,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        PRIMARY KEY (namespace, key)
      )`);
      const columns = (this.db.pragma(`table_info("${table}")`) as Array<{ name: string }>).map((c) => c.name);
      const missing = ["namespace", "key", "value", "created_at", "updated_at"].filter((c) => !columns.includes(c));
      if (missing.length) {
        throw new Error(`SqliteStore: table "${table}" exists but lacks column(s) ${missing.join(", ")}; pick another table name.`);
      }
      this.db.function(JS_NUMBER, { deterministic: true }, jsNumber);
      const t = `"${table}"`;
      this.getStmt = this.db.prepare(`SELECT * FROM ${t} WHERE namespace = ? AND key = ?`);
      this.upsertStmt = this.db.prepare(
        `INSERT INTO ${t} (namespace, key, value, created_at, updated_at) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (namespace, key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`,
      );
      this.deleteStmt = this.db.prepare(`DELETE FROM ${t} WHERE namespace = ? AND key = ?`);
      this.existsStmt = this.db.prepare(`SELECT 1 FROM ${t} WHERE namespace = ? LIMIT 1`);
      this.nextNsStmt = this.db.prepare(`SELECT namespace FROM ${t} WHERE namespace > ? ORDER BY namespace LIMIT 1`);
      this.nextNsBelowStmt = this.db.prepare(
        `SELECT namespace FROM ${t} WHERE namespace > ? AND namespace < ? ORDER BY namespace LIMIT 1`,
      );
    } catch (error) {
      if (this.ownsDb) this.db.close();
      throw error;
    }
  }

  /** Close the connection if the store opened it (a connection passed in stays open). Later calls throw. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.statements.clear();
    if (this.ownsDb) this.db.close();
  }

  async batch<Op extends Operation[]>(operations: Op): Promise<OperationResults<Op>> {
    if (this.closed || !this.db.open) throw new Error("SqliteStore is closed.");
    const classified = operations.map((op) => this.classify(op));
    const run = () => {
      const results: unknown[] = classified.map((c) => {
        switch (c.kind) {
          case "get": return this.getItem(c.op);
          case "search": return this.searchItems(c.op);
          case "list": return this.listNamespacesOp(c.op);
          case "put": return null;
        }
      });
      const now = new Date().toISOString();
      for (const c of classified) if (c.kind === "put") this.putItem(c.op, now);
      return results;
    };
    const transaction = this.db.transaction(run);
    // With writes, take the write lock up front so the reads and writes see one state; reads alone share a snapshot.
    const results = classified.some((c) => c.kind === "put") ? transaction.immediate() : transaction.deferred();
    return results as OperationResults<Op>;
  }

  // --- operations ----------------------------------------------------------------------------------------------

  private classify(op: Operation): Classified {
    if (typeof op !== "object" || op === null) throw new TypeError("SqliteStore: an operation must be an object.");
    if ("namespacePrefix" in op) {
      if (op.namespacePrefix.length > 0) validateNamespace(op.namespacePrefix);
      if (op.filter !== undefined && (typeof op.filter !== "object" || op.filter === null)) {
        throw new TypeError("SqliteStore: a search filter must be an object.");
      }
      checkCount("limit", op.limit, 10);
      checkCount("offset", op.offset, 0);
      return { kind: "search", op };
    }
    if ("namespace" in op) {
      validateNamespace(op.namespace);
      if (typeof op.key !== "string") throw new TypeError(`SqliteStore: a key must be a string, got ${typeof op.key}.`);
      if (!("value" in op)) return { kind: "get", op };
      if (op.value !== null && typeof op.value !== "object") {
        throw new TypeError(`SqliteStore: a put's value must be an object (or null to delete), got ${typeof op.value}.`);
      }
      return { kind: "put", op };
    }
    if ("matchConditions" in op || "maxDepth" in op || "limit" in op || "offset" in op) {
      for (const c of op.matchConditions ?? []) {
        if (c.matchType !== "prefix" && c.matchType !== "suffix") throw new Error(`Unsupported match type: ${String(c.matchType)}`);
        if (!Array.isArray(c.path)) throw new TypeError("SqliteStore: a match condition's path must be an array.");
      }
      checkCount("limit", op.limit, Infinity);
      checkCount("offset", op.offset, 0);
      return { kind: "list", op };
    }
    throw new TypeError(`SqliteStore: unknown operation ${JSON.stringify(op)}.`);
  }

  private getItem(op: GetOperation): Item | null {
    const row = this.getStmt.get(op.namespace.join(SEPARATOR), op.key);
    return row ? toItem(row) : null;
  }

  private putItem(op: PutOperation, now: string): void {
    const namespace = op.namespace.join(SEPARATOR);
    if (op.value === null) {
      this.deleteStmt.run(namespace, op.key);
      return;
    }
    const json = JSON.stringify(op.value); // may throw (BigInt, cycles): the transaction then rolls back
    this.upsertStmt.run(namespace, op.key, json, now, now);
  }

  private searchItems(op: SearchOperation): SearchItem[] {
    const sql = new FilterSql();
    const where: string[] = [];
    if (op.namespacePrefix.length > 0) {
      // One index range [p, p + "/"), keeping p itself and p + "." + ... (not e.g. "p-x" or "p x", which sort between).
      const prefix = op.namespacePrefix.join(SEPARATOR);
      const p = sql.param(prefix);
      where.push(
        `s.namespace >= ${p} AND s.namespace < ${sql.param(prefix + AFTER_SEPARATOR)}`,
        `(s.namespace = ${p} OR s.namespace > ${sql.param(prefix + SEPARATOR)})`,
      );
    }
    for (const [name, expected] of Object.entries(op.filter ?? {})) where.push(sql.condition(name, expected));
    const limit = sql.param(sqlLimit(checkCount("limit", op.limit, 10)));
    const offset = sql.param(checkCount("offset", op.offset, 0));
    const text = `SELECT s.* FROM "${this.table}" AS s` +
      (where.length ? ` WHERE ${where.join(" AND ")}` : "") +
      ` ORDER BY s.namespace, s.key LIMIT ${limit} OFFSET ${offset}`;
    const rows = this.statement(text).all(sql.params) as Row[];
    return rows.map((row) => ({ ...toItem(row), score: undefined }));
  }

  private listNamespacesOp(op: ListNamespacesOperation): string[][] {
    const conditions = op.matchConditions ?? [];
    // Narrow the index walk with the literal labels a prefix condition starts with.
    let literal: string[] = [];
    for (const c of conditions) {
      if (c.matchType !== "prefix") continue;
      const star = c.path.indexOf("*");
      const head = star === -1 ? c.path : c.path.slice(0, star);
      if (head.length > literal.length) literal = head;
    }
    const found: string[] = [];
    if (literal.length === 0) {
      for (let row = this.nextNsStmt.get(""); row; row = this.nextNsStmt.get(row.namespace)) found.push(row.namespace);
    } else {
      const prefix = literal.join(SEPARATOR);
      if (this.existsStmt.get(prefix)) found.push(prefix);
      const below = prefix + AFTER_SEPARATOR;
      for (let row = this.nextNsBelowStmt.get(prefix + SEPARATOR, below); row; row = this.nextNsBelowStmt.get(row.namespace, below)) {
        found.push(row.namespace);
      }
    }
    let namespaces = found.map((ns) => ns.split(SEPARATOR)).filter((ns) => conditions.every((c) => matches(c, ns)));
    if (op.maxDepth !== undefined) {
      const seen = new Map<string, string[]>();
      for (const ns of namespaces) {
        const cut = ns.slice(0, op.maxDepth);
        seen.set(cut.join(SEPARATOR), cut);
      }
      namespaces = [...seen.values()];
    }
    namespaces.sort((a, b) => compareJoined(a.join(SEPARATOR), b.join(SEPARATOR)));
    const offset = checkCount("offset", op.offset, 0);
    const limit = checkCount("limit", op.limit, Infinity);
    return namespaces.slice(offset, offset + limit);
  }

  private statement(text: string): Database.Statement {
    let stmt = this.statements.get(text);
    if (stmt) {
      this.statements.delete(text); // re-insert: most recently used last
    } else {
      stmt = this.db.prepare(text);
      if (this.statements.size >= STATEMENT_CACHE) this.statements.delete(this.statements.keys().next().value!);
    }
    this.statements.set(text, stmt);
    return stmt;
  }
}

function toItem(row: Row): Item {
  return {
    value: JSON.parse(row.value) as Record<string, unknown>,
    key: row.key,
    namespace: row.namespace.split(SEPARATOR),
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  };
}
