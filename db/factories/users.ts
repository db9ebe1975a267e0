import { hashPassword } from "better-auth/crypto";
import { account, user } from "#db/schema.ts";
import { type DbExecutor, defaultDb, uniqueSuffix } from "./db.ts";

export type User = typeof user.$inferSelect;

export interface CreateUserInput {
  id?: string;
  name?: string;
  email?: string;
  /** When given, a better-auth credential account is created with this password, hashed by better-auth itself. */
  password?: string;
  emailVerified?: boolean;
  role?: User["role"];
  locale?: User["locale"];
  image?: string | null;
  createdAt?: Date;
}

/** Inserts a user (and its e-mail/password account when `password` is given). */
export async function createUser(input: CreateUserInput = {}, db?: DbExecutor): Promise<User> {
  const executor = defaultDb(db);
  const id = input.id ?? crypto.randomUUID();
  const suffix = uniqueSuffix();
  const createdAt = input.createdAt ?? new Date();
  const [row] = await executor
    .insert(user)
    .values({
      id,
      name: input.name ?? `Test User ${suffix}`,
      // better-auth looks e-mails up lower-cased.
      email: (input.email ?? `user-${suffix}@example.test`).trim().toLowerCase(),
      emailVerified: input.emailVerified ?? true,
      role: input.role ?? "user",
      locale: input.locale ?? "fr",
      image: input.image ?? null,
      createdAt,
      updatedAt: createdAt,
    })
    .returning();
  if (input.password !== undefined) {
    await executor.insert(account).values({
      id: crypto.randomUUID(),
      accountId: id,
      providerId: "credential",
      userId: id,
      password: await hashPassword(input.password),
      createdAt,
      updatedAt: createdAt,
    });
  }
  return row!;
}
