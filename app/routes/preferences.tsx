import { data, redirect } from "react-router";
import { rememberUserLocale } from "#app/features/auth/index.server.ts";
import { isLanguage, LANG_QUERY_PARAM } from "#app/services/i18n/config.ts";
import { languageCookie } from "#app/services/i18n/resolve-language.ts";
import { isTheme, themeCookie } from "#app/services/theme/theme.ts";
import type { Route } from "./+types/preferences";

// Resolves the posted `redirectTo` the way a browser would, to compare origins.
const BASE = "http://fiable.invalid";

/**
 * Stores the visitor's theme and/or language choice in cookies. A plain form post (before
 * JavaScript) sends `redirectTo` and is sent back there; a fetcher sends no `redirectTo`
 * and gets a small JSON answer, so the page does not navigate.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const secure = context.publicUrl.startsWith("https:");
  const headers = new Headers();
  const theme = form.get("theme");
  const lang = form.get("lang");
  if (theme !== null && !isTheme(theme)) throw data({ error: "theme" }, { status: 400 });
  if (lang !== null && !isLanguage(lang)) throw data({ error: "lang" }, { status: 400 });
  if (isTheme(theme)) headers.append("Set-Cookie", themeCookie(theme, { secure }));
  if (isLanguage(lang)) {
    headers.append("Set-Cookie", languageCookie(lang, { secure }));
    // A signed-in user's mails follow the language of their interface.
    await rememberUserLocale(request, lang);
  }

  if (form.has("redirectTo")) {
    // A plain form post: back to the page (home if the address is not one of ours).
    const target = safeRedirect(form.get("redirectTo")) ?? new URL("/", BASE);
    // A `?lang=` left in the address would override the language just chosen.
    if (isLanguage(lang)) target.searchParams.delete(LANG_QUERY_PARAM);
    throw redirect(target.pathname + target.search + target.hash, { headers });
  }
  return data({ theme, lang }, { headers });
}

// Someone who opens /preferences in the address bar.
export function loader() {
  throw redirect("/");
}

/**
 * A path on this site, never another origin: parsed the way browsers parse it, so that
 * `//evil.example`, `/\evil.example` or a path with a tab before `/evil.example` are refused.
 */
function safeRedirect(value: FormDataEntryValue | null): URL | null {
  if (typeof value !== "string" || !value.startsWith("/")) return null;
  try {
    const url = new URL(value, BASE);
    return url.origin === BASE ? url : null;
  } catch {
    return null;
  }
}
