// Redirects of GETs are followed, at most three hops, and only within the forge's origin, so the
// caller's credentials never go elsewhere. Another redirect is answered as it came (an upstream error).

import type { Exchange } from './exchange.js';

const MAX_REDIRECTS = 3;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

export function followRedirects(origin: string, exchange: Exchange): Exchange {
  return async (call, path) => {
    let requestPath = path;
    for (let hop = 0; ; hop++) {
      const answer = await exchange(call, requestPath);
      const location = redirectTarget(answer.status, answer.headers.location, origin);
      if (!location || call.method !== 'GET' || hop >= MAX_REDIRECTS) return answer;
      await answer.discard();
      requestPath = location;
    }
  };
}

function redirectTarget(
  status: number,
  location: string | string[] | undefined,
  origin: string,
): string | null {
  if (!REDIRECT_STATUSES.has(status) || typeof location !== 'string') return null;
  try {
    const target = new URL(location, origin);
    return target.origin === origin ? target.pathname + target.search : null;
  } catch {
    return null;
  }
}
