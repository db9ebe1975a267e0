import { PlusIcon, Trash2Icon } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { FormField } from "#app/components/ui/form-field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { LANGUAGES, type Language } from "#app/services/i18n/config.ts";
import { useLanguage, useTranslation } from "#app/services/i18n/i18n-provider.tsx";
import {
  findLanguage,
  LANGUAGE_CATALOGUE,
  languageName,
  POPULAR_LANGUAGES,
  storedLanguageName,
} from "#app/services/languages/catalogue.ts";
import { Flag } from "#app/services/languages/flags.tsx";
import type { ProfileDraft } from "../draft.ts";
import { type DraftUpdate, Guide, ImagePicker, ItemCard, ListField, TextField } from "./editor-fields.tsx";

export function BasicTab({ draft, update }: { draft: ProfileDraft; update: DraftUpdate }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-4">
      <Guide>{t("editor.guides.basic")}</Guide>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          draft={draft}
          update={update}
          name="firstName"
          label={t("editor.fields.firstName")}
          autoComplete="given-name"
        />
        <TextField
          draft={draft}
          update={update}
          name="lastName"
          label={t("editor.fields.lastName")}
          autoComplete="family-name"
        />
        <TextField
          draft={draft}
          update={update}
          name="email"
          type="email"
          label={t("editor.fields.email")}
          autoComplete="email"
        />
        <TextField
          draft={draft}
          update={update}
          name="phone"
          type="tel"
          label={t("editor.fields.phone")}
          autoComplete="tel"
        />
      </div>
      <TextField draft={draft} update={update} name="location" label={t("editor.fields.location")} />
      <PageLanguageField
        value={draft.pageLanguage}
        onChange={(pageLanguage) => update((d) => ({ ...d, pageLanguage }))}
      />
      <ImagePicker
        kind="avatar"
        testId="avatar-file"
        label={t("editor.fields.photo")}
        value={draft.profileImage}
        onChange={(url) => update((d) => ({ ...d, profileImage: url }))}
      />
    </div>
  );
}

/** « Langue de votre page » (decision 027): the language the owner writes in, one of ours. */
function PageLanguageField({ value, onChange }: { value: Language; onChange: (lang: Language) => void }) {
  const { t } = useTranslation();
  const hintId = useId();
  return (
    <fieldset aria-describedby={hintId} className="grid gap-2">
      <legend className="font-medium text-sm leading-none">{t("editor.fields.pageLanguage")}</legend>
      <div className="flex flex-wrap gap-2" data-testid="page-language">
        {LANGUAGES.map((lang) => (
          <label
            key={lang}
            lang={lang}
            className="flex cursor-pointer items-center gap-2 rounded-md border px-3 py-1.5 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
          >
            <input
              type="radio"
              name="pageLanguage"
              value={lang}
              checked={value === lang}
              onChange={() => onChange(lang)}
              className="accent-primary"
            />
            {t(`language.${lang}`)}
          </label>
        ))}
      </div>
      <p id={hintId} className="text-muted-foreground text-xs">
        {t("editor.fields.pageLanguageHint")}
      </p>
    </fieldset>
  );
}

