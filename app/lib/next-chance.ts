/**
 * Calls `then` at each moment a request that got no answer may get one, until the function it
 * returns is called: the browser says it is online again, or the page is shown again (a phone
 * wakes a tab it put to sleep, perhaps with signal back).
 */
export function onEachChance(then: () => void): () => void {
  const whenShown = () => {
    if (document.visibilityState === "visible") then();
  };
  window.addEventListener("online", then);
  document.addEventListener("visibilitychange", whenShown);
  return () => {
    window.removeEventListener("online", then);
    document.removeEventListener("visibilitychange", whenShown);
  };
}

/**
 * The next moment a request that got no answer may get one (`onEachChance`), or `delayMs` has
 * passed, whichever comes first. A phone on one bar of signal says it is online all along, so the
 * timer is what brings the next try there.
 */
export function nextChance(delayMs: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      stopListening();
      resolve();
    };
    const timer = setTimeout(done, delayMs);
    const stopListening = onEachChance(done);
  });
}
