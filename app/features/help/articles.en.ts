import type { HelpArticleTexts } from "./catalog.ts";

/** The help articles in English. Markdown subset: app/services/markdown/blocks.ts. */
export const HELP_ARTICLES_EN: HelpArticleTexts = {
  // ─── Getting started ──────────────────────────────────────────────────────
  "create-account": {
    title: "Create your Fiable account",
    summary: "Sign up by e-mail in a minute, confirm your address, and use Google or LinkedIn when they are offered.",
    body: `
Fiable is free during the beta: no card is needed. An account gives you a dashboard to build your trust page, public at {host}/your-name.

## Sign up with your e-mail

1. Open the [sign-in / sign-up page](/auth?mode=signup) (the "Create" button at the top of the site).
2. Enter your full name, your e-mail address and a password of **at least 6 characters**.
3. Submit: a confirmation e-mail is sent to you.
4. Click the link in that e-mail. Your address is confirmed and you land on your dashboard.

> Can't find the e-mail? Look in your spam folder. Until the address is confirmed, signing in shows "Please confirm your email before signing in".

## Sign up with Google or LinkedIn

When the Google and LinkedIn buttons appear under the form, you can use them instead of a password: your name and e-mail come from the account you pick. If the buttons are not there, this installation of Fiable does not offer them; signing up by e-mail always works.

## Common error messages

- **"This email address is already in use. Try signing in."**: an account already exists with this e-mail. The form switches to sign-in; use "Forgot password?" if needed.
- **"The password must contain at least 6 characters."**: choose a longer password. A phrase of several words is easy to remember and hard to guess.
- **"Please enter a valid email address."**: check the address for typos and spaces.

## What next?

Follow [Create your profile in 2 minutes](/help/create-profile) to fill in the essentials of your page.
`,
  },

  "create-profile": {
    title: "Create your profile in 2 minutes",
    summary: "The few fields that make a useful page, then saving and opening your public page.",
    body: `
Your profile is the page your clients will open from your Instagram bio, an e-mail signature or a WhatsApp message. You don't need to fill in everything to start: here are the essentials.

## The steps

1. Sign in and open your [dashboard](/dashboard). On your first visit, your name and e-mail are already taken from your account.
2. In the **Basic information** tab, check your first and last name, add your city and a photo.
3. In the **Professional** tab, write your job (for example "Wedding photographer") and a bio of two or three sentences.
4. In the **Domain** tab, choose the address of your page, for example {host}/camille-martin. Leave it empty to have it made from your name.
5. In the **Platforms** tab, add at least one way to reach you: Instagram, WhatsApp, e-mail or website.
6. Click **Save** at the top of the screen. The "Profile saved!" message shows the public address of your page.

The phone-shaped preview beside the form (below it on a phone) shows live what your visitors will see.

## Nothing is saved without you

Fiable does not save automatically: only the **Save** button publishes your changes. If you leave the page with unsaved changes, you are asked to confirm.

## See your page

After the first save, the "View my profile" link of the dashboard opens your public page in a new tab. You can then [share it](/help/share-your-page).

## Going further

- [Show your work](/help/portfolio)
- [Ask for your first client reviews](/help/ask-for-reviews)
- [Choose your custom address](/help/custom-domain)
`,
  },

  "sign-in-and-password": {
    title: "Sign in and reset your password",
    summary: "Signing in, forgotten password, too many attempts, changing your password or e-mail in the settings.",
    body: `
## Sign in

Open the [sign-in page](/auth), enter your e-mail and password. The eye icon shows or hides the password while you type. Once signed in, you are taken to your dashboard.

If **"Incorrect email or password"** appears, check the address (one capital letter or extra space is enough) and then the password.

## Forgotten password

1. On the sign-in page, enter your e-mail and click **Forgot password?**
2. An e-mail sends you a reset link. Open it on the same device if you can.
3. Choose a new password (6 characters minimum). The old one stops working.

## "Too many attempts"

After several failed attempts in a short time, Fiable temporarily blocks sign-ins for that account and shows **"Too many attempts. Wait a few minutes."** This protects you from people trying to guess passwords. Wait a few minutes, or reset your password.

## Change your password or e-mail

In the **Settings** section of the dashboard:

- **Password**: you are asked for your current password before choosing a new one.
- **E-mail**: the new address must be confirmed through a link before it replaces the old one.
- **Sign out of other devices**: useful if you signed in on a shared computer.

## Two-factor authentication

In **Settings**, the **Two-factor authentication** card adds a 6-digit code, shown by an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…), to every sign-in — with a password as well as with Google or LinkedIn.

1. Click **Turn on two-factor authentication** (your password is asked if your account has one).
2. Scan the QR code with the app, or type the key shown under it.
3. Enter the code the app shows, then **Confirm**.
4. Fiable then shows **10 backup codes**: download them or write them down. Each signs you in once if you no longer have your phone; they are not shown again, but you can generate new ones (the old ones then stop working).

When you sign in, after your password, the **Two-step verification** page asks for the code; **Use a backup code** takes a backup code instead. Tick **Trust this device for 30 days** on your own device to skip the code for 30 days. After 5 wrong codes within 10 minutes you have to wait: "Too many attempts. Wait a few minutes."

To turn it off, enter your password and a code (from the app or a backup code) in the same card.

## Passkeys

A passkey replaces the password with your device's unlock (fingerprint, face, device PIN) or a security key. Add one in **Settings → Passkeys**, name it, then use **Sign in with a passkey** on the sign-in page. A passkey counts as both steps on its own: no code is asked afterwards. A passkey removed in the settings no longer signs you in, even if the device still offers it.

## Sign out

The sign-out button at the top of the dashboard ends your session on this device and takes you back to the home page.
`,
  },

  "share-your-page": {
    title: "Share your page",
    summary:
      "Copy the link, the Share button, the printable QR code and the preview shown in WhatsApp, LinkedIn or Facebook.",
    body: `
Your trust page is made to travel: one link that gathers your contact details, your work and your clients' reviews.

## Your link

Your page is public at {host}/your-address (see [Choose your custom address](/help/custom-domain)). When you are signed in and open your own page, the **Copy link** and **Share** buttons appear at the top.

## The Share button

- On a phone, it opens the device's share sheet (WhatsApp, Messages, Instagram…).
- On a computer, a menu offers: copy link, WhatsApp, X, LinkedIn, Facebook and e-mail.

If copying fails (some browsers block it), "Could not copy the link" appears: select the address in the browser's address bar instead.

## The QR code

From your page you can download the QR code of your address as PNG (for a message or a social network) or SVG (for print: it stays sharp at any size). Print it on your business cards, a quote or a poster in your shop.

## The preview in messaging apps

When you paste your link in WhatsApp, LinkedIn, Facebook or X, a preview appears with your name, job, average rating and photo. It is updated when you save your profile.

## Where to put your link

- in the bio of your social networks;
- in your e-mail signature;
- on your quotes and invoices;
- in reply to a hesitant prospect: they will find your client reviews there.

## To ask for a review

Your page and your review form have two different addresses. To ask for a review, use the review link of the **Collect** section of the [dashboard](/dashboard) instead: it leads straight to the form and has its own QR code, share buttons and printable card. See [Ask your clients for a review](/help/ask-for-reviews).
`,
  },

  "privacy-and-data": {
    title: "Your data and your privacy",
    summary: "What is public on your page, what stays private, the cookies used and how to exercise your rights.",
    body: `
## What is public

Everything you save in your profile is visible to anyone who has the link to your page: name, photo, job, bio, city, languages, skills, work, FAQ, links, plus the published reviews and your replies. Below the reviews, a line also gives the count of pending and withdrawn reviews, with the reason. Search engines may index a page that already has a bio or reviews.

## What stays private

- **Your password** is never stored in clear: only a one-way hash is kept.
- **Your account e-mail** does not appear on your page unless you add it yourself as a link. When you invite clients by e-mail, it is the invitation's reply address, so that their replies reach you.
- **Your WhatsApp and phone numbers** are not in the page sent to visitors: they see a "hidden number" link that takes them to the conversation. See [WhatsApp and phone](/help/whatsapp-and-phone).
- **The content of pending or withdrawn reviews** is visible to you only (and to Fiable's administrators).
- **Review authors' e-mail addresses** are never shown, neither on your page nor in your dashboard: they are used to send authors a private link to edit or delete their review.

## Your clients' addresses

The addresses you paste to invite your clients are only used to send the invitation and at most 2 reminders. They appear in your invitations table and are erased automatically 12 months after the invitation. An address that unsubscribed receives no more invitations from Fiable. See [Ask your clients for a review](/help/ask-for-reviews).

## Cookies

Fiable only sets the cookies it needs: your sign-in session, plus your language and theme choices. No advertising cookie and no third-party tracker. The details are in the [cookie policy](/legal/cookies).

## Your rights

You can change your profile at any time from the dashboard. To get a copy of your data, use « Export my data » in your [account settings](/dashboard/settings#export). To have it corrected, write to us from the [Contact](/contact) page.

## Deleting your account

In your [account settings](/dashboard/settings#delete-account), « Delete my account » asks for your password (an account opened with Google or LinkedIn types its e-mail address) and, if two-factor sign-in is on, a code from your app or a backup code.

- **At once**: your page and everything under it (reviews, wall, review form) answer « This page has been deleted », it leaves the sitemap, you are signed out everywhere, and your pending invitations and their reminders are cancelled. Nobody else can take your page's address. An e-mail reminds you until when you can come back.
- **For 30 days**: sign in with the same account and choose « Restore my account »: your page comes back with its lists, reviews and media. Cancelled invitations are not sent again.
- **After 30 days**: the account, its page, the reviews received, the files, the statistics and the log are erased for good, and restoring is no longer possible. The reviews you left on other pages with your account's verified e-mail address stay there, signed « Former user », without your address, title or photo.

## Inactive accounts

If you have not signed in for 3 years, your account is deleted the same way, after two warning e-mails, 30 and 7 days before. Signing in cancels that countdown, and you still have 30 days after the deletion to restore everything.

## Learn more

The details are in the [privacy policy](/legal/privacy) and the [GDPR](/legal/gdpr) page; the security measures (encryption, attempt limits, file checks) are described on the [Security](/security) page.
`,
  },

  // ─── Profile setup ─────────────────────────────────────────────────────────
  "profile-editor": {
    title: "Get to know the profile editor",
    summary: "The seven tabs of the dashboard, the live preview and the Save button.",
    body: `
The profile editor is the heart of your [dashboard](/dashboard). Each tab opens with a short text explaining what it is for.

## The seven tabs

1. **Basic information**: first name, last name, e-mail, phone, city and profile photo.
2. **Professional**: job title, company, bio, industry and languages spoken.
3. **Skills**: your skills and your tools, separated by commas.
4. **Domain**: the address of your page, {host}/your-name.
5. **Portfolio**: your work, with title, description, image, link and technologies.
6. **FAQ**: the questions your clients often ask, with your answers.
7. **Platforms**: your social networks, contact methods and links (20 at most).

## The live preview

Beside the form, a phone shows your page as it will appear: name, job, bio, city, up to 3 language flags, the Instagram, TikTok, X and Snapchat icons, up to 3 other links, 4 portfolio items, 6 skills (then "+N") and your FAQ. On a phone, the preview shows below the form or behind a button.

## Saving

Nothing is published until you click **Save** at the top of the screen. The whole profile is saved at once: either everything goes through, or nothing changes and your draft stays on screen with the message "Could not save the profile".

> Closing the tab with unsaved changes? The browser asks you to confirm before they are lost.

## The "Free Plan" badge

During the beta every account is free: the badge at the top of the dashboard says so.
`,
  },

  "profile-photo": {
    title: "Add a profile photo",
    summary: "Accepted formats, maximum size, framing and what Fiable does with your pictures.",
    body: `
A sharp photo of your face (or your logo for a company) reassures a visitor at once.

## Add or change the photo

1. Open the **Basic information** tab of the dashboard.
2. Click the photo area and choose a picture.
3. Check it in the preview, then click **Save**.

## Formats and size

- Accepted formats: **JPEG, PNG and WebP**.
- Maximum size: **10 MB**.
- The type is checked from the file's content, not its name: a file renamed to ".jpg" that is not a picture is refused.

## What Fiable does with your picture

Your photo is re-encoded into web-friendly formats. Along the way the file's metadata is removed, in particular the **GPS coordinates** phones add to photos: nobody can find where the picture was taken.

## Without a photo

Until you add a photo, your page shows your initials in a coloured circle.

## Tips

- A square picture, face centred, at least 400 × 400 pixels.
- A plain background and natural light.
- The same photo as on your professional networks: your clients recognise you.
`,
  },

  "title-and-bio": {
    title: "Write your job title and bio",
    summary: "What to write in the title, company, bio and industry to convince in a few seconds.",
    body: `
These fields are in the **Professional** tab of the dashboard. They are the first lines a visitor reads, right under your name.

## Job title

Be precise and concrete: "Wedding photographer in Lyon" says more than "Photographer". If you have several activities, start with the one your link is most often shared for.

## Company

Give the name of your company or brand if you have one. Leave it empty if you work under your own name.

## Bio

Two to four sentences are enough:

1. what you do and for whom;
2. what sets you apart (a speciality, a method, an area);
3. how to work with you (quotes, lead times, travel).

> Example: "I follow couples from Burgundy to the Alps, from the preparations to the last dance. Discreet reportage, gallery delivered in three weeks. First call free to get to know each other."

The bio is shown as you write it, line breaks included.

## Industry

Pick one industry: it helps visitors understand your job at a glance.

## Languages

Also say which languages you speak: see [List your languages](/help/languages).
`,
  },

  languages: {
    title: "List the languages you speak",
    summary: "Pick from the offered languages, add a missing one, and how flags show on your page.",
    body: `
Languages are chosen in the **Professional** tab of the dashboard.

## Choose your languages

The picker first offers **16 common languages** (French, English, Spanish, German, Italian, Portuguese, Arabic…), then the full list of about 77 languages, with a search. Click a language to add it; click the cross of a selected language to remove it.

## Add a language that is not listed

Type its name in the free field and confirm. It is added if the field is not empty and the language is not already selected.

## On your page

Your page shows the **first 3 languages** of your list, with their flag when there is one (a globe icon otherwise). Put first the ones you work in most.

> The languages of your profile are independent of Fiable's interface language, which you change with the switcher at the top of the site.
`,
  },

  "skills-and-tools": {
    title: "Add your skills and tools",
    summary: "Comma-separated entry, display order and the 6 badges visible on the page.",
    body: `
The **Skills** tab of the dashboard has two fields: your skills (what you can do) and your tools (the software or equipment you use).

## How to enter them

Separate each item with a **comma**:

\`Reportage, Portraits, Retouching, Fine art prints\`

Spaces around commas are ignored, and empty items (two commas in a row) are not saved.

## What shows

Your page and the preview show the **first 6** skills as badges, followed by "+N" when there are more. Put first the ones that matter most to your clients.

## Tips

- Use your clients' words ("Showcase website" rather than "HTML/CSS integration").
- Prefer 6 to 10 precise skills to a long list.
- Keep the tools for what reassures a client: reference software in your trade, professional equipment.
`,
  },

  "custom-domain": {
    title: "Choose your custom address (domain)",
    summary:
      "The address of your page, {host}/your-name: how it is formed, availability, reserved words and changing it.",
    body: `
Every Fiable page has its own address (its URL), for example **{host}/camille-martin**. You can customise it. You choose it in the **Domain** tab of the dashboard: it is the part after the fixed prefix {host}/.

## The rules

- Only **lower-case letters, digits and hyphens** are kept: capitals are converted, accents and other characters are removed.
- Several hyphens in a row become one, and an address neither starts nor ends with a hyphen. For example "Marie  Dupont--Pro!" becomes \`marie-dupont-pro\`.
- **Empty field**: the address is made from your first and last name.
- **Address already taken** by someone else: a suffix is added (\`marie-1\`, then \`marie-2\`…). Availability is checked while you type.
- Words matching Fiable's own pages (auth, dashboard, admin, blog, demo, help, legal, api…) are **reserved** and refused with a message.

## Choosing well

- Your name or your brand's, as on your social networks.
- Short and easy to spell out on the phone.
- No year or city if you expect to grow.

## Changing your address

You can change the address at any time and click **Save**. Careful: the old address stops working and may be taken by someone else. Remember to update your bios, signatures and printed QR codes.

> A domain name of your own (such as your-name.com) cannot be attached to Fiable directly: you can, however, redirect it to {host}/your-name at your registrar.
`,
  },

  portfolio: {
    title: "Show your work (portfolio)",
    summary: "Add, order and illustrate your projects; the first 4 show on your page.",
    body: `
The portfolio shows concretely what you do. It is filled in the **Portfolio** tab of the dashboard.

## Add a project

1. Click **Add**.
2. Give it a **title** (required) and a short **description**: the context, what you did, the result.
3. Add an **image** (JPEG, PNG or WebP, 10 MB at most). It is resized for the web and its metadata, including the GPS position, is removed.
4. If the project can be seen online, add its **link** (an address starting with https://).
5. List the **technologies** or techniques used.
6. Click **Save** at the top of the screen.

To remove a project, use its delete button, then save.

## What shows

Your page presents the **first 4 projects** of the list. Put first the most recent ones, or those closest to the requests you want to receive.

## Tips

- A landscape, bright image without text on it.
- A client-oriented description: "Wedding of 120 guests, 10-hour reportage, 600 photos delivered" says more than a list of settings.
- Ask those same clients for [a review](/help/ask-for-reviews): portfolio and reviews strengthen each other.
`,
  },

  faq: {
    title: "Add an FAQ to your page",
    summary: "Answer your clients' questions in advance: adding, ordering, categories and the accordion display.",
    body: `
An FAQ answers the questions prospects ask themselves before contacting you: prices, lead times, area covered, how it works. It is filled in the **FAQ** tab of the dashboard.

## Add a question

1. Click **Add**.
2. Write the **question** as a client would ask it, then your **answer**.
3. The category is "General" by default; change it to group your questions.
4. Save.

## On your page

Questions show as an accordion: the visitor clicks a question to read the answer, and one answer is open at a time.

## Which questions?

- "What are your prices?": a range or a starting price is enough.
- "How soon can you start?"
- "Do you travel? Which area?"
- "How does a first meeting go?"
- "What if I need to cancel?"

> Three to six questions are enough. If you are often asked the same question by message, it belongs here.
`,
  },

  // ─── Client reviews ───────────────────────────────────────────────────────
  "how-reviews-work": {
    title: "How reviews work",
    summary:
      "Who can leave a review, the four kinds of reviews, from pending to published, where each review comes from and what you cannot do.",
    body: `
Your clients' reviews are the proof your page exists to show. Fiable makes them easy to leave and honest to display. The same rules are explained to your visitors on the public page "How reviews work" ({host}/how-reviews-work), linked next to the reviews of every page.

## Who can leave a review

Any visitor of your page, without an account, with the **Leave a review** button or your review link, and every client you invited by e-mail, from their personal link. You cannot review your own profile.

The author gives their name (required), a rating from 1 to 5 stars, their relationship with you (client, colleague, friend or family, other) and, if they wish, the month of the service. They tick a box: "I confirm this review describes my own experience and I agree to its publication with my name on …'s page." Their e-mail address is required when they come from an invitation, optional otherwise; it is never shown, not even to you.

## The four kinds of reviews

- **Text**: a rating and a written comment.
- **Photo**: a photo with a comment.
- **Video**: a video file or a recording made with the camera.
- **Audio**: a voice message recorded in the browser, or an audio file.

See [Audio, video and photo reviews](/help/audio-video-photo-reviews).

## From pending to published

1. A new review is **pending**: it does not show on your page yet. You get an e-mail, and the client sees "Review submitted! Your review will be published after moderation".
2. You approve it, and it is published; or you withdraw it for one of the set reasons (see [Moderate the reviews you receive](/help/moderate-reviews)).
3. If you decide nothing, a reminder e-mail is sent to you after 7 days, and the review is **published automatically 30 days** after it was sent.
4. Once published, you can no longer withdraw it: you can [reply publicly](/help/reply-to-reviews), or report it to the Fiable team, who withdraw it if the reason holds and keep it published otherwise.

## Where each review comes from

Every review carries a label computed by Fiable from recorded facts; you can neither choose nor change it:

- **Invited by e-mail**: left from the personal link of an invitation you sent.
- **Verified e-mail**: the author gave their e-mail address and confirmed it by opening the link received after sending their review.
- **Unsolicited**: left without an invitation and without a confirmed e-mail address.

When the author is not a client, their relationship with you (colleague, friend or family, other) is also shown on the review.

## Authors stay in control of their review

An author who gave their e-mail address gets a private link to edit or delete their review at any time. An edit of a published review is published at once, marked "Edited by its author"; a deletion is immediate. If their review is withdrawn, the author receives the reason by e-mail.

## What you cannot do

- **Edit** a review: it is published as the client wrote it.
- **Delete** a review, even a negative one, or **withdraw** a review already published. You can only withdraw a pending review for a precise reason (spam, abusive language, personal data, not a client, off-topic, duplicate), and the number of reviews withdrawn is shown publicly with the reason.
- **Choose** a review's origin label.

That is what makes your reviews credible: visitors know they are not cherry-picked.
`,
  },

  "ask-for-reviews": {
    title: "Ask your clients for a review",
    summary:
      "The Collect section: review link, QR code, share buttons, printable card and e-mail invitations, with their limits and rules.",
    body: `
Happy clients rarely leave a review on their own. Asking, at the right moment and simply, is usually enough. Everything is in the **Collect** section of the [dashboard](/dashboard).

## The right moment

Right after a success: the photos delivered, the end of a job, a thank-you message. The memory is fresh and so is the wish to help you.

## Your review link

The **Collect** section shows your full review link, {host}/your-address/review, with a **Copy link** button. Anyone who opens it lands straight on the review form. You also find there:

- **the QR code** of this link, to download as PNG (for a message) or SVG (for print);
- **share buttons**: WhatsApp, e-mail, LinkedIn and SMS, with a short message already written;
- **a printable card** in A6 or A5, with your photo, the QR code and the link, for a counter or a parcel.

A review left through this link is labelled "Unsolicited", or "Verified e-mail" if its author confirms their address.

## Invite your clients by e-mail

1. Paste your clients, one per line: "Name <email>", "email" or "name;email" (500 lines at most).
2. Pick the language of the e-mail and decide whether Fiable sends reminders.
3. Click **Check the list**: each line shows with its number and its state, for example "Ready to send", "Duplicate of line 3", "Invalid: invalid e-mail address", "Already invited on …", "Receives no more invitations" or "Beyond today's limit".
4. Click **Send**: only the lines ready to send are sent.

Each client receives an e-mail sent from Fiable's address, with your name as sender name and your e-mail address as reply address: if they reply, their answer reaches you. Their link is personal, valid for 30 days and works once. If you leave them on, at most 2 reminders go out 3 and 7 days after the invitation; they stop as soon as the client has left their review or unsubscribed. A review left from this link is labelled "Invited by e-mail".

## The limits

- Your e-mail address must be confirmed (open the link you received when you signed up).
- 50 invitations per 24 hours during the account's first week, then 500.
- You do not invite the same address twice within 30 days.
- An address that unsubscribed, or that its mail server refused for good, receives no more invitations from Fiable, whoever the professional.

## Follow your invitations

The invitations table gives the state of each one: queued, sent, opened, review left, failed (with the reason given by the mail server), unsubscribed or expired, and the count of reminders sent. Invitations (each client's address and name, state) are erased automatically 12 months after the invitation.

## The rules

- The invitation's text is neutral and the same for all your clients: no incentive, no suggested rating, and everyone can answer, happy or not.
- Offering a reward (discount, gift) for a review, or inviting only happy clients, is forbidden: it misleads your visitors and is illegal in many countries.
- Only invite people you have worked with.

## A message that works

If you write to a client yourself, keep it simple and neutral:

> "Hello Claire, thank you again for your trust! If you have two minutes, I would like your opinion of my work: [link]. A short voice message works too, right from your phone."

- Say it is quick and no account is needed.
- Offer audio or video: many clients would rather talk than write.
- One reminder is enough; e-mail invitations already send reminders for you.

## What about negative reviews?

They happen too, and a page with nothing but 5 stars looks less credible. A calm, factual [public reply](/help/reply-to-reviews) often reassures more than a perfect review.
`,
  },

  "audio-video-photo-reviews": {
    title: "Audio, video and photo reviews",
    summary: "Accepted formats, the 10 MB limit, recording in the browser and microphone or camera permission.",
    body: `
A voice or video review is far more convincing than text: you hear the voice, you see the person. Fiable lets your clients record them right in their browser.

## Accepted formats

| Kind | Formats | Maximum size |
| --- | --- | --- |
| Photo | JPEG, PNG, WebP | 10 MB |
| Video | MP4, WebM, MOV | 10 MB |
| Audio | MP3, WAV, M4A, OGG, WebM | 10 MB |

A file that is too big shows "File too large — The maximum size is 10MB". A type that is not accepted shows "Unsupported file type". The type is checked from the file's content, not its name.

## Record a voice review

1. Choose the **Audio** type in the form.
2. Click the record button and allow access to the microphone.
3. Speak: a counter shows the seconds elapsed.
4. Stop, listen back, start again if needed, then confirm.
5. Send the review. Without a description, an automatic one gives the length of the message.

## "Microphone access denied"

The browser blocked the microphone. Click the padlock or microphone icon in the address bar, allow the microphone for this site, then use **Retry**. You can also send an audio file recorded with the phone's voice recorder app.

## Video

The client can send an existing video or record one with the camera, with the same steps as audio. A frame of the video serves as its preview on your page.

## Photos

Photos are re-encoded and their metadata (including the GPS position) is removed before publication.
`,
  },

  "moderate-reviews": {
    title: "Moderate the reviews you receive",
    summary:
      "Approve a review, withdraw a pending review for a precise reason, report a published review, and what your visitors see.",
    body: `
Reviews are moderated in the **Reviews** section of the [dashboard](/dashboard), sorted into three lists: pending, published and withdrawn. Audio and video reviews play right in the list.

## Approve

Click **Approve**: the review appears on your public page at once and counts towards your average rating.

## If you decide nothing

Each pending review shows the date it will be published by itself. After 7 days pending, an e-mail reminds you of it; after 30 days, the review is **published automatically**, unless you withdrew it before.

## Withdraw a pending review, for a precise reason

While it is pending, a review can only be withdrawn for one of these reasons:

- **Spam** (advertising, unrelated link, automated message);
- **Abusive language**;
- **Personal data** (the review contains a phone number, an address, information about someone else);
- **Not a client** (the person never worked with you);
- **Off-topic**;
- **Duplicate** (the same review was sent more than once).

A review that is merely negative is not a reason to withdraw it. If the review criticises your work, approve it and [reply to it](/help/reply-to-reviews). The reason is shown publicly below the reviews, and the author, if they gave their e-mail address, receives it by e-mail. If you withdrew a review in error, the **Publish again** button of the withdrawn list publishes it.

## A review already published

Once published, a review can no longer be withdrawn by you. You can reply to it publicly, or click **Report to Fiable**, choosing a reason and adding details if needed. The review stays published while it is examined: the Fiable team withdraws it if the reason holds (it is then marked "Withdrawn by the Fiable team"), otherwise it stays published. A review withdrawn by the Fiable team cannot be published again by you.

## What your visitors see

Your page shows the published reviews, each with its origin label ("Invited by e-mail", "Verified e-mail" or "Unsolicited"), and an honest line of counts, for example "12 published reviews · 2 awaiting moderation · 1 removed as spam", with the "How reviews work" link. Every visitor can also report a published review with the "Report" link under it.

## What is impossible

You can neither edit the text of a review, nor delete it, nor change its origin label. Only its author can edit or delete it, with their private link. Every decision is recorded. These rules protect the credibility of your page and follow the legal requirements against review suppression.
`,
  },

  "reply-to-reviews": {
    title: "Reply publicly to a review",
    summary: "Thank, clarify or answer criticism: your reply shows under the review, with its date.",
    body: `
You can reply publicly to every pending or published review from the **Reviews** section of the dashboard. Your reply shows under the review on your page, with its date, once the review is published.

## Replying to a positive review

A short, personal thank-you is enough: "Thank you Claire, it was a pleasure working on your shop!" It shows visitors you pay attention.

## Replying to a negative review

You cannot delete a negative review, but a good reply often reassures more than a perfect review:

1. **Thank** the person for taking the time to write.
2. **Acknowledge** what went wrong, without long justifications.
3. **Explain** what you did or will do about it.
4. **Offer** to talk about it directly (by phone or e-mail).

> Avoid replying in the heat of the moment. Read it again the next day: your future clients will read your reply as much as the review.

## What not to write

- personal information about the client (address, amount paid, private details);
- accusations or sarcasm;
- an offer in exchange for removing the review.

## If the review breaks the rules

A published review with abusive language, personal data or nothing to do with your work is reported to the Fiable team with **Report to Fiable**, rather than answered in public. See [Moderate the reviews you receive](/help/moderate-reviews).
`,
  },

  "rating-and-counts": {
    title: "Average rating and number of reviews",
    summary: "How the rating shown, the number of reviews and the line of pending and withdrawn reviews are computed.",
    body: `
## The average rating

The rating under your name is the **average of the ratings of published reviews**, rounded to one decimal (for example 4.8). A review is published when you approve it, or automatically 30 days after it was sent. Pending and withdrawn reviews do not count.

## The number of reviews

Next to the rating is the number of published reviews. Your page shows 3; a link lets visitors read all the others, page by page.

## The line below the reviews

Below the reviews, a line gives the count of published, pending and withdrawn reviews, with the reason: "12 published reviews · 2 awaiting moderation · 1 removed as spam". It counts the reviews you withdrew and those the Fiable team withdrew after a report. This count cannot be hidden: it is what lets your visitors trust your rating. Next to it, the "How reviews work" link explains the rules to them.

## Where your reviews come from

In the **Reviews** section of the dashboard, you see your published reviews counted by origin: "Invited by e-mail", "Verified e-mail" and "Unsolicited". See [How reviews work](/help/how-reviews-work).

## When the rating changes

As soon as a review is published (by you or automatically), withdrawn after a report, or edited or deleted by its author, the rating, the count, the preview shown in messaging apps and the information read by search engines are updated.

## Without reviews

Until a review is published, your page shows no rating. To get your first reviews, follow [Ask your clients for a review](/help/ask-for-reviews).
`,
  },

  // ─── Platforms and links ──────────────────────────────────────────────────
  "add-platforms": {
    title: "Add your networks and platforms",
    summary: "The catalogue of about 49 platforms, the most popular ones, categories and editing a link.",
    body: `
The **Platforms** tab of the dashboard gathers your social networks, contact methods and other links.

## The starting links

A new account starts with six empty slots: Instagram, TikTok, X, Snapchat, LinkedIn and e-mail. Fill in the ones you use; slots left empty are not saved.

## Add a platform

1. Click **Add a platform**.
2. Pick it among the **17 most popular** (Instagram, TikTok, Facebook, X, LinkedIn, YouTube, WhatsApp, e-mail, website, Calendly…) or in the full catalogue of about 49 platforms, sorted into categories: social media, professional, video, creative, music, communication, freelance, e-commerce…
3. Enter the address of your profile: an example in the field guides you.
4. Save the link, then the profile with **Save**.

A platform already added is marked **Added** in the catalogue and cannot be added a second time.

## Edit or remove a link

Each link shows in read mode. Click it to edit, then confirm or cancel. The delete button removes it from the list.

## The counter

The "n/20" counter says how many links you have: see [The 20-link limit](/help/link-limit).
`,
  },

  "link-limit": {
    title: "The 20-link limit",
    summary: "Why a profile has at most 20 links, and how to choose the ones that matter.",
    body: `
A profile can hold **at most 20** platform links. The "n/20" counter of the **Platforms** tab shows where you stand.

## When the limit is reached

The catalogue no longer lets you add a platform until you remove one. The limit is also enforced by the server: a 21st link is refused with a message, even when sent some other way than the form.

## Why a limit?

A trust page must help a visitor reach you quickly. Beyond ten or so links, they hesitate and stop clicking. The limit pushes you to keep what matters.

## Choosing the right links

- **A direct way to reach you**: WhatsApp, phone or e-mail.
- **A link to book or ask for a quote**: Calendly, your website, a form.
- **The networks where your work shows**: Instagram, Behance, YouTube…
- **The platforms where you are already rated**: Malt, Fiverr, Google…

Remove the networks you no longer use: an account left empty for two years worries more than it reassures.
`,
  },

  "social-icons": {
    title: "Social icons and link cards",
    summary: "Which networks show as icons, which as cards, and in what order.",
    body: `
Your page presents your links in two ways.

## The row of icons

The most common social networks show as **icons**, on a single line under your introduction: Instagram, TikTok, X (and Twitter), Facebook and Snapchat. A visitor recognises them at once.

## Link cards

The other platforms (LinkedIn, YouTube, WhatsApp, e-mail, website, Calendly, Malt…) show as **cards**, with their name and icon. In the dashboard's preview, the first 3 cards are shown.

## The order

Links appear in the order of your list in the **Platforms** tab. Put first the link you want clicked: often WhatsApp or booking.

## How links open

Links open in a new tab. Only web (https://), e-mail and phone addresses are accepted: see [Accepted link formats](/help/accepted-links).
`,
  },

  "whatsapp-and-phone": {
    title: "WhatsApp and phone: the hidden number",
    summary: "How Fiable shields your number from robots while letting clients reach you in one click.",
    body: `
A phone number shown in clear on a public page is soon harvested by cold-calling robots. Fiable protects it.

## What a visitor sees

A **"hidden number"** button. Clicking it takes them to the WhatsApp conversation or the call. Your number is **not in the page's code**: a robot reading the page does not find it.

The number is given only after a person clicks on your page: never to a search engine, a link preview or a script following the button's address. One visitor can open at most 30 numbers an hour, and your page at most 300 times an hour in all: enough for your clients, not for a robot collecting numbers. The same goes for Viber, Telegram and Signal when the link holds a number.

A determined person can still read your number, one at a time: that is the point, your clients must be able to reach you.

## What you see

When you are signed in and open your own page, your real number shows, so you can check it is right.

## Add WhatsApp

1. In the **Platforms** tab, add **WhatsApp**.
2. Enter your number the way you usually write it: \`07911 123456\`, \`+44 7911 123456\` or \`0044 7911 123456\`. Under the field, Fiable shows the link it will save (\`https://wa.me/447911123456\`).
3. Save.

A number without a country code is read as a number of the interface language's country: French in French, British in English, Moroccan in Arabic. For a number of another country, write it with its code (\`+1 …\`, \`+33 …\`).

## Add a phone number

Add the **Phone** platform and enter your number, for example \`020 7946 0958\` or \`+44 20 7946 0958\`: it is saved in international format (\`tel:+442079460958\`). Telegram and Viber take a number too.

> Test your link from someone else's phone after saving: you will see exactly what your clients see.
`,
  },

  "email-and-website": {
    title: "E-mail link and website",
    summary: "Add a contact e-mail address and your website's link, and the expected formats.",
    body: `
## A contact e-mail address

Add the **E-mail** platform in the **Platforms** tab, then enter your address. On your page, the link opens the visitor's mail app with your address filled in (a \`mailto:\` link).

Use an address you check every day. If you don't want to expose your personal address, create one dedicated to your business.

## Your website

Add the **Website** platform and enter its address, with or without \`https://\` (\`mysite.com\` becomes \`https://mysite.com\`). An address starting with anything other than http(s), mailto or tel is refused.

## A booking link

If you use Calendly, add the **Calendly** platform: your clients book a slot right from your page.

## Check your links

After saving, open your page and click every link. A broken link is the first thing that drives a prospect away.
`,
  },

  "accepted-links": {
    title: "Accepted link formats",
    summary: "The kinds of addresses Fiable accepts, those it refuses, and why.",
    body: `
Enter your links the way you have them: Fiable turns them into full addresses and shows you, under the field, what it will save ("Will be saved as: …"). To protect your visitors, it saves only web, e-mail and phone addresses.

## Accepted

- **Web addresses**, with or without \`https://\`: \`https://instagram.com/you\`, \`instagram.com/you\`, \`www.mysite.com\`;
- **Your username**, with or without @, on social networks: \`@you\` becomes \`https://instagram.com/you\` on Instagram, \`https://www.tiktok.com/@you\` on TikTok, \`https://www.linkedin.com/in/you\` on LinkedIn;
- **E-mail**: \`you@example.com\` becomes \`mailto:you@example.com\`;
- **Phone numbers**, for WhatsApp, Phone, Telegram and Viber, written as usual (\`07911 123456\`, \`+44 7911 123456\`): saved in international format (\`https://wa.me/447911123456\`, \`tel:+447911123456\`). Without a country code, the number is read as British in English (French in French, Moroccan in Arabic).

What Fiable cannot understand (a name with spaces, an incomplete number…) is refused with a message saying what to enter.

## Refused

Any other address, in particular those starting with \`javascript:\` or \`data:\`, is refused with a message. Such addresses can run code in the visitor's browser; the check is made by the server, not only by the form.

## Empty links

A link whose address is empty is not saved: you can leave empty the starting slots you don't use.

## How links open

The links of your page open in a new tab and do not pass your page's address to the site visited.
`,
  },

  "professional-platforms": {
    title: "LinkedIn, Malt, Fiverr, Upwork: your professional platforms",
    summary: "Connect your professional and freelance profiles to gather all your proof in one place.",
    body: `
You may already have recommendations on LinkedIn or ratings on a freelance platform. Link them to your page: a visitor then sees all your proof in one place.

## Available platforms

In the **Platforms** tab, the **Professional** and **Freelance** categories offer among others: LinkedIn, GitHub, Malt, Fiverr, Upwork, Freelancer and Behance.

## Which address to copy?

Copy the public address of your profile, the one a signed-out visitor sees:

- LinkedIn: \`https://www.linkedin.com/in/your-name\`;
- Malt: \`https://www.malt.com/profile/your-name\`;
- GitHub: \`https://github.com/your-name\`.

Open it in a private browsing window to check it is visible without an account.

## Reviews on those platforms

Reviews left on other sites stay on those sites: Fiable does not copy them. The link lets your visitors read them there. To have reviews right on your page, [ask your clients](/help/ask-for-reviews).
`,
  },

  "music-and-video-platforms": {
    title: "Music and video: Spotify, SoundCloud, YouTube…",
    summary: "Connect your music and video platforms so clients can hear or see your work.",
    body: `
Musicians, DJs, videographers, trainers: your clients want to hear or see your work before contacting you.

## Available platforms

- **Music**: Spotify, SoundCloud, Apple Music, Bandcamp, Mixcloud;
- **Video**: YouTube, Vimeo, Dailymotion, Twitch.

They are in the matching categories of the catalogue in the **Platforms** tab.

## Which address?

The link to your **artist page or channel** rather than to a single track: it stays valid as you publish new things. To highlight a particular project, add it to your [portfolio](/help/portfolio) instead, with an image and a description.

## Let them listen

Links open in a new tab, on the platform itself. For a sample that convinces, also invite your clients to leave a [video or audio review](/help/audio-video-photo-reviews): their voice often does more than your demo.
`,
  },

  "custom-links": {
    title: "Add a custom link",
    summary: "For anything not in the catalogue: a title, an address and a description.",
    body: `
Your platform is not in the catalogue? An online shop, a quote form, a press article, a fundraiser: use the **Custom** link.

## Add a custom link

1. In the **Platforms** tab, choose **Custom** (Other category).
2. Enter the full **address**, starting with \`https://\`.
3. Give it a clear **title**: it is what the visitor reads, for example "Ask for a quote" or "Article in The Guardian".
4. Add a short **description** if you like.
5. Save.

You can add several custom links, within the [20-link](/help/link-limit) total.

## Writing the title

An action verb works better than a site name: "Book a session" rather than "calendly.com". The visitor understands at once what is behind the link.
`,
  },

  "link-clicks": {
    title: "Follow the clicks on your links",
    summary: "How Fiable counts clicks on your links without trackers, and where to find them.",
    body: `
Knowing which links get clicked helps you choose the ones that deserve first place.

## How clicks are counted

The links of your page go through a short Fiable redirect address before reaching their destination. Each pass counts one click for that link. No cookie or third-party tracker is used for this, and the visitor lands straight on the platform.

That same pass is what [hides your](/help/whatsapp-and-phone) WhatsApp or phone number: it never appears in the page.

## Where to find your figures

Visits to your page and clicks on your links are gathered in the **Statistics** section of your dashboard.

## Making use of the figures

- A link clicked often deserves the top of your list.
- A link never clicked can be removed to lighten the page.
- If your visits grow but not your clicks, revisit your bio and photo: they are what people see first.
`,
  },
};
