/**
 * A human role (MetaGPT `is_human=True`): a person answers its prompts. Each prompt is a LangGraph interrupt that
 * says who is asked and what; the caller resumes it with the person's answer. Alone (`role.resume`), in an
 * Environment (the run pauses and says who waits) and in the `team` graph (`Command({ resume })`).
 */
import { describe, expect, it } from "vitest";
import { Command, MemorySaver } from "@langchain/langgraph";
import { teamBuilder } from "../graphs/team.js";
import { Message } from "../state/message.js";
import type { HumanInputRequest } from "../tools/models/humanModel.js";
import { ReviewDraft, WriteDraft, defaultReviewer, defaultWriter } from "../tools/roles/examples.js";
import { Environment } from "../drivers/roles/environment.js";
import { Role } from "../drivers/roles/role.js";
import { DRAFT_TEXTS, DRAFTS, ScriptedChatModel } from "./support/scriptedChatModel.js";

const IDEA = "Write a four-line poem about a lighthouse keeper who is afraid of the dark.";
const REVIEW = "Lovely image in line two. I'd make the last line less tidy: let him almost forgive them.";

const asked = (role: Role) => (role.pendingInterrupts[0] as { value: HumanInputRequest } | undefined)?.value;
const humanReviewer = () => new Role({ ...defaultReviewer(), isHuman: true, llm: new ScriptedChatModel("never asked", {}) });

describe("a human role alone", () => {
  it("stops at each prompt with what is asked, and its answer is what the role says", async () => {
    const reviewer = humanReviewer();
    const draft = new Message({ content: DRAFT_TEXTS[0]!, causeBy: WriteDraft, sentFrom: "Alice" });
    expect(await reviewer.run(draft)).toBeNull();
    const request = asked(reviewer)!;
    expect(request).toMatchObject({ kind: "human input", role: "Bob(Reviewer)", promptId: "review_draft" });
    expect(request.request).toContain("He winds the lamp at dusk"); // the person sees the prompt, draft included
    const published: Message[] = [];
    reviewer.setEnv({ desc: "", roleNames: () => [], setAddresses: () => {}, publishMessage: (m) => published.push(m) > 0 });
    const reply = await reviewer.resume(REVIEW);
    expect([reply!.content, reply!.causeBy, reply!.agent]).toEqual([REVIEW, "ReviewDraft", "Bob(Reviewer)"]);
    expect(published).toEqual([reply]);
    expect(reviewer.pendingInterrupts).toEqual([]);
    expect(reviewer.usage.review_draft).toMatchObject({ calls: 1, inputTokens: 0 });
  });

  it("an answer the prompt cannot read is asked again with the reason; every prompt of the role is the person's", async () => {
    const chooser = new Role({ name: "Hana", profile: "Editor", isHuman: true, actions: [WriteDraft, ReviewDraft] });
    expect(await chooser.run(IDEA)).toBeNull();
    expect(asked(chooser)).toMatchObject({ promptId: "role_state" }); // two actions: which one is the person's call
    expect(await chooser.resume("hmm, not sure")).toBeNull();
    expect(asked(chooser)!.request).toMatch(/could not be used/);
    expect(await chooser.resume("0")).toBeNull();
    expect(asked(chooser)).toMatchObject({ promptId: "write_draft" });
    const reply = await chooser.resume({ text: "The lamp goes round; he does not look behind." });
    expect([reply!.content, reply!.causeBy]).toEqual(["The lamp goes round; he does not look behind.", "WriteDraft"]);
  });
});

describe("a human role in an Environment", () => {
  it("pauses the run, says who waits for what, and goes on once answered", async () => {
    const writerModel = new ScriptedChatModel("writer's model", { write_draft: DRAFTS });
    const writer = new Role({ ...defaultWriter(), watch: ["UserRequirement", "ReviewDraft"], llm: writerModel });
    const reviewer = humanReviewer();
    const env = new Environment({ roles: [writer, reviewer] });
    env.publishMessage(new Message(IDEA));

    const first = await env.run(5);
    expect(first.rounds).toBe(2); // the draft, then the reviewer's turn stopped at its prompt
    expect(first.waiting).toEqual([{ role: "Bob", request: expect.objectContaining({ kind: "human input", promptId: "review_draft" }) }]);
    expect(env.history.get().map((m) => m.content)).toEqual([IDEA, DRAFT_TEXTS[0]]);
    // nothing runs while someone waits
    expect(await env.run(3)).toEqual({ rounds: 0, waiting: first.waiting });

    expect((await env.resume("Bob", REVIEW))!.content).toBe(REVIEW);
    expect(env.history.get().map((m) => m.content)).toEqual([IDEA, DRAFT_TEXTS[0], REVIEW]); // delivered at once
    expect(writer.rc.msgBuffer.peekAll().map((m) => m.content)).toEqual([REVIEW]);

    const second = await env.run(1);
    expect(second).toEqual({ rounds: 1, waiting: [] });
    expect(env.history.get().at(-1)!.content).toBe(DRAFT_TEXTS[1]); // the writer revised after the person's review
    expect(writerModel.count()).toBe(2);
    expect(env.usage.review_draft?.calls).toBe(1);
    await expect(env.resume("Bob", "again")).rejects.toThrow(/not waiting/);
  });
});

describe("a human role in the team graph", () => {
  it("interrupts the team run with the request; Command({ resume }) gives the answer", async () => {
    const graph = teamBuilder.compile({ checkpointer: new MemorySaver() });
    const config = { configurable: { thread_id: "human-review" }, context: { chatModel: new ScriptedChatModel("team model", { write_draft: DRAFTS }) } };
    await graph.invoke({ roles: [defaultWriter(), { ...defaultReviewer(), isHuman: true }], idea: IDEA, rounds: 3 }, config);
    const paused = await graph.getState(config);
    const interrupts = paused.tasks.flatMap((task) => task.interrupts.map((i) => i.value as HumanInputRequest));
    expect(interrupts).toEqual([expect.objectContaining({ kind: "human input", role: "Bob(Reviewer)", promptId: "review_draft" })]);

    const out = await graph.invoke(new Command({ resume: REVIEW }), config);
    expect((out.history ?? []).map((m) => m.content)).toEqual([IDEA, DRAFT_TEXTS[0], REVIEW]);
    expect((await graph.getState(config)).next).toEqual([]);
  });
});
