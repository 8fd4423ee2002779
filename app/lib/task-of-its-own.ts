/**
 * Runs `run` in a task of its own, after the current one. A page's start-up work, done in its
 * effects, all runs in the one task React flushes them in; each piece started this way gives the
 * main thread back in between, so no one task holds a tap for long on a slow phone
 * (docs/decisions/162). Returns a function that cancels it if not yet run.
 */
export function inTaskOfItsOwn(run: () => void): () => void {
  const timer = setTimeout(run, 0);
  return () => clearTimeout(timer);
}
