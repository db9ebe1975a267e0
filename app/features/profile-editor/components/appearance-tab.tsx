import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { CheckIcon, TriangleAlertIcon } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { toast } from "sonner";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { cn } from "#app/lib/utils.ts";
import { useFormat, useTranslation } from "#app/services/i18n/i18n-provider.tsx";
import { BrandFonts } from "#app/services/theme/brand-fonts.tsx";
import {
  BRAND_BACKGROUNDS,
  BRAND_COLOR_SCHEMES,
  BRAND_CORNERS,
  type BrandingSettings,
  checkAccent,
  FONT_PAIRS,
  fontStacks,
  MIN_CONTRAST,
  normalizeHex,
} from "#app/services/theme/branding.ts";
import { BRANDING_PATH, type BrandingActionData, BrandingFormSchema } from "../branding-schema.ts";
import { Guide } from "./editor-fields.tsx";

/** The accent the colour picker shows while none is chosen: Fiable's own (app/app.css `--primary`). */
const PRODUCT_ACCENT = "#3c41ae";

/**
 * POST /dashboard/branding with fetch, as the editor's Save does: whatever goes wrong comes
 * back as an answer, and the form keeps what the owner chose.
 */
async function postBranding(form: FormData, failed: string, expired: string): Promise<BrandingActionData> {
  try {
    const response = await fetch(BRANDING_PATH, {
      method: "POST",
      body: new URLSearchParams(form as unknown as Record<string, string>),
      headers: { Accept: "application/json" },
      redirect: "manual",
    });
    if (response.type === "opaqueredirect" || response.status === 401)
      return { ok: false, toast: expired, field: null };
    const body = (await response.json().catch(() => null)) as BrandingActionData | null;
    if (body && typeof body.ok === "boolean" && typeof body.toast === "string") return body;
  } catch {
    // The network: said below.
  }
  return { ok: false, toast: failed, field: null };
}

/**
 * « Apparence » (decision 045): accent colour with its live contrast readout, background,
 * font pair, corners and colour scheme. The phone preview follows `value` as it changes;
 * saving goes through the server's rule (its refusal keeps the values and says why).
 */
export function AppearanceTab({
  value,
  onChange,
  onSaved,
  hasPhoto,
  hasProfile,
}: {
  value: BrandingSettings;
  onChange: (next: BrandingSettings) => void;
  onSaved: (saved: BrandingSettings) => void;
  /** The profile has a photo: the « cover » background can use it. */
  hasPhoto: boolean;
  hasProfile: boolean;
}) {
  const { t } = useTranslation();
  const [saving, setSaving] = useState(false);
  const [refused, setRefused] = useState<{ field: string | null; message: string } | null>(null);
  const [form] = useForm({
    id: "branding",
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: BrandingFormSchema }),
    onSubmit: async (event, { formData, submission }) => {
      event.preventDefault();
      if (submission?.status !== "success") return;
      setSaving(true);
      const answer = await postBranding(formData, t("editor.keptHere"), t("editor.sessionExpired"));
      setSaving(false);
      if (answer.ok) {
        setRefused(null);
        onSaved(answer.saved);
        toast.success(answer.toast);
      } else {
        setRefused({ field: answer.field, message: answer.toast });
        toast.error(answer.toast);
      }
    },
  });
  const set = <K extends keyof BrandingSettings>(key: K, next: BrandingSettings[K]) => {
    if (refused?.field === key) setRefused(null);
    onChange({ ...value, [key]: next });
  };

  return (
    <form {...getFormProps(form)} className="space-y-6" data-testid="appearance-form">
      <Guide>{t("editor.guides.appearance")}</Guide>
      {hasProfile ? null : (
        <p role="note" className="rounded-md border border-warning/60 bg-warning/10 p-3 text-sm">
          {t("editor.appearance.saveProfileFirst")}
        </p>
      )}
      <AccentField
        value={value}
        onChange={(accent) => set("accentColor", accent)}
        error={refused?.field === "accentColor" ? refused.message : undefined}
      />
      <Choice
        name="background"
        legend={t("editor.appearance.background")}
        value={value.background}
        options={BRAND_BACKGROUNDS.map((key) => ({
          key,
          label: t(`editor.appearance.backgrounds.${key}`),
          disabled: key === "cover" && !hasPhoto,
        }))}
        onChange={(next) => set("background", next)}
        hint={hasPhoto ? t("editor.appearance.coverHint") : t("editor.appearance.noCover")}
        error={refused?.field === "background" ? refused.message : undefined}
      />
      <FontPairField value={value.fontPair} onChange={(next) => set("fontPair", next)} />
      <Choice
        name="corners"
        legend={t("editor.appearance.corners")}
        value={value.corners}
        options={BRAND_CORNERS.map((key) => ({ key, label: t(`editor.appearance.cornerStyles.${key}`) }))}
        onChange={(next) => set("corners", next)}
      />
      <Choice
        name="colorScheme"
        legend={t("editor.appearance.colorScheme")}
        value={value.colorScheme}
        options={BRAND_COLOR_SCHEMES.map((key) => ({ key, label: t(`editor.appearance.schemes.${key}`) }))}
        onChange={(next) => set("colorScheme", next)}
        hint={t("editor.appearance.schemeHint")}
      />
      <Button type="submit" disabled={saving || !hasProfile} data-testid="save-appearance">
        {saving ? t("editor.nav.saving") : t("editor.appearance.save")}
      </Button>
    </form>
  );
}

