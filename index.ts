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
export { runPrompt, renderTemplate, repairRequest, consoleLogger } from "./prompts/runner.js";
export type { ChatModelSource, PromptLogger, PromptModel, PromptRun, RunPromptOptions } from "./prompts/runner.js";
export { ModelRequestError, EndpointFailedError, RequestRejectedError, TransportError, redactSecrets } from "./prompts/modelErrors.js";
export { promptModelOf } from "./prompts/chatModelAdapter.js";
export type {
  AnswerMode,
  AnswerModeSetting,
  ModelReply,
  ModelRequest,
  StructuredFormat,
} from "./state/modelSource.js";
export { registerPrompt, getPrompt, registeredPromptIds } from "./prompts/registry.js";
export { emptyUsage, mergeUsage, totalUsage } from "./state/usage.js";
export type { PromptSpec, PromptUsage, StructuredAnswer, UsageByPrompt, GenerationParams } from "./prompts/types.js";

// Models.
export {
  chatModelFactory,
  promptModelFor,
  embeddingsFromSpec,
  checkModelEndpoint,
  ModelConfigError,
  DEFAULT_CHAT_MODEL,
  DEFAULT_EMBEDDINGS,
} from "./tools/models/factory.js";
export { SimulatedChatModel } from "./tools/models/simulatedModel.js";
export type { SimulatedChatModelOptions } from "./tools/models/simulatedModel.js";
export { HashingEmbeddings } from "./tools/models/hashingEmbeddings.js";
export { modelsFor, withAnswerCache, answerCacheOf } from "./tools/models/runModels.js";
export type { RunModels } from "./tools/models/runModels.js";
export { withTransport } from "./tools/models/transport.js";
export { checkModel, judge as judgeModelCheck, SOUND_FALLBACK_SHARE } from "./drivers/checkModel.js";
export type { Burst, CheckModelOptions, ModelCheck, PromptCheck, PromptOutcome, Verdict as ModelVerdict } from "./drivers/checkModel.js";
export { readAnswer } from "./prompts/reading.js";
export type { AnswerSigns, Reading } from "./prompts/reading.js";
export { withTokenCaps } from "./tools/models/tokenCaps.js";
export { withRecording, RECORDING_FILE } from "./tools/models/recording.js";
export { loadRecording, replayModel, ReplayMissError } from "./tools/models/replay.js";

// Thresholds, run context, game time.
export { DEFAULT_THRESHOLDS, resolveThresholds } from "./state/thresholds.js";
export type { Thresholds, ThresholdOverrides } from "./state/thresholds.js";
export { RunContext, RunContextSchema, readRunSettings } from "./state/runContext.js";
export type { RunContextInput, RunSettings, StudioRunContext } from "./state/runContext.js";
export { parseGameTime, formatGameTime, describeGameTime, addMinutes, hourOf } from "./state/gameTime.js";

// Generative agents: the persona graph, its state and the building blocks it uses.
export { buildPersonaGraph, PERSONA_STAGES, personaBuilder, personaGraph } from "./graphs/persona.js";
export type { PersonaStages } from "./graphs/persona.js";
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
export { loadSmallville, loadSeedMemories, loadTownMap } from "./tools/world/smallvilleLoader.js";
export type { LoadedPersona, LoadedSmallville, SmallvilleMeta } from "./tools/world/smallvilleLoader.js";
export { SmallvilleFileError } from "./state/smallvilleFiles.js";
export { TownMap } from "./tools/world/townMap.js";
export { shortestPath, shortestPathToAny } from "./tools/world/pathFinder.js";
export { MemoryStream, newMemoryCursor, forkCursor, forkBranch } from "./tools/memory/memoryStream.js";
export type { BranchRef, MemoryCursor } from "./tools/memory/memoryStream.js";
export { retrieveForFocalPoints, scoreCandidates, retrievalCandidates, cosineSimilarity } from "./tools/memory/retrieval.js";
export { openVillage, stepVillage, tickEvents } from "./drivers/town/villageSession.js";
export type { PersonaSlot, VillageSession } from "./drivers/town/villageSession.js";
export { DEFAULT_VILLAGE } from "./villages/index.js";
export { defaultPersonaTick } from "./villages/defaultInputs.js";

