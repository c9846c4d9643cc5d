/**
 * The character example on a real SQLite file (better-sqlite3) in a temp dir: history from the save's last message,
 * memory built for the character, the reply written back as new lines in one transaction, failures leaving both
 * tables unchanged, and bad rows reported by id and field.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { multiCharacterExample, oneOnOneExample } from "../examples/lines.js";
import { buildMemory } from "../nodes/memory/buildMemory.js";
import { characterReplyPrompt, formatCharacterReply, parseCharacterReply } from "../prompts/role/characterReply.js";
import { getPrompt } from "../prompts/registry.js";
import { CharacterStore, NoReplyError, replyAsCharacter, SaveChangedError } from "../drivers/characterStore.js";
import { SimulatedChatModel } from "../tools/models/simulatedModel.js";
import { seededRandom } from "../tools/random.js";

const root = mkdtempSync(join(tmpdir(), "simulacra-character-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const PLAYER_LINE = "钦灵，换好衣服了吗？我们去圣诞集市吧！";
const quiet = { warn: () => undefined };
let dbPath: string;
let store: CharacterStore;
let counter = 0;

beforeEach(() => {
  counter += 1;
  dbPath = join(root, `save-${counter}.db`);
  store = new CharacterStore(dbPath);
  store.importLines(multiCharacterExample.lines);
  store.appendLine(1, { attribute: "user", content: PLAYER_LINE, display_name: "莱姆" });
});
afterEach(() => store.close());

/** Every row of both tables, in id order (what "unchanged" is checked against). */
function snapshot(path = dbPath): { saves: unknown[]; lines: unknown[] } {
  const db = new Database(path, { readonly: true });
  try {
    return {
      saves: db.prepare("SELECT * FROM save ORDER BY id").all(),
      lines: db.prepare("SELECT * FROM line ORDER BY id").all(),
    };
  } finally {
    db.close();
  }
}

const scripted = (answer: string | (() => string)) =>
  new SimulatedChatModel({ answers: { character_reply: typeof answer === "string" ? () => answer : answer } });

describe("CharacterStore schema and history", () => {
  it("creates the seed's save and line tables with their columns", () => {
    const columns = (table: string) =>
      (store.db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).map((c) => c.name);
    expect(columns("line")).toEqual([
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
    ]);
    expect(columns("save")).toEqual(["id", "last_message_id"]);
  });

  it("reads the history from the save's last message, following parent links", () => {
    const history = store.chatHistory(1);
    expect(history.map((l) => l.id)).toEqual([...multiCharacterExample.lines.map((l) => l.id), 16]);
    // a line of another branch is not part of it
    store.db.prepare("INSERT INTO line (id, content, attribute, save_id, parent_line_id) VALUES (99, '别的分支', 'user', 1, 5)").run();
    expect(store.chatHistory(1).map((l) => l.id)).not.toContain(99);
    // and the example's memory comes out of the database as the document says
    store.db.prepare("UPDATE save SET last_message_id = 15 WHERE id = 1").run();
    expect(buildMemory(store.chatHistory(1), multiCharacterExample.self)).toEqual(multiCharacterExample.expected);
  });
});

