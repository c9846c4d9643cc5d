/** Test fixtures shared by the persona tests: the perception and retrieval settings of a typical persona. */
export const HYPERPARAMETERS = {
  visionR: 4,
  attBandwidth: 3,
  retention: 5,
  recencyW: 1,
  relevanceW: 1,
  importanceW: 1,
  recencyDecay: 0.995,
  importanceTriggerMax: 150,
  importanceTriggerCurr: 150,
  importanceEleN: 0,
} as const;
