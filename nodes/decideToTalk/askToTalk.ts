/** askToTalk: the initiator's model decides (decide_to_talk prompt; fail-safe "yes" unless overridden). */
import type { LangGraphRunnableConfig } from "@langchain/langgraph";
import { decideToTalkPrompt } from "../../prompts/decideToTalk.js";
import { runPrompt } from "../../prompts/runner.js";
import type { DecideToTalkStateType } from "../../state/decideToTalk.js";
import { readRunSettings } from "../../state/runContext.js";
import { modelsFor } from "../../tools/models/runModels.js";

export async function askToTalk(state: DecideToTalkStateType, config?: LangGraphRunnableConfig) {
  const settings = readRunSettings(config);
  const { chat } = await modelsFor(settings);
  const run = await runPrompt(
    decideToTalkPrompt,
    { initiator: state.initiator, target: state.target, lastChat: state.lastChat, retrieved: state.retrieved },
    {
      model: chat,
      maxAttempts: settings.thresholds.promptMaxAttempts,
      generation: { maxTokens: settings.thresholds.decideToTalkMaxTokens },
      failSafe: settings.failSafes[decideToTalkPrompt.id] as boolean | undefined,
      logger: settings.logger,
      signal: config?.signal,
    },
  );
  return { talk: run.value, usage: run.usage };
}
