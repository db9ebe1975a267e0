import { useCallback, useEffect, useRef, useState } from "react";
import { MAX_MEDIA_BYTES, REVIEW_LIMITS } from "../schema.ts";

/*
 * Recording in the browser (docs/product/reviews.md#the-form): idle → recording (a seconds timer)
 * → recorded (listen, redo discards, confirm hands the result to the form). Audio at
 * 44,100 Hz with echo cancellation, noise suppression and auto gain; webm/opus when the
 * browser has it, else what it supports; data every 100 ms. The camera uses the same
 * machine. Permission: unknown, granted, denied. A recording stops by itself at the longest
 * duration the server takes, and before it outgrows the largest file it takes, saying why.
 */

export type RecorderKind = "audio" | "video";
export type Permission = "unknown" | "granted" | "denied";

/** Why a recording stopped by itself. */
export type RecordingLimit = "duration" | "size";

export type RecorderState =
  | { status: "idle" }
  | { status: "recording"; seconds: number }
  | {
      status: "recorded";
      blob: Blob;
      url: string;
      seconds: number;
      poster: Blob | null;
      stoppedBy: RecordingLimit | null;
    };

export const MAX_RECORDING_SECONDS = REVIEW_LIMITS.durationSeconds;

/**
 * Room kept under MAX_MEDIA_BYTES when deciding to stop: the chunk the recorder still
 * delivers once stopped must fit. At least 512 KB, and four times the largest chunk so far
 * (a chunk is 100 ms: a camera at several Mbit/s makes chunks of 50 KB and more).
 */
function sizeMargin(largestChunk: number): number {
  return Math.max(512 * 1024, 4 * largestChunk);
}

const AUDIO_TYPES = ["audio/webm;codecs=opus", "audio/webm", "audio/ogg;codecs=opus", "audio/mp4"];
const VIDEO_TYPES = ["video/webm;codecs=vp8,opus", "video/webm;codecs=vp9,opus", "video/webm", "video/mp4"];

export const AUDIO_CONSTRAINTS: MediaTrackConstraints = {
  sampleRate: 44_100,
  echoCancellation: true,
  noiseSuppression: true,
  autoGainControl: true,
};

/** Data chunks every 100 ms. */
const TIMESLICE_MS = 100;

function pickMimeType(kind: RecorderKind): string | undefined {
  if (typeof MediaRecorder === "undefined" || typeof MediaRecorder.isTypeSupported !== "function") return undefined;
  return (kind === "audio" ? AUDIO_TYPES : VIDEO_TYPES).find((type) => MediaRecorder.isTypeSupported(type));
}

/** A still of the live camera, for the video's poster (media_thumbnail). */
export function captureFrame(video: HTMLVideoElement): Promise<Blob | null> {
  return new Promise((resolve) => {
    const width = video.videoWidth;
    const height = video.videoHeight;
    if (!width || !height) return resolve(null);
    const canvas = document.createElement("canvas");
    const scale = Math.min(1, 720 / Math.max(width, height));
    canvas.width = Math.round(width * scale);
    canvas.height = Math.round(height * scale);
    const context = canvas.getContext("2d");
    if (!context) return resolve(null);
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    canvas.toBlob((blob) => resolve(blob), "image/jpeg", 0.85);
  });
}

/** A poster frame of a chosen video file (null when the browser cannot decode it). */
export function posterOfFile(file: Blob): Promise<Blob | null> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const video = document.createElement("video");
    video.muted = true;
    video.playsInline = true;
    video.preload = "auto";
    const done = (blob: Blob | null) => {
      URL.revokeObjectURL(url);
      resolve(blob);
    };
    const timer = setTimeout(() => done(null), 5000);
    video.onloadeddata = () => {
      if (Number.isFinite(video.duration) && video.duration > 0) {
        video.currentTime = Math.min(0.5, video.duration / 2);
        return;
      }
      // No known duration (a browser's own WebM recording has none): the first frame.
      clearTimeout(timer);
      void captureFrame(video).then(done);
    };
    video.onseeked = () => {
      clearTimeout(timer);
      void captureFrame(video).then(done);
    };
    video.onerror = () => {
      clearTimeout(timer);
      done(null);
    };
    video.src = url;
  });
}

