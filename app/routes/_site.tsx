import { Outlet } from "react-router";
import { SiteFooter } from "#app/components/site-footer.tsx";
import { SiteHeader } from "#app/components/site-header.tsx";
import { PageViewRecorder } from "#app/features/analytics/page-view-recorder.tsx";
import { getOptionalUser } from "#app/features/auth/guards.server.ts";
import { getI18n } from "#app/features/i18n/i18n.server.ts";
import type { Route } from "./+types/_site";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getOptionalUser(request);
  return {
    messages: getI18n(request, ["nav", "footer", "language", "theme", "contactForms"]).messages,
    signedIn: user !== null,
  };
}

/**
 * Header and footer of the marketing and static pages. Pages with their own chrome (the
 * public profile, the dashboard, admin) sit outside this layout in app/routes.ts. Every
 * layout renders the `<main id="main">` the skip link of app/root.tsx points to.
 */
export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader signedIn={loaderData.signedIn} />
      <PageViewRecorder />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
