/**
 * The inbox page's script (`/admin/new-job-leads`, docs/decisions/195): the quote requests the
 * owner app's worker kept from lead alerts, newest first, each with Call, WhatsApp, Reply by
 * e-mail and Done. It reads only this device's database, so it shows them with no signal.
 * scripts/postbuild/lead-inbox.mjs bundles it as the page's one script; no framework.
 */
import { callUrl, type KeptLead, replyMailto, whatsAppLeadUrl } from "./lead-links";

/** The worker's database (job-page-worker.js): the same name, version and store. */
const leads = { database: "leads", store: "requests" };
const received = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" });

function openLeads(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const opening = indexedDB.open(leads.database, 1);
    // Opened before any alert came, the page makes the store the worker would have made.
    opening.onupgradeneeded = () => opening.result.createObjectStore(leads.store, { keyPath: "id" });
    opening.onsuccess = () => resolve(opening.result);
    opening.onerror = () => reject(opening.error);
  });
}

/** The store's requests after `change` (if any) has run in the same transaction. */
async function withLeads(change?: (store: IDBObjectStore) => void): Promise<KeptLead[]> {
  const database = await openLeads();
  return new Promise((resolve, reject) => {
    const transaction = database.transaction(leads.store, change ? "readwrite" : "readonly");
    const store = transaction.objectStore(leads.store);
    change?.(store);
    const all = store.getAll();
    transaction.oncomplete = () => {
      database.close();
      resolve(all.result as KeptLead[]);
    };
    transaction.onerror = () => reject(transaction.error);
  });
}

const element = <Name extends keyof HTMLElementTagNameMap>(name: Name, text = "", className = "") =>
  Object.assign(document.createElement(name), { textContent: text, className });

function link(text: string, href: string | null, hiddenText: string) {
  if (!href) return [];
  const anchor = element("a", text);
  anchor.href = href;
  anchor.append(element("span", hiddenText, "hidden"));
  return [anchor];
}

/** One request: who, what, when, how to reach them, the message as typed, and its actions. */
function leadItem(lead: KeptLead, done: (id: string) => void) {
  const { firstName, lastName, phone, email, message } = lead.quote;
  const name = `${firstName} ${lastName}`.trim() || "A visitor";
  const item = element("li");
  const heading = item.appendChild(element("h2", name));
  heading.id = `lead-${lead.id}`;
  item.setAttribute("aria-labelledby", heading.id);
  item.append(element("p", lead.serviceLabel || lead.quote.service, "service"));
  item.append(element("p", `Sent ${received.format(new Date(lead.receivedAt))}`, "when"));
  item.append(element("p", [phone, email].filter(Boolean).join(" · ")));
  item.append(element("p", message, "message"));
  if (lead.cut) item.append(element("p", "The message was longer: the rest is in the e-mail they sent.", "when"));
  const actions = item.appendChild(element("p", "", "actions"));
  const about = ` ${name}`;
  actions.append(
    ...link("Call", callUrl(phone), about),
    ...link("WhatsApp", whatsAppLeadUrl(lead), about),
    ...link("Reply by e-mail", replyMailto(lead), ` to${about}`),
  );
  const doneButton = item.appendChild(element("button", "Done"));
  doneButton.type = "button";
  doneButton.append(element("span", ` with${about}`, "hidden"));
  doneButton.addEventListener("click", () => done(lead.id));
  return item;
}

/** The badge counts the requests not done; a browser without badges still has the list. */
function showCount(notDone: number) {
  const badge = navigator as Navigator & { setAppBadge?: (count: number) => Promise<void> };
  badge.setAppBadge?.(notDone).catch(() => undefined);
}

function render(kept: KeptLead[]) {
  const open = kept.filter((lead) => !lead.done).sort((a, b) => b.receivedAt.localeCompare(a.receivedAt));
  const list = document.getElementById("leads") as HTMLElement;
  list.replaceChildren(...open.map((lead) => leadItem(lead, markDone)));
  (document.getElementById("no-leads") as HTMLElement).hidden = open.length > 0;
  showCount(open.length);
}

function markDone(id: string) {
  withLeads((store) => {
    const kept = store.get(id);
    kept.onsuccess = () => kept.result && store.put({ ...kept.result, done: true });
  })
    // Read again: the list read with the change was asked for before the change was written.
    .then(() => withLeads())
    .then(render)
    .catch(() => say("This device could not change its list: close the page and open it again."));
}

const say = (line: string) => ((document.getElementById("inbox-status") as HTMLElement).textContent = line);

// Registered again on each visit (harmless): the worker keeps this page for no signal.
navigator.serviceWorker
  ?.register("/admin/new-job-leads-worker.js", { scope: "/admin/new-job-leads" })
  .catch(() => undefined);
withLeads()
  .then(render)
  .catch(() => say("This device could not open its list: close the page and open it again."));
