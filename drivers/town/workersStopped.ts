/**
 * The error a run with workers stops with (personaJobs.ts), in a file of its own: the command line tells it apart
 * without loading BullMQ and Redis's client for a run that has no workers.
 */

/**
 * What stopped a run with workers at its last checkpoint: `reason` (what went away) and when to resume (`resumeWhen`,
 * ending "resume it ..."), so the command line can name the checkpoint and the command, as for a model that failed.
 */
export class WorkersStoppedError extends Error {
  override name = "WorkersStoppedError";
  constructor(
    readonly reason: string,
    readonly resumeWhen: string,
  ) {
    super(`${reason}: the run stopped at its last checkpoint; resume it ${resumeWhen}.`);
  }
}
