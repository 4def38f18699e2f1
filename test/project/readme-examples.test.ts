// The example requests and answers of docs/examples.md and docs/security.md (its Errors), sent to the
// gateway in front of the sandbox: every answer marked `<!-- checked: answer=Name as=user -->` must be
// exactly what the gateway sends, and every paragraph marked `calls=Name` must state exactly the REST
// calls the sandbox saw. A message, a code or a call count in the docs cannot drift from what happens.
// README.md's first query is the one `npm start` prints, and its call log is the sandbox's.

import { describe, expect, it } from 'vitest';
import { EXAMPLE_QUERY } from '../../src/server/gateway.js';
import type { DemoUser } from '../helpers/harness.js';
import {
  type CheckedPart,
  codeSpans,
  numberOf,
  partsWith,
  partWith,
  readDoc,
  section,
} from '../helpers/readme.js';
import { useFileHarness } from '../helpers/use-harness.js';

const harness = useFileHarness();

/** The pages with checked examples, in reading order: an example may rely on an earlier one. */
const EXAMPLES = readDoc('examples');
const PAGES = [EXAMPLES, readDoc('security')].join('\n');
const LIMITS = section('Limits', readDoc('cache-and-limits'));

const DEMO_USERS: readonly string[] = ['admin', 'alice', 'bob', 'carol'];

function userOf(part: CheckedPart): DemoUser {
  const user = part.marker.as ?? '';
  if (!DEMO_USERS.includes(user)) throw new Error(`marker names no demo user: as=${user}`);
  return user as DemoUser;
}

/** The variables a `variables=Name` paragraph gives: its first code span that is a JSON object. */
function variablesOf(name: string): Record<string, unknown> | undefined {
  const [part] = partsWith('variables', name, PAGES);
  if (!part) return undefined;
  const json = codeSpans(part.text).find((span) => span.startsWith('{'));
  if (!json) throw new Error(`the variables of ${name} are not in a code span`);
  return JSON.parse(json) as Record<string, unknown>;
}

interface StatedCalls {
  count: number;
  /** `METHOD /path[?query]` as written */
  calls: string[];
}

