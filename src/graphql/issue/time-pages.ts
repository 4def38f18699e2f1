// Every entry of a tracked-time list: Gitea has neither a route for one entry nor a sum, so both read the
// whole list in pages of 50 (the first page tells the total; further pages, if any, in parallel).

import type { ForgeResponse } from '../../forge/session.js';
import type { TrackedTime } from '../../forge/types/index.js';
import { UPSTREAM_MAX_PAGE } from '../kit/connection.js';
import { expectList } from '../kit/paged-field.js';

export type TimePage = (page: { page: number; limit: number }) => Promise<ForgeResponse<unknown>>;

/** ceil(total / 50) calls: one, then the rest at once */
export async function everyTrackedTime(route: string, fetch: TimePage): Promise<TrackedTime[]> {
  const page = async (n: number) => {
    const response = await fetch({ page: n, limit: UPSTREAM_MAX_PAGE });
    return { items: expectList<TrackedTime>(response.data, route), total: response.paging.totalCount };
  };
  const first = await page(1);
  const pages = Math.ceil((first.total ?? 0) / UPSTREAM_MAX_PAGE);
  if (pages <= 1) return first.items;
  const rest = await Promise.all(Array.from({ length: pages - 1 }, (_, i) => page(i + 2)));
  return [...first.items, ...rest.flatMap((r) => r.items)];
}

/** the seconds of every entry; a value that is not a whole number is the forge's fault */
export const totalSeconds = (times: readonly TrackedTime[]): number =>
  times.reduce((sum, time) => sum + (Number.isSafeInteger(time.time) ? time.time : 0), 0);
