import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

/**
 * Every table of Fiable plus the
 * tables better-auth needs. Column names are snake_case in SQL; the property
 * names are what the code uses.
 */

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

// ─── better-auth ────────────────────────────────────────────────────────────

export const userRole = pgEnum("user_role", ["user", "admin"]);
export const uiLanguage = pgEnum("ui_language", ["fr", "en", "ar"]);

export const user = pgTable("user", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  role: userRole("role").notNull().default("user"),
  /** Interface language at sign-up: the language of the mails we send. */
  locale: uiLanguage("locale").notNull().default("fr"),
  /** better-auth's two-factor plugin: set once an authenticator app is confirmed (decision 035). */
  twoFactorEnabled: boolean("two_factor_enabled").notNull().default(false),
  /**
   * The last sign-in (server clock; decision 036), whatever the way in. Three years without
   * one and the profile is deleted, after two warning mails. Accounts that existed before the
   * column have the day it was added.
   */
  lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true }).notNull().defaultNow(),
  /** Inactivity warnings sent since the last sign-in (0, 1 at 30 days, 2 at 7 days); a sign-in resets it. */
  inactivityWarnings: smallint("inactivity_warnings").notNull().default(0),
  /** When an inactive profile is deleted, fixed by the first warning (at least 30 days after it). */
  inactivityDeletionAt: timestamp("inactivity_deletion_at", { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("session_user_id_idx").on(t.userId)],
);

export const account = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("account_user_id_idx").on(t.userId), index("account_provider_idx").on(t.providerId, t.accountId)],
);

export const verification = pgTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("verification_identifier_idx").on(t.identifier)],
);

/**
 * The authenticator-app secret and the backup codes of an account (better-auth's two-factor
 * plugin, both encrypted with the auth secret; decision 035). `verified` is false between
 * enrolment and the first code.
 */
export const twoFactor = pgTable(
  "two_factor",
  {
    id: text("id").primaryKey(),
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    verified: boolean("verified").notNull().default(true),
    failedVerificationCount: integer("failed_verification_count").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
  },
  (t) => [index("two_factor_user_id_idx").on(t.userId), index("two_factor_secret_idx").on(t.secret)],
);

/** A WebAuthn credential (passkey) of an account (`@better-auth/passkey`, decision 035). */
export const passkey = pgTable(
  "passkey",
  {
    id: text("id").primaryKey(),
    name: text("name"),
    publicKey: text("public_key").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    credentialID: text("credential_id").notNull().unique(),
    counter: integer("counter").notNull(),
    deviceType: text("device_type").notNull(),
    backedUp: boolean("backed_up").notNull(),
    transports: text("transports"),
    aaguid: text("aaguid"),
    createdAt: timestamp("created_at", { withTimezone: true }).defaultNow(),
  },
  (t) => [index("passkey_user_id_idx").on(t.userId)],
);

