import { getFormProps, getInputProps, getTextareaProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import {
  CameraIcon,
  CheckCircle2Icon,
  CircleAlertIcon,
  FileUpIcon,
  LoaderCircleIcon,
  MicIcon,
  TypeIcon,
  VideoIcon,
  XIcon,
} from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { toast } from "sonner";
import { Button } from "#app/components/ui/button.tsx";
import { FormField } from "#app/components/ui/form-field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { cn } from "#app/lib/utils.ts";
import { useLanguage, useTranslation } from "#app/services/i18n/i18n-provider.tsx";
import {
  MAX_MEDIA_BYTES,
  MEDIA_ACCEPT,
  type MediaKind,
  type MediaUploadResult,
  REVIEW_LIMITS,
  REVIEW_TYPES,
  type ReviewActionResult,
  ReviewFormSchema,
  type ReviewType,
} from "../schema.ts";
import { formatSeconds, RecorderPanel, type Recording } from "./recorder-panel.tsx";
import { RatingInput, RelationshipAndMonth } from "./review-fields.tsx";
import { MAX_RECORDING_SECONDS, posterOfFile } from "./use-recorder.ts";

const TYPE_ICONS = { text: TypeIcon, photo: CameraIcon, video: VideoIcon, audio: MicIcon } as const;

/** Codes of the schema (translated here); anything else is a message the server already translated. */
const ERROR_CODES = new Set([
  "nameRequired",
  "contentRequired",
  "contentTooLong",
  "tooLong",
  "audioRequired",
  "fileRequired.photo",
  "fileRequired.video",
  "rating",
  "type",
  "mediaInvalid",
  "durationTooLong",
  "durationInvalid",
  "emailInvalid",
  "emailRequired",
  "consentRequired",
  "relationship",
  "serviceMonth",
  "invitationInvalid",
  "generic",
]);

type UploadError = "fileTooLarge" | "fileType" | "formatUnsupported" | "uploadFailed" | "durationTooLong";
const UPLOAD_ERRORS = new Set<string>(["fileTooLarge", "fileType", "formatUnsupported", "durationTooLong"]);

interface Attached {
  key: string;
  previewUrl: string;
  name: string;
  seconds: number | null;
  poster: string | null;
  source: "recorded" | "file";
}

async function upload(slug: string, kind: MediaKind | "poster", blob: Blob): Promise<MediaUploadResult> {
  try {
    const response = await fetch(`/${encodeURIComponent(slug)}/review/media?kind=${kind}`, {
      method: "POST",
      body: blob,
      headers: { "Content-Type": blob.type || "application/octet-stream" },
    });
    const body = (await response.json().catch(() => null)) as MediaUploadResult | null;
    return body ?? { ok: false, error: "uploadFailed" };
  } catch {
    return { ok: false, error: "uploadFailed" };
  }
}

/**
 * The review form (docs/product/reviews.md): name, rating (default 5), type, content
 * and media. A medium is uploaded as soon as it is chosen or its recording confirmed
 * (review-media.server.ts checks it), and the form then carries its server-made key: the
 * review is stored only when its medium is, never half.
 */
export function ReviewForm({
  slug,
  profileName,
  invitation,
  onSent,
  serverResult,
}: {
  slug: string;
  /** The professional's name (the consent text and the relationship question name them). */
  profileName: string;
  /** Through an invitation link: its token, and the invited address and name. */
  invitation?: { token: string; email: string; name: string | null };
  onSent?: () => void;
  /** The page's own action result (the form posted without JavaScript). */
  serverResult?: ReviewActionResult;
}) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const fetcher = useFetcher<ReviewActionResult>();
  const id = useId();
  const [type, setType] = useState<ReviewType>("text");
  const [rating, setRating] = useState(5);
  const [attached, setAttached] = useState<Attached | null>(null);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<UploadError | null>(null);
  const [sent, setSent] = useState<{ mailed: boolean } | null>(null);
  const handled = useRef<unknown>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const [form, fields] = useForm({
    id: `review-${id}`,
    lastResult: fetcher.state === "idle" ? (fetcher.data ?? serverResult)?.result : undefined,
    constraint: getZodConstraint(ReviewFormSchema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ReviewFormSchema }),
  });

  useEffect(() => {
    const data = fetcher.data;
    if (fetcher.state !== "idle" || !data || handled.current === data) return;
    handled.current = data;
    if (data.outcome === "sent") {
      toast.success(t("reviews.form.sentTitle"), { description: t("reviews.form.sentText") });
      setSent({ mailed: data.mailed === true });
      setAttached(null);
      onSent?.();
    } else if (data.outcome !== "invalid") {
      const detail = data.result.error?.[""]?.[0];
      const description = detail === "generic" ? t("reviews.errors.generic") : detail;
      toast.error(t("reviews.errors.submitFailed"), description ? { description } : {});
    }
  }, [fetcher.state, fetcher.data, t, onSent]);

  const errorText = (error: string | undefined) =>
    error === undefined
      ? undefined
      : ERROR_CODES.has(error)
        ? t(`reviews.errors.${error}` as "reviews.errors.tooLong")
        : error;

  const showUploadError = (error: UploadError, kind: MediaKind) => {
    setUploadError(error);
    if (error === "fileTooLarge")
      toast.error(t("reviews.errors.tooLargeTitle"), { description: t("reviews.errors.tooLargeText") });
    else if (error === "durationTooLong") toast.error(t("reviews.errors.durationTooLong"));
    else if (error === "fileType")
      toast.error(t("reviews.errors.typeTitle"), { description: t(`reviews.errors.fileType.${kind}`) });
    else if (error === "formatUnsupported" && kind !== "photo")
      toast.error(t(`reviews.errors.formatUnsupported.${kind}`));
    else toast.error(t("reviews.errors.uploadFailed"));
  };

  const attach = async (
    kind: MediaKind,
    blob: Blob,
    meta: { name: string; seconds: number | null; poster: Blob | null; source: "recorded" | "file" },
  ) => {
    setUploadError(null);
    if (blob.size > MAX_MEDIA_BYTES) return showUploadError("fileTooLarge", kind);
    setUploading(true);
    try {
      const result = await upload(slug, kind, blob);
      if (!result.ok)
        return showUploadError(UPLOAD_ERRORS.has(result.error) ? (result.error as UploadError) : "uploadFailed", kind);
      let poster: string | null = null;
      if (kind === "video" && meta.poster) {
        const posterResult = await upload(slug, "poster", meta.poster);
        if (posterResult.ok) poster = posterResult.key;
      }
      setAttached({
        key: result.key,
        previewUrl: URL.createObjectURL(blob),
        name: meta.name,
        seconds: meta.seconds,
        poster,
        source: meta.source,
      });
    } finally {
      setUploading(false);
    }
  };

  const onFile = async (file: File | undefined) => {
    if (!file || type === "text") return;
    const poster = type === "video" ? await posterOfFile(file) : null;
    let seconds: number | null = null;
    if (type === "audio" || type === "video") seconds = await durationOf(file);
    if (fileInput.current) fileInput.current.value = "";
    // The server takes 10 minutes at most (REVIEW_LIMITS): say so before sending megabytes.
    if (seconds !== null && seconds > MAX_RECORDING_SECONDS) return showUploadError("durationTooLong", type);
    await attach(type, file, { name: file.name, seconds, poster, source: "file" });
  };

  const onRecorded = (recording: Recording) => {
    if (type !== "audio" && type !== "video") return;
    void attach(type, recording.blob, {
      name: t("reviews.recorder.recordingName"),
      seconds: recording.seconds,
      poster: recording.poster,
      source: "recorded",
    });
  };

  const changeType = (next: ReviewType) => {
    setType(next);
    setAttached(null);
    setUploadError(null);
  };

  const sentNoScript = !fetcher.data && serverResult?.outcome === "sent";
  if (sent || sentNoScript) {
    const mailed = sent ? sent.mailed : serverResult?.mailed === true;
    return (
      <div role="status" className="grid justify-items-center gap-2 py-6 text-center" data-testid="review-sent">
        <CheckCircle2Icon aria-hidden className="size-10 text-primary" />
        <p className="font-semibold text-lg">{t("reviews.form.sentTitle")}</p>
        <p className="text-muted-foreground text-sm">{t("reviews.form.sentText")}</p>
        {mailed ? <p className="text-pretty text-muted-foreground text-sm">{t("reviews.form.sentMailed")}</p> : null}
      </div>
    );
  }

  const busy = fetcher.state !== "idle" || uploading;
  const formError = errorText(form.errors?.[0]);
  const mediaError = errorText(fields.media.errors?.[0] ?? fields.poster.errors?.[0] ?? fields.duration.errors?.[0]);
  const uploadMessage = uploadError
    ? uploadError === "fileTooLarge"
      ? `${t("reviews.errors.tooLargeTitle")} – ${t("reviews.errors.tooLargeText")}`
      : uploadError === "durationTooLong"
        ? t("reviews.errors.durationTooLong")
        : uploadError === "fileType" && type !== "text"
          ? `${t("reviews.errors.typeTitle")} – ${t(`reviews.errors.fileType.${type}`)}`
          : uploadError === "formatUnsupported" && (type === "audio" || type === "video")
            ? t(`reviews.errors.formatUnsupported.${type}`)
            : t("reviews.errors.uploadFailed")
    : null;
  const { key: nameKey, ...nameProps } = getInputProps(fields.name, { type: "text" });
  const { key: emailKey, ...emailProps } = getInputProps(fields.email, { type: "email" });
  const { key: _monthKey, ...monthProps } = getInputProps(fields.serviceMonth, { type: "month" });
  const { key: contentKey, ...contentProps } = getTextareaProps(fields.content);
  const { key: transcriptKey, ...transcriptProps } = getTextareaProps(fields.transcript);

  return (
    <fetcher.Form
      method="post"
      action={`/${slug}/review`}
      {...getFormProps(form)}
      className="relative grid gap-5"
      data-testid="review-form"
    >
      {formError ? (
        <p
          id={form.errorId}
          role="alert"
          className="flex gap-2 rounded-lg border border-destructive/40 bg-destructive/10 px-3 py-2 font-medium text-destructive text-sm"
        >
          <CircleAlertIcon aria-hidden className="mt-0.5 size-4 shrink-0" />
          {formError}
        </p>
      ) : null}

      <FormField
        label={t("reviews.form.name")}
        id={fields.name.id}
        error={errorText(fields.name.errors?.[0])}
        errorId={fields.name.errorId}
      >
        <Input
          key={nameKey}
          {...nameProps}
          defaultValue={nameProps.defaultValue ?? invitation?.name ?? undefined}
          autoComplete="name"
          maxLength={REVIEW_LIMITS.name}
        />
      </FormField>

      <RatingInput value={rating} onChange={setRating} />

      <fieldset className="grid gap-2">
        <legend className="mb-2 font-medium text-sm">{t("reviews.form.type")}</legend>
        <div className="grid grid-cols-4 gap-2">
          {REVIEW_TYPES.map((value) => {
            const Icon = TYPE_ICONS[value];
            return (
              <label
                key={value}
                className={cn(
                  "flex cursor-pointer flex-col items-center gap-1 rounded-lg border px-2 py-2 font-medium text-xs has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring",
                  type === value
                    ? "border-primary bg-primary/10 text-primary"
                    : "text-muted-foreground hover:bg-accent",
                )}
              >
                <input
                  type="radio"
                  name="type"
                  value={value}
                  checked={type === value}
                  onChange={() => changeType(value)}
                  className="sr-only"
                />
                <Icon aria-hidden className="size-5" />
                {t(`reviews.types.${value}`)}
              </label>
            );
          })}
        </div>
      </fieldset>

      {type !== "text" ? (
        <div className="grid gap-2" data-testid="media-section">
          <p className="font-medium text-sm">{t(`reviews.form.media.${type}`)}</p>
          {attached ? (
            <div className="grid gap-2 rounded-lg border bg-muted/30 p-3" data-testid="media-attached">
              {type === "photo" ? (
                <img src={attached.previewUrl} alt="" className="max-h-48 w-full rounded-md object-contain" />
              ) : type === "video" ? (
                // biome-ignore lint/a11y/useMediaCaption: the visitor's own video, before sending
                <video src={attached.previewUrl} controls playsInline className="max-h-56 w-full rounded-md bg-black" />
              ) : (
                // biome-ignore lint/a11y/useMediaCaption: the visitor's own recording, before sending
                <audio src={attached.previewUrl} controls className="h-10 w-full" />
              )}
              <div className="flex items-center justify-between gap-2 text-xs">
                <span className="flex min-w-0 items-center gap-1 text-muted-foreground">
                  <CheckCircle2Icon aria-hidden className="size-4 shrink-0 text-primary" />
                  <span className="truncate">
                    {attached.name}
                    {attached.seconds ? ` · ${formatSeconds(attached.seconds)}` : ""}
                  </span>
                </span>
                <Button type="button" variant="ghost" size="sm" onClick={() => setAttached(null)}>
                  <XIcon aria-hidden />
                  {t("reviews.form.removeMedia")}
                </Button>
              </div>
            </div>
          ) : (
            <>
              {type === "audio" || type === "video" ? (
                <RecorderPanel key={type} kind={type} onConfirm={onRecorded} disabled={busy} />
              ) : null}
              <label
                className={cn(
                  "flex cursor-pointer items-center justify-center gap-2 rounded-lg border border-dashed px-3 py-3 text-muted-foreground text-sm hover:bg-accent",
                  busy && "pointer-events-none opacity-60",
                )}
              >
                <FileUpIcon aria-hidden className="size-4" />
                {type === "photo" ? t("reviews.form.choosePhoto") : t("reviews.form.chooseFile")}
                <input
                  ref={fileInput}
                  type="file"
                  accept={MEDIA_ACCEPT[type]}
                  className="sr-only"
                  disabled={busy}
                  data-testid="media-file"
                  onChange={(event) => void onFile(event.currentTarget.files?.[0])}
                />
              </label>
              <p className="text-muted-foreground text-xs">{t("reviews.form.mediaHint")}</p>
            </>
          )}
          {uploading ? (
            <p role="status" className="flex items-center gap-2 text-muted-foreground text-sm">
              <LoaderCircleIcon aria-hidden className="size-4 animate-spin" />
              {t("reviews.form.uploading")}
            </p>
          ) : null}
          {uploadMessage || mediaError ? (
            <p id={fields.media.errorId} role="alert" className="font-medium text-destructive text-sm">
              {uploadMessage ?? mediaError}
            </p>
          ) : null}
        </div>
      ) : null}

      <FormField
        label={type === "audio" ? t("reviews.form.descriptionOptional") : t("reviews.form.content")}
        id={fields.content.id}
        error={errorText(fields.content.errors?.[0])}
        errorId={fields.content.errorId}
      >
        <Textarea
          key={contentKey}
          {...contentProps}
          rows={4}
          maxLength={REVIEW_LIMITS.content}
          placeholder={t("reviews.form.contentPlaceholder")}
          className="field-sizing-fixed"
        />
      </FormField>

      {type === "audio" || type === "video" ? (
        // The words of the recording, typed by the person who spoke them: the video's
        // captions, the audio's text for those who cannot listen (review-media.tsx).
        <FormField
          label={t("reviews.form.transcript")}
          id={fields.transcript.id}
          error={errorText(fields.transcript.errors?.[0])}
          errorId={fields.transcript.errorId}
          hint={type === "video" ? t("reviews.form.transcriptHint") : t("reviews.form.transcriptHintAudio")}
          hintId={`${fields.transcript.id}-hint`}
        >
          <Textarea
            key={transcriptKey}
            {...transcriptProps}
            aria-describedby={fields.transcript.errors ? fields.transcript.errorId : `${fields.transcript.id}-hint`}
            rows={4}
            maxLength={REVIEW_LIMITS.transcript}
            className="field-sizing-fixed"
            data-testid="review-transcript"
          />
        </FormField>
      ) : null}

      <FormField
        label={invitation ? t("reviews.form.emailInvited") : t("reviews.form.email")}
        id={fields.email.id}
        error={errorText(fields.email.errors?.[0])}
        errorId={fields.email.errorId}
        hint={invitation ? t("reviews.form.emailInvitedHint") : t("reviews.form.emailHint")}
      >
        {invitation ? (
          <Input id={fields.email.id} name="email" type="email" value={invitation.email} readOnly dir="ltr" />
        ) : (
          <Input key={emailKey} {...emailProps} autoComplete="email" inputMode="email" dir="ltr" maxLength={254} />
        )}
      </FormField>

      <RelationshipAndMonth
        profileName={profileName}
        relationship={{
          id: fields.relationship.id,
          name: fields.relationship.name,
          defaultValue: (fields.relationship.initialValue as string | undefined) ?? "client",
          error: errorText(fields.relationship.errors?.[0]),
          errorId: fields.relationship.errorId,
        }}
        month={{
          id: fields.serviceMonth.id,
          name: fields.serviceMonth.name,
          error: errorText(fields.serviceMonth.errors?.[0]),
          errorId: fields.serviceMonth.errorId,
          inputProps: monthProps,
        }}
      />

      <div className="grid gap-1">
        <label className="flex items-start gap-2 text-sm leading-snug">
          <input
            type="checkbox"
            name="consent"
            id={fields.consent.id}
            data-testid="review-consent"
            aria-invalid={fields.consent.errors ? true : undefined}
            aria-describedby={fields.consent.errors ? fields.consent.errorId : undefined}
            defaultChecked={fields.consent.initialValue === "on"}
            className="mt-0.5 size-4 shrink-0 accent-primary"
          />
          <span className="text-pretty">{t("reviews.form.consent", { name: profileName })}</span>
        </label>
        {fields.consent.errors ? (
          <p id={fields.consent.errorId} role="alert" className="font-medium text-destructive text-sm">
            {errorText(fields.consent.errors[0])}
          </p>
        ) : null}
      </div>

      {invitation ? <input type="hidden" name="invitation" value={invitation.token} /> : null}
      <input type="hidden" name="lang" value={lang} />
      <input type="hidden" name="media" value={attached?.key ?? ""} />
      <input type="hidden" name="poster" value={attached?.poster ?? ""} />
      <input type="hidden" name="duration" value={attached?.seconds ?? ""} />
      <input type="hidden" name="source" value={attached?.source ?? ""} />
      <div aria-hidden className="-start-[10000px] absolute top-auto size-px overflow-hidden">
        <label>
          {t("reviews.form.honeypot")}
          <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>

      <Button type="submit" disabled={busy} className="w-full" data-testid="review-submit">
        {fetcher.state !== "idle" ? t("reviews.form.sending") : t("reviews.form.submit")}
      </Button>
    </fetcher.Form>
  );
}

/** Duration in seconds of a chosen audio or video file (null when the browser cannot tell). */
function durationOf(file: Blob): Promise<number | null> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const element = document.createElement(file.type.startsWith("video/") ? "video" : "audio");
    const done = (value: number | null) => {
      URL.revokeObjectURL(url);
      resolve(value);
    };
    const timer = setTimeout(() => done(null), 3000);
    element.preload = "metadata";
    element.onloadedmetadata = () => {
      clearTimeout(timer);
      done(Number.isFinite(element.duration) ? Math.round(element.duration) : null);
    };
    element.onerror = () => {
      clearTimeout(timer);
      done(null);
    };
    element.src = url;
  });
}