function AccentField({
  value,
  onChange,
  error,
}: {
  value: BrandingSettings;
  onChange: (accent: string | null) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const { number } = useFormat();
  const id = useId();
  const readoutId = `${id}-readout`;
  const typed = value.accentColor ?? "";
  const hex = normalizeHex(typed);
  const ratio = (r: number) => number(r, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const check = typed === "" ? null : checkAccent(typed, value);
  let readout: ReactNode;
  if (check === null) readout = t("editor.appearance.productAccent");
  else if (check.ok) {
    readout = (
      <span className="inline-flex items-center gap-1 text-success">
        <CheckIcon aria-hidden className="size-4" />
        {t("editor.appearance.contrastOk", { ratio: ratio(check.ratio), minimum: ratio(MIN_CONTRAST) })}
      </span>
    );
  } else {
    readout = (
      <span className="inline-flex items-center gap-1 text-destructive">
        <TriangleAlertIcon aria-hidden className="size-4" />
        {check.reason === "format"
          ? t("editor.appearance.errors.format")
          : t(check.use === "label" ? "editor.appearance.errors.labelContrast" : "editor.appearance.errors.contrast", {
              ratio: ratio(check.ratio),
              minimum: ratio(MIN_CONTRAST),
            })}
      </span>
    );
  }
  return (
    <fieldset className="grid gap-2">
      <legend className="font-medium text-sm leading-none">{t("editor.appearance.accent")}</legend>
      <div className="flex flex-wrap items-center gap-2">
        <input
          type="color"
          aria-label={t("editor.appearance.picker")}
          value={hex ?? PRODUCT_ACCENT}
          onChange={(e) => onChange(e.target.value)}
          className="h-10 w-14 cursor-pointer rounded-md border bg-background p-1"
          data-testid="accent-picker"
        />
        <Input
          id={`${id}-hex`}
          name="accentColor"
          value={typed}
          placeholder={PRODUCT_ACCENT}
          onChange={(e) => onChange(e.target.value === "" ? null : e.target.value)}
          aria-label={t("editor.appearance.hex")}
          aria-invalid={error || (check && !check.ok) ? true : undefined}
          aria-describedby={readoutId}
          className="w-32 font-mono"
          dir="ltr"
          spellCheck={false}
          autoComplete="off"
          data-testid="accent-hex"
        />
        {typed !== "" ? (
          <Button type="button" variant="ghost" size="sm" onClick={() => onChange(null)}>
            {t("editor.appearance.reset")}
          </Button>
        ) : null}
      </div>
      <p id={readoutId} role="status" aria-live="polite" className="text-sm" data-testid="contrast-readout">
        {readout}
      </p>
      {error ? (
        <p role="alert" className="text-destructive text-sm" data-testid="appearance-error">
          {error}
        </p>
      ) : null}
      <p className="text-muted-foreground text-xs">{t("editor.appearance.accentHint")}</p>
    </fieldset>
  );
}

/** « Montserrat + Inter », « Nunito » (one family for both), nothing for the system's. */
function familiesOf(pair: { heading: string | null; body: string | null }): string {
  const name = (family: string | null) => family?.replace(" Variable", "") ?? "";
  if (!pair.heading) return "";
  return pair.heading === pair.body ? name(pair.heading) : `${name(pair.heading)} + ${name(pair.body)}`;
}

function FontPairField({
  value,
  onChange,
}: {
  value: BrandingSettings["fontPair"];
  onChange: (next: BrandingSettings["fontPair"]) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="grid gap-2">
      <legend className="font-medium text-sm leading-none">{t("editor.appearance.fonts")}</legend>
      <div className="grid gap-2 sm:grid-cols-2" data-testid="font-pairs">
        {FONT_PAIRS.map((pair) => {
          const stacks = fontStacks(pair.key);
          return (
            <label
              key={pair.key}
              className="flex cursor-pointer items-start gap-3 rounded-md border p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
            >
              <BrandFonts pair={pair.key} />
              <input
                type="radio"
                name="fontPair"
                value={pair.key}
                checked={value === pair.key}
                onChange={() => onChange(pair.key)}
                className="mt-1 accent-primary"
              />
              <span className="grid min-w-0 gap-0.5">
                <span className="font-medium">{t(`editor.appearance.fontPairs.${pair.key}`)}</span>
                <span className="text-lg leading-tight" style={stacks ? { fontFamily: stacks.heading } : undefined}>
                  {t("editor.appearance.sampleHeading")}
                </span>
                <span
                  className="text-muted-foreground text-xs"
                  style={stacks ? { fontFamily: stacks.body } : undefined}
                >
                  {familiesOf(pair)}
                  {pair.heading ? " · " : ""}
                  {t("editor.appearance.sampleBody")}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

function Choice<K extends string>({
  name,
  legend,
  value,
  options,
  onChange,
  hint,
  error,
}: {
  name: string;
  legend: string;
  value: K;
  options: { key: K; label: string; disabled?: boolean }[];
  onChange: (next: K) => void;
  hint?: string;
  error?: string;
}) {
  const hintId = useId();
  return (
    <fieldset aria-describedby={hint ? hintId : undefined} className="grid gap-2">
      <legend className="font-medium text-sm leading-none">{legend}</legend>
      <div className="flex flex-wrap gap-2" data-testid={`appearance-${name}`}>
        {options.map((option) => (
          <label
            key={option.key}
            className={cn(
              "flex items-center gap-2 rounded-md border px-3 py-1.5 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring",
              option.disabled ? "cursor-not-allowed opacity-60" : "cursor-pointer",
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.key}
              checked={value === option.key}
              disabled={option.disabled}
              onChange={() => onChange(option.key)}
              className="accent-primary"
            />
            {option.label}
          </label>
        ))}
      </div>
      {hint ? (
        <p id={hintId} className="text-muted-foreground text-xs">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="text-destructive text-sm">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
