// A page of islands keeps its loader data on the server for a document request, and hands it
// whole to a `.data` request (app/lib/islands-data.server.ts, decision 039).
import { data, redirect } from "react-router";
import { describe, expect, it } from "vitest";
import { islandsLoader, islandsLoaderData, isServerOnlyLoaderData } from "#app/lib/islands-data.server.ts";

const page = () => ({ title: "Camille Martin", profile: { slug: "camille-martin", reviews: [1, 2, 3] } });

describe("islandsLoaderData", () => {
  it("on a document request: every property reads as returned, but nothing is listed to a serialiser", () => {
    const hidden = islandsLoaderData({ documentRequest: true }, page());
    expect(isServerOnlyLoaderData(hidden)).toBe(true);
    expect(hidden.title).toBe("Camille Martin");
    const { profile } = hidden;
    expect(profile).toEqual({ slug: "camille-martin", reviews: [1, 2, 3] });
    expect(Object.keys(hidden)).toEqual([]);
    expect(Object.entries(hidden)).toEqual([]);
    expect(JSON.stringify(hidden)).toBe("{}");
    expect(Object.getPrototypeOf(hidden)).not.toBe(Object.prototype);
  });

  it("keeps data()'s status and headers and hides only its data", () => {
    const result = islandsLoaderData(
      { documentRequest: true },
      data(page(), { status: 200, headers: { "Cache-Control": "public, max-age=0" } }),
    );
    expect(result.init).toEqual({ status: 200, headers: { "Cache-Control": "public, max-age=0" } });
    expect(isServerOnlyLoaderData(result.data)).toBe(true);
    expect(result.data.profile.slug).toBe("camille-martin");
  });

  it("hands a `.data` request (a client-side navigation) the data as it is", () => {
    const plain = page();
    expect(islandsLoaderData({ documentRequest: false }, plain)).toBe(plain);
  });

  it("lets a Response (a redirect) through untouched", () => {
    const response = redirect("/blog");
    expect(islandsLoaderData({ documentRequest: true }, response)).toBe(response);
  });

  it("islandsLoader wraps a route's loader", async () => {
    const loader = islandsLoader(async ({ context }: { context: { documentRequest: boolean } }) => {
      expect(context.documentRequest).toBe(true);
      return page();
    });
    const result = await loader({ context: { documentRequest: true } });
    expect(isServerOnlyLoaderData(result)).toBe(true);
    expect(result.title).toBe("Camille Martin");
  });
});
