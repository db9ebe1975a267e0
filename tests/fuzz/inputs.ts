// Malformed requests for the fuzz suite: fast-check arbitraries that build the
// body, content type and headers of one request. Every kind of input the issue names is
// here — wrong content types, broken multipart, huge and deep JSON, NUL and other control
// characters, invalid UTF-8, wrong types, missing and extra fields, boundary numbers — and
// well-formed forms with random fields, which reach the routes' own validation.
import fc from "fast-check";

export interface FuzzInput {
  /** What the input is, for the report of a failure. */
  kind: string;
  method: string;
  /** Appended to the family's path (`?…`), or "". */
  query: string;
  contentType: string | null;
  body: Uint8Array;
  /** Send the page's own origin (most actions refuse a foreign or missing one early). */
  origin: "same" | "foreign" | "none";
  accept: string;
}

/** Field names the app's forms and JSON bodies use (routes, zod schemas, better-auth). */
export const FIELD_NAMES = [
  "intent",
  "email",
  "password",
  "newPassword",
  "currentPassword",
  "name",
  "content",
  "rating",
  "type",
  "consent",
  "id",
  "reviewId",
  "profileId",
  "reason",
  "details",
  "reply",
  "title",
  "slug",
  "lang",
  "language",
  "theme",
  "redirectTo",
  "js",
  "message",
  "subject",
  "status",
  "page",
  "q",
  "kind",
  "media",
  "poster",
  "duration",
  "relationship",
  "serviceMonth",
  "emails",
  "clients",
  "token",
  "website",
  "category",
  "draft",
  "event",
  "source",
  "sessionId",
  "messages",
  "path",
  "queue",
  "jobId",
  "excerpt",
  "coverImage",
  "tags",
  "range",
  "callbackURL",
  "rememberMe",
  "verified",
] as const;

/** Values of `intent` the app's actions switch on. */
export const INTENTS = [
  "sign-in",
  "sign-up",
  "forgot-password",
  "reset-password",
  "social",
  "change-password",
  "change-email",
  "sign-out-others",
  "approve",
  "withdraw",
  "reply",
  "report",
  "edit",
  "delete",
  "preview",
  "send",
  "publish",
  "unpublish",
  "archive",
  "save",
  "newsletter",
  "profile-update",
  "profile-delete",
  "report-uphold",
  "report-dismiss",
  "job-retry",
  "reset-statistics",
  "admin-login",
  "simple-save",
  "landing-contact",
] as const;

const encoder = new TextEncoder();
const bytes = (text: string) => encoder.encode(text);

/** Numbers at the edges of what a field may take. */
const boundaryNumber = fc.constantFrom(
  "-1",
  "0",
  "1",
  "5",
  "6",
  "-0",
  "0.5",
  "1e308",
  "-1e308",
  "NaN",
  "Infinity",
  "9007199254740993",
  "2147483648",
  "0x10",
  "1_000",
  " 3 ",
);

/** Text with characters the app must refuse (NUL and other controls) or keep (tab, newline, emoji, RTL). */
const nastyText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 20 }),
  fc.constantFrom(
    "a\u0000b",
    "\u0000",
    "x\u0007y",
    "\u001b[31mred",
    "tab\tand\nnewline",
    "\r\n\r\n",
    "\u007f",
    "\u0085",
    "\u200b\u200e\u202e",
    "مرحبا",
    "<script>alert(1)</script>",
    "' or 1=1 --",
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection attempt, as typed.
    "${7*7}",
    "../../etc/passwd",
    "%00",
    "\ud800",
    "😀".repeat(50),
  ),
);

/** A value for a form field: a boundary number, an intent, a nasty string or a long one. */
const fieldValue = fc.oneof(
  { weight: 3, arbitrary: nastyText },
  { weight: 2, arbitrary: boundaryNumber },
  { weight: 2, arbitrary: fc.constantFrom(...INTENTS) },
  { weight: 1, arbitrary: fc.constantFrom("", " ", "on", "true", "false", "null", "[]", "{}") },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 70_000 }).map((n) => "é".repeat(n)) },
  { weight: 1, arbitrary: fc.uuid().map(String) },
);

const fieldName = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...FIELD_NAMES) },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
  { weight: 1, arbitrary: fc.constantFrom("a[b]", "__proto__", "constructor", "a.b.c", "x\u0000y", "") },
);

const fields = fc.array(fc.tuple(fieldName, fieldValue), { maxLength: 12 });

/** Percent-encodes the UTF-8 of `text` (a lone surrogate becomes U+FFFD, as a browser sends it). */
function percentEncode(text: string): string {
  return Array.from(encoder.encode(text), (b) =>
    /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(b)) ? String.fromCharCode(b) : `%${b.toString(16).padStart(2, "0")}`,
  ).join("");
}

function urlencoded(pairs: [string, string][]): string {
  return pairs.map(([k, v]) => `${percentEncode(k)}=${percentEncode(v)}`).join("&");
}

