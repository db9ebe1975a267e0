/**
 * The landing page's FAQ (docs/product/landing-and-demo.md), in its order: keys of landing.faq.items.*. Shared by
 * the page and the chat assistant, which answers from these texts too.
 */
export const LANDING_FAQ_ITEMS = ["free", "url", "edit", "types", "signup", "support"] as const;
export type LandingFaqItem = (typeof LANDING_FAQ_ITEMS)[number];

/** The id of the landing page's FAQ section: /#faq. */
export const LANDING_FAQ_ANCHOR = "faq";
