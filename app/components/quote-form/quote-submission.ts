/*
 * The quote request as the site's own function receives it. Without JavaScript, the form posts
 * its fields (urlencoded, the browser's default) and the answer is `303 See Other` to the same
 * `mailto:` link the page builds when its script runs, so the mail app gets the text exactly as
 * typed. No browser's own form hand-off to `mailto:` is exact (decision 127). With the page's
 * script, Send posts the request as JSON and the function delivers it to the owner's devices and webhook,
 * answering what was delivered (decisions 193, 194). Bundled with its content at build time
 * (quote-function.vite.config.ts); every host's adapter passes its Web Request and its settings.
 */
import business from "@content/business.yml";
import functionSettings from "@content/function-settings";
import copy from "@content/quote-form.yml";
import { type QuoteRequest, quoteRequestFields } from "~/lib/quote-request-fields";
import { functionWebhookUrl, postWithRetries } from "~/lib/webhook";

import { deliverToOwnerDevices } from "../../../server/leads/deliver.mjs";
import { proofChallenge, proofHolds } from "../../../server/leads/proof-of-work.mjs";
import { BodyTooLarge, boundedText, smallBodyBytes } from "../../../server/request-body.mjs";

import { honeypotField, type QuoteDelivery, readQuote } from "./quote-post";
import { quoteMailto } from "./quote-request";
import { challengeParameter, proofField } from "./proof-fields";

/** The fields the form marks `required`, in its order. */
const requiredFields = ["firstName", "lastName", "email", "service"] as const satisfies readonly (keyof QuoteRequest)[];

// The HTML standard's "valid e-mail address", the rule an `<input type="email">` applies.
const validEmail =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** The fields a browser's own checks would have stopped the form on, by their labels. */
function fieldProblems(quote: QuoteRequest): string[] {
  const wrong = new Set<keyof QuoteRequest>(requiredFields.filter((field) => quote[field].trim() === ""));
  if (quote.email && !validEmail.test(quote.email)) wrong.add("email");
  if (quote.service && !copy.services.some((service) => service.value === quote.service)) wrong.add("service");
  return [...wrong].map((field) => copy.fields[field]);
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** Where the visitor came from on this site, else its home page: the way back to their answers. */
function wayBack(request: Request): string {
  const referer = request.headers.get("Referer");
  try {
    const back = referer ? new URL(referer) : undefined;
    if (back && back.host === new URL(request.url).host) return `${back.pathname}${back.search}`;
  } catch {
    // An unreadable Referer is no way back.
  }
  return "/";
}

/** A small page without script: what was wrong, the phone number and the way back to the form. */
function refusal(request: Request, status: number, problems: string[] = [], headers: Record<string, string> = {}) {
  const phone = business.phones.main;
  const list = problems.length
    ? `<ul>${problems.map((label) => `<li>${escapeHtml(label)} ${escapeHtml(copy.required)}</li>`).join("")}</ul>`
    : "";
  const page = `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(copy.formLabel)}</title></head>
<body><main><h1>${escapeHtml(copy.formLabel)}</h1><p>${escapeHtml(copy.intro)}</p>${list}
<p><a href="${escapeHtml(wayBack(request))}">${escapeHtml(copy.formLabel)}</a></p>
<p>${escapeHtml(copy.failure)} <a href="tel:${escapeHtml(phone.e164)}">${escapeHtml(phone.display)}</a>
<a href="mailto:${escapeHtml(business.email)}">${escapeHtml(business.email)}</a></p></main></body></html>
`;
  return new Response(request.method === "HEAD" ? null : page, {
    status,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
      ...commonHeaders,
      ...headers,
    },
  });
}

const commonHeaders = {
  "Cache-Control": "no-store",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "no-referrer",
};

/** A form of this site posts from this site: its Origin and, where sent, Sec-Fetch-Site say so. */
function fromThisSite(request: Request): boolean {
  const origin = request.headers.get("Origin");
  const site = request.headers.get("Sec-Fetch-Site");
  if (site && site !== "same-origin") return false;
  if (origin === null) return true;
  try {
    // The host only: behind a host's proxy the function may see `http:` for an `https:` page.
    return new URL(origin).host === new URL(request.url).host;
  } catch {
    return false; // `Origin: null` and anything else that is no address
  }
}

/** The posted fields, read within a small body's bound on every host, whatever it lets through. */
async function postedFields(request: Request): Promise<FormData> {
  const text = await boundedText(request, smallBodyBytes);
  const type = request.headers.get("Content-Type") ?? "";
  return new Response(text, { headers: { "Content-Type": type } }).formData();
}

