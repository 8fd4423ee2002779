import { createElement, type JSX, type SVGProps } from "react";

export type IconNode = [tag: string, attributes: Record<string, string | number>][];
type IconProps = SVGProps<SVGSVGElement>;
export type IconComponent = (props: IconProps) => JSX.Element;

/** How every icon is drawn: Lucide's 24px grid, stroked in the text colour. */
export const iconFrame = {
  xmlns: "http://www.w3.org/2000/svg",
  width: 24,
  height: 24,
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const;

/**
 * A 24px stroke icon drawn from Lucide's path data (see scripts/generate-icons.mjs); hidden from
 * assistive technology unless the caller names it.
 */
export function createIcon(nodes: IconNode): IconComponent {
  return function Icon(props: IconProps) {
    const named = Boolean(props["aria-label"] || props["aria-labelledby"]);
    return createElement(
      "svg",
      {
        ...iconFrame,
        "aria-hidden": named ? undefined : true,
        ...props,
      },
      nodes.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes })),
    );
  };
}
