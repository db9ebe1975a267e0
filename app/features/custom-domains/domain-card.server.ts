import { domainToUnicode } from "node:url";
import { data } from "react-router";
import { parse } from "tldts";
import { isSameSiteRequest, requireUser, type SessionInfo } from "#app/features/auth/index.server.ts";
import { type CustomDomainSettings, customDomainSettings } from "#app/lib/env.server.ts";
import { getI18n } from "#app/services/i18n/i18n.server.ts";
import { consume, tooManyRequests } from "#app/services/rate-limit/rate-limit.server.ts";
import { verificationRecordName } from "./dns-check.server.ts";
import {
  type CustomDomainRow,
  checkDomain,
  claimDomain,
  domainOfProfile,
  profileIdOf,
  removeDomain,
} from "./domains.server.ts";
import type { CustomDomainActionData, CustomDomainCardData, CustomDomainView, DnsRecordView } from "./view.ts";

/*
 * The editor's « Domaine personnalisé » card (docs/product/custom-domains.md): what it shows
 * (the domain, its state, the records to create) and POST /dashboard/domain, its three
 * buttons — add, « Vérifier maintenant » (rate-limited), « Retirer le domaine ». Every answer is
 * JSON for the card; a refusal is a 4xx with its localized reason and the text typed.
 */

/** The records the owner creates at their DNS host. */
export function recordsOf(
  domain: Pick<CustomDomainRow, "hostname" | "verificationToken">,
  settings: CustomDomainSettings,
) {
  const records: DnsRecordView[] = [
    { type: "TXT", name: verificationRecordName(domain.hostname), value: domain.verificationToken },
  ];
  // A name at the root of its domain (lea-photo.fr) cannot have a CNAME at most DNS hosts.
  const apex = parse(domain.hostname, { allowPrivateDomains: true }).domain === domain.hostname;
  if (!apex || settings.ips.length === 0)
    records.push({ type: "CNAME", name: domain.hostname, value: settings.target });
  for (const ip of settings.ips) {
    records.push({ type: ip.includes(":") ? "AAAA" : "A", name: domain.hostname, value: ip });
  }
  return records;
}

export function domainView(
  domain: CustomDomainRow,
  settings: CustomDomainSettings = customDomainSettings(),
): CustomDomainView {
  return {
    hostname: domain.hostname,
    displayName: domainToUnicode(domain.hostname) || domain.hostname,
    state: domain.state,
    lastError: domain.lastError,
    lastCheckedAt: domain.lastCheckedAt?.toISOString() ?? null,
    verifiedAt: domain.verifiedAt?.toISOString() ?? null,
    records: recordsOf(domain, settings),
    target: settings.target,
  };
}

/** The editor loader's part: the profile's domain (null: none), or `noProfile` before the first save. */
export async function customDomainCardData(userId: string): Promise<CustomDomainCardData> {
  const profileId = await profileIdOf(userId);
  if (!profileId) return { profile: false, domain: null };
  const domain = await domainOfProfile(profileId);
  return { profile: true, domain: domain ? domainView(domain) : null };
}

const INTENTS = ["add", "verify", "remove"] as const;
type Intent = (typeof INTENTS)[number];

/** POST /dashboard/domain. */
export async function handleCustomDomainAction({ request }: { request: Request }) {
  const { t } = getI18n(request, ["customDomains"]);
  if (request.method !== "POST") {
    return data({ error: "Method Not Allowed" }, { status: 405, headers: { Allow: "POST" } });
  }
  if (!isSameSiteRequest(request)) throw data(null, { status: 403 });
  const current: SessionInfo & { headers: Headers } = await requireUser(request);
  const { headers } = current;
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    form = new FormData();
  }
  const rawIntent = String(form.get("intent") ?? "");
  const intent: Intent | null = (INTENTS as readonly string[]).includes(rawIntent) ? (rawIntent as Intent) : null;
  const typed = String(form.get("hostname") ?? "").slice(0, 1000);
  const refuse = (status: number, message: string, init: { retryAfter?: number } = {}) =>
    data<CustomDomainActionData>(
      { ok: false, intent: intent ?? "add", message, value: typed },
      {
        status,
        headers: {
          ...Object.fromEntries(headers),
          ...(init.retryAfter ? tooManyRequests({ retryAfterSeconds: init.retryAfter }).headers : {}),
        },
      },
    );
  if (!intent) return refuse(400, t("customDomains.errors.failed"));

  const profileId = await profileIdOf(current.user.id);
  if (!profileId) return refuse(409, t("customDomains.errors.noProfile"));
  const settings = customDomainSettings();
  const answer = (domain: CustomDomainRow | null, message: string) =>
    data<CustomDomainActionData>(
      { ok: true, intent, message, domain: domain ? domainView(domain, settings) : null },
      { headers },
    );

  if (intent === "add") {
    const limit = await consume("customDomains.change.user", current.user.id);
    if (!limit.allowed) return refuse(429, t("customDomains.errors.tooMany"), { retryAfter: limit.retryAfterSeconds });
    const claimed = await claimDomain(profileId, typed, settings);
    if (!claimed.ok) {
      return refuse(
        claimed.reason === "taken" || claimed.reason === "onePerProfile" ? 409 : 422,
        t(`customDomains.errors.${claimed.reason}`),
      );
    }
    return answer(claimed.domain, t("customDomains.added", { domain: domainToUnicode(claimed.domain.hostname) }));
  }

  const domain = await domainOfProfile(profileId);
  if (!domain) return refuse(404, t("customDomains.errors.none"));

  if (intent === "remove") {
    const limit = await consume("customDomains.change.user", current.user.id);
    if (!limit.allowed) return refuse(429, t("customDomains.errors.tooMany"), { retryAfter: limit.retryAfterSeconds });
    await removeDomain(profileId);
    return answer(null, t("customDomains.removed", { domain: domainToUnicode(domain.hostname) }));
  }

  const limit = await consume("customDomains.check.user", current.user.id);
  if (!limit.allowed)
    return refuse(429, t("customDomains.errors.tooManyChecks"), { retryAfter: limit.retryAfterSeconds });
  const outcome = await checkDomain(domain.id, { settings });
  if (!outcome.domain) return refuse(404, t("customDomains.errors.none"));
  return answer(outcome.domain, outcome.result.ok ? t("customDomains.checkPassed") : t("customDomains.checkFailed"));
}
