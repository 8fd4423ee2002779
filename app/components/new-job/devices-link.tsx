import { useEffect, useState } from "react";

import { devicesAddress, gatewaySessionToken } from "~/lib/job-publishing/gateway-session";

import { words } from "./words";

/**
 * The way to the owner's devices page, shown to a device signed in with its passkey only: where
 * the site signs in through GitHub, or runs no function, there is no such page to go to.
 */
export function DevicesLink() {
  const [signedIn, setSignedIn] = useState(false);
  useEffect(() => {
    let current = true;
    gatewaySessionToken().then(
      (token) => current && setSignedIn(Boolean(token)),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  if (!signedIn) return null;
  return (
    <footer className="pb-6 text-sm">
      <a href={devicesAddress} className="font-semibold text-garden-800 underline">
        {words.yourDevices}
      </a>
    </footer>
  );
}
