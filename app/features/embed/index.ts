// The public face of the embed feature for code outside it (client-safe modules). See ARCHITECTURE.md, « Layers ».
export { MEASURE_MESSAGE } from "./frame-messages.ts";
export { EMBED_LANGUAGES, LAYOUTS, MAX_REVIEWS, THEMES } from "./options.ts";
export type { SnippetOptions } from "./snippet.ts";
export { embedHeightOf, iframeSnippet, iframeSrc, scriptSnippet } from "./snippet.ts";
