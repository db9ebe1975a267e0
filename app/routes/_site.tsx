import { Outlet } from "react-router";
import { getOptionalUser } from "#app/features/auth/index.server.ts";
import { ChatLauncher } from "#app/features/chat/index.ts";
import { SiteFooter, SiteHeader } from "#app/features/site/index.ts";
import { getI18n } from "#app/services/i18n/i18n.server.ts";
import type { Route } from "./+types/_site";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getOptionalUser(request);
  return {
    // chat: the floating assistant's button and panel (about 1 KB).
    messages: getI18n(request, ["nav", "footer", "language", "theme", "contactForms", "chat"]).messages,
    signedIn: user !== null,
  };
}

/**
 * Header and footer of the marketing and static pages, and the floating chat assistant
 * (every page of this layout, so the help centre's "chat" button opens it). Pages with
 * their own chrome (the public profile, the dashboard, admin) sit outside this layout in
 * app/routes.ts. Every layout renders the `<main id="main">` the skip link of app/root.tsx
 * points to. Page views are recorded by app/root.tsx for every page.
 */
export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader signedIn={loaderData.signedIn} />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <ChatLauncher />
    </div>
  );
}
