/**
 * The preview pane's page, drawn by the site's own route components inside its header and
 * footer, with the site's stylesheet, from the content being edited. Loaded only when the editor
 * first shows a preview. Widgets keep the form they have before JavaScript takes them over: the
 * pane shows the words and photos, not a second working copy of the site.
 */
import { type ComponentType, Fragment } from "react";
import { createRoot } from "react-dom/client";
import { MemoryRouter } from "react-router";

import siteStyles from "~/app.css?inline";
import { SiteChrome } from "~/components/layout/site-chrome";
import { ContentRevision } from "~/components/near-screen-part";
import { TooltipProvider } from "~/components/ui/tooltip-provider";
import { type PageId, pageRegistry, routeFile } from "~/content/registry";
import { PrerenderedForm } from "~/hooks/use-hydrated";
import { buildPageMeta } from "~/lib/metadata-builders";

import { type PreviewContent } from "./preview-content";
import { showContent } from "./live-content";

const routes = import.meta.glob<{ default: ComponentType }>("../../../app/routes/*.tsx", { eager: true });

function routeComponent(id: PageId): ComponentType {
  const module = routes[`../../../app/${routeFile(id)}`];
  if (!module) throw new Error(`the preview has no route module for the page "${id}" (${routeFile(id)})`);
  return module.default;
}

export type PreviewState = {
  /** The pages the entry shows on, drawn one after the other inside one header and footer. */
  pages: PageId[];
  content: PreviewContent;
  /** What the build would refuse in this entry, one line each. */
  problems: string[];
  /** List items added and not filled in yet, one line each: not mistakes, but not on the page yet either. */
  waiting: string[];
};

/**
 * Shown above the page while the entry holds something the build would refuse (the pane then
 * draws the last state that passed), or a list item not filled in yet.
 */
function Problems({ problems, waiting }: Pick<PreviewState, "problems" | "waiting">) {
  if (!problems.length && !waiting.length) return null;
  const lines = (heading: string, items: string[], background: string) =>
    items.length ? (
      <div style={{ padding: "10px 14px", background }}>
        <strong>{heading}</strong>
        {items.map((item) => (
          <span key={item} style={{ display: "block", marginTop: 4 }}>
            {item}
          </span>
        ))}
      </div>
    ) : null;
  return (
    <div
      role="status"
      style={{
        // Below the site's fixed header, above the page.
        position: "fixed",
        top: "4rem",
        insetInline: 0,
        zIndex: 45,
        color: "#fff",
        font: "14px/1.45 system-ui, sans-serif",
      }}
    >
      {lines("Not saved until fixed; the preview shows the last version that passes:", problems, "#7a1212")}
      {lines("Not on the page yet:", waiting, "#2b3a4a")}
    </div>
  );
}

/** A page's title, address and description as a search result shows them, from its `meta`. */
function SearchResult({ id, content }: { id: PageId; content: PreviewContent["content"] }) {
  const page = pageRegistry.find((entry) => entry.id === id);
  const meta = content.pages[id]?.meta;
  if (!page || !("sitemap" in page) || !meta) return null;
  const tags = buildPageMeta(
    { siteName: content.business.name, siteUrl: content.business.siteUrl, themeColor: content.business.brand.theme },
    { title: meta.title, description: meta.description, path: page.path },
  );
  const title = tags.find((tag) => "title" in tag)?.title;
  const url = tags.find((tag) => "rel" in tag && tag.rel === "canonical");
  return (
    <div
      data-search-result={id}
      style={{
        padding: "12px 16px",
        background: "#fff",
        borderBottom: "1px solid #dadce0",
        font: "14px/1.5 Arial, sans-serif",
      }}
    >
      <p style={{ margin: 0, color: "#4d5156", fontSize: 12 }}>In search results:</p>
      <p style={{ margin: "2px 0 0", color: "#1a0dab", fontSize: 18 }}>{title}</p>
      <p style={{ margin: 0, color: "#202124" }}>{url && "href" in url ? url.href : page.path}</p>
      <p style={{ margin: "2px 0 0", color: "#4d5156" }}>{meta.description}</p>
    </div>
  );
}

function SitePreview({ pages, problems, waiting, content, revision }: PreviewState & { revision: number }) {
  const first = pageRegistry.find((page) => page.id === pages[0]);
  return (
    <ContentRevision value={revision}>
      <PrerenderedForm>
        <TooltipProvider>
          <Problems problems={problems} waiting={waiting} />
          <MemoryRouter initialEntries={[first?.path ?? "/"]}>
            <SiteChrome mainId="main">
              {pages.map((id) => {
                const Page = routeComponent(id);
                return (
                  <Fragment key={id}>
                    <SearchResult id={id} content={content.content} />
                    <Page />
                  </Fragment>
                );
              })}
            </SiteChrome>
          </MemoryRouter>
        </TooltipProvider>
      </PrerenderedForm>
    </ContentRevision>
  );
}

/** The preview inside `host`, an element of the pane's own document; `render` draws it again. */
export function mountPreview(host: HTMLElement) {
  const document = host.ownerDocument;
  if (!document.querySelector("style[data-site-styles]")) {
    const style = document.createElement("style");
    style.dataset.siteStyles = "";
    // The site's headings face is `optional`, so a browser that has not fetched it yet keeps the
    // fallback, and the preview would change face from one visit to the next: here it waits.
    style.textContent = siteStyles.replace(/font-display:\s*optional/g, "font-display:block");
    document.head.append(style);
  }
  // As the site's own document: its language, and the body's classes from root.tsx.
  document.documentElement.lang = "en-GB";
  // Headings in the brand face, as a visitor's pages have it once their browser holds the font.
  document.documentElement.dataset.brandFace = "";
  document.body.className = "min-h-dvh pb-20 lg:pb-0";
  const root = createRoot(host);
  let revision = 0;
  return {
    render(state: PreviewState) {
      showContent(state.content);
      revision += 1;
      root.render(<SitePreview {...state} revision={revision} />);
    },
    unmount: () => root.unmount(),
  };
}

export type PreviewView = ReturnType<typeof mountPreview>;
