import { randomUUID } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it, vi } from "vitest";
import { coverVariantKeys } from "#app/features/blog/cover.ts";
import {
  createArticle,
  deleteArticle,
  listCmsArticles,
  setArticleStatus,
  uniqueArticleSlug,
  updateArticle,
} from "#app/features/blog/manage-articles.server.ts";
import {
  blogLanguagesFor,
  getPublishedArticle,
  listPublishedArticles,
} from "#app/features/blog/public-articles.server.ts";
import { renderArticleContent } from "#app/features/blog/render-markdown.server.ts";
import routes from "#app/routes.ts";
import { onPagesInvalidated, SITE_PAGES_TAG } from "#app/services/page-cache/index.server.ts";
import { getDb } from "#db/client.server.ts";
import { createBlogArticle } from "#db/factories/blog-articles.ts";
import { blogArticles, mediaObjects } from "#db/schema.ts";
import {
  adminCookie,
  contextFor,
  getRequest,
  outcomeOf,
  postRequest,
  setupAdminTest,
  signedInUser,
} from "../admin/support.ts";

setupAdminTest();

type Module = {
  loader?: (args: unknown) => Promise<unknown>;
  action?: (args: unknown) => Promise<unknown>;
};
const editor = (await import("#app/routes/admin/blog/editor.tsx")) as Module;
const list = (await import("#app/routes/admin/blog/index.tsx")) as Module;
const simple = (await import("#app/routes/admin-blog.tsx")) as Module;
const article = (await import("#app/routes/blog/article.tsx")) as Module;
const upload = (await import("#app/routes/admin/blog/upload.ts")) as Module;

async function rowOf(id: string) {
  const [row] = await getDb().select().from(blogArticles).where(eq(blogArticles.id, id));
  return row;
}

async function rowBySlug(slug: string) {
  const [row] = await getDb().select().from(blogArticles).where(eq(blogArticles.slug, slug));
  return row;
}

function editorPost(cookie: string, fields: Record<string, string>, id?: string) {
  const path = id ? `/admin/blog/edit/${id}` : "/admin/blog/new";
  return outcomeOf(() =>
    editor.action!({ request: postRequest(path, fields, { cookie }), params: id ? { id } : {}, context: contextFor() }),
  );
}

const ARTICLE = {
  title: "Gagner la confiance : l'été des indépendants !",
  slug: "",
  language: "fr",
  status: "draft",
  excerpt: "Un extrait",
  content: "Premier paragraphe.\n\nSecond paragraphe.",
};

describe("the article editor", () => {
  it("creates a draft with a slug made from the title, author = the admin's account (null for the password)", async () => {
    const cookie = await adminCookie();
    const outcome = await editorPost(cookie, { ...ARTICLE, intent: "save" });
    expect(outcome.status).toBe(302);
    expect(outcome.location).toBe("/admin/blog?saved=draft");
    const row = await rowBySlug("gagner-la-confiance-l-ete-des-independants");
    expect(row).toMatchObject({ status: "draft", publishedAt: null, authorId: null, language: "fr" });

    const { user, cookie: roleCookie } = await signedInUser("admin", { twoFactor: true });
    await editorPost(roleCookie, { ...ARTICLE, title: "Un autre titre", intent: "save" });
    expect((await rowBySlug("un-autre-titre"))?.authorId).toBe(user.id);
  });

  it("makes a title's slug unique (-2), and refuses a hand-typed slug another article holds", async () => {
    const cookie = await adminCookie();
    await editorPost(cookie, { ...ARTICLE, title: "Même titre", intent: "save" });
    await editorPost(cookie, { ...ARTICLE, title: "Même titre", slug: "meme-titre", intent: "save" });
    expect(await rowBySlug("meme-titre")).toBeDefined();
    expect(await rowBySlug("meme-titre-2")).toBeDefined();

    const taken = await editorPost(cookie, { ...ARTICLE, title: "Autre", slug: "meme-titre-2", intent: "save" });
    expect(taken.status).toBe(409);
    expect(JSON.stringify(taken.data)).toContain("slugTaken");
    const bad = await editorPost(cookie, { ...ARTICLE, title: "Autre", slug: "Pas Un Slug", intent: "save" });
    expect(bad.status).toBe(422);
  });

  it("requires title and content ('Le titre et le contenu sont requis') and keeps what was typed", async () => {
    const cookie = await adminCookie();
    const outcome = await editorPost(cookie, { ...ARTICLE, title: "  ", excerpt: "gardé", intent: "save" });
    expect(outcome.status).toBe(422);
    const data = outcome.data as { toast: string; result: { initialValue: Record<string, string> } };
    expect(data.toast).toBe("Le titre et le contenu sont requis");
    expect(data.result.initialValue.excerpt).toBe("gardé");
  });

  it("stamps published_at on Publier, keeps it on a later save, clears it when back to draft", async () => {
    const cookie = await adminCookie();
    const before = Date.now();
    await editorPost(cookie, { ...ARTICLE, title: "À publier", intent: "publish" });
    const published = await rowBySlug("a-publier");
    expect(published?.status).toBe("published");
    expect(published?.publishedAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);

    await editorPost(
      cookie,
      { ...ARTICLE, title: "À publier", slug: "a-publier", status: "published", intent: "save" },
      published!.id,
    );
    expect((await rowOf(published!.id))?.publishedAt?.getTime()).toBe(published!.publishedAt!.getTime());

    await editorPost(
      cookie,
      { ...ARTICLE, title: "À publier", slug: "a-publier", status: "draft", intent: "save" },
      published!.id,
    );
    expect(await rowOf(published!.id)).toMatchObject({ status: "draft", publishedAt: null });
  });

  it("redirects to /admin/blog when the article to edit does not exist", async () => {
    const cookie = await adminCookie();
    const id = randomUUID();
    const outcome = await outcomeOf(() =>
      editor.loader!({ request: getRequest(`/admin/blog/edit/${id}`, cookie), params: { id }, context: contextFor() }),
    );
    expect(outcome.location).toBe("/admin/blog?error=load");
  });
});

