// @ts-check
/**
 * The cookies of the owner's sign-in. `__Host-` makes the browser refuse them unless they
 * are Secure, for this host only and for every path; HttpOnly keeps them from scripts and
 * SameSite=Strict from any request another site starts.
 */

export const challengeCookie = "__Host-owner-challenge";
export const sessionCookie = "__Host-owner-session";
export const faceIdCookie = "__Host-owner-face-id";

/** @param {Request} request @param {string} name */
export function readCookie(request, name) {
  for (const part of (request.headers.get("Cookie") ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=");
  }
  return undefined;
}

/** @param {string} name @param {string} value @param {number} maxAgeSeconds  0 removes it */
export function setCookie(name, value, maxAgeSeconds) {
  return `${name}=${value}; Path=/; HttpOnly; Secure; SameSite=Strict; Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`;
}
