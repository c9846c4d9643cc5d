import { describe, expect, it } from "vitest";

import { multiCharacterExample, oneOnOneExample } from "../examples/lines.js";
import { memoryBuilderGraph } from "../graphs/memoryBuilder.js";
import { buildMemory } from "../nodes/memory/buildMemory.js";
import { chatHistory } from "../nodes/memory/chatHistory.js";
import { parseLines, parseLineSelf } from "../state/line.js";
import type { Line, LineSelf } from "../state/line.js";

// --- small hand-made rows ---------------------------------------------------------------------------------------

let nextId = 1;
const row = (attribute: Line["attribute"], content: string, extra: Partial<Line> = {}): Line => ({
  id: nextId++,
  attribute,
  content,
  ...extra,
});
const SELF: LineSelf = { role_id: 1 };
const system = (content: string, extra: Partial<Line> = {}) => row("system", content, extra);
const user = (content: string, name = "莱姆") => row("user", content, { display_name: name });
const me = (content: string, extra: Partial<Line> = {}) =>
  row("assistant", content, { role_id: 1, display_name: "钦灵", ...extra });
const narrator = (content: string, extra: Partial<Line> = {}) =>
  row("assistant", content, { display_name: "旁白", ...extra });
const npc = (content: string) => row("assistant", content, { script_role_id: "7", display_name: "白小喵" });

/** Lines chained by parent_line_id in the given order (first is the root). */
const chain = (ids: number[]): Line[] =>
  ids.map((id, i) => ({ id, attribute: "user", content: `line ${id}`, parent_line_id: i === 0 ? null : ids[i - 1]! }));

// --- the seed's worked examples ---------------------------------------------------------------------------------

describe("worked examples of the seed", () => {
  it("1. one-on-one chat", () => {
    expect(buildMemory(oneOnOneExample.lines, oneOnOneExample.self)).toEqual(oneOnOneExample.expected);
  });

  it("2. multi-character scene, memory of role_id 1", () => {
    expect(buildMemory(multiCharacterExample.lines, multiCharacterExample.self)).toEqual(
      multiCharacterExample.expected,
    );
    expect(multiCharacterExample.expected).toHaveLength(7);
  });

  it("examples are chained so chatHistory walks them whole", () => {
    for (const example of [oneOnOneExample, multiCharacterExample]) {
      const last = example.lines.at(-1)!.id;
      expect(chatHistory(example.lines, last)).toEqual(example.lines);
    }
  });

  it("example 2 from chatHistory over shuffled rows gives the same memory", () => {
    const shuffled = [...multiCharacterExample.lines].reverse();
    const history = chatHistory(shuffled, 15);
    expect(buildMemory(history, { role_id: 1 })).toEqual(multiCharacterExample.expected);
  });
});

// --- chatHistory ------------------------------------------------------------------------------------------------

