/** Copy of the analytics consent banner and its footer link. */
export const consentCopy = {
  heading: "Cookies",
  text: "May we use Google Analytics cookies to count visits and calls? They help us see which pages are useful. No advertising cookies, and you can change your mind at any time.",
  accept: "Accept analytics",
  reject: "Reject analytics",
  settings: "Cookie settings",
} as const;
