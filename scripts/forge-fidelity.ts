// `npm run forge-fidelity`: how far the sandbox drifts from Gitea. Runs the sandbox behaviour tests
// derived from Gitea's integration tests (test/sandbox/gitea/*.test.ts, written with
// test/helpers/gitea-behaviours.ts) with vitest's JSON reporter and prints, per Gitea test file,
// the behaviours stated, passing and failing and the Gitea test functions they follow, with totals.
// Exits non-zero when a behaviour fails: the sandbox no longer does what Gitea's test asserts.

import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
export const GITEA_TESTS_DIR = join(ROOT, 'test/sandbox/gitea');

/** The part of vitest's JSON report this reads. */
export interface VitestJsonReport {
  testResults: {
    assertionResults: { ancestorTitles: string[]; title: string; status: string }[];
  }[];
}

export interface FileTally {
  /** the Gitea test file, e.g. `tests/integration/api_issue_test.go` */
  giteaFile: string;
  stated: number;
  passing: number;
  failing: number;
  /** the Gitea test functions followed, sorted */
  functions: string[];
}

export interface Tally {
  files: FileTally[];
  totals: Omit<FileTally, 'giteaFile' | 'functions'> & { functions: number };
}

/** `describe` title of `asGiteaTests` and `it` title of `behaves` (gitea-behaviours.ts). */
const GITEA_FILE = /^as Gitea's (.+) asserts$/;
const GITEA_TEST = /\[([^\]]+)\]$/;

/** The tallies of a vitest JSON report, one per Gitea test file, by file name. */
export function tally(report: VitestJsonReport): Tally {
  const byFile = new Map<string, FileTally & { named: Set<string> }>();
  for (const result of report.testResults) {
    for (const test of result.assertionResults) {
      const giteaFile = test.ancestorTitles.map((title) => GITEA_FILE.exec(title)?.[1]).find(Boolean);
      if (!giteaFile) continue;
      const file = byFile.get(giteaFile) ?? {
        giteaFile,
        stated: 0,
        passing: 0,
        failing: 0,
        functions: [],
        named: new Set<string>(),
      };
      byFile.set(giteaFile, file);
      file.stated += 1;
      if (test.status === 'passed') file.passing += 1;
      if (test.status === 'failed') file.failing += 1;
      const giteaTest = GITEA_TEST.exec(test.title)?.[1];
      if (giteaTest) file.named.add(giteaTest);
    }
  }
  const files = [...byFile.values()]
    .map(({ named, ...file }) => ({ ...file, functions: [...named].sort() }))
    .sort((a, b) => a.giteaFile.localeCompare(b.giteaFile));
  const sum = (key: 'stated' | 'passing' | 'failing') => files.reduce((total, file) => total + file[key], 0);
  return {
    files,
    totals: {
      stated: sum('stated'),
      passing: sum('passing'),
      failing: sum('failing'),
      functions: files.reduce((total, file) => total + file.functions.length, 0),
    },
  };
}

/** The report as a Markdown table: a row per Gitea test file, then the totals. */
export function render({ files, totals }: Tally): string {
  if (files.length === 0) return 'No behaviours stated as Gitea asserts them yet.';
  const rows = files.map(
    (file) =>
      `| ${file.giteaFile} | ${file.stated} | ${file.passing} | ${file.failing} | ${file.functions.join(', ')} |`,
  );
  return [
    '| Gitea test file | stated | passing | failing | Gitea test functions followed |',
    '| --- | ---: | ---: | ---: | --- |',
    ...rows,
    `| **total (${files.length} files)** | ${totals.stated} | ${totals.passing} | ${totals.failing} | ${totals.functions} functions |`,
  ].join('\n');
}

/** The test files of `dir`, relative to the repository. */
export function giteaTestFiles(dir = GITEA_TESTS_DIR): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.test.ts'))
    .sort()
    .map((name) => relative(ROOT, join(dir, name)));
}

/**
 * Runs the files of `dir` (those named in `only`, when given) with vitest's JSON reporter and tallies
 * them; none when there are none.
 */
export function collect(dir = GITEA_TESTS_DIR, only?: readonly string[]): { files: string[]; tally: Tally } {
  const files = giteaTestFiles(dir).filter((file) => !only || only.some((name) => file.endsWith(`/${name}`)));
  if (files.length === 0) return { files, tally: tally({ testResults: [] }) };
  const out = mkdtempSync(join(tmpdir(), 'forge-fidelity-'));
  const outputFile = join(out, 'report.json');
  try {
    // A vitest run inside a test would otherwise take the outer run's worker settings.
    const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VITEST')));
    const run = spawnSync(
      process.execPath,
      [
        join(ROOT, 'node_modules/vitest/vitest.mjs'),
        'run',
        ...files,
        '--reporter=json',
        `--outputFile=${outputFile}`,
      ],
      { cwd: ROOT, env, encoding: 'utf8' },
    );
    if (!existsSync(outputFile)) {
      throw new Error(`vitest wrote no report (exit ${run.status}): ${run.stderr.slice(-2000)}`);
    }
    return { files, tally: tally(JSON.parse(readFileSync(outputFile, 'utf8')) as VitestJsonReport) };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { files, tally: counted } = collect();
  if (files.length === 0) {
    console.log(`No Gitea-derived tests in ${relative(ROOT, GITEA_TESTS_DIR)}/ yet.`);
  } else {
    console.log(render(counted));
    if (counted.totals.failing > 0) process.exitCode = 1;
  }
}
