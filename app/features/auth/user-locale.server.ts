import { eq } from "drizzle-orm";
import type { Language } from "#app/services/i18n/config.ts";
import { getDb } from "#db/client.server.ts";
import { user as userTable } from "#db/schema.ts";
import { getSessionUser } from "./auth.server.ts";

/**
 * Keeps the signed-in user's `locale` (the language of the mails sent to them) in step with
 * the interface language they just chose. A visitor without a session changes nothing.
 */
export async function rememberUserLocale(request: Request, lang: Language): Promise<void> {
  const user = await getSessionUser(request);
  if (!user || (user as { locale?: unknown }).locale === lang) return;
  await getDb().update(userTable).set({ locale: lang }).where(eq(userTable.id, user.id));
}
