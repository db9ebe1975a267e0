import { z } from "zod";
import fr from "#locales/fr.json";
import { type Area, LANGUAGES } from "./config.ts";
import { getI18n } from "./i18n.server.ts";

const KNOWN_AREAS = Object.keys(fr) as [Area, ...Area[]];

/**
 * The query of GET /api/v1/messages (its OpenAPI description comes from this schema too):
 * `areas`, a comma-separated list of known areas, each at most once; `lang`, read by getI18n
 * (an unknown one falls back to the cookie, then French).
 */
export const MessagesQuerySchema = z.object({
  areas: z
    .string()
    .transform((value) => value.split(",").map((area) => area.trim()))
    .pipe(
      z
        .array(z.enum(KNOWN_AREAS))
        .min(1)
        .refine((list) => new Set(list).size === list.length),
    )
    .meta({ description: "Comma-separated areas of the locale files.", example: "reviews,common" }),
  lang: z.enum(LANGUAGES).optional().catch(undefined).meta({ description: "The texts' language." }),
});

/** What GET /api/v1/messages answers: the areas' texts, by area. */
export const MessagesSchema = z.record(z.string(), z.unknown()).meta({ id: "Messages" });

/**
 * GET /api/v1/messages?areas=reviews,common[&lang=en]: the texts of the given areas for a
 * script that renders outside React Router's hydration (the review island of /{slug},
 * decision 014), in the shape loaders hand to the i18n provider. UI copy only, public.
 */
export function messagesResponse(request: Request): Response {
  const params = new URL(request.url).searchParams;
  const parsed = MessagesQuerySchema.safeParse({
    areas: params.get("areas") ?? undefined,
    lang: params.get("lang") ?? undefined,
  });
  if (!parsed.success) {
    return Response.json({ error: "areas" }, { status: 400, headers: { "Cache-Control": "no-store" } });
  }
  const { messages } = getI18n(request, [...parsed.data.areas].sort());
  return Response.json(messages, {
    // The language comes from ?lang= or else the lang cookie.
    headers: { "Cache-Control": "public, max-age=600", Vary: "Cookie" },
  });
}
