import { useEffect, useState } from "react";
import { createRoot, type Root } from "react-dom/client";
import { createMemoryRouter, type LoaderFunctionArgs, RouterProvider } from "react-router";
import { ControlCharacterCheck } from "#app/components/control-character-check.tsx";
import { DirectionProvider } from "#app/components/ui/direction.tsx";
import { Toaster } from "#app/components/ui/sonner.tsx";
import { isLanguage, type Language } from "#app/services/i18n/config.ts";
import { I18nProvider } from "#app/services/i18n/i18n-provider.tsx";
import type { Messages } from "#app/services/i18n/messages.ts";
import type { ReviewActionResult } from "../schema.ts";
import { reviewClientAction } from "./review-client-action.ts";
import ReviewDialog from "./review-dialog.tsx";

/*
 * The review dialog of the public page, as an island (decision 014). /{slug} is not
 * hydrated; its script (app/features/profile/enhance.client.ts) imports this module on the
 * first click of 'Ajouter un avis' and calls openReviewDialog. The dialog and its form are
 * the very components of /{slug}/review, inside a memory router of two routes:
 * - "/" loads the texts of the form (GET /api/v1/messages) and renders the dialog;
 * - "/:slug/review" is the action the form's fetcher posts to: it forwards the form to
 *   POST /api/v1/reviews/{slug}, which runs the same server rule as the page's action and
 *   answers its result as JSON.
 */

export const ISLAND_AREAS = ["common", "errors", "profile", "reviews"] as const;

export interface ReviewIslandOptions {
  slug: string;
  name: string;
  lang: string;
  dir: "ltr" | "rtl";
  /** Gets the focus back when the dialog closes. */
  returnFocus?: HTMLElement;
}

let root: Root | null = null;
let reopen: (() => void) | null = null;

async function loadMessages(lang: Language, signal: AbortSignal): Promise<{ messages: Messages }> {
  const query = new URLSearchParams({ lang, areas: ISLAND_AREAS.join(",") });
  const response = await fetch(`/api/v1/messages?${query}`, { signal, credentials: "same-origin" });
  if (!response.ok) throw new Error(`texts of the review form: HTTP ${response.status}`);
  return { messages: (await response.json()) as Messages };
}

async function postReview(slug: string, request: Request): Promise<ReviewActionResult> {
  const response = await fetch(`/api/v1/reviews/${encodeURIComponent(slug)}`, {
    method: "POST",
    body: await request.formData(),
    headers: { accept: "application/json" },
    credentials: "same-origin",
    signal: request.signal,
  });
  // A proxy's error page or a crash is not a result: reviewClientAction says 'Une erreur est survenue'.
  if (!response.headers.get("content-type")?.includes("application/json")) {
    throw new Error(`review not sent: HTTP ${response.status}`);
  }
  return (await response.json()) as ReviewActionResult;
}

function Island({ slug, name, lang, dir, returnFocus }: ReviewIslandOptions & { lang: Language }) {
  const [open, setOpen] = useState(true);
  useEffect(() => {
    reopen = () => setOpen(true);
    return () => {
      reopen = null;
    };
  }, []);
  useEffect(() => {
    if (!open) returnFocus?.focus();
  }, [open, returnFocus]);
  return (
    <I18nProvider lang={lang}>
      <DirectionProvider dir={dir}>
        {/* The dialog's text the server refuses is not sent (decision 020). */}
        <ControlCharacterCheck />
        <ReviewDialog slug={slug} name={name} open={open} onOpenChange={setOpen} />
        <Toaster dir={dir} theme={document.documentElement.classList.contains("dark") ? "dark" : "light"} />
      </DirectionProvider>
    </I18nProvider>
  );
}

function createIslandRouter(options: ReviewIslandOptions & { lang: Language }) {
  return createMemoryRouter([
    {
      id: "review-island",
      path: "/",
      loader: ({ request }: LoaderFunctionArgs) => loadMessages(options.lang, request.signal),
      // The texts do not change after a submission.
      shouldRevalidate: () => false,
      element: <Island {...options} />,
      hydrateFallbackElement: null,
      // The texts could not load: the form's own page does not need them.
      errorElement: <GoToReviewPage slug={options.slug} />,
    },
    {
      path: "/:slug/review",
      action: ({ request, params }) =>
        reviewClientAction({ request, serverAction: () => postReview(params.slug ?? options.slug, request) }),
    },
  ]);
}

function GoToReviewPage({ slug }: { slug: string }) {
  useEffect(() => {
    window.location.assign(`/${encodeURIComponent(slug)}/review`);
  }, [slug]);
  return null;
}

/** Opens the dialog (mounting the island the first time). */
export function openReviewDialog(options: ReviewIslandOptions): void {
  if (root && reopen) {
    reopen();
    return;
  }
  const lang: Language = isLanguage(options.lang) ? options.lang : "fr";
  const host = document.createElement("div");
  host.dataset.reviewIsland = "";
  document.body.append(host);
  root = createRoot(host);
  root.render(<RouterProvider router={createIslandRouter({ ...options, lang })} />);
}
