import { describe, expect, it, vi } from "vitest";
import { MemorySaver } from "@langchain/langgraph";
import { teamBuilder, teamGraph } from "../graphs/team.js";
import { RUN_ROLES, TEAM_DONE, routeRound } from "../nodes/team/routes.js";
import { publishToMembers, recipientsOf } from "../nodes/team/members.js";
import { AIMessage, Message, USER_REQUIREMENT } from "../state/message.js";
import { emptyRuntime, normalizeRoleSpec } from "../state/roleGraph.js";
import type { TeamMember, TeamStateType } from "../state/teamGraph.js";
import { Action } from "../tools/roles/action.js";
import { Environment } from "../drivers/roles/environment.js";
import { DEFAULT_IDEA } from "../tools/roles/examples.js";
import { Role } from "../drivers/roles/role.js";
import { FakeListChatModel } from "@langchain/core/utils/testing";

function silentModel() {
  const model = new FakeListChatModel({ responses: [] });
  model.invoke = () => {
    throw new Error("the model was asked");
  };
  return model;
}

/** A non-LLM action that answers what it saw last, after a delay, recording overlap with other runs. */
const clock = { running: 0, maxRunning: 0 };
function step(id: string, delayMs = 0) {
  return new (class extends Action {
    runs = 0;
    override async run(history: Message[]) {
      this.runs += 1;
      clock.running += 1;
      clock.maxRunning = Math.max(clock.maxRunning, clock.running);
      await new Promise((r) => setTimeout(r, delayMs));
      clock.running -= 1;
      return `${id}(${history.at(-1)?.content ?? ""})`;
    }
  })({ id });
}

const member = (spec: Parameters<typeof normalizeRoleSpec>[0], rc = emptyRuntime()): TeamMember => {
  const s = normalizeRoleSpec(spec);
  return { spec: s, rc, addresses: s.addresses };
};

describe("routing", () => {
  it("a message reaches every member whose addresses meet its recipients, everyone by default", () => {
    const members = [member({ name: "A" }), member({ name: "B", classId: "Reviewer" }), member({ name: "C", addresses: ["team"] })];
    expect(recipientsOf(new Message("x"), members)).toEqual([0, 1, 2]);
    expect(recipientsOf(new Message({ content: "x", sendTo: ["B"] }), members)).toEqual([1]);
    expect(recipientsOf(new Message({ content: "x", sendTo: ["Role"] }), members)).toEqual([0]);
    expect(recipientsOf(new Message({ content: "x", sendTo: ["Reviewer", "team"] }), members)).toEqual([1, 2]);
    expect(recipientsOf(new Message({ content: "x", sendTo: ["nobody"] }), members)).toEqual([]);
  });
  it("publishing puts the message into buffers and the history; nobody reached gives a warning", () => {
    const members = [member({ name: "A" }), member({ name: "B" })];
    const warn = vi.fn();
    const m = new Message({ content: "x", sendTo: ["B"] });
    const out = publishToMembers([m.toData(), new Message({ content: "y", sendTo: ["Z"] }).toData()], members, [], warn);
    expect(out.members[0]!.rc.msgBuffer).toEqual([]);
    expect(out.members[1]!.rc.msgBuffer).toEqual([m.toData()]);
    expect(out.history.map((h) => h.content)).toEqual(["x", "y"]);
    expect(warn).toHaveBeenCalledOnce();
    expect(members[1]!.rc.msgBuffer).toEqual([]); // inputs untouched
  });
  it("a round runs the roles that are not idle, until the rounds are spent", () => {
    const busy = member({ name: "A" }, { ...emptyRuntime(), msgBuffer: [new Message("x").toData()] });
    const idle = member({ name: "B" });
    const state = { roles: [busy, idle], round: 0, rounds: 2 } as unknown as TeamStateType;
    const sends = routeRound(state);
    expect(Array.isArray(sends)).toBe(true);
    expect((sends as { args: { index: number } }[]).map((s) => s.args.index)).toEqual([0]);
    expect(routeRound({ ...state, round: 2 })).toBe(TEAM_DONE);
    expect(routeRound({ ...state, roles: [idle] })).toBe(TEAM_DONE);
    expect(RUN_ROLES).toMatch(/Send/);
  });
});

