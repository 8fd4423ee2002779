import { quoteRequestFields } from "../app/lib/quote-request-fields";
import { decodeMailto } from "./support/quote-form";
import { content } from "./support/content";
import { expect, test } from "./support/test";

/**
 * The site's functions answer on every server the site is tested on, as they do on the hosts:
 * `npm start`, nginx with the functions-only server behind it (as the container runs), and
 * Cloudflare Pages' own server. Their answers carry their own headers and none of the pages'.
 */
const typed = {
  firstName: "Zoë",
  lastName: "O'Brien",
  email: "zoe+quotes@example.org",
  phone: "07700 900123",
  service: content.quoteForm.services[0]!.value,
  message: "Fence & gate + 2 posts",
};

/** Every value of one header in an answer, however many times it was sent. */
const valuesOf = (headers: { name: string; value: string }[], name: string) =>
  headers.filter((header) => header.name.toLowerCase() === name).map((header) => header.value);

test("the quote request without JavaScript reaches its function and comes back as the mail link", async ({
  request,
  baseURL,
}) => {
  expect(quoteRequestFields.every((field) => field in typed)).toBe(true);
  const answer = await request.post("/api/quote", {
    form: typed,
    headers: { Origin: baseURL!, "Sec-Fetch-Site": "same-origin" },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(303);
  const { address, values } = decodeMailto(answer.headers().location!);
  expect(address).toBe(content.business.email);
  expect(values.body).toContain(typed.message);
  expect(valuesOf(answer.headersArray(), "x-content-type-options")).toEqual(["nosniff"]);
});

test("the request the page's script sends is answered with what was delivered", async ({ request, baseURL }) => {
  const answer = await request.post("/api/quote", {
    data: typed,
    headers: { Origin: baseURL!, "Sec-Fetch-Site": "same-origin" },
  });
  expect(answer.status()).toBe(200);
  // No sign-in and no webhook on these servers: nothing delivered, so the page hands over to the mail app.
  expect(await answer.json()).toEqual({ devices: 0, webhook: "none" });
  expect(valuesOf(answer.headersArray(), "cache-control")).toEqual(["no-store"]);
});

test("a function's own page keeps its own policy, with none of the pages' added", async ({ request }) => {
  const answer = await request.get("/api/quote", { maxRedirects: 0 });
  expect(answer.status()).toBe(405);
  expect(answer.headers().allow).toBe("POST");
  const policies = valuesOf(answer.headersArray(), "content-security-policy");
  expect(policies).toHaveLength(1);
  expect(policies[0]).toMatch(/^default-src 'none'/);
  expect(valuesOf(answer.headersArray(), "x-content-type-options")).toEqual(["nosniff"]);
});

test("the owner's sign-in is answered by its function, not by the not-found page", async ({ request }) => {
  // With no settings it says which one is missing; with them, it shows the sign-in.
  const answer = await request.get("/api/owner/session", { maxRedirects: 0 });
  expect(answer.status()).not.toBe(404);
  expect(answer.headers()["content-type"]).toMatch(/^application\/json/);
  expect(await answer.json()).toHaveProperty("message");
  expect(answer.headers()["referrer-policy"]).toBe("no-referrer");
  expect(valuesOf(answer.headersArray(), "content-security-policy")).toEqual([]);
});
