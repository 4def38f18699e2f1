// A type whose every field is a row of its domain's table (fields.ts) is declared by its name and what
// it is, nothing more: `rowObject<Rest.LabelTemplate>('LabelTemplate', 'A label of a label set.')`.
// Its rows are the table's `'LabelTemplate.…'` rows; a row whose key the forge object lacks, or a type
// with no rows, fails to compile as it would in `forgeFields(t, FIELDS.LabelTemplate)`.

import { builder } from './builder.js';
import { type ForgeFieldRow, forgeFields } from './forge-fields.js';

/** The type names of `Table` whose rows all read keys of `Shape`. */
type RowsOf<Table, Shape> = {
  [Name in keyof Table & string]: Table[Name] extends Record<string, ForgeFieldRow<Shape>> ? Name : never;
}[keyof Table & string];

/** The declarer of a domain's row-only types: `const rowObject = rowObjects(FIELDS)`. */
export function rowObjects<Table extends Record<string, Record<string, ForgeFieldRow<never>>>>(table: Table) {
  return <Shape>(name: RowsOf<Table, Shape>, description: string) =>
    builder.objectRef<Shape>(name).implement({
      description,
      fields: (t) => forgeFields(t, table[name] as Record<string, ForgeFieldRow<Shape>>),
    });
}
