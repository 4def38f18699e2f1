// The forge's plain values as fields named after its snake_case keys, checked as every forge value
// is (values.ts): `...forgeValues(t, 'DateTime', 'created_at', 'updated_at')` defines `createdAt` and
// `updatedAt`; `...describedForgeValues(t, 'BigInt', { owner_id: 'Org-level projects.' })` the same with
// descriptions. A field with another name or its own null handling is written out.

import type { FieldMap } from '@pothos/core';
import type { builder } from './builder.js';
import { toDateTime, toInt64, toUrl } from './values.js';

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

const CONVERT = { DateTime: toDateTime, URL: toUrl, BigInt: toInt64 } as const;

const camel = (key: string) => key.replace(/_(\w)/g, (_, letter: string) => letter.toUpperCase());

/** The meaning of the forge's keys that mean the same on every object, so each is worded once. */
export const COMMON_VALUES: Readonly<Record<string, string>> = {
  created_at: 'When it was created.',
  updated_at: 'When it last changed.',
  closed_at: 'When it was closed; null while it is open.',
  started_at: 'When it started running; null until then.',
  completed_at: 'When it finished; null until then.',
  html_url: 'Its page in the forge’s web interface.',
  url: 'Its address in the forge’s REST API.',
  // A comment's, a review's or a timeline event's: the page it is on (models/issues/comment.go IssueURL, PRURL).
  issue_url: 'The web page of the issue it is on; empty on a pull request.',
  pull_request_url: 'The web page of the pull request it is on; empty on an issue.',
};

export function forgeValues<Parent>(
  t: PothosSchemaTypes.ObjectFieldBuilder<Types, Parent>,
  type: keyof typeof CONVERT,
  ...keys: (keyof Parent & string)[]
): FieldMap {
  const convert = CONVERT[type];
  return Object.fromEntries(
    keys.map((key) => [
      camel(key),
      t.field({
        type: type as 'String',
        description: COMMON_VALUES[key],
        resolve: (parent) => convert(parent[key]) as string | null,
      }),
    ]),
  );
}

/** The same, each field with its description. */
export function describedForgeValues<Parent>(
  t: PothosSchemaTypes.ObjectFieldBuilder<Types, Parent>,
  type: keyof typeof CONVERT,
  descriptions: Partial<Record<keyof Parent & string, string>>,
): FieldMap {
  const convert = CONVERT[type];
  return Object.fromEntries(
    Object.entries(descriptions).map(([key, description]) => [
      camel(key),
      t.field({
        type: type as 'String',
        description: description as string,
        resolve: (parent) => convert(parent[key as keyof Parent]) as string | null,
      }),
    ]),
  );
}
