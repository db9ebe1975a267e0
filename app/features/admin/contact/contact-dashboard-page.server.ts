import { logError } from "#app/lib/log-error.server.ts";
import { sessionInfo } from "../console-page.server.ts";
import type { AdminIdentity } from "../guards.server.ts";
import { listContactMessages, type MessagePage } from "./list-messages.server.ts";
import { type MessageFilters, messageFiltersOf } from "./schema.ts";

export interface ContactDashboardData {
  session: ReturnType<typeof sessionInfo>;
  filters: MessageFilters;
  /** null when the messages could not be read ('Impossible de charger les messages'). */
  page: MessagePage | null;
}

/**
 * /contact-dashboard (docs/product/admin.md): the messages matching the address's filters (search,
 * status, category, page). A database failure is shown in the page with a retry, as the
 * other admin screens' toasts say, instead of an error page.
 */
export async function loadContactDashboard(request: Request, admin: AdminIdentity): Promise<ContactDashboardData> {
  const filters = messageFiltersOf(new URL(request.url));
  try {
    return { session: sessionInfo(admin), filters, page: await listContactMessages(filters) };
  } catch (error) {
    logError("[contact-admin] list:", error);
    return { session: sessionInfo(admin), filters, page: null };
  }
}
