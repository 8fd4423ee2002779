import { useCallback, useEffect, useState } from "react";

import type { ContentSnapshot } from "~/content/check";
import { fetchWithin, limitFor } from "~/owner/publishing/timed-fetch";
import { inTaskOfItsOwn } from "~/lib/task-of-its-own";

import type { CommittedGalleries } from "./publish";

type SiteContent = {
  content?: ContentSnapshot;
  /** The last read failed (no answer in time, or a refusal): the page reads again by itself. */
  failed?: boolean;
  /** Takes the galleries file as a send from this page left it on the branch, ahead of the host's build. */
  adoptGalleries: (committed: CommittedGalleries) => void;
};

/**
 * The site's content as the site editor checks against it (`/admin/content.json`: as last built,
 * or the working copy under `npm run edit`): the galleries as they are, the service area's towns,
 * the photos and their sizes. Once this page has sent a job or a change, the galleries are the
 * file the send left: the next job, queued with no signal, is made from what the branch holds.
 */
export function useSiteContent(): SiteContent {
  const [result, setResult] = useState<{ content?: ContentSnapshot; failed?: boolean }>({});
  useEffect(() => {
    // A failed read is a wait: read again after 1 s, then twice as long each time, up to 30 s.
    let wait = 1000;
    let stopped = false;
    let stop = inTaskOfItsOwn(read);
    function read() {
      fetchWithin(fetch, limitFor())("/admin/content.json", { cache: "no-store" })
        .then((response) => {
          if (!response.ok) throw new Error(String(response.status));
          return response.json() as Promise<ContentSnapshot>;
        })
        .then(
          (content) => setResult({ content }),
          () => {
            // A read still under way as the page closed asks for no more.
            if (stopped) return;
            setResult({ failed: true });
            const timer = setTimeout(read, wait);
            stop = () => clearTimeout(timer);
            wait = Math.min(wait * 2, 30_000);
          },
        );
    }
    return () => {
      stopped = true;
      stop();
    };
  }, []);
  const adoptGalleries = useCallback(
    ({ text, data }: CommittedGalleries) =>
      setResult(({ content }) => ({
        content: content && {
          ...content,
          galleriesText: text,
          raw: { ...content.raw, shared: { ...content.raw.shared, galleries: data } },
        },
      })),
    [],
  );
  return { ...result, adoptGalleries };
}

/** A list of strings in the content's raw data, or none. */
export function rawList(data: unknown, key: string, field?: string): string[] {
  const list = data && typeof data === "object" ? (data as Record<string, unknown>)[key] : undefined;
  if (!Array.isArray(list)) return [];
  return list.map((item: unknown) =>
    field ? String((item as Record<string, unknown> | null)?.[field] ?? "") : String(item),
  );
}
