/**
 * Structured mode: the JSON schema a prompt's answer must follow (sent as the JSON-schema response format), the line
 * that asks for it, and reading the answer back into the prompt's value.
 */
import { z } from "zod/v4";
import type { StructuredFormat } from "../state/modelSource.js";
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

/** What a structured-mode answer gave: the value, or why it is unusable, or that it is no JSON at all (prose). */
export type StructuredReading<O> = { value: O } | { problem: string } | { notJson: true };

/**
 * Reads a structured answer: the JSON object (code fences and a leading reasoning block allowed), checked against
 * the schema, turned into the prompt's value by `toValue`.
 */
export function readStructuredAnswer<I, O>(structured: StructuredAnswer<I, O>, raw: string, inputs: I): StructuredReading<O> {
  const json = jsonObjectIn(raw);
  if (json === undefined) return { notJson: true };
  const checked = structured.schema.safeParse(json);
  if (!checked.success) {
    const issue = checked.error.issues[0]!;
    const where = issue.path.length ? `field "${issue.path.join(".")}"` : "the object";
    return { problem: `the JSON answer does not follow the schema: ${where}: ${issue.message}` };
  }
  try {
    return { value: structured.toValue(checked.data, inputs) };
  } catch (error) {
    return { problem: (error instanceof Error ? error.message : String(error)).split("\n")[0]! };
  }
}

/** The JSON object an answer holds, or undefined. */
export function jsonObjectIn(raw: string): Record<string, unknown> | undefined {
  const text = raw.replace(/<think>[\s\S]*?<\/think>/gi, "").trim();
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(text)?.[1];
  for (const candidate of [text, fenced, text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1)]) {
    if (!candidate || !candidate.trim().startsWith("{")) continue;
    try {
      const value: unknown = JSON.parse(candidate);
      if (value && typeof value === "object" && !Array.isArray(value)) return value as Record<string, unknown>;
    } catch {
      // try the next candidate
    }
  }
  return undefined;
}
