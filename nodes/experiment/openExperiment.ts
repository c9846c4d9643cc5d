/**
 * openExperiment: checks the input (a bad field is named) and fills in what is left out. With no snapshots, the
 * bundled example: Larkspur's busy morning run here as a nested town (on the run's store), the example's fact
 * whispered at its time, the town's state taken at each time asked and its movements kept, then measured.
 */
import { randomUUID } from "node:crypto";
import { MemorySaver, type LangGraphRunnableConfig } from "@langchain/langgraph";
import { AsyncLocalStorageProviderSingleton } from "@langchain/core/singletons";
import { townBuilder } from "../../graphs/town.js";
import { ExperimentInputFieldsSchema, type ExperimentStateType, type RunSnapshot, type StepTiles } from "../../state/experiment.js";
import { parseInput } from "../../state/inputProblem.js";
import { parseExperimentSpec, type ExperimentSpec } from "../../state/experimentSpec.js";
import { readRunSettings } from "../../state/runContext.js";
import type { TownStateType } from "../../state/town.js";
import type { MovementRecord } from "../town/resolve.js";
import { whisperInto } from "../../tools/memory/whisper.js";
import { DEFAULT_VILLAGE } from "../../villages/index.js";
import { LARKSPUR_EXAMPLE } from "../../villages/larkspur/experiment.js";
import { storeOf } from "../persona/runtime.js";

export async function openExperiment(state: Pick<ExperimentStateType, "experiment" | "snapshots" | "village" | "steps">, config?: LangGraphRunnableConfig) {
  parseInput("Experiment", ExperimentInputFieldsSchema, state);
  const spec = parseExperimentSpec(state.experiment ?? LARKSPUR_EXAMPLE);
  if (state.snapshots?.length) {
    if (spec.events.length && !state.village) throw new Error('Experiment input "village": missing (events need the run\'s map folder, { "mapDir": "..." }).');
    return { spec };
  }
  if (state.experiment) throw new Error('Experiment input "snapshots": missing (give the run at each time asked, or leave both out for the bundled example).');
  // The example's town is a run of its own (its own checkpoints), not a step of this one: outside this node's context.
  return { spec, ...(await AsyncLocalStorageProviderSingleton.getInstance().run(undefined as never, () => runExample(spec, config))) };
}

/** The example's town, run from its first time to its last, with the whispers and the snapshots the spec asks for. */
async function runExample(spec: ExperimentSpec, config?: LangGraphRunnableConfig) {
  const store = storeOf(config);
  const town = townBuilder.compile({ checkpointer: new MemorySaver(), store });
  const thread = { configurable: { thread_id: `experiment-example-${randomUUID()}` }, context: config?.context, streamMode: ["custom"] as const, recursionLimit: 1000 };
  const settings = readRunSettings(config);
  const tiles: Record<string, [number, number]> = {};
  const steps: StepTiles[] = [];
  const go = async (input: unknown) => {
    for await (const [, record] of (await town.stream(input as never, thread as never)) as AsyncIterable<[string, MovementRecord]>) {
      if (record?.kind !== "movement") continue;
      for (const [name, m] of Object.entries(record.movements)) tiles[name] = m.tile;
      steps.push({ time: record.time, tiles: { ...tiles } });
    }
    return (await town.getState(thread)).values as TownStateType;
  };
  const snapshots: RunSnapshot[] = [];
  const told = new Set<string>();
  let state = await go({ startTime: spec.times[0], until: spec.times[0] });
  for (const time of spec.times) {
    if (time > state.clock.time) state = await go({ until: time });
    for (const fact of spec.facts.filter((f) => f.told && f.told.at <= time && !told.has(f.id))) {
      told.add(fact.id);
      const persona = state.personas[fact.told!.person];
      if (!persona) throw new Error(`The example's fact "${fact.id}" is told to ${fact.told!.person}, who is not in the village.`);
      const whispered = await whisperInto(persona, fact.told!.whisper ?? fact.text, state.clock, { store, settings }, { replan: true });
      await town.updateState(thread, { personas: { ...state.personas, [fact.told!.person]: { ...persona, memory: whispered.memory, scratch: whispered.scratch } } }, "advanceTown");
      state = (await town.getState(thread)).values as TownStateType;
    }
    snapshots.push({ time: state.clock.time, tick: state.clock.tick, order: state.order, personas: state.personas });
  }
  return { snapshots, steps, village: { mapDir: DEFAULT_VILLAGE.mapDir }, secondsPerStep: state.clock.secondsPerTick, runStart: spec.times[0] };
}
