import type { ClientEventName } from "./events.ts";

/**
 * The browser side of the first-party event recording: `track("page_view", { page })` posts
 * one event to /api/v1/events without waiting for it, with the session id created once
 * per browser session (sessionStorage). Nothing here can throw or block the page: when
 * storage or the network fail, the event is simply lost.
 */
const SESSION_KEY = "fiable_session_id";
export const EVENTS_ENDPOINT = "/api/v1/events";

function newSessionId(): string {
  if (typeof crypto !== "undefined" && "randomUUID" in crypto) return crypto.randomUUID();
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;
}

export function sessionId(): string {
  try {
    let id = window.sessionStorage.getItem(SESSION_KEY);
    if (!id) {
      id = newSessionId();
      window.sessionStorage.setItem(SESSION_KEY, id);
    }
    return id;
  } catch {
    return newSessionId();
  }
}

export function track(
  event: ClientEventName,
  properties: Record<string, string | undefined> = {},
  { profileId }: { profileId?: string } = {},
): void {
  try {
    const body = JSON.stringify({ event, sessionId: sessionId(), properties, ...(profileId ? { profileId } : {}) });
    const blob = new Blob([body], { type: "application/json" });
    // sendBeacon survives the navigation that often follows (the hero form's submit).
    if (navigator.sendBeacon?.(EVENTS_ENDPOINT, blob)) return;
    void fetch(EVENTS_ENDPOINT, {
      method: "POST",
      body,
      headers: { "content-type": "application/json" },
      keepalive: true,
      credentials: "same-origin",
    }).catch(() => {});
  } catch {
    // Events are best effort.
  }
}
