import { ExternalLinkIcon, EyeIcon, EyeOffIcon, HistoryIcon, SaveIcon, SettingsIcon } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Link, useBlocker, useLocation, useNavigate } from "react-router";
import { toast } from "sonner";
import { Avatar, AvatarFallback, AvatarImage } from "#app/components/ui/avatar.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#app/components/ui/tabs.tsx";
import { ACCOUNT_CREATED_PARAM } from "#app/features/auth/index.ts";
import type { CustomDomainCardData } from "#app/features/custom-domains/index.ts";
import { DashboardHeader } from "#app/features/dashboard/index.ts";
import type { RatingSummary } from "#app/features/reviews/index.ts";
import { initialsOf } from "#app/lib/user-text.ts";
import { useFormat, useTranslation } from "#app/services/i18n/i18n-provider.tsx";
import type { ProfileDraft } from "../draft.ts";
import { clearDraftBackup, readDraftBackup, writeDraftBackup } from "../draft-backup.ts";
import type { EditorActionData } from "../editor-page.server.ts";
import { DomainTab } from "./domain-tab.tsx";
import { BasicTab, FaqTab, PortfolioTab, ProfessionalTab, SkillsTab } from "./editor-tabs.tsx";
import { HelpPanel } from "./help-panel.tsx";
import { PhonePreview } from "./phone-preview.tsx";
import { PlatformsTab } from "./platforms-tab.tsx";

const TABS = ["basic", "professional", "skills", "domain", "portfolio", "faq", "platforms"] as const;
type TabId = (typeof TABS)[number];

/** Where "sign in again" goes: /auth, back to the editor afterwards. */
const SIGN_IN_AGAIN = "/auth?redirectTo=%2Fdashboard";

/** The tab `?tab=` names (the header's Portfolio link), else the first. */
function tabOf(search: string): TabId {
  const asked = new URLSearchParams(search).get("tab");
  return (TABS as readonly string[]).includes(asked ?? "") ? (asked as TabId) : "basic";
}

function tabOfField(field: string): TabId | null {
  if (field.startsWith("platforms")) return "platforms";
  if (field.startsWith("portfolio")) return "portfolio";
  if (field.startsWith("faqs")) return "faq";
  if (field === "requestedSlug") return "domain";
  if (["skills", "tools"].some((f) => field.startsWith(f))) return "skills";
  if (["jobTitle", "company", "bio", "industry", "languages"].some((f) => field.startsWith(f))) return "professional";
  if (field) return "basic";
  return null;
}

export interface EditorScreenProps {
  draft: ProfileDraft;
  slug: string | null;
  publicUrl: string;
  user: { id: string; name: string; email: string; image: string | null };
  rating: RatingSummary;
  /** The address tab's « Domaine personnalisé » card (absent: not shown). */
  customDomain?: CustomDomainCardData;
}

type SaveFailure = Extract<EditorActionData, { status: "error" }>;

/**
 * Posts the draft to /dashboard/save. Whatever goes wrong (network down, a proxy's 502, an
 * expired session, even a redirect) comes back as an answer: the page, and the draft in it,
 * stay where they are.
 */
async function postDraft(json: string, texts: { sessionExpired: string; keptHere: string }): Promise<EditorActionData> {
  const failed = (reason: SaveFailure["reason"], message: string): SaveFailure => ({
    status: "error",
    reason,
    field: "",
    message,
  });
  try {
    const response = await fetch(SAVE_PATH, {
      method: "POST",
      body: new URLSearchParams({ draft: json }),
      headers: { Accept: "application/json" },
      redirect: "manual",
    });
    // A redirect (to a sign-in page) means the session is gone.
    if (response.type === "opaqueredirect" || response.status === 401) {
      return failed("signedOut", texts.sessionExpired);
    }
    const body = (await response.json().catch(() => null)) as EditorActionData | null;
    if (body && (body.status === "saved" || body.status === "error") && response.status < 500) return body;
    return failed("failed", texts.keptHere);
  } catch {
    return failed("failed", texts.keptHere);
  }
}

const SAVE_PATH = "/dashboard/save";

type SavedLinks = { slug: string; linkIds: Record<string, string>; linkUrls: Record<string, string> };

