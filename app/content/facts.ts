/**
 * The second stage of the content check: fills in each text's placeholders from the business
 * details and figures, turns page links into paths, and collects every use of a picture.
 */
import { type Path, type Problem, problem } from "./problem-line.ts";
import { factPlaceholder } from "./schema/blocks.ts";
import type { Business } from "./schema/business.ts";
import { claimFormats, type Claims } from "./schema/claims.ts";
import { ImageRef, isTextTemplate, PageLink, textTemplate } from "./schema/refs.ts";

/** Every use of a picture, with where it is written. */
export type ImageUse = { ref: ImageRef; file: string; keys: Path };

export type Facts = { business?: Business; claims?: Claims };

const firstName = (name: string) => name.split(" ")[0] ?? name;

function joinList(items: readonly string[], separator: "and" | "commas") {
  if (separator === "commas" || items.length < 2) return items.join(", ");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/** The value a fact placeholder stands for, or why there is none. */
function lookupFact(name: string, facts: Facts): { value: string } | { problem: string } {
  const [scope, ...keys] = name.split(".");
  if (scope === "claims") {
    if (!facts.claims) return { value: "" };
    let value: unknown = facts.claims;
    for (const key of keys) value = (value as Record<string, unknown> | undefined)?.[key];
    if (typeof value === "number") return { value: (claimFormats[keys.join(".")] ?? String)(value) };
    const known = Object.entries(facts.claims).flatMap(([key, claim]) =>
      typeof claim === "number" ? [key] : Object.keys(claim).map((part) => `${key}.${part}`),
    );
    const near = known.find((key) => key.toLowerCase() === keys.join(".").toLowerCase());
    return {
      problem: `{${name}} is not a figure in content/claims.yml (${near ? `did you mean {claims.${near}}?` : `figures: ${known.join(", ")}`})`,
    };
  }
  if (scope === "team") {
    if (!facts.business) return { value: "" };
    const [key, ...fields] = keys;
    const member = facts.business.team.find((person) => person.key === key);
    if (!member)
      return {
        problem: `{${name}}: no team member has the key ${key} in content/business.yml (keys: ${facts.business.team.map((person) => person.key).join(", ")})`,
      };
    const values: Record<string, string | undefined> = {
      name: member.name,
      firstName: firstName(member.name),
      role: member.role,
      "relation.is": member.relation?.is,
      "relation.theyAre": member.relation?.theyAre,
      "relation.calls": member.relation?.calls,
    };
    const value = values[fields.join(".")];
    if (value !== undefined) return { value };
    return {
      problem: `{${name}} is not a team fact: use name, firstName, role${member.relation ? ", relation.is, relation.theyAre or relation.calls" : " (and relation.* once the member has a relation)"}`,
    };
  }
  if (scope === "business") {
    if (!facts.business) return { value: "" };
    const list = keys.at(-1) === "commas" ? "commas" : "and";
    const walk = list === "commas" ? keys.slice(0, -1) : keys;
    let value: unknown = facts.business;
    for (const key of walk) value = (value as Record<string, unknown> | undefined)?.[key];
    if (typeof value === "string" || typeof value === "number") return { value: String(value) };
    if (Array.isArray(value) && value.every((item) => typeof item === "string"))
      return { value: joinList(value, list) };
    if (value && typeof value === "object" && "display" in value && "e164" in value)
      return { value: String(value.display) };
    if (value && typeof value === "object")
      return {
        problem: `{${name}} is a group of facts, not one: name one of them, e.g. {${name}.${Object.keys(value)[0]}}`,
      };
    return { problem: `{${name}} is not a fact in content/business.yml` };
  }
  return {
    problem: `{${name}} is not a placeholder: facts are written {business...}, {claims...} or {team.<key>...}`,
  };
}

/** Fills in the facts of one text; names of things with digits in them are written {name:MOT Type 1}. */
export function fillFacts(text: string, facts: Facts, report: (message: string) => void, depth = 0): string {
  const filled = text.replace(factPlaceholder, (match, name: string) => {
    const fact = lookupFact(name, facts);
    if ("problem" in fact) {
      report(fact.problem);
      return match;
    }
    // A fact may itself be written with facts (the tagline names the founding year).
    return depth < 3 ? fillFacts(fact.value, facts, report, depth + 1) : fact.value;
  });
  return filled.replace(/\{name:([^{}]+)\}/g, "$1");
}

/** What resolving one file reads (its name, the facts, the pages) and what it collects (problems, picture uses). */
export type ResolveContext = {
  file: string;
  facts: Facts;
  problems: Problem[];
  images: ImageUse[];
  pagePaths: Map<string, string>;
};

/** A validated file with its placeholders filled in and page links as paths; pictures are collected, not changed. */
export function resolve(value: unknown, keys: Path, context: ResolveContext): unknown {
  const report = (message: string) => context.problems.push(problem(context.file, keys, message));
  if (typeof value === "string") return fillFacts(value, context.facts, report);
  if (isTextTemplate(value)) return textTemplate(fillFacts(value.source, context.facts, report), value.params);
  if (value instanceof PageLink) {
    const pagePath = context.pagePaths.get(value.id);
    if (pagePath === undefined)
      report(`${JSON.stringify(value.id)} is not a page: use one of ${[...context.pagePaths.keys()].join(", ")}`);
    return pagePath ?? "/";
  }
  if (value instanceof ImageRef) {
    // A picture slot reports its src or reuse field, as written in the file.
    context.images.push({
      ref: value,
      file: context.file,
      keys: value.field ? [...keys.slice(0, -1), value.field] : keys,
    });
    return value;
  }
  if (Array.isArray(value)) return value.map((item, index) => resolve(item, [...keys, index], context));
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, resolve(item, [...keys, key], context)]),
    );
  return value;
}