/** Shared rate-limit counters (better-auth's and ours), so N processes agree. */
export const rateLimit = pgTable("rate_limit", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

/**
 * Counters of the app's own limiter (app/services/rate-limit: rate-limiter-flexible's
 * PostgreSQL store, column names as that library expects), shared by every process.
 */
export const rateLimiterFlexible = pgTable(
  "rate_limiter_flexible",
  {
    key: text("key").primaryKey(),
    points: integer("points").notNull().default(0),
    /** Epoch milliseconds; null for a counter that never expires. */
    expire: bigint("expire", { mode: "number" }),
  },
  (t) => [index("rate_limiter_flexible_expire_idx").on(t.expire)],
);

// ─── profiles and their lists ───────────────────────────────────────────────

export const profiles = pgTable(
  "profiles",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .unique()
      .references(() => user.id, { onDelete: "cascade" }),
    slug: text("slug").notNull().unique(),
    /** First name plus last name. */
    name: text("name").notNull().default(""),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    title: text("title"),
    company: text("company"),
    bio: text("bio"),
    /** The profile photo's key in the media store (decision 030). */
    avatarKey: text("avatar_key").references((): AnyPgColumn => mediaObjects.key),
    location: text("location"),
    /** Contact e-mail and phone shown on the page (the owner's choice). */
    email: text("email"),
    phone: text("phone"),
    /**
     * The address asked for — by the owner in the editor (as granted, so equal to the slug),
     * or by an admin as a second address; null when the slug comes from the name. The page
     * answers at the slug and at this address (app/features/address/address.server.ts,
     * decision 041). Not a custom domain: it is a path under the product's host.
     */
    requestedSlug: text("requested_slug").unique(),
    verified: boolean("verified").notNull().default(false),
    /**
     * The language the owner writes their page in (fr, en, ar): the interface of a visitor
     * who states no language of ours, and the `lang`/`dir` of what the owner wrote (decision 027).
     */
    pageLanguage: text("page_language").notNull().default("fr"),
    /**
     * Set while its owner's account is deleted and can still be restored (decision 036): the
     * page answers 410 and is left out of every public list; the slug and requested address stay
     * held by this row until the account is purged.
     */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("profiles_slug_format", sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check("profiles_page_language", sql`${t.pageLanguage} in ('fr', 'en', 'ar')`),
    check(
      "profiles_requested_slug_lower",
      sql`${t.requestedSlug} is null or ${t.requestedSlug} = lower(${t.requestedSlug})`,
    ),
    index("profiles_created_at_idx").on(t.createdAt),
    // The admin console's search: prefix match on the full name, the last name
    // and the slug, through btree indexes (no extension needed, unlike pg_trgm).
    index("profiles_name_prefix_idx").on(sql`lower(${t.name}) text_pattern_ops`),
    index("profiles_last_name_prefix_idx").on(sql`lower(${t.lastName}) text_pattern_ops`),
    index("profiles_slug_prefix_idx").on(sql`${t.slug} text_pattern_ops`),
  ],
);

// ─── custom domains (decision 044) and page branding (decision 045) ─────────────────────────

export const customDomainState = pgEnum("custom_domain_state", ["pending", "verified", "failing"]);

/**
 * A domain the owner owns that serves their trust page at `/` once its DNS records point at
 * us and its TXT record `_fiable.<hostname>` holds `verificationToken` (decision 044). One per
 * profile; a hostname belongs to one profile. Deleting the row stops serving it at once.
 */
export const customDomains = pgTable(
  "custom_domains",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    profileId: uuid("profile_id")
      .notNull()
      .unique()
      .references(() => profiles.id, { onDelete: "cascade" }),
    /** Lower-case ASCII (punycode), no trailing dot. */
    hostname: text("hostname").notNull().unique(),
    verificationToken: text("verification_token").notNull(),
    state: customDomainState("state").notNull().default("pending"),
    /** Why the last check failed: a stable code (e.g. `txt_missing`, `timeout`), null when it passed. */
    lastError: text("last_error"),
    lastCheckedAt: timestamp("last_checked_at", { withTimezone: true }),
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    /** When a verified domain stopped pointing at us; the owner is mailed once per failure. */
    failingSince: timestamp("failing_since", { withTimezone: true }),
    failureMailedAt: timestamp("failure_mailed_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("custom_domains_hostname_lower", sql`${t.hostname} = lower(${t.hostname})`),
    index("custom_domains_state_checked_idx").on(t.state, t.lastCheckedAt),
  ],
);

export const brandBackground = pgEnum("brand_background", ["plain", "gradient", "cover"]);
export const brandCorners = pgEnum("brand_corners", ["rounded", "square"]);
export const brandColorScheme = pgEnum("brand_color_scheme", ["auto", "light", "dark"]);

/**
 * A page's branding (decision 045): rendered on the server as CSS custom properties on the
 * page, the wall and the widget. No row: the product's default look.
 */
export const profileBranding = pgTable(
  "profile_branding",
  {
    profileId: uuid("profile_id")
      .primaryKey()
      .references(() => profiles.id, { onDelete: "cascade" }),
    /** `#rrggbb`, lower case; null: the product's accent. Checked against WCAG AA on save. */
    accentColor: text("accent_color"),
    background: brandBackground("background").notNull().default("plain"),
    /** A key of the self-hosted font pairs (app/services/theme), `system` by default. */
    fontPair: text("font_pair").notNull().default("system"),
    corners: brandCorners("corners").notNull().default("rounded"),
    colorScheme: brandColorScheme("color_scheme").notNull().default("auto"),
    updatedAt: updatedAt(),
  },
  (t) => [check("profile_branding_accent_hex", sql`${t.accentColor} is null or ${t.accentColor} ~ '^#[0-9a-f]{6}$'`)],
);

export const skillKind = pgEnum("skill_kind", ["skill", "tool"]);

export const profileSkills = pgTable(
  "profile_skills",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    profileId: uuid("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    skillName: text("skill_name").notNull(),
    /** The editor has two comma-separated lists: skills and tools. */
    kind: skillKind("kind").notNull().default("skill"),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("profile_skills_profile_idx").on(t.profileId, t.position)],
);

export const profileLanguages = pgTable(
  "profile_languages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    profileId: uuid("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    /** Stored by French name, as the catalogue names it. */
    languageName: text("language_name").notNull(),
    languageCode: text("language_code").notNull(),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("profile_languages_profile_idx").on(t.profileId, t.position)],
);

