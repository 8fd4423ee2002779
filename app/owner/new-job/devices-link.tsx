import { useEffect, useState } from "react";

import { devicesAddress, gatewaySessionToken } from "~/owner/publishing/gateway-session";

import { words } from "./words";

/**
 * Whether this device is signed in with its passkey: where the site signs in through GitHub, or
 * runs no function, it never is.
 */
export function usePasskeySignedIn() {
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
  return signedIn;
}

/** The way to the owner's devices page, shown to a device signed in with its passkey only: there is no such page otherwise. */
export function DevicesLink({ signedIn }: { signedIn: boolean }) {
  if (!signedIn) return null;
  return (
    <footer className="pb-6 text-sm">
      <a href={devicesAddress} className="font-semibold text-garden-800 underline">
        {words.yourDevices}
      </a>
    </footer>
  );
}
