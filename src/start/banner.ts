// What `npm start` tells a newcomer: how to authenticate (demo credentials only in demo mode), how to
// let a local frontend call the gateway, whether live updates are on, and one example that works in
// the mode it started in: the demo's GettingStarted query against the demo forge, a query any forge
// answers when it fronts one of its own, and an operation's id when it runs persisted operations only.

import type { CacheMode } from '../forge/cache/index.js';
import { FORGE_EXAMPLE_QUERY } from '../graphiql/examples.js';
import type { PersistedOperation } from '../persisted/manifest.js';

export interface BannerOptions {
  /** no FORGE_URL: the embedded sandbox with the demo seed */
  demo: boolean;
  corsOrigins: readonly string[];
  /** served over HTTPS (--tls-cert, --tls-key) */
  tls?: boolean;
  persistedOnly: boolean;
  /** serving as a federation subgraph (--federation) */
  federation?: boolean;
  /** the demo's example document (GettingStarted) */
  demoQuery: string;
  /** the operation a persisted-only gateway names as its example */
  persistedExample?: Pick<PersistedOperation, 'id' | 'name'>;
  /** in demo mode: what switching live updates on answered (`EnableLiveUpdatesPayload`, or why not) */
  liveUpdates?: { repository: string; answer: string };
  /** what the shared read cache keeps (docs/cache-and-limits.md, "Cache and rate limits"); absent: not said */
  cacheMode?: CacheMode;
  /** the cache checks pages of reviews for pending ones with a site admin's token (FORGE_ADMIN_TOKEN) */
  pendingReviewsChecked?: boolean;
}

const PENDING_REVIEWS_LINE =
  'Pull requests’ reviews: a site admin’s token (--forge-admin-token) checks each page for pending reviews, so signed-in readers share the pages without one.';

const FEDERATION_LINE =
  'Federation subgraph (--federation): a router composes `_service { sdl }` and reads entities through `_entities`; it must forward each caller’s Authorization (docs/federation.md).';

const CACHE_LINES: Record<CacheMode, string> = {
  off: 'Shared cache: off (--cache-mb 0).',
  'sha-only':
    'Shared cache: sha-addressed answers only, since no forge events reach this gateway (--webhook-secret turns public answers on).',
  'public-with-hooks':
    'Shared cache: public answers of repositories whose events reach this gateway (live updates on, or a delivery received), and sha-addressed answers.',
  'public-with-system-hook':
    'Shared cache: public answers of every public repository (a system webhook delivers their events), and sha-addressed answers.',
};

export function bannerLines(options: BannerOptions): string[] {
  const lines = options.demo
    ? [
        'Send `Authorization: token alice-token` (a demo user) with every request, or sign in as another demo user.',
      ]
    : ['Send your forge credentials with every request: `Authorization: token <your token>`.'];
  lines.push(
    options.corsOrigins.length
      ? `Browser pages on ${options.corsOrigins.join(', ')} may call it (--cors-origins).`
      : 'A frontend on another origin (a dev server on http://localhost:5173, say)? Start with --cors-origins http://localhost:5173.',
  );
  if (options.federation) lines.push(FEDERATION_LINE);
  lines.push(
    options.tls
      ? 'HTTPS with the certificate of --tls-cert; gh reaches it as a GitHub Enterprise host (GH_HOST, GH_ENTERPRISE_TOKEN; docs/github.md).'
      : 'Plain HTTP: put a TLS reverse proxy in front, or serve HTTPS itself with --tls-cert and --tls-key.',
  );
  if (options.liveUpdates) lines.push(liveUpdatesLine(options.liveUpdates));
  if (options.cacheMode) lines.push(CACHE_LINES[options.cacheMode]);
  if (options.pendingReviewsChecked && options.cacheMode?.startsWith('public-'))
    lines.push(PENDING_REVIEWS_LINE);
  lines.push(...exampleLines(options));
  return lines;
}

function liveUpdatesLine({ repository, answer }: { repository: string; answer: string }): string {
  return answer === 'EnableLiveUpdatesPayload'
    ? `Live updates are on for ${repository}: in GraphiQL, run a subscription tab (RepositoryEvents), then a mutation tab (AddComment, say), and the event arrives.`
    : `Live updates could not be switched on for ${repository}: ${answer}`;
}

/** The last lines: `Example query:` and a document (or request body) that works in this mode. */
function exampleLines(options: BannerOptions): string[] {
  if (options.persistedOnly) {
    const operation = options.persistedExample;
    if (!operation)
      return ['Example query: none (persisted operations only, and the manifest lists no query).'];
    return [
      `Example query: persisted operations only, so send the id of one of operations/manifest.json (${operation.name}) as the body:`,
      JSON.stringify({ documentId: `sha256:${operation.id}` }),
    ];
  }
  return ['Example query:', options.demo ? options.demoQuery.trimEnd() : FORGE_EXAMPLE_QUERY];
}

/** One line for a failed listen; a busy port says which flag picks another. */
export function listenFailure(error: NodeJS.ErrnoException, host: string, port: number): string {
  if (error.code === 'EADDRINUSE') {
    return `port ${port} on ${host} is already in use: start with --port <another port> (or --port 0 for any free one)`;
  }
  if (error.code === 'EACCES')
    return `no permission to listen on ${host}:${port}: pick a port above 1023 with --port`;
  return `cannot listen on ${host}:${port}: ${error.message}`;
}
