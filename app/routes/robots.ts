import type { Route } from "./+types/robots";

// /robots.txt: points crawlers at the sitemap; keeps them out of private areas.
export function loader({ context }: Route.LoaderArgs) {
  const body = [
    "User-agent: *",
    "Disallow: /admin",
    "Disallow: /admin-simple",
    "Disallow: /admin-blog",
    "Disallow: /contact-dashboard",
    "Disallow: /dashboard",
    "Disallow: /api/",
    "",
    `Sitemap: ${context.publicUrl}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
