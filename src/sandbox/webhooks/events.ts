// Gitea's hook event types (modules/webhook/type.go): the type a hook subscribes to, the `X-Gitea-Event`
// name it is delivered under (HookEventType.Event()), and the branch filter of push-like events.

export type HookEventType =
  | 'create'
  | 'delete'
  | 'fork'
  | 'push'
  | 'issues'
  | 'issue_assign'
  | 'issue_label'
  | 'issue_milestone'
  | 'issue_comment'
  | 'pull_request'
  | 'pull_request_assign'
  | 'pull_request_label'
  | 'pull_request_milestone'
  | 'pull_request_comment'
  | 'pull_request_review_approved'
  | 'pull_request_review_rejected'
  | 'pull_request_review_comment'
  | 'pull_request_sync'
  | 'pull_request_review_request'
  | 'wiki'
  | 'repository'
  | 'release';

/** HookEventType.Event(): the family name sent as `X-Gitea-Event` (the type itself is `X-Gitea-Event-Type`). */
export function eventHeaderOf(type: HookEventType): string {
  switch (type) {
    case 'issue_assign':
    case 'issue_label':
    case 'issue_milestone':
      return 'issues';
    case 'pull_request_assign':
    case 'pull_request_label':
    case 'pull_request_milestone':
    case 'pull_request_sync':
    case 'pull_request_review_request':
      return 'pull_request';
    case 'pull_request_comment':
      return 'issue_comment';
    case 'pull_request_review_approved':
      return 'pull_request_approved';
    case 'pull_request_review_rejected':
      return 'pull_request_rejected';
    case 'pull_request_review_comment':
      return 'pull_request_comment';
    default:
      return type;
  }
}

/** Events whose delivery Gitea filters by the hook's branch filter (webhook.checkBranch). */
const BRANCH_FILTERED = new Set<HookEventType>(['push', 'create', 'delete']);

function escapeRegExp(text: string): string {
  return text.replace(/[.+^$()|\\/]/g, '\\$&');
}

/** gobwas/glob as Gitea compiles it (no separators): `*`, `?`, `{a,b}` and `[...]`. */
export function globToRegExp(pattern: string): RegExp {
  let out = '';
  let inBraces = false;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i] as string;
    if (c === '*') out += '.*';
    else if (c === '?') out += '.';
    else if (c === '{') {
      inBraces = true;
      out += '(?:';
    } else if (c === '}' && inBraces) {
      inBraces = false;
      out += ')';
    } else if (c === ',' && inBraces) out += '|';
    else if (c === '[') {
      const end = pattern.indexOf(']', i);
      if (end < 0) out += '\\[';
      else {
        out += `[${pattern.slice(i + 1, end).replace(/^!/, '^')}]`;
        i = end;
      }
    } else out += escapeRegExp(c);
  }
  return new RegExp(`^${out}$`);
}

/** Gitea's checkBranch: an empty filter or `*` matches every branch; tags are never filtered. */
export function passesBranchFilter(filter: string, type: HookEventType, ref: string | undefined): boolean {
  if (!BRANCH_FILTERED.has(type) || filter === '' || filter === '*' || ref === undefined) return true;
  if (!ref.startsWith('refs/heads/') && ref.includes('/')) return true;
  const branch = ref.replace(/^refs\/heads\//, '');
  return globToRegExp(filter).test(branch);
}
