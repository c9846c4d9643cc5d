import { defineConfig } from "vitest/config";

// *.test.ts need nothing running; *.int.test.ts start real servers themselves (generous timeouts: CI is a busy
// 2-core machine).
export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    testTimeout: 60_000,
    hookTimeout: 240_000,
    // Two files at once even on a 2-core machine (vitest's default there is one): most integration files wait on the
    // processes and servers they start, and every file names its ports, databases and queues apart.
    maxWorkers: 2,
    // The CLI transpiled once per run, for the tests that start it as a process (test/support/cliBuild.ts).
    globalSetup: ["./test/support/cliBuild.ts"],
    // The default output, then the name of every skipped test and why, then the slowest files.
    reporters: ["default", "./test/support/skippedTestsReporter.ts", "./test/support/slowestFilesReporter.ts"],
  },
});