// Town: many personas on one map, checkpointed, forkable.
export { townBuilder, townGraph } from "./graphs/town.js";
export { TownInput, TownState } from "./state/town.js";
export type { Scenario, TownClock, TownPersona, TownStateType, ThoughtResult } from "./state/town.js";
export { newMemoryReads, newTownMetrics } from "./state/townMetrics.js";
export type { MemoryReads, TownMetrics, PersonaMetrics } from "./state/townMetrics.js";
export type { MovementRecord } from "./nodes/town/resolve.js";
export { openRun, advance, history, fork, currentState, steer, pauseHere, waitingAtPause, RunSpecSchema } from "./drivers/town/townRun.js";
export type { TownRun, RunSpec, NewRunSpec, CheckpointInfo, ForkOptions, AdvanceOptions } from "./drivers/town/townRun.js";

// Steering a town: pause points (interrupts), whispers, interviews, the bundled evaluation.
export { PauseRequestSchema, TownCommandSchema, PAUSE_EVENTS } from "./state/townPause.js";
export type { PauseRequest, PauseEvent, PausedAt, TownCommand, CommandReply, SteeringEntry, RecalledMemory } from "./state/townPause.js";
export { whisperInto } from "./tools/memory/whisper.js";
export { interviewPersona, keepAnswer } from "./tools/memory/interview.js";
export type { InterviewAnswer } from "./tools/memory/interview.js";
export { interviewBuilder, interviewGraph } from "./graphs/interview.js";
export { interview, interviewEveryone, stateAt } from "./drivers/town/interviews.js";
export type { Evaluation, EvaluationAnswer } from "./drivers/town/interviews.js";
export { INTERVIEW_QUESTIONS, INTERVIEW_CATEGORIES, questionFor } from "./examples/interviewQuestions.js";
export type { InterviewQuestion, InterviewCategory } from "./examples/interviewQuestions.js";
export { RunRecorder } from "./drivers/town/runOutputs.js";
// Comparing branches of a run (a fork and its parent, two forks): what changed, when, and what used the whisper.
export { compareRuns, compareBranches } from "./drivers/compare/compareRuns.js";
export type { RunComparison, PersonComparison, Divergence, CompareEvent, WhisperTrace } from "./drivers/compare/compareRuns.js";
export { readBranch } from "./drivers/compare/branchTimeline.js";
export type { BranchTimeline } from "./drivers/compare/branchTimeline.js";
export { comparisonSummary, comparisonMarkdown, writeComparison } from "./drivers/compare/compareReport.js";
export { SqliteStore } from "./tools/stores/sqliteStore.js";

