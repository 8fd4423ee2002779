import { describe, expect, it } from "vitest";

import {
  buildBreadcrumbJsonLd,
  buildBusinessJsonLd,
  buildPageMeta,
  buildShareMeta,
  buildWebManifest,
  type BusinessSchemaInput,
  type MetaTag,
} from "./metadata-builders";

const site = {
  siteName: "Acme Gardens",
  siteUrl: "https://www.example.com",
  themeColor: "#123456",
  image: { path: "/share.jpg", width: 1200, height: 630, alt: "Acme Gardens logo on a lawn", type: "image/jpeg" },
};

const content = (tags: MetaTag[], key: "name" | "property", value: string) =>
  tags.find((tag) => key in tag && (tag as Record<string, string>)[key] === value && "content" in tag) as
    { content: string } | undefined;

describe("buildPageMeta", () => {
  const tags = buildPageMeta(site, { title: "About", description: "Who we are.", path: "/about" });

  it("gives the title, description, chrome colour and an absolute canonical URL", () => {
    expect(tags).toEqual([
      { title: "About | Acme Gardens" },
      { name: "description", content: "Who we are." },
      { name: "theme-color", content: "#123456" },
      { tagName: "link", rel: "canonical", href: "https://www.example.com/about" },
    ]);
  });

  it("appends the site name to page titles but does not repeat it", () => {
    const home = buildPageMeta(site, { title: "Acme Gardens", description: "x", path: "/" });
    expect(home).toContainEqual({ title: "Acme Gardens" });
  });

  it("marks noindex pages and gives them no canonical", () => {
    const missing = buildPageMeta(site, { title: "Missing", description: "x", path: "/404", noindex: true });
    expect(missing).toContainEqual({ name: "robots", content: "noindex" });
    expect(missing.some((tag) => "rel" in tag && tag.rel === "canonical")).toBe(false);
  });
});

describe("buildShareMeta", () => {
  const tags = buildShareMeta(site, { title: "About", description: "Who we are.", path: "/about" });

  it("gives Open Graph the page's absolute address, title and description", () => {
    expect(tags).toContainEqual({ property: "og:url", content: "https://www.example.com/about" });
    expect(tags).toContainEqual({ property: "og:title", content: "About | Acme Gardens" });
    expect(tags).toContainEqual({ property: "og:description", content: "Who we are." });
  });

  it("points Open Graph and the large Twitter card at the absolute share image with its size and alt", () => {
    expect(content(tags, "property", "og:image")?.content).toBe("https://www.example.com/share.jpg");
    expect(content(tags, "property", "og:image:width")?.content).toBe("1200");
    expect(content(tags, "property", "og:image:height")?.content).toBe("630");
    expect(content(tags, "property", "og:image:alt")?.content).toBe(site.image.alt);
    expect(content(tags, "name", "twitter:card")?.content).toBe("summary_large_image");
    expect(content(tags, "name", "twitter:image")?.content).toBe("https://www.example.com/share.jpg");
    expect(content(tags, "name", "twitter:title")?.content).toBe("About | Acme Gardens");
  });

  it("does not repeat the site name in the home page's share title", () => {
    const home = buildShareMeta(site, { title: "Acme Gardens", description: "x", path: "/" });
    expect(content(home, "property", "og:title")?.content).toBe("Acme Gardens");
  });

  it("adds each structured data block as its own JSON-LD entry", () => {
    const crumbs = buildBreadcrumbJsonLd(site.siteUrl, [{ name: "Home", path: "/" }]);
    const withData = buildShareMeta(site, { title: "About", description: "x", path: "/about" }, [crumbs]);
    expect(withData).toContainEqual({ "script:ld+json": crumbs });
  });
});

const business: BusinessSchemaInput = {
  name: "Acme Gardens",
  description: "Gardens and cleaning",
  siteUrl: "https://www.example.com",
  email: "info@example.com",
  telephone: "+441632960000",
  address: { locality: "Testville", region: "Testshire", countryCode: "GB" },
  geo: { latitude: 51.5, longitude: -0.12345 },
  hours: { days: ["Monday", "Saturday"], opens: "07:00", closes: "19:00" },
  towns: ["Testville", "Sampleton"],
  sameAs: ["https://www.facebook.com/example"],
  logoPath: "/icon.png",
  imagePath: "/share.jpg",
  departments: [{ name: "Cleaning", telephone: "+447700900000", path: "/cleaning" }],
};