describe("replyAsCharacter", () => {
  it("builds the memory for the character, writes the parsed reply as a new line under the last message, moves the save", async () => {
    const before = snapshot();
    const turn = await replyAsCharacter(store, 1, { role_id: 1 }, { model: scripted("【开心】换好啦，我们走吧！<着替えたよ、行こう！>（拉起莱姆的手）") });

    expect(turn.character).toBe("钦灵");
    expect(turn.history.at(-1)!.id).toBe(16);
    expect(turn.memory).toEqual([...multiCharacterExample.expected, { role: "user", content: PLAYER_LINE }]);
    expect(turn.segments).toEqual([{ emotion: "开心", content: "换好啦，我们走吧！", tts: "着替えたよ、行こう！", action: "拉起莱姆的手" }]);

    const after = snapshot();
    expect(after.lines).toHaveLength(before.lines.length + 1);
    expect(after.lines.slice(0, before.lines.length)).toEqual(before.lines);
    expect(after.lines.at(-1)).toEqual({
      id: 17,
      original_emotion: "开心",
      predicted_emotion: null,
      content: "换好啦，我们走吧！",
      tts_content: "着替えたよ、行こう！",
      action_content: "拉起莱姆的手",
      audio_file: null,
      attribute: "assistant",
      role_id: 1,
      script_role_id: null,
      display_name: "钦灵",
      save_id: 1,
      parent_line_id: 16,
    });
    expect(after.saves).toEqual([{ id: 1, last_message_id: 17 }]);
    expect(turn.saveAfter).toEqual({ id: 1, last_message_id: 17 });

    // the next turn sees the reply as the character's own line
    const memory = buildMemory(store.chatHistory(1), { role_id: 1 });
    expect(memory.at(-1)).toEqual({ role: "assistant", content: "【开心】换好啦，我们走吧！<着替えたよ、行こう！>（拉起莱姆的手）" });
  });

  it("writes a reply of several segments as chained lines", async () => {
    const turn = await replyAsCharacter(store, 1, { role_id: 1 }, { model: scripted("【害羞】别催嘛（整理裙摆）【开心】好啦，出发！") });
    expect(turn.written.map((l) => [l.id, l.parent_line_id, l.original_emotion, l.content, l.action_content])).toEqual([
      [17, 16, "害羞", "别催嘛", "整理裙摆"],
      [18, 17, "开心", "好啦，出发！", null],
    ]);
    expect(store.getSave(1).last_message_id).toBe(18);
  });

  it("replies offline with the simulated model, in the format it parses back", async () => {
    const turn = await replyAsCharacter(store, 1, { role_id: 1 }, { model: new SimulatedChatModel({ seed: 7 }) });
    expect(turn.written.length).toBeGreaterThan(0);
    expect(parseCharacterReply(turn.replyText)).toEqual(turn.segments);
    expect(turn.usage.character_reply?.fallbacks).toBe(0);
    expect(getPrompt("character_reply")).toBe(characterReplyPrompt);
  });

  it("leaves both tables unchanged when the model fails", async () => {
    const before = snapshot();
    const refusing = new SimulatedChatModel({
      answers: {
        character_reply: () => {
          throw Object.assign(new Error("invalid model"), { status: 400 });
        },
      },
    });
    await expect(replyAsCharacter(store, 1, { role_id: 1 }, { model: refusing, logger: quiet })).rejects.toThrow(/HTTP 400/);
    expect(snapshot()).toEqual(before);
  });

  it("leaves both tables unchanged when no answer parses", async () => {
    const before = snapshot();
    const attempt = replyAsCharacter(store, 1, { role_id: 1 }, { model: scripted("【开心"), logger: quiet, maxAttempts: 2 });
    await expect(attempt).rejects.toThrow(NoReplyError);
    await expect(replyAsCharacter(store, 1, { role_id: 1 }, { model: scripted("【开心"), logger: quiet })).rejects.toThrow(/钦灵 gave no usable reply for save 1/);
    expect(snapshot()).toEqual(before);
  });

  it("rolls the whole write back on a constraint violation in the middle", async () => {
    const before = snapshot();
    // the second segment's insert fails after the first one was written
    store.db.exec(`CREATE TRIGGER no_boom BEFORE INSERT ON line WHEN NEW.content = 'boom' BEGIN SELECT RAISE(ABORT, 'boom is not allowed'); END;`);
    const withTrigger = snapshot();
    await expect(replyAsCharacter(store, 1, { role_id: 1 }, { model: scripted("【开心】好的【生气】boom") })).rejects.toThrow(/boom is not allowed/);
    expect(snapshot()).toEqual(withTrigger);
    expect(withTrigger.lines).toEqual(before.lines);

    // the save update fails after every line was written
    store.db.exec(`DROP TRIGGER no_boom; CREATE TRIGGER frozen BEFORE UPDATE ON save BEGIN SELECT RAISE(ABORT, 'save is frozen'); END;`);
    await expect(replyAsCharacter(store, 1, { role_id: 1 }, { model: scripted("【开心】好的（点头）") })).rejects.toThrow(/save is frozen/);
    expect(snapshot()).toEqual(withTrigger);
  });

  it("refuses to write when the save moved on while the model was answering", async () => {
    const slow = scripted(() => {
      // the player writes another line meanwhile (another connection to the same file)
      const other = new CharacterStore(dbPath);
      other.appendLine(1, { attribute: "user", content: "喂喂？", display_name: "莱姆" });
      other.close();
      return "【开心】好呀！";
    });
    await expect(replyAsCharacter(store, 1, { role_id: 1 }, { model: slow })).rejects.toThrow(SaveChangedError);
    const after = snapshot();
    expect(after.lines).toHaveLength(17); // 15 + the player's two lines, no reply
    expect(after.saves).toEqual([{ id: 1, last_message_id: 17 }]);
  });

  it("names the row id and the field of a bad row in the database", async () => {
    store.db.prepare("UPDATE line SET attribute = 'narrator' WHERE id = 6").run();
    const before = snapshot();
    await expect(replyAsCharacter(store, 1, { role_id: 1 }, { model: scripted("【开心】好") })).rejects.toThrow(
      /Save 1: Invalid line row id=6 .*field "attribute"/,
    );
    store.db.prepare("UPDATE line SET attribute = 'assistant', role_id = 'one' WHERE id = 6").run();
    expect(() => store.chatHistory(1)).toThrow(/id=6 .*field "role_id"/);
    expect(snapshot().saves).toEqual(before.saves);
  });

  it("explains a save with nothing to reply to", async () => {
    const empty = store.importLines([], { saveId: 2 });
    await expect(replyAsCharacter(store, empty, { role_id: 1 }, { model: scripted("【开心】好") })).rejects.toThrow(/Save 2 has no messages yet/);
    await expect(replyAsCharacter(store, 3, { role_id: 1 }, { model: scripted("【开心】好") })).rejects.toThrow(/no save with id 3/);
  });

  it("finds the character's name on its lines, or uses display_name alone as the identity", async () => {
    const other = new CharacterStore(join(root, `one-on-one-${counter}.db`));
    try {
      const saveId = other.importLines(oneOnOneExample.lines);
      other.appendLine(saveId, { attribute: "user", content: "给你看吧", display_name: "莱姆" });
      const turn = await replyAsCharacter(other, saveId, { display_name: "钦灵" }, { model: scripted("【开心】谢谢你！") });
      expect(turn.written[0]).toMatchObject({ display_name: "钦灵", role_id: null, script_role_id: null, parent_line_id: 9 });
    } finally {
      other.close();
    }
  });
});

