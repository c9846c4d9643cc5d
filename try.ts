import Database from "better-sqlite3";
import { readdirSync } from "node:fs";
const dir = "/tmp/" + readdirSync("/tmp").filter(d => d.startsWith("simulacra-ckpt-")).sort().at(-1);
const db = new Database(dir + "/checkpoints.sqlite");
const rows = db.prepare("select checkpoint_ns, checkpoint_id, length(checkpoint) l, metadata from checkpoints order by checkpoint_id").all() as any[];
for (const r of rows.slice(0, 12)) console.log(r.checkpoint_ns, r.l, String(r.metadata).slice(0, 120));
console.log(rows.length, rows.filter(r => r.checkpoint_ns).length);
