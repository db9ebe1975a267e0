import type { DocText } from "./docs.ts";

/** /docs/api in English: the public HTTP endpoints as they are (server/http.ts, app/routes.ts). */
export const API_DOCS_EN: DocText = {
  title: "API documentation",
  summary:
    "Fiable's public HTTP endpoints: the read API of published reviews, review submission, event recording, the chat assistant, link redirects, server health, the blog's feeds and the sitemap.",
  body: `## Overview {#overview}

Every address is relative to the service's host ({host}). Request and response bodies under \`/api/v1\` are JSON (\`Content-Type: application/json\`). No API key is needed: these endpoints serve the public pages, and each is rate limited per IP address.

- **Language**: the \`?lang=fr\`, \`en\` or \`ar\` parameter, else the \`lang\` cookie, else French. Error messages \`{"error": "…"}\` are written in that language.
- **Size**: a body larger than the endpoint's limit is refused with \`413\` before it is read whole, whether or not it announces its size (\`Content-Length\`).
- **Too many requests**: \`429\`, with a \`Retry-After\` header (seconds) where the endpoint says so.
- **What is not public**: writing profiles and blog articles, and moderating reviews, go through the site's pages (dashboard, administration), protected by the session; there is no API for them.
- **OpenAPI**: every \`/api/v1\` endpoint is described in the OpenAPI 3.1 document [\`/api/v1/openapi.json\`](/api/v1/openapi.json), generated from the schemas the server validates with.

## Read a profile's reviews {#read-api}

Any site may read a profile's published reviews, without a key: the answers carry \`Access-Control-Allow-Origin: *\` and \`Cross-Origin-Resource-Policy: cross-origin\`, and a \`GET\` from a browser's \`fetch\` needs no preflight (\`OPTIONS\` is answered anyway). Only approved reviews appear, each with its provenance label; never a reviewer's e-mail address, a pending or withdrawn review, nor anything private.

\`GET /api/v1/profiles/{slug}\` — the profile's summary:

\`\`\`json
{
  "slug": "camille-martin", "name": "Camille Martin", "title": "Photographe", "photo": "https://{host}/media/…",
  "url": "https://{host}/camille-martin", "wallUrl": "https://{host}/camille-martin/wall",
  "noticeUrl": "https://{host}/how-reviews-work", "language": "fr",
  "rating": { "average": 4.8, "count": 12 },
  "counts": { "published": 12, "pending": 2, "withdrawn": 1, "withdrawnByReason": { "spam": 1 },
              "byLabel": { "invited": 5, "verified": 4, "unsolicited": 3 } },
  "theme": { "accent": { "light": "#1d4ed8", "onLight": "#ffffff", "dark": "#5387ff", "onDark": "#000000" },
             "corners": "rounded", "colorScheme": "auto", "fontPair": "modern" }
}
\`\`\`

\`average\` is rounded to one decimal (\`null\` without reviews); \`pending\` counts reviews awaiting moderation; \`byLabel\` splits the published ones by provenance (sent through an invitation, e-mail address confirmed, unsolicited).

\`theme\` is the trust page's branding (decision 045): its accent colour per scheme with the label colour that reads on it (\`null\`: Fiable's own), corners, scheme and font pair; the reviews widget takes the accent and the corners.

\`GET /api/v1/profiles/{slug}/reviews\` — the published reviews, newest first, a page at a time:

| parameter | values | meaning |
| --- | --- | --- |
| \`limit\` | 1 to 50 (default 10) | reviews per page |
| \`cursor\` | the previous page's \`nextCursor\` | the next page (an opaque value: pass it as is) |
| \`media\` | \`text\`, \`photo\`, \`audio\` or \`video\` | only reviews with that medium (\`text\`: without a medium) |
| \`rating\` | 1 to 5, repeated or listed: \`rating=4,5\` | only those stars |

\`\`\`json
{
  "reviews": [{
    "id": "6f1c…", "name": "Julie R.", "title": "Mariée 2025", "photo": null, "rating": 5,
    "text": "Des photos magnifiques…", "language": "fr",
    "media": { "type": "video", "url": "https://{host}/media/…", "poster": "https://{host}/media/…", "duration": 42,
               "captions": "https://{host}/camille-martin/reviews/6f1c…/captions.vtt",
               "transcript": "…", "transcriptSource": "reviewer" },
    "label": "invited", "relationship": null,
    "date": "2026-03-14T09:30:00.000Z", "edited": null,
    "reply": { "text": "Merci Julie !", "date": "2026-03-15T08:00:00.000Z" }
  }],
  "nextCursor": "eyJ0Ijoi…"
}
\`\`\`

\`media\` is \`null\` for a text review; \`captions\` (WebVTT) exists for a video with words; \`relationship\` is \`colleague\`, \`friend_family\` or \`other\` when the reviewer is not a client, \`null\` for a client; \`nextCursor\` is \`null\` on the last page.

- **Caching**: each answer has an \`ETag\` and \`Cache-Control: public, no-cache\` — every load revalidates (\`If-None-Match\` → \`304\` when nothing changed), so a newly approved review shows on the next load.
- **Errors**, always JSON \`{"error": {"code": "…", "message": "…"}}\` with a message in the request's language: \`404\` \`not_found\` (no profile has this address), \`400\` \`invalid_cursor\` or \`invalid_parameter\` (the message names it), \`405\` \`method_not_allowed\`, \`429\` \`rate_limited\`.
- **Rate limit**: 300 reads a minute per IP address, then \`429\` with \`Retry-After\`. A page showing a widget makes two reads.

## Leave a review {#reviews}

\`POST /api/v1/profiles/{slug}/reviews\` (or its alias \`POST /api/v1/reviews/{slug}\`) — what the review dialog of a public page sends, as JSON or a form: \`name\`, \`rating\` (1 to 5), \`type\` (\`text\`, \`photo\`, \`video\`, \`audio\`), \`content\`, \`consent\` (\`true\`), and optionally \`email\`, \`relationship\`, \`serviceMonth\`, \`media\`, \`poster\`, \`duration\`, \`transcript\`. Same-site only: a request from another site is refused (\`403\`). The answer is \`{"outcome": "sent" | "invalid" | "refused" | "limited" | "failed", "result": {…}}\` with the messages by field (\`422\` when invalid); \`429\` past 5 reviews an hour from one address. The review waits for the owner's moderation.

## Record an event {#events}

\`POST /api/v1/events\` — one first-party analytics event, sent by the browser (for example with \`navigator.sendBeacon\`). A body of at most 4,096 bytes:

| field | type | meaning |
| --- | --- | --- |
| \`event\` | \`page_view\`, \`signup_started\` or \`cta_clicked\` | the event's name |
| \`sessionId\` | 8 to 64 characters \`A-Z a-z 0-9 _ -\` | created once per browser session (\`sessionStorage\`) |
| \`profileId\` | UUID, optional | a view of a public page: the profile's id |
| \`properties\` | object, optional | \`page\` and \`path\` (300 characters), \`referrer\` (1,000), \`source\` (60); no other field |

The server adds the user agent and, when a session is open, the user's id, read from the session cookie (never from the body). No IP address is stored.

- \`204\`: recorded, or ignored without error (bots recognised by their user agent, an owner viewing their own page).
- \`400\`: invalid body (unknown field, wrong type or length). \`413\`: body too large. \`429\`: more than 120 events a minute from one address. \`405\`: any method but \`POST\`.

## Ask the assistant {#chat}

\`POST /api/v1/chat\` with \`{"message": "How do I customize my URL?"}\`: 1 to 1,000 characters (leading and trailing spaces removed), a body of at most 6,200 bytes.

Answer \`200\`: \`{"response": "…", "sources": [{"title": "…", "url": "/help/custom-domain"}]}\`. The assistant answers from the help centre's articles and the frequently asked questions, in the request's language, and cites what it used; when nothing there answers, it says so and \`sources\` is empty. When the service's operator has configured an OpenAI-compatible model (\`CHAT_API_URL\`, \`CHAT_API_KEY\`), that model writes the answer from the same texts, and only the texts it cites are in \`sources\`.

- \`400\` \`{"error"}\`: empty or too long message, or unreadable body. \`413\`: body too large.
- \`429\` \`{"error"}\` with \`Retry-After\`: more than 30 messages in 10 minutes from one address.
- \`500\` \`{"error"}\`: the assistant could not answer.

## Follow a page's link {#links}

\`GET /go/{linkId}\` — \`linkId\` is the id (UUID) of a link on a public page. Answers \`302\` to the stored address (only \`http\`, \`https\`, \`mailto\` and \`tel\` are possible) after counting one click for the owner's statistics — at most one per address and link per hour; not for bots, the owner, a \`HEAD\` nor a prefetch; \`404\` for an unknown id. A masked number (WhatsApp, phone, Viber, Telegram or Signal by number) is never given on a \`GET\`: the answer is \`302\` to the profile's page (\`/{slug}#links\`).

\`POST /go/{linkId}\` — what the public page sends when a visitor chooses a masked number. Answers the address only to a request from the site's own pages (\`Origin\` or \`Sec-Fetch-Site: same-origin\`) that is not a bot's: \`200\` \`{"url": "https://wa.me/…"}\` with \`Accept: application/json\`, otherwise a small page holding the link; one click is counted as above.

- \`403\`: another site, no \`Origin\`, a bot or a prefetch. \`404\`: unknown id.
- \`429\` with \`Retry-After\`: more than 30 numbers in an hour from one address, or more than 300 of one profile's numbers in an hour.

This is how a professional's WhatsApp or phone number never appears in their page nor in any answer to a crawler.

## Public pages and images {#pages}

- \`GET /{slug}\`: a professional's public page (HTML).
- \`GET /og/{slug}.png\`: that page's preview image for social networks (Open Graph).

## Server health {#health}

\`GET /healthz\` — \`200\` \`{"status": "ok", "database": {"ok": true, "roundTripMs": 0.42}, "version": "0.1.0", "uptimeSeconds": 3600}\`, or \`503\` with \`"status": "error"\` when the database does not answer. Never cached. The [service status](/status) page is its readable version.

## Blog feeds {#feeds}

- \`GET /blog/rss/{lang}\`: RSS 2.0; \`GET /blog/atom/{lang}\`: Atom. \`lang\` is \`fr\`, \`en\` or \`ar\`; the 20 latest articles published in that language. Cached for 5 minutes.

## Sitemap and robots {#sitemap}

- \`GET /sitemap.xml\`: the site's pages, the published articles and the professionals' public pages. Cached for 10 minutes.
- \`GET /robots.txt\`: the private areas (\`/dashboard\`, \`/admin\`, \`/api/\`…) and the sitemap's address.
`,
};
