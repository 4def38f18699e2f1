// Every limit a request passes, one row each: its default, the environment variable and flag that set
// it (the flag is the variable in lower case with dashes, src/start/cli.ts), the largest value it
// accepts, the code of its refusal and the words of its row in docs/cache-and-limits.md (written by
// `npm run codegen`, compared by test/project/doc-tables.test.ts). The plugins that enforce them are
// limits.ts and its neighbours.

import { PAYLOAD_TOO_LARGE } from '../../graphql/kit/uploaded-file.js';

export interface LimitRow {
  key: string;
  env: string;
  default: number;
  /** the largest value the variable accepts */
  max: number;
  unit?: 'B' | 'ms';
  /** the refusal's `extensions.code`, or null when no GraphQL answer is sent (`noCode` says what is) */
  code: string | null;
  noCode?: string;
  /** the refusal's HTTP status when it is not GraphQL's own (200 or 400) */
  status?: number;
  /** what is limited, in the docs' table */
  limit: string;
  /** its line in --help */
  help: string;
}

export const LIMIT_TABLE = [
  {
    key: 'maxDepth',
    env: 'QUERY_MAX_DEPTH',
    // the example operations reach 6; gh 2.23's `pr status` document reaches 19
    default: 20,
    max: 1_000,
    code: 'QUERY_TOO_DEEP',
    limit: 'selection depth',
    help: 'deepest selection a document may have',
  },
  {
    key: 'maxAliases',
    env: 'QUERY_MAX_ALIASES',
    // aliased fields in one operation, fragments included; the examples use 1
    default: 50,
    max: 100_000,
    code: 'TOO_MANY_ALIASES',
    limit: 'aliases (fragments included)',
    help: 'aliases a document may use',
  },
  {
    key: 'maxTokens',
    env: 'QUERY_MAX_TOKENS',
    // above the ~6,000 tokens of 1,000 aliases, so that such a document is refused for its aliases;
    // the largest example has under 100
    default: 10_000,
    max: 10_000_000,
    code: 'QUERY_TOO_LARGE',
    limit: 'tokens of the document',
    help: 'tokens a document may have',
  },
  {
    key: 'maxCost',
    env: 'QUERY_MAX_COST',
    // the call budget of one request (UPSTREAM_CALL_BUDGET): a document that would pass it is refused
    // whole before any call (call-cost.ts), instead of failing field by field once the budget is spent
    default: 200,
    max: 1_000_000_000,
    code: 'QUERY_TOO_COSTLY',
    limit: 'cost in forge calls (see below)',
    help: 'forge calls one operation is estimated to make',
  },
  {
    key: 'maxDirectives',
    env: 'QUERY_MAX_DIRECTIVES',
    default: 50,
    max: 100_000,
    code: 'TOO_MANY_DIRECTIVES',
    limit: 'directives',
    help: 'directives a document may use',
  },
  {
    key: 'maxBodyBytes',
    env: 'MAX_BODY_BYTES',
    default: 100_000,
    max: 100_000_000,
    unit: 'B',
    code: 'BODY_TOO_LARGE',
    status: 413,
    limit: 'request body size',
    help: 'largest request body',
  },
  {
    key: 'maxVariableDepth',
    env: 'QUERY_MAX_VARIABLE_DEPTH',
    // the example operations' inputs reach 4
    default: 32,
    max: 10_000,
    code: 'VARIABLES_TOO_DEEP',
    limit: 'nesting of the variables',
    help: 'deepest nesting of variables',
  },
  {
    key: 'maxResponseBytes',
    env: 'MAX_RESPONSE_BYTES',
    // the largest answer of the example operations with 100-item pages is under 1 MB
    default: 10_000_000,
    max: 2_000_000_000,
    unit: 'B',
    code: 'RESPONSE_TOO_LARGE',
    limit: 'answer size',
    help: 'largest answer (RESPONSE_TOO_LARGE past it)',
  },
  {
    key: 'maxUploadBytes',
    env: 'MAX_UPLOAD_BYTES',
    default: 10_000_000,
    max: 2_000_000_000,
    unit: 'B',
    code: PAYLOAD_TOO_LARGE,
    status: 413,
    limit: 'one uploaded file',
    help: 'largest uploaded file (PAYLOAD_TOO_LARGE past it)',
  },
  {
    key: 'maxUploadFiles',
    env: 'MAX_UPLOAD_FILES',
    default: 5,
    max: 1_000,
    code: 'TOO_MANY_FILES',
    status: 413,
    limit: 'files of one upload request',
    help: 'files one request may upload (TOO_MANY_FILES past it)',
  },
  {
    key: 'requestTimeoutMs',
    env: 'REQUEST_TIMEOUT_MS',
    // a 100 KB body arrives in well under a second; Node's own default is 300 s
    default: 30_000,
    max: 3_600_000,
    unit: 'ms',
    code: null,
    noCode: 'none: Node answers 408 and closes',
    status: 408,
    limit: 'time to send a whole request',
    help: 'time a client has to send a whole request (HTTP 408 past it)',
  },
] as const satisfies readonly LimitRow[];

export type LimitKey = (typeof LIMIT_TABLE)[number]['key'];

/** The limits of one gateway, by key (`maxDepth`, `maxBodyBytes`, ...). */
export type QueryLimits = Record<LimitKey, number>;

export const DEFAULT_LIMITS: QueryLimits = Object.fromEntries(
  LIMIT_TABLE.map((row) => [row.key, row.default]),
) as QueryLimits;

/** The code of the refusal of limit `key` (a limit Node refuses has none to give). */
export function limitCode(key: Exclude<LimitKey, 'requestTimeoutMs'>): string {
  return LIMIT_TABLE.find((row) => row.key === key)?.code ?? '';
}
