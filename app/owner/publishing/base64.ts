/** Bytes as base64, as GitHub's API and the local editing server take a photo's content. */
export function toBase64(bytes: Uint8Array): string {
  let binary = "";
  // In slices: String.fromCharCode takes its bytes as arguments, and arguments are limited.
  for (let start = 0; start < bytes.length; start += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(binary);
}
