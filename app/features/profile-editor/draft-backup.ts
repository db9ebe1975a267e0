import { emptyDraft, type ProfileDraft, upgradeDraft } from "./draft.ts";

/*
 * The browser's copy of the draft while it holds unsaved changes (decision 026): a closed
 * tab, a crash, a failed save, an expired session lose nothing. It lives in localStorage
 * under the user's id, so it survives signing in again (in this tab or another) and
 * reloading, and it is offered back only to the same account, which chooses to restore it
 * or not. The editor removes it once the draft is saved (or equal to the saved one) or the
 * owner discards it; a copy older than a week is dropped, so that a shared computer does
 * not keep it forever.
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

/** The user's kept draft and when it was kept, or null (none, too old, or not a draft the editor can show). */
export function readDraftBackup(userId: string, now = Date.now()): { draft: ProfileDraft; savedAt: number } | null {
  const raw = storage()?.getItem(PREFIX + userId);
  if (!raw) return null;
  try {
    const stored = JSON.parse(raw) as Stored;
    if (typeof stored.savedAt !== "number" || now - stored.savedAt > BACKUP_MAX_AGE_MS) {
      clearDraftBackup(userId);
      return null;
    }
    const draft = withDraftShape(stored.draft);
    if (draft) return { draft, savedAt: stored.savedAt };
  } catch {
    // Not ours or damaged.
  }
  clearDraftBackup(userId);
  return null;
}

/**
 * Only the shape is checked, not the rules: the copy may hold what a rule refuses (a bio
 * too long), which the owner must see again to fix it rather than lose. A field the editor
 * gained since the copy was kept takes its empty value; a field of the wrong type makes
 * the copy unusable.
 */
function withDraftShape(value: unknown): ProfileDraft | null {
  if (typeof value !== "object" || value === null) return null;
  const template = emptyDraft({});
  const draft: Record<string, unknown> = { ...template, ...(upgradeDraft(value) as object) };
  const fits = Object.entries(template).every(([key, example]) => {
    const field = draft[key];
    return Array.isArray(example) ? Array.isArray(field) : typeof field === typeof example;
  });
  return fits ? (draft as ProfileDraft) : null;
}

export function clearDraftBackup(userId: string): void {
  try {
    storage()?.removeItem(PREFIX + userId);
  } catch {
    // Nothing to do.
  }
}
