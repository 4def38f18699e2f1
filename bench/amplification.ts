// The worst documents the default limits let an anonymous caller send: each is sent once to a
// gateway with the default limits in front of the sandbox forge, all in this process, and the
// answer's size, the longest event-loop block while it ran and the process's peak RSS are printed.
// Run: npx tsx bench/amplification.ts (the figures go into docs/cache-and-limits.md, "Limits").

import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import {
  type GraphQLObjectType,
  getIntrospectionQuery,
  getNamedType,
  isLeafType,
  isNonNullType,
} from 'graphql';
import { encodeGlobalID } from '../src/graphql/kit/global-id.js';
import { schema } from '../src/graphql/schema.js';
import { startSandbox } from '../src/sandbox/server.js';
import { createGateway } from '../src/server/gateway.js';

const aliases = (count: number, field: (i: number) => string) =>
  Array.from({ length: count }, (_, i) => field(i)).join('\n');

/** Every field of a type that is a scalar or an enum and needs no argument. */
function scalarFields(typeName: string): string {
  const type = schema.getType(typeName) as GraphQLObjectType;
  return Object.values(type.getFields())
    .filter(
      (field) => isLeafType(getNamedType(field.type)) && field.args.every((arg) => !isNonNullType(arg.type)),
    )
    .map((field) => field.name)
    .join(' ');
}

const REPOSITORY_FIELDS = `${scalarFields('Repository')} owner { login avatarUrl }`;
const TYPE_FIELDS =
  'name kind description fields(includeDeprecated: true) { name description args { name description type { name kind ofType { name kind } } } type { name kind ofType { name kind ofType { name kind } } } }';
const hello = encodeGlobalID('Repository', 'alice/hello');

const CANDIDATES: { name: string; body: unknown }[] = [
  { name: 'one full introspection (GraphiQL’s)', body: { query: getIntrospectionQuery() } },
  {
    name: 'one introspection + 49 aliased __type(name:) with fields',
    body: {
      query: `{ __schema { types { name } } ${aliases(49, (i) => `t${i}: __type(name: "Repository") { ${TYPE_FIELDS} }`)} }`,
    },
  },
  {
    name: '50 aliases of one repository, every scalar field',
    body: {
      query: `{ ${aliases(50, (i) => `r${i}: repository(owner: "alice", name: "hello") { ${REPOSITORY_FIELDS} }`)} }`,
    },
  },
  {
    name: '2 × nodes(ids:) of 100 copies of one repository',
    body: {
      query: `query ($ids: [ID!]!) { ${aliases(2, (i) => `n${i}: nodes(ids: $ids) { ... on Repository { ${REPOSITORY_FIELDS} } }`)} }`,
      variables: { ids: Array.from({ length: 100 }, () => hello) },
    },
  },
  {
    name: '2 aliases of a user’s repositories (first: 100), every scalar field',
    body: {
      query: `{ ${aliases(2, (i) => `u${i}: user(login: "alice") { repositories(first: 100) { nodes { ${scalarFields('Repository')} } } }`)} }`,
    },
  },
];

async function main() {
  const sandbox = await startSandbox();
  const gateway = createGateway({ forgeUrl: sandbox.url, logLevel: 'silent' });
  const server = createServer(gateway.yoga);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
  const rows: string[] = [];
  for (const candidate of CANDIDATES) {
    const request = JSON.stringify(candidate.body);
    global.gc?.();
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 5);
    const delay = monitorEventLoopDelay({ resolution: 1 });
    delay.enable();
    const started = performance.now();
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: request,
    });
    const text = await response.text();
    const elapsed = performance.now() - started;
    delay.disable();
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    const answer = JSON.parse(text) as { errors?: { extensions?: { code?: string } }[] };
    const codes =
      [...new Set((answer.errors ?? []).map((error) => error.extensions?.code))].join(', ') || 'none';
    rows.push(
      [
        candidate.name,
        `${(request.length / 1000).toFixed(1)} KB`,
        `${(Buffer.byteLength(text) / 1_000_000).toFixed(2)} MB`,
        `${elapsed.toFixed(0)} ms`,
        `${(delay.max / 1e6).toFixed(0)} ms`,
        `${((peak - baseline) / 1_000_000).toFixed(0)} MB`,
        codes,
      ].join(' | '),
    );
  }
  console.log('| document | request | answer | time | longest event-loop block | RSS growth | error codes |');
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  for (const row of rows) console.log(`| ${row} |`);
  server.close();
  await gateway.close();
  await sandbox.close();
}

void main();
