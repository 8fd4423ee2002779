/** Joins class names, skipping falsy ones, so variants can be switched inline. */
export function cn(...classes: (string | false | null | undefined)[]): string {
  return classes.filter(Boolean).join(" ");
}
