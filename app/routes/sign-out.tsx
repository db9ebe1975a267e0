import { data, redirect } from "react-router";
import { isSameSiteRequest, signOut } from "#app/features/auth/index.server.ts";
import type { Route } from "./+types/sign-out";

// POST /sign-out: ends every session of the user and goes home, even if the server call
// failed (docs/product/accounts.md).
export async function action(args: Route.ActionArgs) {
  if (!isSameSiteRequest(args.request)) throw data(null, { status: 403 });
  throw redirect("/", { headers: await signOut(args) });
}

export function loader() {
  throw redirect("/");
}
