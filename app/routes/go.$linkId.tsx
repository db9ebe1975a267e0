import { redirect } from "react-router";
import { getSessionUser } from "#app/features/auth/index.server.ts";
import { followLink, isPrefetch, revealLink, revealResponse } from "#app/features/profile/index.server.ts";
import type { Route } from "./+types/go.$linkId";

const HEADERS = {
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex, nofollow",
  "Referrer-Policy": "no-referrer",
};

// GET /go/{linkId}: counts one click (not for HEAD nor a prefetch), then 302 to the link's
// stored URL (http, https, mailto, tel only) — except a masked number: 302 to its trust
// page's links, where it is one POST away (decision 019).
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const viewer = await getSessionUser(request).catch(() => null);
  const url = await followLink(params.linkId, {
    clientIp: context.clientIp,
    userAgent: request.headers.get("User-Agent"),
    viewerId: viewer?.id ?? null,
    countClick: request.method === "GET" && !isPrefetch(request),
  });
  if (!url) throw new Response("Not found", { status: 404, headers: { ...HEADERS, "Content-Type": "text/plain" } });
  return redirect(url, { status: 302, headers: HEADERS });
}

// POST /go/{linkId}: reveals a masked number to the page that asks (decision 019).
export async function action({ params, request, context }: Route.ActionArgs) {
  const viewer = await getSessionUser(request).catch(() => null);
  const outcome = await revealLink(params.linkId, request, {
    clientIp: context.clientIp,
    userAgent: request.headers.get("User-Agent"),
    viewerId: viewer?.id ?? null,
    publicUrl: context.publicUrl,
  });
  return revealResponse(request, outcome);
}
