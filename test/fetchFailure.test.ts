import { describe, expect, it } from "vitest";
import { checkModelEndpoint, ModelConfigError } from "../tools/models/factory.js";
import { freePort } from "../servers/freePort.js";

/** The one sentence a user reads when `check-model` or a run cannot reach OPENAI_BASE_URL. */
async function refusal(baseURL: string): Promise<string> {
  const error = await checkModelEndpoint("openai/qwen2.5:7b", { OPENAI_API_KEY: "sk-secret-value-123", OPENAI_BASE_URL: baseURL }).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ModelConfigError);
  const message = (error as Error).message;
  expect(message).not.toContain("sk-secret-value-123");
  expect(message).not.toMatch(/TypeError|fetch failed/);
  return message;
}

describe("an OpenAI-compatible endpoint that cannot be reached, told in words", () => {
  it("a closed port: connection refused at host:port, and whether the server runs", async () => {
    const port = await freePort();
    expect(await refusal(`http://127.0.0.1:${port}/v1`)).toBe(
      `Cannot reach the OpenAI-compatible endpoint at http://127.0.0.1:${port}/v1 (OPENAI_BASE_URL): connection refused at 127.0.0.1:${port}; is the server running, and on that port?`,
    );
  });

  it("a port Node's fetch never dials (9, 1, 22: the browsers' unsafe ports) is named as such", async () => {
    expect(await refusal("http://127.0.0.1:9/v1")).toContain("Node's fetch never connects to port 9");
  });

  it("an address with a password in it is refused without repeating the password", async () => {
    const message = await refusal("http://me:hunter22@127.0.0.1:9/v1");
    expect(message).not.toContain("hunter22");
    expect(message).toContain("give the key in OPENAI_API_KEY instead");
  });

  it("an address without http:// is refused before anything is asked", async () => {
    const message = await refusal("localhost:11434/v1");
    expect(message).toBe("OPENAI_BASE_URL must start with http:// or https:// (e.g. http://127.0.0.1:11434/v1 for a local Ollama).");
  });
});
