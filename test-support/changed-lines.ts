/**
 * The lines a change of a text file removed and added, between the lines both versions start and
 * end with: what a commit's diff shows of one change in one place. Tests of the content files'
 * writers assert a change is its own lines only (docs/decisions/120).
 */
export function changedLines(before: string, after: string): { removed: string[]; added: string[] } {
  const [old, now] = [before.split("\n"), after.split("\n")];
  let head = 0;
  while (head < old.length && old[head] === now[head]) head += 1;
  let tail = 0;
  while (tail < Math.min(old.length, now.length) - head && old.at(-1 - tail) === now.at(-1 - tail)) tail += 1;
  return { removed: old.slice(head, old.length - tail), added: now.slice(head, now.length - tail) };
}
