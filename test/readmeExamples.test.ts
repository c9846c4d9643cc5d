/**
 * The README's and the guides' examples (docs/*.md) compile against the package's sources: each ```ts block is type-checked as its own module,
 * with "simulacra" pointing at index.ts. A quick check on every `npm test`; test/package.int.test.ts type-checks and
 * runs them against the packed package, as a user would.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { documentedBlocks } from "./support/readmeBlocks.js";

const root = path.resolve(import.meta.dirname, "..");

function samples(): Array<{ name: string; code: string }> {
  return documentedBlocks(root).map((block) => ({
    name: `${block.file.replace(/\W+/g, "-")}-line-${block.line}`,
    code: block.code,
  }));
}

describe("README and guide examples", () => {
  it("type-check against index.ts", { timeout: 120_000 }, () => {
    const blocks = samples();
    expect(blocks.length).toBeGreaterThan(3);
    const config = ts.readConfigFile(path.join(root, "tsconfig.json"), ts.sys.readFile);
    const options = ts.parseJsonConfigFileContent(config.config, ts.sys, root).options;
    const files = new Map(
      blocks.map(({ name, code }) => [
        path.join(root, "test", `example-${name}.ts`),
        `export {};\n${code.replaceAll('from "simulacra"', 'from "../index.js"')}`,
      ]),
    );
    const host = ts.createCompilerHost(options);
    const { getSourceFile, fileExists, readFile } = host;
    host.fileExists = (file) => files.has(file) || fileExists.call(host, file);
    host.readFile = (file) => files.get(file) ?? readFile.call(host, file);
    host.getSourceFile = (file, language, ...rest) => {
      const text = files.get(file);
      return text !== undefined ? ts.createSourceFile(file, text, language, true) : getSourceFile.call(host, file, language, ...rest);
    };
    const program = ts.createProgram([...files.keys()], options, host);
    const problems = [...files.keys()].flatMap((file) =>
      ts.getPreEmitDiagnostics(program, program.getSourceFile(file)).map((d) => {
        const at = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start).line : -1;
        return `${path.basename(d.file?.fileName ?? file)}:${at}: ${ts.flattenDiagnosticMessageText(d.messageText, "\n")}`;
      }),
    );
    expect(problems).toEqual([]);
  });
});
