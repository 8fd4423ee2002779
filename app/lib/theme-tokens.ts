/** The `--color-*` tokens of a Tailwind theme stylesheet, by name (`garden-900`). */
export function themeTokens(css: string): Record<string, string> {
  const tokens: Record<string, string> = {};
  for (const [, name = "", value = ""] of css.matchAll(/--color-([\w-]+):\s*(#[0-9a-f]{3,8})\s*;/gi))
    tokens[name] = value;
  return tokens;
}
