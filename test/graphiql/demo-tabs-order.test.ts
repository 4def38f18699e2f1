// GraphiQL's mutation tabs (operations/*.graphql with operations/variables.json) work in any order
// on the demo seed: each acts on its own data. Run from the last tab to the first, every one answers
// its payload, except the few that build on another tab (README.md, Quick start), which answer
// NOT_FOUND until that tab has run and then succeed.

import { describe, expect, it } from 'vitest';
import { exampleTabs } from '../../src/graphiql/examples.js';
import { type Harness, startHarness, tokenOf } from '../helpers/harness.js';

/** Each tab that builds on another, and that other. */
const BUILDS_ON: Record<string, string> = {
  DeleteBranch: 'CreateBranch',
  DeleteFile: 'ChangeFiles',
  TransferRepository: 'GenerateRepository',
  UpdateRepository: 'CreateRepository',
  DeleteRepository: 'CreateRepository',
  DisableLiveUpdates: 'EnableLiveUpdates',
};

interface MutationTab {
  name: string;
  query: string;
  variables: Record<string, unknown>;
}

/** Every mutation of the tabs, in GraphiQL's order (a tab may hold several operations). */
function mutationTabs(): MutationTab[] {
  return exampleTabs('{ __typename }').flatMap((tab) =>
    [...tab.query.matchAll(/^mutation (\w+)/gm)].map((match) => ({
      name: match[1] as string,
      query: tab.query,
      variables: JSON.parse(tab.variables ?? '{}') as Record<string, unknown>,
    })),
  );
}

/** The `__typename` the mutation answered, or the first error's code (as GraphiQL sends it: by name). */
async function runTab(harness: Harness, tab: MutationTab): Promise<string> {
  const response = await fetch(harness.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: tokenOf('alice') },
    body: JSON.stringify({ query: tab.query, variables: tab.variables, operationName: tab.name }),
  });
  const answer = (await response.json()) as {
    data?: Record<string, { __typename: string } | null>;
    errors?: { extensions?: { code?: string } }[];
  };
  const result = answer.data ? Object.values(answer.data)[0] : undefined;
  return result?.__typename ?? String(answer.errors?.[0]?.extensions?.code);
}

/**
 * Runs the tabs in the given order on a fresh demo seed: each must answer its payload, but a tab
 * that builds on one not run yet, which must answer NOT_FOUND; those then succeed once run again.
 */
async function runInOrder(tabs: MutationTab[]): Promise<void> {
  const harness = await startHarness({
    gateway: { live: { publicUrl: 'http://127.0.0.1:9', webhookSecret: 'demo-order-secret' } },
  });
  try {
    const ran = new Set<string>();
    const answers: Record<string, string> = {};
    const expected: Record<string, unknown> = {};
    const waiting: MutationTab[] = [];
    for (const tab of tabs) {
      answers[tab.name] = await runTab(harness, tab);
      const prerequisite = BUILDS_ON[tab.name];
      if (prerequisite && !ran.has(prerequisite)) {
        expected[tab.name] = 'NotFoundError';
        waiting.push(tab);
      } else expected[tab.name] = expect.stringMatching(/Payload$/);
      ran.add(tab.name);
    }
    expect(answers).toEqual(expected);
    // In GraphiQL's order among themselves (UpdateRepository before DeleteRepository).
    const forward = mutationTabs().map((tab) => tab.name);
    waiting.sort((a, b) => forward.indexOf(a.name) - forward.indexOf(b.name));
    for (const tab of waiting) {
      expect([tab.name, await runTab(harness, tab)]).toEqual([tab.name, expect.stringMatching(/Payload$/)]);
    }
  } finally {
    await harness.close();
  }
}

describe('the demo’s mutation tabs, each on a fresh demo seed', () => {
  it('run from first to last: each answers its payload', async () => {
    await runInOrder(mutationTabs());
  });

  it('run from last to first: each answers its payload, or NOT_FOUND before the tab it builds on', async () => {
    const tabs = mutationTabs();
    expect(tabs.length).toBeGreaterThan(50);
    await runInOrder([...tabs].reverse());
  });
});
