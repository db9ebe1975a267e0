import { getFormProps, getInputProps, getTextareaProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { ExternalLinkIcon, PencilIcon, SearchIcon, Trash2Icon } from "lucide-react";
import { type ReactNode, useState } from "react";
import { type FetcherWithComponents, Form, Link, useFetcher } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "#app/components/ui/dialog.tsx";
import { FormField } from "#app/components/ui/form-field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { slugify } from "#app/features/address/index.ts";
import { useReplyToast } from "#app/lib/use-reply-toast.ts";
import { useFormat, useTranslation } from "#app/services/i18n/i18n-provider.tsx";
import type { ProfileActionReply } from "../console-actions.server.ts";
import type { AdminProfile, ProfilePage } from "../list-profiles.server.ts";
import { AdminProfileSchema, PROFILE_LIMITS } from "../schema.ts";
import { VerifiedBadge } from "./admin-shell.tsx";
import { EmptyState, Pagination } from "./pagination.tsx";

/**
 * The Profils tab of /admin (docs/product/admin.md): search (on the server, by the start of the name or
 * address), then name, verified badge, title or 'Pas de titre', slug and creation date,
 * with Voir (the public page in a new tab), Modifier (the edit dialog) and Suppr.
 */
export function ProfilesTab({ page, q, host }: { page: ProfilePage; q: string; host: string }) {
  const { t } = useTranslation();
  return (
    <section aria-label={t("admin.tabs.profiles")}>
      {/* Keyed by the search: 'Effacer' empties the field. */}
      <Form key={q} method="get" role="search" className="mb-4 flex flex-wrap items-end gap-2" preventScrollReset>
        <input type="hidden" name="tab" value="profiles" />
        <div className="grid min-w-56 flex-1 gap-1.5">
          <Label htmlFor="admin-profile-search">{t("admin.profiles.search")}</Label>
          <Input
            id="admin-profile-search"
            type="search"
            name="q"
            defaultValue={q}
            placeholder={t("admin.profiles.searchPlaceholder")}
            maxLength={100}
          />
        </div>
        <Button type="submit" variant="secondary">
          <SearchIcon aria-hidden />
          {t("admin.profiles.searchSubmit")}
        </Button>
        {q ? (
          <Button asChild variant="ghost">
            <Link to="?tab=profiles" preventScrollReset>
              {t("admin.profiles.clear")}
            </Link>
          </Button>
        ) : null}
        <p className="basis-full text-muted-foreground text-sm" aria-live="polite">
          {t("admin.profiles.found", { count: page.total })}
        </p>
      </Form>

      {page.profiles.length === 0 ? (
        <EmptyState>{t("admin.profiles.empty")}</EmptyState>
      ) : (
        <ul className="divide-y rounded-xl border bg-card">
          {page.profiles.map((profile) => (
            <ProfileRow key={profile.id} profile={profile} host={host} />
          ))}
        </ul>
      )}
      <Pagination page={page.page} pageCount={page.pageCount} param="page" extra={{ tab: "profiles" }} />
    </section>
  );
}

function ProfileRow({ profile, host }: { profile: AdminProfile; host: string }) {
  const { t } = useTranslation();
  const { date } = useFormat();
  return (
    <li
      className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3"
      data-testid="admin-profile-row"
      data-slug={profile.slug}
    >
      <div className="min-w-56 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          <span className="truncate" dir="auto">
            {profile.name}
          </span>
          <VerifiedBadge verified={profile.verified} />
        </p>
        <p className={profile.title ? "truncate text-sm" : "text-muted-foreground text-sm italic"} dir="auto">
          {profile.title ?? t("admin.profiles.noTitle")}
        </p>
        <p className="text-muted-foreground text-xs">
          <span dir="ltr">/{profile.slug}</span>
          {" · "}
          {t("admin.profiles.createdAt", { date: date(profile.createdAt, { dateStyle: "medium" }) })}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline" size="sm">
          <a
            href={`/${profile.slug}`}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t("admin.profiles.viewLabel", { name: profile.name })}
          >
            <ExternalLinkIcon aria-hidden />
            {t("admin.profiles.view")}
          </a>
        </Button>
        <EditProfileDialog profile={profile} host={host}>
          <Button variant="outline" size="sm" aria-label={t("admin.profiles.editLabel", { name: profile.name })}>
            <PencilIcon aria-hidden />
            {t("admin.profiles.edit")}
          </Button>
        </EditProfileDialog>
        <DeleteProfileDialog profile={profile} />
      </div>
    </li>
  );
}