describe("the list actions", () => {
  it("publish stamps now, unpublish clears, archive from either state, delete removes", async () => {
    const cookie = await adminCookie();
    const draft = await createBlogArticle({ status: "draft" });
    const act = (intent: string) =>
      outcomeOf(() =>
        list.action!({
          request: postRequest("/admin/blog", { intent, id: draft.id }, { cookie }),
          params: {},
          context: contextFor(),
        }),
      );
    expect((await act("publish")).status).toBe(200);
    expect((await rowOf(draft.id))?.publishedAt).toBeInstanceOf(Date);
    expect((await act("unpublish")).data).toMatchObject({ ok: true, toast: "Article mis en brouillon" });
    expect(await rowOf(draft.id)).toMatchObject({ status: "draft", publishedAt: null });
    await act("publish");
    await act("archive");
    expect(await rowOf(draft.id)).toMatchObject({ status: "archived", publishedAt: null });
    expect((await act("delete")).data).toMatchObject({ ok: true, toast: "Article supprimé avec succès" });
    expect(await rowOf(draft.id)).toBeUndefined();
  });
});

describe("the CMS lists", () => {
  const ALL = { q: "", status: "all", language: "all" } as const;

  it("listCmsArticles finds a word of the excerpt (not in the title), but not one only in the content", async () => {
    const inExcerpt = await createBlogArticle({
      title: "Un titre sans le mot",
      excerpt: "Ici se cache le mot ornithorynque.",
      content: "Rien.",
    });
    await createBlogArticle({ title: "Autre", excerpt: "Autre extrait", content: "ornithorynque dans le contenu" });
    await createBlogArticle({ title: "Sans extrait", excerpt: null, content: "x" });
    const found = await listCmsArticles({ ...ALL, q: "ORNITHORYNQUE" });
    expect(found.articles.map((a) => a.id)).toEqual([inExcerpt.id]);
    expect(found.total).toBe(1);
    // The other filters still apply on top of the search.
    expect((await listCmsArticles({ ...ALL, q: "ornithorynque", status: "published" })).total).toBe(0);
    expect((await listCmsArticles({ ...ALL, q: "ornithorynque", language: "en" })).total).toBe(0);
  });

  it("a search with a NUL character finds nothing instead of failing (PostgreSQL text cannot hold it)", async () => {
    await expect(listCmsArticles({ ...ALL, q: "zzz\u0000qqq" })).resolves.toMatchObject({ total: 0 });
    await expect(listPublishedArticles({ languages: "all", q: "zzz\u0000qqq" })).resolves.toMatchObject({ total: 0 });
  });

  it("a database failure is a 503 'Impossible de charger les articles' on both lists", async () => {
    const cookie = await adminCookie();
    // A real failure: the table is briefly renamed (this file has its own database).
    await getDb().execute(sql`alter table blog_articles rename to blog_articles_away`);
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      for (const [route, path] of [
        [list, "/admin/blog"],
        [simple, "/admin-blog"],
      ] as const) {
        let thrown: unknown;
        try {
          await route.loader!({ request: getRequest(path, cookie), params: {}, context: contextFor() });
        } catch (error) {
          thrown = error;
        }
        expect(thrown, path).toMatchObject({
          type: "DataWithResponseInit",
          data: { message: "Impossible de charger les articles" },
          init: { status: 503 },
        });
      }
      expect(logged).toHaveBeenCalledWith("[blog] cms list:", expect.anything());
    } finally {
      logged.mockRestore();
      await getDb().execute(sql`alter table blog_articles_away rename to blog_articles`);
    }
  });
});

