// One mutation of the face as GitHub shapes them all: `name(input: NameInput!): NamePayload`, the input
// with `clientMutationId`, echoed in the payload beside the fields the mutation answers with.
//
// A mutation's description and fields are its rows in signatures.ts; its call here says how it runs,
// with the same keys in the same order: `at` finds where on the forge the input's ids point, `write`
// makes the forge write(s) there, and `answer` makes the payload's values from what the write answered.

import type { FieldRef } from '@pothos/core';
import { groupByType } from '../../../graphql/kit/coordinate-table.js';
import type { GithubContext } from '../../context.js';
import { builder } from '../builder.js';
import { IssueCommentConnectionRef } from '../connections.js';
import {
  IssueClosedStateReasonEnum,
  IssueStateEnum,
  MergeMethodEnum,
  PullRequestUpdateStateEnum,
  ReactionContentEnum,
  ReviewEventEnum,
} from '../enums.js';
import { ReactionGroupRef, reactionGroups } from '../reactions.js';
import { readViewer } from '../reads.js';
import {
  ActorRef,
  AssignableRef,
  IssueCommentRef,
  IssueRef,
  LabelableRef,
  LabelRef,
  NodeRef,
  PullRequestRef,
  ReactableRef,
  ReviewRef,
} from '../refs.js';
import { type InRepo, type IssueCommentShape, type IssueOrPull, inRepo } from '../shapes.js';
import { INPUT_FIELDS, MUTATIONS, PAYLOAD_FIELDS } from './signatures.js';

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

type MutationName = keyof typeof MUTATIONS;
type InputRows = typeof INPUT_FIELDS;

/** The input of the mutation `N` as its resolver reads it. */
type InputOf<N extends MutationName> = {
  [K in keyof InputRows as K extends `${Capitalize<N>}Input.${infer F}` ? F : never]: ShapeOf<InputRows[K]>;
} & { clientMutationId?: string | null };

// checked when compiled: every input row names a type above
const inputRows: Record<`${string}.${string}`, InputRow> = INPUT_FIELDS;
/** The input rows by input type, each under its field's name. */
const INPUTS: Record<string, Record<string, InputRow>> = groupByType(inputRows);

/** A default as the schema prints it: `true`, `false` or an enum's value. */
const defaultOf = (text: string) => (text === 'true' ? true : text === 'false' ? false : text);

/** The field options a row stands for. */
function inputField(row: string) {
  const [type = '', defaultText] = row.split(' = ');
  const name = type.replace(/[[\]!]/g, '');
  const enums: Record<string, unknown> = INPUT_ENUMS;
  const named = enums[name] ?? name;
  return {
    type: type.startsWith('[') ? [named] : named,
    required: type.endsWith('!'),
    ...(defaultText === undefined ? {} : { defaultValue: defaultOf(defaultText) }),
  };
}

/** A payload field: an object type read from the answer under the field's name, or the field itself. */
type PayloadField = { readonly kind: string } | ((t: PayloadBuilder) => FieldRef<Types, unknown>);

/**
 * The payload fields' types by their printed name. Three are not read from the answer under their
 * name: `Actor` is the caller, who made the change; `IssueCommentEdge` is the edge of the answer's
 * `comment`; `[ReactionGroup!]` are the groups of the answer's `subject`.
 */
const PAYLOAD_TYPES = {
  Actor: (t) => t.field({ type: ActorRef, resolve: (_p, _args, context) => readViewer(context) }),
  Assignable: AssignableRef,
  Issue: IssueRef,
  IssueComment: IssueCommentRef,
  IssueCommentEdge: (t) =>
    t.field({
      type: IssueCommentConnectionRef.edge,
      resolve: (p) => ({ cursor: '', node: p.comment }) as never,
    }),
  Label: LabelRef,
  Labelable: LabelableRef,
  Node: NodeRef,
  PullRequest: PullRequestRef,
  PullRequestReview: ReviewRef,
  Reactable: ReactableRef,
  '[ReactionGroup!]': (t) =>
    t.field({
      type: [ReactionGroupRef],
      nullable: true,
      resolve: (p, _args, context) => reactionGroups(context, p.subject as IssueOrPull | IssueCommentShape),
    }),
} satisfies Record<string, PayloadField>;

// checked when compiled: every payload row names a type above
const payloadRows: Record<`${string}.${string}`, keyof typeof PAYLOAD_TYPES> = PAYLOAD_FIELDS;
/** The payload rows by payload type, each under its field's name. */
const PAYLOADS: Record<string, Record<string, keyof typeof PAYLOAD_TYPES>> = groupByType(payloadRows);

type Payload = Record<string, unknown>;

interface MutationOptions<N extends MutationName, At, Written> {
  /** where on the forge the input's ids point */
  at: (input: InputOf<N>, context: GithubContext) => At | Promise<At>;
  /** the forge write(s) the mutation makes there */
  write: (context: GithubContext, at: At, input: InputOf<N>) => Promise<Written>;
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

export function defineMutation<N extends MutationName, At, Written>(
  name: N,
  options: MutationOptions<N, At, Written>,
) {
  const typeName = upperFirst(name);
  const Input = builder.inputType(`${typeName}Input`, {
    fields: (t) => ({
      clientMutationId: t.string(),
      ...Object.fromEntries(
        Object.entries(INPUTS[`${typeName}Input`] ?? {}).map(([field, row]) => [
          field,
          t.field(inputField(row) as never),
        ]),
      ),
    }),
  });
  const Payload = builder.objectRef<Payload>(`${typeName}Payload`).implement({
    description: `Autogenerated return type of ${typeName}.`,
    fields: (t) => ({
      clientMutationId: t.string({ resolve: (p) => (p.clientMutationId as string | undefined) ?? null }),
      ...Object.fromEntries(
        Object.entries(PAYLOADS[`${typeName}Payload`] ?? {}).map(([field, row]) => {
          const type: PayloadField = PAYLOAD_TYPES[row];
          return [
            field,
            typeof type === 'function'
              ? type(t)
              : t.field({ type: type as never, nullable: true, resolve: (p) => p[field] as never }),
          ];
        }),
      ),
    }),
  });
  builder.mutationFields((t) => ({
    [name]: t.field({
      type: Payload,
      description: MUTATIONS[name],
      args: { input: t.arg({ type: Input, required: true }) },
      resolve: async (_root, args, context) => {
        const input = (args as unknown as { input: InputOf<N> }).input;
        const at = await options.at(input, context);
        const written = await options.write(context, at, input);
        return { ...(await options.answer(written, at, context)), clientMutationId: input.clientMutationId };
      },
    }),
  }));
}
