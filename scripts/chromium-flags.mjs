// @ts-check
/** Flags for a headless Chromium on a machine with no network but loopback; the browser tests and the benchmark share them. */
export const chromiumArgs = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
