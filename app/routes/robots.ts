import { PRIVATE_AREAS } from "#app/lib/private-areas.ts";
import type { Route } from "./+types/robots";

// /robots.txt: points crawlers at the sitemap; keeps them out of private areas.
export function loader({ context }: Route.LoaderArgs) {
  const body = [
    "User-agent: *",
    ...PRIVATE_AREAS.map((area) => `Disallow: ${area}`),
    "Disallow: /api/",
    "",
    `Sitemap: ${context.publicUrl}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
