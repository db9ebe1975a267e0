import { ShieldCheckIcon } from "lucide-react";
import { useEffect } from "react";
import { data, redirect, type ShouldRevalidateFunction } from "react-router";
import { toast } from "sonner";
import { expiredAdminCookie, getAdmin, handleAdminLogin, hasAdminCookie } from "#app/features/admin/index.server.ts";
import {
  ADMIN_LOGIN_PATH,
  AdminGate,
  AdminLoginForm,
  adminLoginUnreachable,
  safeAdminRedirect,
} from "#app/features/admin/index.ts";
import { keepFormOnFailure } from "#app/lib/keep-form.ts";
import { getI18n } from "#app/services/i18n/i18n.server.ts";
import { useTranslation } from "#app/services/i18n/i18n-provider.tsx";
import type { Route } from "./+types/login";

// /admin/login (docs/product/admin.md): the admin password, checked on the server.
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const redirectTo = safeAdminRedirect(url.searchParams.get("redirectTo"));
  if (await getAdmin(request)) throw redirect(redirectTo);
  const { t, messages } = getI18n(request, ["admin", "language", "theme"]);
  // An admin cookie whose session ended (24 hours, or 'Déconnexion' elsewhere) goes now.
  const headers = hasAdminCookie(request) ? { "Set-Cookie": expiredAdminCookie() } : undefined;
  return data(
    {
      messages,
      redirectTo,
      notice: (url.searchParams.has("expired") ? "expired" : url.searchParams.has("loggedOut") ? "loggedOut" : null) as
        | "expired"
        | "loggedOut"
        | null,
      title: t("admin.meta.loginTitle"),
      description: t("admin.meta.description"),
    },
    { headers },
  );
}

export async function action(args: Route.ActionArgs) {
  const formData = await args.request.formData();
  const { status, headers, reply } = await handleAdminLogin(args, formData);
  // Without JavaScript there is no one-second pause to give: go straight in.
  if (reply.outcome === "signed-in" && formData.get("js") !== "1") throw redirect(reply.redirectTo, { headers });
  return data(reply, { status, headers });
}

// A request that fails on its way leaves the form as it is and says so (ARCHITECTURE.md "Forms").
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) =>
  keepFormOnFailure(request, serverAction, (form) => adminLoginUnreachable(form));

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title },
  { name: "description", content: loaderData?.description },
  { name: "robots", content: "noindex, nofollow" },
];

// After a successful sign-in this page's loader would leave at once: the page waits its
// second and then goes on by itself.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod === "POST" ? false : defaultShouldRevalidate;

export default function AdminLogin({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  useArrivalToast(loaderData.notice);
  return (
    <AdminGate
      icon={<ShieldCheckIcon className="size-6" />}
      title={t("admin.login.title")}
      description={t("admin.login.description")}
    >
      {loaderData.notice && !actionData ? (
        <p role="status" className="mb-4 rounded-lg border bg-muted/50 px-4 py-3 text-sm">
          <span className="font-semibold">{t("admin.toasts.loggedOut")}</span>
          {" — "}
          {loaderData.notice === "expired"
            ? t("admin.toasts.expiredDescription")
            : t("admin.toasts.loggedOutDescription")}
        </p>
      ) : null}
      <AdminLoginForm action={ADMIN_LOGIN_PATH} redirectTo={loaderData.redirectTo} reply={actionData} />
    </AdminGate>
  );
}

/**
 * After 'Déconnexion' and when the 24 hours are over, the logout toast
 * 'Déconnexion' / 'Vous avez été déconnecté avec succès.'; the page's notice says why.
 */
function useArrivalToast(notice: "expired" | "loggedOut" | null) {
  const { t } = useTranslation();
  useEffect(() => {
    if (!notice) return;
    toast(t("admin.toasts.loggedOut"), { description: t("admin.toasts.loggedOutDescription") });
  }, [notice, t]);
}
