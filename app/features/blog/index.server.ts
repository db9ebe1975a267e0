// The public face of the blog feature for server code outside it. See ARCHITECTURE.md, « Layers ».
export { handleEditorSave, handleListAction, handleSimpleSave } from "./cms-actions.server.ts";
export { loadCmsList } from "./cms-page.server.ts";
export type { FeedFormat } from "./feed.server.ts";
export { buildBlogFeed, FEED_LANGUAGES } from "./feed.server.ts";
export { requireBlogAdmin } from "./guard.server.ts";
export { blogJobs } from "./jobs.server.ts";
export { getArticleForEditor } from "./manage-articles.server.ts";
export { confirmNewsletter, handleNewsletterSubscribe } from "./newsletter.server.ts";
export { newsletterUnsubscribeAction, newsletterUnsubscribePageData } from "./newsletter-unsubscribe.server.ts";
export {
  BLOG_SEARCH_MAX,
  blogLanguagesFor,
  getPublishedArticle,
  listPublishedArticles,
} from "./public-articles.server.ts";
export { renderArticleContent } from "./render-markdown.server.ts";
export { buildSitemap } from "./sitemap.server.ts";
export { uploadCoverImage } from "./upload-cover.server.ts";
