/** The part of http_ece (RFC 8188, 8291) the push service stand-in uses; the package has no types. */
declare module "http_ece" {
  import type { ECDH } from "node:crypto";

  export function decrypt(
    buffer: Buffer,
    params: { version: "aes128gcm"; privateKey: ECDH; authSecret: Buffer | string },
  ): Buffer;
}
