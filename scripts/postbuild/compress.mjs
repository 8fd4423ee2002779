// @ts-check
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

import { hostBuilding } from "../../app/content/sample-details.mjs";
import { minCompressedBytes, textExtensions } from "../../server/site-serving.mjs";

const compressible = new RegExp(`\\.(${textExtensions.join("|")})$`);
const toBrotli = promisify(brotliCompress);
const toGzip = promisify(gzip);

/**
 * Text files from 1 KB up get precompressed `.br` and `.gz` twins, which the local server and
 * nginx send to browsers that accept them; so it compresses every file in its final form. A
 * managed host's own build makes none: the host compresses what it serves and never sends a twin,
 * and the site editor's script alone took most of a build's time at brotli's best quality.
 * @type {import("./pipeline.mjs").Step}
 */
export const compress = {
  name: "compress",
  final: ["html", "files"],
  async run({ files, log }) {
    const host = hostBuilding(process.env);
    if (host) {
      log(`postbuild: no precompressed twins: ${host} compresses what it serves`);
      return;
    }
    const sources = [];
    for (const file of files.all().filter((name) => compressible.test(name))) {
      const data = await files.readBytes(file);
      if (data.byteLength >= minCompressedBytes) sources.push({ file, data });
    }
    await Promise.all(
      sources.map(async ({ file, data }) => {
        const [br, gz] = await Promise.all([
          toBrotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          toGzip(data, { level: 9 }),
        ]);
        await Promise.all([files.write(`${file}.br`, br), files.write(`${file}.gz`, gz)]);
      }),
    );
    log(`postbuild: ${sources.length} text files from ${minCompressedBytes} bytes up precompressed`);
  },
};
