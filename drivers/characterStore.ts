/**
 * A role-play save in SQLite (the seed's `save` and `line` tables), and one character's turn on it:
 *
 *   read the save and its lines -> `chatHistory` from the save's last message -> `buildMemory` for the character ->
 *   prompt `character_reply` -> the reply's segments written as new `line` rows -> the save's last message moved on.
 *
 * Tables (created when missing, with the columns of the seed's SQLModel classes; better-sqlite3):
 *   save(id, last_message_id)
 *   line(id, original_emotion, predicted_emotion, content, tts_content, action_content, audio_file, attribute,
 *        role_id, script_role_id, display_name, save_id, parent_line_id)
 * `line.parent_line_id` makes the dialogue a tree; a save points at the leaf it is at. The seed's `line.role_id`
 * references a `role` table the seed does not describe, so it is a plain integer column here.
 *
 * Consistency: the model is asked outside any transaction (it can take seconds), from a snapshot read in one read
 * transaction. The write-back is one IMMEDIATE transaction that first checks the save still points at the message
 * the reply answers (otherwise `SaveChangedError`), inserts the reply's lines (parent = that message, then each
 * segment under the previous one) and moves the save's last message to the last of them. Any failure — the model,
 * an unusable answer, a constraint, a trigger — leaves both tables as they were.
 * Rows are validated when read (`parseLines`): a bad row is an error naming its id and field.
 */
import Database from "better-sqlite3";
import { dirname } from "node:path";
import { mkdirSync } from "node:fs";
import { buildMemory } from "../nodes/memory/buildMemory.js";
import { chatHistory } from "../nodes/memory/chatHistory.js";
import { characterReplyPrompt, formatCharacterReply, type ReplySegment } from "../prompts/role/characterReply.js";
import { runPrompt, type ChatModelSource, type PromptLogger, type PromptModel } from "../prompts/runner.js";
import type { UsageByPrompt } from "../prompts/types.js";
import { parseLines, parseLineSelf, type Line, type LineSelf, type MemoryMessage } from "../state/line.js";

export type CharacterDb = Database.Database;

