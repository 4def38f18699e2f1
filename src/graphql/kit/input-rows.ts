// A domain's write inputs as one table, as its fields.ts holds its output fields: each row named by its
// input coordinate (`'CreateReleaseInput.name'`) and read as `inputTable` reads a row (kit/input-table.ts),
// grouped by input type. A write then declares `inputFields: (t) => inputTable(t, INPUTS.CreateReleaseInput)`.

import type { TypeRows } from './forge-fields.js';
import type { InputRow } from './input-table.js';

/** A domain's input rows in one table, each named by its coordinate, grouped by input type. */
export function inputRows<const Table extends Record<`${string}.${string}`, InputRow>>(
  table: Table,
): TypeRows<Table> {
  const types: Record<string, Record<string, InputRow>> = {};
  for (const [coordinate, row] of Object.entries(table)) {
    const [type, field] = coordinate.split('.') as [string, string];
    types[type] = { ...types[type], [field]: row };
  }
  return types as TypeRows<Table>;
}
