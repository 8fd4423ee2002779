import { useState } from "react";

import { Button } from "~/components/ui/button";
import { readStored, writeStored } from "~/lib/safe-storage";

import { words } from "./words";

/** Set once the owner has read the note on this browser. */
const readKey = "new-job-home-screen-note";

/**
 * Safari on an iPhone or iPad, not the home-screen app: `navigator.standalone` is iOS WebKit's
 * own, false in a tab and true in an app added to the home screen. Safari deletes a site's
 * storage after 7 days without a visit, a job kept on the phone included; the home-screen app
 * keeps it (WebKit, "Full Third-Party Cookie Blocking and More", 2020).
 */
const inSafariTab = () => (navigator as { standalone?: boolean }).standalone === false;

/**
 * Says once, to an owner signed in with a passkey who opened the page in Safari on an iPhone,
 * that the home-screen app keeps jobs safe and how to add it. Not with GitHub's sign-in, which
 * the home-screen app cannot finish (docs/editing.md).
 */
export function HomeScreenNote({ signedIn }: { signedIn: boolean }) {
  const [read, setRead] = useState(false);
  // Signed in is known only after hydration, so the browser is never asked in the prerender.
  if (!signedIn || read || !inSafariTab() || readStored(readKey)) return null;
  return (
    <div role="note" className="mb-4 grid gap-3 rounded-xl border border-stone-300 bg-white p-4">
      <p>{words.homeScreen}</p>
      <Button
        variant="outline"
        onClick={() => {
          writeStored(readKey, "read");
          setRead(true);
        }}
      >
        {words.homeScreenRead}
      </Button>
    </div>
  );
}
