// What the issue tests share: the example operations (examples.ts), the ids the graph gives labels
// and milestones, and what every issue write meets.

import { expect, it } from 'vitest';
import { type Json, mutateExample } from './examples.js';
import type { Harness } from './harness.js';

export { mutateExample as issueWrite, operation as issueExample } from './examples.js';

/** Relay's global id of a Label or Milestone: base64 of `Type:owner/name:id` (or `Type:org:id`). */
export const nodeId = (type: 'Label' | 'Milestone', key: string) =>
  Buffer.from(`${type}:${key}`).toString('base64');

/** An issue write: its example's name, the route its one forge call takes, and its input. */
export type IssueWriteRow = [name: string, route: string, input: Json];

/** What every write of `writes` meets: an anonymous caller, and a forge that fails its one call. */
export function issueWritesMeetFailures(harness: Harness, writes: IssueWriteRow[]): void {
  it.each(writes)(
    '%s answers UnauthenticatedError to an anonymous caller without a call',
    async (name, _route, input) => {
      const { result } = await mutateExample(harness, name, input);
      expect(result).toMatchObject({ __typename: 'UnauthenticatedError', upstreamStatus: null });
      expect(harness.routes()).toEqual([]);
    },
  );

  it.each(writes)(
    '%s answers UpstreamError when the forge fails, after one attempt',
    async (name, route, input) => {
      harness.sandbox.faults.injectStatus(route, 500, { times: 1 });
      const { result } = await mutateExample(harness, name, input, 'alice');
      expect(result).toMatchObject({
        __typename: 'UpstreamError',
        code: 'UPSTREAM_ERROR',
        upstreamStatus: 500,
      });
      expect(harness.routes()).toEqual([route]);
    },
  );
}
