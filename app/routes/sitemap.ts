import { buildSitemap } from "#app/features/blog/index.server.ts";
import type { Route } from "./+types/sitemap";

// /sitemap.xml: static pages, published articles, indexable public profiles.
export async function loader({ context }: Route.LoaderArgs) {
  return new Response(await buildSitemap(context.publicUrl), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=600" },
  });
}
