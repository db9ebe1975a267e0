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
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { useTranslation } from "#app/services/i18n/i18n-provider.tsx";
import { SHOWCASE_PROFILES, SHOWCASE_ROTATION_MS } from "../showcase.ts";
import { LandingImage } from "./landing-image.tsx";

/**
 * The feature showcase (docs/product/landing-and-demo.md): a phone mockup showing the five sample profiles in turn,
 * every 4 s. The rotation pauses while the pointer is over it or focus is inside it, when
 * the visitor asks for reduced motion, or after the pause button. Server markup: the first
 * sample, and every sample in a <template>; the landing's script turns it
 * (showcase-rotation.ts, started by app/islands/site.client.ts through the data-showcase-* attributes; decision 039).
 */
export function Showcase() {
  const { t } = useTranslation();
  return (
    <section
      aria-roledescription="carousel"
      aria-label={t("landing.showcase.title")}
      data-showcase=""
      data-rotation-ms={SHOWCASE_ROTATION_MS}
      data-paused="true"
      className="flex flex-col items-center"
    >
      <div className="relative h-[580px] w-[280px] rounded-[2.5rem] border-[10px] border-foreground/90 bg-background shadow-2xl">
        <div aria-hidden className="absolute top-2 left-1/2 h-5 w-24 -translate-x-1/2 rounded-full bg-foreground/90" />
        <Slide profile={SHOWCASE_PROFILES[0]!} index={0} />
        {/* Every sample, inert until the script shows it (images load only then). */}
        {SHOWCASE_PROFILES.map((profile, index) => (
          <template key={profile.id} data-showcase-slide={index}>
            <Slide profile={profile} index={index} />
          </template>
        ))}
      </div>

      <div className="mt-4 flex items-center gap-2">
        <Button variant="ghost" size="icon" aria-label={t("landing.showcase.previous")} data-showcase-step="-1">
          <ChevronLeftIcon aria-hidden className="rtl:rotate-180" />
        </Button>
        {SHOWCASE_PROFILES.map((p, i) => (
          <button
            key={p.id}
            type="button"
            aria-label={t("landing.showcase.goTo", { n: i + 1 })}
            aria-current={i === 0 ? "true" : undefined}
            data-showcase-go={i}
            className="group grid size-6 place-items-center"
          >
            <span className="block size-2.5 rounded-full bg-muted-foreground/40 group-aria-[current]:bg-primary" />
          </button>
        ))}
        <Button variant="ghost" size="icon" aria-label={t("landing.showcase.next")} data-showcase-step="1">
          <ChevronRightIcon aria-hidden className="rtl:rotate-180" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t("landing.showcase.pause")}
          aria-pressed={false}
          data-showcase-stop=""
          data-pause-text={t("landing.showcase.pause")}
          data-play-text={t("landing.showcase.play")}
          className="group"
        >
          <PauseIcon aria-hidden className="group-aria-pressed:hidden" />
          <PlayIcon aria-hidden className="hidden group-aria-pressed:block" />
        </Button>
      </div>
    </section>
  );
}

function Slide({ profile, index }: { profile: (typeof SHOWCASE_PROFILES)[number]; index: number }) {
  const { t } = useTranslation();
  const ReviewIcon = profile.review.kind === "audio" ? MicIcon : VideoIcon;

  return (
    <div
      lang={profile.lang}
      dir={profile.dir}
      data-slide={index + 1}
      hidden={index !== 0}
      aria-live="polite"
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
  );
}
