import { InMemoryStore } from "@langchain/langgraph";
import { townBuilder } from "./graphs/town.js";
const g = townBuilder.compile({ store: new InMemoryStore() });
let n = 0; let last: any;
const stream = await g.stream({ startTime: "2024-05-06T07:00:00", until: "2024-05-06T07:02:00" }, { recursionLimit: 100000, streamMode: ["custom", "values"], maxConcurrency: 1 } as any);
for await (const [mode, chunk] of stream as any) { if (mode === "custom") n++; else last = chunk; }
console.log(n, last?.clock);
