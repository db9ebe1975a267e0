import { ExternalLinkIcon, EyeIcon, EyeOffIcon, SaveIcon, SettingsIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useBlocker, useFetcher } from "react-router";
import { toast } from "sonner";
import { SiteLogo } from "#app/components/site-logo.tsx";
import { Avatar, AvatarFallback, AvatarImage, getInitials } from "#app/components/ui/avatar.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#app/components/ui/tabs.tsx";
import { SignOutButton } from "#app/features/auth/components/sign-out-button.tsx";
import { DashboardNav } from "#app/features/dashboard/dashboard-nav.tsx";
import { useTranslation } from "#app/features/i18n/i18n-provider.tsx";
import type { ProfileDraft } from "../draft.ts";
import type { EditorActionData } from "../editor-page.server.ts";
import { DomainTab } from "./domain-tab.tsx";
import { BasicTab, FaqTab, PortfolioTab, ProfessionalTab, SkillsTab } from "./editor-tabs.tsx";
import { HelpPanel } from "./help-panel.tsx";
import { PhonePreview } from "./phone-preview.tsx";
import { PlatformsTab } from "./platforms-tab.tsx";

const TABS = ["basic", "professional", "skills", "domain", "portfolio", "faq", "platforms"] as const;
type TabId = (typeof TABS)[number];

function tabOfField(field: string): TabId | null {
  if (field.startsWith("platforms")) return "platforms";
  if (field.startsWith("portfolio")) return "portfolio";
  if (field.startsWith("faqs")) return "faq";
  if (field === "customDomain") return "domain";
  if (["skills", "tools"].some((f) => field.startsWith(f))) return "skills";
  if (["jobTitle", "company", "bio", "industry", "languages"].some((f) => field.startsWith(f))) return "professional";
  if (field) return "basic";
  return null;
}

export interface EditorScreenProps {
  draft: ProfileDraft;
  slug: string | null;
  publicUrl: string;
  user: { name: string; email: string; image: string | null };
}

/** /dashboard: header, top-bar Save, the seven tabs, the live phone preview and the help panel. */
export function EditorScreen({ draft: initial, slug: initialSlug, publicUrl, user }: EditorScreenProps) {
  const { t } = useTranslation();
  const fetcher = useFetcher<EditorActionData>();
  const [draft, setDraft] = useState(initial);
  const [savedJson, setSavedJson] = useState(() => JSON.stringify(initial));
  const [slug, setSlug] = useState(initialSlug);
  const [tab, setTab] = useState<TabId>("basic");
  const [showPreview, setShowPreview] = useState(false);
  const [error, setError] = useState<{ field: string; message: string } | null>(null);
  const submitted = useRef<string | null>(null);
  const json = JSON.stringify(draft);
  const dirty = json !== savedJson;
  const saving = fetcher.state !== "idle";
  const host = new URL(publicUrl).host;

  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data || submitted.current === null) return;
    const result = fetcher.data;
    const sent = submitted.current;
    submitted.current = null;
    if (result.status === "saved") {
      setSlug(result.slug);
      setSavedJson(sent);
      setError(null);
      toast.success(result.message, { description: t("editor.savedAt", { address: result.publicAddress }) });
    } else {
      setError({ field: result.field, message: result.message });
      const errorTab = tabOfField(result.field);
      if (errorTab) setTab(errorTab);
      toast.error(t("editor.saveFailed"), { description: result.message });
    }
  }, [fetcher.state, fetcher.data, t]);

  // Unsaved edits: the browser asks before leaving the page; in-app navigations (sign-out
  // included) ask through the router.
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [dirty]);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (window.confirm(t("editor.unsaved"))) blocker.proceed();
    else blocker.reset();
  }, [blocker, t]);

  const save = () => {
    submitted.current = json;
    fetcher.submit({ draft: json }, { method: "post", action: "/dashboard" });
  };

  const name = [draft.firstName, draft.lastName].filter(Boolean).join(" ") || user.name;
  const update = (change: (d: ProfileDraft) => ProfileDraft) => setDraft((d) => change(d));

  return (
    <div className="flex min-h-dvh flex-col bg-muted/30">
      <header className="sticky top-0 z-30 border-b bg-background">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6">
          <SiteLogo className="[&>span:last-child]:hidden min-[400px]:[&>span:last-child]:inline" />
          <Badge variant="secondary" className="ms-1 hidden sm:inline-flex">
            {t("account.nav.freePlan")}
          </Badge>
          <DashboardNav className="ms-2 hidden md:flex" />
          <div className="ms-auto flex items-center gap-1 sm:gap-2">
            {slug ? (
              <Button asChild variant="ghost" size="sm">
                <a href={`/${slug}`} target="_blank" rel="noopener" data-testid="view-profile">
                  <ExternalLinkIcon aria-hidden />
                  <span className="hidden sm:inline">{t("editor.nav.viewProfile")}</span>
                </a>
              </Button>
            ) : null}
            <Button type="button" size="sm" onClick={save} disabled={saving} data-testid="save-profile">
              <SaveIcon aria-hidden />
              {saving ? t("editor.nav.saving") : t("editor.nav.save")}
            </Button>
            <Avatar className="size-8">
              {draft.profileImage ? <AvatarImage src={draft.profileImage} alt="" /> : null}
              <AvatarFallback>{getInitials(name)}</AvatarFallback>
            </Avatar>
            <SignOutButton iconOnly size="icon" />
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 outline-none sm:px-6">
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
        {error ? (
          <p
            role="alert"
            className="mt-4 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-destructive text-sm"
          >
            {t("editor.saveFailed")} — {error.message}
          </p>
        ) : null}
        <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_300px]">
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
                    error={error?.field === "customDomain" ? error.message : undefined}
                  />
                </TabsContent>
                <TabsContent value="portfolio">
                  <PortfolioTab draft={draft} update={update} />
                </TabsContent>
                <TabsContent value="faq">
                  <FaqTab draft={draft} update={update} />
                </TabsContent>
                <TabsContent value="platforms">
                  <PlatformsTab draft={draft} update={update} />
                </TabsContent>
              </div>
            </Tabs>
          </div>
          <aside className={showPreview ? "block" : "hidden lg:block"} aria-label={t("editor.preview.label")}>
            <div className="lg:sticky lg:top-24">
              <PhonePreview draft={draft} />
            </div>
          </aside>
        </div>
        <Button
          type="button"
          variant="secondary"
          className="fixed start-4 bottom-4 z-30 shadow-lg lg:hidden"
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
