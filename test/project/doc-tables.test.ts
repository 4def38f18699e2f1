// The tables of docs/ that show a table of the source (cache rules, limits, metrics) are the source's
// rows as `npm run doc-tables` writes them; a difference names the row.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DOC_TABLES, pagePath, renderTable, writtenTable } from '../../scripts/doc-tables.js';
import { tableRows } from '../helpers/readme.js';

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
