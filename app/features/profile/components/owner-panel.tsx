import { CopyIcon, DownloadIcon, PencilIcon, QrCodeIcon, XIcon } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/utils.ts";
import { useTranslation } from "#app/services/i18n/i18n-provider.tsx";
import { ShareButton, type ShareTarget } from "./share.tsx";

const QR_DIALOG_ID = "profile-qr-dialog";

/** The owner's shortcuts on their own page: edit, copy link, share, QR code. */
export function OwnerPanel({ slug, share }: { slug: string; share: ShareTarget }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="owner-panel-title"
      className="rounded-xl border border-primary/30 bg-secondary/50 p-4 text-start"
      data-testid="owner-panel"
    >
      <h2 id="owner-panel-title" className="font-semibold text-sm">
        {t("profile.owner.title")}
      </h2>
      <p className="mt-1 text-muted-foreground text-xs">{t("profile.owner.hint")}</p>
      <div className="mt-3 grid grid-cols-2 gap-2">
        <Link to="/dashboard" className={cn(buttonVariants({ size: "sm" }), "col-span-2")}>
          <PencilIcon aria-hidden />
          {t("profile.owner.edit")}
        </Link>
        <button type="button" data-copy-link="" className={buttonVariants({ variant: "outline", size: "sm" })}>
          <CopyIcon aria-hidden />
          {t("profile.header.copyLink")}
        </button>
        <ShareButton className="h-8 px-3" />
        <button
          type="button"
          popoverTarget={QR_DIALOG_ID}
          className={cn(buttonVariants({ variant: "outline", size: "sm" }), "col-span-2")}
        >
          <QrCodeIcon aria-hidden />
          {t("profile.owner.qr")}
        </button>
      </div>
      <QrDialog slug={slug} url={share.url} />
    </section>
  );
}

function QrDialog({ slug, url }: { slug: string; url: string }) {
  const { t } = useTranslation();
  const qr = (format: "png" | "svg", download: boolean) => `/${slug}/qr?format=${format}${download ? "" : "&inline=1"}`;
  return (
    <div
      id={QR_DIALOG_ID}
      popover="auto"
      role="dialog"
      aria-labelledby={`${QR_DIALOG_ID}-title`}
      className="m-auto w-[min(22rem,calc(100%-2rem))] rounded-2xl border bg-popover p-5 text-popover-foreground shadow-xl backdrop:bg-black/40"
    >
      <div className="flex items-start justify-between gap-4">
        <h2 id={`${QR_DIALOG_ID}-title`} className="font-semibold text-base">
          {t("profile.qr.title")}
        </h2>
        <button
          type="button"
          popoverTarget={QR_DIALOG_ID}
          popoverTargetAction="hide"
          className={buttonVariants({ variant: "ghost", size: "icon" })}
          aria-label={t("profile.qr.close")}
        >
          <XIcon aria-hidden />
        </button>
      </div>
      <p className="mt-1 text-muted-foreground text-sm">{t("profile.qr.description")}</p>
      <img
        src={qr("svg", false)}
        alt={t("profile.qr.alt", { url })}
        width={240}
        height={240}
        loading="lazy"
        className="mx-auto mt-4 size-60 rounded-lg bg-white p-2"
      />
      <div className="mt-4 grid gap-2">
        <a href={qr("png", true)} download className={buttonVariants({ variant: "default", size: "sm" })}>
          <DownloadIcon aria-hidden />
          {t("profile.qr.png")}
        </a>
        <a href={qr("svg", true)} download className={buttonVariants({ variant: "outline", size: "sm" })}>
          <DownloadIcon aria-hidden />
          {t("profile.qr.svg")}
        </a>
      </div>
    </div>
  );
}
