import fr from "#locales/fr.json";
import type { Area } from "./config.ts";
import { getI18n } from "./i18n.server.ts";

const KNOWN_AREAS = new Set(Object.keys(fr));

/**
 * GET /api/v1/messages?areas=reviews,common[&lang=en]: the texts of the given areas for a
 * script that renders outside React Router's hydration (the review island of /{slug},
 * decision 014), in the shape loaders hand to the i18n provider. UI copy only, public.
 */
export function messagesResponse(request: Request): Response {
  const requested = new URL(request.url).searchParams.get("areas")?.split(",") ?? [];
  const areas = [...new Set(requested.map((a) => a.trim()))].filter((a) => KNOWN_AREAS.has(a)).sort() as Area[];
  if (areas.length === 0 || areas.length !== requested.length) {
    return Response.json({ error: "areas" }, { status: 400, headers: { "Cache-Control": "no-store" } });
  }
  const { messages } = getI18n(request, areas);
  return Response.json(messages, {
    // The language comes from ?lang= or else the lang cookie.
    headers: { "Cache-Control": "public, max-age=600", Vary: "Cookie" },
  });
}
