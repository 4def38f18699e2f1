// Paging headers of list endpoints (services/context/api.go): `X-Total-Count` where the handler sets it, and a
// `Link` header whose `next`/`last` entries tell whether more pages exist.

export interface Paging {
  /** total number of items across all pages, when the forge said */
  totalCount: number | null;
  /** the page numbers named by the Link header's rel entries */
  links: Partial<Record<'next' | 'last' | 'first' | 'prev', number>>;
}

export function parseTotalCount(value: string | undefined): number | null {
  if (value === undefined || !/^\s*\d+\s*$/.test(value)) return null;
  const total = Number(value);
  return Number.isSafeInteger(total) ? total : null;
}

/** `<https://x/api/v1/...?page=2&limit=5>; rel="next",<...>; rel="last"` → { next: 2, last: ... } */
export function parseLink(value: string | undefined): Paging['links'] {
  const links: Paging['links'] = {};
  if (!value) return links;
  for (const part of value.split(/,(?=\s*<)/)) {
    const match = /<([^>]*)>\s*;\s*rel="?(next|last|first|prev)"?/.exec(part);
    if (!match) continue;
    const [, url = '', rel] = match;
    const page = /[?&]page=(\d+)/.exec(url)?.[1];
    if (page && rel) links[rel as keyof Paging['links']] = Number(page);
  }
  return links;
}

export function parsePaging(headers: Record<string, string | string[] | undefined>): Paging {
  const header = (name: string) => {
    const value = headers[name];
    return Array.isArray(value) ? value.join(',') : value;
  };
  return { totalCount: parseTotalCount(header('x-total-count')), links: parseLink(header('link')) };
}
