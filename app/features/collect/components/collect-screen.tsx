import { CopyIcon, DownloadIcon, MailIcon, PrinterIcon, SmartphoneIcon } from "lucide-react";
import { Link } from "react-router";
import { toast } from "sonner";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { DashboardHeader } from "#app/features/dashboard/index.ts";
import type { InvitationTable as Table } from "#app/features/invitations/index.server.ts";
import { writeClipboard } from "#app/lib/clipboard.ts";
import { cn } from "#app/lib/utils.ts";
import { useTranslation } from "#app/services/i18n/i18n-provider.tsx";
import { PlatformIcon } from "#app/services/platforms/platform-icon.tsx";
import { InvitationTable } from "./invitation-table.tsx";
import { InvitePanel } from "./invite-panel.tsx";

export interface CollectPage {
  profile: { slug: string; name: string; title: string | null; avatar: string | null };
  reviewLink: string;
  verified: boolean;
  allowance: { limit: number; remaining: number };
  defaultLanguage: "fr" | "en" | "ar";
  table: Table;
}

function Section({ title, children, id }: { title: string; children: React.ReactNode; id?: string }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border bg-card p-4 shadow-xs sm:p-6">
      <h2 id={id} className="font-semibold text-lg tracking-tight">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** /dashboard/collect: the review link (copy, QR, share, card) and e-mail invitations. */
export function CollectScreen({ page }: { page: CollectPage | null }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col bg-muted/30">
      <DashboardHeader />
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-3xl flex-1 px-4 py-8 outline-none sm:px-6 sm:py-12">
        <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">{t("collect.title")}</h1>
        <p className="mt-2 text-pretty text-muted-foreground">{t("collect.description")}</p>
        {page ? (
          <div className="mt-8 grid gap-6">
            <ReviewLinkSection page={page} />
            <Section title={t("collect.invite.title")} id="invite-title">
              <InvitePanel verified={page.verified} allowance={page.allowance} defaultLanguage={page.defaultLanguage} />
            </Section>
            <Section title={t("collect.table.title")} id="table-title">
              <InvitationTable table={page.table} />
            </Section>
          </div>
        ) : (
          <div className="mt-8 rounded-xl border bg-card p-6 text-center">
            <p>{t("collect.noProfile")}</p>
            <Link to="/dashboard" className={cn(buttonVariants(), "mt-4")}>
              {t("collect.createProfile")}
            </Link>
          </div>
        )}
      </main>
    </div>
  );
}

function ReviewLinkSection({ page }: { page: CollectPage }) {
  const { t } = useTranslation();
  const link = page.reviewLink;
  const message = t("collect.share.message", { url: link });
  const copy = async () => {
    if (await writeClipboard(link)) toast.success(t("collect.link.copied"));
    else toast.error(t("collect.link.copyFailed"));
  };
  const qr = (format: "png" | "svg", inline = false) =>
    `/${page.profile.slug}/qr?target=review&format=${format}${inline ? "&inline=1" : ""}`;
  const shares = [
    {
      key: "whatsapp",
      href: `https://wa.me/?text=${encodeURIComponent(message)}`,
      icon: <PlatformIcon platform="whatsapp" className="size-4" />,
    },
    {
      key: "email",
      href: `mailto:?subject=${encodeURIComponent(t("collect.share.subject"))}&body=${encodeURIComponent(message)}`,
      icon: <MailIcon aria-hidden />,
    },
    {
      key: "linkedin",
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(link)}`,
      icon: <PlatformIcon platform="linkedin" className="size-4" />,
    },
    { key: "sms", href: `sms:?&body=${encodeURIComponent(message)}`, icon: <SmartphoneIcon aria-hidden /> },
  ] as const;

  return (
    <section aria-labelledby="link-title" className="rounded-2xl border bg-card p-4 shadow-xs sm:p-6">
      <h2 id="link-title" className="font-semibold text-lg tracking-tight">
        {t("collect.link.title")}
      </h2>
      <p className="mt-1 text-muted-foreground text-sm">{t("collect.link.help")}</p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row">
        <Input
          readOnly
          value={link}
          aria-label={t("collect.link.title")}
          dir="ltr"
          className="min-w-0 flex-1 font-mono text-xs"
          data-testid="review-link"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button type="button" onClick={() => void copy()} data-testid="copy-review-link">
          <CopyIcon aria-hidden />
          {t("collect.link.copy")}
        </Button>
      </div>
      <div className="mt-6 grid gap-6 sm:grid-cols-[1fr_12rem]">
        <div className="min-w-0">
          <h3 className="font-medium text-sm">{t("collect.share.title")}</h3>
          <div className="mt-2 flex flex-wrap gap-2">
            {shares.map(({ key, href, icon }) => (
              <a
                key={key}
                href={href}
                target={key === "email" || key === "sms" ? undefined : "_blank"}
                rel="noopener noreferrer"
                className={buttonVariants({ variant: "outline", size: "sm" })}
                data-share={key}
              >
                {icon}
                {t(`collect.share.${key}`)}
              </a>
            ))}
          </div>
          <h3 className="mt-5 font-medium text-sm">{t("collect.card.title")}</h3>
          <p className="mt-1 text-pretty text-muted-foreground text-sm">{t("collect.card.help")}</p>
          <div className="mt-2 flex flex-wrap gap-2">
            {(["a6", "a5"] as const).map((size) => (
              <Link
                key={size}
                to={`/dashboard/collect/card?size=${size}`}
                target="_blank"
                className={buttonVariants({ variant: "outline", size: "sm" })}
              >
                <PrinterIcon aria-hidden />
                {t(`collect.card.${size}`)}
              </Link>
            ))}
          </div>
        </div>
        <div className="grid content-start justify-items-center gap-2">
          <h3 className="sr-only">{t("collect.qr.title")}</h3>
          <img
            src={qr("svg", true)}
            alt={t("collect.qr.alt")}
            width={176}
            height={176}
            className="size-44 rounded-lg border bg-white p-1"
            data-testid="review-qr"
          />
          <div className="grid justify-items-center gap-1">
            <a href={qr("png")} download className={buttonVariants({ variant: "ghost", size: "sm" })}>
              <DownloadIcon aria-hidden />
              {t("collect.qr.png")}
            </a>
            <a href={qr("svg")} download className={buttonVariants({ variant: "ghost", size: "sm" })}>
              <DownloadIcon aria-hidden />
              {t("collect.qr.svg")}
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}
