// What the forge offers, learned once per process and shared by every caller: the routes it has
// proven it lacks, and the version it reported at start. Gitea before 1.24/1.25 and Forgejo lack
// routes the gateway prefers (/file-contents, /contents-ext, /user/actions/jobs).
//
// Proof of absence is the router's plain-text `404 page not found` (or a 405), never a version
// string (a version alone is not proof: Forgejo's `16.0.5+gitea-1.22.0` says
// little about which routes it serves). A route's absence is the same for every caller, so it is
// remembered for the process: after the first proof, later requests go straight to the fallback.

import { ForgeError, isUnmatchedRoute } from '../errors.js';

export interface AbsenceProof {
  /** the status the forge answered: 404 (plain text) or 405 */
  status: number | null;
  /** the forge's own text, e.g. `404 page not found` */
  message: string;
}

/**
 * Go's router answers an unregistered route with exactly `404 page not found` in plain text, and a wrong method with an empty 405. Any other 404 (a JSON one for a missing repository,
 * an HTML page from a proxy in front of the forge) proves nothing about the route, so it is not
 * remembered: remembering is for the life of the process.
 */
export function isRouteAbsence(error: unknown): error is ForgeError {
  if (!(error instanceof ForgeError) || !isUnmatchedRoute(error)) return false;
  return error.status === 405 || error.upstreamBody?.trim() === '404 page not found';
}

export class ForgeCapabilities {
  private readonly absent = new Map<string, AbsenceProof>();
  /** what `GET /version` answered at start; null until then or when the forge could not be reached */
  version: string | null = null;

  /** The proof that `route` (a route template, e.g. 'GET /user/actions/jobs') is missing, if any. */
  absence(route: string): AbsenceProof | undefined {
    return this.absent.get(route);
  }

  lacks(route: string): boolean {
    return this.absent.has(route);
  }

  /** Records `error` as proof of absence when it is one; true when it was. */
  learnFrom(error: unknown): boolean {
    if (!isRouteAbsence(error)) return false;
    this.absent.set(error.route, { status: error.status, message: error.message });
    return true;
  }

  /** Route templates proven missing, for logs and tests. */
  absentRoutes(): string[] {
    return [...this.absent.keys()].sort();
  }
}

/**
 * Calls `preferred` (which calls `route`) unless the forge is known to lack that route; on the first
 * proof of absence, remembers it and answers through `fallback` instead.
 */
export async function preferRoute<T>(
  capabilities: ForgeCapabilities,
  route: string,
  preferred: () => Promise<T>,
  fallback: () => Promise<T>,
): Promise<T> {
  if (capabilities.lacks(route)) return fallback();
  try {
    return await preferred();
  } catch (error) {
    if (!(error instanceof ForgeError) || error.route !== route || !capabilities.learnFrom(error))
      throw error;
    return fallback();
  }
}

/**
 * The error a field answers when the forge lacks the only route that can serve it: kind
 * 'unsupported' (NOT_SUPPORTED), with the forge's status and route under `extensions.upstream`.
 */
export function unsupportedRoute(route: string, proof: AbsenceProof, what: string): ForgeError {
  const [method = 'GET'] = route.split(' ');
  return new ForgeError({
    kind: 'unsupported',
    status: proof.status,
    method,
    route,
    message: `This forge does not offer ${what}: it has no ${route} route (Gitea before 1.25 and Forgejo lack it).`,
    // the forge's own answer, for extensions.upstream.message
    upstreamBody: proof.message,
  });
}

/**
 * Calls `only` (which calls `route`, the one route that can serve the field); when the forge lacks
 * it, now or as learnt before, fails with NOT_SUPPORTED, without a call once the absence is known.
 */
export async function requireRoute<T>(
  capabilities: ForgeCapabilities,
  route: string,
  what: string,
  only: () => Promise<T>,
): Promise<T> {
  const known = capabilities.absence(route);
  if (known) throw unsupportedRoute(route, known, what);
  try {
    return await only();
  } catch (error) {
    if (!(error instanceof ForgeError) || error.route !== route || !capabilities.learnFrom(error))
      throw error;
    throw unsupportedRoute(route, capabilities.absence(route) as AbsenceProof, what);
  }
}
