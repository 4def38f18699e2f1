// Most of a forge object's fields read one of its keys as it is. They are declared as data, one row a
// field: `loginName: ['login_name', 'String!', 'The name an external authenticator gives the account.']`
// names the forge's key, the field's type as the schema prints it (`!` when the forge always sends it)
// and what the field means. Every value is checked as the forge's values are: strings and booleans by
// the leaf guard (forge-leaves.ts), numbers by `forgeNumberField`, links and dates by their converters,
// enums against their known values (enum-values.ts); a bad value fails its own field with
// UPSTREAM_ERROR. A type named that the schema does not define fails the schema's build, so every test.
// A field that computes its value, takes arguments or reads ahead is written out beside the rows.
//
// Keys that mean the same on every object (`created_at`, `html_url`, …) are one row each in
// COMMON_FIELDS: a type names the ones it has, `...commonFields(t, 'url', 'createdAt')`.

import type { FieldMap } from '@pothos/core';
import type { FieldsOf } from './builder.js';
import { groupByType, type TypeRows } from './coordinate-table.js';
import { forgeEnumKnown } from './enum-values.js';
import { upstreamValueError } from './forge-leaves.js';
import { forgeNumberField } from './forge-numbers.js';
import { toDateTime, toEnum, toUrl } from './values.js';

type Leaf = 'String' | 'Boolean' | 'Int' | 'BigInt' | 'URL' | 'DateTime';
/** a list of strings, or of an object type the forge embeds whole (`'[DiffLine!]!'`) */
type List = `[${string}]` | `[${string}!]` | `[${string}!]!`;

/**
 * A scalar, or a list of strings or of an object type; otherwise the name of an object type or of an
 * enum `forgeEnum` made (`'User'`, `'IssueState'`). `!` when the forge always sends it.
 */
export type FieldType = Leaf | `${Leaf}!` | List | (string & {});

/**
 * A deprecated field says so at the end of its description, and why: `'The organization’s name, under
 * the forge’s older key. Deprecated: the forge deprecates it; use name'`; the schema prints the words
 * before `Deprecated:` as its description and the rest as its deprecation reason.
 */
const DEPRECATED = ' Deprecated: ';

/** One field: the forge's key, its type, what it means. */
export type ForgeFieldRow<Parent> = readonly [
  key: keyof Parent & string,
  type: FieldType,
  description: string,
];

const LEAVES = new Set<string>(['String', 'Boolean', 'Int', 'BigInt', 'URL', 'DateTime']);
const CONVERT = { URL: toUrl, DateTime: toDateTime } as const;

function leafField<Parent>(
  t: FieldsOf<Parent>,
  key: string,
  leaf: Leaf | List,
  required: boolean,
  common: object,
) {
  const read = (parent: Parent) => (parent as Record<string, unknown>)[key];
  if (leaf === 'Int' || leaf === 'BigInt') {
    return forgeNumberField(t, leaf, read, { ...common, required: required ? {} : undefined });
  }
  if (leaf === 'URL' || leaf === 'DateTime') {
    const convert = CONVERT[leaf];
    return t.field({
      ...common,
      type: leaf as 'String',
      nullable: !required as true,
      resolve: (parent) => {
        const value = convert(read(parent));
        if (value === null && required) throw upstreamValueError(`the forge sent no usable \`${key}\``);
        return value as string;
      },
    });
  }
  if (leaf.startsWith('[')) {
    const item = leaf.slice(1, leaf.indexOf(']')).replace('!', '');
    const nullable = { list: !leaf.endsWith('!'), items: !leaf.includes('!]') };
    return t.expose(key as never, { ...common, type: [item], nullable } as never);
  }
  // exposed as it is: the leaf guard checks the value (forge-leaves.ts)
  return t.expose(key as never, { ...common, type: leaf, nullable: !required } as never);
}

/** An object or enum field: an enum's value outside its known values reads as null. */
function namedField<Parent>(
  t: FieldsOf<Parent>,
  key: string,
  name: string,
  required: boolean,
  common: object,
) {
  const known = forgeEnumKnown(name);
  if (!known) return t.expose(key as never, { ...common, type: name, nullable: !required } as never);
  return t.field({
    ...common,
    type: name as never,
    nullable: !required as true,
    resolve: (parent) => {
      const value = toEnum(known, (parent as Record<string, unknown>)[key]);
      if (value === null && required) throw upstreamValueError(`the forge sent no known \`${key}\``);
      return value as never;
    },
  });
}

type Row = readonly [key: string, type: FieldType, description: string];
/**
 * A domain's rows in one table, each named by its schema coordinate (`'Issue.title'`), grouped by type;
 * `forgeFields(t, FIELDS.Issue)` checks each row's key against the type's forge object.
 */
export function fieldTable<const Table extends Record<`${string}.${string}`, Row>>(
  table: Table,
): TypeRows<Table> {
  return groupByType(table);
}

/** The fields of `rows`, to spread into a type's `fields`: `...forgeFields(t, { … })`. */
export function forgeFields<Parent>(
  t: FieldsOf<Parent>,
  rows: Record<string, ForgeFieldRow<Parent>>,
): FieldMap {
  return Object.fromEntries(
    Object.entries(rows).map(([name, [key, type, described]]) => {
      const [description, deprecationReason] = described.split(DEPRECATED);
      const common = { description, ...(deprecationReason ? { deprecationReason } : {}) };
      // a list's `!` is part of its name; a scalar's or a named type's says the forge always sends it
      const required = type.endsWith('!') && !type.startsWith('[');
      const named = required ? type.slice(0, -1) : type;
      const field =
        LEAVES.has(named) || named.startsWith('[')
          ? leafField(t, key, named as Leaf | List, required, common)
          : namedField(t, key, named, required, common);
      return [name, field];
    }),
  );
}

/**
 * The keys that mean the same on every object, worded once: rows as a domain's table has them, under
 * `Common` as they belong to no one type.
 */
// biome-ignore format: a table, one row a line
const COMMON_FIELDS = fieldTable({
  'Common.createdAt': ['created_at', 'DateTime', 'When it was created.'],
  'Common.updatedAt': ['updated_at', 'DateTime', 'When it last changed.'],
  'Common.closedAt': ['closed_at', 'DateTime', 'When it was closed; null while it is open.'],
  'Common.startedAt': ['started_at', 'DateTime', 'When it started running; null until then.'],
  'Common.completedAt': ['completed_at', 'DateTime', 'When it finished; null until then.'],
  'Common.htmlUrl': ['html_url', 'URL', 'Its page in the forge’s web interface.'],
  'Common.url': ['url', 'URL', 'Its address in the forge’s REST API.'],
  // A comment's, a review's or a timeline event's: the page it is on (models/issues/comment.go IssueURL, PRURL).
  'Common.issueUrl': ['issue_url', 'URL', 'The web page of the issue it is on; empty on a pull request.'],
  'Common.pullRequestUrl': ['pull_request_url', 'URL', 'The web page of the pull request it is on; empty on an issue.'],
}).Common;

type CommonField = keyof typeof COMMON_FIELDS;

/** The common fields `names` of a type whose forge object has their keys: `...commonFields(t, 'url')`. */
export function commonFields<Parent>(
  t: FieldsOf<Parent>,
  ...names: {
    [N in CommonField]: (typeof COMMON_FIELDS)[N][0] extends keyof Parent ? N : never;
  }[CommonField][]
): FieldMap {
  const rows = Object.fromEntries(names.map((name) => [name, COMMON_FIELDS[name]]));
  return forgeFields(t, rows as Record<string, ForgeFieldRow<Parent>>);
}
