import * as TooltipPrimitive from "@radix-ui/react-tooltip";
import { type ReactElement, type ReactNode, useEffect, useRef } from "react";

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

/** Radix's tooltip around one control; loaded on demand by `Tooltip`. */
export function TooltipLayer({ label, children, side, timing, restoreFocus }: TooltipLayerProps) {
  const trigger = useRef<HTMLButtonElement>(null);
  const isOpen = useRef(false);
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
        delayDuration={timing.delayDuration}
        onOpenChange={(open) => {
          isOpen.current = open;
          if (open) opened();
          else closed();
        }}
      >
        <TooltipPrimitive.Trigger asChild ref={trigger}>
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
