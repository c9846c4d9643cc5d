/**
 * Why a request to a model server got no answer at all, in words a user can act on ("connection refused at
 * 127.0.0.1:8000; is the server running?") instead of fetch's "TypeError: fetch failed". Node's fetch puts the
 * reason in `error.cause`: a system error code (ECONNREFUSED, ENOTFOUND, ...) or, for what it refuses to try, a
 * message ("bad port", "unknown scheme"). The sentence names the host and port only, never a user or password.
 */

/** The host and port a URL points at ("127.0.0.1:8000", "api.openai.com:443"), or the URL's text when it has none. */
export function hostAndPort(url: string): string {
  try {
    const parsed = new URL(url);
    const port = parsed.port || (parsed.protocol === "https:" ? "443" : parsed.protocol === "http:" ? "80" : "");
    return port ? `${parsed.hostname}:${port}` : parsed.hostname;
  } catch {
    return "the configured address";
  }
}

/** TLS failures by their codes: a certificate the client does not trust, or https spoken to a plain-http server. */
const TLS_PLAIN_HTTP = new Set(["ERR_SSL_WRONG_VERSION_NUMBER", "ERR_SSL_PACKET_LENGTH_TOO_LONG", "EPROTO"]);
const TLS_UNTRUSTED = /CERT|SELF_SIGNED|UNABLE_TO_VERIFY|UNABLE_TO_GET_ISSUER/;

/**
 * What happened to a request to `url` that failed before any HTTP answer, as a clause without a leading capital
 * (the caller puts it after "Cannot reach ... :"). `timeoutMs` is the limit an AbortSignal.timeout had.
 */
export function fetchFailureReason(error: unknown, url: string, timeoutMs?: number): string {
  const at = hostAndPort(url);
  const e = error as { name?: string; cause?: { code?: string; message?: string; name?: string } } | null;
  if (e?.name === "TimeoutError" || e?.cause?.name === "TimeoutError") {
    return `no answer from ${at}${timeoutMs ? ` within ${timeoutMs / 1000} s` : ""}; is the server up and not overloaded?`;
  }
  const code = e?.cause?.code;
  const message = e?.cause?.message ?? "";
  switch (code) {
    case "ECONNREFUSED":
      return `connection refused at ${at}; is the server running, and on that port?`;
    case "ENOTFOUND":
    case "EAI_AGAIN":
      return `no host named ${at.replace(/:\d+$/, "")} (the name does not resolve); check the host in the address`;
    case "EHOSTUNREACH":
    case "ENETUNREACH":
      return `no route to ${at}; check the address and the network`;
    case "ETIMEDOUT":
    case "UND_ERR_CONNECT_TIMEOUT":
      return `${at} did not accept a connection in time; check the address, the port and any firewall`;
    case "ECONNRESET":
    case "UND_ERR_SOCKET":
    case "EPIPE":
      return `${at} closed the connection without an answer; is it an HTTP server${url.startsWith("https:") ? " that speaks https" : ""}?`;
  }
  if (code && TLS_PLAIN_HTTP.has(code)) return `${at} does not speak https; use http:// in the address`;
  if (code && TLS_UNTRUSTED.test(code)) return `the certificate of ${at} is not trusted (${code}); set NODE_EXTRA_CA_CERTS to its CA, or use http://`;
  if (message === "bad port") {
    return `Node's fetch never connects to port ${at.replace(/^.*:/, "")} (a port browsers block as unsafe); serve the model on another port`;
  }
  if (message === "unknown scheme") return "the address does not start with http:// or https://";
  // fetch's own message repeats the whole URL, password included: told without it.
  if (!e?.cause && /includes credentials/.test((error as Error | null)?.message ?? "")) {
    return "fetch refuses an address with a user or password in it; give the key in OPENAI_API_KEY instead";
  }
  return code ?? (message || e?.name || "no answer");
}
