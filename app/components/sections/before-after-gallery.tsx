import { Picture } from "~/components/ui/picture";
import type { BeforeAfterItem } from "~/content/galleries";

type BeforeAfterGalleryProps = {
  items: readonly BeforeAfterItem[];
  label: string;
  beforeLabel: string;
  afterLabel: string;
  beforeAlt: (alt: string) => string;
  afterAlt: (alt: string) => string;
};

const sizes = "(min-width: 1152px) 180px, (min-width: 1024px) 15vw, (min-width: 768px) 23vw, 46vw";

/**
 * Each cleaning job as a before and after pair with its caption. Rendering only: an interactive
 * carousel with a comparison slider can replace it, fed by the same items.
 */
export function BeforeAfterGallery({ items, label, beforeLabel, afterLabel, beforeAlt, afterAlt }: BeforeAfterGalleryProps) {
  return (
    <ul aria-label={label} className="mt-12 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.caption}>
          <figure className="overflow-hidden rounded-2xl border border-line bg-white">
            <div className="grid grid-cols-2 gap-0.5 bg-line">
              {(
                [
                  [item.before, beforeLabel, beforeAlt(item.alt)],
                  [item.after, afterLabel, afterAlt(item.alt)],
                ] as const
              ).map(([image, tag, alt]) => (
                <div key={tag} className="relative">
                  <Picture image={image} alt={alt} sizes={sizes} className="block aspect-[4/3]" imgClassName="h-full w-full object-cover" />
                  <span className="absolute top-2 left-2 rounded-md bg-ink/85 px-2 py-0.5 text-xs font-semibold tracking-wide text-white uppercase">{tag}</span>
                </div>
              ))}
            </div>
            <figcaption className="px-4 py-3 text-[0.95rem] font-medium text-ink">{item.caption}</figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
