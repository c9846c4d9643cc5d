/**
 * Settings that name prompts by id (`failSafes`, `maxTokens.byPrompt`) are refused at the run's start when an id names
 * no prompt (issue 28: a misspelt id was once accepted and never read), in one sentence naming the setting and the id
 * meant; ids of prompts user code registered are accepted like the package's own. A fail-safe of the wrong kind (a
 * number where the prompt falls back to a sentence) is refused there too, saying what the prompt takes.
 */
import { describe, expect, it } from "vitest";
import { FakeListChatModel } from "@langchain/core/utils/testing";
import { z } from "zod/v4";
import { decideToTalkGraph } from "../../graphs/decideToTalk.js";
import { registerPrompt } from "../../prompts/registry.js";
import type { PromptSpec } from "../../prompts/types.js";
import { ChatPartySchema } from "../../state/chatParty.js";
import { corpora } from "./corpus/index.js";

const party = (name: string) =>
  ChatPartySchema.parse({
    name,
    currTime: "2023-02-13T10:00:00",
    actAddress: "Larkspur:Okafor Bakery:shop floor:counter",
    actDescription: "selling bread (wrapping a loaf)",
  });
const input = { initiator: party("Ada Okafor"), target: party("Tomas Reyes") };
const model = () => new FakeListChatModel({ responses: ["Tomas is a regular, so yes, a quick hello.\nAnswer: yes"] });

describe("settings naming prompts by id", () => {
  it("refuse a misspelt fail-safe id with the id meant, before the model is asked", async () => {
    const asked = model();
    await expect(decideToTalkGraph.invoke(input, { context: { chatModel: asked, failSafes: { decide_to_tlak: false } } })).rejects.toThrow(
      'Invalid run context field "failSafes": no prompt has the id "decide_to_tlak"; did you mean "decide_to_talk"?',
    );
    expect(asked.i).toBe(0);
  });

  it("list the prompt ids when none is close", async () => {
    const run = decideToTalkGraph.invoke(input, { context: { chatModel: model(), failSafes: { chatting: false } } });
    await expect(run).rejects.toThrow(/no prompt has the id "chatting"; the prompt ids are .*"decide_to_talk".*"wake_up_hour"/);
  });

  it("refuse an unknown id among the token caps by prompt too", async () => {
    const run = decideToTalkGraph.invoke(input, { context: { chatModel: model(), maxTokens: { byPrompt: { decideToTalk: 40 } } } });
    await expect(run).rejects.toThrow('Invalid run context field "maxTokens.byPrompt": no prompt has the id "decideToTalk"; did you mean "decide_to_talk"?');
  });

  it("refuse a fail-safe of the wrong kind in one sentence saying what the prompt takes, before the model is asked", async () => {
    const asked = model();
    const refused = (failSafes: Record<string, unknown>) => decideToTalkGraph.invoke(input, { context: { chatModel: asked, failSafes } });
    await expect(refused({ decide_to_talk: "yes" })).rejects.toThrow(
      'Invalid run context field "failSafes.decide_to_talk": the fail-safe of prompt "decide_to_talk" is true or false, not "yes".',
    );
    // A number where the prompt falls back to a sentence (a settings file's or Studio's value).
    await expect(refused({ decide_to_talk: true, inner_thought: 42 })).rejects.toThrow(
      'Invalid run context field "failSafes.inner_thought": the fail-safe of prompt "inner_thought" is a text, not 42.',
    );
    // A schedule given as its activities alone.
    await expect(refused({ replan_schedule: ["napping", "reading"] })).rejects.toThrow(
      'Invalid run context field "failSafes.replan_schedule": the fail-safe of prompt "replan_schedule" is a list of [activity, minutes] pairs, e.g. [["sleeping", 360], ["having breakfast", 30]], not ["napping","reading"].',
    );
    await expect(refused({ utterance: { text: "Bye!" } })).rejects.toThrow(/"failSafes.utterance": .* is an object with "utterance" \(a text\) and "end" \(true or false\)/);
    expect(asked.i).toBe(0);
  });

  it("say for every package prompt what its fail-safe takes, and its own fail-safe is of that kind", () => {
    for (const corpus of corpora) {
      const { prompt } = corpus;
      expect(prompt.failSafeValue?.description, prompt.id).toBeTruthy();
      for (const c of [{ inputs: corpus.inputs }, ...corpus.text].filter((c) => c.inputs).slice(0, 5)) {
        const own = prompt.failSafe(prompt.inputSchema.parse(c.inputs));
        const checked = prompt.failSafeValue!.safeParse(own);
        expect(checked.success, `${prompt.id}: ${JSON.stringify(own)}: ${checked.error?.message}`).toBe(true);
      }
    }
  });

  it("accept the package's ids and those user code registered", async () => {
    const greetingCard: PromptSpec<Record<string, never>, string> = {
      id: "greeting_card",
      version: 1,
      template: "Write a one-line greeting card.",
      inputSchema: z.object({}),
      variables: () => ({}),
      structured: { schema: z.object({ card: z.string() }), toValue: (answer) => String(answer.card), fromValue: (card) => ({ card }) },
      parse: (text) => text.trim(),
      failSafe: () => "Best wishes.",
      generation: { maxTokens: 40, temperature: 0.7 },
      simulate: () => "Warm wishes from the bakery!",
    };
    registerPrompt(greetingCard);
    const result = await decideToTalkGraph.invoke(input, {
      context: { chatModel: model(), failSafes: { decide_to_talk: false, greeting_card: "Hello." }, maxTokens: { byPrompt: { decide_to_talk: 80 } } },
    });
    expect(result.talk).toBe(true);
  });
});
