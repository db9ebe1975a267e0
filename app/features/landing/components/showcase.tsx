import {
  BadgeCheckIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  MapPinIcon,
  MicIcon,
  PauseIcon,
  PlayIcon,
  StarIcon,
  VideoIcon,
} from "lucide-react";
import { useEffect, useState } from "react";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { cn } from "#app/lib/utils.ts";
import { useTranslation } from "#app/services/i18n/i18n-provider.tsx";
import { SHOWCASE_PROFILES, SHOWCASE_ROTATION_MS } from "../showcase.ts";
import { LandingImage } from "./landing-image.tsx";

function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia("(prefers-reduced-motion: reduce)");
    setReduced(query.matches);
    const onChange = () => setReduced(query.matches);
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);
  return reduced;
}

/**
 * The feature showcase (docs/product/landing-and-demo.md): a phone mockup showing the five sample profiles in turn,
 * every 4 s. The rotation pauses while the pointer is over it or focus is inside it, when
 * the visitor asks for reduced motion, or after the pause button.
 */
export function Showcase() {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const paused = hovered || focused || stopped || reducedMotion;
  const count = SHOWCASE_PROFILES.length;

  useEffect(() => {
    if (paused) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), SHOWCASE_ROTATION_MS);
    return () => window.clearInterval(timer);
  }, [paused]);

  const profile = SHOWCASE_PROFILES[index]!;
  const ReviewIcon = profile.review.kind === "audio" ? MicIcon : VideoIcon;

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t("landing.showcase.title")}
      data-paused={paused ? "true" : "false"}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      className="flex flex-col items-center"
    >
      <div className="relative h-[580px] w-[280px] rounded-[2.5rem] border-[10px] border-foreground/90 bg-background shadow-2xl">
        <div aria-hidden className="absolute top-2 left-1/2 h-5 w-24 -translate-x-1/2 rounded-full bg-foreground/90" />
        <div
          key={profile.id}
          lang={profile.lang}
          dir={profile.dir}
          data-slide={index + 1}
          aria-live={paused ? "polite" : "off"}
          className="flex h-full flex-col overflow-hidden rounded-[1.9rem] text-start"
        >
          <div className="h-20 shrink-0 bg-gradient-to-br from-primary/70 to-brand/60" />
          <div className="-mt-12 flex flex-col items-center px-4 text-center">
            <LandingImage
              src={profile.image}
              alt={profile.name}
              width={96}
              height={96}
              priority={index === 0}
              className="size-24 rounded-full border-4 border-background"
            />
            <p className="mt-2 flex items-center gap-1 font-semibold" data-testid="showcase-name">
              {profile.name}
              <BadgeCheckIcon aria-label={t("landing.showcase.verified")} className="size-4 text-primary" />
            </p>
            <p className="text-muted-foreground text-sm">{profile.title}</p>
            <p className="mt-1 flex items-center gap-1 text-muted-foreground text-xs">
              <MapPinIcon aria-hidden className="size-3" />
              {profile.location} · {profile.language}
            </p>
          </div>
          <p className="mt-3 px-4 text-sm">{profile.description}</p>
          <ul aria-label={t("landing.showcase.skills")} className="mt-3 flex flex-wrap gap-1.5 px-4">
            {profile.skills.map((skill) => (
              <li key={skill}>
                <Badge variant="secondary">{skill}</Badge>
              </li>
            ))}
          </ul>
          <div className="mx-4 mt-auto mb-5 rounded-lg border bg-muted/50 p-3">
            <p className="flex items-center gap-1.5 font-medium text-primary text-xs">
              <ReviewIcon aria-hidden className="size-3.5" />
              {profile.review.kind === "audio" ? t("landing.showcase.reviewAudio") : t("landing.showcase.reviewVideo")}
            </p>
            <p className="mt-1 flex gap-0.5" role="img" aria-label={`${profile.review.rating}/5`}>
              {Array.from({ length: profile.review.rating }, (_, i) => (
                <StarIcon key={i} aria-hidden className="size-3.5 fill-warning text-warning" />
              ))}
            </p>
            <p className="mt-1 text-sm">“{profile.review.quote}”</p>
            <p className="mt-1 text-muted-foreground text-xs">— {profile.review.author}</p>
          </div>
        </div>
      </div>

      <div className="mt-4 flex items-center gap-2">
        <Button
          variant="ghost"
          size="icon"
          aria-label={t("landing.showcase.previous")}
          onClick={() => setIndex((index - 1 + count) % count)}
        >
          <ChevronLeftIcon aria-hidden className="rtl:rotate-180" />
        </Button>
        {SHOWCASE_PROFILES.map((p, i) => (
          <button
            key={p.id}
            type="button"
            aria-label={t("landing.showcase.goTo", { n: i + 1 })}
            aria-current={i === index ? "true" : undefined}
            onClick={() => setIndex(i)}
            className="grid size-6 place-items-center"
          >
            <span
              className={cn("block size-2.5 rounded-full", i === index ? "bg-primary" : "bg-muted-foreground/40")}
            />
          </button>
        ))}
        <Button
          variant="ghost"
          size="icon"
          aria-label={t("landing.showcase.next")}
          onClick={() => setIndex((index + 1) % count)}
        >
          <ChevronRightIcon aria-hidden className="rtl:rotate-180" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          aria-label={stopped ? t("landing.showcase.play") : t("landing.showcase.pause")}
          onClick={() => setStopped(!stopped)}
        >
          {stopped ? <PlayIcon aria-hidden /> : <PauseIcon aria-hidden />}
        </Button>
      </div>
    </section>
  );
}