function multipart(pairs: [string, string][], boundary: string): string {
  const parts = pairs.map(
    ([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k.replaceAll('"', "%22")}"\r\n\r\n${v}\r\n`,
  );
  return `${parts.join("")}--${boundary}--\r\n`;
}

/** A JSON value of any type, including the wrong ones for every field. */
const jsonValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    fc.constantFrom(null, true, false, 0, -1, 1e308, 2 ** 53 + 1, "", "x"),
    fieldValue,
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(fieldName, tie("value"), { maxKeys: 5 }),
  ),
})).value;

/** Well-formed forms and JSON with random, missing and extra fields: they reach each route's own rules. */
const wellFormed = fc.oneof(
  fields.map((pairs) => ({
    kind: "form: random fields",
    contentType: "application/x-www-form-urlencoded",
    body: bytes(urlencoded(pairs)),
  })),
  fields.map((pairs) => ({
    kind: "multipart: random fields",
    contentType: "multipart/form-data; boundary=fuzzBoundary",
    body: bytes(multipart(pairs, "fuzzBoundary")),
  })),
  fc.dictionary(fc.constantFrom(...FIELD_NAMES), jsonValue, { maxKeys: 10 }).map((object) => ({
    kind: "json: random fields and types",
    contentType: "application/json",
    body: bytes(JSON.stringify(object)),
  })),
  fc.constantFrom(
    ...["draft", "content", "events", "messages"].map((key) => ({
      kind: `json: wrong type for ${key}`,
      contentType: "application/json",
      body: bytes(JSON.stringify({ [key]: [[{}], 1, null] })),
    })),
  ),
);

/** A body whose declared type is not what it holds, or a type no route takes. */
const wrongContentType = fc
  .tuple(
    fc.constantFrom(
      "application/json",
      "text/plain",
      "application/xml",
      "text/html",
      "application/octet-stream",
      "multipart/form-data",
      "multipart/form-data; boundary=",
      "application/x-www-form-urlencoded; charset=utf-16",
      "image/png",
      "a/b/c",
      ";;;",
      "application/json; charset=iso-8859-1",
      "",
    ),
    fc.oneof(
      fc.constant(""),
      fc.constant('{"email":"a@b.c","password":"x"}'),
      fc.constant("<?xml version='1.0'?><a><b>1</b></a>"),
      fc.constant("name=Marie&rating=5"),
      fc.string({ maxLength: 200 }),
    ),
  )
  .map(([contentType, body]) => ({ kind: `wrong content type ${contentType}`, contentType, body: bytes(body) }));

/** Multipart bodies that are not: wrong boundary, cut short, no final boundary, binary parts, header floods. */
const brokenMultipart = fc
  .tuple(
    fc.constantFrom(
      "wrong boundary",
      "truncated",
      "no closing",
      "no blank line",
      "binary file",
      "many parts",
      "huge part header",
    ),
    fields,
  )
  .map(([variant, pairs]) => {
    const b = "fuzzBoundary";
    const whole = multipart(pairs.length ? pairs : [["name", "Marie"]], b);
    const body: Record<string, string> = {
      "wrong boundary": whole.replaceAll(b, "otherBoundary"),
      truncated: whole.slice(0, Math.max(1, Math.floor(whole.length / 2))),
      "no closing": whole.replace(`--${b}--\r\n`, ""),
      "no blank line": `--${b}\r\nContent-Disposition: form-data; name="a"\r\nvalue\r\n--${b}--\r\n`,
      "binary file": `--${b}\r\nContent-Disposition: form-data; name="media"; filename="x.png"\r\nContent-Type: image/png\r\n\r\n\u0089PNG\u0000\u0000\r\n--${b}--\r\n`,
      "many parts": multipart(
        Array.from({ length: 3000 }, (_, i) => [`f${i}`, "v"]),
        b,
      ),
      "huge part header": `--${b}\r\nContent-Disposition: form-data; name="${"n".repeat(100_000)}"\r\n\r\nv\r\n--${b}--\r\n`,
    };
    return {
      kind: `broken multipart: ${variant}`,
      contentType: `multipart/form-data; boundary=${b}`,
      body: bytes(body[variant]!),
    };
  });

/** Bodies above the limits: one field too long for any rule, and bodies past 1 MiB. */
const huge = fc
  .tuple(fc.constantFrom(70_000, 300_000, 1_100_000, 2_500_000), fc.constantFrom("form", "json", "text"))
  .map(([size, type]) => {
    const long = "a".repeat(size);
    const [contentType, body] =
      type === "form"
        ? ["application/x-www-form-urlencoded", `name=${long}&content=${long.slice(0, 10)}`]
        : type === "json"
          ? ["application/json", JSON.stringify({ name: long, content: "x" })]
          : ["text/plain", long];
    return { kind: `huge ${type} body of ${size} bytes`, contentType, body: bytes(body) };
  });