export const profileIndustries = pgTable(
  "profile_industries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    profileId: uuid("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    industryName: text("industry_name").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("profile_industries_profile_idx").on(t.profileId)],
);

export const portfolioItems = pgTable(
  "portfolio_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    profileId: uuid("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description"),
    imageKey: text("image_key").references(() => mediaObjects.key),
    url: text("url"),
    technologies: text("technologies").array().notNull().default(sql`'{}'::text[]`),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("portfolio_items_profile_idx").on(t.profileId, t.position)],
);

export const profileFaqs = pgTable(
  "profile_faqs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    profileId: uuid("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    question: text("question").notNull(),
    answer: text("answer").notNull(),
    category: text("category").notNull().default("Général"),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("profile_faqs_profile_idx").on(t.profileId, t.position)],
);

export const socialLinks = pgTable(
  "social_links",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    profileId: uuid("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    /** Platform id from the catalogue (instagram, whatsapp, custom …). */
    platform: text("platform").notNull(),
    url: text("url").notNull(),
    title: text("title"),
    description: text("description"),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("social_links_profile_idx").on(t.profileId, t.position),
    check("social_links_url_scheme", sql`${t.url} ~* '^(https?:|mailto:|tel:)'`),
  ],
);

// ─── reviews ────────────────────────────────────────────────────────────────

// ─── media objects ──────────────────────────────────────────────────────────

/** What a stored object holds. */
export const mediaKind = pgEnum("media_kind", ["image", "audio", "video"]);

/**
 * Where an object stands (decision 030): `original` is a reviewer's upload kept privately
 * until it is processed, `ready` may be published, `failed` is an original whose
 * processing failed (kept until a retry succeeds or its review is deleted).
 */
export const mediaState = pgEnum("media_state", ["original", "ready", "failed"]);

/**
 * Every stored file that a row uses, by its key in the media store (decision 030). Rows
 * reference the key; URLs are made at render from the key and the store.
 */
export const mediaObjects = pgTable(
  "media_objects",
  {
    key: text("key").primaryKey(),
    kind: mediaKind("kind").notNull(),
    contentType: text("content_type").notNull(),
    /** Null until known (objects converted from the URL columns are measured later). */
    bytes: bigint("bytes", { mode: "number" }),
    /** Milliseconds, audio and video. */
    durationMs: integer("duration_ms"),
    width: integer("width"),
    height: integer("height"),
    state: mediaState("state").notNull().default("ready"),
    /** Why processing failed (state failed), for the logs and the administrators. */
    failure: text("failure"),
    /** The profile whose reviews may use it (review uploads). */
    ownerProfileId: uuid("owner_profile_id").references(() => profiles.id, { onDelete: "set null" }),
    /** The account that uploaded it (editor and account photos). */
    ownerUserId: text("owner_user_id").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    processedAt: timestamp("processed_at", { withTimezone: true }),
  },
  (t) => [
    index("media_objects_owner_profile_idx").on(t.ownerProfileId),
    index("media_objects_owner_user_idx").on(t.ownerUserId),
    // The objects still to be measured (measure-media.server.ts).
    index("media_objects_unmeasured_idx").on(t.key).where(sql`${t.bytes} is null`),
  ],
);

export const reviewMediaType = pgEnum("review_media_type", ["photo", "video", "audio"]);

/** Who wrote a review's transcript: its reviewer, or an automatic transcription (labelled as such). */
export const transcriptSource = pgEnum("transcript_source", ["reviewer", "automatic"]);
/**
 * One lifecycle (decision 018): processing (its media being processed) → pending →
 * approved | withdrawn. A withdrawn review keeps its reason and who decided; an approved one
 * can be withdrawn only by an administrator upholding a report.
 */
