/**
 * advanceTown: runs the town from its clock to `until` (at most `TOWN_STEP_MINUTES` of simulated time per graph
 * step, so Studio shows progress and long runs checkpoint along the way). Every tick: the events placed on the map
 * as the original server loop does, each persona's cognition graph run only when the persona needs it (plain code
 * decides; quiet ticks are stepped without it), then the resolve step in persona order: conversations settled, each
 * persona moved one tile. Personas far from everyone run ahead of the others (runAhead.ts), so their calls overlap.
 */
import { setMaxListeners } from "node:events";
import type { LangGraphRunnableConfig } from "@langchain/langgraph";
import { consoleLogger } from "../../prompts/runner.js";
import type { Tile } from "../../state/chatParty.js";
import { addSeconds, parseGameTime } from "../../state/gameTime.js";
import { stopTick } from "../../state/townPause.js";
import { readRunSettings } from "../../state/runContext.js";
import type { ThoughtResult, TownPersona, TownStateType } from "../../state/town.js";
import { MemoryStream } from "../../tools/memory/memoryStream.js";
import { modelsFor } from "../../tools/models/runModels.js";
import { storeOf, villageMap } from "../persona/runtime.js";
import { newEventInView, quietTick, reasonFromClock, sameView, type SeenView } from "./fastPath.js";
import { othersOf } from "./othersOf.js";
import { afterStep, ASKED_LOOK_MINUTES, pauseAskedOf, runToPause } from "./pausePoints.js";
import { personaRunConfig, withOwnSignal } from "./personaRunConfig.js";
import { interactionRadius, stepsWalking, tilesApart } from "./proximity.js";
import { moveGroup, pathTargets, settleGroup, type MovementRecord, type StepSettings } from "./resolve.js";
import { runAhead, type TickInput } from "./runAhead.js";
import { thinkerOf } from "./thinkPersona.js";

/** Simulated minutes one graph step covers at most. */
export const TOWN_STEP_MINUTES = 60;

