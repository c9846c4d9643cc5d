/**
 * What `--village` (and Studio's `villageSpec`) finds for what a user types: a path, a shipped village by its name from
 * any folder (a project that installed the package has no villages/ folder of its own), and for the original's
 * the_ville, which is no spec, the options that run it.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { villageSpecPath, readVillageSpec } from "../../tools/world/villageSpecFile.js";

const elsewhere = mkdtempSync(path.join(os.tmpdir(), "simulacra-village-name-"));
const here = process.cwd();
afterAll(() => {
  process.chdir(here);
  rmSync(elsewhere, { recursive: true, force: true });
});

describe("a village named on the command line", () => {
  it("finds the shipped villages by name from a folder that has none", () => {
    process.chdir(elsewhere);
    try {
      expect(readVillageSpec("harbour").spec.world.name).toBe("Saltmere");
      expect(readVillageSpec("Saltmere").spec.world.name).toBe("Saltmere");
      expect(readVillageSpec("villages/larkspur").spec.world.name).toBe("Larkspur");
    } finally {
      process.chdir(here);
    }
  });

  it("says how to run the_ville, which is the original's folders and no spec", () => {
    expect(() => villageSpecPath("the_ville")).toThrow(/--scenario <base folder> --map <map folder>/);
  });

  it("names the shipped village a typo is near, and what the package ships", () => {
    expect(() => villageSpecPath("harbor")).toThrow(/no such file or folder .*larkspur, harbour.*Did you mean harbour\?/);
    expect(() => villageSpecPath("no/such/place")).not.toThrow(/Did you mean/);
  });
});
