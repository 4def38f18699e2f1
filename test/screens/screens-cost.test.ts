// The cost estimate is an upper bound: every example document of operations/ and operations/screens/,
// run against the demo seed with its example variables, makes at most the forge calls it was
// estimated to make (`extensions.cost`). A document with @defer or @stream is read to its last part,
// which counts the calls of every part.

import { Kind, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { exampleFiles, exampleVariables } from '../../src/graphiql/examples.js';
import { buildManifest } from '../../src/persisted/manifest.js';
import { DEFAULT_LIMITS } from '../../src/server/limits/limits.js';
import { tokenOf } from '../helpers/harness.js';
import { useHarness } from '../helpers/use-harness.js';

const harness = useHarness({ gateway: { reportCost: true } });

interface Cost {
  estimated: number;
  actual: number;
}

const TAKES_FILE = /\$\w+\s*:\s*\[?\s*File\b/;
const INCREMENTAL = /@(defer|stream)\b/;

/** Every operation the examples hold but subscriptions (no single answer) and uploads (no JSON body). */
const OPERATIONS = buildManifest(exampleFiles())
  .operations.filter((operation) => operation.type !== 'subscription' && !TAKES_FILE.test(operation.body))
  .map((operation) => [operation.name, operation.body] as const);

const variables = exampleVariables();

/** The cost of the answer's last payload: its only one, or the last event of a stream in parts. */
async function costOf(name: string, body: string): Promise<Cost | undefined> {
  const operationVariables = variables[name] ?? {};
  if (!INCREMENTAL.test(body)) {
    const response = await harness().query(body, operationVariables, { as: 'alice' });
    return (response as { extensions?: { cost?: Cost } }).extensions?.cost;
  }
  const response = await fetch(harness().url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'text/event-stream',
      authorization: tokenOf('alice'),
    },
    body: JSON.stringify({ query: body, variables: operationVariables }),
  });
  const events = [...(await response.text()).matchAll(/event: next\ndata: (.*)\n\n/g)];
  const last = JSON.parse(events.at(-1)?.[1] ?? '{}') as { extensions?: { cost?: Cost } };
  return last.extensions?.cost;
}

describe('the estimated cost of every example document', () => {
  it('covers queries, mutations and incremental documents', () => {
    const types = new Set(
      OPERATIONS.map(([, body]) => {
        const [definition] = parse(body).definitions;
        return definition?.kind === Kind.OPERATION_DEFINITION ? definition.operation : undefined;
      }),
    );
    expect([...types].sort()).toEqual(['mutation', 'query']);
    expect(OPERATIONS.some(([, body]) => INCREMENTAL.test(body))).toBe(true);
    expect(OPERATIONS.some(([name]) => name.startsWith('Screen'))).toBe(true);
  });

  it.each(OPERATIONS)('%s makes no more forge calls than estimated', async (name, body) => {
    harness().resetCalls();
    const cost = await costOf(name, body);
    expect(cost).toBeDefined();
    expect(cost?.actual).toBeLessThanOrEqual(cost?.estimated ?? -1);
    // and within the default limit: no example is refused for its cost
    expect(cost?.estimated).toBeLessThanOrEqual(DEFAULT_LIMITS.maxCost);
    expect(cost?.actual).toBe(harness().routes().length);
  });
});
