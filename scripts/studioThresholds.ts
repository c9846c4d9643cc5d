/** Writes state/studioThresholds.ts (Studio's threshold form) from THRESHOLD_RULES: `npm run thresholds:studio`. */
import { writeFileSync } from "node:fs";
import { studioThresholdsSource } from "../state/thresholds.js";

writeFileSync(new URL("../state/studioThresholds.ts", import.meta.url), studioThresholdsSource());
