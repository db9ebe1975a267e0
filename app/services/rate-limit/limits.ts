/**
 * Every named limit of the app, in one table so the numbers can be read (and tuned) side by
 * side. A limit allows `points` per window of `durationSeconds`; each call to `consume()`
 * takes one point. A feature adds its own lines here and calls
 * `consume("<name>", key)` from app/services/rate-limit/rate-limit.server.ts.
 */
export interface LimitRule {
  /** What one window allows. */
  points: number;
  /** Length of the window, from the first point taken. */
  durationSeconds: number;
  /**
   * Counted in each process's memory instead of the shared store: for limits on reads so
   * frequent that a write to the store per request would cost more than the request itself.
   * With N processes an address gets up to N times `points`.
   */
  perProcess?: true;
}

export const RATE_LIMITS = {
  // ── Accounts (app/features/auth). Sign-in attempts are refunded when they succeed, so
  //    these count failures: the 4th failed sign-in for one e-mail within a minute gets 429.
  "auth.sign-in.email": { points: 3, durationSeconds: 60 },
  "auth.sign-in.ip": { points: 30, durationSeconds: 10 * 60 },
  "auth.sign-up.email": { points: 3, durationSeconds: 60 * 60 },
  "auth.sign-up.ip": { points: 30, durationSeconds: 60 * 60 },
  "auth.password-reset.email": { points: 3, durationSeconds: 60 * 60 },
  "auth.password-reset.ip": { points: 10, durationSeconds: 60 * 60 },
  /** Verification links sent again (sign-in of an unconfirmed account, change of e-mail). */
  "auth.verification.email": { points: 3, durationSeconds: 60 * 60 },
  "auth.verification.ip": { points: 10, durationSeconds: 60 * 60 },
  /** Wrong current password in the account settings (change of password or e-mail). */
  "auth.current-password.user": { points: 5, durationSeconds: 15 * 60 },
  /** Two-factor codes (decision 035): wrong codes of one account, at sign-in and in the settings. */
  "auth.two-factor.user": { points: 5, durationSeconds: 10 * 60 },
  /** Passkeys (decision 035): changes to an account's passkeys, and sign-in options asked per address. */
  "auth.passkeys.user": { points: 30, durationSeconds: 60 * 60 },
  "auth.passkey-options.ip": { points: 60, durationSeconds: 10 * 60 },
  /** Data exports (decision 034): each reads every row and file of the account. */
  "account.export.user": { points: 5, durationSeconds: 24 * 60 * 60 },

  /** Custom domains (docs/decisions/044-custom-domains.md): adds and removals, and « Vérifier maintenant » (DNS lookups). */
  "customDomains.change.user": { points: 20, durationSeconds: 60 * 60 },
  "customDomains.check.user": { points: 10, durationSeconds: 10 * 60 },

  // ── Other features: first values, their owners tune them.
  /** Admin password attempts, given back when right: the 11th failure within a minute gets 429. */
  "admin.login.ip": { points: 10, durationSeconds: 60 },
  /**
   * Codes of the shared admin login, tried once its password is right, counted for
   * the one shared administrator (key "shared"); an accepted code is given back: the 6th wrong
   * or replayed code within 10 minutes gets 429.
   */
  "admin.code.shared": { points: 5, durationSeconds: 10 * 60 },
  "contact.submit.ip": { points: 5, durationSeconds: 60 * 60 },
  /** Reviews: a visitor's 6th review within an hour gets 429. */
  "reviews.submit.ip": { points: 5, durationSeconds: 60 * 60 },
  /** Reviews one profile accepts per hour from everyone: a flood is held back for moderation's sake. */
  "reviews.submit.profile": { points: 30, durationSeconds: 60 * 60 },
  /** Review media uploads (photo, video, audio, poster frame): two per review plus retries. */
  "reviews.media.ip": { points: 20, durationSeconds: 60 * 60 },
  /** « Signaler » on a public review: the 6th report within an hour from one address gets 429. */
  "reviews.report.ip": { points: 5, durationSeconds: 60 * 60 },
  /** Previews of pasted invitation lists (each reads the owner's invitations of the last 30 days). */
  "invitations.preview.user": { points: 60, durationSeconds: 60 * 60 },
  /** Sendings of invitations (each up to 500 mails, within the daily allowance). */
  "invitations.send.user": { points: 10, durationSeconds: 60 * 60 },
  "chat.message.ip": { points: 30, durationSeconds: 10 * 60 },
  /** First-party events from the browser (page views, landing conversions). */
  "analytics.event.ip": { points: 120, durationSeconds: 60 },
  /** Impressions and clicks of the embedded widget (decision 033): a page showing a few widgets stays well under it. */
  "analytics.embed.ip": { points: 60, durationSeconds: 60 },
  /** Subscriptions to /status notices: each one sends a confirmation mail. */
  "status.subscribe.ip": { points: 5, durationSeconds: 60 * 60 },
  /** Subscriptions to the blog's newsletter (/blog-demo): each one sends a confirmation mail. */
  "blog.newsletter.ip": { points: 5, durationSeconds: 60 * 60 },
  /**
   * Masked numbers (WhatsApp, phone, Viber, Telegram or Signal by number; decision 019): the
   * 31st reveal within an hour from one address gets 429…
   */
  "profile.reveal.ip": { points: 30, durationSeconds: 60 * 60 },
  /** …and so does the 301st reveal of one profile's numbers within an hour, from everyone. */
  "profile.reveal.profile": { points: 300, durationSeconds: 60 * 60 },
  /**
   * Link clicks counted in the owner's statistics: one per address and link per hour (keyed
   * by both); further clicks within the hour still open the link, uncounted.
   */
  "analytics.link-click.ip": { points: 1, durationSeconds: 60 * 60 },
  /**
   * The public read API (decision 031): the 301st read within a minute from one address gets
   * 429 (per process: a read must not cost a write to the store). A page showing a widget
   * reads twice (summary and reviews).
   */
  "api.read.ip": { points: 300, durationSeconds: 60, perProcess: true },
} as const satisfies Record<string, LimitRule>;

export type LimiterName = keyof typeof RATE_LIMITS;
