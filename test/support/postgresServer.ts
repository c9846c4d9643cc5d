/**
 * A PostgreSQL server of a test's own, from Debian's `postgresql` package binaries (/usr/lib/postgresql/<version>/bin):
 * initialised in a temp dir (as the `postgres` OS user when the tests run as root: the server refuses root), on a free
 * 127.0.0.1 port with its unix socket in the temp dir. A test may kill it by pid and start it again on the same data
 * dir and port (a database server that goes away mid-run and comes back). Nothing is installed from here: without the
 * binaries `postgresSkipReason` says why.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort, LOCALHOST } from "../../servers/freePort.js";

/** The newest Debian PostgreSQL server bin dir that has initdb and postgres. */
function serverBinaries(): string | undefined {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return undefined;
  const dirs = readdirSync(root)
    .map((version) => path.join(root, version, "bin"))
    .filter((bin) => ["initdb", "postgres", "createdb", "psql"].every((name) => existsSync(path.join(bin, name))));
  return dirs.sort((a, b) => Number(path.basename(path.dirname(b))) - Number(path.basename(path.dirname(a))))[0];
}

/** The OS user to run the server as: none needed unless root; as root, the `postgres` user if there is one. */
function serverUser(): { uid: number; gid: number } | "none" | undefined {
  if (process.getuid?.() !== 0) return "none";
  const line = readFileSync("/etc/passwd", "utf8").split("\n").find((l) => l.startsWith("postgres:"));
  if (!line) return undefined;
  const [, , uid, gid] = line.split(":");
  return { uid: Number(uid), gid: Number(gid) };
}

const bin = serverBinaries();
const user = serverUser();
const asUser = () => (user && user !== "none" ? user : {});

export const postgresSkipReason = !bin
  ? "no PostgreSQL server binaries (/usr/lib/postgresql/*/bin/initdb and postgres); install Debian's postgresql package to run it"
  : !user
    ? "the tests run as root and there is no postgres OS user to run the server as"
    : undefined;

export interface OwnPostgres {
  port: number;
  /** postgres://user:password@127.0.0.1:port/database */
  url(database: string): string;
  /** The server process's pid (the postmaster). */
  pid(): number;
  /** Runs SQL as the superuser over the unix socket; returns its output. */
  sql(database: string, query: string): string;
  /** Starts the server again on the same data dir and port (after a kill). */
  restart(): Promise<void>;
  kill(signal: NodeJS.Signals): Promise<void>;
  /** Stops the server and removes its files. */
  remove(): Promise<void>;
}

export async function startOwnPostgres(options: { user: string; password: string; databases: string[] }): Promise<OwnPostgres> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "simulacra-own-pg-"));
  const data = path.join(dir, "data");
  const socketDir = path.join(dir, "socket");
  const passwordFile = path.join(dir, "password");
  mkdirSync(socketDir);
  writeFileSync(passwordFile, `${options.password}\n`);
  if (user && user !== "none") for (const p of [dir, socketDir, passwordFile]) chownSync(p, user.uid, user.gid);
  const env = { ...process.env, LC_ALL: "C", LANG: "C" };
  let child: ChildProcess | undefined;
  const port = await freePort();

  const launch = async () => {
    const log: string[] = [];
    child = spawn(path.join(bin!, "postgres"), ["-D", data, "-h", LOCALHOST, "-p", String(port), "-k", socketDir, "-c", "fsync=off"], {
      ...asUser(),
      env,
      stdio: ["ignore", "ignore", "pipe"],
    });
    const started = child;
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`postgres did not start in 60 s: ${log.join("")}`)), 60_000);
      started.stderr!.on("data", (chunk: Buffer) => {
        log.push(chunk.toString());
        if (log.join("").includes("ready to accept connections")) {
          clearTimeout(timer);
          resolve();
        }
      });
      started.once("exit", (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`postgres exited (${code ?? signal}) before it was ready: ${log.join("")}`));
      });
    });
  };
  const stop = async (signal: NodeJS.Signals) => {
    const running = child;
    if (!running?.pid || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => running.once("exit", () => resolve()));
    process.kill(running.pid, signal);
    await exited;
  };
  const client = (tool: "createdb" | "psql", args: string[]) =>
    spawnSync(path.join(bin!, tool), ["-h", socketDir, "-p", String(port), "-U", options.user, ...args], { encoding: "utf8", timeout: 60_000 });

  const server: OwnPostgres = {
    port,
    url: (database) => `postgres://${options.user}:${encodeURIComponent(options.password)}@${LOCALHOST}:${port}/${database}`,
    pid: () => child!.pid!,
    sql(database, query) {
      const result = client("psql", ["-d", database, "-tA", "-c", query]);
      if (result.status !== 0) throw new Error(`psql failed: ${result.stderr}`);
      return result.stdout.trim();
    },
    async restart() {
      // A killed postmaster's backends leave within moments; until then its shared memory blocks a new server.
      for (let attempt = 1; ; attempt++) {
        try {
          return await launch();
        } catch (error) {
          if (attempt >= 20) throw error;
          await new Promise((resolve) => setTimeout(resolve, 500));
        }
      }
    },
    kill: stop,
    async remove() {
      const killer = setTimeout(() => child?.kill("SIGKILL"), 30_000);
      await stop("SIGINT").finally(() => clearTimeout(killer)); // fast shutdown (killed when it takes 30 s)
      rmSync(dir, { recursive: true, force: true });
    },
  };
  try {
    const init = spawnSync(
      path.join(bin!, "initdb"),
      ["-D", data, "-U", options.user, `--pwfile=${passwordFile}`, "--auth-local=trust", "--auth-host=scram-sha-256", "--no-locale", "-E", "UTF8", "--no-sync"],
      { ...asUser(), env, encoding: "utf8", timeout: 120_000 },
    );
    if (init.status !== 0) throw new Error(`initdb failed (${init.status ?? init.error}): ${init.stderr}`);
    await launch();
    for (const database of options.databases) {
      const created = client("createdb", [database]);
      if (created.status !== 0) throw new Error(`createdb failed: ${created.stderr}`);
    }
  } catch (error) {
    await server.remove().catch(() => {});
    throw error;
  }
  return server;
}
