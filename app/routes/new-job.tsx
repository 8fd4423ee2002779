import { DevicesLink, usePasskeySignedIn } from "~/owner/new-job/devices-link";
import { HomeScreenNote } from "~/owner/new-job/home-screen-note";
import { NewJob } from "~/owner/new-job/new-job";
import { jobsHash } from "~/owner/new-job/use-hash";
import { words } from "~/owner/new-job/words";
import { Logo } from "~/components/layout/logo";
import business from "@content/business.yml";
import { jobAppImages } from "~/content/job-app";
import { brandColours } from "~/content/site-metadata";
import { ownerPageHandle } from "~/lib/owner-page";

/** An owner's page: drawn without the site's header, footer and phone bar (root.tsx). */
export const handle = ownerPageHandle;

export const meta = () => [
  { title: `${words.title} · ${business.name}` },
  { name: "robots", content: "noindex, nofollow" },
  { name: "theme-color", content: brandColours.theme },
  { name: "apple-mobile-web-app-title", content: words.appName },
];

export const links = () => [
  { rel: "manifest", href: jobAppImages.manifest },
  { rel: "apple-touch-icon", href: jobAppImages.appleTouchIcon },
];

/** The owner's page: under /admin/, drawn without the site's header, footer and phone bar (root.tsx). */
export default function NewJobPage() {
  const signedIn = usePasskeySignedIn();
  return (
    <div className="mx-auto w-full max-w-xl px-4">
      <header className="flex h-16 items-center justify-between gap-3">
        <Logo />
        <nav aria-label={words.title} className="flex gap-4">
          <a href={jobsHash} className="text-sm font-semibold text-garden-800 underline">
            {words.yourJobs}
          </a>
          <a href="/admin/" className="text-sm font-semibold text-garden-800 underline">
            {words.siteEditor}
          </a>
        </nav>
      </header>
      <main id="main" className="pb-4">
        <h1 className="sr-only">{words.title}</h1>
        <noscript>
          <p className="rounded-lg bg-danger-600/10 p-3 text-danger-700">{words.noScript}</p>
        </noscript>
        <HomeScreenNote signedIn={signedIn} />
        <NewJob />
      </main>
      <DevicesLink signedIn={signedIn} />
    </div>
  );
}
