// @ts-check
import { BodyTooLarge, boundedText } from "../request-body.mjs";

/** A refusal the owner reads as one line, with the status the handler answers. */
export class Refusal extends Error {
  /** @param {number} status @param {string} line */
  constructor(status, line) {
    super(line);
    this.name = "Refusal";
    this.status = status;
  }
}

/**
 * A request's body as text, at most `largest` bytes; past that, or cut off, a refusal.
 * @param {Request} request @param {number} largest
 */
export async function textOf(request, largest) {
  try {
    return await boundedText(request, largest);
  } catch (error) {
    if (error instanceof BodyTooLarge) throw new Refusal(413, "The request is too large.");
    throw new Refusal(400, "The request's body did not arrive whole.");
  }
}
