/**
 * The Generative Agents paper's emergent-behaviour setup (Park et al. 2023, §7), as data for the experiment command
 * (`npm start -- experiment paper`): the_ville's 25 people for two game days from February 13, 2023, the two facts
 * whose spread the paper measured (Sam Moore's candidacy for mayor, Isabella Rodriguez's Valentine's Day party), the
 * party at Hobbs Cafe from 5pm on February 14, and the paper's figures to print beside the run's. The questions are
 * ours. The original's files (base_the_ville_n25, the_ville's map, agent_history_init_n25.csv) are read from a path
 * the user gives; this package cannot ship their persona texts.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { ExperimentSpecInput } from "../state/experimentSpec.js";

export const PAPER_EXPERIMENT: ExperimentSpecInput = {
  name: "Smallville, two days (Park et al. 2023, §7)",
  facts: [
    {
      id: "candidacy",
      text: "Sam Moore is running for mayor in the upcoming local election.",
      question: "Did you know that Sam Moore is running for mayor?",
      keywords: ["sam", "mayor|election", "run|runs|running|candidate|candidacy|campaign"],
    },
    {
      id: "party",
      text: "Isabella Rodriguez is hosting a Valentine's Day party at Hobbs Cafe on February 14 from 5pm.",
      question: "Did you know there is a Valentine's Day party?",
      keywords: ["party|parties", "valentine|hobbs|isabella"],
    },
  ],
  events: [{ id: "party", name: "the Valentine's Day party at Hobbs Cafe", place: { sector: "Hobbs Cafe" }, start: "2023-02-14T17:00:00", end: "2023-02-14T19:00:00", fact: "party" }],
  times: ["2023-02-13T00:00:00", "2023-02-13T12:00:00", "2023-02-14T00:00:00", "2023-02-14T12:00:00", "2023-02-15T00:00:00"],
  relationships: true,
  reference: {
    source: "Park et al. 2023",
    diffusion: { candidacy: { start: 0.04, end: 0.32 }, party: { start: 0.04, end: 0.48 } },
    density: { start: 0.167, end: 0.74 },
    hallucinatedAcquaintances: 0.013,
    attendance: { party: { knew: 12, came: 5 } },
  },
};

/** The run the paper's setup measures: two game days from midnight of February 13, 2023. */
export const PAPER_RUN = { startTime: "2023-02-13T00:00:00", endTime: "2023-02-15T00:00:00", checkpointEveryMinutes: 60 } as const;

/** The original's files the setup needs, relative to a folder laid out like ../shared/smallville. */
export const PAPER_FILES = { baseDir: "base_the_ville_n25", mapDir: "the_ville", history: "the_ville/agent_history_init_n25.csv" } as const;

/** Where to get the original's files, in one sentence. */
export const PAPER_FILES_HINT =
  "get them from the original repository (joonspk-research/generative_agents: environment/frontend_server/storage/base_the_ville_n25 and " +
  "environment/frontend_server/static_dirs/assets/the_ville, whose agent_history_init_n25.csv is the history) and pass --scenario <base folder> --map <map folder> --history <csv>";

/** The smallville folder beside the project (../shared/smallville from the working directory or the package), if there is one. */
export function defaultSmallvilleFolder(): string | undefined {
  const candidates = [path.resolve("../shared/smallville"), fileURLToPath(new URL("../../shared/smallville", import.meta.url)), fileURLToPath(new URL("../../../shared/smallville", import.meta.url))];
  return candidates.find((folder) => fs.existsSync(path.join(folder, PAPER_FILES.baseDir)));
}
