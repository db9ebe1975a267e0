import { z } from "zod";

/*
 * Contact messages as the administrators handle them (spec §4 "Contact message status",
 * design.md §3: one status column holding the union of the spec's two machines, one
 * category column accepting the union of its two sets). Shared by browser and server:
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

export const MessageStatusSchema = z.object({
  id: z.uuid(),
  status: z.enum(MESSAGE_STATUSES),
});

export const MessageDeleteSchema = z.object({ id: z.uuid() });
