import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it, vi } from "vitest";
import { builtModule } from "./support/cli.js";
import {
  Annotation, AsyncBatchedStore, END, InMemoryStore, START, StateGraph,
  type BaseStore, type Item, type LangGraphRunnableConfig, type Operation,
} from "@langchain/langgraph";
import { SqliteSaver } from "@langchain/langgraph-checkpoint-sqlite";

import { addMinutes } from "../state/gameTime.js";
import { HashingEmbeddings } from "../tools/models/hashingEmbeddings.js";
import { MemoryStream, memoryNamespace, newMemoryCursor, type MemoryCursor, type NewMemoryNode } from "../tools/memory/memoryStream.js";
import { SqliteStore } from "../tools/stores/sqliteStore.js";

// --- fixtures ---------------------------------------------------------------------------------------------------

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const dirs: string[] = [];
const stores: SqliteStore[] = [];

/** A fresh temporary directory, removed after the test. */
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "simulacra-sqlite-store-"));
  dirs.push(dir);
  return dir;
}

/** A SqliteStore closed after the test. */
function sqlite(pathOrDb: string | Database.Database, options?: ConstructorParameters<typeof SqliteStore>[1]): SqliteStore {
  const store = new SqliteStore(pathOrDb, options);
  stores.push(store);
  return store;
}

