import type { HeadersArgs, MetaDescriptor } from "react-router";

/** Title, description and canonical link of a page (its loader computes them in the page's language). */
export function pageMeta(
  data: { title?: string; description?: string; canonical?: string; noindex?: boolean } | undefined,
): MetaDescriptor[] {
  if (!data) return [];
  const meta: MetaDescriptor[] = [];
  if (data.title) meta.push({ title: data.title }, { property: "og:title", content: data.title });
  if (data.description) {
    meta.push(
      { name: "description", content: data.description },
      { property: "og:description", content: data.description },
    );
  }
  if (data.canonical) {
    meta.push(
      { tagName: "link", rel: "canonical", href: data.canonical },
      { property: "og:url", content: data.canonical },
    );
  }
  if (data.noindex) meta.push({ name: "robots", content: "noindex" });
  return meta;
}

/**
 * A page for one person (admin, dashboard, a link from a mail): its title, and no search
 * engine may index it (nor, by default, follow its links).
 */
export function privatePageMeta(
  title: string | undefined,
  robots: "noindex" | "noindex, nofollow" = "noindex, nofollow",
): MetaDescriptor[] {
  return [{ title }, { name: "robots", content: robots }];
}

/** The headers of a page with a form: the action's when it answered with its own (Cache-Control), else the loader's. */
export function actionOrLoaderHeaders({ loaderHeaders, actionHeaders }: HeadersArgs): Headers {
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}
