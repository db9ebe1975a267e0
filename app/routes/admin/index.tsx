import { data, type ShouldRevalidateFunction } from "react-router";
import { handleConsoleAction, loadConsole, requireAdmin } from "#app/features/admin/index.server.ts";
import { AdminConsole } from "#app/features/admin/index.ts";
import { keepFetcherOnFailure } from "#app/lib/keep-form.ts";
import { privatePageMeta } from "#app/lib/page-meta.ts";
import { getI18n } from "#app/services/i18n/i18n.server.ts";
import type { Route } from "./+types/index";

// /admin (docs/product/admin.md): the console. Every read and every action checks the admin session.
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  const { t, messages } = getI18n(request, ["admin", "language", "theme", "reviews"]);
  const page = await loadConsole(request, admin, t);
  return data(
    { ...page, messages, host: new URL(context.publicUrl).host, title: t("admin.meta.consoleTitle") },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const { t } = getI18n(request);
  const { status, reply } = await handleConsoleAction(await request.formData(), admin, t);
  return data(reply, { status });
}

/** The screen stays when a request fails on its way; a toast says so (app/lib/keep-form.ts). */
export const clientAction = keepFetcherOnFailure;

export const meta: Route.MetaFunction = ({ loaderData }) => privatePageMeta(loaderData?.title);

// Switching tabs only changes `?tab=`: nothing to load again.
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => {
  // 'Actualiser' (same address), a form, another page: the default.
  if (formMethod || currentUrl.pathname !== nextUrl.pathname || currentUrl.search === nextUrl.search) {
    return defaultShouldRevalidate;
  }
  const strip = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete("tab");
    params.sort();
    return params.toString();
  };
  return strip(currentUrl) === strip(nextUrl) ? false : defaultShouldRevalidate;
};

export default function AdminConsoleRoute({ loaderData }: Route.ComponentProps) {
  return <AdminConsole data={loaderData} />;
}
