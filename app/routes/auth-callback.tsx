import { redirect } from "react-router";
import type { Route } from "./+types/auth-callback";

// The old auth redirect route: straight on to /auth, keeping the query (an identity
// provider's `error`) — a redirect replaces this address in the history, and the browser
// keeps the `#…` part for /auth to read.
export function loader({ request }: Route.LoaderArgs) {
  const { search } = new URL(request.url);
  throw redirect(`/auth${search}`);
}