/** The host's settings, as its adapter passes them: the environment of the site's functions. */
type Env = Record<string, string | undefined>;
/** How the owner's webhook is reached: the runtime's own fetch and clock unless given others. */
type Services = NonNullable<Parameters<typeof postWithRetries>[2]>;

const isJson = (request: Request) => /^application\/json\b/i.test(request.headers.get("Content-Type") ?? "");

const jsonAnswer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json; charset=utf-8", ...commonHeaders },
  });

/** The request the page's script posts: the six fields as typed, and the field people leave empty. */
function postedQuote(data: unknown): { quote: QuoteRequest; trap: string; proof: unknown } | null {
  if (!data || typeof data !== "object") return null;
  const fields = data as Record<string, unknown>;
  const text = (name: string) => (typeof fields[name] === "string" ? fields[name] : "");
  const quote = Object.fromEntries(quoteRequestFields.map((field) => [field, text(field)])) as QuoteRequest;
  return { quote, trap: text(honeypotField), proof: fields[proofField] };
}

/**
 * The page's post: checked as the form checks it, and for the proof of work its worker found
 * (server/leads/proof-of-work.mjs), then pushed to every owner device with lead
 * alerts on (server/leads/) and sent on to the owner's webhook (the business details' address,
 * else the host's QUOTE_WEBHOOK_URL), both at once. One with the trap field filled, or without a
 * proof, is answered as not delivered, so a person whose browser filled it, or could not solve
 * the challenge, still gets the mail hand-off.
 */
async function deliver(request: Request, env: Env, services: Services): Promise<Response> {
  let posted: ReturnType<typeof postedQuote>;
  try {
    posted = postedQuote(JSON.parse(await boundedText(request, smallBodyBytes)));
  } catch (error) {
    return jsonAnswer(
      { message: error instanceof BodyTooLarge ? "Too large." : "Not JSON." },
      error instanceof BodyTooLarge ? 413 : 400,
    );
  }
  if (!posted) return jsonAnswer({ message: "Not a quote request." }, 400);
  const problems = fieldProblems(posted.quote);
  if (problems.length) return jsonAnswer({ message: `${problems.join(", ")} ${copy.required}` }, 400);
  if (posted.trap || !(await proofHolds(env, posted.proof)))
    return jsonAnswer({ devices: 0, webhook: "none" } satisfies QuoteDelivery);
  const webhook = functionWebhookUrl(functionSettings.quoteWebhookUrl) ?? functionWebhookUrl(env.QUOTE_WEBHOOK_URL);
  const [devices, sent] = await Promise.all([
    deliverToOwnerDevices(env, posted.quote, { fetch: services.fetch }),
    webhook ? postWithRetries(webhook, posted.quote, services) : undefined,
  ]);
  // For the host's log: why a device with alerts on may not have had this one.
  if (devices.problem) console.warn(devices.problem);
  const webhookState = sent === undefined ? "none" : sent ? "sent" : "failed";
  return jsonAnswer({ devices: devices.accepted, webhook: webhookState } satisfies QuoteDelivery);
}

/** The function's answer to one request. */
export async function answerQuoteSubmission(
  request: Request,
  env: Env = {},
  services: Services = {},
): Promise<Response> {
  if (request.method === "GET" && new URL(request.url).searchParams.has(challengeParameter)) {
    const challenge = await proofChallenge(env);
    return challenge
      ? jsonAnswer(challenge)
      : jsonAnswer({ message: "This site's function hands out no challenge." }, 404);
  }
  if (request.method !== "POST") return refusal(request, 405, [], { Allow: "POST" });
  if (!fromThisSite(request))
    return isJson(request) ? jsonAnswer({ message: "Not from this site." }, 403) : refusal(request, 403);
  if (isJson(request)) return deliver(request, env, services);
  let data: FormData;
  try {
    data = await postedFields(request);
  } catch (error) {
    if (error instanceof BodyTooLarge) return refusal(request, 413);
    return refusal(
      request,
      400,
      requiredFields.map((field) => copy.fields[field]),
    );
  }
  const quote = readQuote(data);
  const problems = fieldProblems(quote);
  if (problems.length) return refusal(request, 400, problems);
  return new Response(null, {
    status: 303,
    headers: { Location: quoteMailto(quote, copy.services), ...commonHeaders },
  });
}