describe("buildBusinessJsonLd", () => {
  const data = buildBusinessJsonLd(business) as unknown as Record<string, unknown>;

  it("describes the business with Google's required and recommended local business fields", () => {
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "HomeAndConstructionBusiness",
      name: "Acme Gardens",
      url: "https://www.example.com/",
      telephone: "+441632960000",
      email: "info@example.com",
      image: "https://www.example.com/share.jpg",
      address: {
        "@type": "PostalAddress",
        addressLocality: "Testville",
        addressRegion: "Testshire",
        addressCountry: "GB",
      },
      geo: { "@type": "GeoCoordinates", latitude: "51.50000", longitude: "-0.12345" },
      openingHoursSpecification: [
        { "@type": "OpeningHoursSpecification", dayOfWeek: ["Monday", "Saturday"], opens: "07:00", closes: "19:00" },
      ],
      areaServed: [
        { "@type": "City", name: "Testville" },
        { "@type": "City", name: "Sampleton" },
      ],
      sameAs: ["https://www.facebook.com/example"],
    });
  });

  it("lists each division as a department with its own phone line and page", () => {
    expect(data.department).toEqual([
      expect.objectContaining({
        "@type": "HomeAndConstructionBusiness",
        name: "Acme Gardens Cleaning",
        telephone: "+447700900000",
        url: "https://www.example.com/cleaning",
      }),
    ]);
  });

  it("carries no self-served ratings or reviews and survives a JSON round trip", () => {
    const json = JSON.stringify(data);
    expect(json).not.toMatch(/aggregateRating|review/i);
    expect(JSON.parse(json)).toEqual(data);
  });

  it("gives coordinates at least five decimals without inventing or dropping precision", () => {
    const geo = (latitude: number, longitude: number) =>
      (buildBusinessJsonLd({ ...business, geo: { latitude, longitude } }) as unknown as Record<string, unknown>).geo;
    expect(geo(51.6344, -0.7489)).toMatchObject({ latitude: "51.63440", longitude: "-0.74890" });
    expect(geo(51.634412, -0.7489)).toMatchObject({ latitude: "51.634412" });
  });

  it("refuses phone numbers that are not in E.164 form", () => {
    expect(() => buildBusinessJsonLd({ ...business, telephone: "01632 960000" })).toThrow(/E\.164/);
    expect(() =>
      buildBusinessJsonLd({ ...business, departments: [{ name: "X", telephone: "07700900000", path: "/x" }] }),
    ).toThrow(/E\.164/);
  });
});

describe("buildBreadcrumbJsonLd", () => {
  it("numbers the trail from 1 with absolute URLs", () => {
    expect(
      buildBreadcrumbJsonLd("https://www.example.com", [
        { name: "Home", path: "/" },
        { name: "About", path: "/about" },
      ]),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: "https://www.example.com/" },
        { "@type": "ListItem", position: 2, name: "About", item: "https://www.example.com/about" },
      ],
    });
  });
});

describe("buildWebManifest", () => {
  it("names the site and offers each icon for plain and masked use", () => {
    const manifest = buildWebManifest({
      name: "Acme Gardens",
      shortName: "Acme",
      description: "Gardens",
      themeColor: "#123456",
      backgroundColor: "#ffffff",
      icons: [{ src: "/icon-192.png", sizes: "192x192" }],
    });
    expect(manifest).toMatchObject({
      name: "Acme Gardens",
      short_name: "Acme",
      start_url: "/",
      theme_color: "#123456",
      background_color: "#ffffff",
    });
    expect(["browser", "standalone"]).toContain(manifest.display);
    expect(manifest.icons).toEqual([
      { src: "/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icon-192.png", sizes: "192x192", type: "image/png", purpose: "maskable" },
    ]);
  });
});
