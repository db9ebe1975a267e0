import { and, count, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import { getDb } from "#db/client.server.ts";
import { type CONTACT_CATEGORIES, contactMessages, type contactStatus } from "#db/schema.ts";
import type { MessageCategory, MessageStatus } from "./schema.ts";

// The lists the browser sees (schema.ts) must be the database's: a compile error otherwise.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
export type StatusesMatchDatabase = Assert<Same<MessageStatus, (typeof contactStatus.enumValues)[number]>>;
export type CategoriesMatchDatabase = Assert<Same<MessageCategory, (typeof CONTACT_CATEGORIES)[number]>>;

export const MESSAGES_PAGE_SIZE = 20;

export interface AdminMessage {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  subject: string;
  category: MessageCategory;
  message: string;
  status: MessageStatus;
  createdAt: string;
  updatedAt: string;
}

export interface MessagePage {
  messages: AdminMessage[];
  /** Messages matching the filters, all pages together. */
  total: number;
  page: number;
  pageCount: number;
}

/** `%`, `_` and `\` typed by the admin are searched for as themselves. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Contact messages, newest first, one page at a time. The search looks for the words
 * anywhere in the name,
 * e-mail, subject or message (ILIKE): messages are far fewer than profiles, and the
 * status filter and order use contact_messages_status_created_idx / _created_idx.
 */
export async function listContactMessages(
  filters: { q?: string; status?: MessageStatus; category?: MessageCategory; page?: number },
  pageSize = MESSAGES_PAGE_SIZE,
): Promise<MessagePage> {
  const conditions: SQL[] = [];
  if (filters.status) conditions.push(eq(contactMessages.status, filters.status));
  if (filters.category) conditions.push(eq(contactMessages.category, filters.category));
  const q = filters.q?.trim();
  if (q) {
    const pattern = `%${escapeLike(q)}%`;
    const match = or(
      ilike(contactMessages.name, pattern),
      ilike(contactMessages.email, pattern),
      ilike(contactMessages.subject, pattern),
      ilike(contactMessages.message, pattern),
    );
    if (match) conditions.push(match);
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const db = getDb();
  const [totalRow] = await db.select({ total: count() }).from(contactMessages).where(where);
  const total = totalRow?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(Math.max(1, filters.page ?? 1), pageCount);
  const rows = await db
    .select()
    .from(contactMessages)
    .where(where)
    // NULLS LAST like both indexes (created_at is never null): a plain DESC would not use them.
    .orderBy(sql`${contactMessages.createdAt} desc nulls last`, desc(contactMessages.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return {
    messages: rows.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      phone: row.phone,
      company: row.company,
      subject: row.subject,
      category: row.category as MessageCategory,
      message: row.message,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    })),
    total,
    page,
    pageCount,
  };
}