describe("the list actions of /admin-blog", () => {
  const act = (cookie: string, fields: Record<string, string>) =>
    outcomeOf(() =>
      simple.action!({ request: postRequest("/admin-blog", fields, { cookie }), params: {}, context: contextFor() }),
    );

  it("Publier / Dépublier set published_at and updated_at", async () => {
    const cookie = await adminCookie();
    const long = new Date(Date.now() - 5 * 86_400_000);
    const draft = await createBlogArticle({ status: "draft", createdAt: long });
    expect((await rowOf(draft.id))?.updatedAt.getTime()).toBe(long.getTime());

    const before = Date.now() - 1000;
    expect((await act(cookie, { intent: "publish", id: draft.id })).data).toMatchObject({
      ok: true,
      toast: "Article publié",
    });
    const published = await rowOf(draft.id);
    expect(published?.updatedAt.getTime()).toBeGreaterThanOrEqual(before);
    expect(published?.publishedAt?.getTime()).toBeGreaterThanOrEqual(before);

    // Make the stamp old again, so the unpublish's own stamp is seen.
    await getDb().update(blogArticles).set({ updatedAt: long }).where(eq(blogArticles.id, draft.id));
    expect((await act(cookie, { intent: "unpublish", id: draft.id })).data).toMatchObject({
      ok: true,
      toast: "Article mis en brouillon",
    });
    const unpublished = await rowOf(draft.id);
    expect(unpublished).toMatchObject({ status: "draft", publishedAt: null });
    expect(unpublished?.updatedAt.getTime()).toBeGreaterThanOrEqual(before);
  });

  it("a failed status change says 'Impossible de modifier le statut' here, 'Impossible de changer le statut' on /admin/blog", async () => {
    const cookie = await adminCookie();
    const missing = randomUUID();
    const simpleReply = await act(cookie, { intent: "publish", id: missing });
    expect(simpleReply.status).toBe(404);
    expect(simpleReply.data).toMatchObject({ ok: false, toast: "Impossible de modifier le statut" });

    const fullReply = await outcomeOf(() =>
      list.action!({
        request: postRequest("/admin/blog", { intent: "publish", id: missing }, { cookie }),
        params: {},
        context: contextFor(),
      }),
    );
    expect(fullReply.status).toBe(404);
    expect(fullReply.data).toMatchObject({ ok: false, toast: "Impossible de changer le statut" });

    // /admin-blog knows drafts and published articles only: archiving from there is refused.
    const article = await createBlogArticle({ status: "published" });
    const archive = await act(cookie, { intent: "archive", id: article.id });
    expect(archive.status).toBe(400);
    expect(archive.data).toMatchObject({ ok: false, toast: "Impossible de modifier le statut" });
    expect((await rowOf(article.id))?.status).toBe("published");
  });
});

