import { ShieldCheckIcon } from "lucide-react";
import { data, redirect, type ShouldRevalidateFunction } from "react-router";
import {
  actorOf,
  expiredAdminCookie,
  findAdmin,
  handleAdminLogin,
  handleMessageAction,
  hasAdminCookie,
  loadSimpleConsole,
  requireAdmin,
} from "#app/features/admin/index.server.ts";
import { ADMIN_LOGIN_INTENT, AdminGate, AdminLoginForm, SimpleConsole } from "#app/features/admin/index.ts";
import { privatePageMeta } from "#app/lib/page-meta.ts";
import { getI18n } from "#app/services/i18n/i18n.server.ts";
import { useTranslation } from "#app/services/i18n/i18n-provider.tsx";
import type { Route } from "./+types/admin-simple";

const SELF = "/admin-simple";

// /admin-simple (docs/product/admin.md): its own password gate, opening the same server-side admin
// session as /admin/login. Without it, the loader answers 401 with the gate only.
export async function loader({ request }: Route.LoaderArgs) {
  const { t, messages } = getI18n(request, ["admin", "language", "theme"]);
  const admin = await findAdmin(request);
  if (!admin) {
    const headers = new Headers({ "Cache-Control": "no-store" });
    if (hasAdminCookie(request)) headers.append("Set-Cookie", expiredAdminCookie());
    return data({ gate: true as const, messages, title: t("admin.meta.simpleTitle") }, { status: 401, headers });
  }
  const page = await loadSimpleConsole(request, admin, t);
  return data(
    { gate: false as const, ...page, messages, title: t("admin.meta.simpleTitle") },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export async function action(args: Route.ActionArgs) {
  const formData = await args.request.formData();
  if (formData.get("intent") === ADMIN_LOGIN_INTENT) {
    formData.set("redirectTo", SELF);
    const { status, headers, reply } = await handleAdminLogin(args, formData);
    if (reply.outcome === "signed-in" && formData.get("js") !== "1") throw redirect(SELF, { headers });
    return data(reply, { status, headers });
  }
  const admin = await requireAdmin(args.request);
  const { t } = getI18n(args.request);
  const outcome = await handleMessageAction(formData, actorOf(admin), t, "simple");
  if (!outcome) throw data({ message: t("admin.toasts.actionFailed") }, { status: 400 });
  return data(outcome.reply, { status: outcome.status });
}

export const meta: Route.MetaFunction = ({ loaderData }) => privatePageMeta(loaderData?.title);

// After the password, the gate shows '✅ Connexion réussie' for a second and
// then loads the console itself; switching tabs loads nothing.
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  formData,
  defaultShouldRevalidate,
}) => {
  if (formMethod === "POST" && formData?.get("intent") === ADMIN_LOGIN_INTENT) return false;
  if (!formMethod && currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search) {
    const strip = (url: URL) => {
      const params = new URLSearchParams(url.search);
      params.delete("tab");
      params.sort();
      return params.toString();
    };
    if (strip(currentUrl) === strip(nextUrl)) return false;
  }
  return defaultShouldRevalidate;
};

export default function AdminSimpleRoute({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.gate) return <SimpleConsole data={loaderData} />;
  const reply = actionData && "outcome" in actionData ? actionData : undefined;
  return <SimpleGate reply={reply} />;
}

function SimpleGate({ reply }: { reply: Parameters<typeof AdminLoginForm>[0]["reply"] }) {
  const { t } = useTranslation();
  return (
    <AdminGate
      icon={<ShieldCheckIcon className="size-6" />}
      title={t("admin.login.simpleTitle")}
      description={t("admin.login.simpleDescription")}
      bare
    >
      <AdminLoginForm action={SELF} redirectTo={SELF} reply={reply} />
    </AdminGate>
  );
}
