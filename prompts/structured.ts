/**
 * Structured mode: the JSON schema a prompt's answer must follow (sent as the JSON-schema response format), the line
 * that asks for it, and reading the answer back into the prompt's value.
 */
import { z } from "zod/v4";
import type { StructuredFormat } from "../state/modelSource.js";
import { listLine, numberWords, parseJsonLenient, withoutNotesAround, withoutReasoning, withoutValueLabel } from "./answerText.js";
import type { PromptSpec, StructuredAnswer } from "./types.js";

const formats = new WeakMap<object, StructuredFormat>();

/** The response format of a prompt that declares `structured` (computed once per prompt). */
export function structuredFormatOf(prompt: PromptSpec & { structured: StructuredAnswer }): StructuredFormat {
  let format = formats.get(prompt.structured);
  if (!format) {
    const { $schema: _dialect, ...schema } = z.toJSONSchema(prompt.structured.schema, { io: "input", unrepresentable: "any" }) as Record<string, unknown>;
    format = { name: prompt.id, schema }; // the input side: what the model writes, before any transform
    formats.set(prompt.structured, format);
  }
  return format;
}

/** Appended to the rendered prompt in structured mode: servers that enforce the schema need no more, others do. */
export function structuredInstruction(format: StructuredFormat): string {
  const properties = Object.keys((format.schema.properties as Record<string, unknown> | undefined) ?? {});
  const fields = properties.length ? ` with the field${properties.length > 1 ? "s" : ""} ${properties.map((p) => `"${p}"`).join(", ")}` : "";
  return `\n\nReply with only a JSON object${fields}, as the response schema "${format.name}" describes.`;
}

/** The JSON object an answer holds (fenced, after a reasoning block, in prose; trailing commas and the like forgiven), or undefined. */
export function jsonObjectIn(raw: string): Record<string, unknown> | undefined {
  const text = withoutReasoning(raw).trim();
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(text)?.[1];
  for (const candidate of [text, fenced, text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1)]) {
    if (!candidate || !candidate.trim().startsWith("{")) continue;
    const value = parseJsonLenient(candidate.trim());
    if (value && typeof value === "object" && !Array.isArray(value)) return value as Record<string, unknown>;
  }
  return undefined;
}

const keyOf = (key: string) => key.toLowerCase().replace(/[^a-z0-9]/g, "");

/**
 * A list of strings whose every item kept its list marker (["1. Why is Ada tired?", "2. ..."], ["- ...", "- ..."]):
 * the markers taken off. Numbers must count up from 0 or 1 (a list that goes on from item 2 is its prompt's to read);
 * a list of which only some items start with a number keeps them (they may be the items' own).
 */
function withoutItemMarkers(items: unknown[]): unknown[] {
  const lines = items.map((item) => (typeof item === "string" ? listLine(item) : undefined));
  if (lines.length === 0 || lines.some((line) => line === undefined || !line.text)) return items;
  const numbered = lines.every((line, i) => line!.number === lines[0]!.number! + i) && (lines[0]!.number === 0 || lines[0]!.number === 1);
  const bulleted = lines.every((line) => line!.bullet);
  return numbered || bulleted ? lines.map((line) => line!.text) : items;
}

/**
 * An answer object brought to the schema's shape where its meaning is certain: fields named as the schema names them
 * but in another case or spelling ("Score", "thing_state") renamed, strings that are plainly a number or a boolean
 * ("8", " false ", "four") turned into one where the schema asks for it, an object holding only the phrase asked for
 * ({"topic": {"summary": "..."}}) that phrase, list markers kept in every item of a list of strings taken off, the
 * same inside lists and nested objects. Anything else is left as it is, for the schema to refuse.
 */
/**
 * A field named in words of which one is a field of the schema ("original_emotion", "tts_content", "action_content"
 * for emotion, tts, action): that field, when it is the only one those words name that the answer does not already
 * hold under its own name ("content" is there, so "tts_content" is the tts).
 */
function compoundNameOf(key: string, byKey: Map<string, string>, namedOutright: Set<string>): string | undefined {
  const words = key.replace(/([a-z])([A-Z])/g, "$1 $2").split(/[^A-Za-z0-9]+/).filter(Boolean);
  if (words.length < 2) return undefined;
  const named = [...new Set(words.map((word) => byKey.get(keyOf(word))).filter((name): name is string => name !== undefined))];
  const free = named.filter((name) => !namedOutright.has(name));
  return free.length === 1 ? free[0] : undefined;
}

