// GitHub's issue search syntax as the forge's filters (src/github/rest/search-query.ts).

import { describe, expect, it } from 'vitest';
import { issueFilters } from '../../src/github/rest/search-query.js';

describe('an issue search query', () => {
  it('searches every state and kind when it names none, as GitHub does', () => {
    expect(issueFilters('greeting name')).toEqual({
      kind: 'both',
      state: 'all',
      labels: [],
      text: 'greeting name',
    });
  });

  it('reads kinds, states, labels (quoted too) and a repository', () => {
    expect(
      issueFilters('crash is:pr state:closed label:bug label:"good first issue" repo:alice/hello'),
    ).toEqual({
      kind: 'pulls',
      state: 'closed',
      labels: ['bug', 'good first issue'],
      text: 'crash',
      repo: { owner: 'alice', repo: 'hello' },
    });
    expect(issueFilters('type:issue is:open user:acme')).toMatchObject({
      kind: 'issues',
      state: 'open',
      owner: 'acme',
    });
  });

  it('filters people by login within a repository, and as the caller (@me) across repositories', () => {
    expect(issueFilters('repo:alice/hello author:bob assignee:carol mentions:alice')).toMatchObject({
      createdBy: 'bob',
      assignedBy: 'carol',
      mentionedBy: 'alice',
    });
    expect(issueFilters('author:@me assignee:@me review-requested:@me reviewed-by:@me')).toMatchObject({
      created: true,
      assigned: true,
      reviewRequested: true,
      reviewed: true,
    });
  });

  it('refuses what the forge cannot filter by, naming it', () => {
    expect(issueFilters('is:locked')).toEqual({ refused: 'the forge cannot search by is:locked' });
    expect(issueFilters('author:bob')).toEqual({
      refused:
        'author:bob needs repo:<owner>/<name> (the forge filters people by login within one repository)',
    });
    expect(issueFilters('repo:alice/hello user:acme')).toEqual({
      refused: 'repo: does not go with user:, org:, review-requested: or reviewed-by:',
    });
  });
});
