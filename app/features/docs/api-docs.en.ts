import type { DocText } from "./docs.ts";

/** /docs/api in English: the public HTTP endpoints as they are (server/http.ts, app/routes.ts). */
export const API_DOCS_EN: DocText = {
  title: "API documentation",
  summary:
    "Fiable's public HTTP endpoints: event recording, the chat assistant, link redirects, server health, the blog's feeds and the sitemap.",
  body: `## Overview {#overview}

Every address is relative to the service's host ({host}). Request and response bodies under \`/api/v1\` are JSON (\`Content-Type: application/json\`). No API key is needed: these endpoints serve the public pages, and each is rate limited per IP address.

- **Language**: the \`?lang=fr\`, \`en\` or \`ar\` parameter, else the \`lang\` cookie, else French. Error messages \`{"error": "…"}\` are written in that language.
- **Size**: a body larger than the endpoint's limit is refused with \`413\` before it is read whole, whether or not it announces its size (\`Content-Length\`).
- **Too many requests**: \`429\`, with a \`Retry-After\` header (seconds) where the endpoint says so.
- **What is not public**: writing profiles, reviews and blog articles goes through the site's pages (dashboard, forms, administration), protected by the session; there is no API for them.

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
