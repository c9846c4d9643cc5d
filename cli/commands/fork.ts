/**
 * `npm start -- fork --run <dir> --at <checkpoint | time>`: continues a run from one of its checkpoints in a new run
 * folder (the parent stays as it was), optionally whispering a thought to one persona at the fork. A fork of a run
 * with workers uses its parent's Redis, or the one `--workers` gives (with a password, which run.json never keeps).
 */
import { rmSync } from "node:fs";
import { parseArgs } from "node:util";
import { fork, openRun, type TownRun } from "../../drivers/town/townRun.js";
import { newSiblingFolder } from "../../drivers/town/runSpec.js";
import { checkModelEndpoint } from "../../tools/models/factory.js";
import { shortText, whisperProblem } from "../../state/townPause.js";
import { option, outOption, runFolder, thresholdSets, timeOption, UsageError } from "../options.js";
import { simulate } from "../simulate.js";
import { shownPath } from "../../servers/invocation.js";

export async function commandFork(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: {
      run: { type: "string" },
      at: { type: "string" },
      whisper: { type: "string" },
      out: { type: "string" },
      end: { type: "string" },
      "movement-files": { type: "boolean", default: false },
      set: { type: "string", multiple: true },
      workers: { type: "string" },
    },
  });
  // Everything the command line says is checked before the parent is opened or a folder made.
  const thresholds = thresholdSets(values.set as string[] | undefined);
  const endTime = timeOption(values, "end");
  const at = option(values, "at");
  if (!at) throw new UsageError("--at <checkpoint id | time> is required (see the history command).");
  const text = option(values, "whisper");
  let whisper: { persona: string; text: string } | undefined;
  if (text !== undefined) {
    const colon = text.indexOf(":");
    if (colon < 1) throw new UsageError('--whisper must look like "<persona>: <thought>".');
    whisper = { persona: text.slice(0, colon).trim(), text: text.slice(colon + 1).trim() };
    const problem = whisperProblem(whisper.text);
    if (problem) throw new UsageError(problem);
  }
  // A time (anything dated) or a checkpoint id as history prints it.
  const atTime = /^\d{4}-\d{2}-\d{2}T/.test(at) ? timeOption({ at }, "at")! : undefined;
  const out = outOption(values);
  // The parent is only read: it needs no workers, and another process may be writing it.
  const parent = await openRun(runFolder(values), undefined, { workers: false, readOnly: true });
  try {
    // A model that cannot be reached would leave a fork that never ran (and showed in its parent's replay).
    await checkModelEndpoint(parent.spec.model);
    // The default folder is made here, with the next free number: forks started at once never share one.
    const folder = out ?? newSiblingFolder(parent.folder, "fork");
    let child: TownRun;
    try {
      child = await fork(parent, { at: atTime ?? at, whisper, folder, endTime, thresholds, workers: option(values, "workers") });
    } catch (error) {
      if (!out) rmSync(folder, { recursive: true, force: true });
      throw error;
    }
    try {
      const from = child.spec.forkedFrom!;
      if (atTime && from.time !== atTime) console.log(`No checkpoint at ${atTime}; forking at ${from.time} (checkpoint ${from.checkpointId}).`);
      // The folder ends its own line (the replay page reads it from there); the whisper as it went in, to the persona
      // the name resolved to ("mei" is Mei Lin), on the next.
      console.log(`Forked ${shownPath(parent.folder)} at ${from.time} into ${shownPath(folder)}.`);
      if (from.whisper) console.log(`Whispered to ${from.whisper.persona}: ${shortText(from.whisper.text)}`);
      await simulate(child, values["movement-files"] === true);
    } finally {
      await child.close();
    }
  } finally {
    await parent.close();
  }
}
