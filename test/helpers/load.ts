// Drives many requests at the gateway with bounded concurrency and judges each raw HTTP answer:
// well-formed GraphQL, typed errors only, nothing internal or secret in it.

import type { GraphQLResponse } from './harness.js';

/** Every code the gateway may answer with; anything else (INTERNAL_SERVER_ERROR first) is a defect. */
export const KNOWN_CODES = new Set([
  'NOT_FOUND',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'BAD_USER_INPUT',
  'CONFLICT',
  'REPO_ARCHIVED',
  'UPSTREAM_ERROR',
  'UPSTREAM_UNAVAILABLE',
  'UPSTREAM_TIMEOUT',
  'UPSTREAM_CALL_BUDGET_EXCEEDED',
  'NOT_SUPPORTED',
  'GRAPHQL_VALIDATION_FAILED',
  'GRAPHQL_PARSE_FAILED',
  'BAD_REQUEST',
  'OPERATION_RESOLUTION_FAILURE',
  'PERSISTED_OPERATION_NOT_FOUND',
  'PERSISTED_OPERATION_ONLY',
  'QUERY_TOO_DEEP',
  'TOO_MANY_ALIASES',
  'QUERY_TOO_LARGE',
  'QUERY_TOO_COSTLY',
  'TOO_MANY_DIRECTIVES',
  'BODY_TOO_LARGE',
  'CSRF_HEADER_REQUIRED',
]);

/** Text that must never reach a caller: stack frames, the forge's address, its error bodies, tokens. */
export function internalsIn(text: string, forgeOrigin: string): string[] {
  const found: string[] = [];
  if (/\n\s+at .+\(.*:\d+:\d+\)/.test(text) || /"stack"/.test(text)) found.push('stack trace');
  if (text.includes(forgeOrigin)) found.push('forge address');
  if (text.includes('api/swagger')) found.push('forge error body');
  // the demo users' tokens (`alice-token`), not a route that names one (`/runners/registration-token`)
  if (/\b(?:admin|alice|bob|carol)-token\b/.test(text)) found.push('credential');
  return found;
}

export interface Judged {
  status: number;
  body: GraphQLResponse | undefined;
  /** why the answer is not a well-formed GraphQL response, if it is not */
  malformed: string | null;
  /** codes of the errors that are not in KNOWN_CODES */
  untyped: string[];
  typed: number;
}

export async function judge(response: Response): Promise<Judged> {
  const text = await response.text();
  let body: GraphQLResponse | undefined;
  try {
    body = JSON.parse(text) as GraphQLResponse;
  } catch {
    return {
      status: response.status,
      body,
      malformed: `not JSON: ${text.slice(0, 80)}`,
      untyped: [],
      typed: 0,
    };
  }
  const hasData = body !== null && typeof body === 'object' && 'data' in body;
  const errors = Array.isArray(body?.errors) ? body.errors : [];
  const malformed = !hasData && errors.length === 0 ? 'neither data nor errors' : null;
  const codes = errors.map((error) => String(error.extensions?.code ?? 'UNCODED'));
  const untyped = codes.filter((code) => !KNOWN_CODES.has(code));
  return { status: response.status, body, malformed, untyped, typed: codes.length - untyped.length };
}

/** Runs `count` tasks, at most `concurrency` at a time, in index order. */
export async function runPool<T>(count: number, concurrency: number, task: (index: number) => Promise<T>) {
  const results: T[] = new Array(count);
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < count; index = next++) results[index] = await task(index);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  return results;
}

/** mulberry32: seeded, so a failing run can be replayed. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
