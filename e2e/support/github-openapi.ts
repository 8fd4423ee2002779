/**
 * Checks requests meant for GitHub's REST API (and the stand-in's own answers) against GitHub's
 * published OpenAPI description, so a test that passes against the stand-in sends only what
 * GitHub documents. The 13 MB description is read on first use, and only the operations a test
 * reaches get their schemas compiled (docs/decisions/112-jobs-published-in-one-commit.md).
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

import { Ajv, type ValidateFunction } from "ajv";

type Schema = Record<string, unknown>;
type Parameter = { name: string; in: string; required?: boolean; schema?: Schema; "x-multi-segment"?: boolean };
type Operation = {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
};
type Description = {
  paths: Record<string, Record<string, Operation>>;
  components: Record<string, Record<string, unknown>>;
};

/** A documented operation a request was matched to, with its decoded path parameters. */
export type MatchedOperation = { operationId: string; template: string; pathParams: Record<string, string> };
export type RequestCheck = { operation?: MatchedOperation; problems: string[] };

type Route = { template: string; pattern: RegExp; names: string[]; literalLength: number; operation: Operation };

let description: Description | undefined;
const routesByMethod = new Map<string, Route[]>();
const validators = new Map<string, ValidateFunction>();
// OpenAPI 3.0 schemas: `nullable` is understood by Ajv; `format`, `example`, `discriminator` and
// the `x-` extensions are documentation here, not constraints GitHub states for requests.
const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
// Path and query values arrive as text: "per_page=30" is the integer 30.
const ajvForParams = new Ajv({ strict: false, allErrors: true, validateFormats: false, coerceTypes: true });

function githubDescription(): Description {
  const require = createRequire(import.meta.url);
  const file = require.resolve("@octokit/openapi/generated/api.github.com.json");
  description ??= JSON.parse(readFileSync(file, "utf8")) as Description;
  return description;
}

/** Replaces `$ref`s with what they point at; GitHub's request schemas hold no cycles. */
function resolved<T>(node: T, trail: string[] = []): T {
  if (Array.isArray(node)) return node.map((item) => resolved(item, trail)) as T;
  if (!node || typeof node !== "object") return node;
  const ref = (node as { $ref?: unknown }).$ref;
  if (typeof ref === "string") {
    if (trail.includes(ref)) throw new Error(`github-openapi: ${ref} refers to itself`);
    const [, , group = "", name = ""] = ref.split("/");
    return resolved(githubDescription().components[group]?.[name] as T, [...trail, ref]);
  }
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, resolved(value, trail)])) as T;
}

function routeFor(template: string, operation: Operation): Route {
  const parameters = resolved(operation.parameters ?? []);
  const names: string[] = [];
  const source = template.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{(\w+)\}/g, (_, name: string) => {
    names.push(name);
    const multiSegment = parameters.find((parameter) => parameter.name === name)?.["x-multi-segment"];
    return multiSegment ? "(.+)" : "([^/]+)";
  });
  const literalLength = template.replace(/\{\w+\}/g, "").length;
  return { template, pattern: new RegExp(`^${source}$`), names, literalLength, operation };
}

function routes(method: string): Route[] {
  const known = routesByMethod.get(method);
  if (known) return known;
  const found = Object.entries(githubDescription().paths)
    .filter(([, item]) => item[method])
    .map(([template, item]) => routeFor(template, item[method]!))
    // The most literal template wins: `/git/refs/{ref}` before `/git/{anything}`.
    .sort((a, b) => b.literalLength - a.literalLength);
  routesByMethod.set(method, found);
  return found;
}

function compiled(key: string, build: () => Schema, compiler: Ajv = ajv): ValidateFunction {
  let validate = validators.get(key);
  if (!validate) {
    validate = compiler.compile(build());
    validators.set(key, validate);
  }
  return validate;
}

function reasons(validate: ValidateFunction, where: string): string[] {
  return (validate.errors ?? []).map(
    (error) => `${where}${error.instancePath || ""} ${error.message ?? "is invalid"}${describeParams(error.params)}`,
  );
}

function describeParams(params: Record<string, unknown>): string {
  const detail = params.additionalProperty ?? params.allowedValues;
  return detail === undefined ? "" : ` (${JSON.stringify(detail)})`;
}

function parameterProblems(route: Route, values: Record<string, string>, query: URLSearchParams): string[] {
  const parameters = resolved(route.operation.parameters ?? []);
  const problems = [...query.keys()]
    .filter((key) => !parameters.some((parameter) => parameter.in === "query" && parameter.name === key))
    .map((key) => `query parameter "${key}" is not documented for ${route.operation.operationId}`);
  const inUrl = parameters.filter((parameter) => parameter.in === "path" || parameter.in === "query");
  const validate = compiled(
    `${route.operation.operationId} parameters`,
    () => ({
      type: "object",
      properties: Object.fromEntries(inUrl.map((parameter) => [parameter.name, parameter.schema ?? {}])),
      required: inUrl.filter((parameter) => parameter.required).map((parameter) => parameter.name),
    }),
    ajvForParams,
  );
  const given = { ...Object.fromEntries(query.entries()), ...values };
  return validate(given) ? problems : [...problems, ...reasons(validate, "parameters")];
}

function bodyProblems(operation: Operation, body: string | null | undefined): string[] {
  const schema = operation.requestBody?.content?.["application/json"]?.schema;
  if (!schema) return body ? [`${operation.operationId} takes no request body`] : [];
  if (!body) return operation.requestBody?.required ? [`${operation.operationId} needs a JSON body`] : [];
  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch {
    return ["the body is not JSON"];
  }
  const validate = compiled(`${operation.operationId} body`, () => resolved(schema));
  return validate(data) ? [] : reasons(validate, "body");
}

/** Matches the request to a documented operation and lists everything GitHub would not accept. */
export function checkRequest(method: string, url: string, body?: string | null): RequestCheck {
  const { pathname, searchParams } = new URL(url);
  for (const route of routes(method.toLowerCase())) {
    const match = route.pattern.exec(pathname);
    if (!match) continue;
    const pathParams = Object.fromEntries(route.names.map((name, i) => [name, decodeURIComponent(match[i + 1]!)]));
    const problems = [...parameterProblems(route, pathParams, searchParams), ...bodyProblems(route.operation, body)];
    return { operation: { operationId: route.operation.operationId, template: route.template, pathParams }, problems };
  }
  return {
    problems: [`${method.toUpperCase()} ${pathname} matches no path GitHub documents for ${method.toUpperCase()}`],
  };
}

/**
 * What is wrong with an answer, judged by the schema GitHub documents for that status. GitHub
 * answers 401 and 404 to any operation, documented there or not: those are not judged.
 */
export function checkResponse(method: string, template: string, status: number, body: unknown): string[] {
  const operation = githubDescription().paths[template]?.[method.toLowerCase()];
  if (!operation) return [`${method} ${template} is not documented`];
  const answer = resolved(operation.responses?.[String(status)]);
  if (!answer) return [];
  const schema = answer.content?.["application/json"]?.schema;
  if (!schema) return [];
  // GitHub describes some error bodies as oneOf two schemas that every error fits (a 409 from
  // the contents API is a basic error and a rule violation alike): one of them is enough.
  const oneOf = (schema as { oneOf?: unknown }).oneOf;
  const validate = compiled(`${operation.operationId} ${status}`, () => (oneOf ? { anyOf: oneOf } : schema));
  return validate(body) ? [] : reasons(validate, `${status} answer`);
}