/** The profile edit dialog: name, slug, title, bio, location, requested address, 'Profil vérifié (Admin)'. */
function EditProfileDialog({ profile, host, children }: { profile: AdminProfile; host: string; children: ReactNode }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher<ProfileActionReply>();
  const reply = fetcher.data?.intent === "profile-update" ? fetcher.data : undefined;
  useReplyToast(reply, { onSuccess: () => setOpen(false) });
  const onOpenChange = (next: boolean) => {
    // Each opening starts from the profile as it is now, without the last attempt's errors.
    if (next) fetcher.reset();
    setOpen(next);
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{children}</DialogTrigger>
      <DialogContent closeLabel={t("admin.common.close")} className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{t("admin.editProfile.title")}</DialogTitle>
          <DialogDescription>{t("admin.editProfile.description")}</DialogDescription>
        </DialogHeader>
        {/* Radix mounts the content only while open: the form's defaults are the current profile. */}
        <EditProfileForm profile={profile} host={host} fetcher={fetcher} reply={reply} />
      </DialogContent>
    </Dialog>
  );
}

function EditProfileForm({
  profile,
  host,
  fetcher,
  reply,
}: {
  profile: AdminProfile;
  host: string;
  fetcher: FetcherWithComponents<ProfileActionReply>;
  reply: ProfileActionReply | undefined;
}) {
  const { t } = useTranslation();
  const busy = fetcher.state !== "idle";
  const [form, fields] = useForm({
    id: `admin-profile-${profile.id}`,
    lastResult: busy || !reply || reply.ok || reply.intent !== "profile-update" ? undefined : reply.result,
    constraint: getZodConstraint(AdminProfileSchema),
    defaultValue: {
      id: profile.id,
      name: profile.name,
      slug: profile.slug,
      title: profile.title ?? "",
      bio: profile.bio ?? "",
      location: profile.location ?? "",
      requestedSlug: profile.requestedSlug ?? "",
      verified: profile.verified ? "on" : undefined,
    },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: AdminProfileSchema }),
  });
  const errorText = (errors: string[] | undefined) =>
    errors?.[0] ? t(`admin.errors.${errors[0] as "required"}`) : undefined;

  return (
    <fetcher.Form method="post" {...getFormProps(form)} className="grid gap-4">
      <input type="hidden" name="intent" value="profile-update" />
      <input {...getInputProps(fields.id, { type: "hidden" })} key={fields.id.key} />
      {form.errors?.[0] ? (
        <p
          role="alert"
          className="rounded-lg border border-destructive/40 bg-destructive/10 px-3 py-2 text-destructive text-sm"
        >
          {errorText(form.errors)}
        </p>
      ) : null}
      <FormField
        id={fields.name.id}
        label={t("admin.editProfile.name")}
        error={errorText(fields.name.errors)}
        errorId={fields.name.errorId}
      >
        <Input
          {...getInputProps(fields.name, { type: "text" })}
          key={fields.name.key}
          maxLength={PROFILE_LIMITS.name}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id={fields.slug.id}
          label={t("admin.editProfile.slug")}
          hint={t("admin.editProfile.slugHint", { host, slug: slugify(fields.slug.value ?? "") || profile.slug })}
          error={errorText(fields.slug.errors)}
          errorId={fields.slug.errorId}
        >
          <Input
            {...getInputProps(fields.slug, { type: "text" })}
            key={fields.slug.key}
            dir="ltr"
            autoCapitalize="off"
            spellCheck={false}
          />
        </FormField>
        <FormField
          id={fields.requestedSlug.id}
          label={t("admin.editProfile.requestedSlug")}
          hint={t("admin.editProfile.requestedSlugHint")}
          error={errorText(fields.requestedSlug.errors)}
          errorId={fields.requestedSlug.errorId}
        >
          <Input
            {...getInputProps(fields.requestedSlug, { type: "text" })}
            key={fields.requestedSlug.key}
            dir="ltr"
            autoCapitalize="off"
            spellCheck={false}
          />
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id={fields.title.id}
          label={t("admin.editProfile.jobTitle")}
          error={errorText(fields.title.errors)}
          errorId={fields.title.errorId}
        >
          <Input
            {...getInputProps(fields.title, { type: "text" })}
            key={fields.title.key}
            maxLength={PROFILE_LIMITS.title}
          />
        </FormField>
        <FormField
          id={fields.location.id}
          label={t("admin.editProfile.location")}
          error={errorText(fields.location.errors)}
          errorId={fields.location.errorId}
        >
          <Input
            {...getInputProps(fields.location, { type: "text" })}
            key={fields.location.key}
            maxLength={PROFILE_LIMITS.location}
          />
        </FormField>
      </div>
      <FormField
        id={fields.bio.id}
        label={t("admin.editProfile.bio")}
        error={errorText(fields.bio.errors)}
        errorId={fields.bio.errorId}
      >
        <Textarea {...getTextareaProps(fields.bio)} key={fields.bio.key} rows={4} maxLength={PROFILE_LIMITS.bio} />
      </FormField>
      <label className="flex items-center gap-2 font-medium text-sm" htmlFor={fields.verified.id}>
        <input
          {...getInputProps(fields.verified, { type: "checkbox" })}
          key={fields.verified.key}
          className="size-4 accent-primary"
        />
        {t("admin.editProfile.verified")}
      </label>
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="ghost">
            {t("admin.common.cancel")}
          </Button>
        </DialogClose>
        <Button type="submit" disabled={busy}>
          {busy ? t("admin.editProfile.saving") : t("admin.editProfile.save")}
        </Button>
      </DialogFooter>
    </fetcher.Form>
  );
}

