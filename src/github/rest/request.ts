// What a REST route is handed: the path's parameters, the query, the JSON body, the caller's Accept
// header, and the forge session of this request (the same one a GraphQL request gets: shared cache,
// rate limit, call budget, call log).

import type { ForgeSession } from '../../forge/session.js';
import type { RestAnswer } from './answer.js';
import type { ApiLinks } from './shapes/links.js';

export interface RestRequest {
  params: Readonly<Record<string, string>>;
  query: URLSearchParams;
  body: unknown;
  accept: string;
  forge: ForgeSession;
  links: ApiLinks;
  /** the request's URL as the caller sent it (paging links keep its query) */
  url: URL;
}

export type RestRoute = (request: RestRequest) => Promise<RestAnswer>;

/** One row of the route table: `GET /repos/{owner}/{repo}`, its operation name (logs, metrics) and handler. */
export type RestRow = readonly [route: string, operation: string, handle: RestRoute];