/**
 * The saved draft as the server stored it: the address granted, the id of each link and its
 * address as stored (normalized, decision 028). A link of `draft` whose address differs from
 * the one `sent` (edited while the save was on its way) keeps its new address.
 */
function withSavedIds(draft: ProfileDraft, saved: SavedLinks, sent: ProfileDraft = draft): ProfileDraft {
  const sentUrl = new Map(sent.platforms.map((p) => [p.platform, p.url]));
  return {
    ...draft,
    requestedSlug: saved.slug,
    platforms: draft.platforms.map((p) => {
      const id = saved.linkIds[p.platform];
      if (!id) return p;
      const url = saved.linkUrls[p.platform];
      return { ...p, id, ...(url !== undefined && sentUrl.get(p.platform) === p.url ? { url } : {}) };
    }),
  };
}

/** /dashboard: header, top-bar Save, the seven tabs, the live phone preview and the help panel. */
export function EditorScreen({
  draft: initial,
  slug: initialSlug,
  publicUrl,
  user,
  rating,
  customDomain,
}: EditorScreenProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const [draft, setDraft] = useState(initial);
  const [savedJson, setSavedJson] = useState(() => JSON.stringify(initial));
  const [slug, setSlug] = useState(initialSlug);
  const [tab, setTab] = useState<TabId>(() => tabOf(location.search));
  const [showPreview, setShowPreview] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<{ field: string; message: string; signIn?: boolean } | null>(null);
  // A copy of unsaved changes kept by an earlier visit of this account, until the owner
  // restores or discards it (decision 026).
  const [recovered, setRecovered] = useState<{ draft: ProfileDraft; savedAt: number } | null>(null);
  // Whether the browser holds a copy of the unsaved changes (false where storage is refused).
  const [keptLocally, setKeptLocally] = useState(false);
  const json = JSON.stringify(draft);
  const dirty = json !== savedJson;
  const host = new URL(publicUrl).host;

  // The header's Portfolio link (/dashboard?tab=portfolio) and the Profile link open their tab.
  // biome-ignore lint/correctness/useExhaustiveDependencies: every navigation, even to the same URL, picks the tab again
  useEffect(() => {
    setTab(tabOf(location.search));
  }, [location.key]);

  // The first arrival of a new account (back from its confirmation link): 'Compte créé !'
  // once, and the parameter leaves the address so that a reload does not say it again.
  const navigate = useNavigate();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after hydration
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (!params.has(ACCOUNT_CREATED_PARAM)) return;
    toast.success(t("auth.toasts.accountCreated"), { description: t("auth.toasts.accountCreatedDescription") });
    params.delete(ACCOUNT_CREATED_PARAM);
    const search = params.toString();
    navigate({ pathname: location.pathname, search: search ? `?${search}` : "" }, { replace: true });
  }, []);

  // A copy kept by an earlier visit of this account (a closed tab, a crash, a failed save) is
  // offered back; the owner restores or discards it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after hydration
  useEffect(() => {
    const kept = readDraftBackup(user.id);
    if (!kept) return;
    if (JSON.stringify(kept.draft) === JSON.stringify(initial)) clearDraftBackup(user.id);
    else setRecovered(kept);
  }, []);

  // Every unsaved change is copied to the browser, and the copy goes once the draft is saved.
  // Not while a recovered copy waits for the owner's answer: it would be overwritten.
  useEffect(() => {
    if (recovered) return;
    if (dirty) setKeptLocally(writeDraftBackup(user.id, draft));
    else {
      clearDraftBackup(user.id);
      setKeptLocally(false);
    }
  }, [recovered, dirty, draft, user.id]);

  const restore = () => {
    if (!recovered) return;
    setDraft(recovered.draft);
    setRecovered(null);
    toast.info(t("editor.restored"), { description: t("editor.restoredDetail") });
  };
  const discardRecovered = () => {
    clearDraftBackup(user.id);
    setRecovered(null);
  };

  // A refused address stops being shown once the owner types another one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to the address only
  useEffect(() => {
    setError((current) => (current?.field === "requestedSlug" ? null : current));
  }, [draft.requestedSlug]);
  // So does a refused link once the links change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to the links only
  useEffect(() => {
    setError((current) => (current?.field.startsWith("platforms.") ? null : current));
  }, [draft.platforms]);

  // Unsaved edits: the browser asks before leaving the page; in-app navigations ask through
  // the router. The browser's copy covers what a question cannot (a crash, a killed tab).
  // Not after the session expired: the owner is sent to sign in again, and the copy waits.
  // `leaving`: the owner already said yes (signing out), the next question would be the
  // same one again.
  const mustAsk = dirty && !(error?.signIn && keptLocally);
  const leaving = useRef(false);
  useEffect(() => {
    if (!mustAsk) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!leaving.current) event.preventDefault();
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [mustAsk]);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      mustAsk && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
  );
  // Signing out asks before the session ends (whichever way the button leaves the page), and
  // even when the browser keeps a copy of the draft: signing out clears the browser's storage.
  const confirmSignOut = (event: FormEvent) => {
    if (!dirty) return;
    if (window.confirm(t("editor.unsaved"))) {
      leaving.current = true;
      return;
    }
    event.preventDefault();
    event.stopPropagation();
  };
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (window.confirm(t("editor.unsaved"))) blocker.proceed();
    else blocker.reset();
  }, [blocker, t]);

  const save = async () => {
    if (saving) return;
    const sent = draft;
    const sentJson = json;
    // No address yet: this save creates the profile (it has texts of its own).
    const creating = slug === null;
    setSaving(true);
    const result = await postDraft(sentJson, {
      sessionExpired: t("editor.sessionExpired"),
      keptHere: t("editor.keptHere"),
    });
    setSaving(false);
    if (result.status === "saved") {
      const stored = withSavedIds(sent, result);
      setSlug(result.slug);
      setSavedJson(JSON.stringify(stored));
      // Edits made while the save was on its way stay (and stay unsaved).
      setDraft((current) => {
        const next = withSavedIds(current, result, sent);
        return current.requestedSlug === sent.requestedSlug ? next : { ...next, requestedSlug: current.requestedSlug };
      });
      setError(null);
      toast.success(creating ? t("editor.created") : result.message, { description: result.detail });
      return;
    }
    setError({ field: result.field, message: result.message, signIn: result.reason === "signedOut" });
    const errorTab = tabOfField(result.field);
    if (errorTab) setTab(errorTab);
    toast.error(t("editor.errorTitle"), {
      description: (
        <>
          {creating ? (
            <span className="block">{t("editor.createFailed", { message: result.message })}</span>
          ) : (
            <>
              <span className="block">{t("editor.saveFailed")}</span>
              <span className="block">{result.message}</span>
            </>
          )}
        </>
      ),
      duration: result.reason === "signedOut" ? Number.POSITIVE_INFINITY : 8000,
      ...(result.reason === "signedOut"
        ? { action: { label: t("editor.signInAgain"), onClick: () => window.location.assign(SIGN_IN_AGAIN) } }
        : {}),
    });
  };

  const name = [draft.firstName, draft.lastName].filter(Boolean).join(" ") || user.name;
  const update = (change: (d: ProfileDraft) => ProfileDraft) => setDraft((d) => change(d));

  return (
    <div className="flex min-h-dvh flex-col bg-muted/30">
      <DashboardHeader
        wide
        current={tab === "portfolio" ? "portfolio" : "profile"}
        onSignOutSubmit={confirmSignOut}
        actions={
          <>
            {slug ? (
              <Button asChild variant="ghost" size="sm">
                <a href={`/${slug}`} target="_blank" rel="noopener" data-testid="view-profile">
                  <ExternalLinkIcon aria-hidden />
                  <span className="sr-only sm:not-sr-only">{t("editor.nav.viewProfile")}</span>
                </a>
              </Button>
            ) : null}
            <Button type="button" size="sm" onClick={() => void save()} disabled={saving} data-testid="save-profile">
              <SaveIcon aria-hidden />
              {saving ? t("editor.nav.saving") : t("editor.nav.save")}
            </Button>
            <Avatar className="hidden size-8 sm:flex">
              {draft.profileImage ? <AvatarImage src={draft.profileImage} alt="" /> : null}
              <AvatarFallback>{initialsOf(name)}</AvatarFallback>
            </Avatar>
          </>
        }
      />
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto w-full max-w-7xl flex-1 px-4 pt-6 pb-24 outline-none sm:px-6 lg:pb-6"
      >
        <div className="flex flex-wrap items-end justify-between gap-2">
          <div>
            <h1 className="font-bold text-2xl tracking-tight">
              {t("account.dashboard.greeting", { name: user.name })}
            </h1>
            <p className="mt-1 text-muted-foreground text-sm">
              <span className="font-medium text-foreground">{t("editor.title")}</span> — {t("editor.subtitle")}
            </p>
          </div>
          <Button asChild variant="outline" size="sm">
            <Link to="/dashboard/settings">
              <SettingsIcon aria-hidden />
              {t("account.dashboard.settingsLink")}
            </Link>
          </Button>
        </div>
        {recovered ? (
          <RecoveredDraftPrompt savedAt={recovered.savedAt} onRestore={restore} onDiscard={discardRecovered} />
        ) : null}
        <div className="mt-6 grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_300px]">
          <div className={showPreview ? "hidden lg:block" : undefined}>
            <Tabs value={tab} onValueChange={(v) => setTab(v as TabId)}>
              <TabsList className="flex h-auto w-full flex-wrap justify-start">
                {TABS.map((id) => (
                  <TabsTrigger key={id} value={id} className="flex-none">
                    {t(`editor.tabs.${id}`)}
                  </TabsTrigger>
                ))}
              </TabsList>
              <div className="mt-4 rounded-xl border bg-background p-4 sm:p-6">
                <TabsContent value="basic">
                  <BasicTab draft={draft} update={update} />
                </TabsContent>
                <TabsContent value="professional">
                  <ProfessionalTab draft={draft} update={update} />
                </TabsContent>
                <TabsContent value="skills">
                  <SkillsTab draft={draft} update={update} />
                </TabsContent>
                <TabsContent value="domain">
                  <DomainTab
                    draft={draft}
                    update={update}
                    host={host}
                    error={error?.field === "requestedSlug" ? error.message : undefined}
                    customDomain={customDomain}
                  />
                </TabsContent>
                <TabsContent value="portfolio">
                  <PortfolioTab draft={draft} update={update} />
                </TabsContent>
                <TabsContent value="faq">
                  <FaqTab draft={draft} update={update} />
                </TabsContent>
                <TabsContent value="platforms">
                  <PlatformsTab
                    draft={draft}
                    update={update}
                    error={error?.field.startsWith("platforms.") ? error : undefined}
                  />
                </TabsContent>
              </div>
            </Tabs>
          </div>
          <aside className={showPreview ? "block" : "hidden lg:block"} aria-label={t("editor.preview.label")}>
            <div className="lg:sticky lg:top-24">
              <PhonePreview draft={draft} rating={rating} />
            </div>
          </aside>
        </div>
        <Button
          type="button"
          variant="secondary"
          className="fixed start-4 bottom-4 z-30 shadow-lg lg:hidden"
          data-floating=""
          onClick={() => setShowPreview((v) => !v)}
          aria-pressed={showPreview}
        >
          {showPreview ? <EyeOffIcon aria-hidden /> : <EyeIcon aria-hidden />}
          {showPreview ? t("editor.preview.hide") : t("editor.preview.show")}
        </Button>
      </main>
      <HelpPanel />
    </div>
  );
}

/** « Modifications non enregistrées retrouvées »: restore the copy kept by an earlier visit, or discard it. */
function RecoveredDraftPrompt({
  savedAt,
  onRestore,
  onDiscard,
}: {
  savedAt: number;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  const { t } = useTranslation();
  const { date } = useFormat();
  return (
    <section
      aria-labelledby="recovered-title"
      data-testid="recovered-draft"
      className="mt-4 flex flex-wrap items-center gap-3 rounded-md border border-primary/40 bg-primary/5 p-3 text-sm"
    >
      <HistoryIcon aria-hidden className="size-5 shrink-0 text-primary" />
      <div className="min-w-0 flex-1">
        <h2 id="recovered-title" className="font-medium">
          {t("editor.recovered.title")}
        </h2>
        <p className="text-muted-foreground">
          {t("editor.recovered.detail", { date: date(new Date(savedAt), { dateStyle: "medium", timeStyle: "short" }) })}
        </p>
      </div>
      <div className="flex gap-2">
        <Button type="button" size="sm" onClick={onRestore}>
          {t("editor.recovered.restore")}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onDiscard}>
          {t("editor.recovered.discard")}
        </Button>
      </div>
    </section>
  );
}
