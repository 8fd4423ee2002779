// @ts-check
/**
 * A request's body read only up to a bound, on every host: a caller who is not signed in can
 * make a function hold no more than the bound, whatever they send. Content-Length over it is
 * refused before a byte is read; a body without one (chunked) is counted as it comes.
 */

/**
 * The bound for a small body: a quote request's form, a sign-in step's JSON (a few KB at most),
 * far above what a person sends and all a caller who is not signed in can make a function hold.
 */
export const smallBodyBytes = 64 * 1024;

/** The body passed its bound: the caller gets 413. */
export class BodyTooLarge extends Error {
  constructor() {
    super("The request's body is larger than this step takes.");
    this.name = "BodyTooLarge";
  }
}

/**
 * The length a request declares, when it declares one.
 * @param {string | null | undefined} header  its Content-Length
 */
export const declaredLength = (header) => (header && /^\d+$/.test(header) ? Number(header) : undefined);

/**
 * The whole body as text, at most `largest` bytes of it; throws BodyTooLarge past that.
 * @param {Request} request @param {number} largest
 * @returns {Promise<string>}
 */
export async function boundedText(request, largest) {
  if ((declaredLength(request.headers.get("Content-Length")) ?? 0) > largest) throw new BodyTooLarge();
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks = [];
  let size = 0;
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    size += read.value.byteLength;
    if (size > largest) {
      await reader.cancel();
      throw new BodyTooLarge();
    }
    chunks.push(read.value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}
