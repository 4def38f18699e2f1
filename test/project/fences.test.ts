// What the gateway relies on of its dependencies beyond their documented API, each for speed or memory,
// and each in one module of its own that says why. Every fence asserts the behaviour relied on, so an
// update of the dependency that takes it away fails here, naming the module, rather than somewhere far
// from it (or nowhere, only slower):
// - src/forge/http/undici.ts: undici's pool and request function loaded by path, not through its index;
// - src/forge/http/deadline.ts: an EventEmitter as undici's abort signal;
// - src/graphql/kit/assume-valid.ts: graphql-js skipping the schema check when `__validationErrors` is [];
// - src/start/v8-flags.ts: V8's --no-allocation-site-pretenuring;
// - src/server/without-node-fetch.ts: Node's `globalThis.Request` as a lazy accessor;
// - src/server/limits/response-size.ts: Yoga writing a result through the result's own `stringify`;
// - src/server/fast-path/capture.ts: @whatwg-node's adapter writing an answer only through a Node
//   response's writeHead, write and end;
// - src/observability/bound-series.ts: prom-client rendering metric objects it did not make
//   (test/observability/observability-bound-series.test.ts compares their text with prom-client's).

import { spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GraphQLObjectType, GraphQLSchema, GraphQLString, graphql, validateSchema } from 'graphql';
import { createYoga } from 'graphql-yoga';
import requestApi from 'undici/lib/api/api-request.js';
import PoolClass from 'undici/lib/dispatcher/pool.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Deadline } from '../../src/forge/http/deadline.js';
import { createPool, request } from '../../src/forge/http/undici.js';
import { assumeValid } from '../../src/graphql/kit/assume-valid.js';
import { captureWritten, type Written } from '../../src/server/fast-path/capture.js';
import { responseSizeLimit } from '../../src/server/limits/response-size.js';
import { V8_FLAGS } from '../../src/start/v8-flags.js';