describe("Environment", () => {
  it("registers roles by name with their addresses; the prefix lists the team", () => {
    const a = new Role({ name: "Alice", profile: "Writer" });
    const b = new Role({ name: "Bob", profile: "Reviewer", addresses: ["reviewers"] });
    const env = new Environment({ desc: "a small press", roles: [a, b] });
    expect(env.roleNames()).toEqual(["Alice", "Bob"]);
    expect(env.getRole("Bob")).toBe(b);
    expect(env.getRole("Nobody")).toBeNull();
    expect(Object.keys(env.getRoles())).toEqual(["Alice", "Bob"]);
    expect(env.getAddresses(a)).toEqual(new Set(["Role", "Alice"]));
    expect(env.getAddresses(b)).toEqual(new Set(["reviewers"]));
    expect(a.prefix).toContain("a small press");
    expect(a.prefix).toContain("Bob");
    b.setAddresses(["editors"]);
    expect(env.getAddresses(b)).toEqual(new Set(["editors"]));
  });

  it("publishMessage routes by address and keeps the history", () => {
    const a = new Role({ name: "Alice" });
    const b = new Role({ name: "Bob" });
    const env = new Environment({ roles: [a, b], context: { logger: { warn: () => {} } } });
    expect(env.publishMessage(new Message({ content: "to Bob", sendTo: ["Bob"] }))).toBe(true);
    expect(a.rc.msgBuffer.empty()).toBe(true);
    expect(b.rc.msgBuffer.size).toBe(1);
    env.publishMessage(new Message("to all"));
    expect(a.rc.msgBuffer.size).toBe(1);
    expect(b.rc.msgBuffer.size).toBe(2);
    expect(env.publishMessage(new Message({ content: "lost", sendTo: ["Carol"] }))).toBe(true);
    expect(env.history.get().map((m) => m.content)).toEqual(["to Bob", "to all", "lost"]);
    expect(env.isIdle).toBe(false);
  });

  it("a role in an environment publishes its reply there", async () => {
    const a = new Role({ name: "Alice", actions: [step("Write")], context: { chatModel: silentModel() } });
    const b = new Role({ name: "Bob", watch: ["Write"], actions: [step("Review")], context: { chatModel: silentModel() } });
    const env = new Environment({ roles: [a, b] });
    await a.run("idea");
    expect(b.rc.msgBuffer.peekAll().map((m) => m.content)).toEqual(["Write(idea)"]);
    expect(env.history.get()[0]!.agent).toBe("Alice()");
  });

  it("runs rounds: roles with news run concurrently, messages reach watchers, stops when everyone is idle", async () => {
    clock.maxRunning = 0;
    const write = step("Write", 30);
    const review = step("Review", 30);
    const note = step("Note", 30);
    const writer = new Role({ name: "Alice", profile: "Writer", actions: [write] });
    const reviewer = new Role({ name: "Bob", profile: "Reviewer", watch: ["Write"], actions: [review] });
    const noter = new Role({ name: "Carol", profile: "Noter", actions: [note] });
    const env = new Environment({ roles: [writer, reviewer, noter], context: { chatModel: silentModel() } });
    env.publishMessage(new Message("a poem"));
    await env.run(10);
    expect(clock.maxRunning).toBe(2); // Alice and Carol in the same round
    expect([write.runs, review.runs, note.runs]).toEqual([1, 1, 1]);
    expect(env.history.get().map((m) => m.content)).toEqual(["a poem", "Write(a poem)", "Note(a poem)", "Review(Write(a poem))"]);
    expect(env.isIdle).toBe(true);
    expect(reviewer.getMemories().map((m) => m.causeBy)).toEqual(["Write", "Review"]);
    expect(writer.getMemories().map((m) => m.causeBy)).toEqual([USER_REQUIREMENT, "Write"]);
  });

  it("run(k) runs at most k rounds", async () => {
    const writer = new Role({ name: "A", actions: [step("W")], watch: [USER_REQUIREMENT, "R"] });
    const reviewer = new Role({ name: "B", actions: [step("R")], watch: ["W"] });
    const env = new Environment({ roles: [writer, reviewer], context: { chatModel: silentModel() } });
    env.publishMessage(new Message("go"));
    await env.run(1);
    expect(env.history.count()).toBe(2);
    await env.run(2);
    expect(env.history.count()).toBe(4);
    expect(env.isIdle).toBe(false);
  });
});

