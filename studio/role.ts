// Studio's entry for the role graph (see studio/README.md): the graph itself, under its own name.
import { roleGraph as graph } from "../graphs/role.js";

export const roleGraph = graph;
