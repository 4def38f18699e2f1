// The converters from the forge's loose JSON to values the schema's scalars accept (values.ts): a
// date or link that is none is null; a Unix time no date has is the forge's error.

import { describe, expect, it } from 'vitest';
import { fromUnixSeconds, toDateTime, toUrl } from '../../src/graphql/kit/values.js';

describe('a date the forge sends', () => {
  it('is kept when RFC 3339 can write it, offsets and nanoseconds included', () => {
    for (const date of [
      '2024-02-29T23:59:59Z',
      '2024-01-01T00:00:00+01:00',
      '9999-12-31T23:59:59.999999999Z',
    ]) {
      expect(toDateTime(date)).toBe(date);
    }
  });

  it('is null when it is none: empty, the zero time, a day the month lacks, another format', () => {
    for (const date of [
      '',
      '0001-01-01T00:00:00Z',
      '2023-02-29T00:00:00Z',
      '2024-04-31T00:00:00Z',
      '2024-01-01',
      'Tue, 02 Jan 2024 10:00:00 GMT',
      '+275760-09-13T00:00:00Z',
      null,
      42,
    ]) {
      expect(toDateTime(date), String(date)).toBeNull();
    }
  });
});

describe('a Unix time in seconds the forge sends', () => {
  it('is the date it names, from year 0 to year 9999', () => {
    expect(fromUnixSeconds(1_700_000_100)).toBe('2023-11-14T22:15:00.000Z');
    expect(fromUnixSeconds(-62_167_219_200)).toBe('0000-01-01T00:00:00.000Z');
    expect(fromUnixSeconds(253_402_300_799)).toBe('9999-12-31T23:59:59.000Z');
    expect(fromUnixSeconds(null)).toBeNull();
  });

  it('is UPSTREAM_ERROR past year 9999 or before year 0, at int64’s edges, or when it is no whole number', () => {
    for (const seconds of [253_402_300_800, -62_167_219_201, 2 ** 63, -(2 ** 63), 1.5, 'soon']) {
      expect(() => fromUnixSeconds(seconds), String(seconds)).toThrow(
        expect.objectContaining({ extensions: { code: 'UPSTREAM_ERROR' } }),
      );
    }
  });
});

describe('a link the forge sends', () => {
  it('is the URL as written, or null when it is none', () => {
    expect(toUrl('https://forge.test/alice/hello')).toBe('https://forge.test/alice/hello');
    for (const link of ['', 'not a url', 'http://', 'http://[::1', '/alice/hello', null]) {
      expect(toUrl(link), String(link)).toBeNull();
    }
  });
});
