// Messages written for people. The forge's own text names Go functions and internal state
// ("GetUserByName: user redirect does not exist [name: nobody]"); callers get a sentence about what
// they asked for, in the spirit of GitHub's "Could not resolve to a Repository with the name 'x/y'.",
// and the forge's text stays available under `extensions.upstream.message`.

import type { ForgeError } from '../../forge/errors.js';

type Params = Readonly<Record<string, string | number>>;

/** What each path segment of a route names, as a noun a person would use. */
const NOUNS: Record<string, string> = {
  issues: 'Issue',
  pulls: 'PullRequest',
  releases: 'Release',
  labels: 'Label',
  milestones: 'Milestone',
  comments: 'Comment',
  hooks: 'Hook',
  branches: 'Branch',
  tags: 'Tag',
  commits: 'Commit',
  statuses: 'Commit',
  contents: 'file',
  'contents-ext': 'file',
  'file-contents': 'file',
  wiki: 'wiki page',
  revisions: 'wiki page',
  reviews: 'PullReview',
  times: 'tracked time',
  teams: 'Team',
  members: 'member',
  assets: 'Attachment',
  reactions: 'reaction',
  notifications: 'notification',
  threads: 'notification',
  trees: 'tree',
  compare: 'comparison',
  topics: 'topic',
  packages: 'Package',
  jobs: 'workflow job',
};

const repoName = (p: Params) => `${p.owner ?? p.template_owner}/${p.repo ?? p.template_repo}`;
const isRepoRoute = (route: string) => /\{(template_)?owner\}\/\{(template_)?repo\}/.test(route);

/** The forge's words that say the repository (not the thing in it) is missing. */
const REPO_MISSING = /repository|GetRepositoryByName|repo_redirect/i;
const USER_MISSING = /GetUserByName|user does not exist|user redirect|owner .* does not exist/i;

function notFound(route: string, params: Params, upstream: string): string {
  const path = route.split(' ')[1] ?? route;
  const segments = path.split('/').filter(Boolean);
  if (path === '/user')
    return 'Could not resolve the signed-in user: send credentials in the Authorization header.';
  if (params.org !== undefined && (path === '/orgs/{org}' || USER_MISSING.test(upstream))) {
    return `Could not resolve to an Organization with the login of '${params.org}'.`;
  }
  if (isRepoRoute(route)) {
    // A list under a repository (no key after its noun) is missing only when the repository is.
    const nounAt = segments.findLastIndex((segment, index) => index > 2 && NOUNS[segment] !== undefined);
    const key = nounAt > 0 ? segments[nounAt + 1] : undefined;
    const value = key?.startsWith('{') ? params[key.slice(1, -1)] : undefined;
    if (value === undefined || REPO_MISSING.test(upstream) || USER_MISSING.test(upstream)) {
      return `Could not resolve to a Repository with the name '${repoName(params)}'.`;
    }
    const noun = NOUNS[segments[nounAt] ?? ''] ?? 'object';
    return `Could not resolve to ${/^[AEIOUaeiou]/.test(noun) ? 'an' : 'a'} ${noun} '${value}' in the repository '${repoName(params)}'.`;
  }
  const owner = params.username ?? params.owner ?? params.user;
  if (owner !== undefined) return `Could not resolve to a User with the login of '${owner}'.`;
  return `Could not resolve to anything at ${path}.`;
}

/** The forge's sentence without Go function prefixes and bracketed internals, as a sentence. */
export function tidyUpstreamText(text: string): string {
  // Go's error predicates (`IsErrIssueNotExist`) stand for a sentence.
  const predicate = /^IsErr([A-Z][A-Za-z]*?)NotExist$/.exec(text.trim());
  if (predicate?.[1])
    return `the ${predicate[1].replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()} does not exist.`;
  const tidy = text
    .replace(/^(\[[A-Za-z0-9_.]+\]:\s*)/, '')
    .replace(/^([A-Z][A-Za-z]+:\s+)+/, '')
    .replace(/\s*\[[^\]]*\]\s*$/, '')
    .trim();
  if (!tidy) return '';
  return /[.!?]$/.test(tidy) ? tidy : `${tidy}.`;
}

/** A text that stands alone starts with a capital. */
const capitalized = (text: string) => (text ? `${text[0]?.toUpperCase()}${text.slice(1)}` : text);

/** The message a caller reads for a forge failure. */
export function messageFor(error: ForgeError): string {
  const params = error.params ?? {};
  const where = isRepoRoute(error.route) ? ` in the repository '${repoName(params)}'` : '';
  switch (error.kind) {
    case 'not-found': {
      if (error.status === null) return error.message;
      if (error.method === 'GET') return notFound(error.route, params, error.message);
      // A write names objects in its body too: say what the forge could not find, in its terms.
      const tidy = tidyUpstreamText(error.message);
      return `Could not find what this change refers to${where}${tidy ? `: ${tidy}` : '.'}`;
    }
    case 'unauthenticated':
      return 'The forge did not accept the credentials: send a valid token in the Authorization header.';
    case 'forbidden': {
      const tidy = tidyUpstreamText(error.message);
      return tidy ? `Not allowed${where}: ${tidy}` : `You do not have permission for this${where}.`;
    }
    case 'validation': {
      if (error.status === null) return error.message;
      const tidy = tidyUpstreamText(error.message);
      if (!tidy) return 'The forge refused the input.';
      return error.field ? `Invalid \`${error.field}\`: ${tidy}` : capitalized(tidy);
    }
    case 'conflict':
      return (
        capitalized(tidyUpstreamText(error.message)) || `That conflicts with what already exists${where}.`
      );
    case 'archived':
      return `The repository '${repoName(params)}' is archived, so it cannot be changed.`;
    case 'upstream':
      return error.status !== null && error.status >= 500
        ? `the forge failed (HTTP ${error.status})`
        : error.status === null
          ? error.message
          : `the forge answered HTTP ${error.status} unexpectedly`;
    default:
      return error.message;
  }
}
