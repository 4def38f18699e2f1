// The tables of docs/ that show a table of the source (cache rules, limits, metrics) are the source's
// rows as `npm run doc-tables` writes them; a difference names the row.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DOC_TABLES, pagePath, renderTable, writtenTable } from '../../scripts/doc-tables.js';
import { METRIC_TABLE } from '../../src/observability/metric-table.js';
import { ALL_DOCS_TEXT, codeSpans, tableRows } from '../helpers/readme.js';

/** The rows of a Markdown table by their first cell. */
const byName = (text: string) => new Map(tableRows(text).map((row) => [row[0] ?? '', row.join(' | ')]));

describe.each(DOC_TABLES.map((table) => [`${table.page}.md ${table.name}`, table] as const))(
  'the table docs/%s',
  (_, table) => {
    const written = writtenTable(readFileSync(pagePath(table.page), 'utf8'), table);
    const rendered = renderTable(table);

    it('has every row of its source, as the source says it (run `npm run codegen` after a change)', () => {
      const [want, have] = [byName(rendered), byName(written)];
      const differing = [...new Set([...want.keys(), ...have.keys()])].filter(
        (name) => want.get(name) !== have.get(name),
      );
      expect(differing, 'rows that differ, are missing or are not in the source').toEqual([]);
      expect(written).toBe(rendered);
    });
  },
);

describe('the metrics the docs name', () => {
  it('are rows of the metric table, with the labels the docs give them', () => {
    const named = codeSpans(ALL_DOCS_TEXT)
      .map((span) => /^((?:graphql|forge|live)_[a-z_]+)(?:\{([a-z_,]+)\})?(?: \d)?$/.exec(span))
      .filter((match) => match !== null);
    expect(named.length).toBeGreaterThan(10);
    for (const [span, name = '', labels] of named) {
      expect(Object.keys(METRIC_TABLE), span).toContain(name);
      const row = METRIC_TABLE[name as keyof typeof METRIC_TABLE];
      if (labels) expect(row.labels, span).toEqual(labels.split(','));
    }
  });
});