export function conformToSchema(value: unknown, schema: Record<string, unknown>): unknown {
  const type = schema.type;
  if (Array.isArray(value) && type === "array" && schema.items && typeof schema.items === "object") {
    const itemSchema = schema.items as Record<string, unknown>;
    const items = value.map((item) => conformToSchema(item, itemSchema));
    if (itemSchema.type === "string") return withoutItemMarkers(items);
    // [{"subtask": "Step 1: fetch the paint", ...}, {"subtask": "Step 2: ..."}]: the same in each text field of the items.
    if (itemSchema.type === "object" && items.every((item) => item && typeof item === "object" && !Array.isArray(item))) {
      const properties = (itemSchema.properties ?? {}) as Record<string, Record<string, unknown>>;
      for (const [name, property] of Object.entries(properties)) {
        if (property.type !== "string") continue;
        const unmarked = withoutItemMarkers(items.map((item) => (item as Record<string, unknown>)[name]));
        items.forEach((item, i) => {
          if (typeof unmarked[i] === "string") (item as Record<string, unknown>)[name] = unmarked[i];
        });
      }
    }
    return items;
  }
  if (value && typeof value === "object" && !Array.isArray(value) && type === "object") {
    const properties = (schema.properties ?? {}) as Record<string, Record<string, unknown>>;
    const byKey = new Map(Object.keys(properties).map((name) => [keyOf(name), name]));
    const out: Record<string, unknown> = {};
    // A schema of one field answered with one field under another name ({"summary": ...} for {"text": ...}): it is
    // that field, the only thing the model was asked for.
    const names = Object.keys(properties);
    const entries = Object.entries(value);
    if (names.length === 1 && entries.length === 1 && !byKey.has(keyOf(entries[0]![0])) && typeof entries[0]![1] !== "object") {
      return { [names[0]!]: conformToSchema(entries[0]![1], properties[names[0]!]!) };
    }
    const namedOutright = new Set(entries.map(([key]) => byKey.get(keyOf(key))).filter((name) => name !== undefined));
    for (const [key, field] of entries) {
      const name = Object.hasOwn(properties, key) ? key : (byKey.get(keyOf(key)) ?? compoundNameOf(key, byKey, namedOutright) ?? key);
      if (Object.hasOwn(out, name) && name !== key) continue; // the schema's own spelling wins
      out[name] = properties[name] ? conformToSchema(field, properties[name]!) : field;
    }
    // A part the schema lets be empty ("a short action, or empty") left out or null: it is empty.
    for (const [name, property] of Object.entries(properties)) {
      if (property.type === "string" && /\bor empty\b/i.test(String(property.description ?? "")) && (out[name] === undefined || out[name] === null)) out[name] = "";
    }
    return out;
  }
  // {"text": ["line one", "line two"]} where plain text is asked: its lines, one a line.
  if (type === "string" && Array.isArray(value) && value.length > 0 && value.every((line) => typeof line === "string") && /\bplain text\b/i.test(String(schema.description ?? ""))) {
    return value.map((line) => (line as string).trim()).join("\n");
  }
  // {"topic": {"summary": "..."}} where a phrase is asked: an object holding only that phrase is the phrase.
  if (type === "string" && value && typeof value === "object" && !Array.isArray(value)) {
    const inner = Object.values(value);
    if (inner.length === 1 && typeof inner[0] === "string") return conformToSchema(inner[0], schema);
  }
  if (typeof value === "string") {
    // "not_interested", "Did Not Know" where the choice is "not interested" / "did not know": the choice itself.
    if (Array.isArray(schema.enum)) {
      const spelled = (v: string) => v.trim().toLowerCase().replace(/[_-]+/g, " ");
      const choice = (schema.enum as unknown[]).find((c) => typeof c === "string" && spelled(c) === spelled(value));
      if (choice !== undefined) return choice;
    }
    // "Insight 1: ...", "Note to self: ...": a label the model put inside the field is not the value.
    if (type === "string") return withoutNotesAround(withoutValueLabel(value.trim()));
    // "four" where a number is asked.
    const word = numberWords(value.trim().toLowerCase());
    if ((type === "number" || type === "integer") && /^-?\d+(?:\.\d+)?$/.test(word)) return Number(word);
    if (type === "boolean" && (word === "true" || word === "false")) return word === "true";
  }
  return value;
}
