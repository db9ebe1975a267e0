import { sql } from "drizzle-orm";
import { getDb } from "#db/client.server.ts";
import pkg from "../package.json" with { type: "json" };

export interface Health {
  status: "ok" | "error";
  database: { ok: boolean; roundTripMs: number | null; error?: string };
  version: string;
  uptimeSeconds: number;
}

/** Liveness plus one database round trip (used by /healthz and /diagnostic). */
export async function healthCheck(): Promise<Health> {
  const started = performance.now();
  try {
    await getDb().execute(sql`select 1`);
    const roundTripMs = Math.round((performance.now() - started) * 100) / 100;
    return {
      status: "ok",
      database: { ok: true, roundTripMs },
      version: pkg.version,
      uptimeSeconds: Math.round(process.uptime()),
    };
  } catch (error) {
    return {
      status: "error",
      database: { ok: false, roundTripMs: null, error: error instanceof Error ? error.message : String(error) },
      version: pkg.version,
      uptimeSeconds: Math.round(process.uptime()),
    };
  }
}
