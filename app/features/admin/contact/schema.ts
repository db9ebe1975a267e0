import { z } from "zod";

/*
 * Contact messages as the administrators handle them (docs/product/admin.md#contact-dashboard:
 * one status column holding the statuses of every screen, one
 * category column accepting the categories of every form). Shared by browser and server:
 * no database import here (db/schema.ts checks these lists against its own).
 */

export const MESSAGE_STATUSES = ["open", "in_progress", "resolved", "closed", "spam"] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const MESSAGE_CATEGORIES = [
  "general",
  "technical",
  "technical_problem",
  "billing",
  "collaboration",
  "request_info",
  "feedback",
  "other",
] as const;
export type MessageCategory = (typeof MESSAGE_CATEGORIES)[number];

export const MESSAGE_SEARCH_MAX = 100;

/** Filters of /contact-dashboard, read from the address (a bad value is dropped, not an error). */
export const MessageFiltersSchema = z.object({
  q: z.string().trim().max(MESSAGE_SEARCH_MAX).optional().catch(undefined),
  status: z.enum(MESSAGE_STATUSES).optional().catch(undefined),
  category: z.enum(MESSAGE_CATEGORIES).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});
export type MessageFilters = z.output<typeof MessageFiltersSchema>;

/** Reads the filters from a URL's query (empty values mean "all"). */
export function messageFiltersOf(url: URL): MessageFilters {
  const value = (name: string) => url.searchParams.get(name) || undefined;
  return MessageFiltersSchema.parse({
    q: value("q"),
    status: value("status"),
    category: value("category"),
    page: value("page") ?? 1,
  });
}

export const MESSAGE_INTENTS = { status: "message-status", delete: "message-delete" } as const;

/**
 * The screens that handle messages and what each may do (docs/product/admin.md):
 * /contact-dashboard's action menu goes from any status to any other and deletes;
 * /admin closes (Fermer) and reopens what is closed (Rouvrir); /admin-simple marks an open
 * message 'En cours' and resolves anything not yet resolved — resolved is final there. For
 * each target status, the statuses a screen may move a message from. The buttons are made
 * from this table and the server refuses anything else.
 */
export type MessageScreen = "dashboard" | "console" | "simple";

const ALL: readonly MessageStatus[] = MESSAGE_STATUSES;
const SCREEN_TRANSITIONS: Record<MessageScreen, Partial<Record<MessageStatus, readonly MessageStatus[]>>> = {
  // Any to any; setting the status it already has is harmless (two admins at once).
  dashboard: Object.fromEntries(MESSAGE_STATUSES.map((to) => [to, ALL])),
  console: { closed: ["open", "in_progress", "resolved", "spam"], open: ["closed"] },
  simple: { in_progress: ["open"], resolved: ["open", "in_progress", "closed", "spam"] },
};

/** The statuses `screen` may move a message to `to` from (none: that screen never sets `to`). */
export function allowedSources(screen: MessageScreen, to: MessageStatus): readonly MessageStatus[] {
  return SCREEN_TRANSITIONS[screen][to] ?? [];
}

/** The statuses `screen` offers for a message in `status`, in the table's order. */
export function transitionsFrom(screen: MessageScreen, status: MessageStatus): MessageStatus[] {
  return (Object.keys(SCREEN_TRANSITIONS[screen]) as MessageStatus[]).filter((to) =>
    allowedSources(screen, to).includes(status),
  );
}

/** Whether `screen` may delete messages (only /contact-dashboard's menu does). */
export function canDeleteMessages(screen: MessageScreen): boolean {
  return screen === "dashboard";
}

export const MessageStatusSchema = z.object({
  id: z.uuid(),
  status: z.enum(MESSAGE_STATUSES),
});

export const MessageDeleteSchema = z.object({ id: z.uuid() });
