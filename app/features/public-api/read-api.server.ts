import { normalizeProfileAddress } from "#app/features/address/index.ts";
import { reviewJsonResponse } from "#app/features/reviews/index.server.ts";
import { getI18n } from "#app/services/i18n/i18n.server.ts";
import { consume } from "#app/services/rate-limit/rate-limit.server.ts";
import { readProfile, readReviews } from "./queries.server.ts";
import { apiResponseCache, type CachedAnswer, etagOf, gzipOf, matchesEtag } from "./response-cache.server.ts";
import { type ApiErrorCode, decodeCursor, ReviewsQuerySchema } from "./schema.ts";

/*
 * The public read API (decision 031): GET /api/v1/profiles/{slug} and
 * GET /api/v1/profiles/{slug}/reviews, readable from any site (CORS open, CORP
 * cross-origin), revalidated on every load (ETag, `public, no-cache`), limited per client
 * address, and answering JSON errors only. The routes (app/routes/api.v1.profiles.*) call
 * these functions and nothing else.
 */

interface Args {
  request: Request;
  params: { slug?: string };
  context: { publicUrl: string; clientIp: string; requestId: string };
}

const READ_METHODS = "GET, HEAD, OPTIONS";

/** Headers of every answer of the read routes, errors included: any site may read them. */
const CROSS_ORIGIN = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Expose-Headers": "ETag, Retry-After",
  // The server's default is same-origin (server/http.ts lets a handler's own header win).
  "Cross-Origin-Resource-Policy": "cross-origin",
} as const;

/** Each error's text (publicApi.errors.*). */
const MESSAGE_KEYS = {
  not_found: "publicApi.errors.notFound",
  invalid_cursor: "publicApi.errors.invalidCursor",
  invalid_parameter: "publicApi.errors.invalidParameter",
  method_not_allowed: "publicApi.errors.methodNotAllowed",
  rate_limited: "publicApi.errors.rateLimited",
} as const satisfies Record<ApiErrorCode, string>;

function errorResponse(
  request: Request,
  status: number,
  code: ApiErrorCode,
  headers: Record<string, string> = {},
  values: Record<string, string> = {},
): Response {
  const { t } = getI18n(request, ["publicApi"]);
  // Two of the texts name a value ({{parameter}}, {{method}}); the others take none.
  const message = (t as (key: string, options: Record<string, string>) => string)(MESSAGE_KEYS[code], values);
  return Response.json(
    { error: { code, message } },
    { status, headers: { ...CROSS_ORIGIN, "Cache-Control": "no-store", ...headers } },
  );
}

/** 405 for a method the route does not answer. */
export function methodNotAllowed(request: Request, allow: string): Response {
  return errorResponse(request, 405, "method_not_allowed", { Allow: allow }, { method: request.method });
}

/** The answer to a CORS preflight: GET from anywhere, with If-None-Match. */
function preflight(): Response {
  return new Response(null, {
    status: 204,
    headers: {
      ...CROSS_ORIGIN,
      "Access-Control-Allow-Methods": "GET, HEAD",
      "Access-Control-Allow-Headers": "If-None-Match",
      "Access-Control-Max-Age": "86400",
      Allow: READ_METHODS,
    },
  });
}

/** Whether the client takes gzip (`Accept-Encoding`, a `q=0` refusing it). */
function acceptsGzip(request: Request): boolean {
  const header = request.headers.get("accept-encoding") ?? "";
  return /(?:^|,)\s*(?:gzip|\*)\s*(?:,|$|;(?!\s*q\s*=\s*0(?:\.0*)?\s*(?:,|$)))/i.test(header);
}