describe("who may write", () => {
  it("a signed-in user who is not an admin gets 403 on create, update, delete and upload; nothing changes", async () => {
    const { cookie } = await signedInUser("user");
    const existing = await createBlogArticle({ status: "published", title: "Intact" });

    const create = await editorPost(cookie, { ...ARTICLE, title: "Pirate", intent: "publish" });
    expect(create.status).toBe(403);
    expect(await rowBySlug("pirate")).toBeUndefined();

    const update = await editorPost(cookie, { ...ARTICLE, title: "Pirate", intent: "save" }, existing.id);
    expect(update.status).toBe(403);

    for (const intent of ["delete", "unpublish", "archive"]) {
      const outcome = await outcomeOf(() =>
        list.action!({
          request: postRequest("/admin/blog", { intent, id: existing.id }, { cookie }),
          params: {},
          context: contextFor(),
        }),
      );
      expect(outcome.status, intent).toBe(403);
    }
    const simpleCreate = await outcomeOf(() =>
      simple.action!({
        request: postRequest(
          "/admin-blog",
          { intent: "simple-save", title: "Pirate", excerpt: "x", content: "y", status: "published", language: "fr" },
          { cookie },
        ),
        params: {},
        context: contextFor(),
      }),
    );
    expect(simpleCreate.status).toBe(403);
    const uploadOutcome = await outcomeOf(() =>
      upload.action!({ request: postRequest("/admin/blog/upload", {}, { cookie }), params: {}, context: contextFor() }),
    );
    expect(uploadOutcome.status).toBe(403);
    expect(await rowOf(existing.id)).toMatchObject({ title: "Intact", status: "published" });
  });

  it("a visitor's write is refused with 401 (requireAdmin: pages redirect, actions refuse)", async () => {
    const outcome = await outcomeOf(() =>
      list.action!({
        request: postRequest("/admin/blog", { intent: "publish", id: randomUUID() }),
        params: {},
        context: contextFor(),
      }),
    );
    expect(outcome.status).toBe(401);
    expect(outcome.location).toBeNull();
  });
});

describe("the simple CMS (/admin-blog)", () => {
  it("makes the slug with its own rule (50 characters), unique, and requires the excerpt", async () => {
    const cookie = await adminCookie();
    const save = (fields: Record<string, string>) =>
      outcomeOf(() =>
        simple.action!({
          request: postRequest("/admin-blog", { intent: "simple-save", ...fields }, { cookie }),
          params: {},
          context: contextFor(),
        }),
      );
    const title = "Réponses aux avis : la méthode en cinq étapes pour rester professionnel";
    const fields = { title, excerpt: "Extrait", content: "Contenu", status: "published", language: "ar" };
    expect((await save(fields)).location).toBe("/admin-blog?saved=created");
    expect((await save(fields)).location).toBe("/admin-blog?saved=created");
    const base = "reponses-aux-avis-la-methode-en-cinq-etapes-pour-r";
    expect(base).toHaveLength(50);
    expect(await rowBySlug(base)).toMatchObject({ language: "ar", status: "published" });
    const second = await rowBySlug(`${base.slice(0, 48)}-2`);
    expect(second?.publishedAt).toBeInstanceOf(Date);

    const missing = await save({ ...fields, excerpt: "" });
    expect(missing.status).toBe(422);
    expect(JSON.stringify(missing.data)).toContain("excerptRequired");

    // Mettre à jour keeps the address.
    const updated = await save({ ...fields, id: second!.id, title: "Nouveau titre", status: "draft" });
    expect(updated.location).toBe("/admin-blog?saved=updated");
    expect(await rowOf(second!.id)).toMatchObject({ slug: second!.slug, title: "Nouveau titre", publishedAt: null });
  });

  it("refuses a cover URL that is not one of our uploaded images (covers are keys: decision 030)", async () => {
    const cookie = await adminCookie();
    for (const coverImage of [
      "javascript:alert(1)",
      "https://images.example/cover.jpg",
      "/media/blog-images/2026/01/neverUploadedNever01-c1600.webp",
    ]) {
      const outcome = await outcomeOf(() =>
        simple.action!({
          request: postRequest(
            "/admin-blog",
            {
              intent: "simple-save",
              title: "T",
              excerpt: "E",
              content: "C",
              status: "draft",
              language: "fr",
              coverImage,
            },
            { cookie },
          ),
          params: {},
          context: contextFor(),
        }),
      );
      expect(outcome.status, coverImage).toBe(422);
    }
  });
});

