/**
 * Integration: the settings form LangGraph Studio shows for a graph's run context, as the LangGraph server builds it
 * (the pinned CLI's own schema extractor, on the graph's source, without starting a server). Every threshold shows
 * its meaning, default and range (an integer where it is a whole number), and a name that is no threshold is refused by the form as `resolveThresholds` refuses it in a run.
 */
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { DEFAULT_THRESHOLDS, THRESHOLD_RULES } from "../state/thresholds.js";
import { PROJECT_ROOT } from "../servers/devServer.js";

interface JsonSchema {
  $ref?: string;
  type?: string;
  description?: string;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  additionalProperties?: unknown;
  properties?: Record<string, JsonSchema>;
  definitions?: Record<string, JsonSchema>;
}
type GraphSchemas = Record<string, { config?: JsonSchema }>;

/** The extractor the CLI's server uses (@langchain/langgraph-api/schema, a dependency of the CLI). */
async function extractor(): Promise<(spec: { sourceFile: string; exportSymbol: string }, options: { mainThread: boolean }) => Promise<GraphSchemas>> {
  const cli = createRequire(createRequire(`${PROJECT_ROOT}/package.json`).resolve("@langchain/langgraph-cli/package.json"));
  const mod = (await import(cli.resolve("@langchain/langgraph-api/schema"))) as { getStaticGraphSchema: never };
  return mod.getStaticGraphSchema;
}

/**
 * A `$ref` resolved with its sibling keywords kept: the extractor writes a property's own keywords (its description,
 * `additionalProperties`) beside the `$ref`, where JSON Schema 2019-09 and later apply them.
 */
function resolved(root: JsonSchema, schema: JsonSchema): JsonSchema {
  if (!schema.$ref) return schema;
  const { $ref, ...siblings } = schema;
  const target = root.definitions?.[decodeURIComponent($ref.replace(/^#\/definitions\//, ""))];
  if (!target) throw new Error(`Unresolved ${$ref}`);
  return { ...target, ...siblings };
}

describe("Studio's run settings form", () => {
  it("shows every threshold with its default and takes no other name", { timeout: 180_000 }, async () => {
    const getStaticGraphSchema = await extractor();
    const sourceFile = fileURLToPath(new URL("../graphs/decideToTalk.ts", import.meta.url));
    const schemas = await getStaticGraphSchema({ sourceFile, exportSymbol: "decideToTalkGraph" }, { mainThread: true });
    const context = schemas.decideToTalkGraph!.config!;
    const thresholds = resolved(context, context.properties!.thresholds!);

    expect(thresholds.additionalProperties).toBe(false);
    const fields = thresholds.properties ?? {};
    expect(Object.keys(fields).sort()).toEqual(Object.keys(DEFAULT_THRESHOLDS).sort());
    // Each field as the table declares it: a whole number as an integer, its range, its default, its meaning.
    for (const [name, rule] of Object.entries(THRESHOLD_RULES)) {
      const field = fields[name]!;
      expect({ name, type: field.type, default: field.default, minimum: field.minimum, maximum: field.maximum, description: field.description }).toEqual({
        name, type: rule.whole ? "integer" : "number", default: rule.default, minimum: rule.min, maximum: rule.max, description: rule.meaning,
      });
    }
    expect(fields.chatCooldownTicks!.description).toMatch(/chatting again/);
  });
});
