// GitHub's issue search syntax (`bug is:open repo:alice/hello label:docs`) as the forge's filters. The
// forge searches one repository's issues (GET /repos/{owner}/{repo}/issues), or every repository the
// caller may read (GET /repos/issues/search), where the people filters name the caller only (@me).
// A qualifier the forge cannot filter by is refused, never ignored: the answer would claim a filter
// it did not apply.

export interface IssueFilters {
  repo?: { owner: string; repo: string };
  kind: 'issues' | 'pulls' | 'both';
  state: 'open' | 'closed' | 'all';
  labels: string[];
  text: string;
  /** an owner's repositories (user:, org:) */
  owner?: string;
  /** by login, within a repository */
  createdBy?: string;
  assignedBy?: string;
  mentionedBy?: string;
  /** the caller's own, across repositories */
  created?: boolean;
  assigned?: boolean;
  mentioned?: boolean;
  reviewRequested?: boolean;
  reviewed?: boolean;
}

/** `a "b c" label:"good first issue"` → words, each qualifier's quotes taken off. */
function words(q: string): string[] {
  return (q.match(/(?:[^\s"]+|"[^"]*")+/g) ?? []).map((word) => word.replaceAll('"', ''));
}

const PEOPLE = {
  author: ['createdBy', 'created'],
  assignee: ['assignedBy', 'assigned'],
  mentions: ['mentionedBy', 'mentioned'],
} as const;

/** The filters `q` asks for, or why the forge cannot search so. */
export function issueFilters(q: string): IssueFilters | { refused: string } {
  const filters: IssueFilters = { kind: 'both', state: 'all', labels: [], text: '' };
  const text: string[] = [];
  const people: [keyof typeof PEOPLE, string][] = [];
  for (const word of words(q)) {
    const colon = word.indexOf(':');
    const qualifier = colon > 0 ? word.slice(0, colon).toLowerCase() : '';
    const value = word.slice(colon + 1);
    if (!qualifier || !value) {
      text.push(word);
      continue;
    }
    if ((qualifier === 'type' || qualifier === 'is') && (value === 'issue' || value === 'pr')) {
      filters.kind = value === 'issue' ? 'issues' : 'pulls';
    } else if ((qualifier === 'state' || qualifier === 'is') && (value === 'open' || value === 'closed')) {
      filters.state = value;
    } else if (qualifier === 'label') filters.labels.push(value);
    else if (qualifier === 'repo' && /^[^/]+\/[^/]+$/.test(value)) {
      const [owner = '', repo = ''] = value.split('/');
      filters.repo = { owner, repo };
    } else if (qualifier === 'user' || qualifier === 'org') filters.owner = value;
    else if (qualifier in PEOPLE) people.push([qualifier as keyof typeof PEOPLE, value]);
    else if (qualifier === 'review-requested' && value === '@me') filters.reviewRequested = true;
    else if (qualifier === 'reviewed-by' && value === '@me') filters.reviewed = true;
    // the forge matches the words in titles, bodies and comments alike
    else if (qualifier === 'in') continue;
    else return { refused: `the forge cannot search by ${qualifier}:${value}` };
  }
  filters.text = text.join(' ');
  for (const [qualifier, login] of people) {
    const [byLogin, mine] = PEOPLE[qualifier];
    if (filters.repo) filters[byLogin] = login;
    else if (login === '@me') filters[mine] = true;
    else
      return {
        refused: `${qualifier}:${login} needs repo:<owner>/<name> (the forge filters people by login within one repository)`,
      };
  }
  if (filters.repo && (filters.reviewRequested || filters.reviewed || filters.owner))
    return { refused: 'repo: does not go with user:, org:, review-requested: or reviewed-by:' };
  return filters;
}
