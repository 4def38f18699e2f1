// A forge account as GitHub's REST API shapes a user (GET /user, the `user` and `owner` of other answers).

import type { User } from '../../../forge/types/index.js';
import { type ApiLinks, dateOrNull, userUrl } from './links.js';

export function githubUser(links: ApiLinks, user: User) {
  const url = userUrl(links, user.login);
  return {
    login: user.login,
    id: user.id,
    avatar_url: user.avatar_url ?? '',
    gravatar_id: '',
    url,
    html_url: user.html_url ?? '',
    followers_url: `${url}/followers`,
    following_url: `${url}/following{/other_user}`,
    repos_url: `${url}/repos`,
    organizations_url: `${url}/orgs`,
    // the forge's user struct says nothing of an organization among the owners it sends
    type: 'User',
    site_admin: user.is_admin,
    name: user.full_name || null,
    company: null,
    blog: user.website,
    location: user.location || null,
    email: user.email || null,
    bio: user.description || null,
    followers: user.followers_count ?? 0,
    following: user.following_count ?? 0,
    created_at: dateOrNull(user.created),
  };
}

/** A user, or null where the forge sent none (a deleted account, an unset assignee). */
export const githubUserOrNull = (links: ApiLinks, user: User | null | undefined) =>
  user ? githubUser(links, user) : null;
