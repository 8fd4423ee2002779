import { Picture } from "~/components/ui/picture";
import type { GalleryItem } from "~/content/galleries";

/**
 * The project photos as a captioned grid. It is the rendering only: the data comes in as props,
 * so an interactive carousel can take its place without touching the content.
 */
export function ProjectGallery({ items, label }: { items: readonly GalleryItem[]; label: string }) {
  return (
    <ul aria-label={label} className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.caption}>
          <figure className="overflow-hidden rounded-2xl border border-line bg-white">
            <Picture
              image={item.image}
              alt={item.alt}
              sizes="(min-width: 1152px) 362px, (min-width: 1024px) 30vw, (min-width: 640px) 46vw, 92vw"
              className="block aspect-[4/3]"
              imgClassName="h-full w-full object-cover"
            />
            <figcaption className="px-4 py-3 text-[0.95rem] font-medium text-ink">{item.caption}</figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
