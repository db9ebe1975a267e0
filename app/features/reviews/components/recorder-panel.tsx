import { CircleAlertIcon, MicIcon, RotateCcwIcon, SquareIcon, VideoIcon } from "lucide-react";
import { useEffect } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { useTranslation } from "#app/services/i18n/i18n-provider.tsx";
import { MAX_RECORDING_SECONDS, type RecorderKind, useRecorder } from "./use-recorder.ts";

export interface Recording {
  blob: Blob;
  seconds: number;
  poster: Blob | null;
}

export function formatSeconds(total: number): string {
  const s = Math.max(0, Math.floor(total));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

/**
 * The recorder of the review form: start, a seconds timer while recording, then the
 * recording in the browser's own player (its controls are the only play button:
 * review-media.tsx), redo (discards) or confirm (hands the recording to the form through
 * `onConfirm`).
 */
export function RecorderPanel({
  kind,
  onConfirm,
  disabled,
}: {
  kind: RecorderKind;
  onConfirm: (recording: Recording) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const { state, permission, error, stream, preview, start, stop, reset } = useRecorder(kind);

  useEffect(() => {
    if (preview.current) preview.current.srcObject = stream;
  }, [stream, preview]);

  const deviceDenied = kind === "audio" ? t("reviews.recorder.micDenied") : t("reviews.recorder.cameraDenied");

  if (permission === "denied" && state.status === "idle") {
    return (
      <div role="alert" className="grid gap-2 rounded-lg border border-destructive/40 bg-destructive/10 p-3 text-sm">
        <p className="flex items-center gap-2 font-semibold text-destructive">
          <CircleAlertIcon aria-hidden className="size-4" />
          {deviceDenied}
        </p>
        <p className="text-muted-foreground">{t("reviews.recorder.deniedHelp")}</p>
        <Button type="button" variant="outline" size="sm" className="justify-self-start" onClick={() => void start()}>
          <RotateCcwIcon aria-hidden />
          {t("reviews.recorder.retry")}
        </Button>
      </div>
    );
  }

  if (state.status === "recording") {
    return (
      <div className="grid gap-3 rounded-lg border p-3">
        {kind === "video" ? (
          <video ref={preview} autoPlay muted playsInline className="aspect-[4/3] w-full rounded-md bg-black" />
        ) : null}
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 font-medium text-sm">
            <span aria-hidden className="size-2.5 animate-pulse rounded-full bg-red-600" />
            {t("reviews.recorder.recording")}
            <span role="timer" data-testid="recorder-timer" className="tabular-nums">
              {formatSeconds(state.seconds)}
            </span>
            <span className="text-muted-foreground text-xs">
              {t("reviews.recorder.limit", { duration: formatSeconds(MAX_RECORDING_SECONDS) })}
            </span>
          </p>
          <Button type="button" variant="destructive" size="sm" onClick={() => void stop()} data-testid="recorder-stop">
            <SquareIcon aria-hidden />
            {t("reviews.recorder.stop")}
          </Button>
        </div>
      </div>
    );
  }

  if (state.status === "recorded") {
    return (
      <div className="grid gap-3 rounded-lg border p-3">
        {kind === "video" ? (
          // biome-ignore lint/a11y/useMediaCaption: the visitor's own recording, before sending
          <video src={state.url} controls playsInline className="aspect-[4/3] w-full rounded-md bg-black" />
        ) : (
          // biome-ignore lint/a11y/useMediaCaption: the visitor's own recording, before sending
          <audio src={state.url} controls className="h-10 w-full" />
        )}
        <p className="text-muted-foreground text-xs">
          {t("reviews.recorder.recorded", { duration: formatSeconds(state.seconds) })}
        </p>
        {state.stoppedBy ? (
          <p role="status" className="flex items-center gap-2 font-medium text-sm" data-testid="recorder-stopped">
            <CircleAlertIcon aria-hidden className="size-4 shrink-0 text-amber-600" />
            {t(`reviews.recorder.stoppedBy.${state.stoppedBy}`, {
              duration: formatSeconds(MAX_RECORDING_SECONDS),
            })}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" size="sm" onClick={reset}>
            <RotateCcwIcon aria-hidden />
            {t("reviews.recorder.redo")}
          </Button>
          <Button
            type="button"
            size="sm"
            disabled={disabled}
            onClick={() => onConfirm({ blob: state.blob, seconds: state.seconds, poster: state.poster })}
            data-testid="recorder-confirm"
          >
            {t("reviews.recorder.confirm")}
          </Button>
        </div>
      </div>
    );
  }

  const Icon = kind === "audio" ? MicIcon : VideoIcon;
  return (
    <div className="grid gap-2">
      {error ? (
        <div role="alert" className="grid gap-2 rounded-lg border border-destructive/40 bg-destructive/10 p-3 text-sm">
          <p className="flex items-center gap-2 font-semibold text-destructive">
            <CircleAlertIcon aria-hidden className="size-4" />
            {t("reviews.recorder.startFailed")}
          </p>
        </div>
      ) : null}
      <Button
        type="button"
        variant="outline"
        disabled={disabled}
        onClick={() => void start()}
        data-testid="recorder-start"
      >
        <Icon aria-hidden />
        {error ? t("reviews.recorder.retry") : t(`reviews.recorder.start.${kind}`)}
      </Button>
    </div>
  );
}
