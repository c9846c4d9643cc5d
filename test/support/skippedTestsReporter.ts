/**
 * A vitest reporter that ends the run by naming every skipped test and why (the suite's title carries the reason,
 * e.g. "(skipped: no PostgreSQL server binaries ...)", or the note given to `ctx.skip(note)`), so a green run never
 * hides what it did not check.
 */
import type { Reporter, TestModule } from "vitest/node";

export default class SkippedTestsReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const skipped: string[] = [];
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const result = test.result();
        if (result.state !== "skipped" || test.options.mode === "todo") continue;
        const note = result.note ? ` (${result.note})` : "";
        skipped.push(`  ${module.moduleId.replace(`${process.cwd()}/`, "")} > ${test.fullName}${note}`);
      }
    }
    if (skipped.length) console.log(`\nSkipped ${skipped.length} test(s):\n${skipped.join("\n")}\n`);
  }
}
