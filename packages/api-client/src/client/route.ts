import type { AnyCall, HttpMethod } from '../contract/define';

/**
 * What the client needs at run time to send one call: its method, path and how its one input splits
 * into path, query and body. The contract's schemas stay out of the browser (issue 19): the client is
 * built from the generated table of these (`routes.gen.ts`), its types from the contract's.
 */
export interface Route {
  readonly method: HttpMethod;
  /** Path below the base URL; `:name` marks a path parameter. */
  readonly path: string;
  /** `json` unless named. */
  readonly kind?: 'blob' | 'upload';
  /** Names of the path parameters. */
  readonly params?: readonly string[];
  /** Names of the query fields (an empty list: the call has a query without fields). */
  readonly query?: readonly string[];
  /** The call sends a JSON body. */
  readonly body?: true;
  /** The answer is a page (`rows`, `total`, `pageNum`). */
  readonly page?: true;
  /** Blob calls: MIME type of the answer and the file name when the answer names none. */
  readonly produces?: string;
  readonly fileName?: string;
  /** Blob calls: response headers the caller reads (lower case). */
  readonly headers?: readonly string[];
}

/** A group of routes mirroring a group of the contract. */
export interface RouteTree {
  readonly [key: string]: Route | RouteTree;
}

/** True when a node of a route tree is a route rather than a group. */
export function isRoute(node: Route | RouteTree): node is Route {
  return typeof node.method === 'string' && typeof node.path === 'string';
}

const keysOf = (schema: { properties: object } | undefined): string[] | undefined =>
  schema === undefined ? undefined : Object.keys(schema.properties);

/** The route of a call of the contract (what `routes.gen.ts` holds for it). */
export function routeOf(call: AnyCall): Route {
  const route: { -readonly [K in keyof Route]: Route[K] } = { method: call.method, path: call.path };
  if (call.kind !== 'json') route.kind = call.kind;
  const params = keysOf(call.params);
  if (params !== undefined && params.length > 0) route.params = params;
  const query = keysOf(call.query);
  if (query !== undefined) route.query = query;
  if (call.kind === 'json' && call.body !== undefined) route.body = true;
  if (call.kind !== 'blob') {
    const properties = (call.response as { properties?: Record<string, unknown> }).properties;
    if (properties !== undefined && 'rows' in properties) route.page = true;
  } else {
    route.produces = call.produces;
    route.fileName = call.fileName;
    const headers = keysOf(call.responseHeaders);
    if (headers !== undefined) route.headers = headers;
  }
  return route;
}
