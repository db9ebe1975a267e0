import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { CheckIcon, CopyIcon, ExternalLinkIcon } from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { Form, Link } from "react-router";
import { toast } from "sonner";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { DashboardHeader } from "#app/features/dashboard/index.ts";
import { embedHeightOf, iframeSnippet, iframeSrc, MEASURE_MESSAGE, scriptSnippet } from "#app/features/embed/index.ts";
import { useCopied } from "#app/lib/use-copied.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { cn } from "#app/lib/utils.ts";
import { useTranslation } from "#app/services/i18n/i18n-provider.tsx";
import {
  EMBED_LANGUAGES,
  EMBED_LAYOUTS,
  EMBED_MAX,
  EMBED_THEMES,
  EMBED_VARIANTS,
  type EmbedOptions,
  EmbedOptionsSchema,
  snippetOptions,
} from "../embed-options.ts";
import type { EmbedPageData } from "../embed-page.server.ts";

const FORM_ID = "embed-options";

/**
 * /dashboard/embed (« Intégrer »): the owner picks the widget's layout, theme, language and
 * number of reviews, sees it live (an iframe of /{slug}/embed), and copies the script tag
 * or the iframe snippet. The choices are a GET form, so the page also works without
 * JavaScript (the server renders the snippet of the query string); with it, every change
 * updates the snippet and the preview at once, and the address keeps the choices.
 */
export function EmbedScreen({ page }: { page: EmbedPageData }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col bg-muted/30">
      <DashboardHeader />
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 outline-none sm:px-6 sm:py-12">
        <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">{t("integrate.title")}</h1>
        <p className="mt-2 max-w-3xl text-pretty text-muted-foreground">{t("integrate.description")}</p>
        {page.profile ? (
          <EmbedBuilder page={page} profile={page.profile} />
        ) : (
          <div className="mt-8 rounded-xl border bg-card p-6 text-center">
            <p>{t("integrate.noProfile")}</p>
            <Link to="/dashboard" className={cn(buttonVariants(), "mt-4")}>
              {t("integrate.createProfile")}
            </Link>
          </div>
        )}
      </main>
    </div>
  );
}