describe("the team graph", () => {
  it("runs the default team offline on an empty input; its state is JSON", async () => {
    const out = await teamGraph.invoke({});
    const history = out.history ?? [];
    expect(history.map((m) => [m.causeBy, (m.metadata as { agent?: string }).agent ?? ""])).toEqual([
      [USER_REQUIREMENT, ""],
      ["WriteDraft", "Alice(Writer)"],
      ["ReviewDraft", "Bob(Reviewer)"],
    ]);
    expect(history[0]!.content).toBe(DEFAULT_IDEA);
    expect(out.round).toBe(3);
    expect(JSON.parse(JSON.stringify(out))).toEqual(out);
  });

  it("roles are data: watches, addresses and direct messages route as in MetaGPT", async () => {
    const out = await teamGraph.invoke({
      roles: [
        { name: "Alice", profile: "Writer", actions: ["WriteDraft"] },
        { name: "Bob", profile: "Reviewer", actions: ["ReviewDraft"], watch: [] },
      ],
      idea: { content: "Bob, review this line: 'the sea is big'", sendTo: ["Bob"] },
      desc: "a writing workshop",
    });
    // only Bob gets the idea; he accepts it because it is sent to his name, though he watches nothing
    expect((out.history ?? []).map((m) => m.causeBy)).toEqual([USER_REQUIREMENT, "ReviewDraft"]);
    const roles = out.roles as TeamMember[];
    expect(roles[0]!.rc.memory).toEqual([]);
  });

  it("rejects duplicate role names", async () => {
    await expect(teamGraph.invoke({ roles: [{ name: "A" }, { name: "A" }] })).rejects.toThrow(/named "A"/);
  });

  it("is checkpointed by rounds: interrupted after a round, it resumes from its checkpoint", async () => {
    const graph = teamBuilder.compile({ checkpointer: new MemorySaver() });
    const config = { configurable: { thread_id: "team-1" } };
    await graph.invoke({}, { ...config, interruptAfter: ["deliver"] });
    const paused = await graph.getState(config);
    expect(paused.values.round).toBe(1);
    expect(paused.values.history.map((m: { causeBy: string }) => m.causeBy)).toEqual([USER_REQUIREMENT, "WriteDraft"]);
    const done = await graph.invoke(null, config);
    expect(done.round).toBe(3);
    expect(done.history.map((m) => m.causeBy)).toEqual([USER_REQUIREMENT, "WriteDraft", "ReviewDraft"]);
    // the writer's and the reviewer's messages say who wrote them (both are of the plain Role class)
    expect(done.history.map((m) => m.sentFrom)).toEqual(["", "Alice", "Bob"]);
    // a second run on the thread continues with the same roles and history
    const next = await graph.invoke({ idea: "Now a limerick", rounds: 1 }, config);
    expect(next.history.map((m) => m.content).at(-1)).toContain("limerick");
  });

  it("a reply is an assistant message tagged with its role", async () => {
    const out = await teamGraph.invoke({ roles: [{ name: "Solo", profile: "Poet", actions: ["WriteDraft"] }], idea: "a line" });
    const reply = Message.fromData(out.history[1]!);
    expect(reply).toBeInstanceOf(AIMessage);
    expect(reply.agent).toBe("Solo(Poet)");
    expect(reply.sentFrom).toBe("Solo");
    const unnamed = await teamGraph.invoke({ roles: [{ profile: "Poet", actions: ["WriteDraft"] }], idea: "a line" });
    expect(unnamed.history[1]!.sentFrom).toBe("Role");
  });
});

describe("team input typed in Studio's form", () => {
  it("refuses rounds that are not a whole number of 1 or more, naming the field, before any role runs", async () => {
    await expect(teamGraph.invoke({ rounds: "three" } as never)).rejects.toThrow('Team input "rounds": expected a whole number of rounds, 1 or more, got "three".');
    await expect(teamGraph.invoke({ rounds: -1 })).rejects.toThrow('Team input "rounds": expected a whole number of rounds, 1 or more, got -1.');
  });

  it("refuses a role given by name, saying what a role is", async () => {
    await expect(teamGraph.invoke({ roles: ["Nobody"] } as never)).rejects.toThrow(
      'Invalid role "Nobody": a role is described by an object such as { "name": "Alice", "profile": "Writer" }.',
    );
  });
});
