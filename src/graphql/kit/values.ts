import { GraphQLError } from 'graphql';
import { GraphQLDateTime } from 'graphql-scalars';

// Converters from the forge's loose JSON to values our scalars and enums accept. The forge sends
// `""` for unset URLs and dates, `0001-01-01T00:00:00Z` for zero times and enum-like strings we may
// not know yet; each of those becomes null instead of breaking the query, and so does a date the
// DateTime scalar could not write or a link that is no URL. Numbers are checked: one the forge sends
// out of range or that is no number fails its field alone with UPSTREAM_ERROR.

const MAX_INT = 2 ** 31 - 1;
const MIN_INT = -(2 ** 31);

/**
 * A pure function of a string, remembered for the last few thousand strings it was given: a page of
 * 50 pull requests repeats the same avatar URLs and timestamps, and parsing each URL or date again
 * (twice: once here, once in the scalar) cost 2–3 % of the gateway's CPU. The answer depends on the
 * string alone, so remembering it across requests tells no caller anything about another. Errors
 * are not remembered; they are thrown again.
 */
export function rememberingSerialize<T>(
  serialize: (value: unknown) => T,
  capacity = 4096,
): (value: unknown) => T {
  const answers = new Map<string, T>();
  return (value) => {
    if (typeof value !== 'string') return serialize(value);
    const known = answers.get(value);
    if (known !== undefined) return known;
    const answer = serialize(value);
    if (answers.size >= capacity) answers.clear();
    answers.set(value, answer);
    return answer;
  };
}

const normalizedUrl = rememberingSerialize((value) => {
  try {
    return new URL(value as string).toString();
  } catch {
    return null;
  }
});

export function toUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value === '') return null;
  return normalizedUrl(value);
}

const ZERO_TIME = /^0001-01-01T/;

/** The string if the DateTime scalar can write it (RFC 3339, a day the month has), else null. */
const writableDateTime = rememberingSerialize((value) => {
  try {
    GraphQLDateTime.serialize(value);
    return value as string;
  } catch {
    return null;
  }
});

export function toDateTime(value: unknown): string | null {
  if (typeof value !== 'string' || value === '' || ZERO_TIME.test(value)) return null;
  return writableDateTime(value);
}

/**
 * A Unix time in seconds (Gitea's `timeutil.TimeStamp`, an int64) as a DateTime: null when the forge
 * sent none; an UPSTREAM_ERROR on the field alone for a number whose date RFC 3339 cannot write (a
 * year past 9999 or before 0) or no number at all, where `Date#toISOString` would throw an
 * unexplained error.
 */
export function fromUnixSeconds(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const date = new Date(Number(toInt64(value)) * 1000);
  const written = Number.isNaN(date.getTime()) ? null : writableDateTime(date.toISOString());
  if (written === null) throw notANumber(value, 'a Unix time in seconds (years 0 to 9999)');
  return written;
}

function notANumber(value: unknown, kind: string): GraphQLError {
  return new GraphQLError(`the forge sent ${JSON.stringify(value)} where ${kind} belongs`, {
    extensions: { code: 'UPSTREAM_ERROR' },
  });
}

/**
 * A 32-bit whole number as the forge sent it (GraphQL's Int): null when it sent none; an
 * UPSTREAM_ERROR on the field alone for anything else (past 32 bits, a fraction, text), where
 * GraphQL's own Int would throw an unexplained internal error.
 */
export function checkedInt(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' && Number.isInteger(value) && value >= MIN_INT && value <= MAX_INT) {
    return value;
  }
  throw notANumber(value, 'a 32-bit whole number');
}

/**
 * One of the forge's int64 values (the BigInt scalar): a whole JSON number, or the digits of one;
 * null when it sent none; an UPSTREAM_ERROR on the field alone for anything else.
 */
export function toInt64(value: unknown): number | bigint | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'bigint') return value;
  if (typeof value === 'string' && /^-?\d{1,19}$/.test(value)) {
    const number = Number(value);
    return Number.isSafeInteger(number) ? number : BigInt(value);
  }
  throw notANumber(value, 'a whole number');
}

/** The value if the enum knows it, else null (an unknown upstream value never breaks a query). */
export function toEnum<T extends string>(known: readonly T[], value: unknown): T | null {
  return typeof value === 'string' && (known as readonly string[]).includes(value) ? (value as T) : null;
}

export function lower(value: string): string {
  return value.toLowerCase();
}

/** Whether the forge's count is a count of items GraphQL's Int can carry. */
export function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_INT;
}

/**
 * A count of items as the forge reported it: null when it sent none; an UPSTREAM_ERROR on the field
 * alone when it sent something that is not a count (negative, fractional, text, past 32 bits).
 */
export function checkedCount(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  if (isCount(value)) return value;
  throw new GraphQLError(
    `the forge reported ${JSON.stringify(value)} as a count of items, which is not one`,
    {
      extensions: { code: 'UPSTREAM_ERROR' },
    },
  );
}

/**
 * A repository's owner and name from the forge's `full_name`. One that is not `owner/name` is the
 * forge's fault (UPSTREAM_ERROR): building a route from it would blame the caller's input.
 */
export function splitFullName(fullName: unknown): { owner: string; repo: string } {
  const parts = typeof fullName === 'string' ? fullName.split('/') : [];
  const [owner = '', repo = ''] = parts;
  if (parts.length !== 2 || owner === '' || repo === '') {
    throw new GraphQLError(
      `the forge sent ${JSON.stringify(fullName)} as a repository's full name, which is not owner/name`,
      { extensions: { code: 'UPSTREAM_ERROR' } },
    );
  }
  return { owner, repo };
}
