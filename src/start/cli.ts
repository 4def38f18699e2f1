// The command line: one table names each setting's flag, environment variable, default and meaning;
// parsing, the flag-over-environment rule and --help all read it. Values are checked by
// configFromEnv, so a flag and its variable accept exactly the same values.

import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { PACKAGE_ROOT } from '../base/root.js';
import { LIMIT_TABLE } from '../server/limits/limit-table.js';
import { type Config, ConfigError, configFromEnv, DEFAULT_CONFIG } from './config.js';
import { PROTECTION_OPTIONS } from './protection-config.js';

export interface OptionSpec {
  /** the environment variable; its flag is the name in lower case with dashes (MAX_PAGE_SIZE: --max-page-size) */
  env: string;
  /** placeholder of the value in --help; absent for a switch (a flag without a value means true) */
  value?: string;
  default: string;
  help: string;
}

export const flagOf = (option: OptionSpec): string => option.env.toLowerCase().replaceAll('_', '-');

export const OPTIONS: readonly OptionSpec[] = [
  {
    env: 'FORGE_URL',
    value: '<url>',
    default: 'none: start the demo sandbox',
    help: 'the forge, e.g. https://gitea.example.com (/api/v1 is added when missing)',
  },
  {
    env: 'PORT',
    value: '<port>',
    default: String(DEFAULT_CONFIG.port),
    help: 'port to listen on (0 picks a free one)',
  },
  { env: 'HOST', value: '<address>', default: DEFAULT_CONFIG.host, help: 'address to listen on' },
  {
    env: 'TLS_CERT',
    value: '<file>',
    default: 'none: plain HTTP',
    help: 'PEM certificate (with its chain): serve HTTPS; needs TLS_KEY',
  },
  {
    env: 'TLS_KEY',
    value: '<file>',
    default: 'none: plain HTTP',
    help: 'PEM private key of TLS_CERT',
  },
  {
    env: 'PERSISTED_ONLY',
    default: String(DEFAULT_CONFIG.persistedOnly),
    help: 'run only the operations of operations/manifest.json',
  },
  {
    env: 'FEDERATION',
    default: String(DEFAULT_CONFIG.federation),
    help: 'serve as an Apollo Federation v2 subgraph: _service, _entities and @key (docs/federation.md)',
  },
  {
    env: 'MAX_PAGE_SIZE',
    value: '<n>',
    default: String(DEFAULT_CONFIG.maxPageSize),
    help: 'largest first/last a connection accepts',
  },
  {
    env: 'UPSTREAM_TIMEOUT_MS',
    value: '<ms>',
    default: String(DEFAULT_CONFIG.upstreamTimeoutMs),
    help: 'timeout of one forge call',
  },
  {
    env: 'UPSTREAM_CALL_BUDGET',
    value: '<n>',
    default: String(DEFAULT_CONFIG.upstreamCallBudget),
    help: 'forge calls one GraphQL request may make',
  },
  {
    env: 'GRAPHIQL',
    value: '<true|false>',
    default: String(DEFAULT_CONFIG.graphiql),
    help: 'serve GraphiQL to browsers',
  },
  {
    env: 'REPORT_COST',
    value: '<true|false>',
    default: String(DEFAULT_CONFIG.reportCost),
    help: 'report each answer’s forge calls, estimated and made, in extensions.cost',
  },
  {
    env: 'CORS_ORIGINS',
    value: '<origins>',
    default: 'none: same-origin only',
    help: 'comma-separated browser origins allowed to call cross-origin',
  },
  {
    env: 'INTROSPECTION',
    value: '<true|false>',
    default: String(DEFAULT_CONFIG.introspection),
    help: 'answer introspection queries (switch off in production)',
  },
  {
    env: 'UPSTREAM_RETRIES',
    value: '<n>',
    default: String(DEFAULT_CONFIG.upstreamRetries),
    help: 'extra attempts of a GET on network errors and 502/503/504 (writes are never retried)',
  },
  // the limits of a request (docs/cache-and-limits.md, "Limits")
  ...LIMIT_TABLE.map((row) => ({
    env: row.env,
    value: 'unit' in row && row.unit === 'ms' ? '<ms>' : '<n>',
    default: String(row.default),
    help: row.help,
  })),
  {
    env: 'BREAKER_THRESHOLD',
    value: '<n>',
    default: String(DEFAULT_CONFIG.breaker ? DEFAULT_CONFIG.breaker.threshold : 0),
    help: 'consecutive forge failures that open the circuit breaker (0: no breaker)',
  },
  {
    env: 'BREAKER_WINDOW_MS',
    value: '<ms>',
    default: String(DEFAULT_CONFIG.breaker ? DEFAULT_CONFIG.breaker.windowMs : 0),
    help: 'window in which those failures count',
  },
  {
    env: 'BREAKER_COOLDOWN_MS',
    value: '<ms>',
    default: String(DEFAULT_CONFIG.breaker ? DEFAULT_CONFIG.breaker.cooldownMs : 0),
    help: 'how long an open breaker fails calls at once before one probe goes through',
  },
  {
    env: 'METRICS',
    value: '<true|false>',
    default: String(DEFAULT_CONFIG.metrics),
    help: 'serve Prometheus metrics at GET /metrics',
  },
  {
    env: 'LOG_LEVEL',
    value: '<level>',
    default: DEFAULT_CONFIG.logLevel,
    help: 'fatal, error, warn, info, debug, trace or silent',
  },
  {
    env: 'SHUTDOWN_TIMEOUT_MS',
    value: '<ms>',
    default: String(DEFAULT_CONFIG.shutdownTimeoutMs),
    help: 'how long SIGTERM waits for requests in flight',
  },
  // live updates (docs/live-updates.md)
  {
    env: 'WEBHOOK_SECRET',
    value: '<secret>',
    default: 'none: POST /webhooks/forge is off',
    help: 'secret of the forge hooks that feed subscriptions',
  },
  {
    env: 'PUBLIC_URL',
    value: '<url>',
    default: 'none',
    help: 'the gateway as the forge reaches it; enableLiveUpdates points hooks at <url>/webhooks/forge',
  },
  {
    env: 'REDIS_URL',
    value: '<url>',
    default: 'none: in-process event bus',
    help: 'Redis shared by several instances for live updates, e.g. redis://127.0.0.1:6379',
  },
  {
    env: 'LIVE_BUS_SECRET',
    value: '<secret>',
    default: 'none: WEBHOOK_SECRET signs',
    help: 'secret that signs messages on the Redis bus (HMAC-SHA256); REDIS_URL with neither is refused',
  },
  {
    env: 'TRUSTED_PROXIES',
    value: '<cidrs|addresses>',
    default: 'none',
    help: 'proxies whose X-Forwarded-For names the client (anonymous subscribers are capped per client address)',
  },
  ...(
    [
      [
        'LIVE_MAX_SUBSCRIPTIONS_PER_CONNECTION',
        '<n>',
        'maxSubscriptionsPerConnection',
        'subscriptions on one connection',
      ],
      [
        'LIVE_MAX_SUBSCRIPTIONS_PER_CALLER',
        '<n>',
        'maxSubscriptionsPerCaller',
        'subscriptions of one caller on one instance',
      ],
      [
        'LIVE_ACCESS_RECHECK_MS',
        '<ms>',
        'accessRecheckMs',
        'how often a subscriber’s read access is checked again',
      ],
      [
        'LIVE_SUBSCRIBER_BUFFER',
        '<n>',
        'subscriberBufferSize',
        'events a slow subscriber may fall behind before it is ended',
      ],
      ['WEBHOOK_MAX_BODY_BYTES', '<n>', 'webhookMaxBodyBytes', 'largest webhook body (HTTP 413 past it)'],
      [
        'WEBHOOK_REPLAY_WINDOW_MS',
        '<ms>',
        'webhookReplayWindowMs',
        'a webhook body accepted within this window is dropped whatever its delivery id',
      ],
    ] as const
  ).map(([env, value, key, help]) => ({ env, value, default: String(DEFAULT_CONFIG.live[key]), help })),
  // the shared cache, rate limits and the ceiling (docs/cache-and-limits.md, "Cache and rate limits")
  ...PROTECTION_OPTIONS,
];

