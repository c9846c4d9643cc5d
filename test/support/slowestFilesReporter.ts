/**
 * A vitest reporter that ends the run by naming its slowest test files (import, setup and tests, as vitest measured
 * each file) and the run's wall time, so the suite's cost stays visible: a file that starts creeping up is seen in
 * the run that made it slow, not months later (issue 26: `npm test` in at most 5 minutes on a 2-core machine).
 */
import type { Reporter, TestModule } from "vitest/node";

/** How many files the list names. */
const SHOWN = 15;

export default class SlowestFilesReporter implements Reporter {
  private startedAt = Date.now();

  onTestRunStart(): void {
    this.startedAt = Date.now();
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    if (testModules.length < 2) return; // one file: its time is the run's, printed by the default reporter
    const files = testModules.map((module) => {
      const { collectDuration, setupDuration, duration } = module.diagnostic();
      return { name: module.moduleId.replace(`${process.cwd()}/`, ""), ms: collectDuration + setupDuration + duration, tests: [...module.children.allTests()].length };
    });
    files.sort((a, b) => b.ms - a.ms);
    const total = files.reduce((sum, file) => sum + file.ms, 0);
    const lines = files.slice(0, SHOWN).map((file) => `  ${seconds(file.ms).padStart(7)}  ${file.name} (${file.tests} tests)`);
    console.log(
      `\nSlowest ${Math.min(SHOWN, files.length)} of ${files.length} test files (import + setup + tests, per file):\n${lines.join("\n")}\n` +
        `  files together ${seconds(total)}, wall time ${seconds(Date.now() - this.startedAt)}\n`,
    );
  }
}

const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;