export const reviewStatus = pgEnum("review_status", ["processing", "pending", "approved", "withdrawn"]);
/** Fixed reasons a review may be withdrawn or reported for; criticism alone is not one of them. */
export const reviewRejectionReason = pgEnum("review_rejection_reason", [
  "spam",
  "offensive",
  "personal_data",
  "not_a_client",
  "off_topic",
  "duplicate",
]);
/** Who withdrew a review. */
export const reviewDecider = pgEnum("review_decider", ["owner", "admin"]);
/** The reviewer's relationship to the professional; shown publicly when not "client" (FTC insider rule). */
export const reviewRelationship = pgEnum("review_relationship", ["client", "colleague", "friend_family", "other"]);

/** Invitations to leave a review, sent by e-mail by an owner. */
export const invitationStatus = pgEnum("invitation_status", [
  "queued",
  "sent",
  "opened",
  "completed",
  "failed",
  "unsubscribed",
  "expired",
]);

export const reviewInvitations = pgTable(
  "review_invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    profileId: uuid("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    /** Lower-cased. */
    email: text("email").notNull(),
    name: text("name"),
    /** Language of the invitation and its reminders. */
    language: uiLanguage("language").notNull().default("fr"),
    /** SHA-256 of the link's token (the token itself is only in the mail). */
    tokenHash: text("token_hash").notNull().unique(),
    status: invitationStatus("status").notNull().default("queued"),
    remindersEnabled: boolean("reminders_enabled").notNull().default(true),
    remindersSent: smallint("reminders_sent").notNull().default(0),
    /** When the next reminder is due (server clock); null when none is. */
    nextReminderAt: timestamp("next_reminder_at", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    openedAt: timestamp("opened_at", { withTimezone: true }),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    failedAt: timestamp("failed_at", { withTimezone: true }),
    /** The SMTP server's answer when the mail could not be delivered. */
    failureReason: text("failure_reason"),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** Server clock (the 30-day rules count from it). */
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("review_invitations_profile_created_idx").on(t.profileId, t.createdAt.desc()),
    index("review_invitations_profile_email_idx").on(t.profileId, t.email, t.createdAt),
    index("review_invitations_reminder_idx")
      .on(t.nextReminderAt)
      .where(sql`${t.status} in ('sent', 'opened') and ${t.nextReminderAt} is not null`),
    index("review_invitations_expiry_idx").on(t.expiresAt).where(sql`${t.status} in ('queued', 'sent', 'opened')`),
    check("review_invitations_email_lower", sql`${t.email} = lower(${t.email})`),
  ],
);

