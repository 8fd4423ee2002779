import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";

import carouselContent from "@content/carousel.yml";

import { TooltipProvider } from "~/components/ui/tooltip-provider";

import { Carousel } from "./carousel";
import { isNearCurrent } from "./carousel-index";
import { HydrationProvider } from "~/hooks/use-hydrated";

import { holdFrames } from "../../../test-support/frames";

type Photo = { src: string; caption: string; alt: string };

const photos: Photo[] = Array.from({ length: 5 }, (_, i) => ({
  src: `/photo-${i + 1}.jpg`,
  caption: `Caption ${i + 1}`,
  alt: `Alt ${i + 1}`,
}));

function Gallery() {
  return (
    <TooltipProvider>
      <Carousel
        id="test-gallery"
        label="Test gallery"
        items={photos}
        caption={(photo) => photo.caption}
        renderSlide={(photo, { isNear }) => <img src={photo.src} alt={photo.alt} loading={isNear ? "eager" : "lazy"} />}
        renderThumbnail={(photo) => <img src={photo.src} alt="" />}
      />
    </TooltipProvider>
  );
}

/** The controls' names and the counter, as the owner wrote them in content/carousel.yml. */
const copy = carouselContent.carousel;

const region = () => screen.getByRole("region", { name: "Test gallery" });
/**
 * The first element under `root` matching `selector` whose aria-label is `label`: compared as
 * text rather than in the selector, so wording with quotes in it still matches.
 */
const labelled = (root: ParentNode, selector: string, label: string) =>
  [...root.querySelectorAll(selector)].find((element) => element.getAttribute("aria-label") === label);
/** The slide the current thumbnail controls. */
const currentSlide = () => {
  const thumbnail = within(screen.getByRole("group", { name: copy.thumbnailsLabel }))
    .getAllByRole("button")
    .find((button) => button.getAttribute("aria-current") === "true");
  return document.getElementById(thumbnail?.getAttribute("aria-controls") ?? "") ?? undefined;
};

