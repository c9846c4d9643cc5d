/**
 * `npm start -- interview --run <dir> [--at <time | checkpoint id>]`: the bundled interview (the paper's five
 * categories) asked of every persona of a run at one of its checkpoints, the answers written to the run folder
 * (drivers/town/interviews.ts). With `--persona <name> --question "<text>"`, one question, answered on the terminal.
 * Interviews only read the run: its checkpoints and memories stay as they were.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { interview, interviewEveryone, stateAt } from "../../drivers/town/interviews.js";
import { stepOfClock } from "../../drivers/town/stepNumbers.js";
import { openRun } from "../../drivers/town/townRun.js";
import { GameTimeSchema } from "../../state/gameTime.js";
import { totalUsage } from "../../state/usage.js";
import { checkModelEndpoint } from "../../tools/models/factory.js";
import { shownPath } from "../../servers/invocation.js";

/** A time written without seconds gets them; anything else (a checkpoint id) is passed on as it is. */
function atOption(at: string | undefined): string | undefined {
  if (at === undefined) return undefined;
  const full = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}$/.test(at) ? `${at.replace(" ", "T")}:00` : at.replace(" ", "T");
  return GameTimeSchema.safeParse(full).success ? full : at;
}

export async function commandInterview(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: { run: { type: "string" }, at: { type: "string" }, persona: { type: "string" }, question: { type: "string" } },
  });
  if (!values.run) throw new Error("--run <folder> is required (a folder written by the run command).");
  if (Boolean(values.persona) !== Boolean(values.question)) throw new Error('--persona and --question go together (or leave both out to ask every persona the bundled questions).');
  // Interviews think in this process: a run with workers needs no Redis here.
  const run = await openRun(path.resolve(values.run), undefined, { workers: false, readOnly: true });
  try {
    await checkModelEndpoint(run.spec.model);
    const at = atOption(values.at);
    if (values.persona && values.question) {
      const answer = await interview(run, values.persona, values.question, { at });
      console.log(`${answer.persona} (${answer.time.replace("T", " ")}): ${answer.answer}`);
      for (const m of answer.drewOn) console.log(`  drew on ${m.id} (${m.type}, ${m.created.replace("T", " ")}): ${m.description}`);
      if (!answer.drewOn.length) console.log(`  drew on no memory (${answer.recalled} recalled)`);
      return;
    }
    const { state } = await stateAt(run, at);
    console.log(`Interviewing ${state.order.join(", ")} at ${state.clock.time.replace("T", " ")} (step ${stepOfClock(state.clock)}) with the ${run.spec.model} model...`);
    let done = 0;
    const evaluation = await interviewEveryone(run, {
      at,
      onAnswer(a) {
        done++;
        if (a.fellBack) console.log(`  ${a.persona}: no usable answer to "${a.question}" (fail-safe kept)`);
      },
    });
    const usage = totalUsage(evaluation.usage);
    console.log(`${done} answers (${usage.calls} model calls, ${usage.fallbacks} fallbacks).`);
    console.log(`Answers: ${shownPath(path.join(evaluation.folder, "answers.md"))} (and answers.json)`);
  } finally {
    await run.close();
  }
}
