import { emptyDraft, type ProfileDraft } from "./draft.ts";

/*
 * The browser's copy of a draft that could not be saved (network down, server error,
 * session expired). It lives in localStorage under the user's id, so it survives signing in
 * again (in this tab or another) and reloading, and it is offered back only to the same
 * account. The editor removes it once a save succeeds or the owner discards it; a copy older
 * than a week is dropped, so that a shared computer does not keep it forever.
 */

const PREFIX = "fiable:editor-draft:";
export const BACKUP_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

interface Stored {
  savedAt: number;
  draft: unknown;
}

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    // Storage disabled (privacy settings): nothing is kept, the draft stays in the page.
    return null;
  }
}

export function writeDraftBackup(userId: string, draft: ProfileDraft, now = Date.now()): boolean {
  try {
    storage()?.setItem(PREFIX + userId, JSON.stringify({ savedAt: now, draft } satisfies Stored));
    return storage() !== null;
  } catch {
    // Quota exceeded: the draft stays in the page only.
    return false;
  }
}

/** The user's kept draft, or null (none, too old, or not a draft the editor can show). */
export function readDraftBackup(userId: string, now = Date.now()): ProfileDraft | null {
  const raw = storage()?.getItem(PREFIX + userId);
  if (!raw) return null;
  try {
    const stored = JSON.parse(raw) as Stored;
    if (typeof stored.savedAt !== "number" || now - stored.savedAt > BACKUP_MAX_AGE_MS) {
      clearDraftBackup(userId);
      return null;
    }
    if (hasDraftShape(stored.draft)) return stored.draft;
  } catch {
    // Not ours or damaged.
  }
  clearDraftBackup(userId);
  return null;
}

/**
 * Only the shape is checked, not the rules: the copy may hold what a rule refuses (a bio
 * too long), which the owner must see again to fix it rather than lose.
 */
function hasDraftShape(value: unknown): value is ProfileDraft {
  if (typeof value !== "object" || value === null) return false;
  const template = emptyDraft({});
  return Object.entries(template).every(([key, example]) => {
    const field = (value as Record<string, unknown>)[key];
    return Array.isArray(example) ? Array.isArray(field) : typeof field === typeof example;
  });
}

export function clearDraftBackup(userId: string): void {
  try {
    storage()?.removeItem(PREFIX + userId);
  } catch {
    // Nothing to do.
  }
}
