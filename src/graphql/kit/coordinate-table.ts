// A domain's rows for many types kept in one table, each row named by its schema coordinate
// (`'Issue.title'`, `'CreateIssueInput.title'`): the table reads as one list, and each type takes its
// own rows, grouped under its name (`FIELDS.Issue`, `INPUTS.CreateIssueInput`).

import type { TypeRows } from './forge-fields.js';

/** The rows of `table` grouped by type, each under its field's name, in the table's order. */
export function groupByType<const Table extends Record<`${string}.${string}`, unknown>>(
  table: Table,
): TypeRows<Table> {
  const types: Record<string, Record<string, unknown>> = {};
  for (const [coordinate, row] of Object.entries(table)) {
    const [type, field] = coordinate.split('.') as [string, string];
    types[type] = { ...types[type], [field]: row };
  }
  return types as TypeRows<Table>;
}
