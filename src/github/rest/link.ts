// GitHub's `Link` paging header (https://docs.github.com/rest/using-the-rest-api/using-pagination-in-the-rest-api):
// the URL of the prev, next, last and first pages, each the request's own URL with its `page` changed.

export function linkHeader(url: URL, page: number, perPage: number, total: number): string | undefined {
  const last = Math.max(1, Math.ceil(total / perPage));
  const at = (n: number) => {
    const target = new URL(url);
    target.searchParams.set('page', String(n));
    return target.href;
  };
  const links: string[] = [];
  if (page > 1) links.push(`<${at(Math.min(page - 1, last))}>; rel="prev"`);
  if (page < last) links.push(`<${at(page + 1)}>; rel="next"`, `<${at(last)}>; rel="last"`);
  if (page > 1) links.push(`<${at(1)}>; rel="first"`);
  return links.length > 0 ? links.join(', ') : undefined;
}

/** `page` and `per_page` as GitHub reads them: 1 and 30 when absent, at most 100 a page. */
export function pageOf(query: URLSearchParams): { page: number; perPage: number } {
  const number = (name: string, fallback: number) => {
    const value = Number(query.get(name));
    return Number.isSafeInteger(value) && value > 0 ? value : fallback;
  };
  return { page: number('page', 1), perPage: Math.min(100, number('per_page', 30)) };
}
