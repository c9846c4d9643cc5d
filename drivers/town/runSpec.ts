/**
 * run.json: what a town run was asked (scenario, times, model, seed, thresholds, checkpointer, fork point), read and
 * written here alone, so every command reads it the same way and names the file when it is broken.
 *
 * Paths between run folders are kept relative to the folder that holds the run.json (`forkedFrom.folder`, and the
 * `dataDir` of forks made before forks had their own files): moving or copying run folders together keeps them
 * working. In memory (`readRunSpec`) they are absolute again. A connection string is written without its password.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { z } from "zod/v4";
import { AblationsSchema } from "../../state/ablation.js";
import { GameTimeSchema } from "../../state/gameTime.js";
import { resolveThresholds } from "../../state/thresholds.js";
import { loadSmallville } from "../../tools/world/smallvilleLoader.js";
import { checkReplaySeed } from "../../tools/models/runModels.js";
import { DEFAULT_VILLAGE, defaultStartTime } from "../../villages/index.js";

export const RUN_FILE = "run.json";

/**
 * The schema of run.json: what a run was asked (village, times, model, seed, thresholds, checkpointer) and its thread
 * id.
 */
export const RunSpecSchema = z.object({
  /** Base simulation folder and map folder; absent: the package's own village. */
  scenario: z.object({ baseDir: z.string(), mapDir: z.string(), history: z.string().optional() }).optional(),
  startTime: GameTimeSchema.optional(),
  endTime: GameTimeSchema,
  secondsPerTick: z.number().positive().optional(),
  model: z.string().default("simulated"),
  /** A safe integer (a seed past 2^53 would not be the number written). */
  seed: z.number().int().refine(Number.isSafeInteger, "must be a whole number between -(2^53 - 1) and 2^53 - 1").default(0),
  /** Overrides of named thresholds (`--set name=value`), e.g. { chatCooldownTicks: 400 }. */
  thresholds: z.record(z.string(), z.number()).optional(),
  /** "sqlite" (a file in the run folder), "memory", or a postgres:// connection string. */
  checkpointer: z.string().default("sqlite"),
  /**
   * A redis:// URL: each persona's thinking is a job run by worker processes (drivers/town/personaJobs.ts), which
   * share the run's Postgres store; needs a postgres:// checkpointer. Absent: everything runs in this process.
   */
  workers: z.string().optional(),
  /** Simulated minutes between checkpoints. */
  checkpointEveryMinutes: z.number().positive().default(60),
  maxConcurrentCalls: z.number().int().positive().default(8),
  /** How the model is asked and waited for (run context fields of the same names; absent: their defaults). */
  answerMode: z.enum(["auto", "structured", "text"]).optional(),
  /** "faithful" (default) or "economical" (run context `cognition`). */
  cognition: z.enum(["faithful", "economical"]).optional(),
  requestTimeoutSeconds: z.number().positive().optional(),
  maxFailedRequestsInARow: z.number().int().positive().optional(),
  maxTokens: z.object({ scale: z.number().positive().optional(), min: z.number().int().nonnegative().optional() }).optional(),
  /**
   * Stages of the persona graph replaced by their no-op (state/ablation.ts: observation, reflection, planning), the
   * paper's ablated conditions; resume, forks and workers build the same graph. Absent: the full architecture.
   */
  ablate: AblationsSchema.optional(),
  /** Every model exchange is appended to model-exchanges.jsonl in the run folder (resume and forks too). */
  record: z.boolean().optional(),
  /**
   * The run's LangGraph thread: it keys the run's checkpoints, its memory branch (`run-<threadId>`) and its worker
   * jobs, in storage other runs may share (a Postgres database, Redis). A new run's is its folder's name plus a random
   * suffix (`newThreadId`); a folder written before then keeps the one it has (its folder's name).
   */
  threadId: z.string().min(1),
  /**
   * Where the checkpoint and memory files are, when not in the run folder itself: only forks made before forks had
   * their own files (they shared their parent's). Relative to the run folder in run.json.
   */
  dataDir: z.string().optional(),
  /** The run this one was forked from (its folder relative to this one in run.json). */
  forkedFrom: z
    .object({
      folder: z.string(),
      checkpointId: z.string(),
      time: z.string(),
      /** The thought whispered at the fork (the replay page shows it). */
      whisper: z.object({ persona: z.string(), text: z.string() }).optional(),
    })
    .optional(),
});
/** A run's run.json, read and checked. */
export type RunSpec = z.output<typeof RunSpecSchema>;