export const reviews = pgTable(
  "reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    profileId: uuid("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    reviewerName: text("reviewer_name").notNull(),
    reviewerTitle: text("reviewer_title"),
    /** The reviewer's photo, a key in the media store (decision 030). */
    reviewerPhotoKey: text("reviewer_photo_key").references(() => mediaObjects.key),
    /** Lower-cased; never shown publicly (the reviewer's private link and mails). */
    reviewerEmail: text("reviewer_email"),
    /** The reviewer opened the private link mailed to reviewer_email. */
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    /** The invitation whose link the review was left through (its address is reviewer_email). */
    invitationId: uuid("invitation_id").references(() => reviewInvitations.id, { onDelete: "set null" }),
    /** When the review was left through an invitation link: a fact kept if the invitation is purged. */
    invitedAt: timestamp("invited_at", { withTimezone: true }),
    /**
     * Provenance label, computed by PostgreSQL from the facts above and never written by
     * anyone: invited (through an invitation link), verified (e-mail confirmed), unsolicited.
     */
    label: text("label")
      .notNull()
      .generatedAlwaysAs(
        sql`case when invited_at is not null then 'invited' when email_verified_at is not null then 'verified' else 'unsolicited' end`,
      ),
    relationship: reviewRelationship("relationship").notNull().default("client"),
    /** The month of the service (first day of the month), when the reviewer gave it. */
    serviceMonth: date("service_month", { mode: "string" }),
    /** The consent box's exact wording, as the reviewer saw it. */
    consentText: text("consent_text"),
    /** The reviewer's language: the mails about the review. */
    language: uiLanguage("language").notNull().default("fr"),
    content: text("content").notNull().default(""),
    rating: smallint("rating").notNull().default(5),
    mediaType: reviewMediaType("media_type"),
    /** The medium's key in the media store (while processing: the reviewer's private original). */
    mediaKey: text("media_key").references(() => mediaObjects.key),
    /** Poster frame, video reviews only. */
    posterKey: text("poster_key").references(() => mediaObjects.key),
    /** Seconds, for audio and video: the processed file's, or what the browser measured until then. */
    mediaDuration: integer("media_duration"),
    /** The words of an audio or video review, typed by its reviewer or transcribed automatically. */
    transcript: text("transcript"),
    transcriptSource: transcriptSource("transcript_source"),
    status: reviewStatus("status").notNull().default("pending"),
    /** Why it was withdrawn (status withdrawn only). */
    withdrawalReason: reviewRejectionReason("rejection_reason"),
    withdrawnBy: reviewDecider("withdrawn_by"),
    /** When it entered pending (server clock): the 7-day reminder and the 30-day publication count from it. */
    pendingSince: timestamp("pending_since", { withTimezone: true }),
    /** The owner was reminded of it (7 days pending). */
    ownerRemindedAt: timestamp("owner_reminded_at", { withTimezone: true }),
    /** SHA-256 of the reviewer's private link token (edit or delete). */
    editTokenHash: text("edit_token_hash").unique(),
    /** Last edit by its reviewer. */
    editedAt: timestamp("edited_at", { withTimezone: true }),
    ownerReply: text("owner_reply"),
    ownerReplyAt: timestamp("owner_reply_at", { withTimezone: true }),
    moderatedAt: timestamp("moderated_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("reviews_rating_range", sql`${t.rating} between 1 and 5`),
    check(
      "reviews_rejection_has_reason",
      sql`(${t.status} = 'withdrawn') = (${t.withdrawalReason} is not null and ${t.withdrawnBy} is not null)`,
    ),
    check("reviews_transcript_source", sql`(${t.transcript} is null) = (${t.transcriptSource} is null)`),
    check("reviews_email_lower", sql`${t.reviewerEmail} is null or ${t.reviewerEmail} = lower(${t.reviewerEmail})`),
    index("reviews_profile_status_created_idx").on(t.profileId, t.status, t.createdAt.desc()),
    // The sweeps: pending reviews by the date they entered pending.
    index("reviews_pending_since_idx").on(t.pendingSince).where(sql`${t.status} = 'pending'`),
    index("reviews_invitation_idx").on(t.invitationId),
  ],
);

/** What happened to a review: owner's and administrator's decisions, automatic publication, the reviewer's edits. */
export const reviewDecision = pgEnum("review_decision", [
  "approved",
  "withdrawn",
  "replied",
  "auto_approved",
  "reviewer_edited",
  "report_dismissed",
]);
export const reviewActor = pgEnum("review_actor", ["owner", "admin", "reviewer", "system"]);

/**
 * The moderation journal: one row per decision, never updated or deleted while
 * the review exists, so a review's history can be shown to whoever has to judge a dispute.
 */
export const reviewModerationLog = pgTable(
  "review_moderation_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reviewId: uuid("review_id")
      .notNull()
      .references(() => reviews.id, { onDelete: "cascade" }),
    profileId: uuid("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    actorUserId: text("actor_user_id").references(() => user.id, { onDelete: "set null" }),
    actor: reviewActor("actor").notNull().default("owner"),
    decision: reviewDecision("decision").notNull(),
    reason: reviewRejectionReason("reason"),
    /** The status before the decision (a reply leaves it unchanged). */
    previousStatus: reviewStatus("previous_status").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("review_moderation_log_review_idx").on(t.reviewId, t.createdAt)],
);

/** Reports of approved reviews to the administrators: by their owner or by visitors. */
export const reportSource = pgEnum("report_source", ["owner", "visitor"]);
export const reportStatus = pgEnum("report_status", ["open", "upheld", "dismissed"]);

