// Direct client for BenchActivityFeed: the user and one feed page, together. Actors and
// repositories come embedded in the feed.

import { getUser, listActivityFeeds } from '../../src/forge/endpoints/index.js';
import type { ForgeSession } from '../../src/forge/session.js';
import { dateTime } from './shape.js';

export async function activityFeed(forge: ForgeSession, vars: { login: string; first: number }) {
  const [user, feed] = await Promise.all([
    getUser(forge, { username: vars.login }),
    listActivityFeeds(forge, { username: vars.login, page: 1, limit: vars.first }),
  ]);
  return {
    user: {
      login: user.data.login,
      fullName: user.data.full_name ?? null,
      activities: {
        totalCount: feed.paging.totalCount,
        nodes: feed.data.map((item) => ({
          opType: item.op_type,
          createdAt: dateTime(item.created),
          actUser: item.act_user ? { login: item.act_user.login } : null,
          repo: item.repo ? { fullName: item.repo.full_name } : null,
        })),
      },
    },
  };
}
