import {
  cloneElement,
  type ComponentType,
  type ReactElement,
  type ReactNode,
  type Ref,
  useCallback,
  useEffect,
  useState,
} from "react";

import { useMediaQuery } from "~/hooks/use-media-query";
import { useNearViewport } from "~/hooks/use-near-viewport";

import type { TooltipLayerProps } from "./tooltip-layer";
import { useTooltipTiming } from "./tooltip-provider";
import { tooltipMedia, tooltipsCanShow } from "./tooltip-shown";

type TooltipProps = {
  /** The text shown; it repeats the control's accessible name, which the control carries itself. */
  label: ReactNode;
  /** One focusable control (usually an icon-only button) with its own accessible name. */
  children: ReactElement<{ ref?: Ref<HTMLElement> }>;
  side?: "top" | "right" | "bottom" | "left";
};

/** Gives a node to a ref of either kind. */
function handTo<T>(ref: Ref<T> | undefined, node: T | null) {
  if (typeof ref === "function") ref(node);
  else if (ref) ref.current = node;
}

let layer: Promise<ComponentType<TooltipLayerProps>> | undefined;
let loadedLayer: ComponentType<TooltipLayerProps> | undefined;
/**
 * Radix's layer, one chunk for every tooltip. A part that draws its controls as its code arrives
 * loads it with that code, so each control is wrapped from its first drawing and never drawn
 * again (docs/decisions/105).
 */
export const loadTooltipLayer = () =>
  (layer ??= import("./tooltip-layer").then((module) => (loadedLayer = module.TooltipLayer)));

/** The layer where a tooltip can show (`tooltip-shown.ts`), else nothing; never fails. */
export const loadTooltipLayerWhereShown = () =>
  tooltipsCanShow() ? loadTooltipLayer().catch(() => undefined) : Promise.resolve(undefined);

/**
 * A visual hint for an icon-only control. The control must carry its own accessible name: the
 * tooltip only exists while open, so it cannot be the name. Touch never opens it (Radix ignores
 * touch pointers), a press closes it, and Escape dismisses it, so it never sits on a finger's
 * target or traps the keyboard; keyboard focus opens it at once. On a device with no pointer that
 * can hover, the control stays on its own (`tooltip-shown.ts`).
 *
 * The control renders on its own first; Radix's tooltip (a separate chunk, shared by all
 * tooltips) is fetched when the control comes near the viewport and then wraps it, or wraps it
 * from its first drawing once loaded (`loadTooltipLayer`). A tooltip that cannot load is simply
 * not shown: the control works the same.
 */
export function Tooltip({ label, children, side = "top" }: TooltipProps) {
  const timing = useTooltipTiming();
  const [trigger, setTrigger] = useState<HTMLElement | null>(null);
  const near = useNearViewport(trigger, "200px");
  const canShow = useMediaQuery(tooltipMedia);
  const [Layer, setLayer] = useState<{ component: ComponentType<TooltipLayerProps>; restoreFocus: boolean } | null>(
    () => (loadedLayer ? { component: loadedLayer, restoreFocus: false } : null),
  );

  useEffect(() => {
    if (!near || !canShow || Layer) return;
    let current = true;
    loadTooltipLayer().then(
      (component) => current && setLayer({ component, restoreFocus: trigger?.matches(":focus-visible") ?? false }),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [near, canShow, trigger, Layer]);

  // The control keeps a ref of its own; Radix's trigger, once loaded, composes it the same way.
  const own = children.props.ref;
  const ref = useCallback(
    (node: HTMLElement | null) => {
      setTrigger(node);
      handTo(own, node);
    },
    [own],
  );

  if (!Layer) return cloneElement(children, { ref });
  return (
    <Layer.component label={label} side={side} timing={timing} restoreFocus={Layer.restoreFocus}>
      {children}
    </Layer.component>
  );
}
