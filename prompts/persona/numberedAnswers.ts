/**
 * Reading an answer that covers several numbered items at once (the batched prompts of economical cognition:
 * event_poignancies, thought_notes): the text of each item by its number, from numbered lines ("1. 3", "**2)** ...",
 * "Event 3: ...", "#4 - ..."), each item running on over the lines that follow it up to a blank line or the next
 * number. Lines before the first item (a preamble) are left out; so is an item whose number is out of range or given
 * twice with different texts (a careful reader cannot tell which is meant).
 */
import { jsonField, listLine, plainLine, unfence, untable, withoutReasoning } from "../answerText.js";

const ITEM = /^(?:[-*•+]\s+)?(?:(?:event|thought|statement|item|step|no\.?)\s*)?(?:#\s*)?\(?(\d{1,2})(?:\s*\([^()]{1,80}\))?\s*(?:[.)\]:]|\s[-–—])\s*(.*)$/i;

/**
 * Whether an answer numbers its items from 0: it gives a 0 and not the last number (count). Models trained on code
 * do; every item is then one further on than its number says.
 */
export function countsFromZero(numbers: readonly number[], count: number): boolean {
  return numbers.includes(0) && !numbers.includes(count);
}

/** Item number (1-based) -> its text (lines joined with "\n"), for numbers 1..count (an answer numbered from 0 shifted). */
export function numberedItems(raw: string, count: number): Map<number, string> {
  const texts = new Map<number, string[]>();
  const conflicting = new Set<number>();
  let current: string[] | null = null;
  const lines = untable(unfence(withoutReasoning(raw))).split("\n").map((line) => plainLine(line).trim());
  const shift = countsFromZero(lines.flatMap((line) => { const m = ITEM.exec(line); return m ? [Number(m[1])] : []; }), count) ? 1 : 0;
  for (const line of lines) {
    if (!line) {
      current = null;
      continue;
    }
    // A list that mixes its numbering ("1.", "2)", "iii.") numbers an item in roman figures too.
    const roman = ITEM.test(line) ? null : listLine(line);
    const m = ITEM.exec(line) ?? (roman?.number != null ? [line, String(roman.number), roman.text] : null);
    if (m) {
      const number = Number(m[1]) + shift;
      if (number < 1 || number > count) {
        current = null;
        continue;
      }
      const text = [m[2]!.trim()];
      const before = texts.get(number);
      if (before && before.join("\n") !== text.join("\n")) conflicting.add(number);
      texts.set(number, text);
      current = text;
      continue;
    }
    current?.push(line);
  }
  const items = new Map<number, string>();
  for (const [number, lines] of texts) {
    if (!conflicting.has(number)) items.set(number, lines.filter(Boolean).join("\n"));
  }
  return items;
}

/** `read`'s value, or null when it throws: one unreadable item leaves the others readable. */
export function readOrNull<T>(read: () => T): T | null {
  try {
    return read();
  } catch {
    return null;
  }
}

/** The number a JSON item gives itself under one of `keys` ({"event": 2}, {"step": "2"}), else undefined. */
export function itemNumber(item: unknown, keys: readonly string[]): number | undefined {
  const n = item && typeof item === "object" && !Array.isArray(item) ? jsonField(item as Record<string, unknown>, keys) : undefined;
  return typeof n === "number" ? n : typeof n === "string" && /^\d{1,2}$/.test(n.trim()) ? Number(n) : undefined;
}
