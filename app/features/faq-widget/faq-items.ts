/**
 * The floating FAQ widget's categories and questions (docs/product/help-and-legal.md), in order: keys of
 * faqWidget.categories.{category}.items.{item}. Shared by the panel and the chat
 * assistant, which answers from these texts too.
 */
export const FAQ_WIDGET_CATEGORIES = {
  start: ["free", "time"],
  reviews: ["types", "moderation"],
  account: ["url", "support"],
} as const;
export type FaqWidgetCategory = keyof typeof FAQ_WIDGET_CATEGORIES;

/** A link that opens the widget: FaqLauncher opens its panel when the address ends with it. */
export const FAQ_WIDGET_HASH = "#faq-widget";
