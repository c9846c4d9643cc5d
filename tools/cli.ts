#!/usr/bin/env -S npx tsx
/**
 * The package's main job (`npm start`). Until the town simulation lands, it runs the memory builder and the
 * decide-to-talk graphs on the bundled examples and prints what they produce. Offline by default.
 *
 *   npm start -- [--model simulated|openai/<model>] [--seed N] [--help]
 */
import { parseArgs } from "node:util";
import type { BaseMessage } from "@langchain/core/messages";
import { decideToTalkGraph } from "../graphs/decideToTalk.js";
import { memoryBuilderGraph } from "../graphs/memoryBuilder.js";
import { meetings } from "../examples/meetings.js";
import { multiCharacterExample, oneOnOneExample } from "../examples/lines.js";
import { mergeUsage, totalUsage } from "../prompts/usage.js";
import type { UsageByPrompt } from "../prompts/types.js";
import { checkModelEndpoint, chatModelFactory } from "./models.js";

const HELP = `simulacra: believable agents on LangGraph.js

Usage: npm start -- [options]

Runs the bundled examples: dialogue rows turned into one character's chat memory (memoryBuilder graph) and
personas deciding whether to start a conversation (decideToTalk graph).

Options:
  --model <spec>   chat model: "simulated" (default, offline) or "openai/<model>"
                   (needs OPENAI_API_KEY; OPENAI_BASE_URL for any OpenAI-compatible server)
  --seed <n>       seed of the simulated model (default 0)
  -h, --help       this text`;

async function main(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      model: { type: "string", default: "simulated" },
      seed: { type: "string", default: "0" },
      help: { type: "boolean", short: "h", default: false },
    },
    allowPositionals: false,
  });
  if (values.help) {
    console.log(HELP);
    return 0;
  }
  const seed = Number(values.seed);
  if (!Number.isInteger(seed)) throw new UsageError(`--seed must be an integer, got "${values.seed}".`);
  const model = values.model!;
  chatModelFactory(model, { seed }); // configuration errors surface here, before any work
  await checkModelEndpoint(model);
  const context = { model, seed };

  console.log("== Memory builder: dialogue rows -> one character's chat messages ==");
  for (const [title, example] of [
    ["One-on-one (self: display_name 钦灵)", oneOnOneExample],
    ["Several characters and a narrator (self: role_id 1)", multiCharacterExample],
  ] as const) {
    const { messages } = await memoryBuilderGraph.invoke({ lines: example.lines, self: example.self });
    console.log(`\n-- ${title}: ${example.lines.length} lines -> ${messages.length} messages`);
    for (const message of messages as BaseMessage[]) console.log(`${roleOf(message).padEnd(9)} ${message.text.replaceAll("\n", "\n" + " ".repeat(10))}`);
  }

  console.log(`\n== Decide to talk (model: ${model}, seed ${seed}) ==`);
  let usage: UsageByPrompt = {};
  for (const meeting of meetings) {
    const result = await decideToTalkGraph.invoke(meeting.input, { context });
    usage = mergeUsage(usage, result.usage);
    const why = result.closedBy ? `no model call: ${result.closedBy}` : "asked the model";
    console.log(`\n-- ${meeting.title}`);
    console.log(`${meeting.input.initiator.name} -> ${meeting.input.target.name}: ${result.talk ? "talks" : "does not talk"} (${why})`);
  }

  const total = totalUsage(usage);
  console.log(
    `\nLLM usage: ${total.calls} call(s), ${total.inputTokens} input / ${total.outputTokens} output tokens, ` +
      `${total.retries} retries, ${total.fallbacks} fallbacks`,
  );
  return 0;
}

function roleOf(message: BaseMessage): string {
  const type = message.getType();
  return type === "human" ? "user" : type === "ai" ? "assistant" : type;
}

class UsageError extends Error {}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    // One sentence for the user; the stack only on request (SIMULACRA_DEBUG=1).
    console.error(`simulacra: ${error instanceof Error ? error.message : String(error)}`);
    if (process.env.SIMULACRA_DEBUG) console.error(error);
    process.exit(1);
  },
);
