// Studio's entry for the persona graph (see studio/README.md): graphs/persona.ts's graph, typed from state/personaTick.ts.
import type { PersonaTickInput, PersonaTickOutput, PersonaTickState } from "../state/personaTick.js";
import { graphOf, type StudioGraph } from "./studioGraph.js";

export const personaGraph = (await graphOf("persona", "personaGraph")) as StudioGraph<typeof PersonaTickState, typeof PersonaTickInput, typeof PersonaTickOutput>;
