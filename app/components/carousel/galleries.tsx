import { ComparisonSlider } from "~/components/comparison-slider/comparison-slider";
import { Picture } from "~/components/ui/picture";
import { loadTooltipLayerWhereShown } from "~/components/ui/tooltip";
import galleries from "@content/galleries.yml";

import { Carousel } from "./carousel";

/**
 * The arrows' tooltips, loading with the galleries' code: the galleries are placed once it has
 * come, so the arrows are drawn inside them from the start and never drawn again
 * (docs/decisions/105). A phone loads none (decision 173); without them the arrows work the same.
 */
export const tooltipsLoaded = import.meta.env.SSR ? undefined : loadTooltipLayerWhereShown();

// The stage is at most 56rem wide inside the page's gutters (lazy-galleries.tsx places it);
// thumbnails are 5-6rem.
const stageSizes = "(min-width: 960px) 896px, calc(100vw - 2rem)";
const thumbnailSizes = "96px";
const cover = "h-full w-full object-cover";

// The photos are read here rather than passed in by the page, so their list (every width of
// every slide) comes with the galleries' code, when the visitor nears a gallery.

/** The project photos as a carousel. */
export function ProjectCarousel({ label }: { label: string }) {
  return (
    <Carousel
      id="project"
      label={label}
      items={galleries.projects}
      aspectClassName="aspect-[4/3]"
      caption={(item) => item.caption}
      renderSlide={(item, { isNear }) => (
        <Picture
          image={item.image}
          alt={item.alt}
          sizes={stageSizes}
          eager={isNear}
          className="block h-full"
          imgClassName={cover}
        />
      )}
      renderThumbnail={(item) => (
        <Picture image={item.image} alt="" sizes={thumbnailSizes} className="block h-full" imgClassName={cover} />
      )}
    />
  );
}

type BeforeAfterCarouselProps = {
  label: string;
  beforeLabel: string;
  afterLabel: string;
  beforeAlt: (alt: string) => string;
  afterAlt: (alt: string) => string;
};

/** The cleaning jobs as a carousel of before/after comparison sliders. */
export function BeforeAfterCarousel({ label, beforeLabel, afterLabel, beforeAlt, afterAlt }: BeforeAfterCarouselProps) {
  return (
    <Carousel
      id="before-after"
      label={label}
      items={galleries.beforeAfter}
      aspectClassName="aspect-[4/3]"
      tone="water"
      caption={(item) => item.caption}
      renderSlide={(item, { isNear }) => (
        <ComparisonSlider
          caption={item.caption}
          beforeLabel={beforeLabel}
          afterLabel={afterLabel}
          before={
            <Picture
              image={item.before}
              alt={beforeAlt(item.alt)}
              sizes={stageSizes}
              eager={isNear}
              className="block h-full"
              imgClassName={cover}
            />
          }
          after={
            <Picture
              image={item.after}
              alt={afterAlt(item.alt)}
              sizes={stageSizes}
              eager={isNear}
              className="block h-full"
              imgClassName={cover}
            />
          }
        />
      )}
      // The result is what the thumbnail shows.
      renderThumbnail={(item) => (
        <Picture image={item.after} alt="" sizes={thumbnailSizes} className="block h-full" imgClassName={cover} />
      )}
    />
  );
}
