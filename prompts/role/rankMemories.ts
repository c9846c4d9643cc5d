/**
 * rank_memories: an LLM reorders the long-term memories fetched for a user requirement, most useful first
 * (RoleZero long-term memory with `useLlmRanker`; MetaGPT used an LLM re-ranker on its Chroma retriever).
 *
 * The model sees the numbered memories and the requirement and answers one line per memory worth keeping:
 * `Doc: <number>, Relevance: <1-10>`. Memories it leaves out are dropped (as a re-ranker drops what it does not list);
 * the rest are ordered by relevance, ties keeping their fetched order.
 *
 * Changed from MetaGPT: there the ranked memories were sorted by creation time afterwards, which threw the ranker's
 * order away, and the ranker kept as many as were fetched (top 5 of 5), so with the defaults it changed nothing but
 * the cost. Here the ranker's order is the order returned. The fail-safe keeps every fetched memory in its fetched
 * (oldest first) order.
 */
import { z } from "zod/v4";
import { countsFrom, firstJsonArray, firstJsonObject, jsonField, numberWords, plainText, saysNoneApply } from "../answerText.js";
import { tableRecords } from "../tableAnswer.js";
import type { PromptSpec } from "../types.js";
import { POSITIONS } from "../failSafeValues.js";

export const RankMemoriesInputSchema = z.object({
  /** The text the memories were fetched for (the last user requirement). */
  query: z.string(),
  /** The fetched memories' texts, in fetched order (oldest first). */
  memories: z.array(z.string()).min(1),
});
export type RankMemoriesInput = z.input<typeof RankMemoriesInputSchema>;
type Inputs = z.output<typeof RankMemoriesInputSchema>;

/** Indexes into `memories`, most relevant first. */
export type MemoryRanking = number[];

const MEMORY_CLIP_CHARS = 1_000;

const template = `Below are numbered notes from an assistant's long-term memory, then a request it has just received.

{memories}

Request: {query}

Which notes help with this request? List only the helpful ones, most helpful first, one per line, written exactly as
Doc: <note number>, Relevance: <score from 1 to 10>
Leave out notes that do not help. Write nothing else.`;

