import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { emptyDraft, type ProfileDraft } from "#app/features/profile-editor/draft.ts";
import {
  BACKUP_MAX_AGE_MS,
  clearDraftBackup,
  readDraftBackup,
  writeDraftBackup,
} from "#app/features/profile-editor/draft-backup.ts";

/** The browser's localStorage, as far as the editor uses it. */
class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

let storage: MemoryStorage;
beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal("window", { localStorage: storage });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const draft = (input: Partial<ProfileDraft> = {}): ProfileDraft => ({
  ...emptyDraft({ name: "Marie Dupont", email: "marie@example.com" }),
  ...input,
});

describe("the browser's copy of an unsaved draft", () => {
  it("comes back for the same account only", () => {
    const kept = draft({ jobTitle: "Ébéniste", bio: "Meubles sur mesure." });
    expect(writeDraftBackup("user-a", kept, 1_000)).toBe(true);
    expect(readDraftBackup("user-a", 2_000)).toEqual({ draft: kept, savedAt: 1_000 });
    expect(readDraftBackup("user-b")).toBeNull();
    clearDraftBackup("user-a");
    expect(readDraftBackup("user-a")).toBeNull();
  });

  it("keeps what a rule would refuse, so that it can be fixed rather than lost", () => {
    const tooLong = draft({ bio: "x".repeat(5000), requestedSlug: "admin" });
    writeDraftBackup("user-a", tooLong);
    expect(readDraftBackup("user-a")?.draft.bio).toHaveLength(5000);
  });

  it("gives a field the editor gained since the copy was kept its empty value", () => {
    const { jobTitle: _gone, ...older } = draft({ bio: "Gardée." });
    storage.setItem("fiable:editor-draft:user-a", JSON.stringify({ savedAt: Date.now(), draft: older }));
    expect(readDraftBackup("user-a")?.draft).toMatchObject({ bio: "Gardée.", jobTitle: "" });
  });

  it("reads a copy kept before the address field was renamed (customDomain → requestedSlug)", () => {
    const { requestedSlug: _renamed, ...older } = draft({ bio: "Avant." });
    const kept = { ...older, customDomain: "atelier-marie" };
    storage.setItem("fiable:editor-draft:user-a", JSON.stringify({ savedAt: Date.now(), draft: kept }));
    const restored = readDraftBackup("user-a")?.draft;
    expect(restored).toMatchObject({ bio: "Avant.", requestedSlug: "atelier-marie" });
    expect(restored).not.toHaveProperty("customDomain");
  });

  it("is dropped after a week, or when it is not a draft", () => {
    const now = Date.UTC(2026, 0, 10);
    writeDraftBackup("user-a", draft({ jobTitle: "Ancien" }), now - BACKUP_MAX_AGE_MS - 1);
    expect(readDraftBackup("user-a", now)).toBeNull();
    expect(storage.items.size).toBe(0);

    storage.setItem("fiable:editor-draft:user-a", JSON.stringify({ savedAt: now, draft: { jobTitle: 42 } }));
    expect(readDraftBackup("user-a", now)).toBeNull();
    storage.setItem("fiable:editor-draft:user-a", "{not json");
    expect(readDraftBackup("user-a", now)).toBeNull();
    expect(storage.items.size).toBe(0);
  });

  it("does nothing (and says so) where storage is refused", () => {
    vi.stubGlobal("window", {
      get localStorage(): Storage {
        throw new DOMException("denied", "SecurityError");
      },
    });
    expect(writeDraftBackup("user-a", draft())).toBe(false);
    expect(readDraftBackup("user-a")).toBeNull();
  });
});
