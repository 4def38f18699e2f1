// deleteReleaseByTag over real HTTP (DELETE /repos/{owner}/{repo}/releases/tags/{tag}): the release of a
// tag goes in one call and its tag stays; a tag without a release is NotFoundError, a reader ForbiddenError.

import { beforeEach, describe, expect, it } from 'vitest';
import { writeField } from '../../helpers/mutations.js';
import { useHarness } from '../../helpers/use-harness.js';

const harness = useHarness();
beforeEach(() => harness().resetCalls());

const DELETE = 'DELETE /repos/{owner}/{repo}/releases/tags/{tag}';
const remove = (tagName: string, as: 'alice' | 'carol' = 'alice') =>
  writeField(
    harness(),
    'deleteReleaseByTag',
    { owner: 'alice', repo: 'hello', tagName },
    '... on DeleteReleaseByTagPayload { tagName }',
    as,
  );

describe('deleteReleaseByTag', () => {
  it('answers ForbiddenError to a reader who may not write the releases, with one call', async () => {
    expect((await remove('v1.0', 'carol')).__typename).toBe('ForbiddenError');
    expect(harness().routes()).toEqual([DELETE]);
  });

  it('deletes the release of v1.0 with one call; the tag stays, and the release is gone', async () => {
    expect(await remove('v1.0')).toEqual({ __typename: 'DeleteReleaseByTagPayload', tagName: 'v1.0' });
    expect(harness().routes()).toEqual([DELETE]);
    const read = await harness().query<{ repository: { release: unknown; tag: { name: string } | null } }>(
      'query { repository(owner: "alice", name: "hello") { release(tagName: "v1.0") { id } tag(name: "v1.0") { name } } }',
      {},
      { as: 'alice' },
    );
    expect(read.data?.repository).toEqual({ release: null, tag: { name: 'v1.0' } });
  });

  it('answers NotFoundError for a tag that has no release (v0.1 is a tag only)', async () => {
    expect((await remove('v0.1')).__typename).toBe('NotFoundError');
    expect(harness().routes()).toEqual([DELETE]);
  });
});