describe("chatHistory", () => {
  it("returns the path root first, ignoring other branches", () => {
    const lines = [...chain([1, 2, 3, 4]), { id: 9, attribute: "user" as const, content: "branch", parent_line_id: 2 }];
    expect(chatHistory(lines, 4).map((l) => l.id)).toEqual([1, 2, 3, 4]);
    expect(chatHistory(lines, 9).map((l) => l.id)).toEqual([1, 2, 9]);
  });

  it("stops at a parent id that is not among the lines", () => {
    const lines = chain([5, 6, 7]).map((l) => (l.id === 5 ? { ...l, parent_line_id: 99 } : l));
    expect(chatHistory(lines, 7).map((l) => l.id)).toEqual([5, 6, 7]);
  });

  it("is empty when lastMessageId is not among the lines", () => {
    expect(chatHistory(chain([1, 2, 3]), 42)).toEqual([]);
  });

  it("throws on a cycle, naming its ids", () => {
    const lines: Line[] = [
      { id: 1, attribute: "user", content: "a", parent_line_id: null },
      { id: 2, attribute: "user", content: "b", parent_line_id: 4 },
      { id: 3, attribute: "user", content: "c", parent_line_id: 2 },
      { id: 4, attribute: "user", content: "d", parent_line_id: 3 },
      { id: 5, attribute: "user", content: "e", parent_line_id: 4 },
    ];
    expect(() => chatHistory(lines, 5)).toThrow(/Cycle in parent_line_id: 4 -> 3 -> 2 -> 4/);
  });

  it("throws on a line that is its own parent", () => {
    const lines: Line[] = [{ id: 3, attribute: "user", content: "loop", parent_line_id: 3 }];
    expect(() => chatHistory(lines, 3)).toThrow("Cycle in parent_line_id: 3 -> 3");
  });

  it("names a cycle of a million lines by its ends and length, in a short sentence", () => {
    const n = 1_000_000;
    const lines: Line[] = Array.from({ length: n }, (_, i) => ({ id: i + 1, attribute: "user", content: "x", parent_line_id: i === 0 ? n : i }));
    let message = "";
    try {
      chatHistory(lines, n);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toBe("Cycle in parent_line_id: 1000000 -> 999999 -> 999998 -> 999997 -> ... -> 2 -> 1 -> 1000000 (1000000 lines)");
  });

  it("reads a lastMessageId sent as a string of digits as that id, and refuses any other non-number in one sentence", async () => {
    expect(chatHistory(chain([1, 2, 3]), "2" as never).map((l) => l.id)).toEqual([1, 2]);
    expect(() => chatHistory(chain([1, 2, 3]), "two" as never)).toThrow('lastMessageId must be the id of a line (a whole number), got "two".');
    expect(() => chatHistory(chain([1, 2, 3]), 2.5)).toThrow("got 2.5.");
    const rows = chain([1, 2, 3]).map((l) => ({ ...l, save_id: 1 }));
    const out = await memoryBuilderGraph.invoke({ lines: rows, lastMessageId: "2" as never, self: { role_id: 1 } });
    expect(out.messages.map((m) => m.content)).toEqual(["line 1line 2"]); // lines 1 and 2, joined as one user turn
  });

  it("works with sparse and huge ids too", () => {
    const ids = [1_000_000_007, 5, 2 ** 40];
    expect(chatHistory(chain(ids), 2 ** 40).map((l) => l.id)).toEqual(ids);
  });
});

// --- the rules one by one ---------------------------------------------------------------------------------------

describe("buildMemory rules", () => {
  it("keeps self's system line and a system line with no identity, drops another character's", () => {
    const lines = [system("mine", { role_id: 1 }), system("shared"), system("npc's", { script_role_id: "7" })];
    expect(buildMemory(lines, SELF)).toEqual([
      { role: "system", content: "mine" },
      { role: "system", content: "shared" },
    ]);
  });

  it("a system line named only by another display name is dropped too", () => {
    expect(buildMemory([system("x", { display_name: "白小喵" })], SELF)).toEqual([]);
  });

  it("renders 【emotion】content<tts>（action）, leaving out empty decorations", () => {
    const full = me("a", { original_emotion: "开心", tts_content: "t", action_content: "wag" });
    const bare = me("b", { original_emotion: null, tts_content: "", action_content: null });
    const actionOnly = me("c", { action_content: "nod" });
    expect(buildMemory([full], SELF)).toEqual([{ role: "assistant", content: "【开心】a<t>（wag）" }]);
    expect(buildMemory([bare], SELF)).toEqual([{ role: "assistant", content: "b" }]);
    expect(buildMemory([actionOnly], SELF)).toEqual([{ role: "assistant", content: "c（nod）" }]);
  });

  it("merges consecutive self lines with no separator, and splits them across a user line", () => {
    const lines = [me("a", { original_emotion: "e1" }), me("b"), user("hi"), me("c")];
    expect(buildMemory(lines, SELF)).toEqual([
      { role: "assistant", content: "【e1】ab" },
      { role: "user", content: "hi" },
      { role: "assistant", content: "c" },
    ]);
  });

  it("renders others as name：content（action） in a {} block, without emotion or tts", () => {
    const night = narrator("night", { original_emotion: "x", tts_content: "y", action_content: "rain" });
    const lines = [night, npc("hey"), me("ok")];
    expect(buildMemory(lines, SELF)).toEqual([
      { role: "user", content: "{旁白：night（rain）\n白小喵：hey}" },
      { role: "assistant", content: "ok" },
    ]);
  });

  it("puts a user run inside the block when the next non-user line is another speaker's", () => {
    const lines = [npc("a"), user("u1"), user("u2"), npc("b"), me("ok")];
    expect(buildMemory(lines, SELF)).toEqual([
      { role: "user", content: "{白小喵：a\n莱姆：u1\n莱姆：u2\n白小喵：b}" },
      { role: "assistant", content: "ok" },
    ]);
  });

  it("opens a block for users followed by another speaker when none is open", () => {
    const lines = [me("hi"), user("u1"), npc("a")];
    expect(buildMemory(lines, SELF)).toEqual([
      { role: "assistant", content: "hi" },
      { role: "user", content: "{莱姆：u1\n白小喵：a}" },
    ]);
  });

  it("keeps users outside the block when self speaks next", () => {
    const lines = [narrator("n"), user("u1"), user("u2"), me("ok")];
    expect(buildMemory(lines, SELF)).toEqual([
      { role: "user", content: "{旁白：n}\nu1u2" },
      { role: "assistant", content: "ok" },
    ]);
  });

  it("keeps users outside the block when a kept system line comes next, which closes the message", () => {
    const lines = [narrator("n"), user("u1"), system("prompt"), user("u2")];
    expect(buildMemory(lines, SELF)).toEqual([
      { role: "user", content: "{旁白：n}\nu1" },
      { role: "system", content: "prompt" },
      { role: "user", content: "u2" },
    ]);
  });

  it("keeps users outside the block at the end of the history", () => {
    const lines = [narrator("n"), user("u1"), user("u2")];
    expect(buildMemory(lines, SELF)).toEqual([{ role: "user", content: "{旁白：n}\nu1u2" }]);
  });

  it("closes a trailing block at the end of the history", () => {
    const lines = [me("hi"), narrator("n1"), npc("a")];
    expect(buildMemory(lines, SELF)).toEqual([
      { role: "assistant", content: "hi" },
      { role: "user", content: "{旁白：n1\n白小喵：a}" },
    ]);
  });

  it("makes users with no block before them one plain message", () => {
    const lines = [system("p"), user("a"), user("b"), me("ok")];
    expect(buildMemory(lines, SELF)).toEqual([
      { role: "system", content: "p" },
      { role: "user", content: "ab" },
      { role: "assistant", content: "ok" },
    ]);
  });

  it("falls back to `user` / `assistant` when display_name is missing", () => {
    const lines = [
      row("assistant", "who?", { role_id: 2 }),
      row("user", "me", { display_name: null }),
      row("assistant", "you", { script_role_id: "9", display_name: "" }),
    ];
    expect(buildMemory(lines, SELF)).toEqual([{ role: "user", content: "{assistant：who?\nuser：me\nassistant：you}" }]);
  });

  it("compares script_role_id as strings (\"1\" equals 1)", () => {
    const lines = [row("assistant", "a", { script_role_id: "1" }), row("assistant", "b", { script_role_id: 1 })];
    const expected = [{ role: "assistant", content: "ab" }];
    expect(buildMemory(lines, { script_role_id: 1 })).toEqual(expected);
    expect(buildMemory(lines, { script_role_id: "1" })).toEqual(expected);
    expect(buildMemory(lines, { script_role_id: "2" })).toEqual([
      { role: "user", content: "{assistant：a\nassistant：b}" },
    ]);
  });

  it.each<[string, LineSelf]>([
    ["role_id", { role_id: 3 }],
    ["script_role_id", { script_role_id: "npc-3" }],
    ["display_name", { display_name: "小白" }],
  ])("recognises self by %s alone", (_field, self) => {
    const line = row("assistant", "mine", { role_id: 3, script_role_id: "npc-3", display_name: "小白" });
    const other = row("assistant", "theirs", { role_id: 4, script_role_id: "npc-4", display_name: "小黑" });
    expect(buildMemory([line, other], self)).toEqual([
      { role: "assistant", content: "mine" },
      { role: "user", content: "{小黑：theirs}" },
    ]);
  });

  it("matches when any given field of self matches, and null never matches null", () => {
    const lines = [row("assistant", "by name", { display_name: "钦灵", role_id: null })];
    expect(buildMemory(lines, { role_id: 1, display_name: "钦灵" })).toEqual([{ role: "assistant", content: "by name" }]);
    const noIds = [row("assistant", "anon", { role_id: null, script_role_id: null })];
    expect(buildMemory(noIds, { role_id: 1, script_role_id: null })).toEqual([
      { role: "user", content: "{assistant：anon}" },
    ]);
  });

  it("treats another character's system line as absent: it neither splits a merge nor closes a block", () => {
    const npcSystem = () => system("npc prompt", { script_role_id: "7" });
    expect(buildMemory([me("a"), npcSystem(), me("b")], SELF)).toEqual([{ role: "assistant", content: "ab" }]);
    expect(buildMemory([narrator("n"), user("u"), npcSystem(), npc("x"), me("ok")], SELF)).toEqual([
      { role: "user", content: "{旁白：n\n莱姆：u\n白小喵：x}" },
      { role: "assistant", content: "ok" },
    ]);
  });

  it("a kept system line splits a self merge", () => {
    expect(buildMemory([me("a"), system("p"), me("b")], SELF)).toEqual([
      { role: "assistant", content: "a" },
      { role: "system", content: "p" },
      { role: "assistant", content: "b" },
    ]);
  });

  it("returns no messages for no lines", () => {
    expect(buildMemory([], SELF)).toEqual([]);
  });
});

// --- validation ---------------------------------------------------------------------------------------------------

describe("validation", () => {
  const good = { id: 1, attribute: "user", content: "hi" };

  it("names the row id and the field of a bad attribute", () => {
    const rows = [good, { id: 7, attribute: "narrator", content: "x" }];
    expect(() => buildMemory(rows, SELF)).toThrow(
      'Invalid line row id=7 (index 1): field "attribute": expected one of system|user|assistant',
    );
  });

  it("names a missing content", () => {
    expect(() => parseLines([good, good, { id: 3, attribute: "user" }])).toThrow(
      /^Invalid line row id=3 \(index 2\): field "content": expected string/,
    );
  });

  it("names a role_id of the wrong type", () => {
    expect(() => parseLines([{ id: 4, attribute: "assistant", content: "x", role_id: "1" }])).toThrow(
      /^Invalid line row id=4 \(index 0\): field "role_id": expected number, received string/,
    );
    expect(() => parseLines([{ id: 5, attribute: "assistant", content: "x", role_id: 1.5 }])).toThrow(
      /id=5 \(index 0\): field "role_id"/,
    );
  });

  it("names the index of a row without an id, and a row that is no object", () => {
    expect(() => parseLines([good, { attribute: "user", content: "x" }])).toThrow(
      /^Invalid line row at index 1: field "id"/,
    );
    expect(() => parseLines([good, "oops"])).toThrow(/^Invalid line row at index 1: expected object/);
  });

  it("accepts rows with nulls, numeric or string script_role_id, no save_id, and returns them as given", () => {
    const rows = [
      { ...good, role_id: null, script_role_id: "a", save_id: 2, parent_line_id: null, tts_content: null },
      { id: 2, attribute: "assistant", content: "x", script_role_id: 3, audio_file: "a.wav" },
    ];
    expect(parseLines(rows)).toBe(rows);
  });

  it("rejects a self with none of role_id, script_role_id, display_name", () => {
    expect(() => buildMemory([good], {})).toThrow(
      "Invalid memory owner (self): give at least one of role_id, script_role_id, display_name",
    );
    expect(() => parseLineSelf({ role_id: null, display_name: null })).toThrow(/give at least one of/);
    expect(parseLineSelf({ display_name: "钦灵" })).toEqual({ display_name: "钦灵" });
  });

  it("rejects a self with an empty name or a wrongly typed id, naming the field", () => {
    expect(() => parseLineSelf({ display_name: "" })).toThrow(/^Invalid memory owner \(self\): field "display_name"/);
    expect(() => parseLineSelf({ script_role_id: true })).toThrow(
      'Invalid memory owner (self): field "script_role_id": expected non-empty string or number',
    );
  });

  it("names a script_role_id of the wrong type", () => {
    expect(() => parseLines([{ id: 2, attribute: "user", content: "x", script_role_id: true }])).toThrow(
      'Invalid line row id=2 (index 0): field "script_role_id": expected string or number',
    );
  });
});

describe("memoryBuilder graph", () => {
  const contents = (messages: Array<{ content: unknown }>) => messages.map((m) => m.content);

  it("builds the bundled one-on-one example from an empty input (a Studio run)", async () => {
    const { messages } = await memoryBuilderGraph.invoke({} as never);
    expect(contents(messages)).toEqual(oneOnOneExample.expected.map((m) => m.content));
  });

  it("does not fill a half-given input from the example: rows without `self` are refused", async () => {
    await expect(memoryBuilderGraph.invoke({ lines: multiCharacterExample.lines } as never)).rejects.toThrow(/self/i);
  });
});
