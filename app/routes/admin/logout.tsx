import { redirect } from "react-router";
import { requireAdmin, signOutAdmin } from "#app/features/admin/index.server.ts";
import { ADMIN_HOME, ADMIN_LOGIN_PATH } from "#app/features/admin/index.ts";
import type { Route } from "./+types/logout";

// POST /admin/logout: 'Déconnexion' ends the admin session, then the login page says so.
export async function action(args: Route.ActionArgs) {
  await requireAdmin(args.request);
  throw redirect(`${ADMIN_LOGIN_PATH}?loggedOut=1`, { headers: await signOutAdmin(args) });
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  throw redirect(ADMIN_HOME);
}