/** What a `calls=Name` paragraph states: "exactly three REST calls", "makes one call", and each call. */
function statedCalls(part: CheckedPart): StatedCalls {
  const count = /\b(\w+) (?:REST )?calls?\b/.exec(part.text.replace(/\s+/g, ' '));
  if (!count) throw new Error(`no call count in "${part.text}"`);
  const calls = codeSpans(part.text).filter((span) => /^(GET|POST|PUT|PATCH|DELETE) \//.test(span));
  return { count: numberOf(count[1] as string), calls };
}

/** A logged call matches a stated one by method and path, and by its query when the text gives one. */
function matches(stated: string, logged: { method: string; path: string; query: Record<string, unknown> }) {
  const [method, target = ''] = stated.split(' ');
  const [path, query] = target.split('?');
  if (method !== logged.method || path !== logged.path) return false;
  if (query === undefined) return true;
  const written = Object.fromEntries(new URLSearchParams(query));
  return JSON.stringify(written) === JSON.stringify(logged.query);
}

const answers = partsWith('answer', undefined, PAGES);

describe('the examples of the docs', () => {
  it('marks at least the query, the mutation with its refusal, and the error example', () => {
    expect(answers.map((part) => `${part.marker.answer} as ${part.marker.as}`)).toEqual(
      expect.arrayContaining([
        'RepositoryOverview as alice',
        'CreateRelease as alice',
        'CreateRelease as carol',
        'MissingRepository as alice',
      ]),
    );
    // every graphql block of the Examples section is a checked request
    const examples = section('Examples', EXAMPLES);
    const requests = partsWith('request', undefined, EXAMPLES);
    expect(requests).toHaveLength(examples.split('```graphql').length - 1);
  });

  // In reading order: an example may rely on an earlier one (carol's release after alice's).
  it.each(answers.map((part) => [`${part.marker.answer} as ${part.marker.as}`, part] as const))(
    'answers %s exactly as the docs show, with the calls they state',
    async (_, part) => {
      const name = part.marker.answer as string;
      const request = partWith('request', name, PAGES);
      harness.resetCalls();
      const response = await harness.query(request.text, variablesOf(name), { as: userOf(part) });
      const { status, ...answer } = response;
      expect(status).toBe(200);
      expect(answer).toEqual(JSON.parse(part.text));

      const stated = partsWith('calls', name, PAGES).find((calls) => calls.marker.as === part.marker.as);
      if (!stated) return;
      const { count, calls } = statedCalls(stated);
      const logged = harness.sandbox.calls;
      expect(logged).toHaveLength(count);
      for (const call of calls) {
        expect(
          logged.filter((entry) => matches(call, entry)),
          `${call} once`,
        ).toHaveLength(1);
      }
    },
  );

  it('answers the inline example of a failing field with the data, code and path it states', async () => {
    const part = partWith('inline-answer', '', PAGES);
    const spans = codeSpans(part.text.replace(/\s*\n\s*/g, ' '));
    const document = spans.find((span) => span.startsWith('repository('));
    const data = spans.find((span) => span.startsWith('{"repository"'));
    const code = spans.find((span) => /^[A-Z_]+$/.test(span));
    const path = spans.find((span) => span.startsWith('["'));
    const response = await harness.query(`{ ${document} }`, undefined, { as: userOf(part) });
    expect(response.data).toEqual(JSON.parse(data as string));
    expect(response.errors?.map((error) => [error.extensions?.code, error.path])).toEqual([
      [code, JSON.parse(path as string)],
    ]);
  });

  it('refuses a page past MAX_PAGE_SIZE with the message the Limits section quotes', async () => {
    const quoted = codeSpans(LIMITS).find((span) => span.startsWith('`first` may be at most'));
    const [, size = ''] = /got (\d+)/.exec(quoted ?? '') ?? [];
    const response = await harness.query(
      `{ repository(owner: "alice", name: "hello") { releases(first: ${size}) { totalCount } } }`,
      undefined,
      { as: 'alice' },
    );
    expect(response.errors?.map((error) => [error.message, error.extensions?.code])).toEqual([
      [quoted, 'BAD_USER_INPUT'],
    ]);
  });

  it('answers the syntax, schema and variable errors with the codes the Limits section names', async () => {
    const text = LIMITS.replace(/\s+/g, ' ');
    const [, parse, validation, variable] =
      /syntax error answers `(\w+)`, one that does not fit the schema `(\w+)`.*?not of its type `(\w+)`/.exec(
        text,
      ) ?? [];
    const codes = async (document: string, variables?: Record<string, unknown>) =>
      (await harness.query(document, variables)).errors?.map((error) => error.extensions?.code);
    expect(await codes('{ viewer {')).toEqual([parse]);
    expect(await codes('{ nothingHere }')).toEqual([validation]);
    expect(await codes('query($login: String!) { user(login: $login) { login } }', { login: 5 })).toEqual([
      variable,
    ]);
  });
});

describe('the first query of README.md', () => {
  const part = partWith('first-query', '');

  it('is the query npm start prints and GraphiQL opens on', () => {
    expect(`${part.text}\n`).toBe(EXAMPLE_QUERY.slice(EXAMPLE_QUERY.indexOf('\n') + 1));
  });

  it('reads alice’s repository, its pull requests and a file, as alice, with no error', async () => {
    const response = await harness.query(part.text, undefined, { as: 'alice' });
    expect(response.errors).toBeUndefined();
    expect(response.data?.repository).toMatchObject({
      fullName: 'alice/hello',
      owner: { login: 'alice' },
      readme: { path: 'README.md' },
    });
  });
});

describe('the call log the quick start points to', () => {
  it('lists each REST call with the fields it names, and DELETE empties it', async () => {
    const part = partWith('call-log', '');
    const path = codeSpans(part.text)
      .find((span) => span.startsWith('GET /_sandbox/'))
      ?.slice('GET '.length);
    const fields = codeSpans(part.text).filter((span) => /^[a-z]+$/.test(span));
    const log = `${harness.sandbox.origin}${path}`;
    expect((await fetch(log, { method: 'DELETE' })).status).toBe(204);
    await harness.query('{ repository(owner: "alice", name: "hello") { fullName } }', undefined, {
      as: 'alice',
    });
    const calls = (await fetch(log).then((response) => response.json())) as Record<string, unknown>[];
    expect(calls.map((call) => [call.method, call.route, call.path, call.status, call.user])).toEqual([
      ['GET', 'GET /repos/{owner}/{repo}', '/repos/alice/hello', 200, 'alice'],
    ]);
    expect(Object.keys(calls[0] ?? {})).toEqual(expect.arrayContaining(fields));
    expect(fields).toEqual(['method', 'route', 'path', 'query', 'status', 'user']);
  });
});