afterEach(() => {
  vi.useRealTimers();
  for (const s of stores.splice(0)) s.close();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

const IMPLEMENTATIONS: Array<[string, () => BaseStore]> = [
  ["InMemoryStore", () => new InMemoryStore()],
  ["SqliteStore (:memory:)", () => sqlite(":memory:")],
  ["SqliteStore (file)", () => sqlite(join(tempDir(), "store.sqlite"))],
];

const keys = (items: Item[]) => items.map((i) => i.key);
const sortedKeys = (items: Item[]) => keys(items).sort();
const joined = (namespaces: string[][]) => namespaces.map((ns) => ns.join("/"));

// --- the same behaviours, InMemoryStore and SqliteStore ----------------------------------------------------------

describe.each(IMPLEMENTATIONS)("%s", (_name, makeStore) => {
  it("puts, gets, overwrites and deletes items", async () => {
    const store = makeStore();
    await store.put(["users", "u1"], "prefs", { theme: "dark", nested: { sizes: [1, 2] } });

    const item = await store.get(["users", "u1"], "prefs");
    expect(item).toMatchObject({ namespace: ["users", "u1"], key: "prefs", value: { theme: "dark", nested: { sizes: [1, 2] } } });
    expect(item!.createdAt).toBeInstanceOf(Date);
    expect(item!.updatedAt).toBeInstanceOf(Date);
    expect(await store.get(["users", "u1"], "other")).toBeNull();
    expect(await store.get(["users"], "prefs")).toBeNull();
    expect(await store.get(["users", "u1", "prefs"], "prefs")).toBeNull();

    await store.put(["users", "u1"], "prefs", { theme: "light" }); // replaces the value, no merge
    expect((await store.get(["users", "u1"], "prefs"))!.value).toEqual({ theme: "light" });

    await store.delete(["users", "u1"], "prefs");
    expect(await store.get(["users", "u1"], "prefs")).toBeNull();
    await store.delete(["users", "u1"], "never there"); // not an error

    // A put of null (what delete() sends) deletes too.
    await store.put(["users", "u2"], "prefs", { theme: "dark" });
    await store.batch([{ namespace: ["users", "u2"], key: "prefs", value: null }]);
    expect(await store.get(["users", "u2"], "prefs")).toBeNull();
  });

  it("keeps createdAt on update and moves updatedAt", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const store = makeStore();
    const t1 = new Date("2024-02-13T08:00:00.000Z");
    const t2 = new Date("2024-02-13T08:05:30.250Z");
    vi.setSystemTime(t1);
    await store.put(["clock"], "k", { v: 1 });
    vi.setSystemTime(t2);
    await store.put(["clock"], "k", { v: 2 });

    const item = (await store.get(["clock"], "k"))!;
    expect(item.createdAt.toISOString()).toBe(t1.toISOString());
    expect(item.updatedAt.toISOString()).toBe(t2.toISOString());
    const [found] = await store.search(["clock"]);
    expect(found!.createdAt.toISOString()).toBe(t1.toISOString());
    expect(found!.updatedAt.toISOString()).toBe(t2.toISOString());
  });

  it("searches by namespace prefix, label by label", async () => {
    const store = makeStore();
    await store.put(["docs"], "root", { n: 0 });
    await store.put(["docs", "a"], "a1", { n: 1 });
    await store.put(["docs", "a"], "a2", { n: 2 });
    await store.put(["docs", "a", "deep"], "d1", { n: 3 });
    await store.put(["docs", "b"], "b1", { n: 4 });
    await store.put(["docsx"], "x", { n: 5 });    // a text prefix, not a label prefix
    await store.put(["docs-old"], "o", { n: 6 }); // sorts between "docs" and "docs.a" as text
    await store.put(["doc"], "y", { n: 7 });
    await store.put(["other", "docs"], "z", { n: 8 });

    expect(sortedKeys(await store.search(["docs"], { limit: 100 }))).toEqual(["a1", "a2", "b1", "d1", "root"]);
    expect(sortedKeys(await store.search(["docs", "a"], { limit: 100 }))).toEqual(["a1", "a2", "d1"]);
    expect(sortedKeys(await store.search(["docs", "a", "deep"], { limit: 100 }))).toEqual(["d1"]);
    expect(sortedKeys(await store.search(["doc"], { limit: 100 }))).toEqual(["y"]);
    expect(await store.search(["nothing"])).toEqual([]);
    expect(await store.search(["docs", "a", "deep", "deeper"])).toEqual([]);
    expect(await store.search([], { limit: 100 })).toHaveLength(9);

    const [d1] = await store.search(["docs", "a", "deep"]);
    expect(d1).toMatchObject({ namespace: ["docs", "a", "deep"], key: "d1", value: { n: 3 } });
  });

  it("pages with limit / offset in a stable order (default limit 10)", async () => {
    const store = makeStore();
    const written: string[] = [];
    // Interleaved namespaces and keys that sort differently as numbers and as text.
    for (let i = 0; i < 23; i++) {
      const ns = ["p", ["b", "a", "c"][i % 3]!];
      const key = `node_${(i * 7) % 23 + 1}`;
      await store.put(ns, key, { i });
      written.push(`${ns.join("/")}/${key}`);
    }
    await store.put(["q"], "outside", { i: -1 });

    const all = await store.search(["p"], { limit: 100 });
    expect(all.map((it) => `${it.namespace.join("/")}/${it.key}`).sort()).toEqual([...written].sort());
    expect(keys(await store.search(["p"], { limit: 100 }))).toEqual(keys(all)); // the same order every time

    const paged: Item[] = [];
    for (let offset = 0; ; ) {
      const page = await store.search(["p"], { limit: 5, offset });
      if (page.length === 0) break;
      expect(page.length).toBeLessThanOrEqual(5);
      paged.push(...page);
      offset += page.length;
    }
    expect(paged.map((it) => [it.namespace, it.key])).toEqual(all.map((it) => [it.namespace, it.key]));

    expect(keys(await store.search(["p"]))).toEqual(keys(all).slice(0, 10));
    expect(keys(await store.search(["p"], { offset: 20 }))).toEqual(keys(all).slice(20));
    expect(await store.search(["p"], { offset: 23 })).toEqual([]);

    // Overwriting an item does not move it.
    const target = all[5]!;
    await store.put(target.namespace, target.key, { i: 99 });
    expect(keys(await store.search(["p"], { limit: 100 }))).toEqual(keys(all));
  });

  it("filters on top-level fields: equality and $eq/$ne/$gt/$gte/$lt/$lte/$in/$nin", async () => {
    const store = makeStore();
    await store.put(["f"], "one", { n: 1, s: "x", flag: true, none: null, text: "10", list: [5], "a.b": 4, 'say "hi"': 1 });
    await store.put(["f"], "five", { n: 5, s: "y", flag: false, text: "abc" });
    await store.put(["f"], "str5", { n: "5", s: "x" });
    await store.put(["f"], "seven", { n: 7 });
    await store.put(["g"], "outside", { n: 1, s: "x" });

    const find = async (filter: Record<string, unknown>) => sortedKeys(await store.search(["f"], { filter, limit: 100 }));

    // Plain values are strict equality: 5 is not "5", true is not 1.
    expect(await find({ n: 1 })).toEqual(["one"]);
    expect(await find({ n: 5 })).toEqual(["five"]);
    expect(await find({ n: "5" })).toEqual(["str5"]);
    expect(await find({ s: "x" })).toEqual(["one", "str5"]);
    expect(await find({ flag: true })).toEqual(["one"]);
    expect(await find({ flag: false })).toEqual(["five"]);
    expect(await find({ flag: 1 })).toEqual([]);
    expect(await find({ none: null })).toEqual(["one"]);
    expect(await find({ s: "x", n: 1 })).toEqual(["one"]); // conditions are ANDed
    expect(await find({ s: "nope" })).toEqual([]);

    expect(await find({ n: { $eq: 7 } })).toEqual(["seven"]);
    expect(await find({ n: { $ne: 5 } })).toEqual(["one", "seven", "str5"]);
    expect(await find({ flag: { $ne: true } })).toEqual(["five", "seven", "str5"]); // a missing field is $ne anything
    // Comparisons convert both sides with Number(): "5" counts as 5, "10" > 9, true is 1, null is 0.
    expect(await find({ n: { $gt: 4 } })).toEqual(["five", "seven", "str5"]);
    expect(await find({ n: { $gte: 5, $lt: 7 } })).toEqual(["five", "str5"]);
    expect(await find({ n: { $lte: 1 } })).toEqual(["one"]);
    expect(await find({ text: { $gt: 9 } })).toEqual(["one"]);
    expect(await find({ flag: { $gte: 1 } })).toEqual(["one"]);
    expect(await find({ none: { $lt: 1 } })).toEqual(["one"]);
    expect(await find({ list: { $gt: 4 } })).toEqual(["one"]);
    expect(await find({ n: { $in: [1, "5"] } })).toEqual(["one", "str5"]);
    expect(await find({ n: { $nin: [1, "5"] } })).toEqual(["five", "seven"]);
    // Field names are literal keys, whatever characters they hold.
    expect(await find({ "a.b": { $lte: 4 } })).toEqual(["one"]);
    expect(await find({ 'say "hi"': 1 })).toEqual(["one"]);

    // Filters combine with paging.
    const page = await store.search(["f"], { filter: { n: { $gt: 0 } }, limit: 2, offset: 1 });
    expect(page).toHaveLength(2);
    const all = await store.search(["f"], { filter: { n: { $gt: 0 } }, limit: 100 });
    expect(keys(page)).toEqual(keys(all).slice(1, 3));
  });

  it("ignores a query string (no index): plain results, no scores", async () => {
    const store = makeStore();
    await store.put(["docs"], "a", { text: "Python tutorial" });
    await store.put(["docs"], "b", { text: "TypeScript guide" });
    const plain = await store.search(["docs"]);
    const queried = await store.search(["docs"], { query: "python programming" });
    expect(keys(queried)).toEqual(keys(plain));
    expect(queried.every((it) => it.score === undefined)).toBe(true);
  });

  it("lists namespaces with prefix / suffix conditions, wildcards, maxDepth and paging", async () => {
    const store = makeStore();
    for (const ns of [["a"], ["a", "b"], ["a", "b", "c"], ["a", "c"], ["b", "c"], ["x", "y", "z"]]) {
      await store.put(ns, "k", { ns });
    }
    await store.put(["a", "b"], "k2", { again: true }); // a namespace is listed once

    expect(joined(await store.listNamespaces())).toEqual(["a", "a/b", "a/b/c", "a/c", "b/c", "x/y/z"]);
    expect(joined(await store.listNamespaces({ prefix: ["a"] }))).toEqual(["a", "a/b", "a/b/c", "a/c"]);
    expect(joined(await store.listNamespaces({ prefix: ["a", "b"] }))).toEqual(["a/b", "a/b/c"]);
    expect(joined(await store.listNamespaces({ prefix: ["nothing"] }))).toEqual([]);
    expect(joined(await store.listNamespaces({ suffix: ["c"] }))).toEqual(["a/b/c", "a/c", "b/c"]);
    expect(joined(await store.listNamespaces({ prefix: ["a"], suffix: ["c"] }))).toEqual(["a/b/c", "a/c"]);
    expect(joined(await store.listNamespaces({ prefix: ["*", "c"] }))).toEqual(["a/c", "b/c"]);
    expect(joined(await store.listNamespaces({ suffix: ["b", "*"] }))).toEqual(["a/b/c", "b/c"]);
    expect(joined(await store.listNamespaces({ maxDepth: 1 }))).toEqual(["a", "b", "x"]);
    expect(joined(await store.listNamespaces({ prefix: ["a"], maxDepth: 2 }))).toEqual(["a", "a/b", "a/c"]);
    expect(joined(await store.listNamespaces({ suffix: ["z"], maxDepth: 2 }))).toEqual(["x/y"]);
    expect(joined(await store.listNamespaces({ limit: 2, offset: 1 }))).toEqual(["a/b", "a/b/c"]);
    expect(joined(await store.listNamespaces({ offset: 5 }))).toEqual(["x/y/z"]);
  });

  it("handles namespace labels and keys with odd characters, and refuses the labels LangGraph forbids", async () => {
    const store = makeStore();
    const labels = [
      "Isabella", "Isabella Rodriguez", "naïve café 🌟", "50%_off", `it's "quoted"`, "back\\slash", "slash/label",
      "*", "tab\tnew\nline", "'; DROP TABLE store; --", "Ω", "-", "%2E",
    ];
    for (const label of labels) await store.put(["odd", label], `key.with:${label}`, { label });

    for (const label of labels) {
      expect((await store.get(["odd", label], `key.with:${label}`))?.value).toEqual({ label });
      const found = await store.search(["odd", label]);
      expect(found.map((it) => it.namespace)).toEqual([["odd", label]]); // "Isabella" does not find "Isabella Rodriguez"
      expect(found[0]!.key).toBe(`key.with:${label}`);
    }
    const listed = await store.listNamespaces({ prefix: ["odd"] });
    expect(listed.map((ns) => ns[1]).sort()).toEqual([...labels].sort());
    expect(await store.listNamespaces({ suffix: ["Isabella"] })).toEqual([["odd", "Isabella"]]);
    expect(await store.search([], { limit: 100 })).toHaveLength(labels.length);

    for (const bad of [["a.b"], ["a:b"], ["a", ""], ["nul\0"], []]) {
      await expect(store.put(bad, "k", { v: 1 })).rejects.toThrow(/namespace/i);
      await expect(store.batch([{ namespace: bad, key: "k", value: { v: 1 } }])).rejects.toThrow(/namespace/i);
    }
    await expect(store.put(["langgraph", "x"], "k", { v: 1 })).rejects.toThrow(/langgraph/);
    expect(await store.search([], { limit: 100 })).toHaveLength(labels.length);
  });

  it("runs a batch's reads before its writes, in operation order; the last put of a key wins", async () => {
    const store = makeStore();
    await store.put(["b"], "k", { v: 1 });
    const operations: Operation[] = [
      { namespace: ["b"], key: "new" },
      { namespace: ["b"], key: "new", value: { v: 3 } },
      { namespacePrefix: ["b"], limit: 10, offset: 0 },
      { namespace: ["b"], key: "k", value: { v: 2 } },
      { namespace: ["b"], key: "new" },
      { matchConditions: [{ matchType: "prefix", path: ["b"] }], limit: 10, offset: 0 },
      { namespace: ["b"], key: "k" },
    ];
    const results = (await store.batch(operations)) as unknown[];
    expect(results).toHaveLength(7);
    expect(results[0]).toBeNull(); // the put of "new" comes after the batch's reads
    expect(results[1] ?? null).toBeNull();
    expect(keys(results[2] as Item[])).toEqual(["k"]);
    expect(results[4]).toBeNull();
    expect(results[5]).toEqual([["b"]]);
    expect((results[6] as Item).key).toBe("k");
    expect((await store.get(["b"], "k"))!.value).toEqual({ v: 2 });
    expect((await store.get(["b"], "new"))!.value).toEqual({ v: 3 });

    await store.batch([
      { namespace: ["b"], key: "k", value: { v: 5 } },
      { namespace: ["b"], key: "k", value: { v: 6 } },
      { namespace: ["b"], key: "new", value: null },
    ]);
    expect((await store.get(["b"], "k"))!.value).toEqual({ v: 6 });
    expect(await store.get(["b"], "new")).toBeNull();
  });

  it("works behind LangGraph's AsyncBatchedStore (how graph nodes see it)", async () => {
    const inner = makeStore();
    const batched = new AsyncBatchedStore(inner);
    batched.start();
    try {
      await Promise.all(Array.from({ length: 12 }, (_, i) => batched.put(["ab"], `k${String(i).padStart(2, "0")}`, { i })));
      const [got, found] = await Promise.all([batched.get(["ab"], "k03"), batched.search(["ab"], { limit: 5, offset: 10 })]);
      expect(got!.value).toEqual({ i: 3 });
      expect(found).toHaveLength(2);
      expect(await inner.search(["ab"], { limit: 100 })).toHaveLength(12);
    } finally {
      await batched.stop();
    }
  });
});

// --- SqliteStore only ---------------------------------------------------------------------------------------------

describe("SqliteStore", () => {
  it("orders search results by namespace, then key (binary text order)", async () => {
    const store = sqlite(":memory:");
    for (const [ns, key] of [
      [["n", "b"], "k2"], [["n", "a"], "k10"], [["n"], "z"], [["n", "a"], "k2"], [["n", "a"], "K"], [["n-x"], "a"], [["n", "a", "x"], "a"],
    ] as Array<[string[], string]>) {
      await store.put(ns, key, {});
    }
    const found = await store.search(["n"], { limit: 100 });
    expect(found.map((it) => `${it.namespace.join("/")}:${it.key}`)).toEqual([
      "n:z", "n/a:K", "n/a:k10", "n/a:k2", "n/a/x:a", "n/b:k2",
    ]);
    // The whole store: "n-x" sorts between "n" and "n.a" ("-" < ".").
    expect((await store.search([], { limit: 100 })).map((it) => `${it.namespace.join("/")}:${it.key}`)).toEqual([
      "n:z", "n-x:a", "n/a:K", "n/a:k10", "n/a:k2", "n/a/x:a", "n/b:k2",
    ]);
  });

  it("keeps everything across closing and reopening the file, in WAL mode", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const file = join(tempDir(), "run.sqlite");
    const first = sqlite(file);
    expect(first.db.pragma("journal_mode", { simple: true })).toBe("wal");
    vi.setSystemTime(new Date("2024-02-13T08:00:00.000Z"));
    await first.put(["simulacra", "memory", "main", "Isabella Rodriguez"], "node_1", { tick: 1, text: "naïve 🌟" });
    vi.setSystemTime(new Date("2024-02-13T09:00:00.000Z"));
    await first.put(["simulacra", "memory", "main", "Isabella Rodriguez"], "node_1", { tick: 2, text: "again" });
    await first.put(["simulacra", "embeddings", "hashing"], "abc", { vector: [0.5, -1] });
    first.close();
    first.close(); // idempotent
    await expect(first.get(["x"], "y")).rejects.toThrow(/closed/);

    const second = sqlite(file);
    const item = (await second.get(["simulacra", "memory", "main", "Isabella Rodriguez"], "node_1"))!;
    expect(item.value).toEqual({ tick: 2, text: "again" });
    expect(item.createdAt.toISOString()).toBe("2024-02-13T08:00:00.000Z");
    expect(item.updatedAt.toISOString()).toBe("2024-02-13T09:00:00.000Z");
    expect(joined(await second.listNamespaces())).toEqual([
      "simulacra/embeddings/hashing", "simulacra/memory/main/Isabella Rodriguez",
    ]);
    expect((await second.search(["simulacra", "embeddings"]))[0]!.value).toEqual({ vector: [0.5, -1] });
  });

  it("writes nothing from a batch that throws midway", async () => {
    const store = sqlite(join(tempDir(), "store.sqlite"));
    await store.put(["t"], "kept", { v: 1 });

    // The third put cannot be serialised: the first two were already written inside the transaction.
    await expect(store.batch([
      { namespace: ["t"], key: "a", value: { v: 2 } },
      { namespace: ["t"], key: "kept", value: { v: 99 } },
      { namespace: ["t"], key: "b", value: { big: 10n } },
    ])).rejects.toThrow(/BigInt/);
    // An invalid namespace anywhere in the batch refuses the whole batch before anything runs.
    await expect(store.batch([
      { namespace: ["t"], key: "c", value: { v: 3 } },
      { namespace: ["t"], key: "kept", value: null },
      { namespace: ["t", "bad.label"], key: "d", value: { v: 4 } },
    ])).rejects.toThrow(/periods/);

    expect(keys(await store.search(["t"]))).toEqual(["kept"]);
    expect((await store.get(["t"], "kept"))!.value).toEqual({ v: 1 });
    // The store is still usable.
    await store.put(["t"], "after", { v: 5 });
    expect(sortedKeys(await store.search(["t"]))).toEqual(["after", "kept"]);
  });

  it("answers prefix searches and namespace listing from the (namespace, key) index", async () => {
    const store = sqlite(":memory:");
    const prepare = vi.spyOn(store.db, "prepare");
    await store.put(["simulacra", "memory", "main", "Isabella"], "node_1", { n: 1 });
    await store.search(["simulacra", "memory", "main", "Isabella"], { limit: 500, offset: 500 });
    await store.search(["simulacra"], { filter: { n: { $gt: 0 } } });
    const searches = prepare.mock.calls.map(([sql]) => sql).filter((sql) => sql.includes("ORDER BY s.namespace"));
    prepare.mockRestore();
    expect(searches).toHaveLength(2);
    for (const sql of searches) {
      const params = Object.fromEntries([...sql.matchAll(/@(p\d+)/g)].map(([, name]) => [name!, name === "p0" ? "a" : "b"]));
      const plan = (store.db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(params) as Array<{ detail: string }>).map((r) => r.detail);
      expect(plan.join("\n")).toMatch(/^SEARCH s USING INDEX sqlite_autoindex_store_1 \(namespace>\? AND namespace<\?\)/);
      expect(plan.join("\n")).not.toMatch(/TEMP B-TREE/); // ORDER BY comes from the index too
    }
  });

  it("returns snapshots: an item read in a batch keeps the value it had then", async () => {
    const store = sqlite(":memory:");
    await store.put(["b"], "k", { v: 1 });
    const [before] = (await store.batch([
      { namespace: ["b"], key: "k" },
      { namespace: ["b"], key: "k", value: { v: 2 } },
    ])) as [Item | null, null];
    // (InMemoryStore hands out its own item objects, which its puts then mutate.)
    expect(before!.value).toEqual({ v: 1 });
    const read = (await store.get(["b"], "k"))!;
    read.value.v = 42;
    expect((await store.get(["b"], "k"))!.value).toEqual({ v: 2 });
  });

  it("forgets a namespace once its last item is deleted (InMemoryStore keeps listing it)", async () => {
    const store = sqlite(":memory:");
    await store.put(["gone"], "k", { v: 1 });
    await store.put(["kept"], "k", { v: 1 });
    await store.delete(["gone"], "k");
    expect(await store.listNamespaces()).toEqual([["kept"]]);
  });

  it("refuses an embedding index, bad table names and tables of another shape; uses its own table in a shared file", async () => {
    expect(() => new SqliteStore(":memory:", { index: { dims: 8, embeddings: new HashingEmbeddings() } } as never))
      .toThrow(/does not support semantic search/);
    expect(() => new SqliteStore(":memory:", { table: "x; DROP TABLE y" })).toThrow(/invalid table name/);

    const db = new Database(":memory:");
    try {
      db.exec("CREATE TABLE store (prefix TEXT, key TEXT, value TEXT)");
      expect(() => new SqliteStore(db)).toThrow(/lacks column\(s\) namespace/);
      const mine = sqlite(db, { table: "simulacra_store" });
      await mine.put(["a"], "k", { v: 1 });
      mine.close(); // a connection passed in stays open
      expect(db.open).toBe(true);
      expect(db.prepare("SELECT namespace, key, value FROM simulacra_store").all()).toEqual([
        { namespace: "a", key: "k", value: '{"v":1}' },
      ]);
    } finally {
      db.close();
    }
  });

  it("rejects negative limits and offsets", async () => {
    const store = sqlite(":memory:");
    await expect(store.search(["a"], { limit: -1 })).rejects.toThrow(RangeError);
    await expect(store.listNamespaces({ offset: -2 })).rejects.toThrow(RangeError);
    await store.put(["a"], "k", {});
    expect(await store.search(["a"], { limit: Infinity })).toHaveLength(1);
  });

  it("shares the run's checkpoint file with SqliteSaver: a graph's state and store writes both come back", async () => {
    const file = join(tempDir(), "checkpoints.sqlite");
    const State = Annotation.Root({ count: Annotation<number>() });
    const build = (db: Database.Database) => new StateGraph(State)
      .addNode("bump", async (state: typeof State.State, config: LangGraphRunnableConfig) => {
        await config.store!.put(["runs"], "last", { count: state.count + 1 });
        return { count: state.count + 1 };
      })
      .addEdge(START, "bump")
      .addEdge("bump", END)
      .compile({ checkpointer: new SqliteSaver(db), store: sqlite(db) });
    const config = { configurable: { thread_id: "town" } };

    const db1 = new Database(file);
    expect(await build(db1).invoke({ count: 1 }, config)).toEqual({ count: 2 });
    db1.close();

    const db2 = new Database(file);
    try {
      const graph = build(db2);
      expect((await graph.getState(config)).values).toEqual({ count: 2 });
      expect((await graph.store!.get(["runs"], "last"))!.value).toEqual({ count: 2 });
      expect(await graph.invoke({ count: 10 }, config)).toEqual({ count: 11 });
      expect((await graph.store!.get(["runs"], "last"))!.value).toEqual({ count: 11 });
    } finally {
      db2.close();
    }
  });

  it("keeps what a killed process committed", async () => {
    const dir = tempDir();
    const file = join(dir, "killed.sqlite");
    const script = join(dir, "child.mjs");
    writeFileSync(script, [
      `import { SqliteStore } from ${JSON.stringify(builtModule("tools/stores/sqliteStore.ts"))};`,
      `const store = new SqliteStore(${JSON.stringify(file)});`,
      `await store.put(["run"], "single", { n: 1 });`,
      `await store.batch(Array.from({ length: 50 }, (_, i) => ({ namespace: ["run", "batch"], key: "k" + i, value: { i } })));`,
      `process.kill(process.pid, "SIGKILL");`,
    ].join("\n"));
    const child = spawnSync(process.execPath, [script], { cwd: ROOT, encoding: "utf8", timeout: 60_000 });
    expect(child.stderr).not.toMatch(/Error/);
    expect(child.signal).toBe("SIGKILL");

    const store = sqlite(file);
    expect((await store.get(["run"], "single"))!.value).toEqual({ n: 1 });
    expect(await store.search(["run", "batch"], { limit: 100 })).toHaveLength(50);
  });
});

