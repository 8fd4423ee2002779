/**
 * Where the images drawn from the business's name, logo and colours are served
 * (`brand-images-plugin.ts`). One constant each, so that a page's script carries only those it
 * names.
 */
export const faviconFile = "/favicon.svg";
export const appleTouchIconFile = "/apple-touch-icon.png";
export const smallIconFile = "/icon-192.png";
export const largeIconFile = "/icon-512.png";
export const shareImageFile = "/og-image.jpg";

export const brandFilePaths = [faviconFile, appleTouchIconFile, smallIconFile, largeIconFile, shareImageFile];
