/**
 * The interview graph from code: its bundled example from an empty input, a persona of a town run asked a question
 * from the town's state (its memories only read: the store is the same afterwards), a kept answer becoming a thought,
 * and bad input named in one sentence.
 */
import { describe, expect, it } from "vitest";
import { InMemoryStore, MemorySaver } from "@langchain/langgraph";
import { interviewBuilder } from "../graphs/interview.js";
import { townBuilder } from "../graphs/town.js";
import { INTERVIEW_QUESTIONS } from "../examples/interviewQuestions.js";
import type { TownStateType } from "../state/town.js";
import { MemoryStream } from "../tools/memory/memoryStream.js";
import { HashingEmbeddings } from "../tools/models/hashingEmbeddings.js";

/**
 * Every memory and access record of the store, as text: what "unchanged" is checked against (the embedding cache
 * beside them may grow: it holds vectors of texts, shared by every branch, not anybody's memories).
 */
async function storeContents(store: InMemoryStore): Promise<string[]> {
  const items = await store.search(["simulacra", "memory"], { limit: 100_000 });
  return items.map((i) => JSON.stringify([i.namespace, i.key, i.value])).sort();
}

describe("interview graph", () => {
  it("interviews the bundled example from an empty input: the baker, her seed memories, the first question", { timeout: 120_000 }, async () => {
    const out = await interviewBuilder.compile({ store: new InMemoryStore() }).invoke({});
    expect(out.persona.scratch.name).toBe("Ada Okafor");
    expect(out.question).toBe(INTERVIEW_QUESTIONS[0]!.text);
    expect(out.answer).toMatch(/^(?:Well, |Happy to\. )?I'm Ada Okafor, 47\. I'm a baker/);
    expect(out.keptAs).toBeNull();
    // Her seed memories: the village's history lines about her, her status among them (one's own doing is one's memory).
    expect(out.persona.memory.count).toBe(5);
    expect(out.usage.interview_answer?.calls).toBe(1);
  });

  it("answers from a town's persona and clock, reading its memories only; keeping the answer makes it a thought", { timeout: 300_000 }, async () => {
    const store = new InMemoryStore();
    const town = townBuilder.compile({ store, checkpointer: new MemorySaver() });
    const thread = { configurable: { thread_id: "asked" } };
    const state = (await town.invoke({ startTime: "2024-05-06T08:00:00", until: "2024-05-06T08:30:00" }, thread)) as TownStateType;
    const interview = interviewBuilder.compile({ store });
    const input = { persona: state.personas["Tomas Reyes"]!, clock: state.clock, question: "What is your plan for the rest of today?" };

    const before = await storeContents(store);
    const out = await interview.invoke(input);
    expect(await storeContents(store)).toEqual(before);
    expect(out.persona).toEqual(input.persona);
    expect(out.answer).toMatch(/^Right now I'm /);
    const memories = await new MemoryStream({ store, cursor: input.persona.memory, tick: state.clock.tick, embeddings: new HashingEmbeddings(), embedderId: "hashing" }).all();
    for (const m of out.drewOn) expect(memories.find((n) => n.id === m.id)?.description).toBe(m.description);

    const kept = await interview.invoke({ ...input, keep: true });
    expect(kept.answer).toBe(out.answer);
    expect(kept.keptAs).toBe(`node_${input.persona.memory.count + 1}`);
    expect(kept.persona.memory.count).toBe(input.persona.memory.count + 1);
    const after = await new MemoryStream({ store, cursor: kept.persona.memory, tick: state.clock.tick, embeddings: new HashingEmbeddings(), embedderId: "hashing" }).all();
    expect(after[0]).toMatchObject({ id: kept.keptAs, type: "thought", created: state.clock.time, filling: kept.drewOn.map((m) => m.id) });
    expect(after[0]!.description).toContain(kept.answer);
    // The town itself is untouched: its state still holds the cursor from before.
    expect(((await town.getState(thread)).values as TownStateType).personas["Tomas Reyes"]!.memory).toEqual(input.persona.memory);
  });

  it("names a bad field, and asks for the clock before keeping an answer", async () => {
    const interview = interviewBuilder.compile({ store: new InMemoryStore() });
    await expect(interview.invoke({ question: "" })).rejects.toThrow(/^Interview input "question": /);
    const example = await interview.invoke({});
    await expect(interview.invoke({ persona: example.persona, keep: true })).rejects.toThrow('Interview input "clock": missing (keeping an answer needs');
  });
});
