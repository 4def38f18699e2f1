// The REST types: generated from the swagger, overlaid where the forge sends more than the swagger
// says. Type-level assertions (checked by `tsc` and by vitest's expectTypeOf) plus the sandbox's
// real answers, so the overlay stays true to what a forge sends.

import { describe, expect, expectTypeOf, it } from 'vitest';
import type * as Rest from '../../../generated/forge-rest.js';
import type {
  ActionWorkflowJob,
  ContentsEntry,
  CreateIssueOption,
  Issue,
  Milestone,
  PullRequest,
  Repository,
  User,
  WorkflowJob,
} from '../../../src/forge/types/index.js';
import { useFileSandbox } from '../../helpers/sandbox-client.js';

describe('the overlay', () => {
  it('requires the fields every response carries, so loaders can key on them', () => {
    expectTypeOf<User['id']>().toEqualTypeOf<number>();
    expectTypeOf<User['login']>().toEqualTypeOf<string>();
    expectTypeOf<Repository['owner']>().toEqualTypeOf<User>();
    expectTypeOf<Issue['number']>().toEqualTypeOf<number>();
    expectTypeOf<PullRequest['base']['ref']>().toEqualTypeOf<string>();
    // the swagger alone says nothing is required
    expectTypeOf<Rest.User['id']>().toEqualTypeOf<number | undefined>();
  });

  it('lets the pointers and slices Gitea sends as null be null', () => {
    expectTypeOf<Issue['milestone']>().toEqualTypeOf<Milestone | null | undefined>();
    expectTypeOf<null>().toExtend<Issue['milestone']>();
    expectTypeOf<null>().toExtend<Issue['assignees']>();
    expectTypeOf<null>().toExtend<Repository['topics']>();
    expectTypeOf<null>().toExtend<ContentsEntry['content']>();
    expectTypeOf<null>().not.toExtend<Rest.Repository['topics']>();
  });

  it('keeps the overlaid types usable where the generated ones are expected, so the swap stays mechanical', () => {
    expectTypeOf<User>().toExtend<Rest.User>();
    expectTypeOf<WorkflowJob>().toEqualTypeOf<ActionWorkflowJob>();
    // definitions the code does not use yet are exported under their swagger names
    expectTypeOf<CreateIssueOption>().toEqualTypeOf<Rest.CreateIssueOption>();
  });
});

describe('what the sandbox sends', () => {
  const sandbox = useFileSandbox();

  it('has every field the overlay requires, and null where the overlay allows it', async () => {
    const issue = (await fetch(`${sandbox.url}/repos/alice/hello/issues/2`).then((r) => r.json())) as Issue;
    expect(issue).toMatchObject({
      id: expect.any(Number),
      number: 2,
      title: expect.any(String),
      state: 'open',
    });
    expect(issue.milestone).toBeNull();
    const readme = (await fetch(`${sandbox.url}/repos/alice/hello/contents/docs`).then((r) =>
      r.json(),
    )) as ContentsEntry[];
    expect(readme[0]).toMatchObject({
      name: 'guide.md',
      path: 'docs/guide.md',
      sha: expect.any(String),
      type: 'file',
      size: 45,
    });
    expect(readme[0]?.content).toBeNull();
  });
});