export function useRecorder(kind: RecorderKind) {
  const [state, setState] = useState<RecorderState>({ status: "idle" });
  const [permission, setPermission] = useState<Permission>("unknown");
  const [error, setError] = useState<"startFailed" | null>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  const preview = useRef<HTMLVideoElement | null>(null);
  const urlRef = useRef<string | null>(null);
  /** Ends the current recording (the poster frame first, for a video). */
  const finish = useRef<(() => Promise<void>) | null>(null);

  // What the browser already knows (the Permissions API is not everywhere: then "unknown").
  useEffect(() => {
    const name = (kind === "audio" ? "microphone" : "camera") as PermissionName;
    let status: PermissionStatus | null = null;
    const apply = () => {
      if (status?.state === "granted") setPermission("granted");
      else if (status?.state === "denied") setPermission("denied");
    };
    navigator.permissions
      ?.query({ name })
      .then((result) => {
        status = result;
        apply();
        result.onchange = apply;
      })
      .catch(() => undefined);
    return () => {
      if (status) status.onchange = null;
    };
  }, [kind]);

  const stopTracks = useCallback((media: MediaStream | null) => {
    for (const track of media?.getTracks() ?? []) track.stop();
  }, []);

  const clearTimer = useCallback(() => {
    if (timer.current) clearInterval(timer.current);
    timer.current = null;
  }, []);

  useEffect(
    () => () => {
      clearTimer();
      if (recorder.current && recorder.current.state !== "inactive") recorder.current.stop();
      if (urlRef.current) URL.revokeObjectURL(urlRef.current);
    },
    [clearTimer],
  );
  useEffect(() => () => stopTracks(stream), [stream, stopTracks]);

  const start = useCallback(async () => {
    setError(null);
    let media: MediaStream;
    try {
      media = await navigator.mediaDevices.getUserMedia(
        kind === "audio"
          ? { audio: AUDIO_CONSTRAINTS }
          : {
              audio: AUDIO_CONSTRAINTS,
              video: { facingMode: "user", width: { ideal: 640 }, height: { ideal: 480 } },
            },
      );
    } catch (caught) {
      const name = (caught as { name?: string } | null)?.name;
      if (name === "NotAllowedError" || name === "SecurityError" || name === "PermissionDeniedError") {
        setPermission("denied");
      } else {
        setError("startFailed");
      }
      return;
    }
    setPermission("granted");
    try {
      const mimeType = pickMimeType(kind);
      const rec = new MediaRecorder(media, mimeType ? { mimeType } : undefined);
      const chunks: Blob[] = [];
      const startedAt = Date.now();
      let poster: Blob | null = null;
      let bytes = 0;
      let largestChunk = 0;
      let stoppedBy: RecordingLimit | null = null;
      let finishing = false;
      const end = async (limit: RecordingLimit | null) => {
        if (finishing || rec.state === "inactive") return;
        finishing = true;
        stoppedBy = limit;
        if (kind === "video" && preview.current) poster = await captureFrame(preview.current);
        // The recorder may have stopped by itself meanwhile (the device went away).
        if ((rec.state as RecordingState) !== "inactive") rec.stop();
      };
      finish.current = () => end(null);
      rec.ondataavailable = (event) => {
        if (event.data.size === 0) return;
        chunks.push(event.data);
        bytes += event.data.size;
        largestChunk = Math.max(largestChunk, event.data.size);
        if (bytes + sizeMargin(largestChunk) >= MAX_MEDIA_BYTES) void end("size");
      };
      rec.onstop = () => {
        clearTimer();
        stopTracks(media);
        setStream(null);
        finish.current = null;
        const blob = new Blob(chunks, {
          type: rec.mimeType || mimeType || (kind === "audio" ? "audio/webm" : "video/webm"),
        });
        if (urlRef.current) URL.revokeObjectURL(urlRef.current);
        const url = URL.createObjectURL(blob);
        urlRef.current = url;
        const elapsed = Math.round((Date.now() - startedAt) / 1000);
        const seconds = Math.min(MAX_RECORDING_SECONDS, Math.max(1, elapsed));
        setState({ status: "recorded", blob, url, seconds, poster, stoppedBy });
      };
      recorder.current = rec;
      rec.start(TIMESLICE_MS);
      setStream(media);
      setState({ status: "recording", seconds: 0 });
      timer.current = setInterval(() => {
        const seconds = Math.min(MAX_RECORDING_SECONDS, Math.floor((Date.now() - startedAt) / 1000));
        if (seconds >= MAX_RECORDING_SECONDS) void end("duration");
        setState((current) => (current.status === "recording" ? { status: "recording", seconds } : current));
      }, 250);
    } catch {
      stopTracks(media);
      setError("startFailed");
    }
  }, [kind, stopTracks, clearTimer]);

  const stop = useCallback(async () => {
    await finish.current?.();
  }, []);

  /** Redo: the recording is discarded. */
  const reset = useCallback(() => {
    if (urlRef.current) URL.revokeObjectURL(urlRef.current);
    urlRef.current = null;
    setState({ status: "idle" });
    setError(null);
  }, []);

  return { state, permission, error, stream, preview, start, stop, reset };
}
