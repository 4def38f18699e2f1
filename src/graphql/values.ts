import { GraphQLError } from 'graphql';
// Converters from the forge's loose JSON to values our scalars and enums accept. The forge sends
// `""` for unset URLs and dates, `0001-01-01T00:00:00Z` for zero times and enum-like strings we may
// not know yet; each of those becomes null instead of breaking the query.

export function toUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value === '') return null;
  try {
    return new URL(value).toString();
  } catch {
    return null;
  }
}

const ZERO_TIME = /^0001-01-01T/;

export function toDateTime(value: unknown): string | null {
  if (typeof value !== 'string' || value === '' || ZERO_TIME.test(value)) return null;
  return Number.isNaN(Date.parse(value)) ? null : value;
}

export function toInt64(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) ? value : null;
}

export function toInt(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) && Math.abs(value) < 2 ** 31 ? value : null;
}

/** The value if the enum knows it, else null (an unknown upstream value never breaks a query). */
export function toEnum<T extends string>(known: readonly T[], value: unknown): T | null {
  return typeof value === 'string' && (known as readonly string[]).includes(value) ? (value as T) : null;
}

export function lower(value: string): string {
  return value.toLowerCase();
}

const MAX_INT = 2 ** 31 - 1;

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
