import { expect, test } from "@playwright/test";

// Below 768 px the switcher is a stack of buttons with avatar, name and title. This file
// also runs in the desktop project (every spec does): the viewport is a phone's in both.
test.use({ viewport: { width: 390, height: 844 } });

test.describe("demo on a phone", () => {
  test("shows the profiles as stacked buttons with avatar, name and title, not tabs", async ({ page }) => {
    await page.goto("/demo/lea-moreau");
    const stack = page.getByTestId("demo-stack");
    await expect(stack).toBeVisible();
    await expect(page.getByTestId("demo-tabs")).toBeHidden();
    await expect(stack.getByRole("link")).toHaveCount(13);

    const karim = stack.getByRole("link", { name: /Karim Haddad/ });
    await expect(karim).toContainText("DJ & producteur");
    await expect(karim.locator("img")).toHaveAttribute("src", "/demo/avatars/karim.webp");

    // Stacked: each button sits below the previous one, full width.
    const boxes = await stack.getByRole("link").evaluateAll((links) =>
      links.map((link) => {
        const { x, y, width } = link.getBoundingClientRect();
        return { x, y, width };
      }),
    );
    for (let index = 1; index < boxes.length; index++) {
      expect(boxes[index]?.y).toBeGreaterThan(boxes[index - 1]?.y ?? Number.POSITIVE_INFINITY);
      expect(boxes[index]?.x).toBe(boxes[0]?.x);
    }
    expect(boxes[0]?.width).toBeGreaterThan(300);
  });

  test("choosing a profile opens it and scrolls its phone into view", async ({ page }) => {
    // /demo lands on the first profile at the top of the page: the heading and the choice.
    await page.goto("/demo");
    await expect(page).toHaveURL(/\/demo\/lea-moreau$/);
    const phone = page.getByTestId("phone-mockup");
    await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
    await expect(phone).not.toBeInViewport();

    const mathieu = page.getByTestId("demo-stack").getByRole("link", { name: /Mathieu Roux/ });
    await mathieu.click();
    await expect(page).toHaveURL(/\/demo\/mathieu-roux$/);
    await expect(mathieu).toHaveAttribute("aria-current", "page");
    await expect(phone.getByRole("heading", { name: "Mathieu Roux" })).toBeVisible();
    await expect(phone).toBeInViewport({ ratio: 0.5 });
  });

  test("arriving at a profile's own address brings its phone into view", async ({ page }) => {
    await page.goto("/demo/mathieu-roux");
    const phone = page.getByTestId("phone-mockup");
    await expect(phone.getByRole("heading", { name: "Mathieu Roux" })).toBeAttached();
    await expect(phone).toBeInViewport({ ratio: 0.5 });
  });

  test("the detail page's way back brings the profile's phone into view", async ({ page }) => {
    await page.goto("/demo/profile/karim");
    await page.getByRole("link", { name: "Retour à la démo" }).click();
    await expect(page).toHaveURL(/\/demo\/karim-haddad$/);
    await expect(page.getByTestId("phone-mockup")).toBeInViewport({ ratio: 0.5 });
  });

  test("the phone keeps its 280×580 frame on a small screen", async ({ page }) => {
    await page.goto("/mockup/thomas");
    const box = await page.getByTestId("phone-mockup").boundingBox();
    expect(box).toMatchObject({ width: 280, height: 580 });
  });
});