export async function advanceTown(state: TownStateType, config?: LangGraphRunnableConfig) {
  const settings = readRunSettings(config);
  const { embeddings } = await modelsFor(settings);
  // The scenario a continuing run was given wins over the map folder its checkpoint holds: a run folder that carries
  // its own village (a spec's run, or a fork of one) may have been moved since.
  const placed = state.scenario ? { ...state.village, mapDir: state.scenario.mapDir } : state.village;
  // Everyone's home goes with the village, whoever is near: another's flat is theirs wherever one stands.
  const homes = Object.fromEntries(Object.entries(state.personas).map(([name, p]) => [name, p.scratch.livingArea]));
  const village = { ...placed, homes };
  const map = villageMap(village.mapDir);
  const store = storeOf(config);
  const { clock } = state;
  const stepEnd = Math.min(
    parseGameTime(state.until ?? clock.time).getTime(),
    parseGameTime(clock.time).getTime() + TOWN_STEP_MINUTES * 60_000,
  );
  const ticks = Math.max(0, Math.ceil((stepEnd - parseGameTime(clock.time).getTime()) / 1000 / clock.secondsPerTick));
  // A person's pause points (pausePoints.ts): the step ends at a time or tick point; watched events go tick by tick.
  const pauseAt = stopTick(state.pausePoints, clock, clock.tick + ticks);
  const watched = { order: state.order, on: state.pausePoints?.on ?? [], lastMovements: state.movements ?? {} };
  // A live run (its page can pause it) looks between stretches of a few simulated minutes whether someone asked.
  const askedNow = pauseAskedOf(config);
  const asked = askedNow ? { now: askedNow, everyTicks: Math.ceil((ASKED_LOOK_MINUTES * 60) / clock.secondsPerTick) } : null;
  const times: string[] = [];
  const timeAt = (tick: number) => (times[tick - clock.tick] ??= addSeconds(clock.time, (tick - clock.tick) * clock.secondsPerTick));
  const step: StepSettings = { seed: settings.seed, thresholds: settings.thresholds, logger: settings.logger ?? consoleLogger };
  // The persona runs of this step share one signal: stopped with the run, and when one persona's tick fails (its
  // error ends the step; the others stop calling the model). Many listeners at once are expected, not a leak.
  const stop = new AbortController();
  setMaxListeners(0, stop.signal);
  const parentSignal = config?.signal;
  const forward = () => stop.abort(parentSignal?.reason);
  parentSignal?.addEventListener("abort", forward, { once: true });
  const personaConfig = personaRunConfig(config, stop.signal);

  // A persona's newest events change only when it stores a memory: read them once per memory cursor, not per tick.
  const latest = new Map<string, Promise<Array<[string, string, string]>>>();
  const latestEvents = (persona: TownPersona, tick: number, n: number) => {
    const { branch, persona: name, count } = persona.memory;
    const key = `${JSON.stringify(branch)}|${name}|${count}|${n}`;
    let events = latest.get(key);
    if (!events) {
      if (latest.size > 10_000) latest.clear();
      const stream = new MemoryStream({ store, cursor: persona.memory, tick, embeddings, embedderId: settings.embeddings });
      latest.set(key, (events = stream.latestEvents(n)));
    }
    return events;
  };

  const nothingNew = new Map<string, SeenView>();

  const outcome = await runToPause({ ...watched, asked, personas: state.personas, from: clock.tick, to: pauseAt.endTick }, (span) => runAhead({
    order: state.order,
    personas: span.personas,
    startTick: span.from,
    endTick: span.to,
    radius: state.lockstep ? Infinity : interactionRadius(Object.values(state.personas).map((p) => p.scratch)),
    stepsToReach: stepsWalking(map),
    neighbourSearch: state.neighbourSearch ?? "grid",
    metrics: settings.metrics,
    signal: stop.signal,

    async needsThought({ name, persona, tick, events }: TickInput) {
      if (state.alwaysThink) return true;
      if (reasonFromClock(persona, timeAt(tick), clock.secondsPerTick)) return true;
      // Standing in the same view, with the same memories, as last tick: nothing new to see there either.
      const s = persona.scratch;
      const tile = s.currTile!; // reasonFromClock: on the map
      const around = events.filter((e) => tilesApart(e.tile, tile) <= s.visionR);
      const view: SeenView = { branch: persona.memory.branch, count: persona.memory.count, tile, events: around };
      if (sameView(nothingNew.get(name), view)) return false;
      const memory = { latestEvents: (n: number) => latestEvents(persona, tick, n) };
      const fresh = await newEventInView(persona, map, around, memory);
      if (!fresh) nothingNew.set(name, view);
      return fresh;
    },

    async think({ persona, tick, events, others }: TickInput): Promise<ThoughtResult> {
      // Here, or as a job on a worker process (thinkPersona.ts): the same input, the same result.
      const thought = {
        persona,
        clock: { time: timeAt(tick), tick, secondsPerTick: clock.secondsPerTick },
        village,
        events,
        others: othersOf(others, persona.scratch.name),
      };
      return withOwnSignal(personaConfig, (own) => thinkerOf(config)(thought, own));
    },

    quietTick: ({ persona, tick }: TickInput) => quietTick(persona, timeAt(tick), map),

    resolveGroup(group, tick, before, thought, atStart, targetsFree) {
      const settled = settleGroup(group, before, thought, settings.thresholds);
      // A new path avoids tiles anyone stands on: wait for everyone who might be on the target tiles.
      const targets: Record<string, Tile[] | null> = {};
      for (const name of group) {
        const tiles = (targets[name] = pathTargets(settled[name]!, map, atStart, tick, step));
        if (tiles && !targetsFree(tiles)) return null;
      }
      return moveGroup(group, settled, atStart, map, tick, step, targets);
    },

    dayOf: (tick) => timeAt(tick).slice(0, 10),

    onTick(tick, movements) {
      // The original frontend's movement file for this step, streamed (stream mode "custom") for logs and replays.
      config?.writer?.({ kind: "movement", step: tick, time: timeAt(tick), movements } satisfies MovementRecord);
    },
  }))
    .catch((error: unknown) => {
      stop.abort(error);
      throw error;
    })
    .finally(() => parentSignal?.removeEventListener("abort", forward));

  return {
    village: placed,
    personas: outcome.personas,
    movements: outcome.last,
    usage: outcome.usage,
    usageByPersona: outcome.usageByPersona,
    clock: { ...clock, time: timeAt(outcome.endTick), tick: outcome.endTick },
    ...afterStep(state.pausePoints, pauseAt, outcome, timeAt(outcome.endTick)),
  };
}
