import { type PointerEvent, type RefObject, useRef } from "react";

import { percentAt } from "./comparison-value";

/**
 * Pointer handlers that drag the divider to the pointer, in percent of the box. With a mouse,
 * pressing anywhere on the box moves it there; on touch only the handle drags, so a swipe
 * elsewhere still changes slide in a carousel. The pointer is captured, so the drag survives
 * leaving the box.
 */
export function useDividerDrag(
  box: RefObject<HTMLDivElement | null>,
  handle: RefObject<HTMLDivElement | null>,
  setValue: (percent: number) => void,
) {
  const dragging = useRef<number | null>(null);
  // The box as the drag began: read once, before anything changes, so no pointer event's handler
  // makes the browser lay the page out (the divider drawn after the last move would, read again).
  const boxAtStart = useRef<DOMRect | undefined>(undefined);

  function moveTo(clientX: number) {
    const rect = boxAtStart.current;
    if (rect) setValue(percentAt(clientX, rect.left, rect.width));
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    const onHandle = handle.current?.contains(event.target as Node) ?? false;
    if (!onHandle && event.pointerType !== "mouse") return;
    if (event.pointerType === "mouse" && event.button !== 0) return;
    boxAtStart.current = box.current?.getBoundingClientRect();
    // Claimed here: the carousel around must not read this as a swipe, nor the browser as an image drag.
    event.stopPropagation();
    event.preventDefault();
    dragging.current = event.pointerId;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    handle.current?.focus({ preventScroll: true });
    moveTo(event.clientX);
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    if (dragging.current === event.pointerId) moveTo(event.clientX);
  }

  function endDrag(event: PointerEvent<HTMLDivElement>) {
    if (dragging.current !== event.pointerId) return;
    dragging.current = null;
    event.currentTarget.releasePointerCapture?.(event.pointerId);
  }

  return { onPointerDown, onPointerMove, onPointerUp: endDrag, onPointerCancel: endDrag };
}
