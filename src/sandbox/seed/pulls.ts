// Demo reviews (with line comments, pending, approved, changes requested, a re-requested review) on
// alice/hello's pull requests, and commit statuses on pull request heads. Called from seed.ts after
// seed-items.ts; ids continue after theirs. In alice/many-prs every pull request's head is the same
// commit, so its one status is shared by 60 pull requests.
import type { CommitStatusRec, ReviewRec } from '../model/records.js';
import type { Store } from '../model/store.js';
import type { SeededRepos } from './repos.js';

const d = (iso: string) => new Date(iso);

type ReviewSeed = Omit<ReviewRec, 'official' | 'stale' | 'dismissed' | 'updatedAt'> &
  Partial<Pick<ReviewRec, 'official'>>;

function review(store: Store, seed: ReviewSeed): void {
  store.reviews.push({ official: false, stale: false, dismissed: false, updatedAt: seed.createdAt, ...seed });
}

/**
 * Reviews 1–6 (timeline comment ids 2, 4, 6, 8, 10, 11; line comment ids 3, 5, 7, 9, 12):
 * #4 (bob's): 1 alice REQUEST_CHANGES with a comment on a new line of docs/guide.md, 2 carol COMMENT
 * with a comment on an old line, 5 a review re-requested from carol (so #4 requests carol);
 * #5 (bob's, closed): 6 alice PENDING with a comment (only alice and admins see it);
 * #3 (alice's): 3 bob APPROVED with a comment on src/farewell.ts, 4 carol PENDING with a comment
 * (only carol and admins see it).
 */
function seedReviews(store: Store, { hello }: SeededRepos): void {
  const headA = hello.git.branches.get('feature-a') as string;
  const headB = hello.git.branches.get('feature-b') as string;
  const headTypo = hello.git.branches.get('fix-typo') as string;
  review(store, {
    id: 1,
    issueId: 4,
    reviewerId: 2,
    state: 'REQUEST_CHANGES',
    body: 'Please add an example of the greeting.',
    commitId: headB,
    official: true,
    commentId: 2,
    codeComments: [
      {
        id: 3,
        path: 'docs/guide.md',
        body: 'Show what `hello("Ada")` returns.',
        line: 5,
        commitId: headB,
        createdAt: d('2026-01-03T12:00:00Z'),
      },
    ],
    createdAt: d('2026-01-03T12:00:00Z'),
  });
  review(store, {
    id: 2,
    issueId: 4,
    reviewerId: 4,
    state: 'COMMENT',
    body: 'Reads well.',
    commitId: headB,
    commentId: 4,
    codeComments: [
      {
        id: 5,
        path: 'docs/guide.md',
        body: 'Was this line meant to stay?',
        line: -3,
        commitId: headB,
        createdAt: d('2026-01-03T13:00:00Z'),
      },
    ],
    createdAt: d('2026-01-03T13:00:00Z'),
  });
  review(store, {
    id: 3,
    issueId: 3,
    reviewerId: 3,
    state: 'APPROVED',
    body: 'Looks good to me.',
    commitId: headA,
    official: true,
    commentId: 6,
    codeComments: [
      {
        id: 7,
        path: 'src/farewell.ts',
        body: 'Nice and short.',
        line: 1,
        commitId: headA,
        createdAt: d('2026-01-03T14:00:00Z'),
      },
    ],
    createdAt: d('2026-01-03T14:00:00Z'),
  });
  review(store, {
    id: 4,
    issueId: 3,
    reviewerId: 4,
    state: 'PENDING',
    body: 'Still reading.',
    commitId: headA,
    commentId: 8,
    codeComments: [
      {
        id: 9,
        path: 'src/farewell.ts',
        body: 'Maybe call it `bye`?',
        line: 1,
        commitId: headA,
        createdAt: d('2026-01-03T15:00:00Z'),
      },
    ],
    createdAt: d('2026-01-03T15:00:00Z'),
  });
  review(store, {
    id: 5,
    issueId: 4,
    reviewerId: 4,
    state: 'REQUEST_REVIEW',
    body: '',
    commitId: '',
    commentId: 10,
    codeComments: [],
    createdAt: d('2026-01-03T16:00:00Z'),
  });
  review(store, {
    id: 6,
    issueId: 5,
    reviewerId: 2,
    state: 'PENDING',
    body: 'Two small things.',
    commitId: headTypo,
    commentId: 11,
    codeComments: [
      {
        id: 12,
        path: 'docs/guide.md',
        body: 'Say "the whole world" once only.',
        line: 3,
        commitId: headTypo,
        createdAt: d('2026-01-04T09:00:00Z'),
      },
    ],
    createdAt: d('2026-01-04T09:00:00Z'),
  });
}

/**
 * Statuses 1–5: feature-a (#3) ci/build success and ci/test pending (combined: pending); feature-b
 * (#4) ci/build failure then success, and ci/lint success (combined: success, three statuses);
 * status 6: the head shared by all of alice/many-prs' pull requests, ci/build success.
 */
function seedStatuses(store: Store, { hello, manyPrs }: SeededRepos): void {
  const headA = hello.git.branches.get('feature-a') as string;
  const headB = hello.git.branches.get('feature-b') as string;
  const shared = manyPrs.git.branches.get('main') as string;
  const status = (
    id: number,
    repoId: number,
    sha: string,
    index: number,
    state: string,
    context: string,
    iso: string,
  ): CommitStatusRec => ({
    id,
    repoId,
    sha,
    index,
    state,
    context,
    targetUrl: `https://ci.example.com/builds/${id}`,
    description: `${context}: ${state}`,
    creatorId: 2,
    createdAt: d(iso),
    updatedAt: d(iso),
  });
  store.commitStatuses.push(
    status(1, hello.id, headA, 1, 'success', 'ci/build', '2026-01-03T09:40:00Z'),
    status(2, hello.id, headA, 2, 'pending', 'ci/test', '2026-01-03T09:45:00Z'),
    status(3, hello.id, headB, 1, 'failure', 'ci/build', '2026-01-03T11:40:00Z'),
    status(4, hello.id, headB, 2, 'success', 'ci/build', '2026-01-03T11:50:00Z'),
    status(5, hello.id, headB, 3, 'success', 'ci/lint', '2026-01-03T11:55:00Z'),
    status(6, manyPrs.id, shared, 1, 'success', 'ci/build', '2026-01-05T00:30:00Z'),
  );
}

export function seedPulls(store: Store, repos: SeededRepos): void {
  seedReviews(store, repos);
  seedStatuses(store, repos);
}
