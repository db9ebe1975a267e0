import { sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { loadConsole, loadSimpleConsole } from "#app/features/admin/console-page.server.ts";
import type { AdminIdentity } from "#app/features/admin/guards.server.ts";
import { i18nFor } from "#app/services/i18n/i18n.server.ts";
import { closeDb, connectDb, getDb } from "#db/client.server.ts";
import { type RouteModule, renderPage as renderRoute } from "../render-page.ts";
import { adminCookie, getRequest, outcomeOf, setupAdminTest } from "./support.ts";

/*
 * Expected load failures are shown with their text: 'Impossible de charger les
 * données' (/admin, /admin-simple), 'Impossible de charger les articles' (the blog CMS),
 * 'Impossible de charger les messages' (/contact-dashboard). First the loaders with a
 * broken database, then the pages rendered on the server — React Router's own static
 * handler and renderer, with the real root loader and ErrorBoundary — with one table gone
 * (the admin session still reads, the page's data does not).
 */

const env = setupAdminTest();
const admin: AdminIdentity = {
  via: "password",
  userId: null,
  name: null,
  email: null,
  sessionId: null,
  expiresAt: new Date(Date.now() + 3_600_000),
};

/** Runs `run` with the process's pool pointed at a server that does not exist. */
async function withBrokenDatabase<T>(run: () => Promise<T>): Promise<T> {
  await closeDb();
  connectDb("postgres://nobody:wrong@127.0.0.1:1/none", 1);
  try {
    return await run();
  } finally {
    await closeDb();
    connectDb(env.database.url, 5);
  }
}

/** Runs `run` while `table` is renamed away (only this file's database is touched). */
async function withoutTable<T>(table: string, run: () => Promise<T>): Promise<T> {
  await getDb().execute(sql.raw(`alter table ${table} rename to ${table}_away`));
  try {
    return await run();
  } finally {
    await getDb().execute(sql.raw(`alter table ${table}_away rename to ${table}`));
  }
}

/** Keeps the expected console.error of the failure out of the output; returns what was logged. */
function quietErrors() {
  const logged: unknown[][] = [];
  const spy = vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    logged.push(args);
  });
  return { logged, restore: () => spy.mockRestore() };
}

/** GET `path` through `mod`, rendered on the server as the framework does (render-page.ts), as the admin. */
async function renderPage(path: string, mod: RouteModule, cookie: string) {
  const page = await renderRoute(mod, new URL(path, "http://x").pathname, path, { headers: { Cookie: cookie } });
  if (page.kind === "redirect") throw new Error(`redirected to ${page.location}`);
  return page;
}

describe("the consoles' loaders with a broken database", () => {
  for (const [name, load] of [
    ["loadConsole", loadConsole],
    ["loadSimpleConsole", loadSimpleConsole],
  ] as const) {
    it(`${name} answers 503 'Impossible de charger les données' (en: 'Could not load the data')`, async () => {
      const errors = quietErrors();
      try {
        for (const [lang, text] of [
          ["fr", "Impossible de charger les données"],
          ["en", "Could not load the data"],
        ] as const) {
          const outcome = await withBrokenDatabase(() =>
            outcomeOf(() => load(getRequest("/admin"), admin, i18nFor(lang).t)),
          );
          expect(outcome.status).toBe(503);
          expect(outcome.data).toEqual({ message: text });
        }
        // The cause is logged on the server, not sent — and an outage is one line a minute
        // (db/connection-errors.ts), not one per request: the earlier test may have logged it.
        expect(errors.logged.length).toBeLessThanOrEqual(1);
        for (const line of errors.logged) expect(String(line[0])).toMatch(/^\[db\] database unavailable: /);
      } finally {
        errors.restore();
      }
      await getDb().execute(sql`select 1`);
    });
  }
});

describe("the pages, rendered on the server, when their data cannot be read", () => {
  it("/admin shows 'Impossible de charger les données' with a retry, and nothing of the exception", async () => {
    const cookie = await adminCookie();
    const mod = (await import("#app/routes/admin/index.tsx")) as unknown as RouteModule;
    // The working page first: the same render shows the console.
    const fine = await renderPage("/admin", mod, cookie);
    expect(fine.status).toBe(200);
    expect(fine.html).toContain("Actualiser");

    const errors = quietErrors();
    try {
      const { status, html } = await withoutTable("contact_messages", () => renderPage("/admin", mod, cookie));
      expect(status).toBe(503);
      expect(html).toContain("Impossible de charger les données");
      expect(html).toContain("Réessayer");
      const cause = String(errors.logged.flat().find((e) => e instanceof Error) ?? "");
      expect(cause).toMatch(/contact_messages/);
      expect(html).not.toMatch(/contact_messages|does not exist|n'existe pas|at \w+ \(/);
    } finally {
      errors.restore();
    }
  });

  it("/admin-simple shows it too", async () => {
    const cookie = await adminCookie();
    const mod = (await import("#app/routes/admin-simple.tsx")) as unknown as RouteModule;
    const errors = quietErrors();
    try {
      const { status, html } = await withoutTable("profiles", () => renderPage("/admin-simple?lang=en", mod, cookie));
      expect(status).toBe(503);
      expect(html).toContain("Could not load the data");
    } finally {
      errors.restore();
    }
  });

  it("the blog CMS (/admin/blog) shows 'Impossible de charger les articles'", async () => {
    const cookie = await adminCookie();
    const mod = (await import("#app/routes/admin/blog/index.tsx")) as unknown as RouteModule;
    const errors = quietErrors();
    try {
      const { status, html } = await withoutTable("blog_articles", () => renderPage("/admin/blog", mod, cookie));
      expect(status).toBe(503);
      expect(html).toContain("Impossible de charger les articles");
    } finally {
      errors.restore();
    }
  });

  it("/contact-dashboard shows 'Impossible de charger les messages' in the page, with its filters and a retry", async () => {
    const cookie = await adminCookie();
    const mod = (await import("#app/routes/contact-dashboard.tsx")) as unknown as RouteModule;
    const errors = quietErrors();
    try {
      const { status, html } = await withoutTable("contact_messages", () =>
        renderPage("/contact-dashboard?q=facture", mod, cookie),
      );
      expect(status).toBe(200);
      expect(html).toContain("Impossible de charger les messages");
      expect(html).toContain("Réessayer");
      // The page itself is there: the search keeps what was typed.
      expect(html).toMatch(/value="facture"/);
      expect(html).not.toMatch(/contact_messages|does not exist/);
    } finally {
      errors.restore();
    }
    // Back to normal once the table is back.
    const { html } = await renderPage("/contact-dashboard", mod, cookie);
    expect(html).not.toContain("Impossible de charger les messages");
  });
});
