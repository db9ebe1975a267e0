// The public face of the faq-widget feature for server code outside it. See ARCHITECTURE.md, « Layers ».
export { FAQ_WIDGET_CATEGORIES, FAQ_WIDGET_HASH } from "./faq-items.ts";
