import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";

/** How long a pointer rests on a control before its tooltip opens, and the window in which the next one opens at once. */
export const tooltipDelays = { delayDuration: 700, skipDelayDuration: 300 } as const;

export type TooltipTiming = {
  /** The delay the next tooltip should wait: 0 while one is open or one closed within the skip delay. */
  delayDuration: number;
  /** Stable callbacks a tooltip calls as it opens and closes. */
  opened: () => void;
  closed: () => void;
};

const standalone: TooltipTiming = { delayDuration: tooltipDelays.delayDuration, opened: () => {}, closed: () => {} };

const TooltipTimingContext = createContext<TooltipTiming>(standalone);

/**
 * The site's one tooltip provider, at the root: it holds the delays and the skip window shared
 * by every tooltip on the page, as Radix's provider would. It is our own small context rather
 * than Radix's `Tooltip.Provider`, because that provider ships in one module with the whole
 * tooltip (positioning engine included), and placing it at the root would put all of it into
 * every page's first download; each tooltip loads Radix itself when its control comes near.
 */
export function TooltipProvider({ children }: { children: ReactNode }) {
  const [warm, setWarm] = useState(false);
  const open = useRef(0);
  const cooling = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(cooling.current), []);

  const opened = useCallback(() => {
    open.current += 1;
    window.clearTimeout(cooling.current);
    setWarm(true);
  }, []);
  const closed = useCallback(() => {
    open.current = Math.max(0, open.current - 1);
    if (open.current > 0) return;
    window.clearTimeout(cooling.current);
    cooling.current = window.setTimeout(() => setWarm(false), tooltipDelays.skipDelayDuration);
  }, []);
  const timing = useMemo<TooltipTiming>(
    () => ({ delayDuration: warm ? 0 : tooltipDelays.delayDuration, opened, closed }),
    [warm, opened, closed],
  );

  return <TooltipTimingContext.Provider value={timing}>{children}</TooltipTimingContext.Provider>;
}

export function useTooltipTiming(): TooltipTiming {
  return useContext(TooltipTimingContext);
}
