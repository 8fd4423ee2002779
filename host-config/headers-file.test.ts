import { describe, expect, it } from "vitest";

import { type HeaderRule, headersForPath, parseHeaders, serializeHeaders } from "./headers-file.mjs";

const rules: HeaderRule[] = [
  { path: "/*", headers: { "X-Content-Type-Options": "nosniff" } },
  { path: "/assets/*", headers: { "Cache-Control": "public, max-age=31536000, immutable" } },
  { path: "/about", headers: { "Cache-Control": "public, max-age=0, must-revalidate" } },
];

describe("_headers file", () => {
  it("round-trips through serialize and parse", () => {
    expect(parseHeaders(serializeHeaders(rules))).toEqual(rules);
  });

  it("ignores comments and blank lines", () => {
    expect(parseHeaders("# note\n/x\n  A: b\n\n")).toEqual([{ path: "/x", headers: { A: "b" } }]);
  });

  it("applies every matching rule to a path", () => {
    expect(headersForPath(rules, "/assets/app-123.js")).toEqual({
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "public, max-age=31536000, immutable",
    });
    expect(headersForPath(rules, "/about")).toEqual({
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "public, max-age=0, must-revalidate",
    });
    expect(headersForPath(rules, "/about/team")).toEqual({ "X-Content-Type-Options": "nosniff" });
  });

  it("matches placeholders within one segment and treats dots literally", () => {
    const placeholder: HeaderRule[] = [
      { path: "/news/:slug", headers: { A: "1" } },
      { path: "/a.b", headers: { B: "2" } },
    ];
    expect(headersForPath(placeholder, "/news/x")).toEqual({ A: "1" });
    expect(headersForPath(placeholder, "/news/x/y")).toEqual({});
    expect(headersForPath(placeholder, "/aXb")).toEqual({});
  });

  it("joins values when two rules set the same header, as static hosts do", () => {
    const twice: HeaderRule[] = [
      { path: "/*", headers: { Link: "<a>" } },
      { path: "/x", headers: { link: "<b>" } },
    ];
    expect(headersForPath(twice, "/x")).toEqual({ Link: "<a>, <b>" });
  });
});
