// generated/forge-coverage.md is what the source reaches today, and the totals docs/schema.md quotes are its own.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  computeCoverage,
  counted,
  FORGE_COVERAGE_PATH,
  renderCoverage,
  totalsLine,
} from '../../scripts/forge-coverage.js';
import { readDoc } from '../helpers/readme.js';

const coverage = computeCoverage();
const byRoute = new Map(coverage.operations.map((operation) => [operation.route, operation]));

describe('generated/forge-coverage.md', () => {
  it('is what `npm run forge-coverage` writes from the swagger and the source (run `npm run codegen` after a change)', () => {
    expect(readFileSync(FORGE_COVERAGE_PATH, 'utf8')).toBe(renderCoverage(coverage));
  }, 30_000);

  it('lists every operation of the swagger once, 382 of them outside admin and ActivityPub', () => {
    expect(coverage.operations).toHaveLength(410);
    expect(coverage.operations.filter(counted)).toHaveLength(382);
  });

  it('names the fields and mutations that use a route, from the row through loaders and list helpers', () => {
    expect(byRoute.get('GET /repos/{owner}/{repo}/stargazers')?.fields).toEqual(['Repository.stargazers']);
    expect(byRoute.get('POST /repos/{owner}/{repo}/releases')?.fields).toEqual(['Mutation.createRelease']);
    // fields defined for issues and pull requests alike, and mutations defined from a table
    expect(byRoute.get('GET /repos/{owner}/{repo}/issues/{index}/comments')?.fields).toEqual([
      'Issue.comments',
      'PullRequest.comments',
    ]);
    expect(byRoute.get('POST /repos/{owner}/{repo}/issues/{index}/stopwatch/start')?.fields).toEqual([
      'Mutation.startStopwatch',
    ]);
  });

  it('gives each operation the graph does not reach its reason', () => {
    expect(byRoute.get('GET /admin/cron')?.reason).toBe('admin');
    expect(byRoute.get('GET /activitypub/user-id/{user-id}')?.reason).toBe('ActivityPub');
    expect(byRoute.get('POST /org/{org}/repos')?.reason).toBe('served by `POST /orgs/{org}/repos`');
    for (const operation of coverage.operations) {
      expect(operation.fields.length > 0 || operation.reason !== undefined, operation.route).toBe(true);
    }
  });
});

describe('docs/schema.md', () => {
  it('quotes the totals of generated/forge-coverage.md under its checked marker', () => {
    const quoted = readDoc('schema').split('<!-- checked: forge-coverage -->\n')[1]?.split('\n')[0];
    expect(quoted).toBe(totalsLine(coverage));
  });
});
