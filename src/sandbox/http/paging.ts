// page/limit clamping, X-Total-Count and the Link header exactly as Gitea builds them
// (routers/api/v1/utils/page.go, services/context/api.go).
import type { Reply } from './errors.js';

export const DEFAULT_PAGING_NUM = 30;
export const MAX_RESPONSE_ITEMS = 50;

export interface ListOptions {
  page: number;
  limit: number;
}

/** Go's ctx.FormInt: strconv.Atoi, anything unparsable is 0. */
export function formInt(value: string | null): number {
  if (value === null || !/^[+-]?\d+$/.test(value.trim())) return 0;
  return Number.parseInt(value.trim(), 10);
}

export function listOptions(query: URLSearchParams): ListOptions {
  const page = formInt(query.get('page'));
  const limit = formInt(query.get('limit'));
  return {
    page: page <= 0 ? 1 : page,
    limit: limit <= 0 ? DEFAULT_PAGING_NUM : Math.min(limit, MAX_RESPONSE_ITEMS),
  };
}

export function pageOf<T>(items: readonly T[], { page, limit }: ListOptions): T[] {
  return items.slice((page - 1) * limit, page * limit);
}

/** Go's url.QueryEscape: only A-Z a-z 0-9 - _ . ~ stay, space becomes `+`. */
export function queryEscape(value: string): string {
  return encodeURIComponent(value)
    .replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+');
}

/** Go's url.Values.Encode: keys sorted, values of one key in their original order. */
function encodeSorted(query: URLSearchParams): string {
  const keys = [...new Set(query.keys())].sort();
  const parts: string[] = [];
  for (const key of keys) {
    for (const value of query.getAll(key)) parts.push(`${queryEscape(key)}=${queryEscape(value)}`);
  }
  return parts.join('&');
}

/**
 * Gitea's genAPILinks: next, last, first, prev; `page` past the end is clamped to the last page first.
 * `pathWithApi` is the request path including `/api/v1`.
 */
export function linkHeader(
  origin: string,
  pathWithApi: string,
  query: URLSearchParams,
  total: number,
  limit: number,
): string | undefined {
  const totalPages = total === 0 ? 1 : Math.ceil(total / limit);
  const requested = formInt(query.get('page'));
  const current = Math.min(requested <= 0 ? 1 : requested, totalPages);
  const link = (page: number, rel: string) => {
    const q = new URLSearchParams(query);
    q.set('page', String(page));
    return `<${origin}${pathWithApi}?${encodeSorted(q)}>; rel="${rel}"`;
  };
  const links: string[] = [];
  const hasNext = total > current * limit;
  if (hasNext) links.push(link(current + 1, 'next'), link(totalPages, 'last'));
  if (current > 1) links.push(link(1, 'first'), link(current - 1, 'prev'));
  return links.length > 0 ? links.join(',') : undefined;
}

/** Headers for a paged list; `withLink` is false for endpoints that only count (wiki revisions, activity feeds). */
export function pagingHeaders(
  origin: string,
  pathWithApi: string,
  query: URLSearchParams,
  total: number,
  limit: number,
  withLink = true,
): Record<string, string> {
  const headers: Record<string, string> = { 'X-Total-Count': String(total) };
  const link = withLink ? linkHeader(origin, pathWithApi, query, total, limit) : undefined;
  if (link) headers.Link = link;
  headers['Access-Control-Expose-Headers'] = link ? 'Link, X-Total-Count' : 'X-Total-Count';
  return headers;
}

/** ctx.SetTotalCountHeader alone: for lists Gitea does not page, or pages by hand */
export function totalCountHeaders(total: number): Record<string, string> {
  return { 'X-Total-Count': String(total), 'Access-Control-Expose-Headers': 'X-Total-Count' };
}

/** What the headers of a list are built from: the request's origin, path below /api/v1 and query. */
export interface ListRequest {
  origin: string;
  path: string;
  query: URLSearchParams;
}

/** ctx.SetLinkHeader(total, limit) then ctx.SetTotalCountHeader(total); `link` false for handlers that only count */
export function listHeaders(
  req: ListRequest,
  total: number,
  limit: number,
  link = true,
): Record<string, string> {
  return pagingHeaders(req.origin, `/api/v1${req.path}`, req.query, total, limit, link);
}

export interface PagedReplyOptions {
  /** false where Gitea's handler calls SetTotalCountHeader only */
  link?: boolean;
  /** the count Gitea reports when it is not the number of rows (a counter column, say) */
  total?: number;
}

/** The common list answer: 200, one page of `rows` as JSON, X-Total-Count and (by default) Link. */
export function pagedReply<T>(
  req: ListRequest,
  rows: readonly T[],
  toJson: (row: T) => unknown,
  { link = true, total = rows.length }: PagedReplyOptions = {},
): Reply {
  const opts = listOptions(req.query);
  return {
    status: 200,
    json: pageOf(rows, opts).map(toJson),
    headers: listHeaders(req, total, opts.limit, link),
  };
}
