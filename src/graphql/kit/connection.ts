// Relay connections over the forge's page/limit paging. A window [offset, offset + size) is mapped
// onto the fewest upstream pages: the smallest page size that holds the whole window in one page
// when one exists (so `first: 5, after: <cursor of 5>` is `page=2&limit=5`), else consecutive
// pages of the largest size, fetched in parallel. Cursors are opaque offsets.

import type { Paging } from '../../forge/http/paging.js';
import type { GatewaySettings } from './context.js';
import { badInput } from './errors.js';
import { isCount } from './values.js';

export interface ConnectionArgs {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
}

export interface UpstreamPage<T> {
  items: T[];
  /** what the forge reported: checked where it is served (a bad count fails `totalCount` alone) */
  totalCount: unknown;
  paging?: Paging;
}

export type FetchPage<T> = (page: number, limit: number) => Promise<UpstreamPage<T>>;

export interface PageWindowOptions {
  /** the forge's largest page (Gitea's MAX_RESPONSE_ITEMS, 50 by default) */
  maxUpstreamPageSize?: number;
  /** a fixed upstream page size (wiki revision pages hold 50 and take no limit) */
  fixedPageSize?: number;
}

export interface ConnectionResult<T> {
  edges: { cursor: string; node: T }[];
  pageInfo: {
    hasNextPage: boolean;
    hasPreviousPage: boolean;
    startCursor: string | null;
    endCursor: string | null;
  };
  /** the forge's count as it sent it; `totalCount` checks it (values.ts checkedCount) */
  totalCount: unknown;
}

const CURSOR_PREFIX = 'offset:';
export const UPSTREAM_MAX_PAGE = 50;

export function encodeCursor(offset: number): string {
  return Buffer.from(`${CURSOR_PREFIX}${offset}`).toString('base64url');
}

export function decodeCursor(cursor: string, name: string): number {
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  const offset = Number(text.slice(CURSOR_PREFIX.length));
  if (!text.startsWith(CURSOR_PREFIX) || !Number.isSafeInteger(offset) || offset < 0) {
    throw badInput(`\`${name}\` is not a cursor this connection gave out`);
  }
  return offset;
}

/** Checks first/last against the configured cap before any upstream call. */
export function checkPageArgs(args: ConnectionArgs, settings: GatewaySettings): void {
  for (const name of ['first', 'last'] as const) {
    const value = args[name];
    if (value === null || value === undefined) continue;
    if (value < 0) throw badInput(`\`${name}\` must not be negative`);
    if (value > settings.maxPageSize) {
      throw badInput(`\`${name}\` may be at most ${settings.maxPageSize}, got ${value}`);
    }
  }
  if (args.first != null && args.last != null) throw badInput('give `first` or `last`, not both');
}

/** The pages that hold [offset, offset + size): one page when any size up to the cap fits it. */
export function planPages(offset: number, size: number, options: PageWindowOptions = {}) {
  const cap = options.fixedPageSize ?? options.maxUpstreamPageSize ?? UPSTREAM_MAX_PAGE;
  const last = offset + size - 1;
  if (!options.fixedPageSize) {
    for (let limit = Math.max(size, 1); limit <= cap; limit++) {
      if (Math.floor(offset / limit) === Math.floor(last / limit)) {
        return { limit, pages: [Math.floor(offset / limit) + 1] };
      }
    }
  }
  const pages: number[] = [];
  for (let page = Math.floor(offset / cap) + 1; page <= Math.floor(last / cap) + 1; page++) pages.push(page);
  return { limit: cap, pages };
}

