import { ChevronDown } from "~/components/ui/icons/chevron-down";

import type { FaqItem } from "~/content/types";

/** Questions as native disclosures: they open and close with or without JavaScript. */
export function FaqList({ items }: { items: readonly FaqItem[] }) {
  return (
    <div className="mx-auto mt-10 max-w-3xl divide-y divide-line rounded-2xl border border-line bg-white">
      {items.map((item) => (
        <details key={item.question} className="group px-5 sm:px-6">
          <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 py-4 font-semibold text-ink [&::-webkit-details-marker]:hidden">
            <span>{item.question}</span>
            <ChevronDown
              aria-hidden="true"
              className="size-5 shrink-0 text-garden-700 transition-transform group-open:rotate-180"
            />
          </summary>
          <p className="pb-5 leading-relaxed text-ink-soft">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