/** What a new run is given: a run spec whose thread id may be left out (`openRun` then makes one, `newThreadId`). */
export type NewRunSpec = Omit<z.input<typeof RunSpecSchema>, "threadId"> & { threadId?: string };

/**
 * A new run's thread id: its folder's name, readable in the database, plus 8 random hex digits, so two run folders
 * of the same name (runs/p and /tmp/x/p) never continue each other's thread or read each other's memories where they
 * share a database.
 */
export function newThreadId(folder: string): string {
  return `${path.basename(path.resolve(folder))}-${randomBytes(4).toString("hex")}`;
}

/** The first problem of a spec as one sentence naming the field (and the file, when there is one). */
export function specProblem(error: z.ZodError, file?: string): string {
  const issue = error.issues[0]!;
  const field = issue.path.join(".") || "(the whole file)";
  return `${file ? `${file}: field` : "Run setting"} "${field}": ${issue.message.replace(/[.\s]+$/, "")}.`;
}

/** Checks a spec given in code or on the command line; throws one sentence naming the bad field. */
export function parseRunSpec(spec: z.input<typeof RunSpecSchema>): RunSpec {
  const result = RunSpecSchema.safeParse(spec);
  if (!result.success) throw new Error(specProblem(result.error));
  return result.data;
}

/**
 * A new run's spec, checked before anything is written or run: the end after the start, checkpoints at least a
 * tick apart, known threshold names, a checkpointer that can be opened. The start is filled in from the village
 * when absent (as the town graph would choose it), so run.json says when the run starts.
 */
export function checkNewRunSpec(spec: RunSpec): RunSpec {
  let village: ReturnType<typeof loadSmallville> | undefined;
  const meta = () => (village ??= loadSmallville(spec.scenario?.baseDir ?? DEFAULT_VILLAGE.baseDir, spec.scenario?.mapDir ?? DEFAULT_VILLAGE.mapDir)).meta;
  const startTime = spec.startTime ?? defaultStartTime(spec.scenario, () => meta().startTime);
  if (spec.endTime <= startTime) throw new Error(`The run's end (${spec.endTime}) must be after its start (${startTime}).`);
  const secondsPerTick = spec.secondsPerTick ?? meta().secondsPerTick;
  if (spec.checkpointEveryMinutes * 60 < secondsPerTick) {
    throw new Error(
      `Checkpoints every ${spec.checkpointEveryMinutes} simulated minutes are closer than one tick (${secondsPerTick} s): ` +
        `checkpoint every ${Math.ceil((secondsPerTick / 60) * 100) / 100} minutes or more.`,
    );
  }
  resolveThresholds(spec.thresholds ?? {});
  checkReplaySeed(spec.model, spec.seed);
  if (isPostgres(spec.checkpointer)) parsePostgresUrl(spec.checkpointer);
  else if (spec.checkpointer !== "sqlite" && spec.checkpointer !== "memory") {
    throw new Error(`Unknown checkpointer "${spec.checkpointer}": use "sqlite", "memory" or a postgres:// connection string.`);
  }
  if (spec.workers !== undefined) {
    if (!isPostgres(spec.checkpointer)) {
      throw new Error("A run with workers keeps its memories where every worker reaches them: give it --checkpointer postgres://... too.");
    }
    if (spec.record) throw new Error("A run with workers cannot --record its model exchanges (they happen on the workers' machines): record a run without workers.");
    if (!/^rediss?:\/\//.test(spec.workers)) throw new Error(`--workers must be a Redis URL like redis://127.0.0.1:6379, got "${spec.workers.replace(/\/\/[^@/]*@/, "//***@")}".`);
  }
  return { ...spec, startTime };
}

/**
 * An existing run's spec with its workers' Redis URL given again (a typo fixed, a password): refused, in one sentence,
 * for a run whose memories workers cannot reach or whose model exchanges are recorded here.
 */
export function withWorkers(spec: RunSpec, workers: string, folder: string): RunSpec {
  if (!isPostgres(spec.checkpointer)) {
    throw new Error(`${folder} keeps its checkpoints and memories in ${spec.checkpointer === "memory" ? "memory" : "SQLite files"}, which workers cannot reach: continue it without --workers.`);
  }
  if (spec.record) throw new Error(`${folder} records its model exchanges, which cannot be done on workers: continue it without --workers.`);
  if (!/^rediss?:\/\//.test(workers)) throw new Error(`--workers must be a Redis URL like redis://127.0.0.1:6379, got "${urlWithoutPassword(workers)}".`);
  return { ...spec, workers };
}

/** A run folder's run.json, with its paths absolute; a missing, unreadable or invalid file is one sentence naming it. */
export function readRunSpec(folder: string): RunSpec {
  const file = path.join(folder, RUN_FILE);
  if (!fs.existsSync(file)) throw new Error(`${folder} is not a run folder (no ${RUN_FILE}).`);
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(file, "utf8"));
  } catch (err) {
    throw new Error(`${file} is not valid JSON (${(err as Error).message.split("\n")[0]}): restore it from a copy of the run folder.`, { cause: err });
  }
  // A run.json some other tool wrote (or an empty one) is named as such, not by the first field it lacks.
  if (!raw || typeof raw !== "object" || Array.isArray(raw) || !("endTime" in raw)) {
    throw new Error(`${folder} is not a simulacra run folder: its ${RUN_FILE} has no endTime (a run folder is what run, fork or experiment writes).`);
  }
  const result = RunSpecSchema.safeParse(raw);
  if (!result.success) throw new Error(specProblem(result.error, file));
  const spec = withPaths(result.data, (p) => path.resolve(folder, p));
  return spec.scenario ? { ...spec, scenario: scenarioPaths(spec.scenario, (p) => path.resolve(folder, p)) } : spec;
}

