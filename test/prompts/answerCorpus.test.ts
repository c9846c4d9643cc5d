/**
 * Every prompt against its corpus of realistic answers (test/prompts/corpus/): in text mode each answer gives the
 * value a careful reader extracts or falls back (never a wrong value); in structured mode each JSON object does the
 * same; the structured form of every expected value reads back as that value. Figures: `npm run bench:answers`.
 */
import { isDeepStrictEqual } from "node:util";
import { describe, expect, it } from "vitest";
import { packagePromptIds } from "../../prompts/registry.js";
import { structuredFormatOf } from "../../prompts/structured.js";
import { corpora } from "./corpus/index.js";
import { readStructured, readText } from "./corpus/read.js";
import { STYLES } from "./corpus/types.js";
import { seededRandom } from "../../tools/random.js";

describe("the corpus", () => {
  it("covers every registered prompt with at least 10 answers in every style", () => {
    expect(corpora.map((c) => c.prompt.id).sort()).toEqual(packagePromptIds().sort());
    for (const corpus of corpora) {
      expect(corpus.text.length, corpus.prompt.id).toBeGreaterThanOrEqual(10);
      const styles = new Set(corpus.text.map((c) => c.style));
      for (const style of STYLES.filter((s) => s !== "llama-3-8b" && s !== "qwen2.5-7b")) expect(styles.has(style), `${corpus.prompt.id}: ${style}`).toBe(true);
      expect(styles.has("llama-3-8b") || styles.has("qwen2.5-7b"), `${corpus.prompt.id}: a 7-8B model`).toBe(true);
      expect(corpus.structured.some((c) => c.expected === "fallback"), `${corpus.prompt.id}: a schema-valid but wrong object`).toBe(true);
    }
  });
});

/** Objects of a JSON schema that do not list every property as required (servers that follow schemas strictly ask it). */
function lenientObjects(schema: any, path = "$"): string[] {
  if (!schema || typeof schema !== "object") return [];
  const own = schema.type === "object" && Object.keys(schema.properties ?? {}).some((k) => !(schema.required ?? []).includes(k)) ? [path] : [];
  const inner = [
    ...Object.entries(schema.properties ?? {}).flatMap(([k, v]) => lenientObjects(v, `${path}.${k}`)),
    ...(schema.items ? lenientObjects(schema.items, `${path}[]`) : []),
  ];
  return [...own, ...inner];
}

describe("structured answers", () => {
  it.each(corpora.map((c) => [c.prompt.id, c] as const))("%s: the JSON schema sent is an object with every field required", (_, corpus) => {
    const { schema } = structuredFormatOf(corpus.prompt as never);
    expect(schema.type).toBe("object");
    expect(lenientObjects(schema)).toEqual([]);
  });
});

for (const corpus of corpora) {
  describe(corpus.prompt.id, () => {
    it.each(corpus.text.map((c, i) => [i, c.style, c] as const))("text answer %i (%s)", (_, __, c) => {
      const outcome = readText(corpus, c);
      if (c.expected === "fallback" || c.miss) {
        expect("fallback" in outcome, `${JSON.stringify(c.answer)} gave ${JSON.stringify(outcome)}`).toBe(true);
      } else {
        expect(outcome, JSON.stringify(c.answer)).toEqual({ value: c.expected });
      }
    });

    it.each(corpus.structured.map((c, i) => [i, c.note, c] as const))("structured answer %i (%s)", (_, __, c) => {
      const outcome = readStructured(corpus, c);
      if (c.expected === "fallback") expect("fallback" in outcome, JSON.stringify(outcome)).toBe(true);
      else expect(outcome).toEqual({ value: c.expected });
    });

    it("reads the simulated model's answers, whose structured form reads back as the same value", () => {
      const inputs = corpus.prompt.inputSchema.parse(corpus.inputs);
      for (let seed = 0; seed < 10; seed++) {
        const answer = corpus.prompt.simulate(inputs, seededRandom("corpus", corpus.prompt.id, seed));
        const value = corpus.prompt.parse(answer, inputs);
        expect(corpus.prompt.validate?.(value, inputs) ?? null, answer).toBeNull();
        const object = corpus.prompt.structured.schema.parse(corpus.prompt.structured.fromValue(value, inputs));
        expect(corpus.prompt.structured.toValue(object, inputs), answer).toEqual(value);
      }
    });

    it("declares a structured answer whose form of each expected value reads back as that value", () => {
      const structured = corpus.prompt.structured!;
      expect(structured).toBeDefined();
      for (const c of corpus.text) {
        if (c.expected === "fallback") continue;
        const inputs = corpus.prompt.inputSchema.parse(c.inputs ?? corpus.inputs);
        const object = structured.fromValue(c.expected, inputs);
        const checked = structured.schema.safeParse(object);
        expect(checked.success, JSON.stringify(object)).toBe(true);
        expect(isDeepStrictEqual(structured.toValue(checked.data, inputs), c.expected), JSON.stringify(object)).toBe(true);
      }
    });
  });
}
