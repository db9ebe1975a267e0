import { describe, expect, it } from "vitest";
import { LEGAL_DOCUMENT_IDS, LEGAL_DOCUMENTS, legalDocumentAt } from "#app/features/legal/catalog.ts";
import { loader } from "#app/routes/legal/document.tsx";

/*
 * One route module shows every legal document: the URL names the document, every URL of
 * the catalogue answers, and any other one is a 404.
 */

const PUBLIC_URL = "https://fiable.example";
const load = (path: string) =>
  loader({ request: new Request(`${PUBLIC_URL}${path}`), params: {}, context: { publicUrl: PUBLIC_URL } } as never);

describe("the legal route", () => {
  it("shows at each URL of a document that document, with its canonical URL", async () => {
    for (const id of LEGAL_DOCUMENT_IDS) {
      for (const path of LEGAL_DOCUMENTS[id]) {
        expect(legalDocumentAt(path), path).toBe(id);
        const page = await load(path);
        expect(page.canonical, path).toBe(`${PUBLIC_URL}${LEGAL_DOCUMENTS[id][0]}`);
        expect(page.document.title.length, path).toBeGreaterThan(0);
      }
    }
    expect(legalDocumentAt("/legal/terms/")).toBe("terms");
  });

  it("answers 404 for a document it does not have", async () => {
    for (const path of ["/legal/unknown", "/legal/security", "/legal", "/legal/privacy/more"]) {
      expect(legalDocumentAt(path), path).toBe(null);
      await expect(load(path), path).rejects.toMatchObject({ init: { status: 404 } });
    }
  });
});
