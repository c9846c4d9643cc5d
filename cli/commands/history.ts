/**
 * `npm start -- history --run <dir>`: a run's checkpoints with their simulated times and steps, newest first, and
 * where a person changed the run (whispers, kept interview answers); a fork's parent and whisper, and a run's forks.
 */
import { parseArgs } from "node:util";
import { history, openRun } from "../../drivers/town/townRun.js";
import { shortText } from "../../state/townPause.js";
import { forksOf } from "../../drivers/replay/replayWriter.js";
import { runFolder } from "../options.js";
import { replayHint } from "./replay.js";
import { commandLine, shownPath } from "../../servers/invocation.js";

/** A checkpoint off the run's line (townRun.ts, `history`). */
const LEFT_BEHIND = "left behind: the run was resumed from an earlier checkpoint, where its outputs ended";

export async function commandHistory(argv: string[]): Promise<void> {
  const { values } = parseArgs({ args: argv, options: { run: { type: "string" } } });
  const run = await openRun(runFolder(values), undefined, { workers: false, readOnly: true });
  try {
    // A checkpoint that only repeats the one before it (a chunk that stopped, going on from a pause) adds nothing to
    // read: not listed, though `fork --at <its id>` takes it.
    const rows = (await history(run)).filter((row) => !row.repeats);
    // Where the run comes from: its parent, the fork point and the whisper given there.
    const from = run.spec.forkedFrom;
    if (from) {
      const said = from.whisper ? `, whispering to ${from.whisper.persona}: ${shortText(from.whisper.text)}` : "";
      console.log(`Forked from ${shownPath(from.folder)} at ${from.time} (checkpoint ${from.checkpointId})${said}`);
    }
    if (!rows.length) console.log(`${shownPath(run.folder)} has no checkpoints yet.`);
    // Steps as the run's files and replay page number them (from midnight of the start date).
    for (const row of rows) {
      const notes = [row.paused ? `paused (${row.paused})` : "", row.leftBehind ? LEFT_BEHIND : ""].filter(Boolean);
      console.log(`${row.time}  step ${String(row.step).padStart(6)}  ${row.checkpointId}${notes.map((note) => `  ${note}`).join("")}`);
      // Where a person changed the run: whispers and kept interview answers, at the checkpoint they made.
      for (const e of row.steered ?? []) {
        console.log(`    ${e.kind === "whisper" ? `whisper to ${e.persona}` : `answer kept by ${e.persona}`} (${e.memoryId}): ${shortText(e.text)}`);
      }
    }
    // Where it went on elsewhere: its forks, as its replay lists them.
    for (const f of forksOf(run.folder)) {
      const said = f.whisper ? `, whispering to ${f.whisper.persona}: ${shortText(f.whisper.text)}` : "";
      console.log(`Fork at ${f.time}: ${shownPath(f.folder)}${said}`);
    }
    // What a listed checkpoint is for: the command that branches off at one (the time or the id as listed).
    if (rows.length) console.log(`Branch off at one: ${commandLine`fork --run ${run.folder}`} --at <time | checkpoint id> [--whisper "<persona>: <thought>"]`);
    console.log(`Replay: ${replayHint(run.folder)}`);
  } finally {
    await run.close();
  }
}
