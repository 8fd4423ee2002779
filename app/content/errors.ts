export const errorCopy = {
  heading: "Unexpected Application Error!",
  unknown: "Something went wrong.",
  returnHome: "Return Home",
  notFound: {
    code: "404",
    heading: "Page Not Found",
    text: "Sorry, we couldn't find the page you're looking for. It may have been moved or doesn't exist.",
    goBack: "Go Back",
    consoleMessage: "404: no page at",
  },
} as const;
