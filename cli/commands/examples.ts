/**
 * `npm start -- examples`: the memory builder and decide-to-talk graphs on the bundled examples, printed.
 */
import { parseArgs } from "node:util";
import type { BaseMessage } from "@langchain/core/messages";
import { decideToTalkGraph } from "../../graphs/decideToTalk.js";
import { memoryBuilderGraph } from "../../graphs/memoryBuilder.js";
import { meetings } from "../../examples/meetings.js";
import { multiCharacterExample, oneOnOneExample } from "../../examples/lines.js";
import { mergeUsage, totalUsage } from "../../state/usage.js";
import type { UsageByPrompt } from "../../prompts/types.js";
import { checkModelEndpoint, chatModelFactory } from "../../tools/models/factory.js";
import { seedOption } from "../options.js";

export async function runExamples(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: { model: { type: "string", default: "simulated" }, seed: { type: "string" } },
  });
  const seed = seedOption(values) ?? 0;
  const model = values.model!;
  chatModelFactory(model, { seed });
  await checkModelEndpoint(model);
  const context = { model, seed };

  console.log("== Memory builder: dialogue rows -> one character's chat messages ==");
  for (const [title, example] of [
    ["One-on-one (self: display_name 钦灵)", oneOnOneExample],
    ["Several characters and a narrator (self: role_id 1)", multiCharacterExample],
  ] as const) {
    const { messages } = await memoryBuilderGraph.invoke({ lines: example.lines, self: example.self });
    console.log(`\n-- ${title}: ${example.lines.length} lines -> ${messages.length} messages`);
    for (const message of messages as BaseMessage[]) {
      console.log(`${roleOf(message).padEnd(9)} ${message.text.replaceAll("\n", "\n" + " ".repeat(10))}`);
    }
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
}

function roleOf(message: BaseMessage): string {
  const type = message.getType();
  return type === "human" ? "user" : type === "ai" ? "assistant" : type;
}