export function ProfessionalTab({ draft, update }: { draft: ProfileDraft; update: DraftUpdate }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const [other, setOther] = useState("");
  const selected = new Set(draft.languages.map((l) => l.name.toLowerCase()));
  const toggle = (entry: { frenchName: string; code: string }) =>
    update((d) =>
      selected.has(entry.frenchName.toLowerCase())
        ? { ...d, languages: d.languages.filter((l) => l.name.toLowerCase() !== entry.frenchName.toLowerCase()) }
        : { ...d, languages: [...d.languages, { name: entry.frenchName, code: entry.code }] },
    );
  const addOther = () => {
    const name = other.trim();
    if (name === "" || selected.has(name.toLowerCase())) return;
    // The catalogue's entry, whether typed as its name in the interface language, in French or in its own.
    const known =
      LANGUAGE_CATALOGUE.find((l) => languageName(l.code, locale)?.toLowerCase() === name.toLowerCase()) ??
      findLanguage({ name });
    if (known && selected.has(known.frenchName.toLowerCase())) return setOther("");
    update((d) => ({
      ...d,
      languages: [...d.languages, { name: known?.frenchName ?? name, code: known?.code ?? "" }],
    }));
    setOther("");
  };
  return (
    <div className="space-y-4">
      <Guide>{t("editor.guides.professional")}</Guide>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField draft={draft} update={update} name="jobTitle" label={t("editor.fields.jobTitle")} />
        <TextField draft={draft} update={update} name="company" label={t("editor.fields.company")} />
      </div>
      <TextField draft={draft} update={update} name="bio" multiline label={t("editor.fields.bio")} />
      <TextField draft={draft} update={update} name="industry" label={t("editor.fields.industry")} />
      <fieldset className="space-y-2">
        <legend className="font-medium text-sm">{t("editor.fields.languages")}</legend>
        <div className="flex flex-wrap gap-2">
          {POPULAR_LANGUAGES.map((l) => {
            const on = selected.has(l.frenchName.toLowerCase());
            return (
              <button
                key={l.code}
                type="button"
                aria-pressed={on}
                onClick={() => toggle(l)}
                className={`rounded-full border px-3 py-1 text-sm ${on ? "border-primary bg-primary text-primary-foreground" : "hover:bg-accent"}`}
              >
                <span className="inline-flex items-center gap-1.5">
                  <Flag country={l.country} />
                  {languageName(l.code, locale) ?? l.frenchName}
                </span>
              </button>
            );
          })}
        </div>
        {draft.languages.some((l) => !POPULAR_LANGUAGES.some((p) => p.frenchName === l.name)) ? (
          <ul className="flex flex-wrap gap-2">
            {draft.languages
              .filter((l) => !POPULAR_LANGUAGES.some((p) => p.frenchName === l.name))
              .map((l) => (
                <li key={l.name} className="inline-flex items-center gap-1 rounded-full bg-muted px-3 py-1 text-sm">
                  {storedLanguageName(l, locale)}
                  <button
                    type="button"
                    aria-label={t("editor.fields.removeLanguage", { name: storedLanguageName(l, locale) })}
                    onClick={() => update((d) => ({ ...d, languages: d.languages.filter((x) => x.name !== l.name) }))}
                  >
                    <Trash2Icon aria-hidden className="size-3" />
                  </button>
                </li>
              ))}
          </ul>
        ) : null}
        <div className="flex gap-2">
          <Input
            list="editor-language-list"
            aria-label={t("editor.fields.otherLanguage")}
            placeholder={t("editor.fields.otherLanguage")}
            value={other}
            onChange={(e) => setOther(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === "Enter") {
                e.preventDefault();
                addOther();
              }
            }}
          />
          <datalist id="editor-language-list">
            {LANGUAGE_CATALOGUE.map((l) => (
              <option key={l.code} value={languageName(l.code, locale) ?? l.frenchName} />
            ))}
          </datalist>
          <Button type="button" variant="outline" onClick={addOther}>
            {t("editor.fields.addLanguage")}
          </Button>
        </div>
      </fieldset>
    </div>
  );
}

export function SkillsTab({ draft, update }: { draft: ProfileDraft; update: DraftUpdate }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-4">
      <Guide>{t("editor.guides.skills")}</Guide>
      <ListField
        id="editor-skills"
        label={t("editor.fields.skills")}
        value={draft.skills}
        onChange={(skills) => update((d) => ({ ...d, skills }))}
      />
      <ListField
        id="editor-tools"
        label={t("editor.fields.tools")}
        value={draft.tools}
        onChange={(tools) => update((d) => ({ ...d, tools }))}
      />
    </div>
  );
}