/**
 * A scenario's paths as run.json keeps them: relative when they lie inside a run folder beside this one or inside it
 * (a village built from a spec lives in its run folder, and forks read their parent's), so run folders moved
 * together keep working; absolute otherwise (the original's folders stay where they are when a run folder moves).
 */
function storedScenario(scenario: NonNullable<RunSpec["scenario"]>, folder: string): NonNullable<RunSpec["scenario"]> {
  const runs = path.dirname(path.resolve(folder));
  return scenarioPaths(scenario, (p) => {
    const fromRuns = path.relative(runs, path.resolve(p));
    const top = fromRuns.split(path.sep)[0]!;
    if (fromRuns.startsWith("..") || path.isAbsolute(fromRuns) || !fs.existsSync(path.join(runs, top, RUN_FILE)) && path.join(runs, top) !== path.resolve(folder)) return p;
    return path.relative(path.resolve(folder), path.resolve(p)).split(path.sep).join("/");
  });
}

function scenarioPaths(scenario: NonNullable<RunSpec["scenario"]>, map: (p: string) => string): NonNullable<RunSpec["scenario"]> {
  return { ...scenario, baseDir: map(scenario.baseDir), mapDir: map(scenario.mapDir), ...(scenario.history !== undefined ? { history: map(scenario.history) } : {}) };
}

/** Writes run.json: paths relative to the folder, the connection string without its password. */
export function writeRunSpec(folder: string, spec: RunSpec): void {
  const stored = withPaths({ ...spec, checkpointer: withoutPassword(spec.checkpointer), ...(spec.workers ? { workers: withoutPassword(spec.workers) } : {}) }, (p) => {
    const relative = path.relative(path.resolve(folder), path.resolve(folder, p));
    return relative.split(path.sep).join("/") || ".";
  });
  if (stored.scenario) stored.scenario = storedScenario(stored.scenario, folder);
  const file = path.join(folder, RUN_FILE);
  // Written whole or not at all: a run.json cut short by a kill would make the folder unreadable.
  fs.writeFileSync(`${file}.tmp`, `${JSON.stringify(stored, null, 2)}\n`);
  fs.renameSync(`${file}.tmp`, file);
}

/**
 * A new folder beside `base` named `<base>-<suffix>-<n>` with the lowest free n, created here: two commands doing this
 * at once never get the same folder (creating a folder that exists fails, whoever made it).
 */
export function newSiblingFolder(base: string, suffix: string): string {
  for (let n = 1; ; n++) {
    const folder = `${base}-${suffix}-${n}`;
    if (claimFolder(folder)) return folder;
  }
}

/**
 * A new folder named `base`, or `<base>-<n>` with the lowest free n from 2 when it exists, created here (its parent
 * too): runs started in the same second without --out (runs/<date-time>) never share a folder.
 */
export function newFolder(base: string): string {
  makeFolder(path.dirname(base));
  if (claimFolder(base)) return base;
  for (let n = 2; ; n++) if (claimFolder(`${base}-${n}`)) return `${base}-${n}`;
}

/**
 * Makes a folder and the ones above it that are missing, one at a time (Node 20's recursive mkdir spins at full CPU
 * forever under a path it cannot create, such as /proc/nope); what stops it is one sentence naming the folder.
 */