function answer(request: Request, cached: CachedAnswer): Response {
  const headers: Record<string, string> = {
    ...CROSS_ORIGIN,
    "Cache-Control": "public, no-cache",
    ETag: cached.etag,
    Vary: "Accept-Encoding",
  };
  if (matchesEtag(request, cached.etag)) return new Response(null, { status: 304, headers });
  headers["Content-Type"] = "application/json; charset=utf-8";
  // Compressed once per answer, not per request (the middleware leaves an encoded body alone).
  if (acceptsGzip(request)) {
    return new Response(gzipOf(cached), { headers: { ...headers, "Content-Encoding": "gzip" } });
  }
  return new Response(cached.body, { headers });
}

/**
 * What both read routes do first: OPTIONS, the method, the per-address limit, the slug.
 * Answers a Response to send as is, or the profile's address.
 */
async function admit(args: Args): Promise<Response | string> {
  const { request, params, context } = args;
  if (request.method === "OPTIONS") return preflight();
  if (request.method !== "GET" && request.method !== "HEAD") return methodNotAllowed(request, READ_METHODS);
  const limit = await consume("api.read.ip", context.clientIp);
  if (!limit.allowed) {
    return errorResponse(request, 429, "rate_limited", { "Retry-After": String(Math.max(1, limit.retryAfterSeconds)) });
  }
  const address = normalizeProfileAddress(params.slug);
  if (!address) return errorResponse(request, 404, "not_found");
  return address;
}

/** GET /api/v1/profiles/{slug}. */
export async function profileResponse(args: Args): Promise<Response> {
  const admitted = await admit(args);
  if (typeof admitted !== "string") return admitted;
  const { publicUrl } = args.context;
  const cached = await apiResponseCache().get(`profile ${admitted}`, async () => {
    const found = await readProfile(admitted, publicUrl);
    if (!found) return null;
    const body = JSON.stringify(found.body);
    return { profileId: found.profileId, body, etag: etagOf(body) };
  });
  if (!cached) return errorResponse(args.request, 404, "not_found");
  return answer(args.request, cached);
}

/** The query parameters as arrays of their values (a parameter may repeat). */
function readQuery(url: URL, names: readonly string[]): Record<string, string[]> {
  return Object.fromEntries(names.map((name) => [name, url.searchParams.getAll(name)]));
}

const QUERY_NAMES = Object.keys(ReviewsQuerySchema.shape);

/** GET /api/v1/profiles/{slug}/reviews. */
export async function reviewsResponse(args: Args): Promise<Response> {
  const admitted = await admit(args);
  if (typeof admitted !== "string") return admitted;
  const { request, context } = args;
  const parsed = ReviewsQuerySchema.safeParse(readQuery(new URL(request.url), QUERY_NAMES));
  if (!parsed.success) {
    const parameter = String(parsed.error.issues[0]?.path[0] ?? "");
    if (parameter === "cursor") return errorResponse(request, 400, "invalid_cursor");
    return errorResponse(request, 400, "invalid_parameter", {}, { parameter });
  }
  const query = parsed.data;
  const cursor = query.cursor === null ? null : decodeCursor(query.cursor);
  if (query.cursor !== null && !cursor) return errorResponse(request, 400, "invalid_cursor");
  const key = `reviews ${admitted} ${query.limit} ${query.media ?? ""} ${query.rating?.join(",") ?? ""} ${query.cursor ?? ""}`;
  const cached = await apiResponseCache().get(key, async () => {
    const found = await readReviews(admitted, query, cursor, context.publicUrl);
    if (!found) return null;
    const body = JSON.stringify(found.body);
    return { profileId: found.profileId, body, etag: etagOf(body) };
  });
  if (!cached) return errorResponse(request, 404, "not_found");
  return answer(request, cached);
}

/**
 * POST /api/v1/profiles/{slug}/reviews: a review, as POST /api/v1/reviews/{slug} takes it
 * (the same function: reviewJsonResponse); any other writing method is 405.
 */
export function submitReviewResponse(args: Args): Promise<Response> | Response {
  if (args.request.method !== "POST") return methodNotAllowed(args.request, `${READ_METHODS}, POST`);
  return reviewJsonResponse(args);
}
