// GitHub's issue search syntax, parsed: the qualifiers this face translates to the forge's issue
// search (GET /repos/issues/search) and issue list (GET /repos/{owner}/{repo}/issues) routes, and
// the free text. A qualifier it cannot translate is refused by name rather than ignored.

import { unprocessable } from './errors.js';

export interface IssueSearch {
  type?: 'issues' | 'pulls';
  state?: 'open' | 'closed';
  merged?: boolean;
  labels: string[];
  repo?: { owner: string; repo: string };
  org?: string;
  author?: string;
  assignee?: string;
  mentions?: string;
  reviewRequested?: string;
  text: string;
}

/** `key:value` or `key:"quoted value"`, or a free word or quoted phrase. */
const TOKEN = /(-?)([a-zA-Z-]+):("([^"]*)"|\S+)|"([^"]*)"|(\S+)/g;

export function parseIssueSearch(query: string): IssueSearch {
  const search: IssueSearch = { labels: [], text: '' };
  const words: string[] = [];
  for (const match of query.matchAll(TOKEN)) {
    const [, negated, key, raw, quoted, phrase, word] = match;
    if (!key) {
      words.push(phrase ?? word ?? '');
      continue;
    }
    const value = quoted ?? raw ?? '';
    if (negated) throw unprocessable(`The forge's search cannot exclude with -${key}:`);
    applyQualifier(search, key.toLowerCase(), value);
  }
  search.text = words.join(' ').trim();
  return search;
}

function applyQualifier(search: IssueSearch, key: string, value: string): void {
  const lower = value.toLowerCase();
  switch (key) {
    case 'is':
    case 'type':
      if (lower === 'pr' || lower === 'pull-request') search.type = 'pulls';
      else if (lower === 'issue') search.type = 'issues';
      else if (lower === 'open' || lower === 'closed') search.state = lower;
      else if (lower === 'merged') {
        search.type = 'pulls';
        search.state = 'closed';
        search.merged = true;
      } else if (lower === 'unmerged') {
        search.type = 'pulls';
        search.merged = false;
      } else throw unprocessable(`The forge's search cannot filter by ${key}:${value}`);
      return;
    case 'state':
      if (lower !== 'open' && lower !== 'closed') throw unprocessable(`Unknown state:${value}`);
      search.state = lower;
      return;
    case 'label':
      search.labels.push(...value.split(','));
      return;
    case 'repo': {
      const [owner = '', repo = ''] = value.split('/');
      search.repo = { owner, repo };
      return;
    }
    case 'org':
    case 'user':
      search.org = value;
      return;
    case 'author':
      search.author = value;
      return;
    case 'assignee':
      search.assignee = value;
      return;
    case 'mentions':
      search.mentions = value;
      return;
    case 'review-requested':
      search.reviewRequested = value;
      return;
    case 'in':
    case 'sort':
    case 'archived':
      // where the text is searched, the order and archived repositories: the forge decides these
      return;
    default:
      throw unprocessable(`The forge's search cannot filter by ${key}:`);
  }
}
