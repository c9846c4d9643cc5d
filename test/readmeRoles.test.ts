/**
 * The README's role samples compile against the package's real exports: each ```ts block of the "Roles (MetaGPT
 * style)" section is type-checked as its own module, with "simulacra" pointing at index.ts.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");

function roleSamples(): string[] {
  const readme = readFileSync(path.join(root, "README.md"), "utf8");
  const start = readme.indexOf("### Roles (MetaGPT style)");
  const end = readme.indexOf("\n### ", start + 1);
  const section = readme.slice(start, end);
  return [...section.matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1]!);
}

describe("README role samples", () => {
  it("type-check against index.ts", { timeout: 120_000 }, () => {
    const samples = roleSamples();
    expect(samples.length).toBeGreaterThanOrEqual(2);
    const config = ts.readConfigFile(path.join(root, "tsconfig.json"), ts.sys.readFile);
    const options = ts.parseJsonConfigFileContent(config.config, ts.sys, root).options;
    const files = new Map(
      samples.map((code, i) => [
        path.join(root, "test", `readme-roles-sample-${i}.ts`),
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