export function makeFolder(folder: string): void {
  const missing: string[] = [];
  let at = path.resolve(folder);
  while (!fs.existsSync(at)) {
    missing.unshift(at);
    const up = path.dirname(at);
    if (up === at) break;
    at = up;
  }
  if (!fs.statSync(at).isDirectory()) throw new Error(`Cannot make the folder ${folder}: ${at} is a file, not a folder.`);
  for (const dir of missing) {
    try {
      fs.mkdirSync(dir);
    } catch (error) {
      const { code } = error as NodeJS.ErrnoException;
      if (code === "EEXIST" && fs.statSync(dir).isDirectory()) continue; // made meanwhile by another command
      const why = code === "EACCES" || code === "EPERM" ? "permission denied" : code === "EROFS" ? "a read-only file system" : code === "ENOENT" ? `${path.dirname(dir)} takes no new folders` : (error as Error).message;
      throw new Error(`Cannot make the folder ${dir} (${why}): choose another place.`, { cause: error });
    }
  }
}

/** Creates `folder`; false when it exists (whoever made it). */
function claimFolder(folder: string): boolean {
  try {
    fs.mkdirSync(folder);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    return false;
  }
}

function withPaths(spec: RunSpec, map: (p: string) => string): RunSpec {
  return {
    ...spec,
    ...(spec.dataDir !== undefined ? { dataDir: map(spec.dataDir) } : {}),
    ...(spec.forkedFrom ? { forkedFrom: { ...spec.forkedFrom, folder: map(spec.forkedFrom.folder) } } : {}),
  };
}

const POSTGRES = /^postgres(ql)?:\/\//;

export const isPostgres = (checkpointer: string) => POSTGRES.test(checkpointer);

/**
 * A Postgres connection string as a URL, or one sentence that never repeats it. A user or password with "@", "#",
 * "/" or "?" not percent-encoded would be read as part of the host, path or fragment (and the rest of the password
 * shown as a host name in errors): refused.
 */
export function parsePostgresUrl(connection: string): URL {
  const form = "use postgres://user:password@host:5432/database";
  const rest = connection.replace(POSTGRES, "");
  const at = rest.lastIndexOf("@");
  if (at >= 0 && /[@#/?]/.test(rest.slice(0, at))) {
    throw new Error(`The Postgres connection string has an "@", "#", "/" or "?" in its user or password: percent-encode them (%40, %23, %2F, %3F); ${form}.`);
  }
  let url: URL;
  try {
    url = new URL(connection);
  } catch {
    throw new Error(`The Postgres connection string is not a valid URL (check its host and port): ${form}.`);
  }
  if (!url.hostname) throw new Error(`The Postgres connection string names no host: ${form}.`);
  return url;
}

/**
 * `text` (a driver's or server's message) with the password of `connection` masked in every form a message could
 * hold it (as written, decoded, a `?password=` parameter) and the one in the environment variable `fromEnvironment`
 * (PGPASSWORD, REDISCLI_AUTH), which the client uses when the URL gives none.
 */
export function maskPasswords(text: string, connection: string, fromEnvironment: string): string {
  const forms = [process.env[fromEnvironment] ?? ""];
  try {
    const url = new URL(connection);
    forms.push(url.password, url.searchParams.get("password") ?? "");
    try {
      forms.push(decodeURIComponent(url.password));
    } catch {}
  } catch {}
  // A longer form holding a shorter one goes first.
  let masked = text;
  for (const secret of forms.filter(Boolean).sort((a, b) => b.length - a.length)) masked = masked.split(secret).join("***");
  return masked;
}

/** A URL with its password removed; one that does not parse loses its user part. */
export function urlWithoutPassword(connection: string): string {
  try {
    const url = new URL(connection);
    url.password = "";
    return url.toString();
  } catch {
    return connection.replace(/\/\/[^@/]*@/, "//***@");
  }
}

/** A connection string with its password removed (other strings unchanged; one that does not parse loses its user part). */
export function withoutPassword(connection: string): string {
  if (/^rediss?:\/\//.test(connection)) return urlWithoutPassword(connection);
  if (!isPostgres(connection)) return connection;
  try {
    const url = parsePostgresUrl(connection);
    url.password = "";
    url.searchParams.delete("password");
    return url.toString();
  } catch {
    const scheme = POSTGRES.exec(connection)![0];
    const rest = connection.slice(scheme.length);
    const at = rest.lastIndexOf("@");
    return at >= 0 ? `${scheme}***@${rest.slice(at + 1).replace(/password=[^&]*/g, "password=***")}` : connection.replace(/password=[^&]*/g, "password=***");
  }
}
