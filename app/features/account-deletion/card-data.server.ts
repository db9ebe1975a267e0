import { eq } from "drizzle-orm";
import { getDb } from "#db/client.server.ts";
import { user } from "#db/schema.ts";
import type { DeleteCardData } from "./components/delete-account-card.tsx";

/** What « Supprimer mon compte » asks for: the password or the typed address, and a code when two-factor is on. */
export async function deleteCardData(
  current: { id: string; email: string },
  hasPassword: boolean,
): Promise<DeleteCardData> {
  const [row] = await getDb()
    .select({ twoFactorEnabled: user.twoFactorEnabled })
    .from(user)
    .where(eq(user.id, current.id));
  return { email: current.email, hasPassword, twoFactorEnabled: row?.twoFactorEnabled ?? false };
}
