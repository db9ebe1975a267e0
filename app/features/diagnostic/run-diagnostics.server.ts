import { asc, count } from "drizzle-orm";
import { answersAt } from "#app/features/address/index.server.ts";
import { getSessionUser } from "#app/features/auth/index.server.ts";
import { getDb } from "#db/client.server.ts";
import { profiles } from "#db/schema.ts";

export type CheckStatus = "success" | "error" | "warning";

/** One line of /diagnostic. `message` and `details` are i18n keys plus values. */
export interface DiagnosticCheck {
  id: "database" | "auth" | "profiles" | "lookup";
  status: CheckStatus;
  message: string;
  details: Record<string, string | number>;
  durationMs: number;
}

type CheckResult = Omit<DiagnosticCheck, "id" | "durationMs">;

async function timed(
  id: DiagnosticCheck["id"],
  run: () => Promise<CheckResult>,
  onError: string,
): Promise<DiagnosticCheck> {
  const started = performance.now();
  let result: CheckResult;
  try {
    result = await run();
  } catch (error) {
    result = {
      status: "error",
      message: onError,
      details: { error: error instanceof Error ? error.message : String(error) },
    };
  }
  return { id, ...result, durationMs: Math.round((performance.now() - started) * 10) / 10 };
}

/**
 * The checks of /diagnostic (docs/product/landing-and-demo.md#diagnostics), run against the real database:
 * connection, the visitor's session, reading 5 profiles, and looking up one
 * profile by custom domain or slug.
 */
export async function runDiagnostics(request: Request, lookup: string): Promise<DiagnosticCheck[]> {
  const db = getDb();
  const database = await timed(
    "database",
    async (): Promise<CheckResult> => {
      const [row] = await db.select({ n: count() }).from(profiles);
      return { status: "success", message: "diagnostic.database.ok", details: { profiles: row?.n ?? 0 } };
    },
    "diagnostic.database.error",
  );
  const auth = await timed(
    "auth",
    async (): Promise<CheckResult> => {
      const user = await getSessionUser(request);
      return user
        ? { status: "success", message: "diagnostic.auth.signedIn", details: { email: user.email } }
        : { status: "warning", message: "diagnostic.auth.signedOut", details: {} };
    },
    "diagnostic.auth.error",
  );
  const read = await timed(
    "profiles",
    async (): Promise<CheckResult> => {
      const rows = await db
        .select({ slug: profiles.slug, name: profiles.name })
        .from(profiles)
        .orderBy(asc(profiles.createdAt))
        .limit(5);
      return rows.length > 0
        ? {
            status: "success",
            message: "diagnostic.profiles.ok",
            details: { count: rows.length, slugs: rows.map((r) => r.slug).join(", ") },
          }
        : { status: "warning", message: "diagnostic.profiles.empty", details: { count: 0 } };
    },
    "diagnostic.profiles.error",
  );
  const key = lookup.trim().toLowerCase();
  const found = await timed(
    "lookup",
    async (): Promise<CheckResult> => {
      if (!key) return { status: "warning", message: "diagnostic.lookup.none", details: {} };
      const [row] = await db
        .select({ slug: profiles.slug, name: profiles.name, requestedSlug: profiles.requestedSlug })
        .from(profiles)
        .where(answersAt(key))
        .limit(1);
      return row
        ? {
            status: "success",
            message: "diagnostic.lookup.found",
            details: { lookup: key, name: row.name, slug: row.slug },
          }
        : { status: "warning", message: "diagnostic.lookup.notFound", details: { lookup: key } };
    },
    "diagnostic.lookup.error",
  );
  return [database, auth, read, found];
}

/** Up to two existing profile slugs to link to as test URLs. */
export async function sampleProfileSlugs(): Promise<string[]> {
  const rows = await getDb().select({ slug: profiles.slug }).from(profiles).orderBy(asc(profiles.createdAt)).limit(2);
  return rows.map((r) => r.slug);
}
