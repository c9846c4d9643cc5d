import { describe, expect, it, vi } from "vitest";
import {
  AIMessage,
  IGNORED_MESSAGE_ID,
  MESSAGE_ROUTE_TO_ALL,
  Message,
  MessageQueue,
  SystemMessage,
  USER_REQUIREMENT,
  UserMessage,
  anyToName,
  anyToStr,
  anyToStrSet,
  isSendTo,
} from "../state/message.js";
import { Action, UserRequirement } from "../tools/roles/action.js";
import { WriteDraft } from "../tools/roles/examples.js";

class Scoped extends Action {
  static override qualifiedName = "pkg.actions.Scoped";
}

describe("anyToStr / anyToName / anyToStrSet", () => {
  it("returns strings unchanged and gives class and instance the same id", () => {
    expect(anyToStr("A")).toBe("A");
    expect(anyToStr(UserRequirement)).toBe(USER_REQUIREMENT);
    expect(anyToStr(new UserRequirement())).toBe(USER_REQUIREMENT);
    expect(anyToStr(Scoped)).toBe("pkg.actions.Scoped");
    expect(anyToStr(new Scoped())).toBe("pkg.actions.Scoped");
    class Plain extends Action {}
    expect(anyToStr(Plain)).toBe("Plain");
    expect(anyToStr(new Plain())).toBe("Plain");
  });
  it("anyToName is the last dotted part", () => {
    expect(anyToName(Scoped)).toBe("Scoped");
    expect(anyToName("UserRequirement")).toBe("UserRequirement");
  });
  it("anyToStrSet takes list items, a record's values, or one value", () => {
    expect(anyToStrSet(["a", WriteDraft])).toEqual(new Set(["a", "WriteDraft"]));
    expect(anyToStrSet(new Set(["x", "x", "y"]))).toEqual(new Set(["x", "y"]));
    expect(anyToStrSet({ k1: "v1", k2: Scoped })).toEqual(new Set(["v1", "pkg.actions.Scoped"]));
    expect(anyToStrSet("c")).toEqual(new Set(["c"]));
    expect(anyToStrSet(Scoped)).toEqual(new Set(["pkg.actions.Scoped"]));
  });
  it("isSendTo: everyone, or any address among the recipients", () => {
    expect(isSendTo(new Message("x"), ["nobody"])).toBe(true);
    const m = new Message({ content: "x", sendTo: ["Bob"] });
    expect(isSendTo(m, ["Alice", "Bob"])).toBe(true);
    expect(isSendTo(m, ["Alice"])).toBe(false);
  });
});

describe("Message fields and defaults", () => {
  it("has MetaGPT's defaults", () => {
    const m = new Message("hello");
    expect(m.content).toBe("hello");
    expect(m.id).toMatch(/^[0-9a-f]{32}$/);
    expect(m.instructContent).toBeNull();
    expect(m.role).toBe("user");
    expect(m.causeBy).toBe(USER_REQUIREMENT);
    expect(m.sentFrom).toBe("");
    expect(m.sendTo).toEqual(new Set([MESSAGE_ROUTE_TO_ALL]));
    expect(m.metadata).toEqual({});
    expect(new Message().content).toBe("");
  });
  it("normalises causeBy, sentFrom and sendTo on construction and assignment", () => {
    const m = new Message({ content: "x", causeBy: WriteDraft, sentFrom: new Scoped(), sendTo: "c" });
    expect(m.causeBy).toBe("WriteDraft");
    expect(m.sentFrom).toBe("pkg.actions.Scoped");
    expect(m.sendTo).toEqual(new Set(["c"]));
    m.causeBy = new WriteDraft();
    expect(m.causeBy).toBe("WriteDraft");
    m.causeBy = "";
    expect(m.causeBy).toBe(USER_REQUIREMENT);
    m.sendTo = ["a", Scoped];
    expect(m.sendTo).toEqual(new Set(["a", "pkg.actions.Scoped"]));
    m.sentFrom = Scoped;
    expect(m.sentFrom).toBe("pkg.actions.Scoped");
  });
  it("an empty id or empty recipients take the defaults; unknown keys are ignored", () => {
    const m = new Message({ id: "", content: "x", sendTo: [], ...({ msgTo: "nobody" } as object) });
    expect(m.id).toHaveLength(32);
    expect(m.sendTo).toEqual(new Set(["<all>"]));
    expect((m as unknown as Record<string, unknown>).msgTo).toBeUndefined();
    expect(new Message({ id: "abc" }).id).toBe("abc");
  });
  it("string form, dict form, metadata and role checks", () => {
    const m = new Message({ content: "hi", role: "assistant" });
    expect(String(m)).toBe("assistant: hi");
    expect(m.toDict()).toEqual({ role: "assistant", content: "hi" });
    expect(m.isAiMessage()).toBe(true);
    expect(m.isUserMessage()).toBe(false);
    const s = new Message({ content: "ignored", instructContent: { a: 1 } });
    expect(String(s)).toBe('user: {"a":1}');
    m.addMetadata("k", 2);
    expect(m.metadata.k).toBe(2);
    expect(m.ragKey()).toBe("hi");
  });
});

