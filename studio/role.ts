// Studio's entry for the role graph (see studio/README.md): graphs/role.ts's graph, typed from state/roleGraph.ts.
import type { RoleGraphInput, RoleGraphOutput, RoleGraphState } from "../state/roleGraph.js";
import { graphOf, type StudioGraph } from "./studioGraph.js";

export const roleGraph = (await graphOf("role", "roleGraph")) as StudioGraph<typeof RoleGraphState, typeof RoleGraphInput, typeof RoleGraphOutput>;
