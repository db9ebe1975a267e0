// The client address behind a reverse proxy: the real Hono app of
// server/http.ts behind a real Node HTTP server, reached over real sockets. React Router
// gets a small build of two resource routes: one that answers the load context's
// clientIp, and the real POST /api/v1/reviews/{slug}, whose limiter keys on it.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { networkInterfaces } from "node:os";
import { getRequestListener } from "@hono/node-server";
import type { AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";
import { parseEnv } from "#app/lib/env.server.ts";
import * as reviewsApiRoute from "#app/routes/api.v1.reviews.$slug.ts";
import { RATE_LIMITS } from "#app/services/rate-limit/limits.ts";
import { uniqueSuffix } from "#db/factories/db.ts";
import { createUserWithProfile } from "#db/factories/profiles.ts";
import { createHttpApp } from "#server/http.ts";
import { resourceRoutesBuild } from "#tests/integration/http/support.ts";
import { PUBLIC_URL, setupProfileTest } from "#tests/integration/profile/support.ts";

setupProfileTest();

const CLIENT_IP_PATH = "/__test/client-ip";

/** The app with this TRUST_PROXY, listening on every IPv4 interface; `port` for the requests. */
async function startApp(trustProxy: string | undefined) {
  const env = parseEnv({ ...process.env, NODE_ENV: "production", LOG_LEVEL: "silent", TRUST_PROXY: trustProxy });
  const app = createHttpApp({
    env,
    publicUrl: PUBLIC_URL,
    build: resourceRoutesBuild({
      "client-ip": {
        path: CLIENT_IP_PATH.slice(1),
        module: {
          loader: ({ context }: { context: AppLoadContext }) => Response.json({ clientIp: context.clientIp }),
        },
      },
      "api-v1-reviews": { path: "api/v1/reviews/:slug", module: reviewsApiRoute },
    }),
    serveClientAssets: false,
  });
  const server = createServer(getRequestListener(app.fetch));
  await new Promise<void>((ok, fail) => {
    server.once("error", fail);
    server.listen(0, "0.0.0.0", () => ok());
  });
  const { port } = server.address() as AddressInfo;
  return {
    port,
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}

async function withApp(trustProxy: string | undefined, test: (port: number) => Promise<void>) {
  const server = await startApp(trustProxy);
  try {
    await test(server.port);
  } finally {
    await server.close();
  }
}

/** The clientIp the loaders see for a request to `host` with this X-Forwarded-For. */
async function clientIpSeen(port: number, forwardedFor: string | null, host = "127.0.0.1"): Promise<string> {
  const response = await fetch(`http://${host}:${port}${CLIENT_IP_PATH}`, {
    headers: forwardedFor === null ? {} : { "X-Forwarded-For": forwardedFor },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { clientIp: string }).clientIp;
}

/** An IPv4 address of this machine that is neither loopback nor in 10.0.0.0/8, if it has one. */
const outsideAddress = Object.values(networkInterfaces())
  .flat()
  .find((i) => i?.family === "IPv4" && !i.internal && !i.address.startsWith("10."))?.address;

describe("the client address (TRUST_PROXY)", () => {
  it("unset: the socket's address, whatever X-Forwarded-For says", async () => {
    await withApp(undefined, async (port) => {
      expect(await clientIpSeen(port, null)).toBe("127.0.0.1");
      expect(await clientIpSeen(port, "203.0.113.7")).toBe("127.0.0.1");
    });
  });

  it("false or 0: the same as unset", async () => {
    for (const setting of ["false", "0"]) {
      await withApp(setting, async (port) => {
        expect(await clientIpSeen(port, "203.0.113.7")).toBe("127.0.0.1");
      });
    }
  });

  it("one hop, or loopback, from 127.0.0.1: the last forwarded address", async () => {
    for (const setting of ["1", "loopback"]) {
      await withApp(setting, async (port) => {
        expect(await clientIpSeen(port, "203.0.113.7")).toBe("203.0.113.7");
        // A visitor's own X-Forwarded-For, to which the proxy appended the address it saw.
        expect(await clientIpSeen(port, "198.51.100.1, 203.0.113.7")).toBe("203.0.113.7");
        // No header: the proxy's own request.
        expect(await clientIpSeen(port, null)).toBe("127.0.0.1");
      });
    }
  });

  it("two hops: the address the second proxy saw", async () => {
    await withApp("2", async (port) => {
      expect(await clientIpSeen(port, "198.51.100.1, 203.0.113.7, 10.0.0.5")).toBe("203.0.113.7");
    });
  });

  it("a list: believes the listed proxies only, from the right", async () => {
    await withApp("loopback, 10.0.0.0/8", async (port) => {
      expect(await clientIpSeen(port, "198.51.100.1, 203.0.113.7, 10.1.2.3")).toBe("203.0.113.7");
      expect(await clientIpSeen(port, "198.51.100.1, 203.0.113.7")).toBe("203.0.113.7");
    });
    // The socket (127.0.0.1) is not a listed proxy: its X-Forwarded-For is ignored.
    await withApp("10.0.0.0/8, uniquelocal", async (port) => {
      expect(await clientIpSeen(port, "203.0.113.7")).toBe("127.0.0.1");
    });
  });

  it.runIf(outsideAddress)(
    "loopback,10.0.0.0/8: a socket outside the list is the client, its header ignored",
    async () => {
      const host = outsideAddress as string;
      await withApp("loopback,10.0.0.0/8", async (port) => {
        expect(await clientIpSeen(port, "203.0.113.7", host)).toBe(host);
        expect(await clientIpSeen(port, "203.0.113.7")).toBe("203.0.113.7");
      });
    },
  );

  it("a trusted proxy forwarding something that is not an address: the socket's", async () => {
    await withApp("loopback", async (port) => {
      expect(await clientIpSeen(port, "not-an-address")).toBe("127.0.0.1");
    });
  });
});

describe("rate limits behind a proxy: reviews.submit.ip keys on the client address", () => {
  const limit = RATE_LIMITS["reviews.submit.ip"].points;

  async function reviewedProfile() {
    const slug = `proxy-${uniqueSuffix()}`;
    const { profile } = await createUserWithProfile({
      user: { email: `${slug}@example.test`, password: "secret1", name: "Nora Petit" },
      profile: { slug, name: "Nora Petit" },
    });
    return profile.slug;
  }

  let reviewCount = 0;
  /** POSTs a (distinct) review through the proxy, which forwards `forwardedFor`. */
  async function postReview(port: number, slug: string, forwardedFor: string): Promise<number> {
    reviewCount += 1;
    const base = `http://127.0.0.1:${port}`;
    const response = await fetch(`${base}/api/v1/reviews/${slug}`, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: base,
        "X-Forwarded-For": forwardedFor,
      },
      body: new URLSearchParams({
        name: "Hugo",
        rating: "5",
        type: "text",
        content: `Travail soigné, merci (avis ${reviewCount}).`,
        consent: "on",
      }).toString(),
    });
    await response.arrayBuffer();
    return response.status;
  }

  it("trusted: two visitors behind the same proxy have a counter each", async () => {
    const slug = await reviewedProfile();
    await withApp("loopback", async (port) => {
      for (let i = 0; i < limit; i++) expect(await postReview(port, slug, "203.0.113.7")).toBe(200);
      expect(await postReview(port, slug, "203.0.113.7")).toBe(429);
      // Another visitor: their own counter.
      expect(await postReview(port, slug, "198.51.100.1")).toBe(200);
      // A spoofed address before the proxy's does not escape the visitor's counter.
      expect(await postReview(port, slug, "192.0.2.99, 203.0.113.7")).toBe(429);
    });
  });

  it("untrusted: every forwarded address shares the socket's counter", async () => {
    const slug = await reviewedProfile();
    await withApp(undefined, async (port) => {
      for (let i = 0; i < limit; i++) expect(await postReview(port, slug, `203.0.113.${100 + i}`)).toBe(200);
      expect(await postReview(port, slug, "198.51.100.1")).toBe(429);
    });
  });
});
