// A domain's rows for many types kept in one table, each row named by its schema coordinate
// (`'Issue.title'`, `'CreateIssueInput.title'`): the table reads as one list, and each type takes its
// own rows, grouped under its name (`FIELDS.Issue`, `INPUTS.CreateIssueInput`).

type TypeOf<Coordinate> = Coordinate extends `${infer Type}.${string}` ? Type : never;

/** A table's rows grouped by type: `FIELDS.Issue` holds the rows `'Issue.…'`, named by field. */
export type TypeRows<Table> = {
  [Type in TypeOf<keyof Table>]: {
    [Coordinate in keyof Table as Coordinate extends `${Type}.${infer Field}`
      ? Field
      : never]: Table[Coordinate];
  };
};
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
