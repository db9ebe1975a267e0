import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import type { ActionFunctionArgs, AppLoadContext, EntryContext, LoaderFunctionArgs } from "react-router";
import { ServerRouter } from "react-router";
import { clientEntryUrl } from "#app/lib/client-entries.server.ts";
import { islandsRouterContext } from "#app/lib/islands-context.server.ts";
import { logError } from "#app/lib/log-error.server.ts";
import { NonceContext } from "#app/lib/nonce.ts";
import { RenderContext, renderMode } from "#app/lib/render-mode.ts";
import { isConnectionError, logConnectionError } from "#db/connection-errors.ts";

export const streamTimeout = 5_000;

/**
 * A loader's or an action's failure: logged with its stack, but a database outage, which
 * every request meets until it ends, is one line a minute (db/connection-errors.ts).
 */
export function handleError(error: unknown, { request }: LoaderFunctionArgs | ActionFunctionArgs) {
  if (request.signal.aborted) return;
  if (isConnectionError(error)) logConnectionError(error);
  else console.error(error);
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.cspNonce;

  // A page of islands (decision 039) ships no loader data and nothing that streams:
  // render it to one string, without the stream machinery, with only the routes it
  // matched (app/lib/islands-context.server.ts) — cheaper per view.
  const { matches, errors } = routerContext.staticHandlerContext;
  const page = renderMode(
    matches.map((match) => routerContext.routeModules[match.route.id]?.handle),
    { failed: Boolean(errors) },
  );
  if (page.mode === "islands") {
    const { env } = loadContext;
    const src = clientEntryUrl(page.entry, { dev: env.NODE_ENV === "development", buildDir: env.BUILD_DIR });
    const html = renderToString(
      <NonceContext.Provider value={nonce}>
        <RenderContext.Provider value={{ mode: "islands", src }}>
          <ServerRouter context={islandsRouterContext(routerContext)} url={request.url} nonce={nonce} />
        </RenderContext.Provider>
      </NonceContext.Provider>,
    );
    const document = `<!DOCTYPE html>${html}`;
    responseHeaders.set("Content-Type", "text/html; charset=utf-8");
    // A known length: the body is compressed in one call (server/compression.ts).
    responseHeaders.set("Content-Length", String(Buffer.byteLength(document)));
    return new Response(document, { headers: responseHeaders, status: responseStatusCode });
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers and link-preview bots get the whole document at once.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) logError(`[${loadContext.requestId}]`, error);
        },
      },
    );
  });
}