/** JSON nested past any sensible depth, as arrays or objects. */
const deepJson = fc.tuple(fc.constantFrom(65, 500, 5_000, 50_000), fc.boolean()).map(([depth, arrays]) => ({
  kind: `json nested ${depth} deep`,
  contentType: "application/json",
  body: bytes(arrays ? `${"[".repeat(depth)}1${"]".repeat(depth)}` : `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`),
}));

/** Control characters in otherwise valid fields: every route must answer 4xx with a field message. */
const controlCharacters = fc
  .tuple(
    fc.constantFrom(...FIELD_NAMES),
    fc.integer({ min: 0, max: 31 }).filter((c) => c !== 9 && c !== 10 && c !== 13),
    fc.constantFrom("form", "multipart", "json"),
  )
  .map(([name, code, type]) => {
    const value = `avant${String.fromCharCode(code)}après`;
    const pairs: [string, string][] = [
      [name, value],
      ["name", "Marie"],
    ];
    const [contentType, body] =
      type === "form"
        ? ["application/x-www-form-urlencoded", urlencoded(pairs)]
        : type === "multipart"
          ? ["multipart/form-data; boundary=cc", multipart(pairs, "cc")]
          : ["application/json", JSON.stringify(Object.fromEntries(pairs))];
    return {
      kind: `control character U+${code.toString(16).padStart(4, "0")} in ${type}`,
      contentType,
      body: bytes(body),
    };
  });

/** Bytes that are not UTF-8, raw or percent-encoded. */
const invalidUtf8 = fc
  .tuple(
    fc.constantFrom([0xff], [0xfe, 0xff], [0xc3, 0x28], [0xe2, 0x82], [0xed, 0xa0, 0x80], [0xf8, 0x88, 0x80, 0x80]),
    fc.constantFrom("form", "percent", "json", "multipart"),
  )
  .map(([bad, type]) => {
    const raw = new Uint8Array(bad);
    const concat = (...chunks: Uint8Array[]) => {
      const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
      let at = 0;
      for (const c of chunks) {
        out.set(c, at);
        at += c.length;
      }
      return out;
    };
    if (type === "percent") {
      const encoded = Array.from(raw, (b) => `%${b.toString(16).toUpperCase()}`).join("");
      return {
        kind: "invalid UTF-8, percent-encoded",
        contentType: "application/x-www-form-urlencoded",
        body: bytes(`name=${encoded}&content=ok`),
      };
    }
    if (type === "json") {
      return {
        kind: "invalid UTF-8 in JSON",
        contentType: "application/json",
        body: concat(bytes('{"name":"'), raw, bytes('","content":"x"}')),
      };
    }
    if (type === "multipart") {
      return {
        kind: "invalid UTF-8 in multipart",
        contentType: "multipart/form-data; boundary=u8",
        body: concat(
          bytes('--u8\r\nContent-Disposition: form-data; name="name"\r\n\r\n'),
          raw,
          bytes("\r\n--u8--\r\n"),
        ),
      };
    }
    return {
      kind: "invalid UTF-8, raw form bytes",
      contentType: "application/x-www-form-urlencoded",
      body: concat(bytes("name="), raw, bytes("&content=ok")),
    };
  });

/** Query strings the routes read (`kind`, `index`, `lang`, `redirectTo` …), with nasty values. */
const query = fc.oneof(
  { weight: 4, arbitrary: fc.constant("") },
  {
    weight: 1,
    arbitrary: fc
      .array(
        fc.tuple(
          fc.constantFrom("kind", "index", "lang", "redirectTo", "page", "q", "_data", "range", "id"),
          fc.oneof(
            nastyText,
            boundaryNumber,
            fc.constantFrom("photo", "video", "audio", "poster", "avatar", "portfolio"),
          ),
        ),
        { minLength: 1, maxLength: 3 },
      )
      .map((pairs) => `?${urlencoded(pairs)}`),
  },
);

const body = fc.oneof(
  { weight: 4, arbitrary: wellFormed },
  { weight: 2, arbitrary: wrongContentType },
  { weight: 1, arbitrary: brokenMultipart },
  { weight: 1, arbitrary: huge },
  { weight: 1, arbitrary: deepJson },
  { weight: 2, arbitrary: controlCharacters },
  { weight: 1, arbitrary: invalidUtf8 },
  {
    weight: 1,
    arbitrary: fc.constant({ kind: "no body, no type", contentType: null, body: new Uint8Array() }),
  },
);

/** One malformed request for a route family. */
export const fuzzInput: fc.Arbitrary<FuzzInput> = fc
  .record({
    body,
    query,
    method: fc.oneof({ weight: 12, arbitrary: fc.constant("POST") }, fc.constantFrom("PUT", "PATCH", "DELETE")),
    origin: fc.oneof(
      { weight: 6, arbitrary: fc.constant("same" as const) },
      fc.constantFrom("foreign" as const, "none" as const),
    ),
    accept: fc.constantFrom("*/*", "text/html", "application/json", "text/html,application/xhtml+xml"),
  })
  .map(({ body: b, ...rest }) => ({ ...rest, ...b }));
