/*
 * A form never loses what was typed (ARCHITECTURE.md "Forms"). A React Router form
 * whose request fails — the network is down, a proxy answers its own HTML 502 — ends in the
 * route's error boundary, which replaces the page and the typed text with « Erreur 500 ».
 * A route whose forms must survive that exports a `clientAction` built with this: the
 * server's answer when there is one, otherwise `unreachable(form)`, an answer the form
 * shows as its failure while its fields stay as they are. Redirects go on as usual.
 *
 *   export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) =>
 *     keepFormOnFailure(request, serverAction, (form) => ({ outcome: "unreachable", … }));
 */
export async function keepFormOnFailure<T, U>(
  request: Request,
  serverAction: () => Promise<T>,
  unreachable: (form: FormData) => U,
): Promise<T | U> {
  // Read before the server's turn: the body can only be read once.
  const form = await request
    .clone()
    .formData()
    .catch(() => new FormData());
  try {
    return await serverAction();
  } catch (error) {
    // A redirect (a Response thrown by React Router) is an answer, not a failure.
    if (error instanceof Response) throw error;
    return unreachable(form);
  }
}

/** What a fetcher gets when its request never reached the action: nothing was done. */
export interface Unreachable {
  ok: false;
  unreachable: true;
  /** The submission's `intent` field, when it had one. */
  intent: string | null;
  /** When it failed: two failures in a row are two answers. */
  at: number;
}

export function isUnreachable(value: unknown): value is Unreachable {
  return typeof value === "object" && value !== null && (value as { unreachable?: unknown }).unreachable === true;
}

/**
 * The `clientAction` of a route whose forms are fetchers answered by a toast (the admin
 * consoles, the CMS, the dashboards): a failed request answers `Unreachable`, which
 * useReplyToast (app/lib/use-reply-toast.ts) says once, and the screen stays.
 */
export function keepFetcherOnFailure<T>({
  request,
  serverAction,
}: {
  request: Request;
  serverAction: () => Promise<T>;
}): Promise<T | Unreachable> {
  return keepFormOnFailure(request, serverAction, (form): Unreachable => {
    const intent = form.get("intent");
    return { ok: false, unreachable: true, intent: typeof intent === "string" ? intent : null, at: Date.now() };
  });
}
