import { type CONTACT_CATEGORIES, contactMessages } from "#db/schema.ts";
import { type DbExecutor, defaultDb, uniqueSuffix } from "./db.ts";

export type ContactMessage = typeof contactMessages.$inferSelect;

export interface CreateContactMessageInput {
  name?: string;
  email?: string;
  phone?: string | null;
  subject?: string;
  category?: (typeof CONTACT_CATEGORIES)[number];
  message?: string;
  /** Defaults to 'open'. */
  status?: ContactMessage["status"];
  createdAt?: Date;
  /** Defaults to the creation time. */
  updatedAt?: Date;
}

export async function createContactMessage(
  input: CreateContactMessageInput = {},
  db?: DbExecutor,
): Promise<ContactMessage> {
  const suffix = uniqueSuffix();
  const createdAt = input.createdAt ?? new Date();
  const [row] = await defaultDb(db)
    .insert(contactMessages)
    .values({
      name: input.name ?? `Visiteur ${suffix}`,
      email: input.email ?? `contact-${suffix}@example.test`,
      phone: input.phone ?? null,
      subject: input.subject ?? "Question",
      category: input.category ?? "general",
      message: input.message ?? "Bonjour, j'ai une question sur le service.",
      status: input.status ?? "open",
      createdAt,
      updatedAt: input.updatedAt ?? createdAt,
    })
    .returning();
  return row!;
}
