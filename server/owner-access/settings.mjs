// @ts-check
/**
 * The settings the owner's sign-in reads, every one an environment variable of the host that
 * runs the site's functions (docs/editing.md, "Signing in", lists where each host keeps them).
 * The names are written here once: the adapters pass the host's variables through untouched.
 */

/** @typedef {Record<string, string | undefined>} Env */

/** Each variable the sign-in needs, by the name the code gives it (docs/editing.md, "Signing in"). */
const settingNames = /** @type {const} */ ({
  // The GitHub App's id (its settings page, "About").
  appId: "GITHUB_APP_ID",
  // The App's private key, the whole .pem file GitHub gives.
  privateKey: "GITHUB_APP_PRIVATE_KEY",
  // The number at the end of the App's installation page address.
  installationId: "GITHUB_APP_INSTALLATION_ID",
  // At least 32 random characters; changing it signs every device out and voids every invite.
  sessionSecret: "OWNER_SESSION_SECRET",
  // The site's address, e.g. https://www.example.com: passkeys are made for its host name.
  siteOrigin: "SITE_ORIGIN",
  // owner/name of the site's repository.
  repository: "GITHUB_REPOSITORY",
  // The branch the host builds: main when unset.
  branch: "GITHUB_BRANCH",
  // GitHub's API root: https://api.github.com when unset (GitHub Enterprise has its own).
  apiUrl: "GITHUB_API_URL",
});

/**
 * @typedef {{ appId: string, privateKey: string, installationId: string, sessionSecret: string,
 *   siteOrigin: string, rpId: string, repository: string, branch: string, apiUrl: string }} Settings
 */

/**
 * The settings from the host's variables, or the one line naming what is missing.
 * @param {Env} env
 * @returns {{ settings: Settings } | { problem: string }}
 */
export function readSettings(env) {
  const required = /** @type {const} */ ([
    "appId",
    "privateKey",
    "installationId",
    "sessionSecret",
    "siteOrigin",
    "repository",
  ]);
  const missing = required.map((key) => settingNames[key]).filter((name) => !env[name]);
  if (missing.length)
    return { problem: `Owner sign-in is not set up: ${missing.join(", ")} missing (docs/editing.md, "Signing in").` };
  const value = (/** @type {keyof typeof settingNames} */ key) => env[settingNames[key]] ?? "";
  if (value("sessionSecret").length < 32)
    return { problem: "Owner sign-in is not set up: OWNER_SESSION_SECRET needs at least 32 characters." };
  let origin;
  try {
    origin = new URL(value("siteOrigin"));
  } catch {
    return { problem: "Owner sign-in is not set up: SITE_ORIGIN is not an address like https://www.example.com." };
  }
  if (!/^[\w.-]+\/[\w.-]+$/.test(value("repository")))
    return { problem: "Owner sign-in is not set up: GITHUB_REPOSITORY is not owner/name." };
  return {
    settings: {
      appId: value("appId"),
      // Hosts' settings pages often keep a pasted key's line breaks as the two characters \n.
      privateKey: value("privateKey").replace(/\\n/g, "\n"),
      installationId: value("installationId"),
      sessionSecret: value("sessionSecret"),
      siteOrigin: origin.origin,
      rpId: origin.hostname,
      repository: value("repository"),
      branch: value("branch") || "main",
      apiUrl: (value("apiUrl") || "https://api.github.com").replace(/\/+$/, ""),
    },
  };
}
