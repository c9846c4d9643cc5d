/**
 * A role-play character replying in a save stored in SQLite (the memory builder in use):
 *
 *   npx tsx cli/characterChat.ts [dbPath] [--save N] [--role-id N] [--script-role-id S] [--display-name NAME]
 *                                     [--say TEXT] [--model simulated|openai/<model>] [--seed N]
 *
 * Without a dbPath, a temporary database is seeded with example 2 of the memory builder's design document (钦灵,
 * role_id 1, with a narrator and the script NPC 白小喵) and the player says one more line. With a dbPath, the save
 * (default: the first one) is used as it is, and `--say` adds the player's line first. The script prints the memory
 * built for the character and the reply, which is written back as new `line` rows under the save's last message.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { chatModelFactory } from "../tools/models/factory.js";
import { CharacterStore, replyAsCharacter } from "../drivers/characterStore.js";
import type { LineSelf } from "../state/line.js";
import { multiCharacterExample } from "../examples/lines.js";

const DEFAULT_PLAYER_LINE = "好啦好啦，换好了我们就出发去圣诞集市吧！";

interface Args {
  dbPath?: string;
  saveId?: number;
  self: LineSelf;
  say?: string;
  model: string;
  seed: number;
}

function parseArgs(argv: readonly string[]): Args {
  const self: { role_id?: number; script_role_id?: string; display_name?: string } = {};
  const args: Args = { self, model: process.env.SIMULACRA_MODEL ?? "simulated", seed: 0 };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const value = () => {
      const next = argv[++i];
      if (next === undefined) throw new Error(`${arg} needs a value.`);
      return next;
    };
    const int = () => {
      const text = value();
      const n = Number(text);
      if (!Number.isInteger(n)) throw new Error(`${arg} needs an integer, got "${text}".`);
      return n;
    };
    if (arg === "--save") args.saveId = int();
    else if (arg === "--role-id") self.role_id = int();
    else if (arg === "--script-role-id") self.script_role_id = value();
    else if (arg === "--display-name") self.display_name = value();
    else if (arg === "--say") args.say = value();
    else if (arg === "--model") args.model = value();
    else if (arg === "--seed") args.seed = int();
    else if (arg.startsWith("--")) throw new Error(`Unknown option ${arg}.`);
    else if (args.dbPath === undefined) args.dbPath = arg;
    else throw new Error(`Unexpected argument "${arg}".`);
  }
  if (self.role_id === undefined && self.script_role_id === undefined && self.display_name === undefined) {
    Object.assign(self, multiCharacterExample.self);
  }
  return args;
}

export async function main(argv: readonly string[] = process.argv.slice(2)): Promise<void> {
  const args = parseArgs(argv);
  const seeded = args.dbPath === undefined;
  const dbPath = seeded ? join(mkdtempSync(join(tmpdir(), "simulacra-character-")), "save.db") : resolve(args.dbPath!);
  const store = new CharacterStore(dbPath);
  try {
    let saveId = args.saveId;
    if (seeded) {
      saveId = store.importLines(multiCharacterExample.lines);
      console.log(`Seeded ${dbPath} with example 2 of the memory builder document (save ${saveId}, ${multiCharacterExample.lines.length} lines).`);
    }
    saveId ??= store.listSaves()[0]?.id;
    if (saveId === undefined) throw new Error(`${dbPath} has no save.`);
    const say = args.say ?? (seeded ? DEFAULT_PLAYER_LINE : undefined);
    if (say !== undefined) {
      const line = store.appendLine(saveId, { attribute: "user", content: say, display_name: "莱姆" });
      console.log(`Player (line ${line.id}): ${say}`);
    }

    const model = chatModelFactory(args.model, { seed: args.seed });
    const turn = await replyAsCharacter(store, saveId, args.self, { model });

    console.log(`\nMemory built for ${turn.character} (${turn.history.length} lines of history -> ${turn.memory.length} messages):`);
    for (const message of turn.memory) console.log(`  [${message.role}] ${message.content.replace(/\n/g, "\n      ")}`);
    console.log(`\n${turn.character}: ${turn.replyText}`);
    for (const line of turn.written) {
      console.log(
        `  line ${line.id} (parent ${line.parent_line_id}): emotion=${line.original_emotion ?? "-"} content=${line.content} ` +
          `tts=${line.tts_content ?? "-"} action=${line.action_content ?? "-"}`,
      );
    }
    console.log(`Save ${saveId}: last message ${turn.save.last_message_id} -> ${turn.saveAfter.last_message_id}`);
  } finally {
    store.close();
  }
}

const invokedDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href;
if (invokedDirectly) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
