import { describe, expect, it } from 'vitest';
import { parseLink, parsePaging, parseTotalCount } from '../../src/forge/http/paging.js';
import { encodeQuery, expandPath, RouteParamError } from '../../src/forge/routes/route.js';
import { planPages } from '../../src/graphql/kit/connection.js';

describe('route expansion', () => {
  it('percent-encodes each path parameter as one segment', () => {
    expect(expandPath('/repos/{owner}/{repo}', { owner: 'a/b', repo: 'x?y#z' })).toBe(
      '/repos/a%2Fb/x%3Fy%23z',
    );
  });

  it('encodes dot segments so no proxy can collapse them into another route', () => {
    expect(expandPath('/repos/{owner}/{repo}', { owner: '..', repo: '.' })).toBe('/repos/%2E%2E/%2E');
  });

  it('keeps a filepath a path but encodes every segment of it', () => {
    expect(
      expandPath('/repos/{owner}/{repo}/contents/{filepath}', {
        owner: 'o',
        repo: 'r',
        filepath: 'docs/a b.md',
      }),
    ).toBe('/repos/o/r/contents/docs/a%20b.md');
    expect(expandPath('/x/{filepath}', { filepath: '../etc/%2Fpasswd' })).toBe('/x/%2E%2E/etc/%252Fpasswd');
  });

  it('leaves no trailing slash for an empty filepath', () => {
    expect(
      expandPath('/repos/{owner}/{repo}/contents-ext/{filepath}', { owner: 'o', repo: 'r', filepath: '' }),
    ).toBe('/repos/o/r/contents-ext');
  });

  it('refuses an empty single-segment parameter instead of sending a shorter path', () => {
    expect(() => expandPath('/repos/{owner}/{repo}', { owner: '', repo: 'r' })).toThrow(RouteParamError);
  });

  it('repeats array query keys and drops absent values', () => {
    expect(encodeQuery({ labels: [1, 2], state: undefined, poster: null, page: 2, flag: false })).toBe(
      '?labels=1&labels=2&page=2&flag=false',
    );
  });
});

describe('paging headers', () => {
  it('reads the total count and ignores garbage', () => {
    expect(parseTotalCount('60')).toBe(60);
    expect(parseTotalCount('sixty')).toBeNull();
    expect(parseTotalCount(undefined)).toBeNull();
  });

  it('reads the page numbers of every Link relation', () => {
    const link =
      '<http://h/api/v1/repos/a/b/pulls?limit=5&page=3>; rel="next",<http://h/api/v1/repos/a/b/pulls?limit=5&page=12>; rel="last",<http://h/api/v1/repos/a/b/pulls?limit=5&page=1>; rel="first",<http://h/api/v1/repos/a/b/pulls?limit=5&page=1>; rel="prev"';
    expect(parseLink(link)).toEqual({ next: 3, last: 12, first: 1, prev: 1 });
    expect(parsePaging({ 'x-total-count': '60', link }).totalCount).toBe(60);
  });
});

describe('page planning', () => {
  it('serves an aligned window with one page of exactly its size', () => {
    expect(planPages(5, 5)).toEqual({ limit: 5, pages: [2] });
  });

  it('finds a larger single page for a window that straddles pages of its own size', () => {
    expect(planPages(3, 5)).toEqual({ limit: 8, pages: [1] });
  });

  it('falls back to consecutive pages of the largest size for a window over 50', () => {
    expect(planPages(0, 100)).toEqual({ limit: 50, pages: [1, 2] });
    expect(planPages(30, 40)).toEqual({ limit: 50, pages: [1, 2] });
    expect(planPages(40, 20)).toEqual({ limit: 20, pages: [3] });
  });

  it('uses the fixed page size of routes that take no limit', () => {
    expect(planPages(45, 10, { fixedPageSize: 50 })).toEqual({ limit: 50, pages: [1, 2] });
  });
});