const LINE = /(?:doc(?:ument)?|note)\s*(?:#|no\.?)?\s*:?\s*(\d+)\s*(?:[,;:|)]|[-–—])?\s*(?:\([^)]*\)\s*)?(?:[,;:|]\s*)?relevance\s*(?:score)?\s*[:=]?\s*(\d+(?:\.\d+)?)/gi;

/**
 * `Doc: 2, Relevance: 9` lines (also "Note 2 - Relevance: 9/10", markdown, after a reasoning block) or JSON [{"doc": 2,
 * "relevance": 9}] -> 0-based indexes ordered by relevance (ties in answer order), notes scored 0 left out; bad numbers,
 * a list out of relevance order and one line looping throw.
 */
export function parseRanking(raw: string, count: number): MemoryRanking {
  // "None of the notes help.", "[]": no note helps, said outright.
  if (saysNoneApply(raw)) return [];
  const pairs = jsonPairs(raw) ?? tablePairs(raw) ?? [...numberWords(plainText(raw)).matchAll(LINE)].map((m) => [Number(m[1]), Number(m[2])] as const);
  return rankingOf(pairs, count);
}

function jsonPairs(raw: string): Array<readonly [number, number]> | undefined {
  let list: unknown[] | undefined = firstJsonArray(raw);
  if (!list) {
    const object = firstJsonObject(raw);
    const field = object && jsonField(object, ["ranking", "notes", "docs", "results"], true);
    if (Array.isArray(field)) list = field;
  }
  if (!list || !list.every((e) => e && typeof e === "object" && !Array.isArray(e))) return undefined;
  return pairsOf(list as Array<Record<string, unknown>>);
}

/** "| Doc | Relevance |" or "doc,relevance" rows: the same records as JSON's. */
function tablePairs(raw: string): Array<readonly [number, number]> | undefined {
  const records = tableRecords(raw);
  return records ? pairsOf(records) : undefined;
}

function pairsOf(list: ReadonlyArray<Record<string, unknown>>): Array<readonly [number, number]> {
  return list.map((e) => {
    const note = Number(jsonField(e, ["note", "doc", "document", "number", "id"]));
    const relevance = Number(jsonField(e, ["relevance", "score"]));
    if (!Number.isFinite(note) || !Number.isFinite(relevance)) throw new Error(`a ranking entry is not {note, relevance}: ${JSON.stringify(e)}`);
    return [note, relevance] as const;
  });
}

function rankingOf(pairs: ReadonlyArray<readonly [number, number]>, count: number): MemoryRanking {
  const scored: Array<{ index: number; relevance: number; order: number }> = [];
  const seen = new Set<number>();
  const base = countsFrom(pairs.map(([number]) => number));
  // One line said three times or more ("Doc: 2, Relevance: 10" six times) is a model looping, not a ranking of one.
  const said = new Map<string, number>();
  for (const pair of pairs) said.set(pair.join(":"), (said.get(pair.join(":")) ?? 0) + 1);
  if ([...said.values()].some((n) => n >= 3)) throw new Error("the answer repeats one line over and over");
  // Listed in an order its scores contradict ("Doc: 4, Relevance: 6" before "Doc: 2, Relevance: 10"): whether the
  // order or the scores rank the notes is the model's to say (readers take either), so it is asked again.
  if (pairs.some(([, relevance], i) => i > 0 && relevance > pairs[i - 1]![1])) {
    throw new Error("the notes are not listed from the most relevant down: list them by relevance");
  }
  for (const [number, relevance] of pairs) {
    if (!Number.isInteger(number) || number < base || number > count - 1 + base) {
      throw new Error(`note number ${number} is not between 1 and ${count}`);
    }
    if (seen.has(number)) continue; // a repeat keeps the first score
    seen.add(number);
    if (relevance <= 0) continue; // "Relevance: 0": listed, but said not to help
    scored.push({ index: number - base, relevance, order: scored.length });
  }
  if (scored.length === 0) throw new Error('expected lines like "Doc: 1, Relevance: 7"');
  scored.sort((a, b) => b.relevance - a.relevance || a.order - b.order);
  return scored.map((s) => s.index);
}

/** The structured answer: {"ranking": [{"note": 2, "relevance": 9}, ...]}, helpful notes only. */
const RankingSchema = z.object({
  ranking: z.array(z.object({ note: z.number().int().describe("the note number"), relevance: z.number().describe("1 to 10") })),
});

const words = (text: string): Set<string> => new Set(text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);

/** The prompt that ranks a role's long-term memories by relevance to what it is asked. */
export const rankMemoriesPrompt: PromptSpec<Inputs, MemoryRanking, RankMemoriesInput> = {
  id: "rank_memories",
  version: 1,
  template,
  inputSchema: RankMemoriesInputSchema,
  variables: ({ query, memories }) => ({
    query: query.trim() || "(empty)",
    memories: memories
      .map((memory, i) => {
        const text = memory.replace(/\s+/g, " ").trim();
        return `Note ${i + 1}: ${text.length > MEMORY_CLIP_CHARS ? `${text.slice(0, MEMORY_CLIP_CHARS)}…` : text}`;
      })
      .join("\n"),
  }),
  structured: {
    schema: RankingSchema,
    // {"ranking": []}: the schema's own way to say that no note helps.
    toValue: (answer: z.output<typeof RankingSchema>, { memories }) => (answer.ranking.length === 0 ? [] : rankingOf(pairsOf(answer.ranking), memories.length)),
    fromValue: (ranking) => ({ ranking: ranking.map((index, i) => ({ note: index + 1, relevance: Math.max(1, 10 - i) })) }),
  },
  parse: (raw, { memories }) => parseRanking(raw, memories.length),
  failSafe: ({ memories }) => memories.map((_, i) => i),
  failSafeValue: POSITIONS,
  generation: { temperature: 0, maxTokens: 300 },
  simulate: ({ query, memories }, random) => {
    // Relevance from shared words with the request; a little noise breaks ties; notes sharing nothing are left out,
    // unless none shares anything (then every note is listed, least noisy first).
    const wanted = words(query);
    const scored = memories.map((memory, i) => {
      let shared = 0;
      for (const word of words(memory)) if (wanted.has(word)) shared += 1;
      return { number: i + 1, shared, noise: random() };
    });
    const useful = scored.some((s) => s.shared > 0) ? scored.filter((s) => s.shared > 0) : scored;
    const top = Math.max(1, ...useful.map((s) => s.shared));
    return useful
      .sort((a, b) => b.shared - a.shared || a.noise - b.noise)
      .map((s) => `Doc: ${s.number}, Relevance: ${Math.max(1, Math.round((10 * s.shared) / top))}`)
      .join("\n");
  },
};
