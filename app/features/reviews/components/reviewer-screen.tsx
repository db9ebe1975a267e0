import { getFormProps, getInputProps, getTextareaProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { CircleCheckIcon, ShieldCheckIcon, Trash2Icon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Form, Link, useActionData, useNavigation } from "react-router";
import { toast } from "sonner";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import { FormField } from "#app/components/ui/form-field.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { VisitorShell } from "#app/components/visitor-shell.tsx";
import { cn } from "#app/lib/utils.ts";
import { useTranslation } from "#app/services/i18n/i18n-provider.tsx";
import type { ReviewerActionData } from "../reviewer-page.server.ts";
import type { ReviewerView } from "../reviewer-review.server.ts";
import { REVIEW_LIMITS, ReviewerEditSchema } from "../schema.ts";
import { RatingInput, RelationshipAndMonth } from "./review-fields.tsx";
import { ReviewLabelBadge } from "./review-label.tsx";

/**
 * /my-review/{token}: the reviewer's review — where it stands, its provenance label, the
 * edit form (pending or published reviews) and the deletion (a second button confirms).
 */
export function ReviewerScreen({ view }: { view: ReviewerView | null }) {
  const { t } = useTranslation();
  const action = useActionData<ReviewerActionData>();
  if (action?.intent === "delete" && action.ok) {
    return (
      <VisitorShell className="grid content-start gap-4">
        <div className="rounded-2xl border bg-card p-6 text-center shadow-xs" data-testid="review-deleted">
          <CircleCheckIcon aria-hidden className="mx-auto size-10 text-primary" />
          <h1 className="mt-3 font-bold text-xl">{t("reviews.manage.deletedTitle")}</h1>
          <p className="mt-2 text-muted-foreground text-sm">{t("reviews.manage.deletedText", { name: action.name })}</p>
          <Link to={`/${action.slug}`} className={buttonVariants({ variant: "outline", className: "mt-5" })}>
            {t("reviews.manage.viewPage", { name: action.name })}
          </Link>
        </div>
      </VisitorShell>
    );
  }
  if (!view) {
    return (
      <VisitorShell className="grid content-start gap-4">
        <div className="rounded-2xl border bg-card p-6 text-center shadow-xs" data-testid="review-link-unknown">
          <h1 className="font-bold text-xl">{t("reviews.manage.notFoundTitle")}</h1>
          <p className="mt-2 text-muted-foreground text-sm">{t("reviews.manage.notFoundText")}</p>
        </div>
      </VisitorShell>
    );
  }
  const reason = view.withdrawalReason ? t(`reviews.reasons.${view.withdrawalReason}` as "reviews.reasons.spam") : "";
  const status =
    view.status === "withdrawn"
      ? t(
          view.withdrawnBy === "admin"
            ? "reviews.manage.status.withdrawnByAdmin"
            : "reviews.manage.status.withdrawnByOwner",
          { reason },
        )
      : t(`reviews.manage.status.${view.status}`, { name: view.profile.name });
  const editable = view.status === "pending" || view.status === "approved";
  return (
    <VisitorShell className="grid content-start gap-4">
      <section
        className="rounded-2xl border bg-card p-5 shadow-xs sm:p-6"
        data-testid="my-review"
        data-status={view.status}
      >
        <h1 className="text-balance font-bold text-xl tracking-tight">
          {t("reviews.manage.title", { name: view.profile.name })}
        </h1>
        <p className="mt-2 text-pretty text-sm" data-testid="my-review-status">
          {status}
        </p>
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <ReviewLabelBadge label={view.label} />
          {view.label !== "unsolicited" ? (
            <span className="inline-flex items-center gap-1 text-muted-foreground text-xs">
              <ShieldCheckIcon aria-hidden className="size-3.5" />
              {t("reviews.manage.verified")}
            </span>
          ) : null}
        </div>
        <Link to={`/${view.profile.slug}`} className="mt-3 inline-block text-sm underline underline-offset-2">
          {t("reviews.manage.viewPage", { name: view.profile.name })}
        </Link>
      </section>
      {editable ? (
        <EditForm view={view} />
      ) : (
        <p className="rounded-xl border bg-card p-4 text-muted-foreground text-sm">{t("reviews.manage.notEditable")}</p>
      )}
      <DeleteSection />
    </VisitorShell>
  );
}

function EditForm({ view }: { view: ReviewerView }) {
  const { t } = useTranslation();
  const action = useActionData<ReviewerActionData>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const [rating, setRating] = useState(view.rating);
  const handled = useRef<unknown>(null);
  useEffect(() => {
    if (!action || handled.current === action || action.intent !== "edit") return;
    handled.current = action;
    if (action.ok) toast.success(action.message);
    else toast.error(action.message || t("reviews.errors.generic"));
  }, [action, t]);
  const [form, fields] = useForm({
    lastResult: action && !action.ok ? action.result : undefined,
    constraint: getZodConstraint(ReviewerEditSchema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    defaultValue: {
      name: view.reviewerName,
      content: view.content,
      relationship: view.relationship,
      serviceMonth: view.serviceMonth?.slice(0, 7) ?? "",
    },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ReviewerEditSchema }),
  });
  const error = (code: string | undefined) =>
    code === undefined
      ? undefined
      : code.includes(" ")
        ? code
        : t(`reviews.errors.${code}` as "reviews.errors.tooLong");
  const { key: nameKey, ...nameProps } = getInputProps(fields.name, { type: "text" });
  const { key: contentKey, ...contentProps } = getTextareaProps(fields.content);
  const { key: _monthKey, ...monthProps } = getInputProps(fields.serviceMonth, { type: "month" });
  return (
    <section className="rounded-2xl border bg-card p-5 shadow-xs sm:p-6">
      <h2 className="font-semibold text-lg">{t("reviews.manage.editTitle")}</h2>
      <p className="mt-1 text-pretty text-muted-foreground text-sm">
        {view.status === "approved" ? t("reviews.manage.editApproved") : t("reviews.manage.editPending")}
      </p>
      <Form method="post" {...getFormProps(form)} className="mt-4 grid gap-4" data-testid="edit-review">
        <input type="hidden" name="intent" value="edit" />
        <input type="hidden" name="hasMedia" value={view.mediaType === "audio" ? "audio" : "other"} />
        <FormField
          label={t("reviews.form.name")}
          id={fields.name.id}
          error={error(fields.name.errors?.[0])}
          errorId={fields.name.errorId}
        >
          <Input key={nameKey} {...nameProps} maxLength={REVIEW_LIMITS.name} autoComplete="name" />
        </FormField>
        <RatingInput value={rating} onChange={setRating} />
        <FormField
          label={view.mediaType === "audio" ? t("reviews.form.descriptionOptional") : t("reviews.form.content")}
          id={fields.content.id}
          error={error(fields.content.errors?.[0])}
          errorId={fields.content.errorId}
        >
          <Textarea
            key={contentKey}
            {...contentProps}
            rows={5}
            maxLength={REVIEW_LIMITS.content}
            className="field-sizing-fixed"
          />
        </FormField>
        <RelationshipAndMonth
          profileName={view.profile.name}
          relationship={{ id: fields.relationship.id, name: fields.relationship.name, defaultValue: view.relationship }}
          month={{
            id: fields.serviceMonth.id,
            name: fields.serviceMonth.name,
            error: error(fields.serviceMonth.errors?.[0]),
            errorId: fields.serviceMonth.errorId,
            inputProps: monthProps,
          }}
        />
        <Button type="submit" disabled={busy} data-testid="save-review">
          {t("reviews.manage.save")}
        </Button>
      </Form>
    </section>
  );
}

function DeleteSection() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  return (
    <section className="rounded-2xl border border-destructive/30 bg-card p-5 shadow-xs sm:p-6">
      <h2 className="font-semibold text-lg">{t("reviews.manage.deleteTitle")}</h2>
      <p className="mt-1 text-muted-foreground text-sm">{t("reviews.manage.deleteHelp")}</p>
      <details className="group mt-3">
        <summary
          className={cn(buttonVariants({ variant: "outline" }), "cursor-pointer list-none group-open:hidden")}
          data-testid="delete-review"
        >
          <Trash2Icon aria-hidden />
          {t("reviews.manage.delete")}
        </summary>
        <Form method="post" className="grid gap-2">
          <input type="hidden" name="intent" value="delete" />
          <p className="font-medium text-sm">{t("reviews.manage.confirmDelete")}</p>
          <Button
            type="submit"
            variant="destructive"
            disabled={navigation.state !== "idle"}
            data-testid="confirm-delete"
          >
            <Trash2Icon aria-hidden />
            {t("reviews.manage.delete")}
          </Button>
        </Form>
      </details>
    </section>
  );
}
