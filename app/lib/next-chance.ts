/**
 * The next moment a request that got no answer may get one: the browser says it is online again,
 * the page is shown again (a phone wakes a tab it put to sleep, perhaps with signal back), or
 * `delayMs` has passed, whichever comes first. A phone on one bar of signal says it is online all
 * along, so the timer is what brings the next try there.
 */
export function nextChance(delayMs: number): Promise<void> {
  return new Promise((resolve) => {
    const whenShown = () => {
      if (document.visibilityState === "visible") done();
    };
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener("online", done);
      document.removeEventListener("visibilitychange", whenShown);
      resolve();
    };
    const timer = setTimeout(done, delayMs);
    window.addEventListener("online", done);
    document.addEventListener("visibilitychange", whenShown);
  });
}
