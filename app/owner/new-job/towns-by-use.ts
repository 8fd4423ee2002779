import { rawList } from "./use-site-content";

/** How many towns the words step shows before "More towns": with them, the description stays on the first screen. */
export const townsShown = 6;

/**
 * The service area's towns, the ones the galleries' captions end with most first (then in the
 * service area's order), so the towns the owner works in are a touch away.
 */
export function townsByUse(towns: readonly string[], captions: readonly string[]): string[] {
  const uses = new Map(towns.map((town) => [town, 0]));
  for (const caption of captions) {
    const town = caption.split(",").at(-1)?.trim() ?? "";
    const count = uses.get(town);
    if (count !== undefined) uses.set(town, count + 1);
  }
  return [...towns].sort((a, b) => (uses.get(b) ?? 0) - (uses.get(a) ?? 0));
}

/** The service area's towns as the words step offers them, from the content as the page read it. */
export function offeredTowns(shared: { business?: unknown; galleries?: unknown }): string[] {
  const captions = ["projects", "beforeAfter"].flatMap((kind) => rawList(shared.galleries, kind, "caption"));
  return townsByUse(rawList(shared.business, "towns"), captions);
}
