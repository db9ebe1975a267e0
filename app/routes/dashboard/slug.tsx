import { data } from "react-router";
import { checkSlugAvailability } from "#app/features/address/index.server.ts";
import { requireUser } from "#app/features/auth/index.server.ts";
import type { Route } from "./+types/slug";

// GET /dashboard/slug?value=…&name=…: the domain tab's live availability check.
export async function loader({ request }: Route.LoaderArgs) {
  const { user, headers } = await requireUser(request);
  const params = new URL(request.url).searchParams;
  const value = (params.get("value") ?? "").slice(0, 200);
  const name = (params.get("name") ?? "").slice(0, 200);
  const availability = await checkSlugAvailability(user.id, value, name);
  headers.set("Cache-Control", "private, no-store");
  return data(availability, { headers });
}
