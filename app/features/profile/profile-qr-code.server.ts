import QRCode from "qrcode";
import { type PageAddressContext, pageAddress } from "#app/features/address/index.server.ts";
import { normalizeProfileAddress } from "#app/features/address/index.ts";
import { getProfileSummary } from "#app/features/reviews/index.server.ts";
import { getI18n } from "#app/services/i18n/i18n.server.ts";
import { getViewer } from "./get-viewer.server.ts";

export type QrFormat = "png" | "svg";

// Ink and paper of the printed code: the brand's indigo reads as well as black on white.
const QR_COLORS = { dark: "#1f2370", light: "#ffffff" };

/** The QR code of a page URL: a 1024 px PNG, or an SVG. */
export async function renderQrCode(
  url: string,
  format: QrFormat,
): Promise<{ body: Uint8Array<ArrayBuffer> | string; type: string }> {
  const options = { errorCorrectionLevel: "M" as const, margin: 2, color: QR_COLORS };
  if (format === "svg") {
    return { body: await QRCode.toString(url, { ...options, type: "svg" }), type: "image/svg+xml; charset=utf-8" };
  }
  return {
    body: Uint8Array.from(await QRCode.toBuffer(url, { ...options, type: "png", width: 1024 })),
    type: "image/png",
  };
}

/**
 * `/{slug}/qr?format=png|svg`: the QR code of the profile's public URL — or, with
 * `target=review`, of its review form (the Collect section) — for its owner only
 * (another user: 403; anonymous: 401; unknown profile: 404). `inline=1` shows it instead of
 * downloading it (the owner's preview).
 */
export async function profileQrResponse(request: Request, slugParam: string | undefined, context: PageAddressContext) {
  const { t } = getI18n(request, []);
  const text = (status: number, message: string) =>
    new Response(message, {
      status,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" },
    });
  const address = normalizeProfileAddress(slugParam);
  const profile = address ? await getProfileSummary(address) : null;
  if (!profile) return text(404, t("profileMeta.notFoundTitle"));

  const viewer = await getViewer(request);
  if (!viewer.userId) return text(401, t("profileMeta.qrForbidden"));
  if (viewer.userId !== profile.userId) return text(403, t("profileMeta.qrForbidden"));

  const params = new URL(request.url).searchParams;
  const format: QrFormat = params.get("format") === "svg" ? "svg" : "png";
  const review = params.get("target") === "review";
  // On the owner's custom domain, its address there (decision 046).
  const served = pageAddress(context, profile);
  const qr = await renderQrCode(review ? served.under("review") : served.page, format);
  const disposition = params.get("inline") === "1" ? "inline" : "attachment";
  return new Response(qr.body, {
    headers: {
      "Content-Type": qr.type,
      "Content-Disposition": `${disposition}; filename="fiable-${profile.slug}${review ? "-review" : ""}-qr.${format}"`,
      "Cache-Control": "private, no-store",
      // The SVG is ours, but an image never needs to run anything.
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    },
  });
}