/** A placeholder the copy may use, and what it reads now. */
export type Placeholder = { name: string; value: string };

/**
 * Every placeholder the copy may use with the facts as they are, and what each reads: each
 * business detail that is one value (a list of words reads joined), each figure, each team
 * member's facts. What `fillFacts` accepts, listed for the owner.
 */
export function placeholders(facts: Facts): { business: Placeholder[]; claims: Placeholder[]; team: Placeholder[] } {
  const found = { business: [] as Placeholder[], claims: [] as Placeholder[], team: [] as Placeholder[] };
  const read = (name: string) => {
    const fact = lookupFact(name, facts);
    return "value" in fact ? fillFacts(fact.value, facts, () => undefined) : undefined;
  };
  const add = (list: Placeholder[], name: string) => {
    const value = read(name);
    if (value) list.push({ name: `{${name}}`, value });
  };
  const walk = (value: unknown, keys: string[]) => {
    if (keys[0] === "team") return;
    const name = ["business", ...keys].join(".");
    if (typeof value === "string" || typeof value === "number") add(found.business, name);
    else if (Array.isArray(value)) {
      if (value.every((item) => typeof item === "string")) {
        add(found.business, name);
        add(found.business, `${name}.commas`);
      }
    } else if (value && typeof value === "object") {
      if ("display" in value && "e164" in value) add(found.business, name);
      else for (const [key, item] of Object.entries(value)) walk(item, [...keys, key]);
    }
  };
  if (facts.business) walk(facts.business, []);
  for (const [key, claim] of Object.entries(facts.claims ?? {})) {
    if (typeof claim === "number") add(found.claims, `claims.${key}`);
    else for (const part of Object.keys(claim)) add(found.claims, `claims.${key}.${part}`);
  }
  for (const member of facts.business?.team ?? [])
    for (const field of ["name", "firstName", "role", "relation.is", "relation.theyAre", "relation.calls"])
      if (!field.startsWith("relation.") || member.relation) add(found.team, `team.${member.key}.${field}`);
  return found;
}
