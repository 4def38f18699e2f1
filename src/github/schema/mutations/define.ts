// One mutation of the face as GitHub shapes them all: `name(input: NameInput!): NamePayload`, the input
// with `clientMutationId`, echoed in the payload beside the fields the mutation answers with.
//
// Every mutation is declared with the same keys in the same order: `description`; `input`, its fields
// as rows of their GraphQL type (`'ID!'`, `'[ID!]'`, `'Boolean = false'`); `payload`, its fields;
// then how it runs: `at` finds where on the forge the input's ids point, `write` makes the forge
// write(s) there, and `answer` makes the payload's values from what the write answered.

import type { FieldRef } from '@pothos/core';
import type { GithubContext } from '../../context.js';
import { builder } from '../builder.js';
import {
  IssueClosedStateReasonEnum,
  IssueStateEnum,
  MergeMethodEnum,
  PullRequestUpdateStateEnum,
  ReactionContentEnum,
  ReviewEventEnum,
} from '../enums.js';
import { readViewer } from '../reads.js';
import { ActorRef } from '../refs.js';
import { type InRepo, inRepo } from '../shapes.js';

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;
type PayloadBuilder = PothosSchemaTypes.ObjectFieldBuilder<Types, Record<string, unknown>>;

/** The types an input row may name that are not scalars, by their name in GitHub's schema. */
const INPUT_ENUMS = {
  IssueClosedStateReason: IssueClosedStateReasonEnum,
  IssueState: IssueStateEnum,
  PullRequestMergeMethod: MergeMethodEnum,
  PullRequestReviewEvent: ReviewEventEnum,
  PullRequestUpdateState: PullRequestUpdateStateEnum,
  ReactionContent: ReactionContentEnum,
};

type Named = keyof Types['Scalars'] | keyof typeof INPUT_ENUMS;

/**
 * An input field as GitHub's schema prints it: `'String'`, `'String!'`, `'[ID!]'`, `'[ID!]!'`, or a
 * nullable type with its default, `'Boolean = false'`.
 */
type InputRow = Named | `${Named}!` | `[${Named}!]` | `[${Named}!]!` | `${Named} = ${string}`;

/** The value a resolver reads for a type of the rows. */
type ValueOf<N> = N extends keyof typeof INPUT_ENUMS
  ? (typeof INPUT_ENUMS)[N]['$inferInput']
  : N extends keyof Types['Scalars']
    ? Types['Scalars'][N]['Input']
    : never;

/** The value a resolver reads for a row: nullable unless the row ends in `!`. */
type ShapeOf<Row> = Row extends `[${infer N}!]!`
  ? ValueOf<N>[]
  : Row extends `[${infer N}!]`
    ? ValueOf<N>[] | null | undefined
    : Row extends `${infer N} = ${string}`
      ? ValueOf<N> | null | undefined
      : Row extends `${infer N}!`
        ? ValueOf<N>
        : ValueOf<Row> | null | undefined;

type InputRows = Record<string, InputRow>;
type InputOf<Rows extends InputRows> = { [K in keyof Rows]: ShapeOf<Rows[K]> } & {
  clientMutationId?: string | null;
};

/** The field options a row stands for. */
function inputField(row: string) {
  const [type = '', defaultText] = row.split(' = ');
  const list = type.startsWith('[');
  const name = type.replace(/[[\]!]/g, '');
  const named = INPUT_ENUMS[name as keyof typeof INPUT_ENUMS] ?? name;
  const defaultValue =
    defaultText === undefined
      ? undefined
      : defaultText === 'true' || defaultText === 'false'
        ? defaultText === 'true'
        : defaultText;
  return {
    type: list ? [named] : named,
    required: type.endsWith('!'),
    ...(defaultValue === undefined ? {} : { defaultValue }),
  };
}

/** A payload field: an object type read from the answer under the field's name, or the field itself. */
type PayloadField = { readonly kind: string } | ((t: PayloadBuilder) => FieldRef<Types, unknown>);

/** `actor`: the caller, who made the change. */
export const viewerActor: PayloadField = (t) =>
  t.field({ type: ActorRef, resolve: (_p, _args, context) => readViewer(context) });

type Payload = Record<string, unknown>;

interface MutationOptions<Rows extends InputRows, At, Written> {
  description: string;
  /** the input's fields besides `clientMutationId` */
  input: Rows;
  payload: Record<string, PayloadField>;
  /** where on the forge the input's ids point */
  at: (input: InputOf<Rows>, context: GithubContext) => At | Promise<At>;
  /** the forge write(s) the mutation makes there */
  write: (context: GithubContext, at: At, input: InputOf<Rows>) => Promise<Written>;
  /** the payload's values by field name; `clientMutationId` is echoed from the input */
  answer: (written: Written, at: At, context: GithubContext) => Payload | Promise<Payload>;
}

/** An `answer` of the object the write answered, as `typename` in the repository written to, under `field`. */
export const answerAs =
  (field: string, typename: string) =>
  (response: { data: unknown }, at: InRepo): Payload => ({
    [field]: inRepo(typename, at, response.data as object),
  });

/** The `answer` of a mutation whose payload has no field besides `clientMutationId`. */
export const answerNothing = (): Payload => ({});

const upperFirst = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

export function defineMutation<Rows extends InputRows, At, Written>(
  name: string,
  options: MutationOptions<Rows, At, Written>,
) {
  const typeName = upperFirst(name);
  const Input = builder.inputType(`${typeName}Input`, {
    fields: (t) => ({
      clientMutationId: t.string(),
      ...Object.fromEntries(
        Object.entries(options.input).map(([field, row]) => [field, t.field(inputField(row) as never)]),
      ),
    }),
  });
  const Payload = builder.objectRef<Payload>(`${typeName}Payload`).implement({
    description: `Autogenerated return type of ${typeName}.`,
    fields: (t) => ({
      clientMutationId: t.string({ resolve: (p) => (p.clientMutationId as string | undefined) ?? null }),
      ...Object.fromEntries(
        Object.entries(options.payload).map(([field, type]) => [
          field,
          typeof type === 'function'
            ? type(t)
            : t.field({ type: type as never, nullable: true, resolve: (p) => p[field] as never }),
        ]),
      ),
    }),
  });
  builder.mutationFields((t) => ({
    [name]: t.field({
      type: Payload,
      description: options.description,
      args: { input: t.arg({ type: Input, required: true }) },
      resolve: async (_root, args, context) => {
        const input = (args as unknown as { input: InputOf<Rows> }).input;
        const at = await options.at(input, context);
        const written = await options.write(context, at, input);
        return { ...(await options.answer(written, at, context)), clientMutationId: input.clientMutationId };
      },
    }),
  }));
}
