import { expect, test } from "./support/test";

test.describe("not-found page", () => {
  test("an unknown path answers 404 with the not-found page", async ({ request }) => {
    const response = await request.get("/no-such-page");
    expect(response.status()).toBe(404);
    expect(response.headers()["content-type"]).toContain("text/html");
    const html = await response.text();
    expect(html).toContain("Page Not Found");
    expect(html).toContain('content="noindex"');
  });

  test("shows the texts and logs the missing path to the console", async ({ page }) => {
    const messages: string[] = [];
    page.on("console", (message) => messages.push(message.text()));
    await page.goto("/no-such-page");
    await expect(page.getByText("404", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
    await expect(
      page.getByText("Sorry, we couldn't find the page you're looking for. It may have been moved or doesn't exist."),
    ).toBeVisible();
    await expect.poll(() => messages.some((text) => text.includes("/no-such-page"))).toBe(true);
  });

  test("Go Back returns to the previous page", async ({ page }) => {
    await page.goto("/about");
    await page.goto("/gone/for/good");
    await page.getByRole("button", { name: "Go Back" }).click();
    await expect(page).toHaveURL("/about");
  });

  test("Return Home goes to the home page", async ({ page }) => {
    await page.goto("/missing");
    await page.getByRole("main").getByRole("link", { name: "Return Home" }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Transform Your Outdoor Space");
  });
});
