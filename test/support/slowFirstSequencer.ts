/**
 * The order the suite's files start in: longest first, across both projects, so the two workers finish together
 * instead of one running a minute-long file alone at the end (issue 26).
 *
 * vitest's own order starts every `int` file before any `unit` file (projects by name) and, on a fresh clone with no
 * timings cached in node_modules/.vite, the largest files first: a whole-day unit file then starts last and the run
 * ends a minute later than it needs to (413 s against 363 s, the same files, on the 2-core machine). Here a file's
 * expected time is the one vitest cached from the last run on this machine, else the rough figure below (the
 * slowest files as `npm test` lists them at its end), else nothing: those keep vitest's order after the rest. A stale
 * figure only costs order, never a result.
 */
import path from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/** Seconds each of the slowest files took in a whole run on the 2-core machine (its last lines). */
const EXPECTED_SECONDS: Record<string, number> = {
  "test/langgraphServer.int.test.ts": 36,
  "test/package.int.test.ts": 32,
  "test/believableVillage.test.ts": 30,
  "test/workersCli.int.test.ts": 23,
  "test/drivers/town/runWriters.int.test.ts": 19,
  "test/replay/replayPage.int.test.ts": 15,
  "test/replay/villagePage.int.test.ts": 15,
  "test/typeCheck.int.test.ts": 14,
  "test/runFolders.int.test.ts": 13,
  "test/workers.int.test.ts": 13,
  "test/townPause.int.test.ts": 13,
  "test/replay/livePage.int.test.ts": 10,
  "test/cli.test.ts": 10,
  "test/economicalCognition.test.ts": 9,
  "test/townModelRuns.int.test.ts": 9,
};

export default class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const ordered = await super.sort(files);
    const expected = (spec: TestSpecification): number => {
      const file = path.relative(spec.project.config.root, spec.moduleId);
      const cached = this.ctx.cache.getFileTestResults(`${spec.project.name}:${file}`);
      return cached ? cached.duration / 1000 : (EXPECTED_SECONDS[file] ?? 0);
    };
    // A stable sort: files with no figure keep vitest's order among themselves.
    return ordered.map((spec, index) => ({ spec, index, seconds: expected(spec) })).sort((a, b) => b.seconds - a.seconds || a.index - b.index).map(({ spec }) => spec);
  }
}