export const reviewReports = pgTable(
  "review_reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reviewId: uuid("review_id")
      .notNull()
      .references(() => reviews.id, { onDelete: "cascade" }),
    profileId: uuid("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    source: reportSource("source").notNull(),
    /** The signed-in account that reported (the owner; a visitor when signed in). */
    reporterUserId: text("reporter_user_id").references(() => user.id, { onDelete: "set null" }),
    reason: reviewRejectionReason("reason").notNull(),
    /** What the reporter added (optional, 1,000 characters at most). */
    details: text("details"),
    status: reportStatus("status").notNull().default("open"),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    /** The administrator's account (null for the shared admin password). */
    decidedByUserId: text("decided_by_user_id").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("review_reports_status_created_idx").on(t.status, t.createdAt.desc()),
    index("review_reports_review_idx").on(t.reviewId),
    // An owner reports one review once while the report is open.
    uniqueIndex("review_reports_owner_open_idx")
      .on(t.reviewId)
      .where(sql`${t.source} = 'owner' and ${t.status} = 'open'`),
  ],
);

/**
 * Addresses that receive no invitation any more, whoever sends it: the invitee
 * unsubscribed, or their mail server refused the address for good.
 */
export const suppressionReason = pgEnum("suppression_reason", ["unsubscribed", "bounced"]);

export const emailSuppressions = pgTable("email_suppressions", {
  /** Lower-cased. */
  email: text("email").primaryKey(),
  reason: suppressionReason("reason").notNull(),
  createdAt: createdAt(),
});

/**
 * Mails sent by jobs, by Message-ID (decision 016): recorded before the job is acknowledged,
 * so a job run again after a crash finds its mail sent and does not send it twice.
 */
export const sentMails = pgTable(
  "sent_mails",
  {
    messageId: text("message_id").primaryKey(),
    /** What the mail was (invitation, reminder, owner_new_review …). */
    kind: text("kind").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("sent_mails_created_idx").on(t.createdAt)],
);

// ─── contact, blog, activity, analytics ─────────────────────────────────────

export const contactStatus = pgEnum("contact_status", ["open", "in_progress", "resolved", "closed", "spam"]);
/** Union of the category sets of the contact forms. */
export const CONTACT_CATEGORIES = [
  "general",
  "technical",
  "technical_problem",
  "billing",
  "collaboration",
  "request_info",
  "feedback",
  "other",
] as const;

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    /** The /contact page asks for it; the other forms do not. */
    company: text("company"),
    subject: text("subject").notNull(),
    category: text("category").notNull().default("general"),
    message: text("message").notNull(),
    status: contactStatus("status").notNull().default("open"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("contact_messages_category", sql.raw(`category in (${CONTACT_CATEGORIES.map((c) => `'${c}'`).join(", ")})`)),
    index("contact_messages_status_created_idx").on(t.status, t.createdAt.desc()),
    index("contact_messages_created_idx").on(t.createdAt.desc()),
  ],
);

export const articleStatus = pgEnum("article_status", ["draft", "published", "archived"]);

export const blogArticles = pgTable(
  "blog_articles",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    slug: text("slug").notNull().unique(),
    excerpt: text("excerpt"),
    content: text("content").notNull(),
    /** The cover image's key in the media store (decision 030). */
    coverKey: text("cover_key").references(() => mediaObjects.key),
    status: articleStatus("status").notNull().default("draft"),
    language: uiLanguage("language").notNull().default("fr"),
    authorId: text("author_id").references(() => user.id, { onDelete: "set null" }),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("blog_articles_public_idx").on(t.status, t.language, t.publishedAt.desc()),
    index("blog_articles_created_idx").on(t.createdAt.desc()),
  ],
);

export const activityType = pgEnum("activity_type", [
  "profile_created",
  "profile_updated",
  "email_confirmed",
  "login",
  "logout",
  // What administrators do: who did it is the row's user (null for the shared
  // admin password), what it touched is in `details`.
  "admin_login",
  "admin_logout",
  "admin_profile_updated",
  "admin_profile_deleted",
  "admin_message_updated",
  "admin_message_deleted",
]);

export const userActivityLogs = pgTable(
  "user_activity_logs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    userName: text("user_name"),
    userEmail: text("user_email"),
    activityType: activityType("activity_type").notNull(),
    /** What an admin action touched (profile id and slug, message id and status…); null otherwise. */
    details: jsonb("details").$type<Record<string, string | number | boolean | null>>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("user_activity_logs_created_idx").on(t.createdAt.desc())],
);

