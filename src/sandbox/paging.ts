// facts §0.4: page/limit clamping, X-Total-Count and the Link header exactly as Gitea builds them.

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

/** Headers for a paged list; `withLink` is false for endpoints that only count (ops 18, 20). */
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
