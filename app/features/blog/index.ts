// The public face of the blog feature for code outside it (client-safe modules). See ARCHITECTURE.md, « Layers ».
export { ArticleCard, FeaturedArticle } from "./components/article-cards.tsx";
export { ArticleEditor } from "./components/article-editor.tsx";
export { BlogHero } from "./components/blog-hero.tsx";
export { BlogEmpty, BlogPagination, BlogSearch } from "./components/blog-search.tsx";
export { CmsList } from "./components/cms-list.tsx";
export { useCmsToast } from "./components/cms-toast.ts";
export { ARTICLE_BODY_CLASS, CoverPicture } from "./components/cover-picture.tsx";
export { EditorLoading, useOpeningEditor } from "./components/editor-loading.tsx";
export { NewsletterBox } from "./components/newsletter-box.tsx";
export { NewsletterUnsubscribeScreen } from "./components/newsletter-unsubscribe-screen.tsx";
export { SimpleArticleForm } from "./components/simple-article-form.tsx";
export type { ArticleLanguage } from "./schema.ts";
export { ARTICLE_LANGUAGES, ARTICLE_LIMITS } from "./schema.ts";