function Panel({
  title,
  id,
  children,
  className,
}: {
  title: string;
  id: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={id} className={cn("min-w-0 rounded-2xl border bg-card p-4 shadow-xs sm:p-6", className)}>
      <h2 id={id} className="font-semibold text-lg tracking-tight">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** One choice among a few, as radio buttons drawn as a segmented control (native: keyboard and no-JS work). */
function Choice<T extends string>({
  name,
  legend,
  values,
  value,
  label,
}: {
  name: keyof EmbedOptions;
  legend: string;
  values: readonly T[];
  value: T;
  label: (value: T) => string;
}) {
  return (
    <fieldset className="min-w-0">
      <legend className="mb-2 font-medium text-sm">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {values.map((option) => (
          <label
            key={option}
            className="relative inline-flex h-9 cursor-pointer items-center rounded-md border bg-background px-3 font-medium text-sm hover:bg-accent has-[:checked]:border-primary has-[:checked]:bg-primary has-[:checked]:text-primary-foreground has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
          >
            <input
              type="radio"
              name={name}
              value={option}
              defaultChecked={option === value}
              className="sr-only"
              data-testid={`embed-${name}-${option}`}
            />
            {label(option)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function EmbedBuilder({ page, profile }: { page: EmbedPageData; profile: { slug: string; name: string } }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [options, setOptions] = useState<EmbedOptions>(page.options);
  const [form, fields] = useForm({
    id: FORM_ID,
    constraint: getZodConstraint(EmbedOptionsSchema),
    shouldValidate: "onInput",
    defaultValue: { ...page.options, max: String(page.options.max) },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: EmbedOptionsSchema }),
  });

  // Every valid change: the snippet, the preview and the address follow (no navigation).
  const onChange = (event: React.FormEvent<HTMLFormElement>) => {
    const parsed = EmbedOptionsSchema.safeParse(Object.fromEntries(new FormData(event.currentTarget)));
    if (!parsed.success) return;
    setOptions(parsed.data);
    const query = new URLSearchParams({ ...parsed.data, max: String(parsed.data.max) });
    window.history.replaceState(window.history.state, "", `?${query}`);
  };

  const title = t("integrate.iframeTitle", { name: profile.name });
  const snippet =
    options.variant === "script"
      ? scriptSnippet(page.publicUrl, snippetOptions(profile.slug, options))
      : iframeSnippet(page.publicUrl, snippetOptions(profile.slug, options), title);
  const maxError = fields.max.errors?.[0];

  return (
    <div className="mt-8 grid min-w-0 gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] lg:items-start">
      <Panel title={t("integrate.options.title")} id="embed-options-title">
        <Form method="get" {...getFormProps(form)} onChange={onChange} className="grid gap-5">
          <Choice
            name="layout"
            legend={t("integrate.options.layout")}
            values={EMBED_LAYOUTS}
            value={page.options.layout}
            label={(v) => t(`integrate.layouts.${v}`)}
          />
          <Choice
            name="theme"
            legend={t("integrate.options.theme")}
            values={EMBED_THEMES}
            value={page.options.theme}
            label={(v) => t(`integrate.themes.${v}`)}
          />
          <Choice
            name="language"
            legend={t("integrate.options.language")}
            values={EMBED_LANGUAGES}
            value={page.options.language}
            label={(v) => t(`integrate.languages.${v}`)}
          />
          <div className="grid gap-2">
            <Label htmlFor={fields.max.id}>{t("integrate.options.max")}</Label>
            <Input
              {...getInputProps(fields.max, { type: "number" })}
              inputMode="numeric"
              step={1}
              className="w-28"
              data-testid="embed-max"
            />
            <p
              id={fields.max.descriptionId}
              className={cn("text-xs", maxError ? "text-destructive" : "text-muted-foreground")}
            >
              {maxError ? t(maxError as "integrate.errors.max", EMBED_MAX) : t("integrate.options.maxHint", EMBED_MAX)}
            </p>
          </div>
          <Choice
            name="variant"
            legend={t("integrate.options.variant")}
            values={EMBED_VARIANTS}
            value={page.options.variant}
            label={(v) => t(`integrate.variants.${v}`)}
          />
          {hydrated ? null : (
            <Button type="submit" variant="outline" className="justify-self-start">
              {t("integrate.options.apply")}
            </Button>
          )}
        </Form>
      </Panel>

      <div className="grid min-w-0 gap-6">
        <Panel title={t("integrate.snippet.title")} id="embed-snippet-title">
          <p className="text-muted-foreground text-sm">
            {options.variant === "script" ? t("integrate.snippet.scriptHint") : t("integrate.snippet.iframeHint")}
          </p>
          <pre
            className="mt-3 max-h-72 overflow-auto whitespace-pre-wrap break-all rounded-lg border bg-muted p-3 font-mono text-xs leading-relaxed"
            dir="ltr"
            data-testid="embed-snippet"
          >
            <code>{snippet}</code>
          </pre>
          <CopyButton text={snippet} />
        </Panel>

        <Panel title={t("integrate.preview.title")} id="embed-preview-title">
          <Preview src={iframeSrc("", snippetOptions(profile.slug, options))} title={title} />
          <a
            href={`/${profile.slug}/wall`}
            target="_blank"
            rel="noopener"
            className="mt-3 inline-flex items-center gap-1 text-primary text-sm hover:underline"
          >
            {t("integrate.preview.wall")}
            <ExternalLinkIcon aria-hidden className="size-4" />
          </a>
        </Panel>

        <Panel title={t("integrate.guide.title")} id="embed-guide-title">
          <Guide />
        </Panel>
      </div>
    </div>
  );
}

function CopyButton({ text }: { text: string }) {
  const { t } = useTranslation();
  const { copied, copy: copyText } = useCopied();
  const copy = async () => {
    if (await copyText(text)) toast.success(t("integrate.snippet.copied"));
    else toast.error(t("integrate.snippet.copyFailed"));
  };
  return (
    <Button type="button" onClick={copy} className="mt-3" data-testid="embed-copy">
      {copied ? <CheckIcon aria-hidden /> : <CopyIcon aria-hidden />}
      {t("integrate.snippet.copy")}
    </Button>
  );
}

/** The live preview: the iframe variant itself, resized by its height message (checked as the snippet checks it). */
function Preview({ src, title }: { src: string; title: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(420);
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const next = embedHeightOf(event, window.location.origin, frame.current?.contentWindow);
      if (next !== null) setHeight(Math.min(next, 4000));
    };
    window.addEventListener("message", onMessage);
    // The frame may have told its height before this page was hydrated: ask again.
    frame.current?.contentWindow?.postMessage({ type: MEASURE_MESSAGE }, window.location.origin);
    return () => window.removeEventListener("message", onMessage);
  }, []);
  return (
    <div className="overflow-hidden rounded-lg border bg-background">
      <iframe
        ref={frame}
        src={src}
        title={title}
        className="block w-full border-0"
        style={{ height }}
        data-testid="embed-preview"
      />
    </div>
  );
}

function Guide() {
  const { t } = useTranslation();
  const steps = [
    { key: "html", title: t("integrate.guide.html.title"), text: t("integrate.guide.html.text") },
    { key: "wordpress", title: t("integrate.guide.wordpress.title"), text: t("integrate.guide.wordpress.text") },
    { key: "builders", title: t("integrate.guide.builders.title"), text: t("integrate.guide.builders.text") },
  ];
  return (
    <div className="grid gap-4 text-sm">
      {steps.map((step) => (
        <div key={step.key}>
          <h3 className="font-medium">{step.title}</h3>
          <p className="mt-1 text-pretty text-muted-foreground">{step.text}</p>
        </div>
      ))}
      <p className="text-muted-foreground text-xs">{t("integrate.guide.honesty")}</p>
    </div>
  );
}
