/**
 * A TCP port that is free on 127.0.0.1 right now: the OS picks one for a throw-away listener, which is closed again.
 * (Another process may still take it before the caller binds it; callers that care check again or retry.)
 */
import { createServer } from "node:net";

export const LOCALHOST = "127.0.0.1";

export function freePort(host: string = LOCALHOST): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once("error", reject);
    server.listen({ port: 0, host, exclusive: true }, () => {
      const address = server.address();
      const port = typeof address === "object" && address !== null ? address.port : undefined;
      server.close((closeError) => {
        if (closeError) reject(closeError);
        else if (port === undefined) reject(new Error(`Could not read the port the OS gave on ${host}.`));
        else resolve(port);
      });
    });
  });
}

/** True when nothing listens on `host:port` (it can be bound right now). */
export function isPortFree(port: number, host: string = LOCALHOST): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once("error", () => resolve(false));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
}
