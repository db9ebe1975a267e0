import { redirect } from "react-router";
import { getSessionUser } from "#app/features/auth/auth.server.ts";
import { followLink } from "#app/features/profile/follow-link.server.ts";
import type { Route } from "./+types/go.$linkId";

// /go/{linkId}: counts one click, then 302 to the link's stored URL (http, https, mailto, tel only).
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const viewer = await getSessionUser(request).catch(() => null);
  const url = await followLink(params.linkId, {
    clientIp: context.clientIp,
    userAgent: request.headers.get("User-Agent"),
    viewerId: viewer?.id ?? null,
  });
  const headers = {
    "Cache-Control": "no-store",
    "X-Robots-Tag": "noindex, nofollow",
    "Referrer-Policy": "no-referrer",
  };
  if (!url) throw new Response("Not found", { status: 404, headers: { ...headers, "Content-Type": "text/plain" } });
  return redirect(url, { status: 302, headers });
}
