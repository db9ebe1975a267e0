import { describe, expect, it } from "vitest";
import {
  FORMER_USER_NAME,
  INACTIVE_AFTER_YEARS,
  INACTIVITY_WARNING_DAYS,
  RECOVERY_DAYS,
} from "#app/features/account-deletion/deletion-rules.ts";
import { getLegalDocument } from "#app/features/legal/legal-documents.server.ts";
import {
  ACTIVITY_LOG_RETENTION_MONTHS,
  CONTACT_MESSAGE_RETENTION_YEARS,
  INVITATION_RETENTION_MONTHS,
  REPORT_RETENTION_MONTHS,
  SENT_MAIL_RETENTION_DAYS,
} from "#app/features/legal/purge-expired-records.server.ts";
import { blocksToText } from "#app/services/markdown/blocks.ts";

const context = { host: "fiable.example", email: "contact@fiable.example" };

describe("legal documents", () => {
  it("dates the cookie policy with the current day in Paris, also late in the UTC evening", () => {
    const lateEvening = new Date("2026-11-24T23:30:00Z"); // 00:30 on the 25th in Paris
    expect(getLegalDocument("cookies", "fr", { ...context, today: lateEvening }).updated).toBe("2026-11-25");
    const summerEvening = new Date("2026-07-14T22:30:00Z"); // 00:30 on the 15th (UTC+2)
    expect(getLegalDocument("cookies", "en", { ...context, today: summerEvening }).updated).toBe("2026-07-15");
    expect(getLegalDocument("cookies", "fr", { ...context, today: new Date("2026-11-24T10:00:00Z") }).updated).toBe(
      "2026-11-24",
    );
  });

  it("keeps the fixed date of the documents that have one", () => {
    const terms = getLegalDocument("terms", "fr", { ...context, today: new Date("2026-11-24T23:30:00Z") });
    expect(terms.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(terms.updated).not.toBe("2026-11-25");
  });
});

describe("what the documents promise is what the code does", () => {
  const text = (id: "privacy" | "gdpr" | "cookies", lang: "fr" | "en") =>
    blocksToText(getLegalDocument(id, lang, context).blocks);

  it("states the retention periods the daily purge enforces (purge-expired-records.server.ts)", () => {
    const fr = text("privacy", "fr");
    const en = text("privacy", "en");
    expect(fr).toContain(
      `Messages de contact : ${CONTACT_MESSAGE_RETENTION_YEARS} ans après leur dernière mise à jour`,
    );
    expect(en).toContain(`Contact messages: ${CONTACT_MESSAGE_RETENTION_YEARS} years after their last update`);
    expect(fr).toContain(`Journal d'activité des comptes : ${ACTIVITY_LOG_RETENTION_MONTHS} mois`);
    expect(en).toContain(`Account activity log: ${ACTIVITY_LOG_RETENTION_MONTHS} months`);
    expect(text("gdpr", "fr")).toContain(`${CONTACT_MESSAGE_RETENTION_YEARS} ans après la dernière mise à jour`);
    expect(text("gdpr", "en")).toContain(`${ACTIVITY_LOG_RETENTION_MONTHS} months, then erased automatically`);
  });

  it("states the retention periods of review collection: invitations, reports and sent mails", () => {
    const fr = text("privacy", "fr");
    const en = text("privacy", "en");
    expect(fr).toContain(
      `Invitations à laisser un avis : ${INVITATION_RETENTION_MONTHS} mois après l'invitation, puis effacement automatique`,
    );
    expect(en).toContain(
      `Review invitations: ${INVITATION_RETENTION_MONTHS} months after the invitation, then erased automatically`,
    );
    expect(fr).toContain(
      `Signalements d'avis : ${REPORT_RETENTION_MONTHS} mois après la décision de l'administration, puis effacement automatique`,
    );
    expect(en).toContain(
      `Review reports: ${REPORT_RETENTION_MONTHS} months after the administration's decision, then erased automatically`,
    );
    expect(fr).toContain(
      `Identifiants techniques des e-mails envoyés : ${SENT_MAIL_RETENTION_DAYS} jours, puis effacement automatique`,
    );
    expect(en).toContain(
      `Technical identifiers of the e-mails sent: ${SENT_MAIL_RETENTION_DAYS} days, then erased automatically`,
    );
    // The GDPR page's table says the same.
    expect(text("gdpr", "fr")).toContain(
      `${INVITATION_RETENTION_MONTHS} mois après l'invitation, puis effacement automatique`,
    );
    expect(text("gdpr", "en")).toContain(
      `${INVITATION_RETENTION_MONTHS} months after the invitation, then erased automatically`,
    );
    expect(text("gdpr", "fr")).toContain(
      `${REPORT_RETENTION_MONTHS} mois après la décision, puis effacement automatique`,
    );
    expect(text("gdpr", "en")).toContain(
      `${REPORT_RETENTION_MONTHS} months after the decision, then erased automatically`,
    );
    expect(text("gdpr", "fr")).toContain(`${SENT_MAIL_RETENTION_DAYS} jours, puis effacement automatique`);
    expect(text("gdpr", "en")).toContain(`${SENT_MAIL_RETENTION_DAYS} days, then erased automatically`);
  });

  it("says the review author's e-mail address is never shown and invitations can be stopped in one click", () => {
    const fr = text("privacy", "fr");
    const en = text("privacy", "en");
    expect(fr).toContain("Elle n'est jamais affichée publiquement ni montrée au professionnel.");
    expect(en).toContain("It is never shown publicly nor to the professional.");
    expect(fr).toContain("Plus aucune invitation Fiable ne leur est envoyée, quel que soit le professionnel");
    expect(en).toContain("No Fiable invitation is sent to them again, whoever the professional");
  });

  it("says what account deletion and inactive profiles do, with the numbers the code uses (decision 036)", () => {
    const [first, second] = INACTIVITY_WARNING_DAYS;
    const fr = text("privacy", "fr");
    const en = text("privacy", "en");
    expect(fr).toContain(`pendant ${RECOVERY_DAYS} jours, il suffit de vous connecter pour tout restaurer`);
    expect(en).toContain(`for ${RECOVERY_DAYS} days, signing in is enough to restore everything`);
    expect(fr).toContain(`ne s'est pas connecté depuis ${INACTIVE_AFTER_YEARS} ans`);
    expect(en).toContain(`has not signed in for ${INACTIVE_AFTER_YEARS} years`);
    expect(fr).toContain(`deux e-mails d'avertissement, ${first} et ${second} jours avant`);
    expect(en).toContain(`two warning e-mails, ${first} and ${second} days before`);
    expect(fr).toContain(`« ${FORMER_USER_NAME.fr} »`);
    expect(en).toContain(`« ${FORMER_USER_NAME.en} »`);
    // What it no longer says.
    expect(fr).not.toContain("ne supprime pas de lui-même un compte inactif");
    expect(en).not.toContain("does not delete an inactive account on its own");
  });

  it("names the session cookies with the __Host- prefix the auth code gives them on https", () => {
    for (const lang of ["fr", "en"] as const) {
      expect(text("cookies", lang)).toContain("__Host-better-auth.session_token");
      expect(text("cookies", lang)).not.toContain("__Secure-");
    }
  });
});
