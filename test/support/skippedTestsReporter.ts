/**
 * A vitest reporter that ends the run by naming every skipped test and why (the suite's title carries the reason,
 * e.g. "(skipped: no PostgreSQL server binaries ...)", or the note given to `ctx.skip(note)`), so a green run never
 * hides what it did not check.
 */
import type { Reporter, TestCase, TestModule, Vitest } from "vitest/node";

export default class SkippedTestsReporter implements Reporter {
  /** The run's `-t` pattern: tests it leaves out are not skipped for a reason, only not asked for. */
  private namePattern: RegExp | undefined;

  onInit(vitest: Vitest): void {
    this.namePattern = vitest.config.testNamePattern;
  }

  /** A test the run's `-t` pattern leaves out (vitest matches it against the titles joined by spaces). */
  private notSelected(test: TestCase, note: string | undefined): boolean {
    if (!this.namePattern || note) return false;
    const pattern = new RegExp(this.namePattern.source, this.namePattern.flags.replace("g", ""));
    return !pattern.test(test.fullName.split(" > ").join(" ")) && !pattern.test(test.fullName);
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const skipped: string[] = [];
    let notSelected = 0;
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const result = test.result();
        if (result.state !== "skipped" || test.options.mode === "todo") continue;
        if (this.notSelected(test, result.note)) {
          notSelected += 1;
          continue;
        }
        const note = result.note ? ` (${result.note})` : "";
        skipped.push(`  ${module.moduleId.replace(`${process.cwd()}/`, "")} > ${test.fullName}${note}`);
      }
    }
    if (skipped.length) console.log(`\nSkipped ${skipped.length} test(s):\n${skipped.join("\n")}\n`);
    if (notSelected) console.log(`${notSelected} test(s) not selected by -t ${this.namePattern}.\n`);
  }
}
