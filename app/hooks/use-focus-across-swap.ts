import { useEffect, useLayoutEffect, useRef } from "react";

type FocusSwap<K> = {
  /** What a control inside stands for (e.g. "next", a thumbnail's position); null for one the swap keeps. */
  keyOf: (control: Element) => K | null;
  /** The control that stands for the same thing once the swap has happened. */
  controlFor: (key: K) => HTMLElement | null | undefined;
};

/**
 * Keeps keyboard focus on a part that swaps its controls for others in one commit: a gallery's
 * links becoming buttons as it hydrates, a map's placeholder giving way to the map. The browser
 * sends focus to the page's `<body>` when the focused element leaves the document, so a keyboard
 * visitor who had tabbed to a control would find the ring gone, Enter doing nothing and the next
 * Tab starting over. Here the control focused inside `container` is remembered as a key
 * (`keyOf`, read while it is still in the page) and, once `swapped` turns true, its successor
 * (`controlFor`) takes the focus, without scrolling, with a focus ring if the control had one.
 * Focus the visitor has moved elsewhere is left where it is.
 */
export function useFocusAcrossSwap<K>(
  container: HTMLElement | null,
  swapped: boolean,
  { keyOf, controlFor }: FocusSwap<K>,
) {
  const focused = useRef<{ element: Element; key: K; ring: boolean } | null>(null);

  useEffect(() => {
    const root = container;
    if (!root || swapped) return;
    const remember = (element: Element | null) => {
      const key = element && root.contains(element) ? keyOf(element) : null;
      focused.current = element && key !== null ? { element, key, ring: element.matches(":focus-visible") } : null;
    };
    // Focus may have arrived before this code did.
    remember(document.activeElement);
    const onFocusIn = (event: FocusEvent) => remember(event.target as Element);
    const onFocusOut = (event: FocusEvent) => {
      const target = event.target as Element;
      if (root.contains(event.relatedTarget as Node | null)) return;
      // Chromium also reports focus leaving an element the swap is removing, while it is still in
      // the page; only one still there a moment later lost the focus to the visitor.
      queueMicrotask(() => {
        if (target.isConnected && focused.current?.element === target) focused.current = null;
      });
    };
    root.addEventListener("focusin", onFocusIn);
    root.addEventListener("focusout", onFocusOut);
    return () => {
      root.removeEventListener("focusin", onFocusIn);
      root.removeEventListener("focusout", onFocusOut);
    };
    // What a control stands for does not change while the part waits for its swap.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [container, swapped]);

  useLayoutEffect(() => {
    const lost = focused.current;
    if (!swapped || !lost) return;
    focused.current = null;
    const now = document.activeElement;
    if (lost.element.isConnected || (now && now !== document.body)) return;
    // A ring shown for the keyboard stays; none appears for a control that was tapped.
    controlFor(lost.key)?.focus({ preventScroll: true, focusVisible: lost.ring });
    // Only the moment of the swap matters; the callbacks are read as they are then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [swapped]);
}
