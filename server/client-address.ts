import { isIP } from "node:net";
import type { HttpBindings } from "@hono/node-server";
import type { Context } from "hono";
import proxyaddr from "proxy-addr";
import type { TrustProxy } from "#app/lib/env.server.ts";

/**
 * The client's address, which rate limits, logs and analytics key on: the socket's, or,
 * with TRUST_PROXY, the first address of X-Forwarded-For (read from the right) that no
 * trusted proxy added (proxy-addr). Never throws: "unknown" when the socket is gone, and
 * the socket's address when what the proxies forwarded is not an address.
 */
export function clientAddress(c: Context, trust: TrustProxy | undefined): string {
  try {
    // As @hono/node-server's getConnInfo: the IncomingMessage is in the bindings
    // (under `server` when another adapter wraps them).
    const env = c.env as (HttpBindings & { server?: HttpBindings }) | undefined;
    const incoming = (env?.server ?? env)?.incoming;
    const socketAddress = incoming?.socket?.remoteAddress;
    if (!incoming || !socketAddress) return "unknown";
    if (!trust) return socketAddress;
    const forwarded = proxyaddr(incoming, trust);
    return isIP(forwarded) ? forwarded : socketAddress;
  } catch {
    return "unknown";
  }
}
