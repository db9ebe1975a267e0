import { buildBlogFeed, FEED_LANGUAGES, type FeedFormat } from "#app/features/blog/index.server.ts";
import type { Route } from "./+types/feed";

// /blog/rss/{lang} (RSS 2.0) and /blog/atom/{lang} (Atom): the blog's feed per language.
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const lang = FEED_LANGUAGES.find((l) => l === params.lang);
  if (!lang) throw new Response("Not found", { status: 404 });
  const format: FeedFormat = new URL(request.url).pathname.startsWith("/blog/atom/") ? "atom" : "rss";
  const body = await buildBlogFeed(context.publicUrl, lang, format);
  return new Response(body, {
    headers: {
      "Content-Type": format === "rss" ? "application/rss+xml; charset=utf-8" : "application/atom+xml; charset=utf-8",
      "Cache-Control": "public, max-age=300",
    },
  });
}
