import { data } from "react-router";
import {
  actorOf,
  handleMessageAction,
  hasAdminCookie,
  loadContactDashboard,
  requireAdmin,
} from "#app/features/admin/index.server.ts";
import { ContactDashboard } from "#app/features/admin/index.ts";
import { getSession, requireUser } from "#app/features/auth/index.server.ts";
import { keepFetcherOnFailure } from "#app/lib/keep-form.ts";
import { privatePageMeta } from "#app/lib/page-meta.ts";
import { getI18n } from "#app/services/i18n/i18n.server.ts";
import type { Route } from "./+types/contact-dashboard";

// /contact-dashboard (docs/product/admin.md): every contact message, for administrators only — the
// original product asked only for a signed-in user, but a professional must not read everyone's messages.
export async function loader({ request }: Route.LoaderArgs) {
  // A visitor with neither an account session nor an admin one signs in at /auth first
  // (decision 007); a signed-in account that is not an admin goes to /admin/login.
  if (!hasAdminCookie(request) && !(await getSession(request))) await requireUser(request);
  const admin = await requireAdmin(request);
  const { t, messages } = getI18n(request, ["admin", "language", "theme"]);
  const page = await loadContactDashboard(request, admin);
  return data({ ...page, messages, title: t("admin.meta.contactTitle") }, { headers: { "Cache-Control": "no-store" } });
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const { t } = getI18n(request);
  const outcome = await handleMessageAction(await request.formData(), actorOf(admin), t, "dashboard");
  if (!outcome) throw data({ message: t("admin.toasts.actionFailed") }, { status: 400 });
  return data(outcome.reply, { status: outcome.status });
}

/** The screen stays when a request fails on its way; a toast says so (app/lib/keep-form.ts). */
export const clientAction = keepFetcherOnFailure;

export const meta: Route.MetaFunction = ({ loaderData }) => privatePageMeta(loaderData?.title);

export default function ContactDashboardRoute({ loaderData }: Route.ComponentProps) {
  return <ContactDashboard data={loaderData} />;
}
