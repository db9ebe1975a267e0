import { ImageIcon, Loader2Icon, XIcon } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/utils.ts";
import { useTranslation } from "#app/services/i18n/i18n-provider.tsx";
import { useCmsToast } from "./cms-toast.ts";

const MAX_BYTES = 10_485_760;

/**
 * Cover image: click or drop an image, preview, upload to /admin/blog/upload (re-encoded
 * on the server into AVIF/WebP variants), then the form's hidden `name` field holds its URL.
 */
export function CoverUploader({
  name,
  value,
  onChange,
  id,
}: {
  name: string;
  value: string;
  onChange: (url: string) => void;
  id: string;
}) {
  const { t } = useTranslation();
  const notify = useCmsToast();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [dragging, setDragging] = useState(false);

  async function upload(file: File | undefined) {
    if (!file) return;
    if (!file.type.startsWith("image/")) {
      notify.error(t("blogAdmin.errors.fileType"));
      return;
    }
    if (file.size > MAX_BYTES) {
      notify.error(t("blogAdmin.errors.fileTooLarge"));
      return;
    }
    setBusy(true);
    try {
      const response = await fetch("/admin/blog/upload", {
        method: "POST",
        body: file,
        headers: { "Content-Type": file.type },
      });
      const result = (await response.json().catch(() => null)) as { ok?: boolean; url?: string } | null;
      if (!response.ok || !result?.ok || !result.url) throw new Error(String(response.status));
      onChange(result.url);
      notify.success(t("blogAdmin.toasts.uploaded"));
    } catch {
      notify.error(t("blogAdmin.toasts.uploadFailed"));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = "";
    }
  }

  return (
    <div className="grid gap-3">
      <input type="hidden" name={name} value={value} />
      {value ? (
        <div className="relative overflow-hidden rounded-lg border">
          <img src={value} alt={t("blogAdmin.editor.coverPreviewAlt")} className="aspect-[16/9] w-full object-cover" />
          <Button
            type="button"
            variant="secondary"
            size="sm"
            className="absolute end-2 top-2"
            onClick={() => onChange("")}
          >
            <XIcon aria-hidden />
            {t("blogAdmin.editor.coverRemove")}
          </Button>
        </div>
      ) : null}
      <label
        htmlFor={id}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          void upload(event.dataTransfer.files[0]);
        }}
        className={cn(
          "flex cursor-pointer flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed p-6 text-center transition-colors",
          dragging ? "border-primary bg-primary/5" : "hover:bg-muted/60",
        )}
      >
        {busy ? (
          <Loader2Icon aria-hidden className="size-6 animate-spin text-primary" />
        ) : (
          <ImageIcon aria-hidden className="size-6 text-muted-foreground" />
        )}
        <span className="font-medium text-sm">
          {busy ? t("blogAdmin.editor.coverUploading") : t("blogAdmin.editor.coverDrop")}
        </span>
        <span className="text-muted-foreground text-xs">{t("blogAdmin.editor.coverTypes")}</span>
        <input
          ref={input}
          id={id}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="sr-only"
          disabled={busy}
          onChange={(event) => void upload(event.target.files?.[0])}
        />
      </label>
    </div>
  );
}
