import { brandFile } from "~/content/brand-images.server";

/** The favicon, app icons and share image, drawn from the content (registry `brandFiles`). */
export async function loader({ url }: { url: URL }) {
  const file = await brandFile(url.pathname);
  if (!file) throw new Response("Not Found", { status: 404 });
  return new Response(file.body, { headers: { "Content-Type": file.type } });
}
