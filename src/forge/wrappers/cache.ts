// The shared read cache in the session's chain (the cache itself is ../cache/): outermost, so a kept
// answer costs no call, no budget and no rate limit. A GET whose answer may be shared (../cache/rules.ts)
// is answered from the cache or fills it; before filling, the forge's own word on the repository's
// visibility is needed: the repository record as an anonymous reader gets it, asked once per
// `visibilityTtlMs` (the answer to a caller's own GET of that record tells it too). Every write drops
// what it changes before its answer goes back (../cache/invalidation.ts).

import type { SharedCache, Visibility } from '../cache/index.js';
import { type Sharing, sharingOf } from '../cache/rules.js';
import type { ForgeCall, ForgeResponse, Send, SessionState, Wrapper } from '../call.js';
import { ForgeError } from '../errors.js';
import { expandPath } from '../route.js';

export function cache(shared: SharedCache): Wrapper {
  return (next) => async (call) => {
    if (call.method !== 'GET') {
      call.session.init.onUnshared?.();
      try {
        return await next(call);
      } finally {
        // a failed write may have been applied all the same
        await shared.written(call);
      }
    }
    const sharing = call.payload === undefined ? sharingOf(call) : undefined;
    const anonymous = !call.session.init.authorization;
    if (!sharing || (sharing.audience === 'anonymous' && !anonymous)) return personal(call, next, shared);
    if (!sharing.immutable && !(await shared.eventsReach(sharing.repo))) return personal(call, next, shared);
    const isRecord = call.route === 'GET /repos/{owner}/{repo}';
    const visibility =
      (await shared.visibility(sharing.repo)) ??
      (isRecord ? undefined : await probe(call, next, shared, sharing));
    if (visibility === 'hidden' || (visibility === undefined && !isRecord))
      return personal(call, next, shared);
    const key = `${sharing.audience}:${call.path}`;
    const { value, hit } = await shared
      .read(key, sharing, async () => {
        const response = await next(call);
        if (isRecord) {
          const learnt = visibilityOf(response.data);
          await shared.rememberVisibility(sharing, learnt);
          if (learnt !== 'public') return undefined;
        }
        return encode(response);
      })
      .catch((error: unknown) => {
        // a failure is kept nowhere: an answer holding it cannot be kept either
        call.session.init.onUnshared?.();
        throw error;
      });
    if (value === undefined) return personal(call, next, shared);
    if (hit) call.session.init.onCached?.({ method: call.method, route: call.route });
    call.session.init.onShared?.(shared.sharedRead(key, sharing));
    return decode(value);
  };
}

/** A read answered for this caller alone; a repository record still tells its repository's visibility. */
async function personal(call: ForgeCall, next: Send, shared: SharedCache): Promise<ForgeResponse<unknown>> {
  call.session.init.onPersonal?.();
  const response = await next(call);
  const sharing = call.route === 'GET /repos/{owner}/{repo}' ? sharingOf(call) : undefined;
  if (sharing) await shared.rememberVisibility(sharing, visibilityOf(response.data));
  return response;
}

/**
 * The repository record as an anonymous reader gets it: public when the forge shows it, hidden when
 * it answers 401, 403 or 404 (private, internal, or an owner not public; facts §0.2). Its answer is
 * kept for anonymous readers of the record.
 */
async function probe(
  call: ForgeCall,
  next: Send,
  shared: SharedCache,
  sharing: Sharing,
): Promise<Visibility | undefined> {
  const session = call.session;
  const anonymousSession: SessionState = {
    init: { ...session.init, authorization: undefined },
    get calls() {
      return session.calls;
    },
    set calls(value: number) {
      session.calls = value;
    },
    get shared() {
      return session.shared;
    },
    set shared(value: number) {
      session.shared = value;
    },
  };
  const params = { owner: String(call.params?.owner), repo: String(call.params?.repo) };
  const recordPath = expandPath('/repos/{owner}/{repo}', params);
  const record: ForgeCall = {
    ...call,
    route: 'GET /repos/{owner}/{repo}',
    path: recordPath,
    params,
    text: undefined,
    session: anonymousSession,
  };
  try {
    const { value } = await shared.read(
      `anonymous:${recordPath}`,
      { ...sharing, audience: 'anonymous', area: 'repository', immutable: false },
      async () => {
        const response = await next(record);
        const learnt = visibilityOf(response.data);
        await shared.rememberVisibility(sharing, learnt);
        return learnt === 'public' ? encode(response) : undefined;
      },
    );
    return value === undefined ? 'hidden' : 'public';
  } catch (error) {
    if (
      error instanceof ForgeError &&
      (error.kind === 'not-found' || error.kind === 'unauthenticated' || error.kind === 'forbidden')
    ) {
      await shared.rememberVisibility(sharing, 'hidden');
      return 'hidden';
    }
    return undefined;
  }
}

/** Public only by the record's own word: not private, not internal, its owner's visibility public. */
function visibilityOf(record: unknown): Visibility {
  const r = record as { private?: unknown; internal?: unknown; owner?: { visibility?: unknown } } | null;
  return r?.private === false && r.internal !== true && r.owner?.visibility === 'public'
    ? 'public'
    : 'hidden';
}

const encode = (response: ForgeResponse<unknown>) =>
  JSON.stringify([response.status, response.paging, response.data]);

function decode(value: string): ForgeResponse<unknown> {
  const [status, paging, data] = JSON.parse(value) as [number, ForgeResponse<unknown>['paging'], unknown];
  return { status, paging, data };
}
