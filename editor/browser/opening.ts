/**
 * The editor's page says "Opening the site editor…" while Decap's script comes
 * (editor/page/index.html), and Decap's first drawing replaces it. Where that script never ran (the
 * signal went as it came), the page says so and offers to load it again, instead of promising
 * forever.
 */
export const openingWords = {
  didNotOpen: "The site editor did not open: its files did not all arrive. Check the signal, then try again.",
  tryAgain: "Try again",
};

/** Turns the page's opening notice, if it is still there, into the failure and a way to try again. */
export function sayEditorDidNotOpen(page: Document = document): void {
  const notice = page.querySelector(".editor-opening");
  if (!notice) return;
  const message = page.createElement("p");
  message.textContent = openingWords.didNotOpen;
  const tryAgain = page.createElement("button");
  tryAgain.type = "button";
  tryAgain.textContent = openingWords.tryAgain;
  tryAgain.addEventListener("click", () => page.location.reload());
  notice.replaceChildren(message, tryAgain);
}
