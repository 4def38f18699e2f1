// `npm run doc-tables` (part of `npm run codegen`): the tables of docs/ that show a table of the source,
// written between `<!-- table: <name> -->` and `<!-- end of table: <name> -->`: each cache rule
// (src/forge/cache/rules.ts), each limit (src/server/limits/limit-table.ts) and each metric
// (src/observability/metric-table.ts). test/project/doc-tables.test.ts fails, naming the row, when a
// page's table differs from its source.

import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CACHE_RULES, type CacheRule, ruleRoute, VISIBILITY_RULE } from '../src/forge/cache/rules.js';
import { METRIC_TABLE } from '../src/observability/metric-table.js';
import { LIMIT_TABLE, type LimitRow } from '../src/server/limits/limit-table.js';

const DOCS = fileURLToPath(new URL('../docs/', import.meta.url));

export interface DocTable {
  /** the page of docs/, without `.md` */
  page: string;
  name: string;
  /** the header cells, then one row per entry of the source, its first cell naming the entry */
  header: readonly string[];
  rows: readonly (readonly string[])[];
}

const code = (text: string) => `\`${text}\``;

const LIVES: Record<CacheRule['lives'], string> = {
  'until-dropped': 'until dropped or evicted',
  'visibility-ttl': '`CACHE_VISIBILITY_TTL_MS`',
  'untracked-ttl': '`CACHE_UNTRACKED_TTL_MS`',
};

const SIGNED_IN: Record<NonNullable<CacheRule['signedIn']>, string> = {
  'when-found': 'anonymous readers; signed-in ones when an anonymous reader found it',
  'without-pending': 'anonymous readers; signed-in ones when a site admin’s read holds no pending review',
};

const STRIPPED: Record<NonNullable<CacheRule['stripped']>, string> = {
  permissions: 'its `permissions`',
  'repositories-permissions': 'its repositories’ `permissions`',
};

const PINNED: Record<NonNullable<CacheRule['pinnedBy']>, string> = {
  sha: '{sha}',
  ref: '`ref`',
  basehead: 'both sides of {basehead}',
};

function sharedWith(rule: CacheRule): string {
  if (rule.audience === 'everyone') return 'every reader';
  if (rule.signedIn) return SIGNED_IN[rule.signedIn];
  return rule.stripped ? 'every reader (signed-in ones without the caller’s rights)' : 'anonymous readers';
}

const events = (rule: Pick<CacheRule, 'droppedBy'>) =>
  rule.droppedBy.map((kind) => code(kind.toLowerCase())).join(', ');

function cacheRow(tail: string, rule: CacheRule): string[] {
  const lives = LIVES[rule.lives];
  return [
    code(ruleRoute(tail)),
    sharedWith(rule),
    rule.stripped ? STRIPPED[rule.stripped] : '',
    events(rule),
    rule.pinnedBy ? `${lives}; at a full sha in ${PINNED[rule.pinnedBy]}, until evicted` : lives,
  ];
}

const CACHE_TABLE: DocTable = {
  page: 'cache-and-limits',
  name: 'cache-rules',
  header: ['route', 'shared with', 'a signed-in copy without', 'dropped by the events', 'lives'],
  rows: [
    ...Object.entries(CACHE_RULES).map(([tail, rule]) => cacheRow(tail, rule)),
    ['whether the repository is public', '', '', events(VISIBILITY_RULE), LIVES[VISIBILITY_RULE.lives]],
  ],
};

/** 100000 as `100 000`, the docs' way of writing large numbers. */
const spaced = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');

function limitRow(row: LimitRow): string[] {
  const status = row.status ? ` (HTTP ${row.status})` : '';
  return [
    `${row.limit}${status}`,
    code(row.env),
    `${spaced(row.default)}${row.unit ? ` ${row.unit}` : ''}`,
    row.code ? code(row.code) : (row.noCode ?? 'none'),
  ];
}

const LIMITS_TABLE: DocTable = {
  page: 'cache-and-limits',
  name: 'limits',
  header: ['limit', 'variable', 'default', '`extensions.code`'],
  rows: LIMIT_TABLE.map(limitRow),
};

const METRICS_TABLE: DocTable = {
  page: 'operations',
  name: 'metrics',
  header: ['metric', 'type', 'labels', 'what it counts'],
  rows: Object.entries(METRIC_TABLE).map(([name, metric]) => [
    code(name),
    metric.type,
    metric.labels.map(code).join(', '),
    metric.help,
  ]),
};

export const DOC_TABLES: readonly DocTable[] = [CACHE_TABLE, LIMITS_TABLE, METRICS_TABLE];

export const pagePath = (page: string) => `${DOCS}${page}.md`;

/** A table as Markdown, its columns padded to their widest cell. */
export function renderTable(table: DocTable): string {
  const lines = [table.header, ...table.rows];
  const widths = table.header.map((_, column) =>
    Math.max(3, ...lines.map((line) => (line[column] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    `| ${widths.map((width, column) => (cells[column] ?? '').replaceAll('|', '\\|').padEnd(width)).join(' | ')} |`;
  return [line(table.header), line(widths.map((width) => '-'.repeat(width))), ...table.rows.map(line)].join(
    '\n',
  );
}

export const startMarker = (table: DocTable) => `<!-- table: ${table.name} -->`;
export const endMarker = (table: DocTable) => `<!-- end of table: ${table.name} -->`;

/** The text between a table's markers on its page (throws when the page has no such markers). */
export function writtenTable(text: string, table: DocTable): string {
  const start = text.indexOf(startMarker(table));
  const end = text.indexOf(endMarker(table));
  if (start < 0 || end < start) {
    throw new Error(`docs/${table.page}.md has no ${startMarker(table)} … ${endMarker(table)}`);
  }
  return text.slice(start + startMarker(table).length, end).trim();
}

/** The page with the table between its markers replaced by the rendered one. */
export function withTable(text: string, table: DocTable): string {
  const start = text.indexOf(startMarker(table)) + startMarker(table).length;
  const end = text.indexOf(endMarker(table));
  writtenTable(text, table);
  return `${text.slice(0, start)}\n${renderTable(table)}\n${text.slice(end)}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const table of DOC_TABLES) {
    const path = pagePath(table.page);
    writeFileSync(path, withTable(readFileSync(path, 'utf8'), table));
  }
}
