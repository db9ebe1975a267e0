// The host routing's pure rules (decision 046): which path of a served custom domain is
// served at which path of the app, which go to the main host or back to the page, and which
// header names the host.
import { describe, expect, it } from "vitest";
import { parseEnv } from "#app/lib/env.server.ts";
import { customRoute, requestHost } from "#server/host-routing.ts";

const SLUG = "lea-photo";

describe("customRoute", () => {
  it("serves the page at / and its sub-pages at their short paths", () => {
    expect(customRoute("/", "GET", SLUG)).toEqual({ kind: "serve", path: "/lea-photo" });
    for (const path of ["/reviews", "/wall", "/review", "/embed", "/qr", "/review/media"]) {
      expect(customRoute(path, "GET", SLUG)).toEqual({ kind: "serve", path: `/lea-photo${path}` });
    }
    expect(customRoute("/reviews/", "GET", SLUG)).toEqual({ kind: "serve", path: "/lea-photo/reviews" });
    expect(customRoute("/reviews/abc/report", "POST", SLUG)).toEqual({
      kind: "serve",
      path: "/lea-photo/reviews/abc/report",
    });
    expect(customRoute("/reviews/abc/captions.vtt", "GET", SLUG)).toEqual({
      kind: "serve",
      path: "/lea-photo/reviews/abc/captions.vtt",
    });
  });

  it("serves what the page loads at the same path", () => {
    for (const path of [
      "/assets/entry-abc.js",
      "/media/profile/x.webp",
      "/og/lea-photo.png",
      "/go/123",
      "/embed.js",
      "/preferences",
      "/api/v1/messages",
      "/api/v1/events",
      "/api/v1/reviews/lea-photo",
      "/api/v1/profiles/lea-photo/reviews",
      "/favicon.ico",
    ]) {
      expect(customRoute(path, "GET", SLUG), path).toEqual({ kind: "serve", path });
    }
  });

  it("sends signed-in areas and the main site's pages to the main host, anything else to /", () => {
    for (const path of ["/dashboard", "/dashboard/reviews", "/auth", "/admin", "/account/restore", "/api/auth/x"]) {
      expect(customRoute(path, "GET", SLUG), path).toEqual({ kind: "main-host" });
    }
    for (const path of ["/how-reviews-work", "/legal/privacy", "/help", "/blog/x", "/sitemap.xml", "/robots.txt"]) {
      expect(customRoute(path, "GET", SLUG), path).toEqual({ kind: "main-host" });
    }
    for (const path of ["/demo", "/other-owner", "/other-owner/reviews", "/api/v1/chat", "/dashboards", "/x.php"]) {
      expect(customRoute(path, "GET", SLUG), path).toEqual({ kind: "here", path: "/" });
    }
  });

  it("leads the long form to the short one on GET, and serves it to a form's POST", () => {
    expect(customRoute("/lea-photo", "GET", SLUG)).toEqual({ kind: "here", path: "/" });
    expect(customRoute("/lea-photo/reviews", "HEAD", SLUG)).toEqual({ kind: "here", path: "/reviews" });
    expect(customRoute("/lea-photo/review", "POST", SLUG)).toEqual({ kind: "serve", path: "/lea-photo/review" });
    expect(customRoute("/lea-photo/nothing", "GET", SLUG)).toEqual({ kind: "here", path: "/" });
  });
});

describe("requestHost", () => {
  const headers = (values: Record<string, string>) => new Headers(values);
  const { TRUST_PROXY: loopback } = parseEnv({ TRUST_PROXY: "loopback" });

  it("is Host, unless a trusted proxy forwarded another", () => {
    const forwarded = headers({ Host: "fiable.test", "X-Forwarded-Host": "avis.lea.test, proxy.test" });
    expect(requestHost(forwarded, "127.0.0.1", undefined)).toBe("fiable.test");
    expect(requestHost(forwarded, "203.0.113.9", loopback)).toBe("fiable.test");
    expect(requestHost(forwarded, "127.0.0.1", loopback)).toBe("avis.lea.test");
    expect(requestHost(headers({ Host: "fiable.test" }), "127.0.0.1", loopback)).toBe("fiable.test");
  });
});
