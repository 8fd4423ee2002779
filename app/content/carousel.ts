/** Words of the image carousel, shared by every gallery on the site. */
export type CarouselCopy = {
  roleDescription: string;
  slideRoleDescription: string;
  previous: string;
  next: string;
  thumbnailsLabel: string;
  slideLabel: (position: number, total: number) => string;
  counter: (position: number, total: number) => string;
  thumbnailLabel: (position: number, caption: string) => string;
  announcement: (position: number, total: number, caption: string) => string;
};

export const carouselCopy = {
  roleDescription: "carousel",
  slideRoleDescription: "slide",
  previous: "Previous image",
  next: "Next image",
  thumbnailsLabel: "Choose an image",
  slideLabel: (position, total) => `${position} of ${total}`,
  counter: (position, total) => `${position} / ${total}`,
  thumbnailLabel: (position, caption) => `Image ${position}: ${caption}`,
  announcement: (position, total, caption) => `Image ${position} of ${total}: ${caption}`,
} as const satisfies CarouselCopy;

/** Words of the before/after comparison slider; the visible "Before"/"After" tags come with each gallery. */
export const comparisonCopy = {
  sliderLabel: (caption: string) => `Before and after divider: ${caption}`,
  valueText: (beforePercent: number) => `${beforePercent}% before, ${100 - beforePercent}% after`,
} as const;
