import type { LegalDocumentTexts } from "./catalog.ts";

/** Legal and trust texts in English; same structure and claims as documents.fr.ts. */
export const LEGAL_DOCUMENTS_EN: LegalDocumentTexts = {
  privacy: {
    title: "Privacy policy",
    description:
      "What data Fiable collects, why, who it is shared with, how it is protected and how to exercise your rights.",
    lead: "This policy explains what personal data Fiable processes when you create a page, leave a review, receive an invitation to leave one or write to us, and how you stay in control of it.",
    updated: "2026-11-27",
    body: `
## Data we collect {#collection}

We only collect what the service needs.

- **Account**: name, e-mail address, password (kept as a hash, never in clear), interface language, date the e-mail was confirmed. If you sign in with Google or LinkedIn, your account identifier with that provider.
- **Sessions**: for each open session, its expiry date, IP address and browser type, so you can recognise and close your sessions.
- **Public profile**: everything you enter in the editor (name, photo, job, company, bio, city, languages, skills, work, FAQ, links, contact numbers).
- **Contact messages**: name, e-mail, phone and company when given, subject and message.
- **Audience measurement**: pages viewed (page, referring site, browser type, date), with a random session identifier kept in the browser tab, and clicks on the links of public pages, tied to a pseudonym computed for the day (a hash of the IP address and browser with a random salt renewed every day and never stored). No IP address is stored, no cookie or third-party tool is used, bots are not counted and neither are professionals' visits to their own page. This data is erased after 13 months; professionals can reset their page's statistics at any time.
- **Service status subscription**: your e-mail address and language.
- **Two-factor authentication and passkeys** (if you turn them on): your authenticator app's secret and your backup codes, encrypted; for each passkey, its public key, name, device type and date added (the private key never leaves your device); a trusted device is recognised by a signed cookie for 30 days.
- **Account activity log**: sign-ups, e-mail confirmations, sign-ins, sign-outs, profile creations and changes, and administration actions, with the name and e-mail address of the account concerned and the date. It serves the security of the service and only administrators can see it.
- **Technical logs**: method, address of the page requested, response code, duration and request identifier, without form content. They are written to the server's output, never to Fiable's database.
- **E-mails sent**: the technical identifier (Message-ID) of each e-mail the service sends, with its kind and date, so that the same e-mail is never sent twice.

### Reviews, invitations and reports

- **Reviews**: the author's name, rating, text and, if they choose, their photo, audio or video recording; their relationship with the professional (client, colleague, friend or family, other), the month of the service if they give it, the language of the form and the exact wording of the statement they accepted when sending their review. Photo metadata (including the GPS position) is removed on upload.
- **A review author's e-mail address**: required when they come through an invitation, optional otherwise. It is never shown publicly nor to the professional. It is only used to send the author a private link to edit or delete their review at any time (only a hash of this link's code is kept), to mark their review "Verified e-mail" when they open that link, and to tell them by e-mail, with the reason, if their review is withdrawn.
- **Origin label**: each review carries the label "Invited by e-mail", "Verified e-mail" or "Unsolicited". It is computed from recorded facts (review left through an invitation, e-mail address confirmed); the professional can neither choose nor change it.
- **Review invitations**: when a professional invites their clients by e-mail, the e-mail address and, if given, the name of each invitee, the invitation's language, its status (queued, sent, opened, review left, failed with the reason given by the mail server, unsubscribed, expired) and its dates. This data is provided by the professional, who may only invite people they have a relationship with, their clients. It is only used to send the invitation and at most 2 reminders, 3 and 7 days later (the professional can switch them off); reminders stop as soon as the person leaves their review or unsubscribes. The invitation link is personal, valid for 30 days and works once; only a hash of its code is kept. This data is visible to the professional, in their invitations table, and to Fiable's administrators.
- **Invitation suppression list**: the addresses that unsubscribed (in one click, with the link in every invitation or the \`List-Unsubscribe\` header) or that their mail server refused for good, with the reason and the date, and nothing else. No Fiable invitation is sent to them again, whoever the professional; a professional who enters one of these addresses only sees that it receives no more invitations.
- **Review reports**: anyone can report a published review (the "Report" link) and a professional can report the reviews of their own page. We record the reason, chosen from a fixed list (spam, abusive language, personal data, not a client, off-topic, duplicate), the optional details, the reporting account if signed in, the report's status and the administration's decision. No IP address is stored: the submission limit relies on a keyed hash. Reports are visible to Fiable's administrators.

## How we use data {#use}

Your data is used to:

- provide the service: show your page, receive and moderate reviews, sign you in (performance of the contract);
- send review invitations and their reminders for the professional who asks for them, and honour unsubscriptions (the professional's legitimate interest in collecting their clients' opinions);
- let a review's author edit or delete it, confirm their e-mail address and tell them of a withdrawal;
- examine review reports and withdraw the reviews that break the rules (legitimate interest in genuine reviews);
- send you the service's e-mails: address confirmation, password reset, reviews received, reminder of reviews pending for 7 days, incident notices if you subscribed;
- answer your messages;
- protect the service: limits on sign-in and submission attempts, bot detection (legitimate interest);
- show you your page's statistics.

We do not use your data for advertising, we do not sell it and we do no profiling.

### Retention periods

- Account and profile: as long as the account exists. When you delete it (« Delete my account » in its [settings](/dashboard/settings#delete-account)), your page disappears at once and, for 30 days, signing in is enough to restore everything; after that, the account and all it holds (page, lists, reviews received, files, invitations, statistics, activity log) are erased for good. An account whose owner has not signed in for 3 years is deleted the same way, after two warning e-mails, 30 and 7 days before; signing in cancels that countdown.
- Reviews: as long as the page showing them exists, or until their author deletes them with their private link. The author's e-mail address is kept as long as the review exists and erased with it. When an account is erased, the reviews left on other pages with its verified e-mail address stay there, anonymized: « Former user », with no e-mail address, title or photo.
- Review invitations: 12 months after the invitation, then erased automatically (the invitee's e-mail address and name, the invitation's status); a review left through an invitation keeps its "Invited by e-mail" label.
- Invitation suppression list: as long as needed to honour the request (the address only, with the reason and the date).
- Review reports: 12 months after the administration's decision, then erased automatically; a report awaiting a decision is kept until the decision.
- Contact messages: 3 years after their last update (arrival, closing or reopening), then erased automatically.
- Anti-abuse counters: from a few minutes to an hour.
- Audience measurement (page views, clicks): 13 months, then erased automatically; only daily totals per page, without any identifier, are kept up to the same limit.
- Account activity log: 12 months, then erased automatically.
- Technical identifiers of the e-mails sent: 90 days, then erased automatically.
- Technical logs: Fiable does not keep them itself; they are kept as long as the hosting's log system keeps them.
- Cookies: 12 months at most (see the [cookie policy](/legal/cookies)).
- Billing data: none today, the service is free. Should a paid plan open, this data will be kept 10 years, as French commercial law requires.

## Sharing data {#sharing}

- **The public** sees what you publish on your page and the published reviews (approved by the professional, or published automatically after 30 days pending), with their author's name, their origin label, the author's relationship when they are not a client and the month of the service if given, as well as the number of pending and withdrawn reviews, with their reasons. Review authors' e-mail addresses are never published. Your WhatsApp and phone numbers are not in the page: visitors go through a redirect link.
- **The professional** sees the reviews left on their page, without their authors' e-mail addresses, and their invitations table.
- **Invitees** receive an e-mail sent from Fiable's address, with the professional's name as sender name and the e-mail address of the professional's account as reply address.
- **Fiable's administrators** see the invitations, the reports and the reported reviews, to run and moderate the service.
- **Our technical processors**: the host of the servers and database, and the e-mail delivery service. They act only on our instructions.
- **Google or LinkedIn**, only if you choose to sign in with them.
- **Authorities**, only on lawful request.

Fiable embeds no third-party advertising or analytics tool, and no font or script loaded from another site.

## Security {#security}

- Connections encrypted with HTTPS (TLS), with HSTS.
- Passwords stored as hashes (scrypt); session cookies out of reach of scripts (HttpOnly, SameSite).
- Attempt limits on sign-in, sign-up, password reset and forms.
- Uploaded files checked from their content, images re-encoded without metadata.
- Every action checked on the server: only a page's owner can change it or moderate its reviews.
- Invitation links and review authors' private links: only a hash of their code is kept; an invitation link expires after 30 days and works once.

If a data breach puts you at risk, we notify the CNIL (the French data protection authority) within 72 hours and, when the risk is high, the people concerned. Details are on the [Security](/security) page.

## Your rights {#rights}

You have the rights of access, rectification, erasure, restriction, portability and objection, and the right to set instructions for your data after your death.

- You can change your profile at any time from the dashboard.
- For a copy of your data, use « Export my data » in your [account settings](/dashboard/settings#export): an archive (.zip) of everything we keep about your account, with your files, reaches you through a link valid for 24 hours.
- To delete your account, use « Delete my account » in your [account settings](/dashboard/settings#delete-account), with your password (and a code if two-factor sign-in is on); you can restore it for 30 days by signing in. To erase other data, write to {email} or use the [Contact](/contact) page. We answer within one month.
- If you left a review with your e-mail address, the private link you received by e-mail lets you edit or delete it at any time. Any review author can also ask us to remove it or to remove their personal data from it.
- If you received an invitation to leave a review, the unsubscribe link in the e-mail is enough to receive no more invitations from Fiable. You can also ask us to erase the invitations about you; if you unsubscribed, your address alone stays on the suppression list, so that your choice is honoured.

You can also lodge a complaint with the CNIL (cnil.fr) or your local data protection authority. The service is for people aged 18 and over. More on the [GDPR](/legal/gdpr) page.

## International transfers {#transfers}

Your data is stored in a single database and a single file store, with the service's host. Fiable sends your data to no analytics or advertising tool, wherever it may be.

If you sign in with Google or LinkedIn, your sign-in request is handled by these companies, based in the United States, under the EU–US Data Privacy Framework. Should a processor outside the European Union ever handle your data, the transfer would rely on an adequacy decision or on the European Commission's standard contractual clauses.
`,
  },

  terms: {
    title: "Terms of use",
    description:
      "The rules for using Fiable: account, published content, client reviews, free beta and responsibilities.",
    lead: "By creating an account or leaving a review on Fiable, you accept the terms below. They are written to be read: write to us if anything is unclear.",
    updated: "2026-11-27",
    body: `
## The service {#service}

Fiable lets freelancers, creators and small businesses publish a public page at {host}/your-name that gathers their introduction, links, work, an FAQ and their clients' reviews. Visitors can read these pages and leave reviews.

## Your account {#account}

- You must be **18 or over**.
- Your account information must be accurate; you confirm your e-mail address.
- You keep your password secret and are responsible for what is done from your account. Tell us at once if you think someone else used it.
- An account belongs to a real person or business.

## Free beta and prices {#pricing}

During the beta, Fiable is free and no card is needed. A premium plan may be offered later. Any price change will be announced **30 days ahead** by e-mail; nothing will be charged without your agreement.

## Your content {#content}

You keep ownership of what you publish. You grant us the right to host, display and reproduce it as far as the service needs (your page, its preview in messaging apps, its QR code), for the life of your account.

You guarantee that you have the right to publish this content (photos, texts, logos) and that it infringes nobody's rights.

## Reviews {#reviews}

- A review must reflect a real experience with the professional.
- Reviews are **neither edited nor cherry-picked**: the professional approves a pending review, or withdraws it only for one of the set reasons (spam, offensive, personal data, not a client, off-topic, duplicate). A review pending for 30 days is published automatically. The number of pending and withdrawn reviews, with their reasons, is shown publicly.
- Once published, a review can no longer be withdrawn by the professional: they can reply to it publicly or report it to the Fiable team, who withdraw it only if the reason holds. Anyone can report a published review.
- The author of a review who gave their e-mail address can edit or delete it at any time with their private link.
- Fake reviews, reviews of your own page, rewards offered for a review and inviting only satisfied clients are forbidden. E-mail invitations go only to the professional's clients, with a neutral text.

## Acceptable use {#acceptable-use}

You may not use Fiable to:

- publish unlawful, hateful or misleading content, or content that invades someone's privacy;
- impersonate a person or a business;
- send spam or malicious links;
- get around the service's limits, query it automatically in an abusive way or try to access other people's accounts.

## Availability {#availability}

We do our best to keep the service available at all times, without being able to guarantee it during the beta. Measured availability and incidents are published on the [Service status](/status) page.

## Liability {#liability}

Each professional is responsible for the content of their page and their dealings with their clients; each author is responsible for their review. Fiable hosts this content and promptly removes manifestly unlawful content reported to it. We are not liable for indirect damage.

## Suspension and termination {#termination}

You can delete your account at any time in its [settings](/dashboard/settings#delete-account); it can be restored for 30 days by signing in, then it is erased for good. An account with no sign-in for 3 years is deleted the same way, after two e-mail warnings. We may suspend or delete an account that breaches these terms, after telling you, except in an emergency (unlawful content, security threat).

## Changes and governing law {#law}

We will tell you by e-mail of any significant change to these terms at least 30 days before it applies. These terms are governed by French law; in a dispute, an amicable solution will be sought before any action before the competent courts.

For any question: {email}.
`,
  },

  gdpr: {
    title: "Data protection (GDPR)",
    description:
      "How Fiable applies the GDPR: legal bases, retention, processors, exercising your rights and breach notification.",
    lead: "The General Data Protection Regulation (GDPR) governs the use of your personal data. This page says how Fiable applies it, in practice.",
    updated: "2026-11-27",
    body: `
## Data controller {#controller}

The data controller is the publisher of the Fiable service, reachable at {email} or from the [Contact](/contact) page. For reviews left on a page, the professional who publishes the page approves pending reviews or withdraws them for one of the set reasons, and a review left without a decision is published after 30 days; Fiable sets the moderation rules, examines reports and hosts the reviews.

For review invitations, the professional chooses the invitees and provides their e-mail addresses; they may only invite people they have a relationship with, their clients. Fiable sends the e-mails, with a neutral text that is the same for everyone, and keeps the list of addresses that receive no more invitations.

## Purposes and legal bases {#legal-bases}

| Processing | Legal basis | Retention |
| --- | --- | --- |
| Account, sign-in, public page | Performance of the contract | Life of the account, then 30 days after its deletion (restore possible), or 3 years without a sign-in |
| Client reviews | Legitimate interest of the professional and visitors in genuine reviews | Life of the page, or until the review's author deletes it |
| Review authors' e-mail addresses (private link, "Verified e-mail" label, withdrawal notice) | Legitimate interest of authors in keeping control of their review and of visitors in verifiable reviews | As long as the review exists |
| Review invitations (address, name, language, status) | Legitimate interest of the professional in asking their clients' opinion, with one-click unsubscription | 12 months after the invitation, then erased automatically |
| Invitation suppression list (address, reason, date) | Legitimate interest in honouring your unsubscription and mail servers' permanent refusals | As long as needed to honour the request |
| Review reports | Legitimate interest in withdrawing reviews that break the rules | 12 months after the decision, then erased automatically |
| Service e-mails (confirmation, password, reviews received, moderation reminders) | Performance of the contract | Time of sending |
| Technical identifiers of the e-mails sent (Message-ID) | Legitimate interest in never sending the same e-mail twice | 90 days, then erased automatically |
| Contact messages | Legitimate interest in answering you | 3 years after the last update, then erased automatically |
| Anti-abuse limits (IP address, e-mail) | Legitimate interest in protecting the service | A few minutes to an hour |
| Page statistics, without cookies | Legitimate interest in giving professionals their statistics | 13 months |
| Service status subscription | Consent (confirmed by e-mail) | Until you unsubscribe |
| Account activity log | Legitimate interest in security | 12 months, then erased automatically |
| Technical logs (server output, outside the database) | Legitimate interest in security | As long as the hosting's log system keeps them |

## Data minimisation {#minimisation}

- The phone and WhatsApp numbers of pages are never sent to visitors: they go through a redirect.
- Photos are re-encoded without their metadata (including the GPS position).
- Audience measurement uses neither cookies nor third-party tools.
- A review author's e-mail address is never published nor shown to the professional.
- Invitation links and review authors' private links are only kept as hashes.
- No IP address is stored with a report: submission limits use keyed hashes.
- The invitation suppression list keeps only the address, the reason and the date.
- No payment data is collected during the free beta.

## Processors {#processors}

- the host of the servers, database and files;
- the e-mail delivery service;
- Google and LinkedIn, only for people who choose to sign in with them.

No data is sold or used for advertising.

## Your rights {#rights}

Access, rectification, erasure, restriction, portability, objection, withdrawal of consent and instructions for after your death.

A copy of your data (access and portability) needs no request: « Export my data » in your [account settings](/dashboard/settings#export). Nor does erasing your account: « Delete my account », in the same place, erases everything after 30 days during which signing in is enough to restore it. For the other rights:

1. Write to {email} or use the [Contact](/contact) page, from your account's e-mail address if you have one.
2. We may ask you to confirm your identity; we will never ask for your password.
3. We answer within one month (extendable by two months for a complex request, after telling you).

The author of a review who gave their e-mail address edits or deletes it themselves, at any time, with the private link received by e-mail; any author can also ask us for its removal or the erasure of their personal data, even though the professional cannot delete it themselves. A person invited to leave a review unsubscribes in one click from the e-mail received: no Fiable invitation is sent to them again, whoever the professional.

## Data breaches {#breaches}

Every data breach is recorded. If it puts your rights at risk, we notify the CNIL within **72 hours** of becoming aware of it and, when the risk is high, we tell the people concerned directly.

## Complaints {#complaint}

If you believe your rights are not respected, you can lodge a complaint with the Commission nationale de l'informatique et des libertés (CNIL), 3 place de Fontenoy, 75007 Paris, France, at cnil.fr, or with the data protection authority of your country.
`,
  },

  cookies: {
    title: "Cookie policy",
    description:
      "The only cookies Fiable sets: the sign-in session, the language and the theme. No advertising or audience-measurement cookie.",
    lead: "Fiable sets very few cookies, all needed by the service or by your preferences. None is used for advertising or to follow you from site to site.",
    updated: "today",
    body: `
## Types of cookies {#types}

### Necessary cookies

Without them you could not stay signed in. They are exempt from consent.

| Cookie | Purpose | Duration |
| --- | --- | --- |
| \`better-auth.session_token\` | Keeps your session open after signing in (out of reach of the page's scripts) | 7 days, extended while you use the service |
| \`better-auth.dont_remember\` | If you choose not to stay signed in: the session ends when the browser closes | Session |
| \`better-auth.state\` | Protects signing in with Google or LinkedIn against forgery | 5 minutes |
| \`better-auth.two_factor\` | During two-step verification: ties the code you type to the sign-in under way | 10 minutes |
| \`better-auth.trust_device\` | If you choose « Trust this device »: no two-factor code is asked again on this device | 30 days |
| \`better-auth.better-auth-passkey\` | While adding a passkey or signing in with one: the challenge your device signs | 5 minutes |

Over an HTTPS connection these names start with \`__Host-\` (for instance \`__Host-better-auth.session_token\`): the browser sends them only over an encrypted connection, and only to this site.

### Functional cookies

They remember your display choices.

| Cookie | Purpose | Duration |
| --- | --- | --- |
| \`lang\` | The interface language (French, English or Arabic) | 12 months |
| \`theme\` | Light, dark or the device's theme | 12 months |

### Performance and audience-measurement cookies

**None.** Fiable's page statistics use no cookie: a random identifier is kept in the browser tab (session storage) and disappears when you close it.

## Managing cookies {#management}

You can delete or block cookies in your browser's settings. Blocking \`better-auth.session_token\` prevents signing in to the dashboard; blocking \`lang\` or \`theme\` brings the interface back to French and the device's theme on each visit. Public pages can be read without any cookie.

## Retention {#retention}

- Session cookies disappear when the browser closes.
- Fiable's persistent cookies last 12 months at most, never more than 13 months.
- Fiable sets no audience-measurement cookie; should it ever set one, it would be with your prior consent and for 13 months at most.

## Third-party cookies {#third-party}

Fiable loads no script, font or content from another site: no third party sets cookies on Fiable's pages. The sites you open from a page (Instagram, YouTube, WhatsApp…) and the sign-in pages of Google or LinkedIn apply their own policies.
`,
  },

  security: {
    title: "Security",
    description:
      "The security measures actually in place at Fiable, what does not exist yet, and how to report a vulnerability.",
    lead: "Your page carries your reputation and your clients'. Here is what Fiable does to protect it — and, frankly, what it does not do yet.",
    updated: "2026-11-27",
    body: `
## Encryption {#encryption}

- Every connection to the service is encrypted with **HTTPS (TLS)**; browsers are told never to come back over HTTP (HSTS).
- Passwords are never stored: only a salted **scrypt** hash is kept.
- The server's secrets are generated at installation and readable by the server alone.

## Accounts and sessions {#accounts}

- E-mail address confirmed by link; password reset by e-mail.
- Passwords of 6 to 128 characters; a passphrase is recommended.
- Sessions stored on the server, in cookies out of reach of scripts (HttpOnly, SameSite); you can sign out your other devices from the settings.
- Attempt limits on sign-in, sign-up, password reset and administrator access: "Too many attempts. Wait a few minutes."
- **Two-factor authentication (2FA)** with an authenticator app (6-digit TOTP codes), asked after the password as well as after Google or LinkedIn; 10 single-use backup codes; a trusted device for 30 days if you choose; at most 5 wrong codes per 10 minutes per account. The secret and the backup codes are stored encrypted.
- **Passkeys (WebAuthn)**: sign in with your device's unlock or a security key, without a password; the private key never leaves your device.
- The admin console requires two-factor authentication: an administrator account without 2FA cannot open it, and the shared admin password asks for a code too.

## Protecting pages and visitors {#application}

- Every action is checked by the server: only a page's owner edits it and moderates its reviews; the owner can neither edit nor delete reviews.
- A strict Content Security Policy (CSP): only Fiable's own scripts run, no third-party resource is loaded, pages cannot be embedded by another site.
- Published links can only be web, e-mail or phone links; a \`javascript:\` address is refused.
- Phone and WhatsApp numbers are not in the pages sent to visitors.
- Uploaded files are limited to 10 MB, identified from their content (not their name), images re-encoded without metadata; files are served in a way that prevents them from running.
- Forms protected against bots (trap field and submission limits).

## Availability {#availability}

Probes check the API, the website, the database and authentication every minute. The results, the 30-day uptime and the incidents are published unedited on the [Service status](/status) page, where you can subscribe to incident notices.

## Certifications and compliance {#compliance}

- **GDPR**: Fiable applies the European regulation; see the [Data protection](/legal/gdpr) page.
- **California (CCPA)**: the rights of access and deletion are open to everyone, and we sell no personal data.
- **ISO 27001 and SOC 2 Type II**: Fiable does not hold these certifications. Rather than show a logo, we publish here the detail of the measures applied.

## Reporting a vulnerability {#disclosure}

Think you found a vulnerability? Write to {email} with the subject "Security", describing the problem and how to reproduce it. We acknowledge within 48 working hours and keep you informed of the fix. Please do not access other people's data or disrupt the service while testing.
`,
  },

  policy: {
    title: "General policy",
    description:
      "The general framework for using Fiable: purpose, definitions, use, ownership, liability, security and data protection.",
    lead: "This policy brings together the principles that govern Fiable. The details are in the terms of use, the privacy policy and the Security page.",
    updated: "today",
    body: `
## Purpose {#purpose}

Fiable is a trust-page service: each professional publishes, at {host}/their-name, a page that gathers their identity, links, work, an FAQ and their clients' reviews. This policy sets the principles common to every user of the service.

## Definitions {#definitions}

- **Professional**: the person or business who creates an account and publishes a page.
- **Visitor**: anyone who views a page, with or without an account.
- **Review**: the testimonial, text, photo, audio or video, left by a visitor on a page.
- **Page**: a professional's public page and its content.

## Acceptable use {#acceptable-use}

Everyone undertakes to publish accurate information, to respect the rights of others and not to misuse the service (fake reviews, spam, impersonation, unlawful content). The full rules are in the [terms of use](/legal/terms).

## Intellectual property {#intellectual-property}

Professionals and review authors keep ownership of their content. The Fiable name, logo, interface and texts belong to their publisher and may not be reproduced without permission.

## Liability {#liability}

Each professional answers for the content of their page, each author for their review. Fiable provides hosting and honest moderation rules, removes manifestly unlawful content reported to it, and is not liable for indirect damage.

## Security {#security}

Encrypted connections (TLS), passwords stored as hashes, every action checked by the server, limits against abuse, uploaded files checked. Details are on the [Security](/security) page.

## Data protection compliance {#data-protection}

Fiable applies the GDPR — this is our own assessment, not a certification or an external audit: data limited to what is needed, no advertising cookie or third-party analytics tool, rights exercised on simple request, breaches notified to the CNIL within 72 hours. See the [privacy policy](/legal/privacy) and the [GDPR](/legal/gdpr) page.

## Certifications {#certifications}

Fiable holds no certification to date (ISO 27001, SOC 2). Instead, we publish the detail of our security measures and the continuously measured availability on the [Service status](/status) page.

## Governing law {#law}

This policy is governed by French law. In a dispute, an amicable solution will be sought before any action before the competent courts.

## Contact {#contact}

For any question about this policy: {email}, or the [Contact](/contact) page. Answer within 24 to 48 working hours.
`,
  },
};