const PACKAGE = JSON.parse(readFileSync(new URL('package.json', PACKAGE_ROOT), 'utf8')) as {
  name: string;
  version: string;
  description: string;
};

/** What the process should do: serve with a configuration, or print a text and exit 0. */
export type Command = { kind: 'serve'; config: Config } | { kind: 'print'; text: string };

export function versionText(): string {
  return `${PACKAGE.name} ${PACKAGE.version}`;
}

export function helpText(): string {
  const rows = [
    ...OPTIONS.map((option) => [
      `--${flagOf(option)}${option.value ? ` ${option.value}` : ''}`,
      option.env,
      `${option.help} (default: ${option.default})`,
    ]),
    ['-h, --help', '', 'print this help'],
    ['-v, --version', '', 'print the version'],
  ];
  const widths = [0, 1].map((column) => Math.max(...rows.map((row) => row[column]?.length ?? 0)));
  const lines = rows.map(([flag = '', env = '', help = '']) =>
    `  ${flag.padEnd(widths[0] ?? 0)}  ${env.padEnd(widths[1] ?? 0)}  ${help}`.trimEnd(),
  );
  return [
    `Usage: ${PACKAGE.name} [options]`,
    '',
    PACKAGE.description,
    'Serves GraphQL at /graphql (GraphiQL in a browser), GET /healthz and GET /readyz.',
    '',
    'Options (each can also be set by its environment variable; the flag wins):',
    ...lines,
  ].join('\n');
}

