/**
 * `npm start -- resume --run <dir>`: continues a run folder from its last checkpoint to its end (or a new end), from
 * where its movement files reach. A run with workers can be given its Redis URL again (`--workers`: a typo fixed, a
 * password, which run.json never keeps).
 */
import { parseArgs } from "node:util";
import { addMinutes } from "../../state/gameTime.js";
import { checkModelEndpoint } from "../../tools/models/factory.js";
import { lastMovementStep } from "../../drivers/town/runOutputs.js";
import { currentState, openRun, rewindTo, setRunEnd } from "../../drivers/town/townRun.js";
import { numberingOfRun } from "../../drivers/town/runLineage.js";
import { renumberOldSteps, tickOfStep } from "../../drivers/town/stepNumbers.js";
import { MAX_HOURS, numberOption, option, runFolder, timeOption, UsageError } from "../options.js";
import { simulate, steerInteractively } from "../simulate.js";
import { commandLine, shownPath } from "../../servers/invocation.js";

export async function commandResume(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: {
      run: { type: "string" },
      end: { type: "string" },
      hours: { type: "string" },
      interactive: { type: "boolean", default: false },
      workers: { type: "string" },
    },
  });
  // Checked before the run is opened; --hours counts from the run's end, read below.
  const end = timeOption(values, "end");
  const hours = numberOption(values, "hours", false, MAX_HOURS);
  if (end !== undefined && hours !== undefined) throw new UsageError("--end and --hours do not go together: give one.");
  const run = await openRun(runFolder(values), undefined, { workers: option(values, "workers") });
  try {
    await checkModelEndpoint(run.spec.model);
    if (end !== undefined || hours !== undefined) {
      const newEnd = end ?? addMinutes(run.spec.endTime, hours! * 60);
      await setRunEnd(run, newEnd);
      console.log(`The run now ends at ${newEnd}.`);
    }
    // A folder written before steps counted from midnight takes the numbering first (stepNumbers.ts).
    const numbering = numberingOfRun(run.spec);
    renumberOldSteps(run.folder, numbering);
    // Steps stream to disk after the graph computed them: go back to a checkpoint the movement files reach.
    const rewound = await rewindTo(run, Math.max(0, tickOfStep(numbering, lastMovementStep(run.folder) + 1)));
    if (rewound) console.log(`The run's outputs end before its last checkpoint: continuing from ${rewound}.`);
    const state = await currentState(run);
    // A finished run has nothing to simulate: say how to extend it (once, it said "from 13:00 to 13:00 (0 ticks)").
    if (state && state.clock.time >= run.spec.endTime && !values.interactive) {
      console.log(`${shownPath(run.folder)} is finished: it ran to its end, ${run.spec.endTime}. Extend it with ${commandLine`resume --run ${run.folder} --hours <n>`} (or --end <time>).`);
      return;
    }
    console.log(state ? `Resuming ${shownPath(run.folder)} from ${state.clock.time}.` : `Starting ${shownPath(run.folder)} (no checkpoint yet).`);
    if (values.interactive) await steerInteractively(run);
    else await simulate(run);
  } finally {
    await run.close();
  }
}
