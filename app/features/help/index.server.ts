// The public face of the help feature for server code outside it. See ARCHITECTURE.md, « Layers ».
export {
  getHelpArticle,
  listHelpArticles,
  listHelpCategories,
  relatedHelpArticles,
  searchHelpArticles,
  searchTerms,
} from "./help-articles.server.ts";