/** The SQL that creates the character example's tables (`save` and `line`, as seed 003 has them) when missing. */
export const CHARACTER_SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS save (
  id INTEGER PRIMARY KEY,
  last_message_id INTEGER REFERENCES line (id)
);
CREATE TABLE IF NOT EXISTS line (
  id INTEGER PRIMARY KEY,
  original_emotion TEXT,
  predicted_emotion TEXT,
  content TEXT NOT NULL,
  tts_content TEXT,
  action_content TEXT,
  audio_file TEXT,
  attribute TEXT NOT NULL,
  role_id INTEGER,
  script_role_id TEXT,
  display_name TEXT,
  save_id INTEGER NOT NULL REFERENCES save (id),
  parent_line_id INTEGER REFERENCES line (id)
);
CREATE INDEX IF NOT EXISTS ix_line_save_id ON line (save_id);
CREATE INDEX IF NOT EXISTS ix_line_parent_line_id ON line (parent_line_id);
`;

const LINE_COLUMNS = [
  "id",
  "original_emotion",
  "predicted_emotion",
  "content",
  "tts_content",
  "action_content",
  "audio_file",
  "attribute",
  "role_id",
  "script_role_id",
  "display_name",
  "save_id",
  "parent_line_id",
] as const;

/** A row of the `save` table: a saved dialogue's id and its last message's. */
export interface SaveRow {
  id: number;
  last_message_id: number | null;
}

/** A line to insert: what the table needs besides the ids the store assigns. */
export type NewLine = Omit<Line, "id" | "save_id" | "parent_line_id"> & { id?: number; parent_line_id?: number | null };

/** The save moved on while the reply was being written: the reply answers a message that is no longer the last. */
export class SaveChangedError extends Error {
  override name = "SaveChangedError";
}

/** The model gave no usable reply (every attempt failed); nothing was written. */
export class NoReplyError extends Error {
  override name = "NoReplyError";
}

export interface CharacterTurnContext {
  save: SaveRow;
  /** Root-first path to the save's last message. */
  history: Line[];
  /** What the character's model sees: `buildMemory(history, self)`. */
  memory: MemoryMessage[];
  /** The character's display name (given, or found on its own lines). */
  character: string;
}

/** One reply of a character written back to a save: its segments, its text and the rows written. */
export interface CharacterTurn extends CharacterTurnContext {
  segments: ReplySegment[];
  /** The reply as the memory builder renders it. */
  replyText: string;
  /** The rows written, in order (the first one's parent is the old last message). */
  written: Line[];
  /** The save after the turn. */
  saveAfter: SaveRow;
  usage: UsageByPrompt;
}

/** How `replyAsCharacter` asks: the model, the character's display name, the attempts, a logger and an abort signal. */
export interface ReplyOptions {
  model: ChatModelSource | PromptModel;
  /** The character's display name when `self` has none and none of its lines carries one. */
  displayName?: string;
  maxAttempts?: number;
  logger?: PromptLogger;
  signal?: AbortSignal;
}

/**
 * A character-chat database (SQLite): reads a save's dialogue and writes a character's reply back, moving the save's
 * last message, in one transaction.
 */
export class CharacterStore {
  readonly db: CharacterDb;
  private readonly owned: boolean;

  /** A database file (created with its folder when missing) or an open better-sqlite3 handle. */
  constructor(pathOrDb: string | CharacterDb) {
    if (typeof pathOrDb === "string") {
      if (pathOrDb !== ":memory:") mkdirSync(dirname(pathOrDb), { recursive: true });
      this.db = new Database(pathOrDb);
      this.owned = true;
    } else {
      this.db = pathOrDb;
      this.owned = false;
    }
    this.db.pragma("foreign_keys = ON");
    this.db.exec(CHARACTER_SCHEMA_SQL);
  }

  /** Closes the database if the store opened it (a handle given to the constructor stays open). */
  close(): void {
    if (this.owned && this.db.open) this.db.close();
  }

  /** The save's row; throws when there is no such save. */
  getSave(saveId: number): SaveRow {
    const save = this.db.prepare("SELECT id, last_message_id FROM save WHERE id = ?").get(saveId) as SaveRow | undefined;
    if (!save) throw new Error(`There is no save with id ${saveId}.`);
    return save;
  }

  /** Every save, by id. */
  listSaves(): SaveRow[] {
    return this.db.prepare("SELECT id, last_message_id FROM save ORDER BY id").all() as SaveRow[];
  }

  /** Every line of the save, validated (a bad row throws, naming the row's id and the field). */
  linesOf(saveId: number): Line[] {
    const rows = this.db.prepare(`SELECT ${LINE_COLUMNS.join(", ")} FROM line WHERE save_id = ? ORDER BY id`).all(saveId);
    try {
      return parseLines(rows);
    } catch (error) {
      throw new Error(`Save ${saveId}: ${(error as Error).message}`);
    }
  }

  /** The conversation the save is at: root-first path to its last message (the seed's `get_chat_history`). */
  chatHistory(saveId: number): Line[] {
    return this.db.transaction(() => {
      const save = this.getSave(saveId);
      if (!save.last_message_id) return [];
      return chatHistory(this.linesOf(saveId), save.last_message_id);
    })();
  }

  /** A consistent snapshot: the save, its history and the character's memory. */
  prepareTurn(saveId: number, self: LineSelf, displayName?: string): CharacterTurnContext {
    const who = parseLineSelf(self);
    return this.db.transaction(() => {
      const save = this.getSave(saveId);
      if (!save.last_message_id) throw new Error(`Save ${saveId} has no messages yet (last_message_id is empty).`);
      const history = chatHistory(this.linesOf(saveId), save.last_message_id);
      if (history.length === 0) {
        throw new Error(`Save ${saveId}: its last message ${save.last_message_id} is not one of its lines.`);
      }
      const memory = buildMemory(history, who);
      const character = who.display_name ?? displayName ?? ownDisplayName(history, who) ?? describeSelf(who);
      return { save, history, memory, character };
    })();
  }

  /**
   * Writes a line under the save's last message and makes it the last message (e.g. the player's turn), in one
   * transaction; returns the row written.
   */
  appendLine(saveId: number, line: NewLine): Line {
    return this.db.transaction(() => {
      const save = this.getSave(saveId);
      const written = this.insertLine({ ...line, parent_line_id: save.last_message_id }, saveId);
      this.db.prepare("UPDATE save SET last_message_id = ? WHERE id = ?").run(written.id, saveId);
      return written;
    }).immediate();
  }

  /**
   * Writes the reply's segments as the character's lines under `answering` (which must still be the save's last
   * message), chained, and moves the save's last message to the last of them — all in one transaction.
   */
  writeReply(saveId: number, answering: number, self: LineSelf, character: string, segments: readonly ReplySegment[]): { written: Line[]; saveAfter: SaveRow } {
    if (segments.length === 0) throw new Error("A reply needs at least one segment.");
    const who = parseLineSelf(self);
    return this.db.transaction(() => {
      const save = this.getSave(saveId);
      if (save.last_message_id !== answering) {
        throw new SaveChangedError(
          `Save ${saveId} moved on while the reply was written: its last message is ${save.last_message_id}, the reply answers ${answering}.`,
        );
      }
      const written: Line[] = [];
      let parent = answering;
      for (const segment of segments) {
        const line = this.insertLine(
          {
            attribute: "assistant",
            original_emotion: segment.emotion,
            predicted_emotion: null,
            content: segment.content,
            tts_content: segment.tts,
            action_content: segment.action,
            audio_file: null,
            role_id: who.role_id ?? null,
            script_role_id: who.script_role_id == null ? null : String(who.script_role_id),
            display_name: character,
            parent_line_id: parent,
          },
          saveId,
        );
        written.push(line);
        parent = line.id;
      }
      this.db.prepare("UPDATE save SET last_message_id = ? WHERE id = ?").run(parent, saveId);
      return { written, saveAfter: this.getSave(saveId) };
    }).immediate();
  }

  /**
   * Imports lines (e.g. the seed's examples) as a save, in one transaction: the save is created when missing (id
   * `saveId`, else the lines' `save_id`, else a new one), rows keep their ids and parent links, and the save's last
   * message becomes `lastMessageId` (default: the last line given). Returns the save id.
   */
  importLines(lines: readonly (Line | NewLine)[], options: { saveId?: number; lastMessageId?: number | null } = {}): number {
    return this.db.transaction(() => {
      this.db.pragma("defer_foreign_keys = ON"); // lines may come before their parents
      const saveIdOf = (l: Line | NewLine) => (l as { save_id?: number | null }).save_id;
      const given = options.saveId ?? lines.map(saveIdOf).find((id) => id != null);
      let saveId: number;
      if (typeof given === "number") {
        this.db.prepare("INSERT OR IGNORE INTO save (id, last_message_id) VALUES (?, NULL)").run(given);
        saveId = given;
      } else {
        saveId = Number(this.db.prepare("INSERT INTO save (last_message_id) VALUES (NULL)").run().lastInsertRowid);
      }
      let last: number | null = null;
      for (const line of lines) last = this.insertLine(line, saveId).id;
      const lastMessageId = options.lastMessageId !== undefined ? options.lastMessageId : last;
      this.db.prepare("UPDATE save SET last_message_id = ? WHERE id = ?").run(lastMessageId, saveId);
      return saveId;
    }).immediate();
  }

  /** Counts of both tables (what tests compare before and after a failed turn). */
  counts(): { saves: number; lines: number } {
    const one = (sql: string) => (this.db.prepare(sql).get() as { n: number }).n;
    return { saves: one("SELECT count(*) AS n FROM save"), lines: one("SELECT count(*) AS n FROM line") };
  }

  private insertLine(line: Line | NewLine, saveId: number): Line {
    const row = {
      id: line.id ?? null,
      original_emotion: line.original_emotion ?? null,
      predicted_emotion: line.predicted_emotion ?? null,
      content: line.content,
      tts_content: line.tts_content ?? null,
      action_content: line.action_content ?? null,
      audio_file: line.audio_file ?? null,
      attribute: line.attribute,
      role_id: line.role_id ?? null,
      script_role_id: line.script_role_id == null ? null : String(line.script_role_id),
      display_name: line.display_name ?? null,
      save_id: saveId,
      parent_line_id: line.parent_line_id ?? null,
    };
    const names = LINE_COLUMNS.join(", ");
    const values = LINE_COLUMNS.map((c) => `@${c}`).join(", ");
    const result = this.db.prepare(`INSERT INTO line (${names}) VALUES (${values})`).run(row);
    return { ...row, id: Number(result.lastInsertRowid) } as Line;
  }
}

/**
 * One turn of the character: snapshot, memory, reply (prompt `character_reply`), write-back in one transaction.
 * Throws — with the database unchanged — when the model fails, gives no usable reply, or the write fails.
 */
export async function replyAsCharacter(
  store: CharacterStore,
  saveId: number,
  self: LineSelf,
  options: ReplyOptions,
): Promise<CharacterTurn> {
  const context = store.prepareTurn(saveId, self, options.displayName);
  const run = await runPrompt(
    characterReplyPrompt,
    { character: context.character, memory: context.memory },
    { model: options.model, maxAttempts: options.maxAttempts, logger: options.logger, signal: options.signal },
  );
  const segments = run.value;
  if (run.fellBack || segments === null) {
    const last = run.answers.at(-1);
    throw new NoReplyError(
      `${context.character} gave no usable reply for save ${saveId} after ${run.answers.length} answer(s)` +
        (run.problem ? ` (${run.problem})` : "") +
        (last === undefined ? "" : `; last answer: ${JSON.stringify(last.slice(0, 200))}`) +
        ". Nothing was written.",
    );
  }
  const { written, saveAfter } = store.writeReply(saveId, context.save.last_message_id!, self, context.character, segments);
  return { ...context, segments, replyText: formatCharacterReply(segments), written, saveAfter, usage: run.usage };
}

/** The display name on the character's latest own line in the history. */
function ownDisplayName(history: readonly Line[], self: LineSelf): string | undefined {
  const scriptRoleId = self.script_role_id == null ? null : String(self.script_role_id);
  for (let i = history.length - 1; i >= 0; i--) {
    const line = history[i]!;
    const mine =
      (self.role_id != null && line.role_id === self.role_id) ||
      (scriptRoleId !== null && line.script_role_id != null && String(line.script_role_id) === scriptRoleId);
    if (mine && line.display_name) return line.display_name;
  }
  return undefined;
}

function describeSelf(self: LineSelf): string {
  if (self.role_id != null) return `role ${self.role_id}`;
  return `script role ${self.script_role_id}`;
}