describe("uniqueArticleSlug", () => {
  it("looks at the slugs that share the prefix", async () => {
    await createBlogArticle({ slug: "conseil" });
    await createBlogArticle({ slug: "conseil-2" });
    await createBlogArticle({ slug: "conseils" });
    expect(await uniqueArticleSlug("conseil", "editor")).toBe("conseil-3");
    expect(await uniqueArticleSlug("neuf", "editor")).toBe("neuf");
    const created = await createArticle(
      { title: "Conseil", slug: null, excerpt: null, content: "x", coverKey: null, status: "draft", language: "fr" },
      null,
    );
    expect(created.ok && created.article.slug).toBe("conseil-3");
  });
});

describe("the cached site pages (decision 037)", () => {
  it("are dropped by every change of an article: created, edited, published, removed", async () => {
    const dropped: string[] = [];
    const stop = onPagesInvalidated((tag) => dropped.push(tag));
    try {
      const fields = {
        title: "Cache",
        slug: null,
        excerpt: null,
        content: "x",
        coverKey: null,
        status: "draft" as const,
        language: "fr" as const,
      };
      const created = await createArticle(fields, null);
      if (!created.ok) throw new Error("not created");
      expect(dropped).toEqual([SITE_PAGES_TAG]);
      await updateArticle(created.article.id, { ...fields, title: "Cache 2" });
      await setArticleStatus(created.article.id, "published");
      await deleteArticle(created.article.id);
      expect(dropped).toEqual([SITE_PAGES_TAG, SITE_PAGES_TAG, SITE_PAGES_TAG, SITE_PAGES_TAG]);
    } finally {
      stop();
    }
  });
});

describe("the public blog", () => {
  it("lists the interface language's published articles, newest first, searched in title, excerpt and content", async () => {
    await getDb().delete(blogArticles);
    const day = 86_400_000;
    const now = Date.now();
    const fr1 = await createBlogArticle({
      status: "published",
      language: "fr",
      title: "Ancien",
      publishedAt: new Date(now - 3 * day),
    });
    const fr2 = await createBlogArticle({
      status: "published",
      language: "fr",
      title: "Récent",
      excerpt: "Parlons de témoignages vidéo",
      publishedAt: new Date(now - day),
    });
    await createBlogArticle({ status: "draft", language: "fr", title: "Brouillon" });
    await createBlogArticle({ status: "archived", language: "fr", title: "Archivé" });
    const en = await createBlogArticle({
      status: "published",
      language: "en",
      title: "English",
      content: "A zebra word",
    });
    const ar = await createBlogArticle({ status: "published", language: "ar", title: "عربي" });

    const french = await listPublishedArticles({ languages: blogLanguagesFor("fr") });
    expect(french.articles.map((a) => a.id)).toEqual([fr2.id, fr1.id]);
    expect((await listPublishedArticles({ languages: blogLanguagesFor("en") })).articles.map((a) => a.id)).toEqual([
      en.id,
    ]);
    expect((await listPublishedArticles({ languages: blogLanguagesFor("ar") })).articles.map((a) => a.id)).toContain(
      ar.id,
    );
    expect((await listPublishedArticles({ languages: ["ar"] })).articles.map((a) => a.id)).toEqual([ar.id]);
    expect((await listPublishedArticles({ languages: "all" })).total).toBe(4);

    expect((await listPublishedArticles({ languages: ["fr"], q: "TÉMOIGNAGES" })).articles.map((a) => a.id)).toEqual([
      fr2.id,
    ]);
    expect((await listPublishedArticles({ languages: ["en"], q: "zebra" })).articles.map((a) => a.id)).toEqual([en.id]);
    expect((await listPublishedArticles({ languages: ["fr"], q: "%" })).total).toBe(0);
  });

  it("computes the reading time as words / 200 rounded up", async () => {
    const content = Array(401).fill("mot").join(" ");
    const row = await createBlogArticle({ status: "published", language: "en", content });
    const { articles } = await listPublishedArticles({ languages: ["en"], q: row.title });
    expect(articles[0]?.readingMinutes).toBe(3);
    expect((await getPublishedArticle(row.slug))?.readingMinutes).toBe(3);
  });

  it("/blog/{slug} shows a published article and sends a draft or unknown slug to /blog", async () => {
    const published = await createBlogArticle({ status: "published", title: "Visible", excerpt: "Résumé" });
    const draft = await createBlogArticle({ status: "draft" });
    const load = (slug: string) =>
      outcomeOf(() =>
        article.loader!({ request: getRequest(`/blog/${slug}`), params: { slug }, context: contextFor() }),
      );
    const shown = await load(published.slug);
    expect(shown.status).toBe(200);
    expect(shown.data).toMatchObject({ title: "Visible | blog", description: "Résumé" });
    expect((shown.data as { jsonLd: Record<string, unknown> }).jsonLd).toMatchObject({
      "@type": "BlogPosting",
      headline: "Visible",
    });
    expect((await load(draft.slug)).location).toBe("/blog");
    expect((await load("nothing-here")).location).toBe("/blog");
  });
});

