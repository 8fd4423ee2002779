/**
 * `localStorage` that never throws. Private browsing, disabled storage, a sandboxed frame or a
 * full quota all read as "nothing stored" and make writes report failure, so a setting can
 * never break the page.
 */
function storage(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    // Merely reading `localStorage` throws a SecurityError when storage is blocked.
    return undefined;
  }
}

export function readStored(key: string): string | null {
  try {
    const value = storage()?.getItem(key);
    return typeof value === "string" ? value : null;
  } catch {
    return null;
  }
}

/** Stores `value` (or removes the key for `null`); false when storage refused. */
export function writeStored(key: string, value: string | null): boolean {
  try {
    const target = storage();
    if (!target) return false;
    if (value === null) target.removeItem(key);
    else target.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}
