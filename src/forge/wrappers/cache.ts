// The shared read cache in the session's chain (the cache itself is ../cache/): outermost, so a kept
// answer costs no call, no budget and no rate limit. A GET whose answer may be shared (../cache/rules.ts)
// is answered from the cache or fills it; before filling, the forge's own word on the repository's
// visibility is needed: the repository record as an anonymous reader gets it, asked once per
// `visibilityTtlMs` (the answer to a caller's own GET of that record tells it too). Every write drops
// what it changes before its answer goes back (../cache/invalidation.ts). A pull request's reviews go
// to signed-in readers from the anonymous copy where no pending review can be in it (pending-reviews.ts).

import { withoutCallerRights } from '../cache/caller-rights.js';
import type { SharedCache, Visibility } from '../cache/index.js';
import { type Sharing, sharingOf } from '../cache/rules.js';
import { ForgeError } from '../errors.js';
import type { ForgeCall, ForgeResponse, Send, SessionState, Wrapper } from '../http/call.js';
import { expandPath } from '../routes/route.js';
import { withoutPendingReview } from './pending-reviews.js';
import { sessionAs } from './session-as.js';

export function cache(shared: SharedCache): Wrapper {
  return (next) => async (call) => {
    if (call.method !== 'GET') {
      call.session.observer.onUnshared?.();
      try {
        return await next(call);
      } finally {
        // a failed write may have been applied all the same
        await shared.written(call);
      }
    }
    const sharing = call.payload === undefined ? sharingOf(call) : undefined;
    const anonymous = !call.session.init.authorization;
    // A signed-in caller is handed the copy an anonymous reader gets, and fills it as one: a copy
    // filled with its own credentials would show the next reader its view (the real emails of users,
    // its own account's fields). A record or pull request comes without the caller's rights.
    const stripped = !anonymous && sharing?.stripped !== undefined;
    // a pull request's reviews: the anonymous copy where no pending review can be in it (rules.ts)
    const reviews = !anonymous && signedInShares(sharing, shared);
    if (!sharing || (sharing.audience === 'anonymous' && !anonymous && !stripped && !reviews))
      return personal(call, next, shared);
    if (!sharing.immutable && !(await shared.eventsReach(sharing.repo))) return personal(call, next, shared);
    const isRecord = call.route === 'GET /repos/{owner}/{repo}';
    const visibility =
      (await shared.visibility(sharing.repo)) ??
      (isRecord ? undefined : await probe(call, next, shared, sharing));
    if (visibility === 'hidden' || (visibility === undefined && !isRecord))
      return personal(call, next, shared);
    if (
      reviews &&
      sharing.signedIn === 'without-pending' &&
      !(await withoutPendingReview(call, next, shared, sharing))
    )
      return personal(call, next, shared);
    const key = `${sharing.audience}:${call.path}`;
    const { value, hit } = await shared
      .read(key, sharing, async () => {
        const asked = anonymous ? call : { ...call, session: sessionAs(call.session, undefined) };
        const response = await next(asked).catch((error: unknown) => {
          if (!isRecord && !sharing.immutable && absent(error)) return error;
          throw error;
        });
        if (response instanceof ForgeError) return encodeAbsence(response);
        if (isRecord) {
          const learnt = visibilityOf(response.data);
          await shared.rememberVisibility(sharing, learnt);
          if (learnt !== 'public') return undefined;
        }
        return encode(response);
      })
      .catch(async (error: unknown) => {
        // a failure is kept nowhere: an answer holding it cannot be kept either
        call.session.observer.onUnshared?.();
        if (isRecord && hiddenBy(error)) await shared.rememberVisibility(sharing, 'hidden');
        // what an anonymous reader may not read, a signed-in caller may: it asks as itself
        if (!anonymous) return { value: undefined, hit: false };
        throw error;
      });
    // a review an anonymous reader may not read may be the caller's own pending one: it asks as itself
    if (value === undefined || (reviews && isAbsence(value))) return personal(call, next, shared);
    if (hit) call.session.observer.onCached?.({ method: call.method, route: call.route });
    if (hit && call.trace) call.trace.cached = true;
    call.session.observer.onSharedRead?.(shared.sharedRead(key, sharing));
    const response = decode(value, call);
    if (stripped) stripCallerRights(call, next, shared, sharing, response.data);
    return response;
  };
}

/** Whether a signed-in caller may share this `anonymous` answer all the same: reviews of a pull request. */
function signedInShares(sharing: Sharing | undefined, shared: SharedCache): boolean {
  if (sharing?.signedIn === 'when-found') return true;
  return sharing?.signedIn === 'without-pending' && Boolean(shared.options.adminToken);
}

/** The record, or each pull request's base and head repositories, without the caller's rights (rules.ts `stripped`). */
function stripCallerRights(
  call: ForgeCall,
  next: Send,
  shared: SharedCache,
  sharing: Sharing,
  data: unknown,
): void {
  if (sharing.stripped === 'permissions') {
    withoutCallerRights(data, ownRights(call, next, shared, data));
    return;
  }
  type Pull = { base?: { repo?: unknown }; head?: { repo?: unknown } } | null;
  for (const pull of (Array.isArray(data) ? data : [data]) as Pull[]) {
    for (const repository of [pull?.base?.repo, pull?.head?.repo]) {
      withoutCallerRights(repository, ownRights(call, next, shared, repository));
    }
  }
}

