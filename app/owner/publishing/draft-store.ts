/**
 * Keeps one draft on this device, in IndexedDB, until what it holds is confirmed published: a
 * reload, a closed tab, a phone out of signal or a failed send leaves it where it was. IndexedDB
 * because a draft holds photos (Blobs), which Web Storage cannot keep. A browser that refuses
 * storage (private mode, full disk) reads as "no draft" and reports each write as not kept, so the
 * page can say so rather than fail.
 */

const databaseName = "new-job";
const storeName = "drafts";
/** The new job's draft; a change to a job already listed is kept under a key of its own. */
const draftKey = "current";

function openDatabase(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(databaseName, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(storeName);
    request.onsuccess = () => resolve(request.result);
    // Why it failed is not read: every caller takes a failure as no draft, or as not kept.
    request.onerror = request.onblocked = () => reject(request.error);
  });
}

/**
 * How long storage has to answer: a phone's answers in milliseconds, and one that has not in
 * this long is not going to (a database held by another tab, a storage process that hung). A
 * write has longer, for a job's photos.
 */
export const storageWithinMs = { readonly: 5_000, readwrite: 15_000 };

type Mode = keyof typeof storageWithinMs;

/** Runs one request in its own transaction; resolves once the transaction has committed, rejects if it has not in time. */
function inStore<Result>(mode: Mode, act: (store: IDBObjectStore) => IDBRequest<Result>): Promise<Result> {
  // Left to run out: rejecting a race already settled does nothing.
  const late = new Promise<never>((_, reject) => setTimeout(reject, storageWithinMs[mode]));
  return Promise.race([inTransaction(mode, act), late]);
}

async function inTransaction<Result>(mode: Mode, act: (store: IDBObjectStore) => IDBRequest<Result>): Promise<Result> {
  const database = await openDatabase();
  try {
    return await new Promise<Result>((resolve, reject) => {
      const transaction = database.transaction(storeName, mode);
      const request = act(transaction.objectStore(storeName));
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = transaction.onabort = () => reject(transaction.error);
    });
  } finally {
    database.close();
  }
}

/** The draft kept on this device, or undefined when there is none or storage cannot be read in time. */
export async function readDraft<Draft>(key = draftKey): Promise<Draft | undefined> {
  try {
    return (await inStore("readonly", (store) => store.get(key))) as Draft | undefined;
  } catch {
    return undefined;
  }
}

/** Keeps the draft; false when the browser would not store it, or did not say so in time. */
export async function keepDraft<Draft>(draft: Draft, key = draftKey): Promise<boolean> {
  try {
    await inStore("readwrite", (store) => store.put(draft, key));
    return true;
  } catch {
    return false;
  }
}

/** Forgets the draft, once what it held is published. */
export async function forgetDraft(key = draftKey): Promise<void> {
  try {
    await inStore("readwrite", (store) => store.delete(key));
  } catch {
    // Nothing kept, or storage unavailable: there is nothing to forget.
  }
}
