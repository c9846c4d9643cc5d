/**
 * Token caps per model, as a wrapper: a run scales every prompt's cap (reasoning models think before they answer),
 * raises small caps to a floor (a one-line preamble before a number must fit), or sets one prompt's cap outright.
 * The original's caps (5 tokens for the wake-up hour, 8 for a poignancy) assumed a model that answers bare.
 */
import type { ModelReply, ModelRequest, PromptModel } from "../../state/modelSource.js";
import type { TokenCaps } from "../../state/runContext.js";
import { stableStringify } from "../random.js";

/** The cap sent for a prompt's own cap (undefined stays undefined: the server's default). */
export function tokenCapFor(promptId: string, cap: number | undefined, caps: TokenCaps): number | undefined {
  const override = caps.byPrompt[promptId];
  if (override !== undefined) return override;
  if (cap === undefined) return undefined;
  return Math.max(caps.min, Math.ceil(cap * caps.scale));
}

/**
 * A prompt model whose requests carry the run's token caps: every prompt's cap times `scale`, at least `min`, or its
 * own from `byPrompt`.
 */
export function withTokenCaps(model: PromptModel, caps: TokenCaps): PromptModel {
  const unchanged = caps.scale === 1 && caps.min === 0 && Object.keys(caps.byPrompt).length === 0;
  if (unchanged) return model;
  return {
    identity: `${model.identity}|maxTokens=${stableStringify(caps)}`,
    answerModes: model.answerModes,
    ask(request: ModelRequest): Promise<ModelReply> {
      const maxTokens = tokenCapFor(request.prompt.id, request.generation.maxTokens, caps);
      const generation = { ...request.generation };
      if (maxTokens === undefined) delete generation.maxTokens;
      else generation.maxTokens = maxTokens;
      return model.ask({ ...request, generation });
    },
  };
}