/** Per session and repository: the caller's own record's permissions, read once when first asked. */
const ownRecords = new WeakMap<SessionState, Map<string, Promise<unknown>>>();

function ownRights(call: ForgeCall, next: Send, shared: SharedCache, repository: unknown) {
  const r = repository as { name?: string; owner?: { login?: string } } | null;
  const params = { owner: String(r?.owner?.login), repo: String(r?.name) };
  return () => {
    let records = ownRecords.get(call.session);
    if (!records) {
      records = new Map();
      ownRecords.set(call.session, records);
    }
    const name = `${params.owner}/${params.repo}`.toLowerCase();
    let record = records.get(name);
    if (!record) {
      const path = expandPath('/repos/{owner}/{repo}', params);
      const own: ForgeCall = { ...call, route: 'GET /repos/{owner}/{repo}', path, params, text: undefined };
      record = personal(own, next, shared).then(
        (response) => (response.data as { permissions?: unknown } | null)?.permissions ?? null,
      );
      records.set(name, record);
    }
    return record;
  };
}

/** A read answered for this caller alone; a repository record still tells its repository's visibility. */
async function personal(call: ForgeCall, next: Send, shared: SharedCache): Promise<ForgeResponse<unknown>> {
  call.session.observer.onPersonal?.();
  const response = await next(call);
  const sharing = call.route === 'GET /repos/{owner}/{repo}' ? sharingOf(call) : undefined;
  if (sharing) await shared.rememberVisibility(sharing, visibilityOf(response.data));
  return response;
}

/**
 * The repository record as an anonymous reader gets it: public when the forge shows it, hidden when
 * it answers 401, 403 or 404 (private, internal, or an owner not public, as Gitea answers). Its answer is
 * kept for anonymous readers of the record.
 */
async function probe(
  call: ForgeCall,
  next: Send,
  shared: SharedCache,
  sharing: Sharing,
): Promise<Visibility | undefined> {
  const params = { owner: String(call.params?.owner), repo: String(call.params?.repo) };
  const recordPath = expandPath('/repos/{owner}/{repo}', params);
  const record: ForgeCall = {
    ...call,
    route: 'GET /repos/{owner}/{repo}',
    path: recordPath,
    params,
    text: undefined,
    session: sessionAs(call.session, undefined),
  };
  try {
    const { value } = await shared.read(
      `anonymous:${recordPath}`,
      { ...sharing, ...sharingOf(record) },
      async () => {
        const response = await next(record);
        const learnt = visibilityOf(response.data);
        await shared.rememberVisibility(sharing, learnt);
        return learnt === 'public' ? encode(response) : undefined;
      },
    );
    return value === undefined ? 'hidden' : 'public';
  } catch (error) {
    if (hiddenBy(error)) {
      await shared.rememberVisibility(sharing, 'hidden');
      return 'hidden';
    }
    return undefined;
  }
}

/** The forge's answer to an anonymous reader of a repository it hides: 401, 403 or 404. */
function hiddenBy(error: unknown): boolean {
  return (
    error instanceof ForgeError &&
    (error.kind === 'not-found' || error.kind === 'unauthenticated' || error.kind === 'forbidden')
  );
}

/** Public only by the record's own word: not private, not internal, its owner's visibility public. */
function visibilityOf(record: unknown): Visibility {
  const r = record as { private?: unknown; internal?: unknown; owner?: { visibility?: unknown } } | null;
  return r?.private === false && r.internal !== true && r.owner?.visibility === 'public'
    ? 'public'
    : 'hidden';
}

/**
 * A 404 below a public repository's record: what is missing there (no release yet, an issue number
 * not taken, a file not on the branch) is missing for every reader, and the events that would create
 * it drop the kept word with the rest of its area. Answers addressed by a sha are not kept missing: a
 * push can bring the object later, and no event names it.
 */
const absent = (error: unknown): error is ForgeError => error instanceof ForgeError && error.status === 404;

const encode = (response: ForgeResponse<unknown>) =>
  JSON.stringify([response.status, response.paging, response.data]);

/**
 * A kept 404 (encodeAbsence), not an answer: only 404s are kept missing (`absent`) and an answer's
 * status is 2xx, so the status at the head of the text tells, without parsing what decode parses anyway.
 */
const isAbsence = (value: string) => value.startsWith('[404,');

const encodeAbsence = (error: ForgeError) =>
  JSON.stringify([
    error.status,
    null,
    null,
    { kind: error.kind, message: error.message, upstreamBody: error.upstreamBody },
  ]);

/** The kept answer, or the kept 404 thrown as the forge threw it. */
function decode(value: string, call: ForgeCall): ForgeResponse<unknown> {
  const [status, paging, data, missing] = JSON.parse(value) as [
    number,
    ForgeResponse<unknown>['paging'],
    unknown,
    Pick<ForgeError, 'kind' | 'message' | 'upstreamBody'> | undefined,
  ];
  if (missing) {
    throw new ForgeError({
      kind: missing.kind,
      status,
      method: call.method,
      route: call.route,
      message: missing.message,
      upstreamBody: missing.upstreamBody,
      params: call.params,
    });
  }
  return { status, paging, data };
}
