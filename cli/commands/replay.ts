/**
 * `npm start -- replay --run <dir>`: serves a run folder's replay page on 127.0.0.1 and prints its URL. A folder
 * without replay data (a run from before the page existed), or whose replay falls short of its movement log (a run
 * killed with kill -9), gets it written first, from its movement log and checkpoints.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { buildReplay, hasReplay, replayShortfall } from "../../drivers/replay/runReplay.js";
import { RunBusyError } from "../../drivers/town/runLock.js";
import { serveReplay } from "../../drivers/replay/replayServer.js";
import { REPLAY_PAGE } from "../../drivers/replay/replayFormat.js";
import { commandLine, shownPath } from "../../servers/invocation.js";

/** Where a run's page is, and the command that serves it. */
export function replayHint(folder: string): string {
  return `${shownPath(path.join(path.resolve(folder), REPLAY_PAGE))} (or: ${commandLine`replay --run ${folder}`})`;
}

export async function commandReplay(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: { run: { type: "string" }, port: { type: "string" }, rebuild: { type: "boolean", default: false } },
  });
  if (!values.run) throw new Error("--run <folder> is required (a folder written by the run command).");
  const folder = path.resolve(values.run);
  if (!existsSync(path.join(folder, "run.json"))) throw new Error(`${shownPath(folder)} is not a run folder (no run.json).`);
  const port = values.port === undefined ? 0 : Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--port must be a port number, got "${values.port}".`);
  // Written again when asked, when missing or of an older format, and when it falls short of the run (a run killed
  // with kill -9): unless another process writes the run now, whose replay is live.
  const shortfall = values.rebuild ? null : hasReplay(folder) ? replayShortfall(folder) : "it has none of this version";
  if (values.rebuild || shortfall) {
    console.log(`Writing the replay of ${shownPath(folder)} from its movement log and checkpoints${shortfall ? ` (${shortfall})` : ""}...`);
    try {
      await buildReplay(folder);
    } catch (error) {
      if (values.rebuild || !hasReplay(folder)) throw error;
      // A run being written has a live page; one that cannot be read again (its checkpoints were in memory) keeps its own.
      if (error instanceof RunBusyError) console.log(`Not now: ${error.message.replace(/: wait for it.*$/, "")}; its page follows the run as it goes.`);
      else console.log(`Serving the replay as it is: ${(error as Error).message}`);
    }
  }
  const server = await serveReplay(folder, { port });
  // Listening before the URL is printed: whoever reads it may stop the server at once.
  const stopped = new Promise<void>((resolve) => {
    process.once("SIGINT", resolve);
    process.once("SIGTERM", resolve);
  });
  console.log(`Replay of ${shownPath(folder)}: ${server.url}`);
  console.log(`It also opens without a server: ${pathToFileURL(path.join(folder, REPLAY_PAGE)).href}`);
  console.log("Press Ctrl-C to stop serving.");
  await stopped;
  await server.close();
}