let server: Server;
let origin: string;
beforeAll(async () => {
  // answers `/` at once, and never answers `/never`
  server = createServer((req, res) => {
    if (req.url !== '/never') res.end('fenced');
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe("undici's internals, loaded by path (src/forge/http/undici.ts)", () => {
  it('still export the Pool class and the request function, with the arity used', () => {
    expect(PoolClass.name).toBe('Pool');
    expect(typeof PoolClass.prototype.dispatch).toBe('function');
    // request(options, callback): called with the options alone, it answers a promise
    expect(requestApi.length).toBe(2);
  });

  it('answer a request sent on the pool as undici’s own pool.request does', async () => {
    const pool = createPool(origin, { connections: 1 });
    try {
      const response = await request(pool, { path: '/', method: 'GET' });
      expect(response.statusCode).toBe(200);
      expect(await response.body.text()).toBe('fenced');
    } finally {
      await pool.close();
    }
  });
});

describe("an EventEmitter as undici's abort signal (src/forge/http/deadline.ts)", () => {
  it('aborts a request when it emits abort, with the reason it holds', async () => {
    const pool = createPool(origin, { connections: 1 });
    const deadline = new Deadline(50);
    try {
      const answer = request(pool, {
        path: '/never',
        method: 'GET',
        signal: deadline.signal as unknown as AbortSignal,
      });
      await expect(answer).rejects.toMatchObject({ name: 'TimeoutError' });
    } finally {
      deadline.clear();
      await pool.destroy();
    }
  });
});

describe('graphql-js and `__validationErrors` (src/graphql/kit/assume-valid.ts)', () => {
  const invalid = () =>
    new GraphQLSchema({
      query: new GraphQLObjectType({
        name: 'Query',
        fields: { hello: { type: GraphQLString, resolve: () => 'world' } },
      }),
      // a type with no fields is invalid: graphql-js refuses it when it checks
      types: [new GraphQLObjectType({ name: 'Empty', fields: {} })],
    });

  it('checks a schema on its first use otherwise', async () => {
    expect(validateSchema(invalid()).map((error) => error.message)).toEqual([
      'Type Empty must define one or more fields.',
    ]);
    expect((await graphql({ schema: invalid(), source: '{ hello }' })).errors?.[0]?.message).toBe(
      'Type Empty must define one or more fields.',
    );
  });

  it('skips that check once the field is an empty array, and executes', async () => {
    const schema = invalid();
    assumeValid(schema);
    expect(validateSchema(schema)).toEqual([]);
    expect(await graphql({ schema, source: '{ hello }' })).toEqual({ data: { hello: 'world' } });
  });
});

describe("V8's allocation-site pretenuring (src/start/v8-flags.ts)", () => {
  // Objects made at one site that mostly outlive young collections: V8 then makes the next one of
  // that site straight in the old generation, unless pretenuring is off.
  const probe = (flags: readonly string[]) =>
    spawnSync(
      process.execPath,
      [
        '--allow-natives-syntax',
        '-e',
        `for (const flag of ${JSON.stringify(flags)}) require('node:v8').setFlagsFromString(flag);
        function make(i) { return { a: i, b: [i] }; }
        const keep = [];
        for (let i = 0; i < 1_000_000; i++) keep.push(make(i));
        process.stdout.write(String(%InYoungGeneration(make(1))));`,
      ],
      { encoding: 'utf8' },
    );

  it('is known to this node’s V8: setting it prints no error', () => {
    const { stderr, status } = spawnSync(
      process.execPath,
      ['-e', `for (const flag of ${JSON.stringify(V8_FLAGS)}) require('node:v8').setFlagsFromString(flag)`],
      { encoding: 'utf8' },
    );
    expect({ stderr, status }).toEqual({ stderr: '', status: 0 });
  });

  it('pretenures such objects by default, and keeps them young once the flag is set', () => {
    expect(probe([]).stdout).toBe('false');
    expect(probe(V8_FLAGS).stdout).toBe('true');
  }, 30_000);
});

describe("Node's lazy `globalThis.Request` (src/server/without-node-fetch.ts)", () => {
  it('is an accessor on a fresh process’s global, so that replacing it for a moment loads nothing', () => {
    const { stdout } = spawnSync(
      process.execPath,
      ['-p', "typeof Object.getOwnPropertyDescriptor(globalThis, 'Request')?.get"],
      { encoding: 'utf8' },
    );
    expect(stdout.trim()).toBe('function');
  });
});

describe("Yoga and a result's own `stringify` (src/server/limits/response-size.ts)", () => {
  it('writes a result through it instead of JSON.stringify', async () => {
    const schema = new GraphQLSchema({
      query: new GraphQLObjectType({
        name: 'Query',
        fields: { hello: { type: GraphQLString, resolve: () => 'x'.repeat(100) } },
      }),
    });
    const yoga = createYoga({ schema, plugins: [responseSizeLimit(50)], maskedErrors: false });
    const response = await yoga.fetch('http://gateway/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ hello }' }),
    });
    const body = (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
    expect(body.errors?.map((error) => error.extensions?.code)).toEqual(['RESPONSE_TOO_LARGE']);
  });
});

describe("@whatwg-node's adapter and a Node response's writeHead, write and end (src/server/fast-path/capture.ts)", () => {
  it('writes the whole answer through them: the captured status, headers and body are what the client got', async () => {
    const schema = new GraphQLSchema({
      query: new GraphQLObjectType({
        name: 'Query',
        fields: { hello: { type: GraphQLString, resolve: () => 'world' } },
      }),
    });
    const yoga = createYoga({ schema });
    let captured: Written | undefined;
    const gateway = createServer((req, res) => {
      captureWritten(res, (written) => {
        captured = written;
      });
      void yoga(req, res);
    });
    gateway.listen(0, '127.0.0.1');
    await once(gateway, 'listening');
    try {
      const response = await fetch(`http://127.0.0.1:${(gateway.address() as AddressInfo).port}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ hello }' }),
      });
      const body = Buffer.from(await response.arrayBuffer());
      await new Promise((resolve) => setImmediate(resolve));
      expect(captured?.status).toBe(response.status);
      expect(captured?.body.toString()).toBe(body.toString());
      expect(captured?.body.toString()).toBe('{"data":{"hello":"world"}}');
      expect(captured?.headers['content-type']).toBe(response.headers.get('content-type'));
    } finally {
      gateway.close();
    }
  });
});
