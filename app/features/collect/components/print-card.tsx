import { ArrowLeftIcon, PrinterIcon } from "lucide-react";
import { Link } from "react-router";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import { initialsOf } from "#app/lib/user-text.ts";
import { cn } from "#app/lib/utils.ts";
import { useTranslation } from "#app/services/i18n/i18n-provider.tsx";

interface Props {
  size: "a6" | "a5";
  profile: { name: string; title: string | null; avatar: string | null };
  link: string;
  /** The QR code of the review link, as an SVG document made by the server (qrcode). */
  qrSvg: string;
}

/** The card's paper sizes (portrait), in millimetres. */
const PAPER = { a6: { w: 105, h: 148 }, a5: { w: 148, h: 210 } } as const;

/**
 * /dashboard/collect/card?size=a6|a5: a card to print — photo, name, « Laissez-moi un
 * avis », the QR code and the link in words. On screen it is a preview with a toolbar;
 * printed, the page is exactly the card (@page size, no margins, no toolbar).
 */
export function PrintCard({ size, profile, link, qrSvg }: Props) {
  const { t } = useTranslation();
  const paper = PAPER[size];
  const words = link.replace(/^https?:\/\//, "");
  return (
    <div className="min-h-dvh bg-muted/40 print:bg-white">
      <style>{`@page { size: ${paper.w}mm ${paper.h}mm; margin: 0; }
@media print { html, body { background: #fff !important; } }`}</style>
      <div className="flex flex-wrap items-center justify-between gap-2 border-b bg-background px-4 py-3 print:hidden">
        <Link to="/dashboard/collect" className={buttonVariants({ variant: "ghost", size: "sm" })}>
          <ArrowLeftIcon aria-hidden className="rtl:rotate-180" />
          {t("collect.card.back")}
        </Link>
        <div className="flex flex-wrap gap-2">
          {(["a6", "a5"] as const).map((value) => (
            <Link
              key={value}
              to={`?size=${value}`}
              aria-current={value === size ? "page" : undefined}
              className={cn(buttonVariants({ variant: value === size ? "secondary" : "ghost", size: "sm" }))}
            >
              {t(`collect.card.${value}`)}
            </Link>
          ))}
          <Button type="button" size="sm" onClick={() => window.print()}>
            <PrinterIcon aria-hidden />
            {t("collect.card.print")}
          </Button>
        </div>
      </div>
      <main id="main" className="grid place-items-center overflow-x-auto p-4 sm:p-8 print:block print:p-0">
        <article
          data-testid="print-card"
          data-size={size}
          style={{ width: `${paper.w}mm`, height: `${paper.h}mm` }}
          className={cn(
            "flex max-w-full shrink-0 flex-col items-center justify-between overflow-hidden rounded-xl border bg-white text-center text-[#1f2430] shadow-sm print:rounded-none print:border-0 print:shadow-none",
            size === "a6" ? "gap-2 p-[8mm]" : "gap-4 p-[14mm]",
          )}
        >
          <div className="grid justify-items-center gap-2">
            <span
              className={cn(
                "grid place-items-center overflow-hidden rounded-full bg-[#e8e9f7] font-semibold text-[#3c41ae]",
                size === "a6" ? "size-16 text-xl" : "size-24 text-3xl",
              )}
            >
              {profile.avatar ? (
                <img src={profile.avatar} alt="" className="size-full object-cover" />
              ) : (
                initialsOf(profile.name)
              )}
            </span>
            <p className={cn("font-bold leading-tight", size === "a6" ? "text-lg" : "text-2xl")} dir="auto">
              {profile.name}
            </p>
            {profile.title ? (
              <p className={cn("text-[#5b6070] leading-tight", size === "a6" ? "text-xs" : "text-sm")} dir="auto">
                {profile.title}
              </p>
            ) : null}
          </div>
          <p className={cn("font-bold text-[#3c41ae]", size === "a6" ? "text-xl" : "text-3xl")}>
            {t("collect.card.heading")}
          </p>
          <div
            aria-hidden
            className={cn("[&>svg]:size-full", size === "a6" ? "size-[45mm]" : "size-[70mm]")}
            // The SVG is made by our own server from the review link (qrcode), never by a user.
            // biome-ignore lint/security/noDangerouslySetInnerHtml: server-made QR code markup
            dangerouslySetInnerHTML={{ __html: qrSvg }}
          />
          <div className="grid gap-0.5">
            <p className={cn("text-[#5b6070]", size === "a6" ? "text-[10px]" : "text-sm")}>{t("collect.card.scan")}</p>
            <p className={cn("break-all font-mono font-semibold", size === "a6" ? "text-[10px]" : "text-sm")} dir="ltr">
              {words}
            </p>
          </div>
        </article>
      </main>
    </div>
  );
}
