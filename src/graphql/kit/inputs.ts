// Input pieces the write operations share: the repository a write targets, commit identities and
// dates, the common options of file changes and deletes, file content given as UTF-8 text
// or base64, and the checks that refuse an input before any upstream call.

import type { Snake } from '../../forge/routes/endpoint.js';
import type { CommitDateOptions, FileOptions, Identity } from '../../forge/types/index.js';
import { builder } from './builder.js';
import { ValidationGatewayError } from './errors.js';

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;
export type InputFields = PothosSchemaTypes.InputFieldBuilder<Types, 'InputObject'>;

/** An input the gateway refuses itself: a ValidationError naming the field, and no upstream call. */
export function invalid(message: string, field: string): ValidationGatewayError {
  return new ValidationGatewayError(message, { field });
}

/** The forge's `Required` binding refuses empty strings too (gitea.com/go-chi/binding), so the gateway does the same. */
export function requireText(value: string | null | undefined, field: string): string {
  if (typeof value !== 'string' || value.trim() === '') {
    throw invalid(`\`${field}\` must not be empty`, field);
  }
  return value;
}

const FULL_SHA = /^[0-9a-f]{40}$/i;

/** A 40-hex commit id, or a ValidationError naming the field (no forge call). */
export function requireSha(value: string, field: string): string {
  if (!FULL_SHA.test(value)) throw invalid('a commit id is 40 hexadecimal digits', field);
  return value.toLowerCase();
}

/** Drops GraphQL's explicit nulls: the forge reads an absent key as "use the default", not null. */
export const opt = <T>(value: T | null | undefined): T | undefined => value ?? undefined;

/**
 * The inputs the forge takes as they are, under its snake_case keys and with GraphQL's nulls dropped
 * (as `opt`): one line naming them instead of a `key: opt(input.key)` line each, as `forwarded` does
 * for list queries.
 */
export function optionsOf<A extends object, N extends keyof A & string>(
  input: A,
  ...names: N[]
): { [P in N as Snake<P>]: Exclude<A[P], null> | undefined } {
  const snake = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
  return Object.fromEntries(names.map((name) => [snake(name), input[name] ?? undefined])) as never;
}

/**
 * The object most writes aim at, named first: a required id or name with what it names. One call
 * instead of the same option bag in every input keeps "this object, these changes" inputs one line.
 */
export const requiredId = (t: InputFields, description: string) => t.id({ required: true, description });
export const requiredString = (t: InputFields, description: string) =>
  t.string({ required: true, description });
export const requiredInt = (t: InputFields, description: string) => t.int({ required: true, description });

/** The repository an existing-repository write targets: `owner` login and `repo` name. */
export const repositoryFields = (t: InputFields) => ({
  owner: t.string({ required: true, description: 'Login of the repository’s owner (user or organization).' }),
  repo: t.string({ required: true, description: 'Name of the repository.' }),
});

export function repositoryOf(input: { owner: string; repo: string }): { owner: string; repo: string } {
  return { owner: requireText(input.owner, 'owner'), repo: requireText(input.repo, 'repo') };
}

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/**
 * Strict base64: only the standard alphabet, correct padding, and no stray bits (re-encoding
 * gives the same text). Node's decoder would silently skip anything else and commit garbage.
 */
export function isStrictBase64(value: string): boolean {
  return BASE64.test(value) && Buffer.from(value, 'base64').toString('base64') === value;
}

export interface ContentInput {
  text?: string | null;
  base64?: string | null;
}

/**
 * The base64 `content` the forge expects of a file change, from exactly one of `text` (UTF-8)
 * or `base64`. `required`: the operation writes content; `forbidden`: it must not carry any.
 */
export function contentOf(
  input: ContentInput,
  field: string,
  rule: 'required' | 'optional' | 'forbidden',
): string | undefined {
  const hasText = input.text != null;
  const hasBase64 = input.base64 != null;
  if (hasText && hasBase64) {
    throw invalid('give the content as `text` or as `base64`, not both', `${field}.text`);
  }
  if (rule === 'forbidden' && (hasText || hasBase64)) {
    throw invalid('this operation takes no content', `${field}.${hasText ? 'text' : 'base64'}`);
  }
  if (rule === 'required' && !hasText && !hasBase64) {
    throw invalid('this operation needs the content as `text` or `base64`', `${field}.text`);
  }
  if (hasText) return Buffer.from(input.text as string, 'utf8').toString('base64');
  if (hasBase64) {
    const base64 = input.base64 as string;
    if (!isStrictBase64(base64)) throw invalid('`base64` is not valid base64', `${field}.base64`);
    return base64;
  }
  return undefined;
}

export const CommitIdentityInput = builder.inputType('CommitIdentityInput', {
  description: 'An author or committer of a commit (Identity).',
  fields: (t) => ({
    name: t.string({ description: 'The name git records.', required: true }),
    email: t.string({ description: 'The email git records.', required: true }),
  }),
});

export const CommitDatesInput = builder.inputType('CommitDatesInput', {
  description: 'Dates to record in a commit; the current time when absent (CommitDateOptions).',
  fields: (t) => ({
    author: t.field({ description: 'When the author wrote the change.', type: 'DateTime' }),
    committer: t.field({ description: 'When it was committed.', type: 'DateTime' }),
  }),
});

/** The options changeFiles and deleteFile share (the forge's FileOptions) */
export const fileOptionFields = (t: InputFields) => ({
  branch: t.string({ description: 'The base branch; the default branch when absent.' }),
  newBranch: t.string({ description: 'Commit onto this new branch, made from `branch`.' }),
  forcePush: t.boolean({ description: 'Overwrite `newBranch` if it exists (forges from 1.26 on).' }),
  message: t.string({ description: 'The commit message; the forge writes one when absent.' }),
  signoff: t.boolean({ description: 'Add a Signed-off-by trailer for the committer.' }),
  author: t.field({
    type: CommitIdentityInput,
    description: 'When only one of author and committer is given, it is used for both; else the caller.',
  }),
  committer: t.field({
    description: 'Who commits it, as git records them; the caller when absent.',
    type: CommitIdentityInput,
  }),
  dates: t.field({ description: 'The author and committer dates; now when absent.', type: CommitDatesInput }),
});

interface FileOptionsInput {
  branch?: string | null;
  newBranch?: string | null;
  forcePush?: boolean | null;
  message?: string | null;
  signoff?: boolean | null;
  author?: Identity | null;
  committer?: Identity | null;
  dates?: { author?: Date | null; committer?: Date | null } | null;
}

function datesOf(dates: FileOptionsInput['dates']): CommitDateOptions | undefined {
  if (!dates) return undefined;
  // the forge reads commit dates as RFC 3339
  return { author: dates.author?.toISOString(), committer: dates.committer?.toISOString() };
}

export function fileOptionsOf(input: FileOptionsInput): FileOptions {
  return {
    ...optionsOf(input, 'branch', 'newBranch', 'forcePush', 'message', 'signoff'),
    author: input.author ? { name: input.author.name, email: input.author.email } : undefined,
    committer: input.committer ? { name: input.committer.name, email: input.committer.email } : undefined,
    dates: datesOf(input.dates),
  };
}
