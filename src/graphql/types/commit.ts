// Commit records returned by file changes (spec: FileCommitResponse, CommitMeta, Verification).

import type { CommitMeta, FileCommitResponse, PayloadUser, Verification } from '../../forge/types.js';
import { builder } from '../builder.js';
import { toDateTime, toUrl } from '../values.js';
import { CommitUserRef } from './wiki.js';

export const CommitMetaRef = builder.objectRef<CommitMeta>('CommitMeta').implement({
  description: 'A reference to a commit or tree (spec: CommitMeta).',
  fields: (t) => ({
    sha: t.exposeString('sha', { nullable: false }),
    url: t.field({ type: 'URL', resolve: (c) => toUrl(c.url) }),
    createdAt: t.field({ type: 'DateTime', resolve: (c) => toDateTime(c.created) }),
  }),
});

export const CommitRef = builder.objectRef<FileCommitResponse>('Commit').implement({
  description: 'The commit a file change made (spec: FileCommitResponse).',
  fields: (t) => ({
    sha: t.exposeString('sha', { nullable: false }),
    url: t.field({ type: 'URL', resolve: (c) => toUrl(c.url) }),
    htmlUrl: t.field({ type: 'URL', resolve: (c) => toUrl(c.html_url) }),
    createdAt: t.field({ type: 'DateTime', resolve: (c) => toDateTime(c.created) }),
    author: t.field({ type: CommitUserRef, resolve: (c) => c.author ?? null }),
    committer: t.field({ type: CommitUserRef, resolve: (c) => c.committer ?? null }),
    parents: t.field({ type: [CommitMetaRef], resolve: (c) => c.parents ?? [] }),
    message: t.exposeString('message'),
    tree: t.field({ type: CommitMetaRef, resolve: (c) => c.tree ?? null }),
  }),
});

export const SignerRef = builder.objectRef<PayloadUser>('CommitSigner').implement({
  fields: (t) => ({
    name: t.exposeString('name'),
    email: t.exposeString('email'),
    username: t.exposeString('username'),
  }),
});

export const VerificationRef = builder.objectRef<Verification>('CommitVerification').implement({
  description: 'Whether a commit’s signature verified (spec: PayloadCommitVerification).',
  fields: (t) => ({
    verified: t.exposeBoolean('verified'),
    reason: t.exposeString('reason'),
    signature: t.exposeString('signature'),
    signer: t.field({ type: SignerRef, resolve: (v) => v.signer ?? null }),
    payload: t.exposeString('payload'),
  }),
});