export function PortfolioTab({ draft, update }: { draft: ProfileDraft; update: DraftUpdate }) {
  const { t } = useTranslation();
  const set = (index: number, change: Partial<ProfileDraft["portfolio"][number]>) =>
    update((d) => ({ ...d, portfolio: d.portfolio.map((p, i) => (i === index ? { ...p, ...change } : p)) }));
  return (
    <div className="space-y-4">
      <Guide>{t("editor.guides.portfolio")}</Guide>
      {draft.portfolio.map((item, index) => (
        <ItemCard
          key={item.id || index}
          legend={t("editor.portfolio.item", { n: index + 1 })}
          removeLabel={t("editor.portfolio.remove")}
          onRemove={() => update((d) => ({ ...d, portfolio: d.portfolio.filter((_, i) => i !== index) }))}
        >
          <FormField id={`portfolio-${index}-title`} label={t("editor.fields.title")}>
            <Input
              id={`portfolio-${index}-title`}
              value={item.title}
              onChange={(e) => set(index, { title: e.target.value })}
            />
          </FormField>
          <FormField id={`portfolio-${index}-description`} label={t("editor.fields.description")}>
            <Textarea
              id={`portfolio-${index}-description`}
              rows={3}
              value={item.description}
              onChange={(e) => set(index, { description: e.target.value })}
            />
          </FormField>
          <ImagePicker
            kind="portfolio"
            testId={`portfolio-${index}-file`}
            label={t("editor.fields.image")}
            value={item.image}
            onChange={(image) => set(index, { image })}
          />
          <FormField id={`portfolio-${index}-url`} label={t("editor.fields.projectUrl")}>
            <Input
              id={`portfolio-${index}-url`}
              type="url"
              dir="ltr"
              value={item.projectUrl}
              onChange={(e) => set(index, { projectUrl: e.target.value })}
            />
          </FormField>
          <ListField
            id={`portfolio-${index}-technologies`}
            label={t("editor.fields.technologies")}
            value={item.technologies}
            onChange={(technologies) => set(index, { technologies })}
          />
        </ItemCard>
      ))}
      <Button
        type="button"
        variant="outline"
        onClick={() =>
          update((d) => ({
            ...d,
            portfolio: [
              ...d.portfolio,
              { id: crypto.randomUUID(), title: "", description: "", image: "", projectUrl: "", technologies: [] },
            ],
          }))
        }
      >
        <PlusIcon aria-hidden />
        {t("editor.portfolio.add")}
      </Button>
    </div>
  );
}

export function FaqTab({ draft, update }: { draft: ProfileDraft; update: DraftUpdate }) {
  const { t } = useTranslation();
  const set = (index: number, change: Partial<ProfileDraft["faqs"][number]>) =>
    update((d) => ({ ...d, faqs: d.faqs.map((f, i) => (i === index ? { ...f, ...change } : f)) }));
  return (
    <div className="space-y-4">
      <Guide>{t("editor.guides.faq")}</Guide>
      {draft.faqs.map((item, index) => (
        <ItemCard
          key={item.id || index}
          legend={t("editor.faq.item", { n: index + 1 })}
          removeLabel={t("editor.faq.remove")}
          onRemove={() => update((d) => ({ ...d, faqs: d.faqs.filter((_, i) => i !== index) }))}
        >
          <FormField id={`faq-${index}-question`} label={t("editor.fields.question")}>
            <Input
              id={`faq-${index}-question`}
              value={item.question}
              onChange={(e) => set(index, { question: e.target.value })}
            />
          </FormField>
          <FormField id={`faq-${index}-answer`} label={t("editor.fields.answer")}>
            <Textarea
              id={`faq-${index}-answer`}
              rows={3}
              value={item.answer}
              onChange={(e) => set(index, { answer: e.target.value })}
            />
          </FormField>
          <FormField id={`faq-${index}-category`} label={t("editor.fields.category")}>
            <Input
              id={`faq-${index}-category`}
              value={item.category}
              onChange={(e) => set(index, { category: e.target.value })}
            />
          </FormField>
        </ItemCard>
      ))}
      <Button
        type="button"
        variant="outline"
        onClick={() =>
          update((d) => ({
            ...d,
            faqs: [...d.faqs, { id: crypto.randomUUID(), question: "", answer: "", category: "Général" }],
          }))
        }
      >
        <PlusIcon aria-hidden />
        {t("editor.faq.add")}
      </Button>
    </div>
  );
}
