import * as TooltipPrimitive from "@radix-ui/react-tooltip";
import type { ReactElement, ReactNode } from "react";

/** How long a pointer rests on a control before its tooltip opens, and the window in which the next one opens at once. */
export const tooltipDelays = { delayDuration: 700, skipDelayDuration: 300 } as const;

/** The site's one tooltip provider; it sits at the root so every tooltip shares the skip delay. */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return <TooltipPrimitive.Provider {...tooltipDelays}>{children}</TooltipPrimitive.Provider>;
}

type TooltipProps = {
  /** The text shown; it should repeat the control's accessible name, which the control carries itself. */
  label: ReactNode;
  /** One focusable control (usually an icon-only button) with its own accessible name. */
  children: ReactElement<Record<string, unknown>>;
  side?: "top" | "right" | "bottom" | "left";
};

/**
 * A visual hint for an icon-only control. The control must carry its own accessible name: the
 * tooltip only exists while open, so it cannot be the name. Touch never opens it (Radix ignores
 * touch pointers), a press closes it, and Escape dismisses it, so it never sits on a finger's
 * target or traps the keyboard; keyboard focus opens it at once.
 */
export function Tooltip({ label, children, side = "top" }: TooltipProps) {
  return (
    <TooltipPrimitive.Root>
      <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
      <TooltipPrimitive.Portal>
        <TooltipPrimitive.Content
          side={side}
          sideOffset={6}
          collisionPadding={8}
          className="z-50 max-w-xs rounded-md bg-ink px-2.5 py-1.5 text-sm font-medium text-white shadow-lg"
        >
          {label}
          <TooltipPrimitive.Arrow className="fill-ink" />
        </TooltipPrimitive.Content>
      </TooltipPrimitive.Portal>
    </TooltipPrimitive.Root>
  );
}
