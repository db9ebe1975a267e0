// Helpers of the public-profile integration tests.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll } from "vitest";
import { getAuth } from "#app/features/auth/auth.server.ts";
import { createUserWithProfile } from "#db/factories/profiles.ts";
import { withTestDatabase } from "#tests/setup/database.ts";

export const PUBLIC_URL = "http://localhost:3000";

/** A fresh database, a temporary DATA_DIR (media store) and the better-auth instance. */
export function setupProfileTest(): { readonly dataDir: string; readonly databaseUrl: string } {
  const dataDir = mkdtempSync(join(tmpdir(), "fiable-profile-test-"));
  process.env.DATA_DIR = dataDir;
  process.env.BETTER_AUTH_SECRET ??= "test-secret-of-the-profile-suite-0123456789";
  const database = withTestDatabase();
  beforeAll(() => {
    getAuth(PUBLIC_URL);
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  return {
    dataDir,
    get databaseUrl() {
      return database.url;
    },
  };
}

/** The session cookie of a user signed in with e-mail and password, as a browser would hold it. */
export async function signIn(email: string, password: string): Promise<string> {
  const { headers } = await getAuth().api.signInEmail({ body: { email, password }, returnHeaders: true });
  return headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
}

/** A GET of `path` on the site, optionally with cookies. */
export function get(path: string, headers: Record<string, string> = {}): Request {
  return new Request(`${PUBLIC_URL}${path}`, { headers });
}

export const WHATSAPP_DIGITS = "33612345678";

/** A profile with one link of every kind, and its owner who can sign in. */
export async function createOwnerWithLinks(slug: string, password = "secret1") {
  const email = `${slug}@example.com`;
  const created = await createUserWithProfile({
    user: { email, password, name: "Inès Lambert" },
    profile: {
      slug,
      name: "Inès Lambert",
      title: "Architecte d'intérieur",
      bio: "J'aménage des appartements lumineux.",
      phone: "+33 6 12 34 56 78",
      links: [
        { platform: "instagram", url: "https://www.instagram.com/ines.lambert" },
        { platform: "whatsapp", url: `https://wa.me/${WHATSAPP_DIGITS}`, title: "+33 6 12 34 56 78" },
        { platform: "phone", url: "tel:+33612345678", description: "Appelez-moi au 06 12 34 56 78" },
        { platform: "custom", url: "https://api.whatsapp.com/send?phone=33612345678", title: "Mon numéro" },
        { platform: "website", url: "https://ines-lambert.example/portfolio", description: "Mes projets" },
        { platform: "email", url: "mailto:ines@example.com" },
      ],
    },
  });
  return { ...created, email, password };
}
