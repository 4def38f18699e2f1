// undici's connection pool and its request function, loaded by path rather than through undici's
// index: the index loads all of undici (fetch, WebSocket, caches, mocks: 715 KB of the bundle) and
// cost 8 MB of RSS and 60 ms of start-up for nothing the forge client uses. The index adds the same
// `request` function to every dispatcher's prototype; here it is called on the pool directly.
// undici is pinned to one version in package.json; test/project/fences.test.ts fails when an update
// moves these modules or changes what they export.

import type { Dispatcher, Pool } from 'undici';
import requestApi from 'undici/lib/api/api-request.js';
import PoolClass from 'undici/lib/dispatcher/pool.js';

export type { Dispatcher, Pool };

export function createPool(origin: string, options: Pool.Options): Pool {
  return new PoolClass(origin, options);
}

/** `pool.request(options)` of undici's API. */
export function request(pool: Pool, options: Dispatcher.RequestOptions): Promise<Dispatcher.ResponseData> {
  return requestApi.call(pool, options);
}
