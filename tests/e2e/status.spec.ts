import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmod, mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { startEmbeddedPostgres } from "#server/database/embedded.ts";
import { e2eDataDir, waitForMail } from "./support/outbox.ts";

const SERVICES = [
  ["api", "API"],
  ["website", "Site web"],
  ["database", "Base de données"],
  ["auth", "Authentification"],
] as const;

// Up is operational or degraded. Degraded only says that a probe answered after its
// threshold (SLOW_MS in probes.server.ts), which a loaded test machine can cause: a speed,
// which end-to-end tests do not assert. Down is what these tests tell apart.
const UP = /^(operational|degraded)$/;
const UP_LABEL = { fr: /^(Opérationnel|Dégradé)$/, en: /^(Operational|Degraded)$/ };

test.describe("service status", () => {
  test("shows the four services from real probes, all up", async ({ page }) => {
    const response = await page.goto("/status");
    expect(response?.status()).toBe(200);
    for (const [id, name] of SERVICES) {
      const row = page.getByTestId(`status-service-${id}`);
      await expect(row.getByRole("heading", { name })).toBeVisible();
      await expect(row).toHaveAttribute("data-state", UP);
      await expect(row.getByText(UP_LABEL.fr)).toBeVisible();
    }
    await expect(page.getByTestId("status-overall")).toHaveAttribute("data-state", UP);
    await expect(page.getByTestId("status-overall")).toHaveText(
      /Tous les services sont opérationnels|Certains services fonctionnent au ralenti/,
    );
    await expect(page.getByText("Disponibilité (30 jours)")).toBeVisible();
    await expect(page.getByText("Incidents récents")).toBeVisible();
  });

  test("in English", async ({ page }) => {
    await page.goto("/status?lang=en");
    await expect(page.getByTestId("status-service-database").getByText(UP_LABEL.en)).toBeVisible();
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

test.describe("seeded incident history", () => {
  test("the three demo incidents are labelled as examples, not measurements", async ({ page }) => {
    await page.goto("/status");
    const examples = page.locator('[data-testid="status-incident"][data-example]');
    await expect(examples).toHaveCount(3);
    for (const title of [
      "Temps de réponse de l'API ralentis",
      "Connexions impossibles",
      "Maintenance de la base de données",
    ]) {
      const item = examples.filter({ has: page.getByRole("heading", { name: title }) });
      await expect(item.getByText("Exemple", { exact: true })).toBeVisible();
      await expect(item.getByText(/Incident d'exemple, livré avec le contenu de démonstration/)).toBeVisible();
    }
    await page.goto("/status?lang=en");
    await expect(examples.first().getByText("Example", { exact: true })).toBeVisible();
  });
});

/** A free TCP port on 127.0.0.1 (closed again at once, for the app to take). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

async function expectDatabaseState(page: Page, url: string, state: "up" | "outage") {
  const response = await page.goto(url);
  expect(response?.status()).toBe(200);
  const database = page.getByTestId("status-service-database");
  await expect(database).toHaveAttribute("data-state", state === "up" ? UP : "outage");
  await expect(database.getByText(state === "up" ? UP_LABEL.fr : "Panne")).toBeVisible();
}

// The shared e2e server cannot lose its database while other tests use it: this test starts
// its own PostgreSQL and a second instance of the app (same build) on it, then stops that
// PostgreSQL for real and asks the second instance for /status.
test.describe("with the database stopped", () => {
  test("/status still answers 200 and shows the database not operational", async ({ page }) => {
    test.setTimeout(180_000); // initdb, migrations and boot of a second app on a shared 2-core machine
    const dir = await mkdtemp(join(tmpdir(), "fiable-e2e-status-"));
    // As root, PostgreSQL runs as the 'postgres' user, which must enter this directory.
    await chmod(dir, 0o755);
    let app: ChildProcess | undefined;
    let output = "";
    let postgres: Awaited<ReturnType<typeof startEmbeddedPostgres>> | undefined;
    try {
      postgres = await startEmbeddedPostgres({
        dataDir: join(dir, "postgres-server"),
        password: randomBytes(18).toString("base64url"),
        database: "fiable",
        settings: { fsync: "off", synchronous_commit: "off", full_page_writes: "off" },
        log: () => {},
      });
      const port = await freePort();
      const origin = `http://127.0.0.1:${port}`;
      app = spawn(process.execPath, ["server/main.js"], {
        env: {
          ...process.env,
          NODE_ENV: "production",
          BUILD_DIR: process.env.BUILD_DIR ?? "build",
          PORT: String(port),
          HOST: "127.0.0.1",
          DATA_DIR: join(dir, "app"),
          DATABASE_URL: postgres.url,
          SEED_DEMO: "false",
          ADMIN_PASSWORD: "e2e-status-password",
          LOG_LEVEL: "warn",
        },
        stdio: ["ignore", "pipe", "pipe"],
      });
      app.stdout?.on("data", (chunk) => (output += chunk));
      app.stderr?.on("data", (chunk) => (output += chunk));
      const exited = new Promise<never>((_, reject) =>
        app?.once("exit", (code) => reject(new Error(`second app exited (${code}):\n${output}`))),
      );
      exited.catch(() => {});
      await expect
        .poll(
          () =>
            Promise.race([
              exited,
              fetch(`${origin}/healthz`).then(
                (r) => r.status,
                () => 0,
              ),
            ]),
          { timeout: 120_000 },
        )
        .toBe(200);

      await expectDatabaseState(page, `${origin}/status`, "up");

      await postgres.stop();
      await expectDatabaseState(page, `${origin}/status`, "outage");
      await expect(page.getByTestId("status-overall")).toHaveAttribute("data-state", "outage");
      await expect(page.getByText("L'historique est momentanément illisible")).toBeVisible();
      // The process is still serving: it did not exit with its database.
      expect(app.exitCode).toBeNull();
    } finally {
      if (app && app.exitCode === null) {
        const gone = new Promise((resolve) => app?.once("exit", resolve));
        app.kill("SIGTERM");
        await gone;
      }
      await postgres?.stop();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