async function fetchWindow<T>(
  offset: number,
  size: number,
  fetchPage: FetchPage<T>,
  options: PageWindowOptions,
) {
  const { limit, pages } = planPages(offset, size, options);
  const firstPage = pages[0] ?? 1;
  // A window over several forge pages reads its first page, then only the pages that exist: those
  // below the forge's total, or, without a total, all of them when the first came back full (one
  // more round trip, against calls for pages that cannot hold anything).
  const first = await fetchPage(firstPage, limit);
  const total = isCount(first.totalCount) ? first.totalCount : null;
  const more = total === null ? first.items.length >= limit : firstPage * limit < total;
  const rest = more ? pages.slice(1).filter((page) => total === null || (page - 1) * limit < total) : [];
  const results = [first, ...(await Promise.all(rest.map((page) => fetchPage(page, limit))))];
  const all = results.flatMap((result) => result.items);
  const start = offset - (firstPage - 1) * limit;
  const items = all.slice(start, start + size);
  const lastResult = results[results.length - 1];
  const reported = results.find((r) => r.totalCount != null)?.totalCount ?? null;
  // Without a total, a full last page or a Link `next` means more may follow.
  const moreUpstream =
    lastResult?.paging?.links.next !== undefined || (lastResult?.items.length ?? 0) >= limit;
  return { items, reported, moreUpstream };
}

/** Serves a Relay window of `size` items from the forge's pages. */
export async function resolvePagedConnection<T>(
  args: ConnectionArgs,
  settings: GatewaySettings,
  fetchPage: FetchPage<T>,
  options: PageWindowOptions = {},
): Promise<ConnectionResult<T>> {
  checkPageArgs(args, settings);
  const after = args.after ? decodeCursor(args.after, 'after') + 1 : 0;
  const before = args.before ? decodeCursor(args.before, 'before') : null;
  let offset = after;
  let size: number;
  let totalCount: number | null = null;
  let reported: unknown = null;

  if (args.last != null) {
    let end = before;
    if (end === null) {
      // `last` without `before` needs the total first: one small call to learn it.
      const probe = await fetchPage(1, 1);
      reported = probe.totalCount;
      totalCount = isCount(reported) ? reported : null;
      if (totalCount === null)
        throw badInput('`last` needs `before` here: the forge does not report a total');
      end = totalCount;
    }
    offset = Math.max(after, end - args.last);
    size = Math.max(0, end - offset);
  } else {
    size = args.first ?? settings.defaultPageSize;
    if (before !== null) size = Math.max(0, Math.min(size, before - offset));
  }

  if (size === 0) {
    return connectionOf([], offset, reported, {
      hasNext: totalCount === null ? false : offset < totalCount,
    });
  }
  const window = await fetchWindow(offset, size, fetchPage, options);
  if (window.reported != null) reported = window.reported;
  if (isCount(window.reported)) totalCount = window.reported;
  const end = offset + window.items.length;
  const hasNext =
    totalCount !== null ? end < totalCount : window.items.length === size && window.moreUpstream;
  return connectionOf(window.items, offset, reported, { hasNext });
}

/** A connection over a list the forge returns whole (a user's tracked times) or that is already in memory. */
export function resolveListConnection<T>(
  args: ConnectionArgs,
  settings: GatewaySettings,
  list: readonly T[],
): ConnectionResult<T> {
  checkPageArgs(args, settings);
  const after = args.after ? decodeCursor(args.after, 'after') + 1 : 0;
  const before = args.before ? Math.min(decodeCursor(args.before, 'before'), list.length) : list.length;
  let start = Math.min(after, before);
  let end = before;
  if (args.first != null) end = Math.min(end, start + args.first);
  else if (args.last != null) start = Math.max(start, end - args.last);
  else end = Math.min(end, start + settings.defaultPageSize);
  return connectionOf(list.slice(start, end), start, list.length, { hasNext: end < list.length });
}

function connectionOf<T>(
  items: readonly T[],
  offset: number,
  totalCount: unknown,
  flags: { hasNext: boolean },
): ConnectionResult<T> {
  const edges = items.map((node, index) => ({ cursor: encodeCursor(offset + index), node }));
  return {
    edges,
    totalCount,
    pageInfo: {
      hasNextPage: flags.hasNext,
      hasPreviousPage: offset > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges[edges.length - 1]?.cursor ?? null,
    },
  };
}

/** The Relay arguments out of a field's argument object (resolver or lookahead). */
export function connectionArgsOf(args: Record<string, unknown>): ConnectionArgs {
  return {
    first: args.first as number | null | undefined,
    after: args.after as string | null | undefined,
    last: args.last as number | null | undefined,
    before: args.before as string | null | undefined,
  };
}