/**
 * "Export my data" (decision 034): one archive per request, built by a job into the media
 * store under the private prefix account-exports/, downloadable by its account for 24 hours
 * through a signed link; the expiry sweep then deletes the row and the file.
 */
export const accountExportStatus = pgEnum("account_export_status", ["queued", "ready", "failed"]);

export const accountExports = pgTable(
  "account_exports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    status: accountExportStatus("status").notNull().default("queued"),
    /** The archive's key in the media store, once built (not a media object: never served at /media). */
    archiveKey: text("archive_key"),
    bytes: bigint("bytes", { mode: "number" }),
    /** Server clock (decision 017): the link's 24 hours count from ready_at. */
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull(),
    readyAt: timestamp("ready_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
  },
  (t) => [
    index("account_exports_user_requested_idx").on(t.userId, t.requestedAt.desc()),
    index("account_exports_expires_idx").on(t.expiresAt).where(sql`${t.status} = 'ready'`),
  ],
);

/**
 * Deleted accounts during their 30 days of recovery (decision 036): by their owner, or for
 * inactivity. Signing in offers « Restaurer mon compte » until `purge_after`; then the
 * purge job deletes every row and file of the account (and this row with the user).
 */
export const accountDeletionCause = pgEnum("account_deletion_cause", ["owner", "inactive"]);

export const accountDeletions = pgTable(
  "account_deletions",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    cause: accountDeletionCause("cause").notNull(),
    /** Server clock (decision 017). */
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull(),
    /** requested_at + 30 days: restorable before, purged after. */
    purgeAfter: timestamp("purge_after", { withTimezone: true }).notNull(),
  },
  (t) => [index("account_deletions_purge_after_idx").on(t.purgeAfter)],
);

/**
 * Sessions of the admin console (decision 007): opened by the admin password at
 * /admin/login, 24 hours, kept on the server; the browser holds only the token, the
 * table only its SHA-256. `user_id` records the account signed in at that moment, if any.
 */
export const adminSessions = pgTable(
  "admin_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tokenHash: text("token_hash").notNull().unique(),
    userId: text("user_id").references(() => user.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("admin_sessions_expires_idx").on(t.expiresAt)],
);

export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    eventName: text("event_name").notNull(),
    userId: text("user_id"),
    /** The public profile the event belongs to (views, link clicks). */
    profileId: uuid("profile_id").references(() => profiles.id, { onDelete: "cascade" }),
    properties: jsonb("properties").$type<Record<string, unknown>>(),
    sessionId: text("session_id").notNull(),
    /**
     * The site a widget event came from (embed_impression, embed_click; decision 033): the
     * hostname of the request's Origin (or Referer), never a path, never sent by the browser
     * in the body; null for every other event, and when the site could not be told.
     */
    host: text("host"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("analytics_events_name_created_idx").on(t.eventName, t.createdAt),
    index("analytics_events_profile_created_idx").on(t.profileId, t.createdAt),
    // The purge of events past retention (app/features/analytics/purge-events.server.ts).
    index("analytics_events_created_idx").on(t.createdAt),
  ],
);

/**
 * Page views per day (in the product's time zone) and page, rolled up from analytics_events
 * once the day is over (app/features/analytics/rollup.server.ts); `page = ''` holds the day's
 * totals over every page. Aggregates only: no session id, no user.
 */
export const analyticsDaily = pgTable(
  "analytics_daily",
  {
    day: date("day", { mode: "string" }).notNull(),
    page: text("page").notNull(),
    views: integer("views").notNull(),
    /** Distinct session ids with a page view of this page (of any page for '') that day. */
    visitors: integer("visitors").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.page] }),
    // The totals of one page (or of the site, '') over the days.
    index("analytics_daily_page_day_idx").on(t.page, t.day),
  ],
);