// --- MemoryStream on SqliteStore across a reopen ------------------------------------------------------------------

describe("MemoryStream on SqliteStore", () => {
  const PERSONA = "Isabella Rodriguez";
  const START_TIME = "2023-02-13T00:00:00";
  const at = (tick: number) => addMinutes(START_TIME, tick * 60);
  const event = (description: string, created: string, extra: Partial<NewMemoryNode> = {}): NewMemoryNode => ({
    type: "event", depth: 0, created, expiration: null,
    subject: PERSONA, predicate: "is", object: description,
    description: `${PERSONA} is ${description}`, embeddingKey: description,
    poignancy: 3, keywords: [PERSONA, description], filling: [],
    ...extra,
  });

  class CountingEmbeddings extends HashingEmbeddings {
    readonly calls = new Map<string, number>();
    override embedDocuments(texts: string[]): Promise<number[][]> {
      for (const t of texts) this.calls.set(t, (this.calls.get(t) ?? 0) + 1);
      return super.embedDocuments(texts);
    }
  }

  const open = (store: BaseStore, cursor: MemoryCursor, tick: number, embeddings = new CountingEmbeddings()) =>
    new MemoryStream({ store, cursor, tick, embeddings, embedderId: "hashing" });

  it("reads back nodes, touches and cached embeddings with a new store on the same file", async () => {
    const file = join(tempDir(), "run.sqlite");
    const first = sqlite(file);
    const embedder = new CountingEmbeddings();
    const stream = open(first, newMemoryCursor(PERSONA), 1, embedder);
    await stream.add(event("brushing her teeth", at(1)));
    await stream.add(event("planning the party", at(1), { type: "thought", depth: 1, filling: ["node_1"], keywords: ["party"] }));
    await stream.add(event("opening Hobbs Cafe", at(1), { keywords: ["Hobbs Cafe"] }), { embedding: [1, 0, 0] });
    await stream.touch(["node_1"], at(2));
    const vector = await stream.embeddingOf("brushing her teeth");
    // Another persona whose name extends this one's must stay apart.
    const other = open(first, newMemoryCursor("Isabella"), 1);
    await other.add(event("someone else", at(1)));
    const checkpoint = stream.cursor();
    // Written after the checkpoint, as by a run killed before its next checkpoint.
    await stream.add(event("never checkpointed", at(1)));
    first.close();

    const second = sqlite(file);
    const fresh = new CountingEmbeddings();
    const resumed = open(second, checkpoint, 2, fresh);
    const nodes = await resumed.all();
    expect(nodes.map((n) => n.description)).toEqual([
      `${PERSONA} is opening Hobbs Cafe`, `${PERSONA} is planning the party`, `${PERSONA} is brushing her teeth`,
    ]);
    expect(nodes.map((n) => n.id)).toEqual(["node_3", "node_2", "node_1"]);
    expect((await resumed.get("node_1"))!.lastAccessed).toBe(at(2));
    expect((await resumed.get("node_2"))!.filling).toEqual(["node_1"]);
    expect((await resumed.relatedNodes(PERSONA, "is", "party")).thoughts.map((n) => n.id)).toEqual(["node_2"]);
    expect(await resumed.embeddingOf("brushing her teeth")).toEqual(vector);
    expect(await resumed.embeddingOf("opening Hobbs Cafe")).toEqual([1, 0, 0]);
    expect(fresh.calls.size).toBe(0);

    // The resumed run re-does the lost write (same key), and a third process sees exactly that.
    await resumed.add(event("redone", at(2)));
    const after = resumed.cursor();
    second.close();
    const third = sqlite(file);
    expect((await open(third, after, 3).all()).map((n) => n.object)).toEqual([
      "redone", "opening Hobbs Cafe", "planning the party", "brushing her teeth",
    ]);
    expect((await open(third, newMemoryCursor("Isabella", "main"), 2).all())).toEqual([]);
    const stored = await third.search(memoryNamespace("main", PERSONA), { limit: 100 });
    expect(stored.filter((it) => it.namespace.length === 4).map((it) => it.key)).toEqual(["node_1", "node_2", "node_3", "node_4"]);
  });

  it("pages through a large imported stream after a reopen", async () => {
    const file = join(tempDir(), "big.sqlite");
    const first = sqlite(file);
    const stream = open(first, newMemoryCursor(PERSONA), 0);
    const nodes = Array.from({ length: 1200 }, (_, i) => ({
      ...event(`memory ${i + 1}`, at(0)), id: `node_${i + 1}`, index: i + 1, lastAccessed: at(0),
    }));
    await stream.importNodes(nodes, { "memory 1": [0, 1] });
    const cursor = stream.cursor();
    first.close();

    const second = sqlite(file);
    const embedder = new CountingEmbeddings();
    const reopened = open(second, cursor, 1, embedder);
    const all = await reopened.all();
    expect(all).toHaveLength(1200);
    expect(all[0]!.id).toBe("node_1200");
    expect(all.at(-1)!.description).toBe(`${PERSONA} is memory 1`);
    expect(await reopened.embeddingOf("memory 1")).toEqual([0, 1]);
    expect(embedder.calls.size).toBe(0);
  });
});
