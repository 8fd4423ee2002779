// @ts-check
/** A refusal the owner reads as one line, with the status the handler answers. */
export class Refusal extends Error {
  /** @param {number} status @param {string} line */
  constructor(status, line) {
    super(line);
    this.name = "Refusal";
    this.status = status;
  }
}
