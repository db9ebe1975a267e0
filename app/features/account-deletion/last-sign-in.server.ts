import { eq } from "drizzle-orm";
import { now } from "#app/lib/clock.server.ts";
import { getDb } from "#db/client.server.ts";
import { user } from "#db/schema.ts";

/**
 * A sign-in, by any way in (the session hook's « login », decision 036): the three years of
 * inactivity count again from now, and a countdown under way (warnings sent) is cancelled.
 */
export async function recordSignIn(userId: string, at: Date = now()): Promise<void> {
  await getDb()
    .update(user)
    .set({ lastSignInAt: at, inactivityWarnings: 0, inactivityDeletionAt: null })
    .where(eq(user.id, userId));
}
