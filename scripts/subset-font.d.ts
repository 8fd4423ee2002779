/** The subsetter's entry point, as `scripts/subset-fonts.mjs` uses it (the package ships no types). */
declare module "subset-font" {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: { targetFormat?: "sfnt" | "woff" | "woff2"; keepFeatures?: string[]; preserveNameIds?: number[] },
  ): Promise<Buffer>;
}
