/**
 * React Router's own server entry (`react-router reveal entry.server`), used by the prerender,
 * with three changes: it always waits for all content, it prints the errors of a part of the page
 * that failed inside a Suspense boundary, and it adds one option to `renderToPipeableStream`.
 */
import { PassThrough } from "node:stream";

import type { EntryContext, RouterContextProvider } from "react-router";
import { createReadableStreamFromReadable } from "@react-router/node";
import { ServerRouter } from "react-router";
import { renderToPipeableStream } from "react-dom/server";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  _loadContext: RouterContextProvider,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, {
      status: responseStatusCode,
      headers: responseHeaders,
    });
  }

  return new Promise((resolve, reject) => {
    // Errors inside a Suspense boundary (a gallery, the map card) do not stop the shell; they are
    // printed once the page is whole, and the 500 stops the prerender. An error in the shell
    // rejects instead, and React Router prints it.
    const boundaryErrors: unknown[] = [];

    // Abort the rendering stream after the `streamTimeout` so it has time to
    // flush down the rejected boundaries
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      // Every part of a page stays in place in the HTML. React otherwise sends a large finished
      // Suspense boundary (a gallery or the map card, near-screen-part.tsx) out of line, hidden
      // until an inline script moves it, which leaves it out for visitors without JavaScript.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // Every render here is a prerender: the pages are static files. React's way for static
      // generation is to wait for all content, so each page is written whole and in order, with
      // no Suspense boundary sent ahead as a fallback and completed later by an inline script.
      // https://react.dev/reference/react-dom/server/renderToPipeableStream#waiting-for-all-content-to-load-for-crawlers-and-static-generation
      onAllReady() {
        for (const error of boundaryErrors) console.error(error);
        const body = new PassThrough({
          final(callback) {
            // Clear the timeout to prevent retaining the closure and memory leak
            clearTimeout(timeoutId);
            timeoutId = undefined;
            callback();
          },
        });
        const stream = createReadableStreamFromReadable(body);

        responseHeaders.set("Content-Type", "text/html");

        pipe(body);

        resolve(
          new Response(stream, {
            headers: responseHeaders,
            status: responseStatusCode,
          }),
        );
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        boundaryErrors.push(error);
      },
    });
  });
}
