import { expect, test } from "@playwright/test";
import { e2eDataDir, waitForMail } from "./support/outbox.ts";

test.describe("service status", () => {
  test("shows the four services from real probes, the database operational", async ({ page }) => {
    const response = await page.goto("/status");
    expect(response?.status()).toBe(200);
    for (const [id, name] of [
      ["api", "API"],
      ["website", "Site web"],
      ["database", "Base de données"],
      ["auth", "Authentification"],
    ] as const) {
      const row = page.getByTestId(`status-service-${id}`);
      await expect(row.getByRole("heading", { name })).toBeVisible();
      await expect(row).toHaveAttribute("data-state", "operational");
      await expect(row.getByText("Opérationnel")).toBeVisible();
    }
    await expect(page.getByTestId("status-overall")).toHaveText(/Tous les services sont opérationnels/);
    await expect(page.getByText("Disponibilité (30 jours)")).toBeVisible();
    await expect(page.getByText("Incidents récents")).toBeVisible();
  });

  test("in English", async ({ page }) => {
    await page.goto("/status?lang=en");
    await expect(page.getByTestId("status-service-database").getByText("Operational")).toBeVisible();
    await expect(page.getByText("Uptime (30 days)")).toBeVisible();
  });

  test("subscribing sends a confirmation link that activates the subscription", async ({ page }, testInfo) => {
    const email = `status-${testInfo.workerIndex}-${Date.now()}@example.test`;
    await page.goto("/status");
    await page.getByLabel("Votre adresse e-mail").fill(email);
    await page.getByRole("button", { name: "S'abonner" }).click();
    await expect(page.getByText("Vérifiez votre boîte mail")).toBeVisible();

    const port = new URL(testInfo.project.use.baseURL!).port;
    const mail = await waitForMail(await e2eDataDir(port), email, /Confirmez votre abonnement/);
    const link = mail.links.find((l) => l.includes("/status/confirm/"));
    expect(link).toBeTruthy();
    await page.goto(new URL(link!).pathname);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Abonnement confirmé");
  });

  test("refuses a bad address without leaving the page", async ({ page }) => {
    await page.goto("/status");
    await page.getByLabel("Votre adresse e-mail").fill("pas-une-adresse");
    await page.getByRole("button", { name: "S'abonner" }).click();
    await expect(page.getByText("Veuillez entrer une adresse email valide.")).toBeVisible();
  });
});