describe("character_reply format", () => {
  it("parses 【emotion】content<tts>（action） segments with optional parts, and formats them back", () => {
    const raw = "钦灵：【惊讶】哇，你来啦<ワア>（跳了起来）那个……【害羞】等我一下";
    const segments = parseCharacterReply(raw, "钦灵");
    expect(segments).toEqual([
      { emotion: "惊讶", content: "哇，你来啦", tts: "ワア", action: "跳了起来" },
      { emotion: null, content: "那个……", tts: null, action: null },
      { emotion: "害羞", content: "等我一下", tts: null, action: null },
    ]);
    expect(formatCharacterReply(segments)).toBe("【惊讶】哇，你来啦<ワア>（跳了起来）那个……【害羞】等我一下");
    expect(parseCharacterReply("【开心】好呀（点头）（笑）")).toEqual([{ emotion: "开心", content: "好呀", tts: null, action: "点头，笑" }]);
    expect(() => parseCharacterReply("")).toThrow(/empty/);
    expect(() => parseCharacterReply("【开心】")).toThrow(/no spoken content/);
    expect(() => parseCharacterReply("【开心】好<こんにちは")).toThrow(/unclosed "<"/);
  });

  it("simulates answers that parse and validate, for many seeds", () => {
    const inputs = characterReplyPrompt.inputSchema.parse({ character: "钦灵", memory: multiCharacterExample.expected });
    for (let seed = 0; seed < 50; seed++) {
      const text = characterReplyPrompt.simulate(inputs, seededRandom(seed, "character_reply"));
      const parsed = characterReplyPrompt.parse(text, inputs);
      expect(parsed).not.toBeNull();
      expect(characterReplyPrompt.validate!(parsed!, inputs)).toBeNull();
    }
  });
});