describe("Carousel", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("is a labelled carousel region whose slides are groups named by position", () => {
    render(<Gallery />);
    expect(region()).toHaveAttribute("aria-roledescription", copy.roleDescription);
    const slideNames = [1, 2, 3, 4, 5].map((position) => copy.slideLabel(position, 5));
    const slides = within(region()).getAllByRole("group", { name: (name) => slideNames.includes(name) });
    expect(slides).toHaveLength(5);
    expect(slides[2]).toHaveAttribute("aria-roledescription", copy.slideRoleDescription);
    expect(slides[2]).toHaveAccessibleName(copy.slideLabel(3, 5));
    expect(currentSlide()).toHaveAccessibleName(copy.slideLabel(1, 5));
    expect(within(currentSlide()!).getByText(copy.counter(1, 5))).toBeInTheDocument();
  });

  it("goes forward and back and wraps at both ends, announcing each change politely", async () => {
    const user = userEvent.setup();
    render(<Gallery />);
    const live = region().querySelector("[aria-live='polite']");
    expect(live).toHaveTextContent("");

    await user.click(screen.getByRole("button", { name: copy.previous }));
    expect(currentSlide()).toHaveAccessibleName(copy.slideLabel(5, 5));
    expect(live).toHaveTextContent(copy.announcement(5, 5, "Caption 5"));

    await user.click(screen.getByRole("button", { name: copy.next }));
    expect(currentSlide()).toHaveAccessibleName(copy.slideLabel(1, 5));
    await user.click(screen.getByRole("button", { name: copy.next }));
    expect(currentSlide()).toHaveAccessibleName(copy.slideLabel(2, 5));
    expect(within(currentSlide()!).getByText("Caption 2")).toBeInTheDocument();
  });

  it("jumps with a thumbnail and marks only the current thumbnail", async () => {
    const user = userEvent.setup();
    render(<Gallery />);
    const thumbnails = within(screen.getByRole("group", { name: copy.thumbnailsLabel })).getAllByRole("button");
    expect(thumbnails).toHaveLength(5);
    expect(thumbnails[0]).toHaveAttribute("aria-current", "true");

    await user.click(screen.getByRole("button", { name: copy.thumbnailLabel(4, "Caption 4") }));
    expect(currentSlide()).toHaveAccessibleName(copy.slideLabel(4, 5));
    expect(thumbnails[3]).toHaveAttribute("aria-current", "true");
    expect(thumbnails.filter((thumb) => thumb.hasAttribute("aria-current"))).toHaveLength(1);
  });

  it("follows the arrow keys while focus is inside, and ignores them when a control inside handled them", async () => {
    const user = userEvent.setup();
    render(<Gallery />);
    screen.getByRole("button", { name: copy.thumbnailLabel(1, "Caption 1") }).focus();
    await user.keyboard("{ArrowLeft}");
    expect(currentSlide()).toHaveAccessibleName(copy.slideLabel(5, 5));
    await user.keyboard("{ArrowRight}{ArrowRight}");
    expect(currentSlide()).toHaveAccessibleName(copy.slideLabel(2, 5));

    const handled = new KeyboardEvent("keydown", { key: "ArrowRight", bubbles: true, cancelable: true });
    handled.preventDefault();
    screen.getByRole("button", { name: copy.next }).dispatchEvent(handled);
    expect(currentSlide()).toHaveAccessibleName(copy.slideLabel(2, 5));
  });

  it("follows the strip when it is scrolled to another slide, as a swipe does", () => {
    // The page's clock moves only when the test moves it, so a busy machine cannot cut the quiet period short.
    vi.useFakeTimers();
    try {
      render(<Gallery />);
      const strip = currentSlide()!.parentElement!;
      Object.defineProperty(strip, "clientWidth", { configurable: true, value: 400 });
      // The page's first frame has passed before the visitor swipes.
      act(() => vi.runOnlyPendingTimers());
      const scrollTo = (left: number) => {
        Object.defineProperty(strip, "scrollLeft", { configurable: true, value: left });
        // Browsers with `scrollend` report the end of scrolling; others go quiet for a moment.
        fireEvent.scroll(strip);
        fireEvent(strip, new Event("scrollend"));
        act(() => vi.runOnlyPendingTimers());
      };
      scrollTo(810);
      expect(currentSlide()).toHaveAccessibleName(copy.slideLabel(3, 5));
      expect(region().querySelector("[aria-live='polite']")).toHaveTextContent(copy.announcement(3, 5, "Caption 3"));
      scrollTo(1580);
      expect(currentSlide()).toHaveAccessibleName(copy.slideLabel(5, 5));
    } finally {
      vi.useRealTimers();
    }
  });

  it("reads where the strip rests in the frame after, not in the rest's own handler, where it would make the browser lay out the page", async () => {
    render(<Gallery />);
    const strip = currentSlide()!.parentElement!;
    Object.defineProperty(strip, "clientWidth", { configurable: true, value: 400 });
    await act(() => new Promise((frame) => requestAnimationFrame(frame)));
    const positionRead = vi.fn(() => 800);
    Object.defineProperty(strip, "scrollLeft", { configurable: true, get: positionRead });
    fireEvent(strip, new Event("scrollend"));
    expect(positionRead).not.toHaveBeenCalled();
    await act(() => new Promise((frame) => requestAnimationFrame(frame)));
    expect(positionRead).toHaveBeenCalled();
    expect(currentSlide()).toHaveAccessibleName(copy.slideLabel(3, 5));
  });

  it("keeps a control's choice when a scroll that was under way ends late, and lets a swipe take over", async () => {
    const user = userEvent.setup();
    render(<Gallery />);
    const strip = currentSlide()!.parentElement!;
    Object.defineProperty(strip, "clientWidth", { configurable: true, value: 400 });
    strip.scrollTo = () => {};
    // The strip's position is read in the frame after its rest.
    const rest = async (left: number) => {
      Object.defineProperty(strip, "scrollLeft", { configurable: true, value: left });
      fireEvent(strip, new Event("scrollend"));
      await act(() => new Promise((frame) => requestAnimationFrame(frame)));
    };
    await rest(0);
    await user.click(screen.getByRole("button", { name: copy.next }));
    // The end of an earlier glide, reported after the press, still on slide 1.
    await rest(0);
    expect(currentSlide()).toHaveAccessibleName(copy.slideLabel(2, 5));
    await rest(400);
    expect(currentSlide()).toHaveAccessibleName(copy.slideLabel(2, 5));

    await user.click(screen.getByRole("button", { name: copy.next }));
    fireEvent.pointerDown(strip);
    await rest(1600);
    expect(currentSlide()).toHaveAccessibleName(copy.slideLabel(5, 5));
  });

  it("asks for the current slide's media and its neighbours' at once, the rest when they near the view", async () => {
    const user = userEvent.setup();
    render(<Gallery />);
    const loading = (n: number) => screen.getByAltText(`Alt ${n}`).getAttribute("loading");
    expect([1, 2, 5].map(loading)).toEqual(["eager", "eager", "eager"]);
    expect([3, 4].map(loading)).toEqual(["lazy", "lazy"]);

    await user.click(screen.getByRole("button", { name: copy.next }));
    await waitFor(() => expect(loading(3)).toBe("eager"));
    expect(loading(5)).toBe("lazy");
  });

  it("asks for the new neighbours' media once the step has been painted, not in the tap", async () => {
    const drawFrame = holdFrames();
    const user = userEvent.setup();
    render(<Gallery />);
    const loading = (n: number) => screen.getByAltText(`Alt ${n}`).getAttribute("loading");

    await user.click(screen.getByRole("button", { name: copy.thumbnailLabel(4, "Caption 4") }));
    expect(currentSlide()).toHaveAccessibleName(copy.slideLabel(4, 5));
    expect([1, 2, 3, 4, 5].map(loading)).toEqual(["eager", "eager", "lazy", "lazy", "eager"]);

    // The step's frame, then the task queued from it.
    act(drawFrame);
    await waitFor(() => expect([1, 2, 3, 4, 5].map(loading)).toEqual(["lazy", "lazy", "eager", "eager", "eager"]));
  });

  it("opens on the slide named in the address, such as one chosen before the page was interactive", async () => {
    window.history.replaceState(null, "", "#test-gallery-3");
    render(<Gallery />);
    await waitFor(() => expect(currentSlide()).toHaveAccessibleName(copy.slideLabel(3, 5)));
    window.history.replaceState(null, "", "#");
  });

  it("renders, before hydration, links that already work: thumbnails to every slide, each slide's arrows to its neighbours", () => {
    const html = renderToString(
      // As in the prerendered page, inside the root's provider.
      <HydrationProvider>
        <Gallery />
      </HydrationProvider>,
    );
    const container = document.createElement("div");
    container.innerHTML = html;
    const thumbnails = labelled(container, "[role='group']", copy.thumbnailsLabel)!;
    const links = [...thumbnails.querySelectorAll("a")].map((link) => link.getAttribute("href"));
    expect(links).toEqual([
      "#test-gallery-1",
      "#test-gallery-2",
      "#test-gallery-3",
      "#test-gallery-4",
      "#test-gallery-5",
    ]);
    for (const href of links) expect(container.querySelector(href!)).not.toBeNull();
    const arrows = (slide: string, name: string) => labelled(container, `${slide} a`, name)?.getAttribute("href");
    expect(arrows("#test-gallery-1", copy.next)).toBe("#test-gallery-2");
    expect(arrows("#test-gallery-1", copy.previous)).toBe("#test-gallery-5");
    expect(arrows("#test-gallery-5", copy.next)).toBe("#test-gallery-1");
    expect(container.querySelector("#test-gallery-3")?.textContent).toContain(copy.counter(3, 5));
    expect(container.querySelectorAll("button")).toHaveLength(0);
    expect(container.textContent).toContain("Caption 5");
  });

  it("hands a link focused before hydration to the button that takes its place", async () => {
    const page = (
      <HydrationProvider>
        <Gallery />
      </HydrationProvider>
    );
    for (const [link, button] of [
      [
        (container: HTMLElement) => within(container).getByRole("link", { name: copy.thumbnailLabel(3, "Caption 3") }),
        copy.thumbnailLabel(3, "Caption 3"),
      ],
      [(container: HTMLElement) => within(container).getAllByRole("link", { name: copy.next })[0]!, copy.next],
    ] as const) {
      const container = document.createElement("div");
      container.innerHTML = renderToString(page);
      document.body.append(container);
      link(container).focus();
      const root = await act(async () => hydrateRoot(container, page));
      await waitFor(() => expect(within(container).getByRole("button", { name: button })).toHaveFocus());
      act(() => root.unmount());
      container.remove();
    }
  });

  it("leaves focus the visitor moved out of the gallery before hydration where it is", async () => {
    const page = (
      <HydrationProvider>
        <Gallery />
      </HydrationProvider>
    );
    const container = document.createElement("div");
    container.innerHTML = renderToString(page);
    const outside = document.createElement("button");
    document.body.append(container, outside);
    within(container)
      .getByRole("link", { name: copy.thumbnailLabel(3, "Caption 3") })
      .focus();
    outside.focus();
    const root = await act(async () => hydrateRoot(container, page));
    await waitFor(() => expect(within(container).getAllByRole("button", { name: copy.next })).toHaveLength(1));
    expect(outside).toHaveFocus();
    act(() => root.unmount());
    container.remove();
    outside.remove();
  });

  it("draws again, on a step, only the slides whose state changed, and no thumbnail", async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 8 }, (_, i) => ({ ...photos[0]!, src: `/many-${i + 1}.jpg` }));
    const drawnSlides: number[] = [];
    const drawnThumbnails: number[] = [];
    render(
      <TooltipProvider>
        <Carousel
          id="counted"
          label="Counted gallery"
          items={many}
          caption={(photo) => photo.caption}
          renderSlide={(photo, { index, isNear }) => {
            drawnSlides.push(index);
            return <img src={photo.src} alt={photo.alt} loading={isNear ? "eager" : "lazy"} />;
          }}
          renderThumbnail={(photo) => {
            drawnThumbnails.push(many.indexOf(photo));
            return <img src={photo.src} alt="" />;
          }}
        />
      </TooltipProvider>,
    );
    const next = await within(screen.getByRole("region", { name: "Counted gallery" })).findByRole("button", {
      name: copy.next,
    });
    drawnSlides.length = 0;
    drawnThumbnails.length = 0;
    const drawFrame = holdFrames();
    await user.click(next);
    // From the first slide to the second: in the tap, the two slides whose being current changed;
    // once it is painted, those whose being near changed.
    const indices = many.map((_, index) => index);
    expect([...new Set(drawnSlides)].sort()).toEqual([0, 1]);
    act(drawFrame);
    const changed = indices.filter(
      (index) =>
        (index === 0) !== (index === 1) ||
        isNearCurrent(index, 0, many.length) !== isNearCurrent(index, 1, many.length),
    );
    await waitFor(() => expect([...new Set(drawnSlides)].sort()).toEqual(changed));
    expect(changed.length).toBeLessThan(many.length);
    expect(drawnThumbnails).toEqual([]);
  });
});
