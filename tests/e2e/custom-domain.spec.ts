import { randomBytes } from "node:crypto";
import { expect, type Page } from "@playwright/test";
import { writeZoneFile } from "#tests/setup/dns-server.ts";
import { e2eApp } from "./support/e2e-app.ts";
import { test } from "./support/fixtures.ts";

/*
 * The editor's « Domaine personnalisé » card (docs/product/custom-domains.md): add a domain →
 * the records to create and « En attente »; a public suffix refused with its reason, the text
 * kept; « Vérifier maintenant » against the e2e app's DNS server (its records written by this
 * spec, tests/setup/dns-server.ts) → « Vérifié »; « Retirer le domaine » after a confirmation.
 */

const freshHost = () => `avis-${randomBytes(4).toString("hex")}.lea-photo.example`;

async function openAddressTab(page: Page) {
  await page.goto("/dashboard?tab=domain");
  await page.locator('html[data-hydrated="true"]').waitFor({ state: "attached" });
  const card = page.getByTestId("custom-domain-card");
  await expect(card.getByRole("heading", { name: "Domaine personnalisé" })).toBeVisible();
  return card;
}

test("a public suffix is refused with its reason and the field keeps the text", async ({ page, profile }) => {
  expect(profile.slug).toBeTruthy();
  const card = await openAddressTab(page);
  const field = card.getByLabel("Votre domaine");
  await field.fill("co.uk");
  await card.getByRole("button", { name: "Ajouter le domaine" }).click();
  await expect(card.getByText(/C'est une extension publique/)).toBeVisible();
  await expect(field).toHaveValue("co.uk");
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(card.getByTestId("custom-domain-state")).toHaveCount(0);
});

test("add a domain, see its records, check it, remove it", async ({ page, profile }) => {
  expect(profile.slug).toBeTruthy();
  const hostname = freshHost();
  const card = await openAddressTab(page);
  await card.getByLabel("Votre domaine").fill(`  ${hostname.toUpperCase()}. `);
  await card.getByRole("button", { name: "Ajouter le domaine" }).click();

  await expect(card.getByTestId("custom-domain-name")).toHaveText(hostname);
  await expect(card.getByTestId("custom-domain-state")).toHaveText(/En attente/);
  await expect(card.getByTestId("custom-domain-checked")).toHaveText("Pas encore vérifié.");
  const records = card.getByTestId("custom-domain-records");
  const txt = records.locator('tr[data-record-type="TXT"]');
  await expect(txt.getByTestId("record-name")).toHaveText(`_fiable.${hostname}`);
  const token = (await txt.getByTestId("record-value").textContent()) ?? "";
  expect(token).toMatch(/^fiable-verify=[0-9a-f]{32}$/);
  const cname = records.locator('tr[data-record-type="CNAME"]');
  await expect(cname.getByTestId("record-name")).toHaveText(hostname);
  const target = (await cname.getByTestId("record-value").textContent()) ?? "";
  expect(target).not.toBe("");
  await expect(card.getByRole("button", { name: /^Copier/ })).toHaveCount(4);

  // Nothing created yet: the check fails with its reason, the state stays.
  await card.getByRole("button", { name: "Vérifier maintenant" }).click();
  await expect(card.getByTestId("custom-domain-reason")).toContainText("Aucun enregistrement TXT");
  await expect(card.getByTestId("custom-domain-state")).toHaveText(/En attente/);
  await expect(card.getByTestId("custom-domain-checked")).toHaveText(/Dernière vérification/);

  // The owner creates the records the card shows.
  const { dnsZoneDir } = await e2eApp();
  await writeZoneFile(dnsZoneDir, `_fiable.${hostname}`, { TXT: [token] });
  await writeZoneFile(dnsZoneDir, hostname, { CNAME: target });
  await card.getByRole("button", { name: "Vérifier maintenant" }).click();
  await expect(card.getByTestId("custom-domain-state")).toHaveText(/Vérifié/);
  await expect(card.getByTestId("custom-domain-reason")).toHaveCount(0);
  await expect(card.getByText(/l'enregistrement TXT n'est plus nécessaire/)).toBeVisible();

  // Still there after a reload.
  const again = await openAddressTab(page);
  await expect(again.getByTestId("custom-domain-state")).toHaveText(/Vérifié/);

  await again.getByRole("button", { name: "Retirer le domaine" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText(`Retirer ${hostname} ?`);
  await dialog.getByRole("button", { name: "Retirer", exact: true }).click();
  await expect(again.getByLabel("Votre domaine")).toBeVisible();
  await expect(again.getByTestId("custom-domain-name")).toHaveCount(0);
  const reloaded = await openAddressTab(page);
  await expect(reloaded.getByLabel("Votre domaine")).toHaveValue("");
});
