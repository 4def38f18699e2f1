// What a write answers, stated as rows: each row runs the write's example operation (examples.ts) with
// its input as its caller and expects the mutation field's value to match the row's, so the error
// members of a union read as a table rather than as one block of calls per member.

import { expect, it } from 'vitest';
import { type Json, mutateExample } from './examples.js';
import type { DemoUser, Harness } from './harness.js';

/** The demo seed's alice/hello as a write's input names a repository: `{ ...HELLO, number: 1 }`. */
export const HELLO = { owner: 'alice', repo: 'hello' } as const;

/** One run of a write: its input, its caller (anonymous when undefined) and what its value matches. */
export type ResultRow = [input: Json, as: DemoUser | undefined, expected: Json];

/** Runs example `name` once per row, in the rows' order, and expects each value to match its row's. */
export async function expectResults(harness: Harness, name: string, rows: ResultRow[]): Promise<void> {
  for (const [input, as, expected] of rows) {
    const { result } = await mutateExample(harness, name, input, as);
    expect(result, `${name} with ${JSON.stringify(input)}`).toMatchObject(expected);
  }
}

/** A test of its own per row, titled `answers <title>`: example `name` run with the row's input. */
export function itAnswers(harness: Harness, name: string, rows: [title: string, ...ResultRow][]): void {
  it.each(rows)('answers %s', async (_title, input, as, expected) => {
    await expectResults(harness, name, [[input, as, expected]]);
  });
}

/**
 * Runs example `name` as alice with each row's input over `base`, and expects a ValidationError on the
 * row's field every time, and not one forge call for any of them.
 */
export async function expectRefused(
  harness: Harness,
  name: string,
  rows: [input: Json, field: string][],
  base: Json = {},
): Promise<void> {
  await expectResults(
    harness,
    name,
    rows.map(([input, field]) => [
      { ...base, ...input },
      'alice',
      { __typename: 'ValidationError', field, upstreamStatus: null },
    ]),
  );
  expect(harness.routes()).toEqual([]);
}
