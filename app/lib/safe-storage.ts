/**
 * Web Storage that never throws. Private browsing, disabled storage, a sandboxed frame or a
 * full quota all read as "nothing stored" and make writes report failure, so a setting or a
 * draft can never break the page.
 */
export type StorageArea = "localStorage" | "sessionStorage";

function storage(area: StorageArea): Storage | undefined {
  try {
    return globalThis[area] ?? undefined;
  } catch {
    // Merely reading `localStorage` throws a SecurityError when storage is blocked.
    return undefined;
  }
}

export function readStored(key: string, area: StorageArea = "localStorage"): string | null {
  try {
    const value = storage(area)?.getItem(key);
    return typeof value === "string" ? value : null;
  } catch {
    return null;
  }
}

/** Stores `value` (or removes the key for `null`); false when storage refused. */
export function writeStored(key: string, value: string | null, area: StorageArea = "localStorage"): boolean {
  try {
    const target = storage(area);
    if (!target) return false;
    if (value === null) target.removeItem(key);
    else target.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}
