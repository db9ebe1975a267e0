import "i18next";
import type fr from "#locales/fr.json";

// Keys are checked at compile time against the French dictionary, the reference one:
// `t("nav.blgo")` is a type error.
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: typeof fr };
  }
}