/** Small key/value facts about this installation (seed marker, admin password hash). */
export const appMeta = pgTable("app_meta", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

// ─── service status (/status) ───────────────────────────────────────────────

/** The services /status reports on, each checked by a probe of app/features/status. */
export const STATUS_SERVICES = ["api", "website", "database", "auth"] as const;
export const serviceState = pgEnum("service_state", ["operational", "degraded", "outage"]);
const statusServiceCheck = (column: string) =>
  sql.raw(`${column} in (${STATUS_SERVICES.map((s) => `'${s}'`).join(", ")})`);

/** One result of one probe. Append-only measurements (one row per service per minute), pruned after 90 days. */
export const statusProbes = pgTable(
  "status_probes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    service: text("service").notNull(),
    state: serviceState("state").notNull(),
    latencyMs: integer("latency_ms"),
    /** What went wrong, for the operator; never shown to visitors. */
    error: text("error"),
    checkedAt: timestamp("checked_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("status_probes_service", statusServiceCheck("service")),
    index("status_probes_service_checked_idx").on(t.service, t.checkedAt.desc()),
    index("status_probes_checked_idx").on(t.checkedAt),
  ],
);

/** Opened when a probe fails, resolved when it passes again; seeded history carries a seed_key. */
export const statusIncidents = pgTable(
  "status_incidents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    service: text("service").notNull(),
    /** The worst state seen while the incident was open (degraded or outage). */
    severity: serviceState("severity").notNull(),
    /** Stable key of a seeded history incident, so seeding runs once; null for incidents the probes open. */
    seedKey: text("seed_key").unique(),
    /** The probe's last error, for the operator; never shown to visitors. */
    detail: text("detail"),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("status_incidents_service", statusServiceCheck("service")),
    check("status_incidents_severity", sql`${t.severity} <> 'operational'`),
    // At most one open incident per service, even with N processes probing.
    uniqueIndex("status_incidents_open_service_idx").on(t.service).where(sql`${t.resolvedAt} is null`),
    index("status_incidents_started_idx").on(t.startedAt.desc()),
  ],
);

/** E-mail subscriptions to incident notices; active once confirmed from the mail. */
export const statusSubscribers = pgTable("status_subscribers", {
  id: uuid("id").primaryKey().defaultRandom(),
  email: text("email").notNull().unique(),
  /** Language of the mails. */
  language: uiLanguage("language").notNull().default("fr"),
  /** Secret of the confirmation and unsubscribe links. */
  token: text("token").notNull().unique(),
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Requests served and their total duration, per minute, summed over every process; pruned after 30 days. */
export const requestStats = pgTable("request_stats", {
  bucket: timestamp("bucket", { withTimezone: true }).primaryKey(),
  requests: bigint("requests", { mode: "number" }).notNull().default(0),
  totalMs: doublePrecision("total_ms").notNull().default(0),
});

/** Subscriptions to the blog's newsletter (/blog-demo); active once confirmed from the mail. */
export const newsletterSubscribers = pgTable("newsletter_subscribers", {
  id: uuid("id").primaryKey().defaultRandom(),
  email: text("email").notNull().unique(),
  /** Language of the mails. */
  language: uiLanguage("language").notNull().default("fr"),
  /** Secret of the confirmation link (the digest's unsubscribe link is an HMAC of the id). */
  token: text("token").notNull().unique(),
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  /** Set by the unsubscribe link: no digest is sent any more (subscribing again clears it). */
  unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * The monthly digests of the newsletter (decision 029): one row per month, made
 * once (the primary key) by whichever process runs the digest job first, in the same
 * transaction as its send jobs. It covers the articles published in [since, until).
 */
export const newsletterDigests = pgTable("newsletter_digests", {
  /** The month it is sent in, Europe/Paris: "2026-12" (covers November's articles). */
  period: text("period").primaryKey(),
  since: timestamp("since", { withTimezone: true }).notNull(),
  until: timestamp("until", { withTimezone: true }).notNull(),
  /** Confirmed subscribers a send job was queued for. */
  recipients: integer("recipients").notNull(),
  startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
});

/**
 * What each subscriber was sent of each digest. The primary key (subscriber, period) is the
 * idempotency key: a send inserts its row in the transaction that sends the mail, so a job
 * run twice — or by two processes at once — mails the subscriber once.
 */
export const newsletterDigestSends = pgTable(
  "newsletter_digest_sends",
  {
    subscriberId: uuid("subscriber_id")
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: "cascade" }),
    period: text("period")
      .notNull()
      .references(() => newsletterDigests.period, { onDelete: "cascade" }),
    messageId: text("message_id").notNull(),
    /** Articles the mail listed. */
    articles: integer("articles").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull(),
    /** The SMTP server's refusal (5xx) when it was not delivered; not retried. */
    failure: text("failure"),
  },
  (t) => [primaryKey({ columns: [t.subscriberId, t.period] })],
);
