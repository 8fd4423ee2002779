// @ts-check
/**
 * The only files the owner's sign-in may change: the content files and the photos. Everything
 * else in the repository (the passkeys file, functions, host settings, package files, patches,
 * workflows, code) is out of reach, whoever holds a session.
 */

const contentFile = /^content\/(?:[a-z0-9][a-z0-9-]*\/)*[a-z0-9][a-z0-9-]*\.ya?ml$/;
// Folders and names in lower case, as everywhere else; only the extension as a camera may write it (.JPG).
const photoFile = /^app\/assets\/images\/(?:[a-z0-9][a-z0-9_-]*\/)+[a-z0-9][a-z0-9._-]*\.([A-Za-z]+)$/;
const photoExtension = /^(?:jpe?g|png|webp|avif)$/i;

/**
 * True for a path the owner may write: lower-case names without dots of their own in folders,
 * so no `..`, no hidden file and no second extension slips through.
 * @param {string} path  a repository path, no leading slash
 */
export function isWritablePath(path) {
  if (path.split("/").some((part) => part === "" || part.startsWith("."))) return false;
  return contentFile.test(path) || photoExtension.test(photoFile.exec(path)?.[1] ?? "");
}
