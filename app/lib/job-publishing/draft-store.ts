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
    request.onerror = () => reject(request.error ?? new Error("IndexedDB did not open"));
    request.onblocked = () => reject(new Error("IndexedDB is held by another tab"));
  });
}

/**
 * How long storage has to answer: a phone's answers in milliseconds, and one that has not in
 * this long is not going to (a database held by another tab, a storage process that hung). A
 * write has longer, for a job's photos.
 */
export const storageWithinMs: Record<IDBTransactionMode, number> = {
  readonly: 5_000,
  readwrite: 15_000,
  versionchange: 15_000,
};

/** Runs one request in its own transaction; resolves once the transaction has committed, rejects if it has not in time. */
async function inStore<Result>(
  mode: IDBTransactionMode,
  act: (store: IDBObjectStore) => IDBRequest<Result>,
): Promise<Result> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("storage did not answer in time")), storageWithinMs[mode]);
  });
  try {
    return await Promise.race([inTransaction(mode, act), late]);
  } finally {
    clearTimeout(timer);
  }
}

async function inTransaction<Result>(
  mode: IDBTransactionMode,
  act: (store: IDBObjectStore) => IDBRequest<Result>,
): Promise<Result> {
  const database = await openDatabase();
  try {
    return await new Promise<Result>((resolve, reject) => {
      const transaction = database.transaction(storeName, mode);
      const request = act(transaction.objectStore(storeName));
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = () => reject(transaction.error ?? new Error("IndexedDB refused the change"));
      transaction.onabort = () => reject(transaction.error ?? new Error("IndexedDB refused the change"));
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
