import { defineConfig } from "vitest/config";
import SlowFirstSequencer from "./test/support/slowFirstSequencer.js";

// *.test.ts need nothing running; *.int.test.ts start real servers themselves (generous timeouts: CI is a busy
// 2-core machine).
export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 240_000,
    // Two files at once even on a 2-core machine (vitest's default there is one): most integration files wait on the
    // processes and servers they start, and every file names its ports, databases and queues apart.
    maxWorkers: 2,
    // Longest files first across both projects, also on a fresh clone (test/support/slowFirstSequencer.ts).
    sequence: { sequencer: SlowFirstSequencer },
    // The CLI transpiled once per run, for the tests that start it as a process (test/support/cliBuild.ts).
    globalSetup: ["./test/support/cliBuild.ts"],
    // The default output, then the name of every skipped test and why, then the slowest files.
    reporters: ["default", "./test/support/skippedTestsReporter.ts", "./test/support/slowestFilesReporter.ts"],
    projects: [
      {
        extends: true,
        // In-process files share their worker's modules: LangGraph, LangChain and the package load once per worker
        // instead of once per file (import time was 170 s of the suite's CPU). Each file still sets up its own state;
        // none may lean on another file's leftovers (nor on its own earlier tests': see test/untracedRuns.test.ts).
        test: { name: "unit", include: ["test/**/*.test.ts"], exclude: ["test/**/*.int.test.ts"], isolate: false },
      },
      {
        extends: true,
        // Files that start servers and processes keep a fresh module graph each: they import little, and a leftover
        // pool or connection of one must never reach another.
        test: { name: "int", include: ["test/**/*.int.test.ts"] },
      },
    ],
  },
});
