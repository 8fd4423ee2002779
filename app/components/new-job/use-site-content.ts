import { useCallback, useEffect, useState } from "react";

import type { ContentSnapshot } from "~/content/check";
import { inTaskOfItsOwn } from "~/lib/task-of-its-own";

import type { CommittedGalleries } from "./publish";

type SiteContent = {
  content?: ContentSnapshot;
  failed?: string;
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
  const [result, setResult] = useState<{ content?: ContentSnapshot; failed?: string }>({});
  useEffect(
    () =>
      inTaskOfItsOwn(() => {
        fetch("/admin/content.json", { cache: "no-store" })
          .then((response) => {
            if (!response.ok) throw new Error(`the site's content could not be read (${response.status})`);
            return response.json() as Promise<ContentSnapshot>;
          })
          .then(
            (content) => setResult({ content }),
            (error: unknown) => setResult({ failed: error instanceof Error ? error.message : String(error) }),
          );
      }),
    [],
  );
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
