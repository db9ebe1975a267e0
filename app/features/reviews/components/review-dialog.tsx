import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "#app/components/ui/dialog.tsx";
import { useTranslation } from "#app/services/i18n/i18n-provider.tsx";
import { ReviewForm } from "./review-form.tsx";

/**
 * The review form in a dialog over the public page. Loaded on first use (React.lazy in
 * profile-page.tsx), so the recorder and the form do not weigh on the page's first load.
 */
export default function ReviewDialog({
  slug,
  name,
  open,
  onOpenChange,
}: {
  slug: string;
  name: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t("reviews.form.close")} className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{t("reviews.form.title", { name })}</DialogTitle>
          <DialogDescription>
            {t("reviews.form.description")}{" "}
            <a href="/how-reviews-work" target="_blank" rel="noopener" className="underline underline-offset-2">
              {t("reviews.howLink")}
            </a>
          </DialogDescription>
        </DialogHeader>
        <ReviewForm slug={slug} profileName={name} />
      </DialogContent>
    </Dialog>
  );
}
