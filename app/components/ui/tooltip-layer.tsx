import * as TooltipPrimitive from "@radix-ui/react-tooltip";
import { type ReactElement, type ReactNode, useEffect, useRef, useState } from "react";

import type { TooltipTiming } from "./tooltip-provider";
import { tooltipDelays } from "./tooltip-provider";

export type TooltipLayerProps = {
  label: ReactNode;
  children: ReactElement;
  side: "top" | "right" | "bottom" | "left";
  timing: TooltipTiming;
  /** The control had keyboard focus when this layer replaced it: give it back (a tap's focus is not restored, so no tooltip pops up under a finger). */
  restoreFocus: boolean;
};

/**
 * Radix's tooltip around one control; loaded on demand by `Tooltip`. A tap focuses the control
 * after the finger has lifted (the browser's compatibility mousedown), which Radix takes for
 * keyboard focus: the tooltip would open under the finger and close at the click, and on a slow
 * phone drawing and placing it was most of the tap's time. Focus that follows a touch, until the
 * control loses it, opens nothing.
 */
export function TooltipLayer({ label, children, side, timing, restoreFocus }: TooltipLayerProps) {
  const trigger = useRef<HTMLButtonElement>(null);
  const isOpen = useRef(false);
  const touched = useRef(false);
  const [open, setOpen] = useState(false);
  const { opened, closed } = timing;

  useEffect(() => {
    if (restoreFocus) trigger.current?.focus({ preventScroll: true });
  }, [restoreFocus]);

  // A tooltip removed while open still counts as closed for the skip window.
  useEffect(
    () => () => {
      if (isOpen.current) closed();
    },
    [closed],
  );

  return (
    <TooltipPrimitive.Provider skipDelayDuration={tooltipDelays.skipDelayDuration}>
      <TooltipPrimitive.Root
        open={open}
        delayDuration={timing.delayDuration}
        onOpenChange={(next) => {
          if (next && touched.current) return;
          isOpen.current = next;
          setOpen(next);
          if (next) opened();
          else closed();
        }}
      >
        <TooltipPrimitive.Trigger
          asChild
          ref={trigger}
          onPointerDown={(event) => {
            touched.current = event.pointerType === "touch";
          }}
          onBlur={() => {
            touched.current = false;
          }}
          // Focus without a ring (handed on from a link tapped before a part's code came) is not
          // the keyboard's: it opens nothing. Radix skips its own handler for a prevented event.
          onFocus={(event) => {
            if (!event.currentTarget.matches(":focus-visible")) event.preventDefault();
          }}
        >
          {children}
        </TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal>
          <TooltipPrimitive.Content
            side={side}
            sideOffset={6}
            collisionPadding={8}
            className="z-[1100] max-w-xs rounded-md bg-ink px-2.5 py-1.5 text-sm font-medium text-white shadow-lg"
          >
            {label}
            <TooltipPrimitive.Arrow className="fill-ink" />
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
}