describe("cover upload", () => {
  it("re-encodes an image into WebP and AVIF at two widths", async () => {
    const cookie = await adminCookie();
    const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#3c41ae" } })
      .png()
      .toBuffer();
    const request = new Request("http://localhost:3000/admin/blog/upload", {
      method: "POST",
      headers: { Cookie: cookie, Origin: "http://localhost:3000", "Content-Type": "image/png" },
      body: png,
    });
    const outcome = await outcomeOf(() => upload.action!({ request, params: {}, context: contextFor() }));
    expect(outcome.status).toBe(200);
    const url = (outcome.data as { url: string }).url;
    expect(url).toMatch(/^\/media\/blog-images\/\d{4}\/\d{2}\/[A-Za-z0-9_-]+-c1600\.webp$/);
    const { getMediaStore } = await import("#app/services/media/media-store.server.ts");
    const base = url.slice("/media/".length).replace(/-c1600\.webp$/, "");
    for (const [suffix, type] of [
      ["-c1600.avif", "image/avif"],
      ["-c800.webp", "image/webp"],
      ["-c800.avif", "image/avif"],
    ]) {
      const file = await getMediaStore().get(`${base}${suffix}`);
      expect(file?.contentType, suffix).toBe(type);
    }
    const small = await getMediaStore().get(`${base}-c800.webp`);
    expect((await sharp(small!.body).metadata()).width).toBe(800);
    // Each file is a recorded media object (decision 030), with its size.
    const objects = await getDb()
      .select()
      .from(mediaObjects)
      .where(inArray(mediaObjects.key, coverVariantKeys(`${base}-c1600.webp`)));
    expect(objects.map((o) => [o.key.slice(base.length), o.contentType, o.width]).sort()).toEqual([
      ["-c1600.avif", "image/avif", 1200],
      ["-c1600.webp", "image/webp", 1200],
      ["-c800.avif", "image/avif", 800],
      ["-c800.webp", "image/webp", 800],
    ]);

    // Saved with an article, the cover is its key; the editor gets its URL back.
    const saved = await outcomeOf(() =>
      simple.action!({
        request: postRequest(
          "/admin-blog",
          {
            intent: "simple-save",
            title: "Couvert",
            excerpt: "E",
            content: "C",
            status: "draft",
            language: "fr",
            coverImage: url,
          },
          { cookie },
        ),
        params: {},
        context: contextFor(),
      }),
    );
    expect(saved.status).toBe(302);
    const [article] = await getDb().select().from(blogArticles).where(eq(blogArticles.title, "Couvert"));
    expect(article?.coverKey).toBe(`${base}-c1600.webp`);

    // Pasted in an article, the upload is a <picture> whose size is read from the stored file
    // (1200 × 800: never enlarged to 1600).
    const html = await renderArticleContent(`![Couverture](/media/${base}-c800.avif)`);
    expect(html).toContain(
      `<source type="image/avif" srcset="/media/${base}-c800.avif 800w, /media/${base}-c1600.avif 1600w"`,
    );
    expect(html).toContain(`<img src="${url}" alt="Couverture" width="1200" height="800" loading="lazy"`);

    const text = new Request("http://localhost:3000/admin/blog/upload", {
      method: "POST",
      headers: { Cookie: cookie, Origin: "http://localhost:3000" },
      body: "<svg xmlns='http://www.w3.org/2000/svg'></svg>",
    });
    expect((await outcomeOf(() => upload.action!({ request: text, params: {}, context: contextFor() }))).status).toBe(
      415,
    );
  });
});

it("the routes are declared", () => {
  const text = JSON.stringify(routes);
  for (const path of [
    "admin/blog",
    "admin/blog/new",
    "admin/blog/edit/:id",
    "admin-blog",
    "blog",
    "blog-demo",
    "blog/:slug",
    "sitemap.xml",
  ]) {
    expect(text).toContain(`"${path}"`);
  }
});
