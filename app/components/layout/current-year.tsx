import { useHydrated } from "~/hooks/use-hydrated";

// The year the HTML was prerendered; the client replaces it with the visitor's year, so a
// build made in December still reads right in January.
const buildYear = new Date().getFullYear();

export function CurrentYear({ children }: { children: (year: number) => string }) {
  const hydrated = useHydrated();
  return <>{children(hydrated ? new Date().getFullYear() : buildYear)}</>;
}
