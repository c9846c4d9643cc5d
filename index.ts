/**
 * simulacra: believable agents on LangGraph.js. The public API.
 */

// Graphs: compiled (invoke, stream, draw) and uncompiled builders (compile with your own checkpointer/store).
export { memoryBuilderBuilder, memoryBuilderGraph } from "./graphs/memoryBuilder.js";
export { decideToTalkBuilder, decideToTalkGraph } from "./graphs/decideToTalk.js";

// Memory building: dialogue rows (`line` table) -> one character's chat messages.
export { chatHistory } from "./nodes/memory/chatHistory.js";
export { buildMemory } from "./nodes/memory/buildMemory.js";
export { toLangChainMessage } from "./nodes/memory/buildMessages.js";
export { LineSchema, LineSelfSchema, parseLines, parseLineSelf } from "./state/line.js";
export type { Line, LineSelf, MemoryMessage } from "./state/line.js";

// Decide to talk.
export { closedChatGate } from "./nodes/decideToTalk/chatGates.js";
export { routeChatGates, GATES_OPEN, GATES_CLOSED } from "./nodes/decideToTalk/routeChatGates.js";
export {
  decideToTalkPrompt,
  parseYesNo,
  pastTense,
  activityCore,
  describeStatus,
  DECIDE_TO_TALK_CUE,
} from "./prompts/decideToTalk.js";
export type { DecideToTalkInput } from "./prompts/decideToTalk.js";
export { ChatPartySchema, RetrievedSchema, LastChatSchema } from "./state/chatParty.js";
export type { ChatParty, ChatPartyInput, Retrieved, LastChat } from "./state/chatParty.js";
export type { ChatGate } from "./state/decideToTalk.js";

// Prompts and the runner.
export { runPrompt, renderTemplate, consoleLogger, ModelRequestError } from "./prompts/runner.js";
export type { ChatModelSource, PromptLogger, PromptRun, RunPromptOptions } from "./prompts/runner.js";
export { registerPrompt, getPrompt, registeredPromptIds } from "./prompts/registry.js";
export { emptyUsage, mergeUsage, totalUsage } from "./prompts/usage.js";
export type { PromptSpec, PromptUsage, UsageByPrompt, GenerationParams } from "./prompts/types.js";

// Models.
export {
  chatModelFactory,
  embeddingsFromSpec,
  checkModelEndpoint,
  ModelConfigError,
  DEFAULT_CHAT_MODEL,
  DEFAULT_EMBEDDINGS,
} from "./tools/models.js";
export { SimulatedChatModel } from "./tools/simulatedModel.js";
export type { SimulatedChatModelOptions } from "./tools/simulatedModel.js";
export { HashingEmbeddings } from "./tools/hashingEmbeddings.js";

// Thresholds, run context, game time.
export { DEFAULT_THRESHOLDS, resolveThresholds } from "./state/thresholds.js";
export type { Thresholds, ThresholdOverrides } from "./state/thresholds.js";
export { RunContext, readRunSettings } from "./state/runContext.js";
export type { RunContextInput, RunSettings } from "./state/runContext.js";
export { parseGameTime, formatGameTime, describeGameTime, addMinutes, hourOf } from "./state/gameTime.js";

// Generative agents: the persona graph, its state and the building blocks it uses.
export { personaBuilder, personaGraph } from "./graphs/persona.js";
export { PersonaTickInput, PersonaTickOutput, PersonaTickState } from "./state/personaTick.js";
export type {
  Clock,
  JoinChatEffect,
  Movement,
  OtherPersona,
  PersonaEffect,
  PersonaTickValues,
  Reaction,
  TileEvent,
  VillageRef,
} from "./state/personaTick.js";
export { ScratchSchema, SpatialMemorySchema, MemoryNodeSchema } from "./state/persona.js";
export type { MemoryNode, ScheduleEntry, Scratch, SpatialMemory, Triple, Utterance } from "./state/persona.js";
export { applyEffect } from "./state/personaEffects.js";
export { loadSmallville, loadSeedMemories, loadTownMap } from "./tools/smallvilleLoader.js";
export type { LoadedPersona, LoadedSmallville, SmallvilleMeta } from "./tools/smallvilleLoader.js";
export { SmallvilleFileError } from "./state/smallvilleFiles.js";
export { TownMap } from "./tools/townMap.js";
export { shortestPath, shortestPathToAny } from "./tools/pathFinder.js";
export { MemoryStream, newMemoryCursor, forkCursor, forkBranch } from "./tools/memoryStream.js";
export type { BranchRef, MemoryCursor } from "./tools/memoryStream.js";
export { retrieveForFocalPoints, scoreCandidates, retrievalCandidates, cosineSimilarity } from "./tools/retrieval.js";
export { openVillage, stepVillage, tickEvents } from "./tools/villageSession.js";
export type { PersonaSlot, VillageSession } from "./tools/villageSession.js";
export { DEFAULT_VILLAGE } from "./villages/index.js";
export { defaultPersonaTick } from "./villages/defaultInputs.js";
