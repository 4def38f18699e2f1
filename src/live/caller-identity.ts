// Who a subscriber is, for the per-caller cap: the user the forge resolves behind a credential
// (GET /user, once per credential and period), so that `token carol-token`, `token   carol-token` and
// `Bearer carol-token` are all carol; a credential the forge rejects (401) is anonymous, as the forge
// then treats the caller; anonymous callers count per client address (client-address.ts).

import { createHash } from 'node:crypto';
import type { ForgeClient } from '../forge/client.js';
import { getViewer } from '../forge/endpoints/index.js';
import { ForgeError } from '../forge/errors.js';

/** How long a credential's user is remembered; a revoked token then counts as its user a little longer. */
export const IDENTITY_TTL_MS = 60_000;
/** Credentials remembered at once; the oldest go first. */
export const IDENTITY_CACHE_SIZE = 10_000;

export type Identity =
  | { kind: 'user'; login: string }
  | { kind: 'anonymous' }
  | { kind: 'credential'; hash: string };

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * A credential the forge accepts but whose user it will not tell (a token without the user scope
 * answers 403): counted by the credential, spelled one way: scheme in lower case (`bearer` is
 * `token`), blanks collapsed.
 */
function canonicalCredential(authorization: string): string {
  const [scheme = '', ...rest] = authorization.trim().split(/\s+/);
  const lower = scheme.toLowerCase();
  return `${lower === 'bearer' ? 'token' : lower} ${rest.join(' ')}`;
}

export class CallerIdentities {
  private readonly cache = new Map<string, { identity: Promise<Identity>; expires: number }>();

  constructor(
    private readonly client: ForgeClient,
    private readonly ttlMs = IDENTITY_TTL_MS,
    private readonly capacity = IDENTITY_CACHE_SIZE,
  ) {}

  /** The identity behind an Authorization header; forge trouble rejects (and is not remembered). */
  resolve(authorization: string | undefined, requestId?: string): Promise<Identity> {
    if (!authorization || authorization.trim() === '') return Promise.resolve({ kind: 'anonymous' });
    // Keyed by a hash: the cache never holds a credential itself.
    const key = sha256(authorization);
    const now = Date.now();
    const cached = this.cache.get(key);
    if (cached && cached.expires > now) return cached.identity;
    this.cache.delete(key);
    const identity = this.lookUp(authorization, requestId);
    this.cache.set(key, { identity, expires: now + this.ttlMs });
    identity.catch(() => {
      if (this.cache.get(key)?.identity === identity) this.cache.delete(key);
    });
    if (this.cache.size > this.capacity) {
      const oldest = this.cache.keys().next().value;
      if (oldest !== undefined) this.cache.delete(oldest);
    }
    return identity;
  }

  private async lookUp(authorization: string, requestId?: string): Promise<Identity> {
    try {
      const { data } = await getViewer(this.client.session({ authorization, requestId }));
      const login = (data as { login?: unknown } | null)?.login;
      if (typeof login === 'string' && login !== '') return { kind: 'user', login: login.toLowerCase() };
      return { kind: 'credential', hash: sha256(canonicalCredential(authorization)) };
    } catch (error) {
      if (error instanceof ForgeError && error.kind === 'unauthenticated') return { kind: 'anonymous' };
      if (error instanceof ForgeError && (error.kind === 'forbidden' || error.kind === 'not-found')) {
        return { kind: 'credential', hash: sha256(canonicalCredential(authorization)) };
      }
      throw error;
    }
  }
}

/** The key a caller's subscriptions are counted under. */
export function callerKeyOf(identity: Identity, clientAddress: string): string {
  if (identity.kind === 'user') return `user:${identity.login}`;
  if (identity.kind === 'credential') return `credential:${identity.hash}`;
  return `anonymous:${clientAddress}`;
}