describe("user / system / assistant messages", () => {
  it("force their role", () => {
    expect(new UserMessage({ content: "u", role: "system" }).role).toBe("user");
    expect(new SystemMessage("s").role).toBe("system");
    expect(new AIMessage("a").role).toBe("assistant");
  });
  it("assistant messages carry an agent tag", () => {
    const m = new AIMessage("a");
    expect(m.agent).toBe("");
    expect(m.withAgent("Alice(Writer)")).toBe(m);
    expect(m.agent).toBe("Alice(Writer)");
    expect(m.metadata.agent).toBe("Alice(Writer)");
  });
  it("equality is structural and class-sensitive", () => {
    const a = new Message({ id: "1", content: "x" });
    expect(a.equals(new Message({ id: "1", content: "x" }))).toBe(true);
    expect(a.equals(new Message({ id: "2", content: "x" }))).toBe(false);
    expect(a.equals(new Message({ id: "1", content: "y" }))).toBe(false);
    expect(new AIMessage({ id: "1", content: "x" }).equals(new Message({ id: "1", content: "x", role: "assistant" }))).toBe(false);
    expect(new Message({ id: "1", sendTo: ["a", "b"] }).equals(new Message({ id: "1", sendTo: ["b", "a"] }))).toBe(true);
  });
});

describe("JSON round trip", () => {
  it("keeps every field and the message's class", () => {
    const m = new AIMessage({ content: "draft", instructContent: { title: "T" }, causeBy: WriteDraft, sentFrom: "Role", sendTo: ["Bob"] }).withAgent("Alice(Writer)");
    const back = Message.load(m.dump());
    expect(back).toBeInstanceOf(AIMessage);
    expect(back!.equals(m)).toBe(true);
    expect(back!.id).toBe(m.id);
    const viaData = Message.fromData(JSON.parse(JSON.stringify(m)));
    expect(viaData.equals(m)).toBe(true);
    expect(m.clone().equals(m)).toBe(true);
  });
  it("leaves out a null payload from dump, and load of invalid JSON gives null", () => {
    expect(JSON.parse(new Message("x").dump())).not.toHaveProperty("instructContent");
    expect(Message.load("{")).toBeNull();
    expect(Message.load("[1]")).toBeNull();
  });
});

describe("MessageQueue", () => {
  it("push, pop (null when empty), popAll in FIFO order, empty", () => {
    const q = new MessageQueue();
    expect(q.empty()).toBe(true);
    expect(q.pop()).toBeNull();
    const [a, b, c] = [new Message("a"), new Message("b"), new Message("c")];
    q.push(a);
    q.push(b);
    q.push(c);
    expect(q.empty()).toBe(false);
    expect(q.pop()).toBe(a);
    expect(q.popAll()).toEqual([b, c]);
    expect(q.empty()).toBe(true);
    expect(q.popAll()).toEqual([]);
  });
  it("dump leaves the queue unchanged; load restores it", () => {
    const q = new MessageQueue();
    expect(q.dump()).toBe("[]");
    const [a, b] = [new Message("a"), new AIMessage("b")];
    q.push(a);
    q.push(b);
    const json = q.dump();
    expect(q.size).toBe(2);
    const back = MessageQueue.load(json);
    const items = back.popAll();
    expect(items.map((m) => m.content)).toEqual(["a", "b"]);
    expect(items[0]!.equals(a)).toBe(true);
    expect(items[1]).toBeInstanceOf(AIMessage);
  });
  it("load of invalid JSON gives an empty queue and a warning", () => {
    const warn = vi.fn();
    expect(MessageQueue.load("not json", warn).empty()).toBe(true);
    expect(warn).toHaveBeenCalledOnce();
  });
});

describe("constants", () => {
  it("keeps MetaGPT's values", () => {
    expect(IGNORED_MESSAGE_ID).toBe("0");
    expect(MESSAGE_ROUTE_TO_ALL).toBe("<all>");
  });
});
