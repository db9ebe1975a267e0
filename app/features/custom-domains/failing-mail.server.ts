import { eq } from "drizzle-orm";
import { now } from "#app/lib/clock.server.ts";
import { appPublicUrl, customDomainSettings } from "#app/lib/env.server.ts";
import { defineJob } from "#app/lib/job-queue.server.ts";
import { isLanguage } from "#app/services/i18n/config.ts";
import { i18nFor } from "#app/services/i18n/i18n.server.ts";
import { sendMailOnce } from "#app/services/mail/send-once.server.ts";
import { renderActionMail } from "#app/services/mail/templates.server.ts";
import { getDb } from "#db/client.server.ts";
import { customDomains, profiles, user } from "#db/schema.ts";
import { CHECK_ERRORS, type CheckError } from "./dns-check.server.ts";

/*
 * « Votre domaine ne mène plus à votre page » (docs/decisions/044-custom-domains.md): sent once
 * per failure — when a verified domain's re-check fails — in the owner's language (fr, en or
 * ar), under a stable Message-ID naming the domain and the start of the failure (decision 016),
 * and recorded in `failure_mailed_at`. A domain verified again or removed before the job runs
 * gets no mail.
 */

export interface DomainFailingMail {
  domainId: string;
  /** The `failing_since` the mail is about. */
  failingSince: string;
}

/** Where the owner fixes it: the editor's address tab. */
export const DOMAIN_SETTINGS_PATH = "/dashboard?tab=domain";

/** A stored failure code as one of the known ones. */
function reasonOf(code: string | null): CheckError {
  return (CHECK_ERRORS as readonly string[]).includes(code ?? "") ? (code as CheckError) : "not_pointing";
}

export async function sendDomainFailingMail({ domainId, failingSince }: DomainFailingMail): Promise<void> {
  const db = getDb();
  const [row] = await db
    .select({
      hostname: customDomains.hostname,
      state: customDomains.state,
      failingSince: customDomains.failingSince,
      failureMailedAt: customDomains.failureMailedAt,
      lastError: customDomains.lastError,
      name: user.name,
      email: user.email,
      locale: user.locale,
    })
    .from(customDomains)
    .innerJoin(profiles, eq(profiles.id, customDomains.profileId))
    .innerJoin(user, eq(user.id, profiles.userId))
    .where(eq(customDomains.id, domainId));
  if (row?.state !== "failing" || row.failureMailedAt) return;
  if (row.failingSince?.toISOString() !== failingSince) return;
  const lang = isLanguage(row.locale) ? row.locale : "fr";
  const { t } = i18nFor(lang);
  const settings = customDomainSettings();
  const rendered = renderActionMail({
    lang,
    subject: t("customDomains.mail.subject", { domain: row.hostname }),
    greeting: t("customDomains.mail.greeting", { name: row.name }),
    paragraphs: [
      t("customDomains.mail.body", { domain: row.hostname }),
      t(`customDomains.reasons.${reasonOf(row.lastError)}`, {
        domain: row.hostname,
        target: settings.target,
      }),
      t("customDomains.mail.stillServed"),
    ],
    button: { label: t("customDomains.mail.button"), url: `${appPublicUrl()}${DOMAIN_SETTINGS_PATH}` },
  });
  const at = new Date(failingSince);
  await sendMailOnce(
    "custom-domain-failing",
    `custom-domain-failing-${domainId}-${at.getTime()}`,
    { to: row.email, ...rendered },
    async (tx) => {
      await tx.update(customDomains).set({ failureMailedAt: now() }).where(eq(customDomains.id, domainId));
    },
  );
}

export const DOMAIN_FAILING_MAIL_JOB = defineJob<DomainFailingMail>({
  name: "custom-domains.failing-mail",
  retryLimit: 5,
  run: async (mail) => sendDomainFailingMail(mail),
});
