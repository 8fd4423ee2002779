import { useEffect, useState } from "react";

import { afterNextPaint } from "~/lib/after-next-paint";

/**
 * `value` as the browser last painted it: it follows `value` once the frame that shows the change
 * has been drawn. What a tap sets off, drawn from this rather than from `value`, is done after the
 * tap's answer is on screen, not inside the tap (docs/decisions/165).
 */
export function usePaintedValue<T>(value: T): T {
  const [painted, setPainted] = useState(value);
  useEffect(() => afterNextPaint(() => setPainted(value)), [value]);
  return painted;
}
