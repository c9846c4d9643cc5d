import { describe, expect, it } from "vitest";
import { AIMessage, Message, UserMessage, USER_REQUIREMENT } from "../state/message.js";
import { Memory } from "../state/roleMemory.js";
import { ReviewDraft, WriteDraft } from "../tools/roles/examples.js";

const msg = (content: string, extra: ConstructorParameters<typeof Message>[0] & object = {}) => new Message({ content, ...extra });

describe("Memory", () => {
  it("add keeps order, ignores duplicates (by equality, not reference), indexes by cause", () => {
    const memory = new Memory();
    const a = msg("a");
    const b = msg("b", { causeBy: WriteDraft });
    memory.add(a);
    memory.add(b);
    memory.add(a);
    memory.add(Message.fromData(a.toData())); // a copy is the same message
    expect(memory.count()).toBe(2);
    expect(memory.get()).toEqual([a, b]);
    expect(memory.getByAction(WriteDraft)).toEqual([b]);
    expect(memory.getByAction(USER_REQUIREMENT)).toEqual([a]);
    memory.addBatch([msg("c"), msg("d")]);
    expect(memory.count()).toBe(4);
  });

  it("ignoreId gives every message id '0', so equal contents are duplicates", () => {
    const memory = new Memory({ ignoreId: true });
    const a = msg("same");
    memory.add(a);
    memory.add(msg("same"));
    expect(a.id).toBe("0");
    expect(memory.count()).toBe(1);
  });

  it("get(k): 0 means all (a copy), k beyond the count gives all, else the newest k oldest first", () => {
    const memory = new Memory();
    const items = ["1", "2", "3", "4"].map((c) => msg(c));
    memory.addBatch(items);
    const all = memory.get();
    expect(all).toEqual(items);
    all.pop();
    expect(memory.count()).toBe(4);
    expect(memory.get(2).map((m) => m.content)).toEqual(["3", "4"]);
    expect(memory.get(10).map((m) => m.content)).toEqual(["1", "2", "3", "4"]);
  });

  it("findNews: observed messages not among the newest k stored ones, in their order", () => {
    const memory = new Memory();
    const [a, b, c] = [msg("a"), msg("b"), msg("c")];
    memory.addBatch([a, b, c]);
    const d = msg("d");
    expect(memory.findNews([d, a, c])).toEqual([d]);
    expect(memory.findNews([d, a, c], 1)).toEqual([d, a]);
  });

  it("getByRole, getByContent, tryRemember", () => {
    const memory = new Memory();
    const u = new UserMessage("write a poem");
    const ai = new AIMessage("a poem about the sea");
    memory.addBatch([u, ai]);
    expect(memory.getByRole("assistant")).toEqual([ai]);
    expect(memory.getByRole("user")).toEqual([u]);
    expect(memory.getByContent("poem")).toEqual([u, ai]);
    expect(memory.tryRemember("sea")).toEqual([ai]);
  });

  it("getByAction leaves an empty index entry for an unknown action; getByActions skips unknown ones", () => {
    const memory = new Memory();
    const w = msg("w", { causeBy: WriteDraft });
    const r = msg("r", { causeBy: ReviewDraft });
    memory.addBatch([w, r]);
    expect(memory.indexSize()).toBe(2);
    expect(memory.getByActions([ReviewDraft, WriteDraft, "Nothing"]).sort((x, y) => x.content.localeCompare(y.content))).toEqual([r, w]);
    expect(memory.indexSize()).toBe(2);
    expect(memory.getByAction("Nothing")).toEqual([]);
    expect(memory.indexSize()).toBe(3);
  });

  it("getByPosition: negative indexes from the end, null out of range", () => {
    const memory = new Memory();
    const [a, b] = [msg("a"), msg("b")];
    memory.addBatch([a, b]);
    expect(memory.getByPosition(0)).toBe(a);
    expect(memory.getByPosition(-1)).toBe(b);
    expect(memory.getByPosition(-2)).toBe(a);
    expect(memory.getByPosition(2)).toBeNull();
    expect(memory.getByPosition(-3)).toBeNull();
    expect(new Memory().getByPosition(0)).toBeNull();
  });

  it("delete removes by equality (from the index too); a missing message is an error", () => {
    const memory = new Memory();
    const a = msg("a", { causeBy: WriteDraft });
    memory.add(a);
    memory.delete(Message.fromData(a.toData()));
    expect(memory.count()).toBe(0);
    expect(memory.getByAction(WriteDraft)).toEqual([]);
    expect(() => memory.delete(a)).toThrow(/not in memory/);
  });

  it("deleteNewest pops the newest (and its index entry), null when empty", () => {
    const memory = new Memory();
    expect(memory.deleteNewest()).toBeNull();
    const [a, b] = [msg("a"), msg("b", { causeBy: WriteDraft })];
    memory.addBatch([a, b]);
    expect(memory.deleteNewest()).toBe(b);
    expect(memory.getByAction(WriteDraft)).toEqual([]);
    expect(memory.get()).toEqual([a]);
  });

  it("clear empties storage and index", () => {
    const memory = new Memory();
    memory.addBatch([msg("a"), msg("b", { causeBy: WriteDraft })]);
    memory.clear();
    expect(memory.count()).toBe(0);
    expect(memory.indexSize()).toBe(0);
  });

  it("round-trips through JSON with classes, causes and payloads, index rebuilt", () => {
    const memory = new Memory();
    memory.addBatch([
      new UserMessage("req"),
      new AIMessage({ content: "d", causeBy: WriteDraft, instructContent: { k: [1, 2] } }),
      msg("r", { causeBy: ReviewDraft }),
    ]);
    const back = Memory.fromData(JSON.parse(JSON.stringify(memory)));
    expect(back.count()).toBe(3);
    expect(back.indexSize()).toBe(3);
    expect(back.get()[0]).toBeInstanceOf(UserMessage);
    expect(back.get()[1]).toBeInstanceOf(AIMessage);
    expect(back.get()[1]!.instructContent).toEqual({ k: [1, 2] });
    expect(back.get().every((m, i) => m.equals(memory.get()[i]))).toBe(true);
  });

  it("is open to subclasses: add / get overridable, storage and index protected", () => {
    class Capped extends Memory {
      transferred: Message[] = [];
      override add(message: Message): void {
        super.add(message);
        if (this.count() > 2) this.transferred.push(this.storage[this.storage.length - 3]!);
      }
      override get(k = 0): Message[] {
        return k === 0 ? super.get() : [...this.transferred, ...super.get(k)];
      }
    }
    const memory = new Capped();
    memory.addBatch(["1", "2", "3"].map((c) => msg(c)));
    expect(memory.transferred.map((m) => m.content)).toEqual(["1"]);
    expect(memory.get(1).map((m) => m.content)).toEqual(["1", "3"]);
    // loading stored messages does not replay add
    const restored = new Capped();
    restored.load(memory.get());
    expect(restored.transferred).toEqual([]);
    expect(restored.count()).toBe(3);
  });
});

describe("RoleZeroLongTermMemory's short-term side (no Chroma reached: nothing falls out of the window)", () => {
  it("after load, lookups follow the loaded messages: delete and re-add work by equality", async () => {
    const { RoleZeroLongTermMemory } = await import("../drivers/roles/roleZeroMemory.js");
    const memory = new RoleZeroLongTermMemory({ url: "http://127.0.0.1:9", memoryK: 100, logger: { warn: () => {} } });
    const first = msg("first");
    memory.add(first);
    memory.load([Message.fromData(first.toData()), msg("second")]); // e.g. the state after a graph step
    memory.delete(Message.fromData(first.toData()));
    expect(memory.contains(first)).toBe(false);
    memory.add(first);
    expect(memory.get().map((m) => m.content)).toEqual(["second", "first"]);
    expect(memory.pendingTransfers()).toBe(0);
  });
});