/** Edit distance (insertions, deletions, substitutions): how far a typo is from a flag. */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** The known flag nearest to a mistyped one, when it is near enough to be what was meant. */
export function nearestFlag(option: string): string | undefined {
  const typed = option.replace(/^-+/, '').split('=')[0] ?? '';
  const flags = [...OPTIONS.map(flagOf), 'help', 'version'];
  const ranked = flags.map((flag) => ({ flag, cost: distance(typed, flag) })).sort((a, b) => a.cost - b.cost);
  const best = ranked[0];
  return best && best.cost <= Math.max(2, Math.floor(typed.length / 3)) ? `--${best.flag}` : undefined;
}

/** One line for a parseArgs failure; its own message for unknown options is three sentences long. */
function argumentError(error: unknown): ConfigError {
  const { code, message } = error as { code?: string; message: string };
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
    const option = /'([^']+)'/.exec(message)?.[1] ?? message;
    const suggestion = nearestFlag(option);
    return new ConfigError(
      `unknown option ${option}${suggestion ? `; did you mean ${suggestion}?` : ''} (see --help)`,
    );
  }
  return new ConfigError(`${message.split('\n')[0]} (see --help)`);
}

/** Flags over environment: each given flag replaces its variable, then configFromEnv checks all values. */
export function parseCommandLine(
  argv: readonly string[],
  env: Record<string, string | undefined> = process.env,
): Command {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: {
        ...Object.fromEntries(
          OPTIONS.map((option) => [flagOf(option), { type: option.value ? 'string' : 'boolean' } as const]),
        ),
        help: { type: 'boolean', short: 'h' },
        version: { type: 'boolean', short: 'v' },
      },
    }));
  } catch (error) {
    throw argumentError(error);
  }
  if (values.help) return { kind: 'print', text: helpText() };
  if (values.version) return { kind: 'print', text: versionText() };

  const merged = { ...env };
  const given = OPTIONS.filter((option) => values[flagOf(option)] !== undefined);
  for (const option of given) {
    const value = values[flagOf(option)];
    if (value === '') throw new ConfigError(`--${flagOf(option)} needs a value (see --help)`);
    merged[option.env] = value === true ? 'true' : String(value);
  }
  try {
    return { kind: 'serve', config: configFromEnv(merged) };
  } catch (error) {
    // configFromEnv names the variable; when the value came from a flag, name the flag instead.
    const culprit = given.find(
      (option) => error instanceof Error && error.message.startsWith(`${option.env} `),
    );
    if (error instanceof ConfigError && culprit) {
      throw new ConfigError(`--${flagOf(culprit)}${error.message.slice(culprit.env.length)}`);
    }
    throw error;
  }
}