// Roles (MetaGPT style): messages, memory, actions, roles, environment; the role and team graphs.
export { roleBuilder, roleGraph } from "./graphs/role.js";
export { teamBuilder, teamGraph } from "./graphs/team.js";
export {
  // AIMessage is MetaGPT's name; RoleAIMessage is the same class, for code that also imports LangChain's AIMessage.
  Message, UserMessage, SystemMessage, AIMessage, AIMessage as RoleAIMessage, MessageQueue, anyToStr, anyToName, anyToStrSet, isSendTo,
  USER_REQUIREMENT, MESSAGE_ROUTE_TO_ALL, MESSAGE_ROUTE_TO_NONE, MESSAGE_ROUTE_TO_SELF, MESSAGE_ROUTE_FROM, MESSAGE_ROUTE_TO,
  MESSAGE_ROUTE_CAUSE_BY, IGNORED_MESSAGE_ID, AGENT, TEAMLEADER_NAME,
} from "./state/message.js";
export type { MessageData, MessageInit, MessageKind, Named } from "./state/message.js";
export { Memory } from "./state/roleMemory.js";
export type { MemoryData } from "./state/roleMemory.js";
export {
  RoleReactMode, ROLE_REACT_MODES, RoleSpecSchema, normalizeRoleSpec, emptyRuntime, normalizeRuntime, runtimeIsIdle, roleSetting,
  RoleGraphInput, RoleGraphOutput, RoleGraphState,
} from "./state/roleGraph.js";
export type { RoleSpec, RoleSpecInput, RoleRuntime, RoleEnvInfo, WithMessage } from "./state/roleGraph.js";
export { TeamInput, TeamOutput, TeamState, DEFAULT_TEAM_ROUNDS } from "./state/teamGraph.js";
export type { TeamMember, TeamMemberInput } from "./state/teamGraph.js";
export { Action, ActionOutput, PromptAction, UserRequirement, promptInputs } from "./tools/roles/action.js";
export type { ActionContext, ActionInit, ActionResult, ActionLike } from "./tools/roles/action.js";
export { registerAction, getAction, registeredActionIds, resolveAction, unregisterAction } from "./tools/roles/registry.js";
export { Role, RoleContext, roleRunContext } from "./drivers/roles/role.js";
export type { RoleInit, RoleData, RoleEnvironment, RoleCallOptions, WithMessageArg } from "./drivers/roles/role.js";
export { Environment } from "./drivers/roles/environment.js";
export type { EnvironmentInit, EnvironmentRunResult, WaitingRole } from "./drivers/roles/environment.js";
export { Team, DEFAULT_INVESTMENT, DEFAULT_TEAM_RUN_ROUNDS } from "./drivers/roles/team.js";
export type { TeamInit, TeamRunOptions } from "./drivers/roles/team.js";
export { parseCode, CodeParser } from "./tools/roles/codeParser.js";
export { humanPromptModel, humanAnswerText } from "./tools/models/humanModel.js";
export type { HumanInputRequest } from "./tools/models/humanModel.js";
export { WriteDraft, ReviewDraft, defaultTeam, defaultWriter, defaultReviewer, DEFAULT_IDEA } from "./tools/roles/examples.js";
export { Plan, Task, newTask, applyPlannedTasks, describePlan, updateTaskResult } from "./state/plan.js";
export type { TaskData, TaskResult, PlanData, PlannedTask } from "./state/plan.js";
export { rolePrefix } from "./prompts/role/prefix.js";
export { roleStatePrompt, writePlanPrompt, roleInstructionPrompt, roleAaskPrompt, writeDraftPrompt, reviewDraftPrompt } from "./prompts/role/index.js";
export { extractStateValue, parseStateChoice } from "./prompts/role/stateChoice.js";

// Long-term role memory on Chroma, and the character example on SQLite.
// (The Chroma clients themselves, drivers/roles/chromaConnection.ts, stay out of the public types: chromadb's .d.ts does not
// type-check in a consumer's strict project.)
export { startChroma, closeSharedChroma, chromaConnectionsCreated, chromaCliPath } from "./servers/chromaServer.js";
export type { ChromaServer, ChromaServerOptions } from "./servers/chromaServer.js";
export { connectChroma } from "./drivers/roles/connectChroma.js";
export type { ChromaTarget, ChromaConnector, ChromaClientHandle } from "./state/chromaTarget.js";
export {
  RoleZeroLongTermMemory, roleZeroCollectionName, DEFAULT_ROLE_MEMORY_PATH, DEFAULT_ROLE_ZERO_COLLECTION,
} from "./drivers/roles/roleZeroMemory.js";
export type { RoleZeroLongTermMemoryOptions, RoleZeroMemoryLogger } from "./drivers/roles/roleZeroMemory.js";
export { rankMemoriesPrompt, parseRanking } from "./prompts/role/rankMemories.js";
export { characterReplyPrompt, parseCharacterReply, formatCharacterReply } from "./prompts/role/characterReply.js";
export type { ReplySegment } from "./prompts/role/characterReply.js";
export { CharacterStore, replyAsCharacter, SaveChangedError, NoReplyError, CHARACTER_SCHEMA_SQL } from "./drivers/characterStore.js";
export type { SaveRow, NewLine, CharacterTurn, ReplyOptions } from "./drivers/characterStore.js";

// Your own village: a spec (village.yaml or an object) built into a map and base folder the town runs.
export { defineVillage } from "./tools/world/defineVillage.js";
export { VillageSpecSchema, villageJsonSchema } from "./state/villageSpec.js";
export type { VillageSpec, VillageSpecInput } from "./state/villageSpec.js";
export { readVillageSpec, parseVillageSpec, VillageSpecError } from "./tools/world/villageSpecFile.js";
export { buildVillage, type BuiltVillage } from "./tools/world/villageBuilder.js";
export { layOutVillage } from "./tools/world/villageLayout.js";