/** Suppr, with the confirmation 'Êtes-vous sûr de vouloir supprimer ce profil ?'. */
function DeleteProfileDialog({ profile }: { profile: AdminProfile }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher<ProfileActionReply>();
  const reply = fetcher.data?.intent === "profile-delete" ? fetcher.data : undefined;
  const busy = fetcher.state !== "idle";
  useReplyToast(reply, { onSuccess: () => setOpen(false) });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          variant="outline"
          size="sm"
          className="text-destructive hover:text-destructive"
          aria-label={t("admin.profiles.deleteLabel", { name: profile.name })}
        >
          <Trash2Icon aria-hidden />
          {t("admin.profiles.delete")}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t("admin.common.close")} role="alertdialog">
        <DialogHeader>
          <DialogTitle>{t("admin.profiles.deleteConfirm")}</DialogTitle>
          <DialogDescription>
            {t("admin.profiles.deleteDetail", { name: profile.name, slug: profile.slug })}
          </DialogDescription>
        </DialogHeader>
        <fetcher.Form method="post">
          <input type="hidden" name="intent" value="profile-delete" />
          <input type="hidden" name="id" value={profile.id} />
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="ghost">
                {t("admin.common.cancel")}
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={busy}>
              <Trash2Icon aria-hidden />
              {busy ? t("admin.profiles.deleting") : t("admin.profiles.deleteSubmit")}
            </Button>
          </DialogFooter>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}
