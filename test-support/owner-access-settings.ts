import { generateKeyPairSync } from "node:crypto";

/**
 * A site with the owner's sign-in set up, as a host's settings hand it to the site's functions:
 * its address, the repository its GitHub App is installed on, the App's id, key and installation,
 * and the session's secret. `appKeys` is the App's key pair, whose public half checks what the
 * function signed.
 */
export function ownerAccessSettings() {
  const site = "https://www.example.com";
  const repo = "example/hartwell-outdoor";
  const appKeys = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const env = {
    GITHUB_APP_ID: "12345",
    // GitHub hands out PKCS #1 keys; the function reads them as they come.
    GITHUB_APP_PRIVATE_KEY: appKeys.privateKey.export({ type: "pkcs1", format: "pem" }).toString(),
    GITHUB_APP_INSTALLATION_ID: "678",
    OWNER_SESSION_SECRET: "a-session-secret-of-at-least-thirty-two-characters",
    SITE_ORIGIN: site,
    GITHUB_REPOSITORY: repo,
  };
  return { site, repo, appKeys, env };
}
