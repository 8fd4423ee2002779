import { type RefObject, useCallback, useEffect, useRef } from "react";

import { readStored, writeStored } from "~/lib/safe-storage";
import { type QuoteRequest, quoteRequestFields } from "~/lib/quote-request-fields";

import { readQuote } from "./quote-post";

/** Session storage: the draft lives as long as the tab, and never leaves the browser. */
export const draftKey = "quoteDraft";
const saveDelay = 400;

/** The stored draft's fields that are text; junk or nothing reads as no draft. */
function readDraft(): Partial<QuoteRequest> {
  try {
    const parsed: unknown = JSON.parse(readStored(draftKey, "sessionStorage") ?? "{}");
    if (!parsed || typeof parsed !== "object") return {};
    const record = parsed as Record<string, unknown>;
    return Object.fromEntries(
      quoteRequestFields.flatMap((field) => (typeof record[field] === "string" ? [[field, record[field]]] : [])),
    );
  } catch {
    return {};
  }
}

function saveDraft(form: HTMLFormElement) {
  const quote = readQuote(new FormData(form));
  const empty = quoteRequestFields.every((field) => quote[field] === "");
  writeStored(draftKey, empty ? null : JSON.stringify(quote), "sessionStorage");
}

/**
 * Keeps what the visitor types in `sessionStorage` (a short while after they stop, and when the
 * page is left), and puts it back into empty fields when the page is opened again in the tab.
 */
export function useQuoteDraft(formRef: RefObject<HTMLFormElement | null>) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The form as last mounted: React has already cleared `formRef` when the last save runs.
  const mounted = useRef<HTMLFormElement | null>(null);

  const flush = useCallback(() => {
    if (timer.current === undefined) return;
    clearTimeout(timer.current);
    timer.current = undefined;
    if (mounted.current) saveDraft(mounted.current);
  }, []);

  useEffect(() => {
    const form = formRef.current;
    mounted.current = form;
    if (form) {
      for (const [field, value] of Object.entries(readDraft())) {
        const element = form.elements.namedItem(field);
        const fillable =
          element instanceof HTMLInputElement ||
          element instanceof HTMLTextAreaElement ||
          (element instanceof HTMLSelectElement && [...element.options].some((option) => option.value === value));
        // Anything typed before the page was interactive wins over the stored draft.
        if (fillable && element.value === "") element.value = value;
      }
    }
    window.addEventListener("pagehide", flush);
    return () => {
      window.removeEventListener("pagehide", flush);
      flush();
    };
  }, [formRef, flush]);

  const schedule = useCallback(() => {
    clearTimeout(timer.current);
    // `flush` saves only while a save is scheduled, so a discarded draft is not written back.
    timer.current = setTimeout(flush, saveDelay);
  }, [flush]);

  const discard = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    writeStored(draftKey, null, "sessionStorage");
  }, []);

  return { schedule, discard };
}
