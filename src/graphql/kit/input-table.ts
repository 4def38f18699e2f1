// Inputs declared as data: each row is the input's type and what it means, `[type, description]`, one
// row a line. A scalar or a forge enum (enum-table.ts), or a list of one, is named as the schema prints
// it: `'String'`, `'Int!'` (required), `'[ID!]'`, `'[String!]!'`, `'MilestoneState'`, as output field rows
// name theirs (forge-fields.ts); another enum or an input object by its ref (`[PullReviewCommentInput]`),
// and a required one as `required(Ref)`. The write receives each value with that exact type: a forge
// enum's is the union of its forge values. A write's inputs (`inputTable`) and a list field's filters (argTable,
// kit/arg-table.ts) read as one table each; an input with a default is written out beside the table.
// A domain's write inputs live in one data-only table (`<domain>/inputs.ts`), each row named by its
// coordinate (`'CreateIssueInput.title'`) as a domain's output fields are (fields.ts); a write reads
// its own rows, `inputTable(t, INPUTS.CreateIssueInput)`.
// Older rows still read: a bare text is an optional String with that meaning, and `'[String]'` is
// `'[String!]'`.

import type {
  InputFieldRef,
  InputShapeFromFields,
  InputShapeFromTypeParam,
  InputTypeParam,
} from '@pothos/core';
import type { builder } from './builder.js';
import { groupByType, type TypeRows } from './coordinate-table.js';
import type { ENUM_DESCRIPTIONS } from './enum-table.js';
import type { forgeEnum } from './enum-values.js';
import type { InputFields } from './inputs.js';

export type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

/** A scalar's name: the builder's own (`String`, `Int`, `ID`, `Boolean`, `Float`) and added ones (`DateTime`). */
type Scalar = keyof Types['Scalars'] & string;

/** A forge enum's name: `MilestoneState`. */
type ForgeEnumName = keyof typeof ENUM_DESCRIPTIONS;

type Named = Scalar | ForgeEnumName;

/** A scalar or forge enum input's type as the schema prints it: `String`, `Int!`, `[ID!]`, `MilestoneState`. */
export type TypeName = Named | `${Named}!` | `[${Named}!]` | `[${Named}!]!` | '[String]';

/** The Pothos type parameter a name stands for: a forge enum's ref, as `forgeEnum` made it, or the scalar's name. */
type Resolve<Name> = Name extends ForgeEnumName ? ReturnType<typeof forgeEnum<Name>> : Name;

/** An enum or input object (or a list of one) the input must be given: `required(SubmitPullReviewEvent)`. */
export class RequiredType<Param extends InputTypeParam<Types>> {
  constructor(readonly required: Param) {}
}

export const required = <const Param extends InputTypeParam<Types>>(type: Param) => new RequiredType(type);

/** One input: its type and what it means; or, as older rows have it, an optional String's meaning. */
export type InputRow =
  | readonly [
      type: TypeName | InputTypeParam<Types> | RequiredType<InputTypeParam<Types>>,
      description?: string,
    ]
  | string;

type Parsed<Param, Required extends boolean> = { param: Param; required: Required };

/** The Pothos type parameter a row declares and whether the input is required. */
type Parse<Row extends InputRow> = Row extends string
  ? Parsed<'String', false>
  : Row extends readonly [infer Type, ...unknown[]]
    ? Type extends '[String]'
      ? Parsed<['String'], false>
      : Type extends `[${infer Name}!]!`
        ? Parsed<[Resolve<Name>], true>
        : Type extends `[${infer Name}!]`
          ? Parsed<[Resolve<Name>], false>
          : Type extends `${infer Name}!`
            ? Parsed<Resolve<Name>, true>
            : Type extends RequiredType<infer Param>
              ? Parsed<Param, true>
              : Parsed<Resolve<Type>, false>
    : never;

/** The Pothos type parameter a row declares. */
export type ParamOf<Row extends InputRow> = Extract<Parse<Row>['param'], InputTypeParam<Types>>;

/** Whether a row's input is required. */
type RequiredOf<Row extends InputRow> = Parse<Row>['required'];

/** The value a row's input receives: never null when it is required. */
export type ShapeOf<Row extends InputRow> = InputShapeFromTypeParam<Types, ParamOf<Row>, RequiredOf<Row>>;

type InputRefs<Rows extends Record<string, InputRow>> = {
  [Name in keyof Rows]: InputFieldRef<Types, ShapeOf<Rows[Name]>>;
};

/** What a write receives from the fields of `rows`: the optional ones may be absent. */
export type InputOf<Rows extends Record<string, InputRow>> = InputShapeFromFields<InputRefs<Rows>>;

const LIST = /^\[(\w+)!?\]$/;

/** A row's Pothos type parameter and whether it is required, read as `Parse` reads the row's type. */
function parse(row: InputRow): { type: InputTypeParam<Types>; description?: string; required: boolean } {
  if (typeof row === 'string') return { type: 'String', description: row, required: false };
  const [type, description] = row;
  if (type instanceof RequiredType) {
    return { type: type.required, description, required: true };
  }
  if (typeof type !== 'string') return { type, description, required: false };
  const required = type.endsWith('!') && !type.endsWith('!]');
  const name = required ? type.slice(0, -1) : type;
  const list = LIST.exec(name);
  // the names are checked by TypeName; Pothos finds a type by its name, and the builder fails on one the
  // schema does not define
  const param = (list ? [list[1]] : name) as InputTypeParam<Types>;
  return { type: param, description, required };
}

/** Each row made by `make` from its Pothos type, meaning and requiredness, under its name and in its order. */
export function mapRows(
  rows: Record<string, InputRow>,
  make: (type: InputTypeParam<Types>, description: string | undefined, required: boolean) => unknown,
): Record<string, unknown> {
  const entries = Object.entries(rows).map(([name, row]) => {
    const { type, description, required } = parse(row);
    return [name, make(type, description, required)];
  });
  return Object.fromEntries(entries);
}

/** The input fields of `rows`, in their order. */
export function inputTable<const Rows extends Record<string, InputRow>>(
  t: InputFields,
  rows: Rows,
): InputRefs<Rows> {
  return mapRows(rows, (type, description, required) =>
    t.field({ type, description, ...(required ? { required } : {}) }),
  ) as InputRefs<Rows>;
}

/** A domain's input rows in one table, each named by its coordinate, grouped by input type. */
export function inputRows<const Table extends Record<`${string}.${string}`, InputRow>>(
  table: Table,
): TypeRows<Table> {
  return groupByType(table);
}
